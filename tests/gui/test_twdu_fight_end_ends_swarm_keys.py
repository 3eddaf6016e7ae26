"""A first-night GM (the twdu demo in Russian at 1366×768, keys only): a swarm fight in the fight
«Двор», Mia's single attack got through and its harm waited in the Threat panel («Mia Chen: одиночная
атака прошла, урон», «Нанести урон 1 — Mia Chen»).  Ctrl+Alt+F ended the fight, yet the status bar
kept «Бой с роем · раунд 1» and the Threat panel its offer, focused, even after Mia was dead.

Ending the fight ends the swarm fight it runs in: one undoable action, one log line saying so and
which offer it drops; the status bar, the swarm panel and the Threat panel have none of it left.
Ctrl+Z brings it all back.  And an offer on a dead character is never shown (twelve hours pass while
the swarm fight runs: Mia's bitten forearm kills her)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_twdu_days_heal_keys import log_texts
from tests.gui.twdu_swarm_night import demo_fight, mia_fails_her_single_attack, settle, swarm_round, who
from ui import i18n

ENDED = ("Бой Двор окончен (раундов: 1) — бой с роем заканчивается вместе с ним; "
         "урон от одиночной атаки больше не предлагается — Mia Chen")


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_ending_the_fight_ends_its_swarm_fight_and_its_offers(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = demo_fight(qtbot, tmp_path, "ru")
        services = window.services
        keys = Keys(qtbot)
        swarm_round(qtbot, keys, window)
        mia_fails_her_single_attack(qtbot, keys, window)
        harm = window.docks["threatDock"].single_harm.row
        assert harm.button.text() == "Нанести урон 1 — Mia Chen"
        assert window.status_round.text() == "Раунд 1 · Бой с роем · раунд 1"
        lines = len(log_texts(window))
        keys.key(Qt.Key.Key_F, CTRL | ALT)  # the fight ends
        settle()
        assert services.initiative.encounter() is None and not services.swarm.active()
        assert len(log_texts(window)) == lines + 1 and log_texts(window)[-1] == ENDED
        assert window.status_round.text() == "Боя нет"
        assert harm.isHidden()
        assert not any(b.isVisible() for b in window.docks["swarmDock"].outcome_box.single_buttons)
        assert services.player_view.view()["swarm"] is None  # the projector and the phones: no swarm
        keys.key(Qt.Key.Key_Z, CTRL)  # one action: all of it back
        settle()
        assert services.swarm.active() and services.initiative.encounter() is not None
        assert window.status_round.text() == "Раунд 1 · Бой с роем · раунд 1"
        qtbot.waitUntil(harm.isVisible)
        assert harm.button.text() == "Нанести урон 1 — Mia Chen"
        # twelve hours pass while it runs: the bitten forearm (3 hours) kills Mia; no offer on the dead
        assert services.game_time.pass_time(12 * 60)
        settle()
        assert services.characters.character(who(window)["Mia Chen"]).state["dead"]
        assert harm.isHidden()
        focus = QApplication.focusWidget()
        assert focus is None or not harm.isAncestorOf(focus)
        keys.report("the fight's end ends its swarm fight")
    finally:
        i18n.set_language("en")
