"""The ammo dock's forms: fire with options, reload, ammunition found, given or lost.

One dialog, built from what the action needs: the ruleset's form (fire or reload fields), an
amount, who receives it (and into which weapon), why a weapon is emptied, and a free reason.
Enter applies; the dock asks the ammo service, which refuses with a message if the rules do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services import bounds, plurals
from ui import i18n
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.field_form import FieldForm
from ui.widgets.fit_height import fit_height
from ui.widgets.placeholder_fit import fit_placeholder

if TYPE_CHECKING:
    from app.rules.base import AmmoStock, Choice, FieldSpec
    from app.services.ammo import StockView


def unit_text(unit: str, count: int | None = None) -> str:
    """A stock's unit in the interface's language, in the plural form for ``count`` ("1 round",
    "2 rounds"; without a count, the form for many)."""
    text = QCoreApplication.translate("rules", unit)
    if text == unit:
        text = plurals.ENGLISH.get(unit, unit)
    return plurals.choose(text, {"count": count}, i18n.current_language())


def stock_name(stock: AmmoStock) -> str:
    """A stock's name in the current language."""
    return QCoreApplication.translate("rules", stock.label) if stock.label_ctx else stock.label


class AmmoDialog(QDialog):
    """A form for one ammunition action.

    ``fields``: the ruleset's form (fire or reload); ``amount``: ask how many, in this stock unit (in the
    form for the count typed);
    ``receivers``: stocks another weapon or character could receive into; ``causes``: why a weapon
    is emptied; ``example``: the reason's example for this action, or its wordings longest first (the
    longest that fits the field shows, never one cut; else ammunition found's); ``note``: a line above
    the form saying why it offers what it does.  :meth:`values` gives what the GM chose.
    """

    def __init__(
        self,
        title: str,
        intro: str,
        parent: QWidget | None = None,
        fields: Sequence[FieldSpec] = (),
        amount: str | None = None,
        receivers: Sequence[StockView] = (),
        causes: Sequence[Choice] = (),
        reason: bool = True,
        example: str | Sequence[str] = "",
        note: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ammoDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(420)
        fit_height(self)  # a label wrapped to three lines is not cut by the next row
        layout = QVBoxLayout(self)
        heading = QLabel(intro, self)
        heading.setObjectName("ammoDialogIntro")
        heading.setWordWrap(True)
        heading.setStyleSheet("font-size: 14pt; font-weight: bold; padding: 4px;")
        layout.addWidget(heading)
        if note:  # why the form offers what it does (no bursts from a pistol, none in norms)
            said = QLabel(note, self)
            said.setObjectName("ammoDialogNote")
            said.setWordWrap(True)
            said.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(said)
        self.form = FieldForm(fields, parent=self) if fields else None
        if self.form is not None:
            layout.addWidget(self.form)
        extra = QFormLayout()
        self.amount: QSpinBox | None = None
        if amount is not None:
            self.amount = QSpinBox(self)
            self.amount.setObjectName("ammoAmount")
            self.amount.setRange(*bounds.AMMO_AMOUNT)
            # the unit agrees with the count as the GM types it ("1 патрон", "2 патрона", "5 патронов")
            self.amount.valueChanged.connect(lambda value, unit=amount: self._agree(unit, value))
            self._agree(amount, self.amount.value())
            extra.addRow(self.tr("How many"), self.amount)
        self.receiver: QComboBox | None = None
        self.receiver_stocks = [(view.character_id, view.stock.key) for view in receivers]
        if receivers:
            self.receiver = WholeListBox(self)
            self.receiver.setObjectName("ammoReceiver")
            for view in receivers:
                text = self.tr("{name}: {weapon} ({count} {unit})").format(
                    name=view.character,
                    weapon=stock_name(view.stock),
                    count=view.stock.total,
                    unit=unit_text(view.stock.unit, view.stock.total),
                )
                self.receiver.addItem(text)
            extra.addRow(self.tr("To"), self.receiver)
        self.cause: QComboBox | None = None
        if causes:
            self.cause = WholeListBox(self)
            self.cause.setObjectName("ammoCause")
            for choice in causes:
                self.cause.addItem(QCoreApplication.translate("rules", choice.label), choice.value)
            extra.addRow(self.tr("Why"), self.cause)
        self.reason: QLineEdit | None = None
        if reason:
            self.reason = QLineEdit(self)
            self.reason.setObjectName("ammoReason")
            wordings = [example] if isinstance(example, str) else list(example)
            fit_placeholder(self.reason, *[w for w in wordings if w]
                            or [self.tr("For the ledger, e.g. a box of shells in the pharmacy")])
            extra.addRow(self.tr("Reason"), self.reason)
        layout.addLayout(extra)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        first: QWidget | None = self.amount
        if first is None and self.form is not None:
            first = next(iter(self.form.inputs.values()), None)
        if first is not None:
            first.setFocus()
            if isinstance(first, QSpinBox):
                first.selectAll()

    def _agree(self, unit: str, count: int) -> None:
        if self.amount is not None:
            self.amount.setSuffix(" " + unit_text(unit, count))

    def values(self) -> dict[str, Any]:
        """``request`` (the ruleset form), ``amount``, ``receiver`` (character id, stock key),
        ``cause`` and ``reason``, as far as the dialog asked for them."""
        return {
            "request": self.form.values() if self.form is not None else {},
            "amount": self.amount.value() if self.amount is not None else 0,
            "receiver": self.receiver_stocks[self.receiver.currentIndex()] if self.receiver is not None else None,
            "cause": self.cause.currentData() if self.cause is not None else "",
            "reason": self.reason.text().strip() if self.reason is not None else "",
        }
