"""Tab through a sheet's tables in the order the GM sees them (issue 20, dialogs): from the field
above a table into its cells row by row, then its own Add and Remove, then on to the next table
and its buttons, then OK; a row added with Add takes its place before the buttons.  Keys only,
each Tab counted and the focus asserted after it."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from tests.gui.test_keymap import fight_window
from tests.gui.test_sheet_enter import open_sheet


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def cells(editor) -> list[QWidget]:  # noqa: ANN001
    table = editor.table
    return [table.cellWidget(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]


def tab(qtbot, count: int, keys: list[int]) -> list[QWidget]:
    """Press Tab ``count`` times; the focused widget after each (a spin box for its inner field)."""
    seen = []
    for _ in range(count):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        keys.append(1)
        focus = QApplication.focusWidget()
        owner = focus.parentWidget() if focus.objectName() == "qt_spinbox_lineedit" else focus
        seen.append(owner)
    return seen


def named(widgets: list[QWidget]) -> list[str]:
    return [f"{type(w).__name__}:{getattr(w, 'text', lambda: '')() or w.objectName()}" for w in widgets]


def test_tab_goes_through_each_table_then_its_buttons_then_on(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    dialog = open_sheet(qtbot, window, ids["Ana"])
    tabs = dialog.findChild(QTabWidget)
    weapons, gear = (next(t for t in dialog.tables if t.spec.key == key) for key in ("weapons", "gear"))
    tabs.setCurrentWidget(next(tabs.widget(i) for i in range(tabs.count()) if tabs.widget(i).isAncestorOf(weapons)))
    penalty = dialog.findChild(QWidget, "field_armor_penalty")
    rations = dialog.findChild(QWidget, "field_rations")  # the last field above the tables, after the penalty
    penalty.setFocus(Qt.FocusReason.TabFocusReason)
    keys: list[int] = []
    revolver = cells(weapons)
    assert len(revolver) == 6 and not cells(gear)  # one row: name, skill, bonus, damage, range, ammo
    expected = [  # a table with rows hands the focus to its current cell, an empty one keeps it
        rations, *revolver, weapons.add_button, weapons.remove_button, gear.table, gear.add_button, gear.remove_button,
    ]
    seen = tab(qtbot, len(expected) + 1, keys)
    assert named(seen[:-1]) == named(expected)
    assert seen[:-1] == expected
    ok = seen[-1]
    assert ok.text() == "OK" and not tabs.isAncestorOf(ok)  # out of the page, to the dialog's OK

    # a new weapon row: its fields come after the revolver's, before Add
    weapons.add_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(weapons.add_button, Qt.Key.Key_Space)
    keys.append(1)
    added = cells(weapons)[6:]
    assert len(added) == 6
    revolver[-1].setFocus(Qt.FocusReason.TabFocusReason)
    seen = tab(qtbot, 8, keys)
    assert seen == [*added, weapons.add_button, weapons.remove_button], named(seen)
    print(f"sheet tables: {len(keys)} keys, no mouse")
    dialog.reject()
