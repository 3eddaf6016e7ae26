"""A table field of a sheet (skills, weapons, qualities): rows of the declared columns, add and remove."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app.services import bounds
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.table_headings import fit_headings
from ui.widgets.wheel_guard import calm
from ui.widgets.wrap_header import WrapHeader

if TYPE_CHECKING:
    from app.rules.base import FieldSpec


#: the keys that scroll the page a table is on, and how
PAGE_KEYS = {Qt.Key.Key_PageDown: QAbstractSlider.SliderAction.SliderPageStepAdd,
             Qt.Key.Key_PageUp: QAbstractSlider.SliderAction.SliderPageStepSub}


#: a cell's (text shown, value stored) when it shows a known name in the GM's language
SHOWN_AS = "shownAs"


#: the characters a choice box in a table shows at the least (a longer choice is elided in it)
SHORT_CHOICE = 12


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text) if text else ""


def default(col: FieldSpec) -> Any:
    """A new row's value in column ``col``: its default, a text one in the GM's language (a new
    weapon's damage «d4×СИЛ» in Russian, where it read "d4×STR" amid «СИЛ» everywhere else)."""
    return rules_tr(col.default) if col.kind == "text" and isinstance(col.default, str) else col.default


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
        # long headings («Puntos de Vida o Resistencia (*)») wrap onto a second line rather than
        # push the table sideways; a heading too narrow for a word is whole in its tooltip
        self.table.setHorizontalHeader(WrapHeader(self.table))
        self.table.setHorizontalHeaderLabels([rules_tr(c.label) for c in spec.columns])
        for column in range(self.table.columnCount()):
            heading = self.table.horizontalHeaderItem(column)
            if heading is not None:
                heading.setToolTip(heading.text())
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab runs through the cells' fields and on out of the table
        self.table.installEventFilter(self)  # Page Up/Down in a table with no rows hidden: the page scrolls
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        # named by their table: two tables on a page (weapons, gear) leave each button letters of its own
        table = rules_tr(spec.label)
        self.add_button = QPushButton(self.tr("Add to {table}").format(table=table) if table else self.tr("Add"), self)
        self.add_button.clicked.connect(self._add_and_type)
        remove = self.tr("Remove from {table}").format(table=table) if table else self.tr("Remove")
        self.remove_button = QPushButton(remove, self)
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
            self.table.setCellWidget(r, c, self._cell(col, values[col.key] if col.key in values else default(col)))
        self._chain()
        fit_headings(self.table, self._wide)
        self._fit_rows()
        self.edited.emit()

    def _add_and_type(self) -> None:
        """Add: a new row, the focus in its first field (the skill's name), ready to type."""
        self.add_row({})
        row = self.table.rowCount() - 1
        first = self.table.cellWidget(row, 0)
        if first is None:
            return
        self.table.setCurrentCell(row, 0)
        first.setFocus(Qt.FocusReason.TabFocusReason)
        if isinstance(first, QLineEdit):
            first.selectAll()
        self.table.scrollTo(self.table.model().index(row, 0))

    def remove_row(self) -> None:
        r = self.table.currentRow()
        if r >= 0:
            self.table.removeRow(r)
            self._fit_rows()
            self.edited.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._chain()  # in the dialog's window now: its chain is the one Tab follows
        fit_headings(self.table, self._wide)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The table as tall as its rows (a few weapons, a few items): every row shows and the page
        scrolls, one scroll for the whole tab (Page Up, Page Down, a field reached by Tab shown),
        not a table scrolling inside the page."""
        table = self.table
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        least = table.verticalHeader().defaultSectionSize() * 2  # an empty table: room for its first rows
        bar = table.horizontalScrollBar().sizeHint().height()  # shown when the columns do not fit
        height = table.horizontalHeader().height() + max(rows, least) + 2 * table.frameWidth() + bar
        if table.minimumHeight() != height:
            table.setMinimumHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        fit_headings(self.table, self._wide)  # each heading whole, the room left shared out

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Page Up and Page Down in the table (a name typed in one of its cells), while every row of
        it shows, scroll the page the table is on (the sheet's Gear tab), which the mouse's wheel
        alone scrolled: the table kept the keys to move between rows that were all in sight."""
        if (watched is self.table and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in PAGE_KEYS and self.table.verticalScrollBar().maximum() == 0):
            page = self._page()
            if page is not None:
                page.verticalScrollBar().triggerAction(PAGE_KEYS[Qt.Key(event.key())])
                return True
        return super().eventFilter(watched, event)

    def _page(self) -> QScrollArea | None:
        """The scrolled page the table is on, if any."""
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        return parent

    def _chain(self) -> None:
        """Tab in the order the GM sees: the table, its cells row by row, Add, Remove, then on to
        the next field (a cell made after the buttons would come after them, or after the dialog's
        OK)."""
        table = self.table
        cells = [table.cellWidget(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
        chain = [self.table, *(w for w in cells if w is not None), self.add_button, self.remove_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    @staticmethod
    def _choice_tip(box: QComboBox, col: FieldSpec) -> None:
        """The chosen entry whole in the box's tooltip (the box may elide it), over the column's help."""
        parts = (box.currentText(), rules_tr(col.help) if col.help else "")
        box.setToolTip("\n".join(t for t in parts if t))

    def _cell(self, col: FieldSpec, value: Any) -> QWidget:
        cell = self._made_cell(col, value)
        # what the rules read in the column (a skill's name the rolls know); a choice box: its own
        if col.help and not isinstance(cell, QComboBox):
            cell.setToolTip(rules_tr(col.help))
        return cell

    def _made_cell(self, col: FieldSpec, value: Any) -> QWidget:
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
            # a long choice («A una o dos manos (a dos: Fuerza +1)») need not widen its column past
            # the sheet: the box may be narrower, its open list whole, its choice whole in the tooltip
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(SHORT_CHOICE)
            combo.currentIndexChanged.connect(lambda _=0, box=combo: self._choice_tip(box, col))
            self._choice_tip(combo, col)
            combo.currentIndexChanged.connect(self.edited)
            return combo
        text = str(value if value is not None else "")
        known = next((c for c in col.choices if c.value.casefold() == text.strip().casefold()), None)
        if known is not None:  # a name the rules know ("Guns"): in the GM's language, as the dice dock says it
            text = rules_tr(known.label)
        line = QLineEdit(text)
        if known is not None:  # left as shown, it is stored as it was
            line.setProperty(SHOWN_AS, (text, str(value)))
        line.setCursorPosition(0)  # a name longer than its cell shows its start, not its end
        line.textChanged.connect(self.edited)
        line.editingFinished.connect(lambda: fit_headings(self.table, self._wide))  # a longer name: its room
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
                    kept = w.property(SHOWN_AS)
                    row[col.key] = kept[1] if kept and kept[0] == w.text() else stored_name(col, w.text())
            out.append(row)
        return out


def stored_name(col: FieldSpec, text: str) -> str:
    """What a text cell stores: a name the rules know, shown or typed in the GM's language
    («Armas de fuego»), as the rules store it ("Guns"); any other text as typed."""
    typed = text.strip().casefold()
    for choice in col.choices:
        if typed and typed in (rules_tr(choice.label).casefold(), str(choice.value).casefold()):
            return str(choice.value)
    return text
