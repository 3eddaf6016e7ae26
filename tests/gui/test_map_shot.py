"""A shot on the battle map from the keyboard, to the damage: X picks the target (its distance goes
to the dice dock's shot, and the target with it), Ctrl+R rolls, and the hit's offer, where the
focus lands, applies the gun's damage to the part hit.  Four keys, the result in sight."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from app.services.initiative import StartEncounter
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys


def create(window, name, kind="pc", **sheet):  # noqa: ANN001, ANN003, ANN201
    services = window.services
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet})
    return next(c.id for c in services.characters.characters() if c.name == name)


def shown_in_dock(dock, widget) -> bool:  # noqa: ANN001
    """Whether ``widget``'s top lies inside the dice dock's visible part."""
    viewport = dock.roll_scroll.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return 0 <= top < viewport.height()


def test_a_shot_from_the_map_to_the_damage_in_four_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", accuracy=7, starting_item="pistol", max_hp=20)
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    create(window, "Zombie 2", "zombie", max_hp=30)
    far = next(c.id for c in services.characters.characters() if c.name == "Zombie 2")
    corpse = create(window, "Zombie 0", "zombie", max_hp=30)
    assert services.characters.damage(corpse, {"part": "head", "amount": 15})  # put down, still on its tile
    services.battle_map.set_size(16, 6)
    ben = create(window, "Ben", max_hp=20)  # Ana's friend, nearer than any zombie
    services.battle_map.place({ana: (0, 2), ben: (0, 3), corpse: (2, 2), zed: (3, 2), far: (12, 4)})
    services.campaign.execute(StartEncounter([ana, ben, zed, far]))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    bar = dice.roll_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the shot's form is taller than the dock at 1366×768
    bar.setValue(bar.maximum())  # scrolled down to the inputs, as after setting the distance
    assert not shown_in_dock(dice, dice.result_view)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)  # the battle map takes the keys, Ana (acting) chosen
    map_view = window.docks["mapDock"].view
    qtbot.waitUntil(map_view.hasFocus)
    keys.key(Qt.Key.Key_X)  # the nearest enemy standing: Zombie 1, three tiles away (not Ben, not the dead)
    assert dice.opponent_combo.currentText() == "Zombie 1"
    assert dice.form.values()["distance"] == 3
    services.campaign.dice = TypedDice([5])  # d7: 5 reaches ⌊7.5⌋ = 7 tiles unaimed: the torso
    keys.key(Qt.Key.Key_R, CTRL)
    assert dice.result_view.result_label.text() == "Hit: Torso (main pool)"
    [button] = dice.result_view.damage_buttons
    assert button.text() == "Apply 6 damage to Zombie 1"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    qtbot.waitUntil(lambda: shown_in_dock(dice, dice.result_view))  # scrolled up to the result
    keys.key(Qt.Key.Key_Space)
    torso = services.ruleset.body(*_sheet_state(services, zed)).pool("torso")
    assert torso == 30 - 6
    assert not services.ruleset.can_act(*_sheet_state(services, corpse))
    lines = [render_event(e) for e in services.campaign.events()[-2:]]
    assert lines[0].startswith("Ana rolls Shot: d(Accuracy) — Pistol against Zombie 1")  # not "fires Shot"
    assert lines[0].endswith("Pistol: 15 → 14 rounds")  # "count your shots": the clip spent in the same line
    assert "Zombie 1" in lines[1] and "6" in lines[1]
    assert keys.presses == 4


def test_a_shot_at_no_character_offers_nothing(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    create(window, "Ana", accuracy=7, starting_item="pistol", max_hp=20)
    create(window, "Zombie 1", "zombie", max_hp=30)
    dice = window.docks["diceDock"]
    dice.show()
    dice.ensure_built()
    dice.kind_combo.setCurrentIndex(dice.kind_combo.findText("Shot: d(Accuracy)"))
    assert dice.opponent_combo.isVisible()
    assert dice.opponent_combo.currentText() == "Zombie 1"  # the other side, at first
    dice.opponent_combo.setCurrentIndex(0)
    assert dice.opponent_combo.currentText() == "(no one)"
    services.campaign.dice = TypedDice([5])
    dice.roll()
    assert dice.result_view.result_label.text() == "Hit: Torso (main pool)"
    assert dice.result_view.damage_buttons == []


def _sheet_state(services, cid):  # noqa: ANN001, ANN202
    row = services.characters.character(cid)
    return row.sheet, row.state
