"""The window's keymap as a GM meets it: one key one meaning, letters typed in fields, Esc back to
the fight, focus that never falls into the roster's filter, fight keys on the selected or acting
combatant whichever dock is in front, Help → Keys and rebinding."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from app.rules.dice import Dice
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from ui import keymap, open_main_window

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "short", "ammo": 6}
RIFLE = {"name": "Rifle", "kind": "ranged", "bonus": 1, "damage": 3, "range": "long", "ammo": 4}


def add(window, name, kind="pc", **sheet):
    services = window.services
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet})
    return next(c.id for c in services.characters.characters() if c.name == name)


def fight_window(qtbot, tmp_path):
    """A twdu window in its default layout (the ammunition behind the dice tab) with a fight of
    Ana (a revolver), Ben (a rifle) and a walker, Ana's turn."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    ids = {
        "Ana": add(window, "Ana", weapons=[REVOLVER]),
        "Ben": add(window, "Ben", weapons=[RIFLE]),
        "Walker": add(window, "Walker", "npc"),
    }
    assert window.services.initiative.start(list(ids.values()))
    window.services.initiative.roll()
    for index, cid in enumerate(ids.values()):  # the GM's order: Ana, Ben, the walker
        combatant = next(r for r in window.services.initiative.view().combatants if r.character_id == cid)
        window.services.initiative.move(int(combatant.id), index)
    activate(qtbot, window)
    return window, ids


def turn_of(window):
    row = window.docks["initiativeDock"].order.current_row()
    return row.name if row is not None else None


def fight_list(window):
    return window.docks["initiativeDock"].tree


def test_the_readme_table_is_the_keymap():
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    table = readme.split(keymap.README_START, 1)[1].split(keymap.README_END, 1)[0].strip()
    assert table == keymap.markdown_table()


def test_one_key_one_meaning():
    """No two actions share a key where both work, but Ins, Del, Enter, Ctrl+F and Esc, which mean
    the same in each list (add, take out, the row's action, find, back out); a window's single key
    is typed in a field (+ in the count of dead adds one there)."""
    for key in keymap.KEYMAP:
        assert keymap.clash(key.id, key.keys) is None, key.id
    shared = set()
    for key in keymap.KEYMAP:
        for other in (o for o in keymap.KEYMAP if o.scope != key.scope):
            both = set(keymap.portable(key.keys)) & set(keymap.portable(other.keys))
            shared |= {k for k in both if keymap.overlaps(key.scope, other.scope, k)}
    assert shared <= keymap.SHARED
    assert keymap.overlaps("window", "swarmDead", "Ctrl+R") and not keymap.overlaps("window", "swarmDead", "+")
    assert keymap.BY_ID["ammo.fire"].keys == ("F",) and keymap.BY_ID["fight.first"].keys == ("S",)


