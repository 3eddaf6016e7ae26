"""twdu, F in a fight (ru): on Rook's turn, just after the GM named Mia's injury from her roster
row, Esc F logged «Mia Chen стреляет (Охотничья винтовка): 5 → 4 патрона»; Mia was Broken, out of
the fight, and nothing said so.  Now F in a fight fires for the one whose turn it is (Rook's
shotgun), the ammo dock says so over the selected one's weapons, and a Broken character's F is
refused with the reason, nothing spent."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.keycount import Keys
from tests.gui.test_twdu_declared_ranged_duel_keys import russian_fight
from ui import i18n
from ui.docks.acting import acting_character


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _ammo(services, who: int) -> dict:  # noqa: ANN001
    return dict(services.characters.character(who).state.get("ammo", {}))


def _mia_broken(services, who: dict[str, int]) -> None:  # noqa: ANN001
    mia = services.characters.character(who["Mia Chen"])
    assert services.characters.damage(who["Mia Chen"], {"damage": int(mia.state.get("health", 3))})
    assert services.characters.character(who["Mia Chen"]).state.get("health") == 0


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_f_on_rooks_turn_fires_rooks_gun_not_the_selected_broken_mia(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_fight(qtbot, tmp_path, "Mia Chen", "Rook")
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        keys = Keys(qtbot)
        for _ in range(3):  # to Rook's turn
            if acting_character(services) == who["Rook"]:
                break
            keys.key(Qt.Key.Key_N)
        assert acting_character(services) == who["Rook"]
        _mia_broken(services, who)
        mia_rounds = _ammo(services, who["Mia Chen"])
        roster = window.docks["charactersDock"]
        window.selection.select_character(who["Mia Chen"])  # her roster row, as naming her injury leaves it
        roster.setFocus()
        keys.key(Qt.Key.Key_Escape)
        before = len(services.campaign.events())
        keys.key(Qt.Key.Key_F)
        new = [render_event(e) for e in services.campaign.events()[before:]]
        assert _ammo(services, who["Mia Chen"]) == mia_rounds, new
        assert new and new[0].startswith("Rook стреляет (Дробовик)"), new
        assert "Mia Chen" not in new[0]
        # the ammo dock, on Mia's weapons, says whose gun F fires
        ammo = window.docks["ammoDock"]
        ammo.raise_()
        QApplication.processEvents()
        label = ammo.name_label.text()
        assert label == "Mia Chen: боеприпасы (по F стреляет тот, чей сейчас ход, — Rook)", label
    finally:
        i18n.set_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_f_for_a_broken_character_is_refused_with_the_reason(qtbot, tmp_path):
    assert i18n.set_language("ru")
    try:
        window = russian_fight(qtbot, tmp_path, "Mia Chen", "Rook")
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.end()
        _mia_broken(services, who)
        rounds = _ammo(services, who["Mia Chen"])
        window.selection.select_character(who["Mia Chen"])
        before = len(services.campaign.events())
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_F)
        assert len(services.campaign.events()) == before
        assert _ammo(services, who["Mia Chen"]) == rounds
        said = window.statusBar().currentMessage()
        assert said == "Вне строя: выбывший из боя не может стрелять. Ничего не потрачено.", said
    finally:
        i18n.set_language("en")
