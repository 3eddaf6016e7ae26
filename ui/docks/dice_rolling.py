"""The dice dock's rolling half: rolling the form's roll (or reading the faces typed), showing the
last roll with its follow-ups, damage and threat offers, and the recent rolls to repeat.

:class:`DiceRolling` is mixed into :class:`ui.docks.dice_dock.DiceDock`, which makes the widgets
it uses (``result_view``, ``faces_edit``, ``refusal_label``, ``recent_list``, ``character_combo``)
and the state it keeps (``last``, ``applied_offers``, ``threat_raised``); its texts keep the
``DiceDock`` translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QWidget,
)

from app.services.logtext import render, render_event
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from app.services.rolls import Rolled, RollRequest
    from ui.widgets.roll_result import RollResultView

if TYPE_CHECKING:  # to the type checker the mixin is the dock it is mixed into
    from ui.docks.base import Dock as DockBase
else:
    DockBase = object

REQUEST_ROLE = Qt.ItemDataRole.UserRole + 1


class DiceRolling(DockBase):
    """Rolls, follow-ups, offers and recent rolls of the dice dock (a mixin of DiceDock)."""

    # the dock's widgets and state (made in DiceDock.__init__)
    character_combo: QComboBox
    faces_edit: QLineEdit
    secret_check: QCheckBox
    refusal_label: QLabel
    recent_list: QListWidget
    result_view: RollResultView
    roll_scroll: QScrollArea
    body: QWidget
    last: Rolled | None
    applied_offers: set[int]
    threat_raised: bool

    if TYPE_CHECKING:  # the dock's own
        def request(self) -> RollRequest: ...

    def _show(self, rolled: Rolled) -> None:
        clear_text(self.refusal_label)
        self.refusal_label.hide()
        self.faces_edit.clear()
        self.last = rolled
        self.applied_offers = set()
        self.threat_raised = False
        self._render_last()
        self._place_focus()
        self._reveal_result()
        QTimer.singleShot(0, self, self._reveal_result)  # once its new lines are laid out (not once the dock is gone)

    def _reveal_result(self) -> None:
        """Scroll the dock to the result's top (as much of it as the dock holds): rolled with
        Ctrl+R while the dock was scrolled down to its inputs, the result was out of sight."""
        layout = self.body.layout()
        if layout is not None:
            layout.activate()
        bar = self.roll_scroll.verticalScrollBar()
        top = self.result_view.mapTo(self.body, QPoint(0, 0)).y()
        seen = self.roll_scroll.viewport().height()
        tall = min(self.result_view.height(), seen)
        if top < bar.value():
            bar.setValue(top)
        elif top + tall > bar.value() + seen:
            bar.setValue(top + tall - seen)

    def _place_focus(self) -> None:
        """After a roll the focus leaves the faces field: on the result's first button (push,
        apply the damage), reached from the faces field by Tab; else back on the fight list."""
        from ui.key_guard import to_fight

        # the new buttons are shown by their layout a moment later (not hidden by hand: offered)
        buttons = [
            b
            for b in self.result_view.findChildren(QPushButton)
            if b.isEnabled() and not (b.isHidden() and b.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide))
        ]
        chain = [self.faces_edit, *buttons, self.secret_check]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        if buttons:
            buttons[0].show()
            buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            to_fight(self.faces_edit)

    def _render_last(self) -> None:
        """Show the last roll (again after a language change, its used buttons still disabled)."""
        rolled = self.last
        if rolled is None:
            self.result_view.clear()
            return
        result = rolled.result
        if result is None:
            if rolled.typed:
                how = QCoreApplication.translate("DiceDock", "typed from the table")
            else:
                how = QCoreApplication.translate("DiceDock", "rolled here")
            self.result_view.show_message(
                QCoreApplication.translate("DiceDock", "Total {total}").format(total=rolled.total),
                f"{rolled.request.expression}: {rolled.text} · {how}",
            )
            return
        names = []
        for offer in result.damage:
            target = rolled.request.opponent_id if offer.to == "opponent" else rolled.request.character_id
            names.append(self.character_combo.itemText(self.character_combo.findData(target)))
        features: frozenset[str] = self.bound.ruleset.features
        can_threat = "threat" in features and hasattr(self.services, "threat")
        self.result_view.show_result(result, result.typed, names, can_threat)
        for index in self.applied_offers:
            self.result_view.damage_buttons[index].setEnabled(False)
        if self.threat_raised and self.result_view.threat_button is not None:
            self.result_view.threat_button.setEnabled(False)

    def _refused(self, context: str, message: str) -> None:
        self.refusal_label.setText(render(message, {}, context))
        self.refusal_label.show()

    def _roll_request(self, request: RollRequest) -> None:
        self.bound.rolls.failed.connect(self._refused)
        try:
            rolled = self.bound.rolls.roll(request, self.faces_edit.text())
        finally:
            self.bound.rolls.failed.disconnect(self._refused)
        if rolled is not None:
            self._show(rolled)

    def roll(self) -> None:
        """Roll the form's roll, or read the faces typed."""
        self._roll_request(self.request())

    def repeat_last(self) -> None:
        recent = self.bound.rolls.recent(1)
        if recent:
            self._roll_request(recent[0].request)

    def _repeat_item(self, item: QListWidgetItem) -> None:
        from app.services.rolls import RecentRoll

        entry = item.data(REQUEST_ROLE)
        if isinstance(entry, RecentRoll):
            self._roll_request(entry.request)

    def follow_up(self, action: str, points: int) -> None:
        if self.last is None:
            return
        self.bound.rolls.failed.connect(self._refused)
        try:
            rolled = self.bound.rolls.follow_up(self.last, action, points, self.faces_edit.text())
        finally:
            self.bound.rolls.failed.disconnect(self._refused)
        if rolled is not None:
            self._show(rolled)

    def apply_damage(self, index: int) -> None:
        if self.last is None or self.last.result is None:
            return
        offer = self.last.result.damage[index]
        target = self.last.request.opponent_id if offer.to == "opponent" else self.last.request.character_id
        apply = self.bound.characters.heal if offer.heal else self.bound.characters.damage
        # the damage dice (and armor) typed in the faces field, else rolled here
        if target is not None and apply(target, dict(offer.request), faces=self.faces_edit.text()):
            self.applied_offers.add(index)
            self.faces_edit.clear()
        else:
            self.result_view.damage_buttons[index].setEnabled(True)

    def raise_threat(self) -> None:
        self.threat_raised = self.bound.threat.step(1, "walker")
        if not self.threat_raised and self.result_view.threat_button is not None:
            self.result_view.threat_button.setEnabled(True)

    def _fill_recent(self) -> None:
        self.recent_list.clear()
        for entry in self.bound.rolls.recent():
            text = render_event(entry.event)
            if entry.event.secret:
                text = "🔒 " + text
            item = QListWidgetItem(text)
            item.setData(REQUEST_ROLE, entry)
            item.setToolTip(QCoreApplication.translate("DiceDock", "Enter or double-click rolls it again"))
            self.recent_list.addItem(item)