def test_letters_are_typed_in_fields_and_lists_not_fired(qtbot, tmp_path):
    window, _ids = fight_window(qtbot, tmp_path)
    blackout = window.player.act_blackout
    assert turn_of(window) == "Ana"
    combo = window.docks["diceDock"].kind_combo  # a list box: letters pick its items
    combo.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is combo)
    qtbot.keyClicks(combo, "Shambler")
    assert not blackout.isChecked()
    assert turn_of(window) == "Ana"
    roster_filter = window.docks["charactersDock"].filter
    roster_filter.setFocus()
    qtbot.keyClicks(roster_filter, "nbr+")
    assert roster_filter.text() == "nbr+"
    assert not blackout.isChecked() and turn_of(window) == "Ana"
    assert window.services.threat.level() == 0
    # Esc from the field: back to the fight list, where N passes the turn and B blacks out
    qtbot.keyClick(roster_filter, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is fight_list(window)
    qtbot.keyClick(fight_list(window), Qt.Key.Key_N)
    assert turn_of(window) == "Ben"
    qtbot.keyClick(fight_list(window), Qt.Key.Key_B)
    assert blackout.isChecked()


def test_fire_works_on_the_acting_character_with_the_ammunition_behind_its_tab(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    ammo = window.docks["ammoDock"]
    assert not ammo.on_screen()  # the default layout: behind the dice tab
    tree = fight_list(window)
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_F)  # Ana's turn, Ana selected: her revolver
    assert window.services.ammo.stocks(ids["Ana"])[0].stock.total == 5
    qtbot.keyClick(tree, Qt.Key.Key_N)  # Ben is up: the selection follows the turn
    qtbot.keyClick(tree, Qt.Key.Key_F)
    assert window.services.ammo.stocks(ids["Ben"])[0].stock.total == 3
    assert window.services.ammo.stocks(ids["Ana"])[0].stock.total == 5
    assert ammo.message.text() == ""
    # F set up Ben's shot in the dice dock, the focus on its Roll button; Esc goes back to the fight
    # list, where S marks who started the violence
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert tree.hasFocus()
    qtbot.keyClick(tree, Qt.Key.Key_S)
    ben = next(r for r in window.services.initiative.view().combatants if r.character_id == ids["Ben"])
    assert ben.state.get("first")


def test_the_dead_are_skipped_and_struck_through(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    services = window.services
    services.campaign.dice = Dice(seed=1)
    assert services.characters.damage(ids["Ben"], {"damage": 3, "armor": False})  # Health 0: Broken
    assert services.ruleset.conditions({}, services.characters.character(ids["Ben"]).state)[0].key == "broken"
    tree = fight_list(window)
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_N)
    assert turn_of(window) == "Walker"
    dock = window.docks["initiativeDock"]
    ben = next(r for r in services.initiative.view().combatants if r.character_id == ids["Ben"])
    row = dock.tree.row_of(int(ben.id))
    # skipped, but Broken is not dead: not struck through like the dead walkers (issue 40)
    assert not dock.tree.cell_font(row, 1).strikeOut() and dock.tree.text(row, 5) == "Out of the fight"
    qtbot.keyClick(tree, Qt.Key.Key_N)  # the round ends; in round 2 Ben is still out
    assert services.initiative.view().encounter.round == 2
    turns = []
    for _ in range(2):
        turns.append(turn_of(window))
        qtbot.keyClick(tree, Qt.Key.Key_N)
    assert sorted(turns) == ["Ana", "Walker"]
    assert not dock.tree.cell_font(dock.tree.row_of(int(ben.id)), 1).strikeOut()


def test_keys_dialog_lists_every_key_and_rebinds_one(qtbot, tmp_path):
    window, _ids = fight_window(qtbot, tmp_path)
    seen = {}

    def rebind(dialog):
        seen["rows"] = len(dialog.items)
        dialog.tree.setCurrentItem(dialog.items["fight.next"])
        dialog.edit.setKeySequence("B")  # Blackout's: refused
        dialog.set_button.click()
        seen["refused"] = dialog.message.text()
        dialog.edit.setKeySequence("J")
        dialog.set_button.click()
        seen["set"] = dialog.message.text()
        dialog.reject()

    when_dialog_opens(rebind)
    window.act_keys.trigger()
    assert seen["rows"] == len(keymap.KEYMAP)
    assert seen["refused"] == (
        "B is already the key of “Blackout the player display”: pick another one, or change that one first."
    )
    assert seen["set"] == "“Next turn” is now J."
    activate(qtbot, window)
    tree = fight_list(window)
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_N)
    assert turn_of(window) == "Ana"
    qtbot.keyClick(tree, Qt.Key.Key_J)
    assert turn_of(window) == "Ben"
    assert window.fight_menu.actions()[2].shortcut().toString() == "J"
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert settings.value("keys/fight.next") in ("J", ["J"])
    window.close()
    again = open_main_window(str(window.services.campaign.store.path), settings)
    qtbot.addWidget(again)
    assert again.docks["initiativeDock"].fight_actions["next"].shortcut().toString() == "J"
    keymap.reset(settings)
    assert again.docks["initiativeDock"].fight_actions["next"].shortcut().toString() == "N"


def test_after_a_roll_the_focus_leaves_the_faces_and_never_falls_into_the_filter(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    window.services.campaign.dice = Dice(seed=3)
    dice = window.docks["diceDock"]
    dice.raise_()
    dice.faces_edit.setFocus()
    qtbot.keyClicks(dice.faces_edit, "1 2")  # no success: it may be pushed
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_Return)
    assert dice.refusal_label.text() == ""
    assert dice.last is not None and dice.last.typed
    focus = QApplication.focusWidget()
    assert focus is not dice.faces_edit
    buttons = [b for b in dice.result_view.findChildren(type(dice.roll_button)) if b.isVisible()]
    assert focus is (buttons[0] if buttons else fight_list(window))
    if buttons:  # push (rolled here): the result is shown again; the focus is on a button or the fight
        qtbot.keyClick(focus, Qt.Key.Key_Space)
        qtbot.wait(10)
        assert QApplication.focusWidget() is not window.docks["charactersDock"].filter


def test_scroll_areas_are_not_tab_stops(qtbot, tmp_path):
    window, _ids = fight_window(qtbot, tmp_path)
    for dock in window.docks.values():
        dock.ensure_built()
    areas = [a for a in window.findChildren(QScrollArea) if type(a) is QScrollArea]
    assert areas and all(a.focusPolicy() == Qt.FocusPolicy.NoFocus for a in areas)


def test_ctrl_a_ticks_every_fighter(qtbot, tmp_path):
    window, _ids = fight_window(qtbot, tmp_path)
    from ui.dialogs.fight_dialogs import RosterDialog

    dialog = RosterDialog(window.services.initiative.roster(), window.services.ruleset.initiative_modes)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.list.setFocus()
    assert len(dialog.chosen()) == 2  # the PCs
    qtbot.keyClick(dialog.list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(dialog.chosen()) == 3


def test_enter_in_the_sheet_dialog_saves_and_adds_no_row(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    from ui.dialogs.sheet_dialog import SheetDialog

    dialog = SheetDialog(window.services, ids["Ana"], window)
    qtbot.addWidget(dialog)
    dialog.show()
    weapons = next(t for t in dialog.tables if t.spec.key == "weapons")
    rows = weapons.table.rowCount()
    dialog.name.setText("Ana Reyes")
    weapons.add_button.setFocus()  # the GM has Tabbed past Add on the way
    weapons.table.setFocus()  # to the weapons table
    qtbot.keyClick(weapons.table, Qt.Key.Key_Return)
    assert weapons.table.rowCount() == rows
    assert dialog.result() == SheetDialog.DialogCode.Accepted
    assert window.services.characters.character(ids["Ana"]).name == "Ana Reyes"
