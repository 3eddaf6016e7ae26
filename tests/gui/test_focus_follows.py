"""Focus and selection that follow the GM: after each action the focus lands where the next key
makes sense, and the selection follows whose turn it is.  Keys only."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_fight_by_keys import GUNS, PISTOL, campaign_window, lines, start_fight
from ui.docks.initiative_dock import NAME


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_the_rounds_end_typed_in_the_fights_dice_gives_the_focus_back_to_the_list(qtbot, tmp_path):
    people = [(n, "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]}) for n in ("Ash", "Kim")]
    people += [(f"Zombie {i}", "zombie", {}) for i in range(1, 5)]
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", people=people)
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    start_fight(keys, window, qtbot)
    keys.key(Qt.Key.Key_I, CTRL | ALT)  # the GM declares the fight frantic
    keys.key(Qt.Key.Key_K, CTRL)  # the fight's dice: initiative
    keys.type("9 8 7 6 5 4")
    keys.key(Qt.Key.Key_Return)
    assert QApplication.focusWidget() is fight.tree
    keys.key(Qt.Key.Key_Tab)  # the round's d4s of frantic combat, from the table (Ash's, Kim's: the dead do not tire)
    assert QApplication.focusWidget() is fight.faces
    keys.type("1 2")
    keys.key(Qt.Key.Key_N, CTRL | ALT)  # the round's end by its own key, from the dice field
    assert ", dice from the table; " in lines(window)[-1]
    assert QApplication.focusWidget() is fight.tree
    assert fight.faces.text() == ""
    first = fight.order.current_row().name
    keys.key(Qt.Key.Key_N)  # the next N passes the turn: it is not typed into the dice
    assert fight.faces.text() == ""
    assert fight.order.current_row().name != first
    assert lines(window)[-1] == "Ash has acted; Kim is up"


def test_after_the_last_declaration_the_selection_goes_to_whose_turn_it_is(qtbot, tmp_path):
    from tests.gui.helpers import when_dialog_opens
    from tests.gui.test_initiative_dock import create, press, start_fight, window_for

    window = window_for(qtbot, tmp_path, "twdu")
    create(window, "Rick")
    create(window, "Glenn")
    create(window, "Raider", "npc")
    start_fight(qtbot, window, tick=("Raider",))
    dock = window.docks["initiativeDock"]
    for phase_steps in (0, 1, 1):  # the Raider takes the phase offered, Rick and Glenn the next one

        def declare(dialog, steps=phase_steps):
            for _ in range(steps):
                qtbot.keyClick(dialog.phase, Qt.Key.Key_Down)
            qtbot.keyClick(dialog, Qt.Key.Key_Return)
            if dialog.isVisible():  # an attack's Enter on the phase went on to Against: Enter there
                qtbot.keyClick(dialog, Qt.Key.Key_Return)

        when_dialog_opens(declare)
        press(qtbot, window, Qt.Key.Key_E)
    turn = dock.order.current_row()
    assert turn is not None
    assert dock.header.text().endswith(f"{turn.name}'s turn")
    assert dock.order.current_id() == turn.id  # the row D, H and F act on
    assert window.selection.character_id == turn.character_id
    assert dock.tree.text(dock.tree.chosen_row(), NAME).startswith(turn.name)


def test_ctrl_tab_to_a_sheets_skill_page_selects_its_first_value_so_a_digit_replaces_it(qtbot, tmp_path):
    from PySide6.QtWidgets import QAbstractSpinBox, QTabWidget

    from tests.gui.helpers import campaign_window as plain_window
    from tests.gui.test_sheet_enter import open_sheet

    window = plain_window(qtbot, tmp_path, "twdu")
    assert window.services.characters.create("Ana", "pc", window.services.ruleset.new_sheet())
    cid = window.services.characters.characters()[0].id
    dialog = open_sheet(qtbot, window, cid)
    tabs = dialog.findChild(QTabWidget)
    keys = Keys(qtbot)
    titles = [tabs.tabText(i).replace("&", "") for i in range(tabs.count())]  # each page has its letter
    skills = titles.index("Skills")
    keys.key(Qt.Key.Key_Tab, CTRL, times=skills)  # from the name: page after page up to the skills
    assert tabs.currentIndex() == skills
    focus = QApplication.focusWidget()
    box = focus.parentWidget() if focus.objectName() == "qt_spinbox_lineedit" else focus
    assert isinstance(box, QAbstractSpinBox) and tabs.currentWidget().isAncestorOf(box)
    keys.type("3")  # the 0 there is replaced
    assert box.value() == 3
    keys.key(Qt.Key.Key_Return)
    sheet = window.services.characters.character(cid).sheet
    key = box.objectName().removeprefix("field_")
    assert sheet[key] == 3


def test_grid_damage_form_the_same_letter_twice_quickly_goes_on_to_the_next_part(qtbot, tmp_path):
    from tests.gui.test_fight_by_keys import in_dialog

    people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Bob", "pc", {"speed": 2})]
    window = campaign_window(qtbot, tmp_path, "gridlimbs", people=people)
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    seen: list[str] = []

    def hit(dialog):
        part = dialog.form.inputs["part"]
        keys.type("L")
        seen.append(part.currentText())
        keys.type("L")  # at once again: the form's next part starting with L
        seen.append(part.currentText())
        keys.type("L")
        seen.append(part.currentText())
        keys.type("4")
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, hit)
    window.selection.select_character(window.services.characters.characters()[0].id)
    keys.key(Qt.Key.Key_D)
    assert seen == ["Left arm", "Left leg", "Left arm"]
    assert lines(window)[-1].startswith("Damage to Ann: 4 damage")
    assert "Left arm takes 4" in lines(window)[-1]
