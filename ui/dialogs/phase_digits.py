"""The declaration's phase picked by its number: the dialog lists every phase with the digit that
picks it ("1 Taking cover · 2 Ranged combat · …", the box itself showing only the one picked), and
a digit that names no phase is refused with a line saying which digits do, nothing picked.

:class:`PhaseDigits` filters the phase box's keys and owns the two lines it writes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox

from ui.widgets.labels import WholeLabel


class PhaseDigits(QObject):
    """On ``box`` (the phases, each entry "n · label"): a digit picks phase n; one of no phase is
    refused on ``refusal``; ``listed`` says every phase's digit.  Texts in the ``DeclareDialog``
    context."""

    def __init__(self, box: QComboBox, listed: WholeLabel, refusal: WholeLabel) -> None:
        super().__init__(box)
        self.box = box
        self.listed = listed
        self.refusal = refusal
        listed.setObjectName("declarePhaseDigits")
        listed.setWordWrap(True)
        refusal.setObjectName("declarePhaseRefused")
        refusal.setWordWrap(True)
        refusal.setVisible(False)
        box.installEventFilter(self)
        box.currentIndexChanged.connect(lambda _=0: self._clear())
        self.retranslate()

    def retranslate(self) -> None:
        entries = [self.box.itemText(i) for i in range(self.box.count())]
        self.listed.setText(QCoreApplication.translate("DeclareDialog", "Type a phase's number: {phases}").format(
            phases="; ".join(entries)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is not self.box or event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        text = event.text()
        if len(text) != 1 or not text.isdigit() or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        number = int(text)
        if 1 <= number <= self.box.count():
            self.box.setCurrentIndex(number - 1)
            self._clear()
            return True
        self.refusal.setText(QCoreApplication.translate(
            "DeclareDialog", "No phase {digit}: type 1 to {last}; the phase stays {phase}.").format(
            digit=text, last=self.box.count(), phase=self.box.currentText()))
        self.refusal.setVisible(True)
        return True

    def _clear(self) -> None:
        self.refusal.clear()
        self.refusal.setVisible(False)
