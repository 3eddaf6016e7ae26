"""A first-night GM (the twdu demo in Russian at 1366×768, keys only): the Threat at 3, everyone in a
fight, a swarm round won in which Mia messed up; her single attack got through and its harm put her
down (Ctrl+7, Enter); the swarm fight won, the round ended.  Then Ctrl+Z three times (the round's
end, «Бой с роем выигран», «Одиночная атака — Mia Chen: урон 1»), Ctrl+Alt+F, two days passing
(Ctrl+Shift+T, «2 d», Enter: Mia dies of her bitten forearm's time limit), F5: the projector read
«Рой побеждён … Потери раунда 1: Mia Chen» — a fall taken back and a swarm fight long over.

An undone result leaves every screen as it was before it: after the undos the players' view (the
projector's and the phones' data) and the swarm panel are what they were before the harm; and the
fight's end ended the swarm fight with it, so days later no screen tells of its round."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_twdu_days_say_deaths_keys import days_pass
from tests.gui.twdu_swarm_night import demo_fight, mia_fails_her_single_attack, settle, swarm_round, who
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def panel(window) -> list[str]:  # noqa: ANN001
    """What the swarm panel's result shows: its visible labels and buttons, top to bottom."""
    box = window.docks["swarmDock"].outcome_box
    words = []
    for widget in box.findChildren(QLabel) + box.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text():
            words.append(widget.text())
    return words


def test_an_undone_fall_leaves_no_screen_telling_it(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = demo_fight(qtbot, tmp_path, "ru")
        services = window.services
        mia = who(window)["Mia Chen"]
        keys = Keys(qtbot)
        swarm_round(qtbot, keys, window)
        mia_fails_her_single_attack(qtbot, keys, window)
        before = services.player_view.view()
        shown = panel(window)
        keys.key(Qt.Key.Key_7, CTRL)  # Go to the threat: the harm's field
        keys.key(Qt.Key.Key_Return)  # Mia Broken
        settle()
        assert services.characters.character(mia).state["health"] == 0
        assert services.player_view.view()["swarm"]["down"] == ["Потери раунда\u00a01: Mia Chen"]
        keys.key(Qt.Key.Key_8, CTRL)  # the swarm panel: won, the GM sets the Threat Level
        keys.type("2")  # «Бой с роем выигран»: Threat 2
        settle()
        assert not services.swarm.active() and services.threat.level() == 2
        keys.key(Qt.Key.Key_N, CTRL | ALT)  # the round's end
        settle()
        for _ in range(3):  # the round's end, the swarm fight won, the harm
            keys.key(Qt.Key.Key_Z, CTRL)
            settle()
        assert services.characters.character(mia).state["health"] == 1
        assert services.player_view.view() == before  # the projector's and the phones' data
        assert panel(window) == shown
        keys.key(Qt.Key.Key_F, CTRL | ALT)  # the fight ends, its swarm fight with it
        settle()
        days_pass(qtbot, window, "2 d", Qt.Key.Key_Return)  # Mia dies of her bitten forearm
        settle()
        assert services.characters.character(mia).state["dead"]
        activate(qtbot, window)
        keys.key(Qt.Key.Key_F5)
        display = window.player.display
        qtbot.waitUntil(display.isVisible)
        settle()
        screen = display.content
        said = " ".join(t.text() for t in screen.texts() if t.isVisible() and hasattr(t, "text"))
        assert "Рой побеждён" not in said and "Потери раунда" not in said, said
        assert not display.swarm.isVisible()
        assert services.player_view.view()["swarm"] is None  # nor the phones
        keys.report("an undone fall on the players' screen")
    finally:
        i18n.set_language("en")
