"""F, Shift+F and Ctrl+L alike in every ruleset: a shot or a reload the rules would refuse says
why, in the ammo dock and the status bar, before any form opens and with nothing changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_ammo_dock import add, choose, fight, press, shown, window_for
from ui.dialogs.ammo_dialog import AmmoDialog

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
RIFLE = {"name": "Rifle", "damage": "d8×4", "damage_type": "bullet", "ranged": True, "ammo": 3}
REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}


@pytest.fixture
def forms(monkeypatch):
    """Every ammo form that opens, closed at once (a form opened before the refusal is the fault)."""
    opened: list[str] = []

    def exec_(dialog):
        opened.append(dialog.windowTitle())
        return AmmoDialog.DialogCode.Rejected

    monkeypatch.setattr(AmmoDialog, "exec", exec_)
    return opened


def said(window, dock):
    """The refusal where the GM looks: the dock's line, and the same in the status bar."""
    text = dock.message.text()
    assert text, "the refusal says nothing"
    assert window.statusBar().currentMessage() == text
    return text


CASES = [
    # (ruleset, preset, who, key, modifiers, the refusal)
    (
        "twdu",
        None,
        {"weapons": [REVOLVER]},
        Qt.Key.Key_L,
        CTRL,
        "Revolver has no magazine to reload: its rounds are spent by shooting and added to when ammunition is found.",
    ),
    (
        "afmbe",
        "norms",
        {"weapons": [RIFLE]},
        Qt.Key.Key_L,
        CTRL,
        "Rifle has no magazine to reload: its Ammo Points are spent by shooting and added to when ammunition is found.",
    ),
    ("afmbe", "unisystem", {"weapons": [{**RIFLE, "ammo": 30}]}, Qt.Key.Key_L, CTRL, "Ana's Rifle is full (30/30)."),
    ("gridlimbs", None, {"starting_item": "pistol"}, Qt.Key.Key_L, CTRL, "Ana's Pistol is full (15/15)."),
]


@pytest.mark.parametrize(("ruleset", "preset", "sheet", "key", "mods", "expected"), CASES, ids=lambda v: str(v)[:12])
def test_reload_refused_says_why_before_any_form(qtbot, tmp_path, forms, ruleset, preset, sheet, key, mods, expected):
    window = window_for(qtbot, tmp_path, ruleset, preset)
    ana = add(window, "Ana", **sheet)
    dock = choose(window, ana)
    before = shown(dock)
    events = len(window.services.campaign.events())
    press(qtbot, window, key, mods)
    text = said(window, dock)
    assert text == expected
    assert forms == []
    assert shown(dock) == before
    assert len(window.services.campaign.events()) == events


def test_fire_with_options_from_an_empty_weapon_says_why_before_the_form(qtbot, tmp_path, forms):
    window = window_for(qtbot, tmp_path, "twdu")
    ana = add(window, "Ana", weapons=[{**REVOLVER, "ammo": 0}])
    dock = choose(window, ana)
    fight(window, 1)
    for mods in (SHIFT, Qt.KeyboardModifier.NoModifier):  # Shift+F and F alike
        dock.message.clear()
        press(qtbot, window, Qt.Key.Key_F, mods)
        assert said(window, dock) == "Not enough ammunition for that many shots."
    assert forms == []


FREE_SHOT = ("Rifle has fired this round already: its Ammo Point pays for the whole round, so this shot spends "
             "nothing. Set up in the dice dock.")


@pytest.mark.parametrize("mods", [SHIFT, Qt.KeyboardModifier.NoModifier])
def test_norms_second_shot_a_round_is_set_up_free_not_refused(qtbot, tmp_path, forms, mods):
    """Norms "one point is one combat turn of firing": F or Shift+F again in the round sets the shot up
    in the dice dock, spends nothing, and says so as news (it read as a refusal and opened nothing)."""
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    ana = add(window, "Ana", weapons=[RIFLE])
    add(window, "Biter", "zombie")  # someone to shoot at: F with no target fires nothing
    dock = choose(window, ana)
    fight(window, 1)
    press(qtbot, window, Qt.Key.Key_F)
    assert shown(dock)[0][1] == "2 Ammo Points"
    dice = window.docks["diceDock"]
    dice.kind_combo.setCurrentIndex(dice.kind_combo.findData("task"))  # the GM rolled something else since
    events = len(window.services.campaign.events())
    press(qtbot, window, Qt.Key.Key_F, mods)
    assert said(window, dock) == FREE_SHOT
    assert forms == []
    assert shown(dock)[0][1] == "2 Ammo Points"
    assert len(window.services.campaign.events()) == events
    qtbot.waitUntil(lambda: dice.kind_combo.currentData() == "attack")
    assert dice.character_id() == ana and dice.form.values()["weapon"] == "0"
