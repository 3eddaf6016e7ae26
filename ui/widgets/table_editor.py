"""A table field of a sheet (skills, weapons, qualities): rows of the declared columns, add and remove."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app.services import bounds
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.table_headings import fit_headings
from ui.widgets.wheel_guard import calm

if TYPE_CHECKING:
    from app.rules.base import FieldSpec


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text) if text else ""


class TableEditor(QWidget):
    """Edits ``spec.columns`` for a list of rows.  Signals: ``edited()``."""

    edited = Signal()

    def __init__(self, spec: FieldSpec, rows: list[dict[str, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        #: the columns of names typed in, which take the room the headings leave
        self._wide = [n for n, c in enumerate(spec.columns) if c.kind == "text"]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, len(spec.columns), self)
        self.table.setObjectName(f"table_{spec.key}")
        self.table.setHorizontalHeaderLabels([rules_tr(c.label) for c in spec.columns])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab runs through the cells' fields and on out of the table
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add"), self)
        self.add_button.clicked.connect(lambda: self.add_row({}))
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.clicked.connect(self.remove_row)
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)  # Enter in the dialog saves (its OK), not adds a row
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        for row in rows:
            self.add_row(row)

    def add_row(self, values: dict[str, Any]) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        for c, col in enumerate(self.spec.columns):
            self.table.setCellWidget(r, c, self._cell(col, values.get(col.key, col.default)))
        self._chain()
        fit_headings(self.table, self._wide)
        self.edited.emit()

    def remove_row(self) -> None:
        r = self.table.currentRow()
        if r >= 0:
            self.table.removeRow(r)
            self.edited.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._chain()  # in the dialog's window now: its chain is the one Tab follows
        fit_headings(self.table, self._wide)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        fit_headings(self.table, self._wide)  # each heading whole, the room left shared out

    def _chain(self) -> None:
        """Tab in the order the GM sees: the table, its cells row by row, Add, Remove, then on to
        the next field (a cell made after the buttons would come after them, or after the dialog's
        OK)."""
        table = self.table
        cells = [table.cellWidget(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
        chain = [self.table, *(w for w in cells if w is not None), self.add_button, self.remove_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _cell(self, col: FieldSpec, value: Any) -> QWidget:
        if col.kind == "int":
            box = calm(QSpinBox())
            box.setRange(*bounds.field_bounds(col, column=True))
            box.setValue(int(value or 0))
            box.valueChanged.connect(self.edited)
            return box
        if col.kind == "bool":
            check = QCheckBox()
            check.setChecked(bool(value))
            check.toggled.connect(self.edited)
            return check
        if col.kind == "choice":
            combo = calm(WholeListBox())
            for choice in col.choices:
                combo.addItem(rules_tr(choice.label), choice.value)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.currentIndexChanged.connect(self.edited)
            return combo
        line = QLineEdit(str(value if value is not None else ""))
        line.textChanged.connect(self.edited)
        return line

    def rows(self) -> list[dict[str, Any]]:
        out = []
        for r in range(self.table.rowCount()):
            row: dict[str, Any] = {}
            for c, col in enumerate(self.spec.columns):
                w = self.table.cellWidget(r, c)
                if isinstance(w, QSpinBox):
                    row[col.key] = w.value()
                elif isinstance(w, QCheckBox):
                    row[col.key] = w.isChecked()
                elif isinstance(w, QComboBox):
                    row[col.key] = w.currentData()
                elif isinstance(w, QLineEdit):
                    row[col.key] = w.text()
            out.append(row)
        return out
