"""Enter in the character sheet saves it, wherever the GM is (issue 20): in every field of every
page, in each table, in a table's cells and on its Add and Remove buttons; no row is added, and what
the dialog showed is what the campaign keeps.  Keys only (the focus put on each place in turn)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QWidget,
)

from tests.gui.helpers import activate
from tests.gui.test_keymap import fight_window
from ui.dialogs.sheet_dialog import SheetDialog

PLACES = (QAbstractSpinBox, QLineEdit, QComboBox, QCheckBox, QAbstractItemView, QPushButton)


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def ancestors(widget: QWidget, top: QWidget) -> list[QWidget]:
    out = []
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def places(dialog: SheetDialog) -> list[tuple[int | None, QWidget]]:
    """Every place of the sheet a GM can Tab to: (its page, the widget), in a fixed order."""
    tabs = dialog.findChild(QTabWidget)
    found: list[tuple[int | None, QWidget]] = [(None, dialog.name), (None, dialog.kind)]
    for page in range(tabs.count()):
        body = tabs.widget(page)
        for widget in body.findChildren(QWidget):
            inner = any(isinstance(w, (QAbstractSpinBox, QComboBox)) for w in ancestors(widget, body))
            if isinstance(widget, PLACES) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and not inner:
                found.append((page, widget))
    return found


def open_sheet(qtbot, window, cid) -> SheetDialog:
    dialog = SheetDialog(window.services, cid, window)
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)
    return dialog


def test_enter_anywhere_in_the_sheet_saves_it_and_adds_no_row(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    services = window.services
    first = open_sheet(qtbot, window, ids["Ana"])
    count = len(places(first))
    kinds = {next(c.__name__ for c in type(w).__mro__ if c.__module__.startswith("PySide6")) for _, w in places(first)}
    first.reject()
    assert {"QTableWidget", "QPushButton", "QLineEdit", "QComboBox", "QSpinBox"} <= kinds
    tables = {t.spec.key for t in first.tables}
    assert {"weapons", "gear"} <= tables
    for index in range(count):
        before = services.characters.character(ids["Ana"]).sheet
        rows = {key: len(before.get(key) or []) for key in tables}
        dialog = open_sheet(qtbot, window, ids["Ana"])
        page, widget = places(dialog)[index]
        if page is not None:
            dialog.findChild(QTabWidget).setCurrentIndex(page)
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        focus = QApplication.focusWidget()
        assert focus is widget or widget.isAncestorOf(focus)  # a table hands it to its current cell
        if isinstance(widget, QAbstractSpinBox):
            qtbot.keyClick(widget, Qt.Key.Key_Up)  # a number changed on the way
        shown = dialog.sheet()
        where = f"{type(widget).__name__} {widget.objectName() or widget.parent().objectName()} #{index}"
        assert {key: len(shown[key]) for key in tables} == rows, where
        qtbot.keyClick(focus, Qt.Key.Key_Return)
        assert dialog.result() == SheetDialog.DialogCode.Accepted, where
        saved = services.characters.character(ids["Ana"]).sheet
        assert {key: len(saved.get(key) or []) for key in tables} == rows, where
        assert saved == services.ruleset.validate_sheet(shown), where
    strength = services.characters.character(ids["Ana"]).sheet["strength"]
    assert strength != first.sheet()["strength"]  # the Up in Strength was saved with its Enter


def test_tab_runs_through_a_table_and_out_of_it(qtbot, tmp_path):
    window, ids = fight_window(qtbot, tmp_path)
    dialog = open_sheet(qtbot, window, ids["Ana"])
    weapons = next(t for t in dialog.tables if t.spec.key == "weapons")
    dialog.findChild(QTabWidget).setCurrentWidget(dialog.findChild(QTabWidget).widget(2))
    weapons.table.setFocus(Qt.FocusReason.TabFocusReason)  # on the revolver's row
    seen = []
    for _ in range(20):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
        if isinstance(seen[-1], QPushButton):
            break
    assert isinstance(seen[-1], QPushButton), [type(w).__name__ for w in seen]  # out of the cells, not round them
    assert len(seen) < 12
    dialog.reject()
