"""The characters dock driven from the keyboard, for every ruleset: create, damage, heal, badges, undo."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens


def window_for(qtbot, tmp_path, ruleset, preset=None):
    return campaign_window(qtbot, tmp_path, ruleset, preset, name="Dock test")


def create_with_keyboard(qtbot, window, name):
    dock = window.docks["charactersDock"]
    dock.tree.setFocus()

    def fill(dialog):
        qtbot.keyClicks(dialog.name, name)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    qtbot.keyClick(dock.tree, Qt.Key.Key_Insert)
    cid = next(c.id for c in window.services.characters.characters() if c.name == name)
    dock.select(cid)
    return cid


def damage_with_keyboard(qtbot, window, amount, key=Qt.Key.Key_D, setup=None):
    dock = window.docks["charactersDock"]
    activate(qtbot, window)
    seen = {}

    def fill(dialog):
        if setup:
            setup(dialog)
        spin = next(w for w in dialog.form.inputs.values() if isinstance(w, QSpinBox))
        spin.selectAll()
        qtbot.keyClicks(spin, str(amount))
        seen["preview"] = dialog.preview.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    dock.tree.setFocus()  # the character chosen in the roster; a letter typed there finds a name,
    qtbot.keyClick(dock.tree, Qt.Key.Key_Escape)  # so back to the fight list, where D and H act on it
    qtbot.keyClick(QApplication.focusWidget(), key)
    return seen.get("preview", "")


def row_tracks(window, cid):
    dock = window.docks["charactersDock"]
    return [bar.text() for bar in dock.tracks(cid).bars]


def row_conditions(window, cid):
    dock = window.docks["charactersDock"]
    return list(dock.badges(cid).keys)


def undo(qtbot, window):
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_d10under_damage_heal_and_undo(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    cid = create_with_keyboard(qtbot, window, "Vera")
    assert row_tracks(window, cid) == ["Health 100/100"]
    damage_with_keyboard(qtbot, window, 30)
    assert row_tracks(window, cid) == ["Health 70/100"]
    damage_with_keyboard(qtbot, window, 12, key=Qt.Key.Key_H)
    assert row_tracks(window, cid) == ["Health 82/100"]
    undo(qtbot, window)
    assert row_tracks(window, cid) == ["Health 70/100"]
    damage_with_keyboard(qtbot, window, 70)
    assert "dead" in row_conditions(window, cid)


def test_twdu_health_words_broken_badge_and_undo(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    cid = create_with_keyboard(qtbot, window, "Ana")
    assert row_tracks(window, cid) == ["Health 3/3 Unharmed", "Stress 0/10"]

    def no_armor(dialog):
        dialog.form.inputs["armor"].setChecked(False)

    damage_with_keyboard(qtbot, window, 1, setup=no_armor)
    assert row_tracks(window, cid)[0] == "Health 2/3 Bruised"
    damage_with_keyboard(qtbot, window, 2, setup=no_armor)
    assert row_tracks(window, cid) == ["Health 0/3", "Stress 1/10"]  # Broken said once, by its badge
    assert "broken" in row_conditions(window, cid)
    badges = [label for _style, label in window.docks["charactersDock"].badges(cid).chips]
    assert "Broken — every skill roll fails" in badges
    undo(qtbot, window)
    assert row_tracks(window, cid) == ["Health 2/3 Bruised", "Stress 0/10"]
    assert "broken" not in row_conditions(window, cid)


@pytest.mark.parametrize("preset", ["norms", "unisystem"])
def test_afmbe_life_points_with_the_worked_arithmetic(qtbot, tmp_path, preset):
    window = window_for(qtbot, tmp_path, "afmbe", preset)
    cid = create_with_keyboard(qtbot, window, "Dana")
    # STR 2, CON 2, WIL 2: Life Points (2+2)×4+10 = 26, Endurance (2+2+2)×3+5 = 23
    assert row_tracks(window, cid) == ["Life Points 26/26", "Endurance 23/23"]

    def bullet(dialog):
        combo = dialog.form.inputs["damage_type"]
        combo.setCurrentIndex(combo.findData("bullet"))
        dialog.form.inputs["worn_armor"].setChecked(False)

    preview = damage_with_keyboard(qtbot, window, 6, setup=bullet)
    assert "×2 = 12" in preview
    assert row_tracks(window, cid)[0] == "Life Points 14/26"
    undo(qtbot, window)
    assert row_tracks(window, cid)[0] == "Life Points 26/26"


def last_log_line(window):
    log = window.docks["logDock"].model
    return log.data(log.index(log.rowCount() - 1, 2))


def test_afmbe_worked_arithmetic_in_the_interface_language(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "norms")
    create_with_keyboard(qtbot, window, "Dana")

    def bullet_through_armor(dialog):
        combo = dialog.form.inputs["damage_type"]
        combo.setCurrentIndex(combo.findData("bullet"))
        dialog.form.inputs["worn_armor"].setChecked(False)
        dialog.form.inputs["armor"].setValue(4)

    # the norms' handgun example, typed: 24 through armor 4
    preview = damage_with_keyboard(qtbot, window, 24, setup=bullet_through_armor)
    assert preview.splitlines()[0] == "24 − 4 armor = 20, bullet damage after armor ×2 = 40"
    assert last_log_line(window).startswith("Damage to Dana: 24 − 4 armor = 20, bullet damage after armor ×2 = 40 — ")
    undo(qtbot, window)
    try:
        window.set_language("ru")
        preview = damage_with_keyboard(qtbot, window, 24, setup=bullet_through_armor)
        assert preview.splitlines()[0] == "24 − 4 броня = 20, урон от пули после брони ×2 = 40"
        assert last_log_line(window).startswith("Урон — Dana: 24 − 4 броня = 20, урон от пули после брони ×2 = 40 — ")
    finally:
        window.set_language("en")
    # the same logged sum, read again in English once the window has retranslated
    qtbot.waitUntil(lambda: last_log_line(window).startswith(
        "Damage to Dana: 24 − 4 armor = 20, bullet damage after armor ×2 = 40 — "))


def body_parts(window, cid):
    dock = window.docks["charactersDock"]
    body = dock.tracks(cid).body
    assert body  # drawn as a figure
    return {part: f"{value}/{spec.maximum}" for part, spec, value in body}


def test_gridlimbs_body_diagram_and_bleeding_badge(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "gridlimbs")
    cid = create_with_keyboard(qtbot, window, "Kit")
    # Max HP 4: torso 4, arms and legs ⌊3/4 × 4⌋ = 3, head ⌊4/2⌋ = 2, drawn as a body diagram
    assert body_parts(window, cid) == {"head": "2/2", "torso": "4/4", "left_arm": "3/3", "right_arm": "3/3",
                                       "left_leg": "3/3", "right_leg": "3/3"}
    # the main pool is the figure's torso, not a second "Torso 4/4"; beside it the stamina left
    assert row_tracks(window, cid) == ["Stamina 2/2"]

    def left_leg(dialog):
        combo = dialog.form.inputs["part"]
        combo.setCurrentIndex(combo.findData("left_leg"))

    damage_with_keyboard(qtbot, window, 2, setup=left_leg)
    # a two-point hit on a leg: the leg loses 2, the main pool ⌈2/2⌉ = 1
    parts = body_parts(window, cid)
    assert parts["left_leg"] == "1/3" and parts["torso"] == "3/4"
    assert row_tracks(window, cid) == ["Stamina 2/2"]
    assert any("bleed" in key for key in row_conditions(window, cid))


def test_copies_and_refused_import_change_nothing(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path, "d10under")
    cid = create_with_keyboard(qtbot, window, "Walker")
    window.services.characters.duplicate(cid, 3)
    names = [c.name for c in window.services.characters.characters()]
    assert names == ["Walker", "Walker 1", "Walker 2", "Walker 3"]
    undo(qtbot, window)
    assert [c.name for c in window.services.characters.characters()] == ["Walker"]

    bad = tmp_path / "party.json"
    bad.write_text(
        json.dumps(
            {
                "format": "deadwatch-characters",
                "version": 1,
                "ruleset": "twdu",
                "preset": None,
                "characters": [{"name": "Ana", "kind": "pc", "sheet": {}}],
            }
        )
    )
    before = len(window.services.campaign.events())
    assert not window.services.characters.import_file(str(bad))
    assert window.statusBar().currentMessage() == (
        "party.json: this file is for The Walking Dead Universe RPG; this campaign plays Roll-under d10. "
        "Nothing was imported.")
    assert len(window.services.campaign.events()) == before


def test_party_export_then_import_into_another_campaign(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    cid = create_with_keyboard(qtbot, window, "Ana")
    out = tmp_path / "party.json"
    window.services.characters.export_file(str(out), [cid])
    other = tmp_path / "other"
    other.mkdir()
    second = window_for(qtbot, other, "twdu")
    assert second.services.characters.import_file(str(out))
    assert [c.name for c in second.services.characters.characters()] == ["Ana"]
    assert row_tracks(second, second.services.characters.characters()[0].id)[0] == "Health 3/3 Unharmed"


def test_a_death_alerts_the_gm(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    create_with_keyboard(qtbot, window, "Gleb")
    damage_with_keyboard(qtbot, window, 100)
    assert window.statusBar().currentMessage() == "⚠ Gleb: Dead"


def test_ctrl_p_walks_what_the_players_see(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    dock = window.docks["charactersDock"]
    cid = create_with_keyboard(qtbot, window, "Ana")
    item = dock.items[cid]
    assert item.toolTip(0) == "Players see: the name, health as numbers (Ctrl+P changes it)"
    activate(qtbot, window)
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert item.toolTip(0) == "Players see: the name only (Ctrl+P changes it)"
    qtbot.keyClick(dock.tree, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert item.toolTip(0) == "Players see: nothing (Ctrl+P changes it)" and item.font(0).italic()
    assert window.services.player_view.reveal(cid)["name"] is False
    undo(qtbot, window)
    assert item.toolTip(0) == "Players see: the name only (Ctrl+P changes it)"


def test_the_roster_follows_the_fight_quietly_and_shows_it_when_the_gm_turns_to_it(qtbot, tmp_path):
    def forty(services) -> None:  # noqa: ANN001
        for n in range(40):
            assert services.characters.create(f"Fighter {n:02d}", "npc")

    window = campaign_window(qtbot, tmp_path, "d10under", name="Dock test", before=forty)
    services = window.services
    dock = window.docks["charactersDock"]
    ids = [c.id for c in services.characters.characters()]
    tree = dock.tree
    activate(qtbot, window)

    def on_screen(cid) -> bool:  # the view as it is now: it ends under its last whole row
        return tree.viewport().rect().contains(tree.visualItemRect(dock.items[cid]))

    window.docks["initiativeDock"].tree.setFocus()
    assert not on_screen(ids[30])
    window.selection.select_character(ids[30])  # the turn passes to a fighter far down the list
    assert tree.currentItem() is dock.items[ids[30]]
    assert tree.verticalScrollBar().value() == 0  # selected, without the roster scrolling
    tree.setFocus()  # the GM turns to the roster: the selected fighter is on screen
    qtbot.waitUntil(tree.hasFocus)
    assert on_screen(ids[30])

    window.selection.select_character(ids[0])
    for _ in range(39):
        qtbot.keyClick(tree, Qt.Key.Key_Down)
        assert on_screen(dock.current_id())
    assert dock.current_id() == ids[39]
