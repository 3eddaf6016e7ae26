"""What a roll came to, legible from a metre away: the meaning in big type, the dice and their
arithmetic below, a loud red box for a mess-up with what may follow, and one button for each
thing the result still allows (push, luck points) and each damage it calls for.  The buttons are
offers: the one with the focus shows it, Enter (or Space) presses it, and a used offer goes away.
They wrap onto more lines in a narrow dock (:class:`~ui.widgets.flow_layout.FlowLayout`).

Signals: ``followUpRequested(str, int)`` — the GM chose a follow-up (its key, the points to
spend); ``damageRequested(int)`` — the GM applies damage offer number n; ``damageTyped(int, str)``
— a digit typed on damage offer n's button (the table's die); ``damageFocused(int)`` — that button
took the focus; ``threatRequested()`` — the GM raises the threat for a mess-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from app.services.logtext import render
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.wheel_guard import calm
from ui.widgets.wrap_button import WrapButton

if TYPE_CHECKING:
    from app.rules.base import LogLine
    from app.rules.rolling import DamageOffer, RollResult

DANGER = "#e04848"


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text) if text else ""


def line_text(line: LogLine) -> str:
    """A rules LogLine in the current language."""
    return render(line.text, dict(line.args), "rules")


def clause(text: str) -> str:
    """``text`` as one clause among others joined by " · ": without its sentence's full stop (an
    ellipsis stays)."""
    text = text.rstrip()
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


class OfferButton(WrapButton):
    """A button of the result: Enter presses it as Space does (a plain push button outside a dialog
    takes only Space, and the GM's Enter did nothing); its text wraps in a narrow dock ("Push the
    roll: …" pushed the dice dock sideways)."""

    #: a digit typed on the button (a damage offer: the table's die, for the typed dice)
    typed = Signal(str)
    #: the button took the focus
    focused = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.animateClick()
            return
        if event.text().isdigit() and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                                | Qt.KeyboardModifier.AltModifier):
            self.typed.emit(event.text())
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusInEvent(event)
        self.focused.emit()


class RollResultView(QWidget):
    """The last roll's result, its follow-ups and its damage offers."""

    followUpRequested = Signal(str, int)
    damageRequested = Signal(int)
    damageTyped = Signal(int, str)  # noqa: N815 (Qt's style)
    damageFocused = Signal(int)  # noqa: N815 (Qt's style)
    threatRequested = Signal()
    #: the GM picks what happens instead of the Threat rising for a mess-up (its key)
    insteadRequested = Signal(str)
    #: the GM accepts the roll as it is, not pushed: its damage offers are open
    acceptRequested = Signal()  # noqa: N815 (Qt's style)
    #: the view was shown (a result) or hidden (none)
    shownChanged = Signal(bool)  # noqa: N815 (Qt's style)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        #: whose roll the result is, above it, where it is another's than the roll set up now (the
        #: fighter before's damage still to apply when the turn has passed): hidden otherwise
        self.from_label = QLabel(self)
        self.from_label.setObjectName("resultFrom")
        self.from_label.setWordWrap(True)
        self.from_label.setTextFormat(Qt.TextFormat.PlainText)
        self.from_label.setStyleSheet("font-weight: bold; border-top: 1px solid palette(mid); padding-top: 4px;")
        self.from_label.hide()
        layout.addWidget(self.from_label)
        #: under that heading, what its damage still offered asks for (its table dice): not above it,
        #: in the roller's own part of the dock
        self.from_note = QLabel(self)
        self.from_note.setObjectName("resultFromNote")
        self.from_note.setWordWrap(True)
        self.from_note.setTextFormat(Qt.TextFormat.PlainText)
        self.from_note.setStyleSheet(f"color: {DANGER}; font-weight: bold;")
        self.from_note.hide()
        layout.addWidget(self.from_note)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("resultLabel")
        self.result_label.setWordWrap(True)
        font = self.result_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.result_label.setFont(font)
        layout.addWidget(self.result_label)
        self.dice_label = QLabel(self)
        self.dice_label.setObjectName("diceLabel")
        self.dice_label.setWordWrap(True)
        self.dice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.dice_label)
        self.alarm_label = QLabel(self)
        self.alarm_label.setObjectName("alarmLabel")
        self.alarm_label.setWordWrap(True)
        self.alarm_label.setStyleSheet(f"background: {DANGER}; color: white; padding: 6px; font-weight: bold;")
        self.alarm_label.hide()
        layout.addWidget(self.alarm_label)
        self.actions_row = FlowLayout()  # the offers wrap: three damages in a 365-pixel dock
        layout.addLayout(self.actions_row)
        self.buttons: dict[str, QPushButton] = {}
        self.points: dict[str, QSpinBox] = {}
        self.damage_buttons: list[QPushButton] = []
        self.threat_button: QPushButton | None = None
        self.instead_buttons: list[QPushButton] = []
        #: "No push: accept the roll", shown while a push may still come before the damage
        self.accept_button: QPushButton | None = None
        self.hide()

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        """Shown or hidden, and ``shownChanged`` told when that changes (the odds line above says
        whether they are the next roll's)."""
        was = not self.isHidden()
        super().setVisible(visible)
        if was != (not self.isHidden()):
            self.shownChanged.emit(not self.isHidden())

    def _clear_actions(self) -> None:
        while self.actions_row.count():
            item = self.actions_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.buttons = {}
        self.points = {}
        self.damage_buttons = []
        self.threat_button = None
        self.instead_buttons = []
        self.accept_button = None

    def clear(self) -> None:
        """Nothing rolled yet: the view takes no room."""
        self.hide()
        self.from_label.clear()
        self.from_label.hide()
        self.say_under_whose("")
        self.result_label.clear()
        self.dice_label.clear()
        self.alarm_label.hide()
        self._clear_actions()

    def say_whose(self, text: str) -> None:
        """The heading above the result saying whose roll it is ("Still to apply from Dana's roll:"),
        set apart from the roll set up now; "" takes it away."""
        self.from_label.setText(text)
        self.from_label.setVisible(bool(text))
        if not text:
            self.say_under_whose("")

    def another_s(self) -> bool:
        """Whether the result shown is headed as another's roll than the one set up now."""
        return not self.from_label.isHidden() and bool(self.from_label.text())

    def say_under_whose(self, text: str) -> None:
        """Under the heading of another's roll, what its offer asks for now; "" takes it away."""
        self.from_note.setText(text)
        self.from_note.setVisible(bool(text))

    def show_message(self, title: str, detail: str) -> None:
        """An expression's total, or any result that is only text."""
        self.clear()
        self.show()
        self.result_label.setText(title)
        self.dice_label.setText(detail)

    def show_result(
        self,
        result: RollResult,
        typed: bool,
        damage_targets: Sequence[str],
        can_raise_threat: bool,
        instead: Sequence[tuple[str, str]] = (),
    ) -> None:
        """Show ``result``; ``damage_targets`` names who each damage offer goes to; ``instead`` the
        (key, label) of what a mess-up may bring instead of the Threat rising (a single attack,
        Swarm Size one step up), each a button beside the Threat's."""
        self.clear()
        self.show()
        # the headline keeps the roll's side: a defender's push is said as the attacker's roll was
        self.result_label.setText(line_text(result.headline or result.result))
        parts = [f"{rules_tr(r.label)}: {render('{roll}', {'roll': r.text}, 'rules')}" for r in result.records]
        parts += [line_text(line) for line in result.lines]
        how = self.tr("The dice were typed from the table.") if typed else self.tr("The dice were rolled here.")
        # a sentence's full stop goes before " · ": "Stress 1 → 2 · typed from the table", not "2. ·";
        # where no die was cast (lost sleep, a load set) nothing says where dice came from
        said = [*(clause(p) for p in parts), how] if result.faces else [*(clause(p) for p in parts[:-1]), *parts[-1:]]
        self.dice_label.setText(" · ".join(said))
        if result.alarm:
            head, *more = result.alarm
            text = line_text(head)
            if more:
                text += "<br>" + "<br>".join("• " + line_text(line) for line in more)
            self.alarm_label.setText(text)
            self.alarm_label.show()
        for follow in result.follow_ups:
            button = OfferButton(render(follow.label, dict(follow.args), "rules"), self)
            button.setObjectName(f"followUp_{follow.key}")
            button.setToolTip(rules_tr(follow.help))
            self.buttons[follow.key] = button
            if follow.points:
                box = calm(QSpinBox(self))
                box.setObjectName(f"points_{follow.key}")
                box.setRange(1, follow.points)
                box.setSuffix(" / " + str(follow.points))
                box.setToolTip(self.tr("Points to spend"))
                self.points[follow.key] = box
                self.actions_row.addWidget(box)
            button.clicked.connect(lambda _=False, key=follow.key: self._follow(key))
            self.actions_row.addWidget(button)
        if result.damage and any(follow.rolls_dice for follow in result.follow_ups):
            # beside the push: the roll taken as it is, its damage offered then (hold_offers)
            self.accept_button = OfferButton(self.tr("No push: accept the roll"), self)
            self.accept_button.setObjectName("acceptRoll")
            self.accept_button.setToolTip(self.tr("The roll stands as it is, not pushed: its damage is offered"))
            self.accept_button.clicked.connect(self.acceptRequested.emit)
            self.actions_row.addWidget(self.accept_button)
            self.accept_button.hide()
        for index, text in enumerate(self._offer_texts(result, damage_targets)):
            button = OfferButton(text, self)
            button.setObjectName(f"damage_{index}")
            button.setToolTip(self.tr("One action on the characters: undo takes it back"))
            button.clicked.connect(lambda _=False, i=index: self._damage(i))
            button.typed.connect(lambda text, i=index: self.damageTyped.emit(i, text))
            button.focused.connect(lambda i=index: self.damageFocused.emit(i))
            self.damage_buttons.append(button)
            self.actions_row.addWidget(button)
        if result.alarm and can_raise_threat:
            self.threat_button = OfferButton(self.tr("Threat +1 (walker)"), self)
            self.threat_button.setObjectName("threatUpButton")
            self.threat_button.setToolTip(self.tr("Raise the Threat Level one step for this mess-up"))
            self.threat_button.clicked.connect(self._threat)
            self.actions_row.addWidget(self.threat_button)
            for key, label in instead:
                button = OfferButton(label, self)
                button.setObjectName(f"instead_{key}")
                button.setToolTip(self.tr("Instead of raising the Threat Level for this mess-up"))
                button.clicked.connect(lambda _=False, k=key: self._instead(k))
                self.instead_buttons.append(button)
                self.actions_row.addWidget(button)

    def _offer_texts(self, result: RollResult, damage_targets: Sequence[str]) -> list[str]:
        """Each damage offer's button text; offers that would read the same (a burst's three hits on
        one Shambler) each say which hit they are: "Roll the damage on Shambler (hit 2 of 3)"."""
        texts, kinds = [], []
        for offer, name in zip(result.damage, damage_targets, strict=True):
            texts.append(self._offer_text(offer, name))
            kinds.append(self._offer_text(offer, "\x00"))  # the same hit whoever takes it now
        named = list(texts)
        # a burst's hits keep their numbers when the first target fell and the others moved on:
        # "Roll the damage on Shambler 1 (hit 2 of 3)"; offers to different targets alone read as they are
        for kind in set(kinds):
            hits = [i for i, same in enumerate(kinds) if same == kind]
            alike = len({texts[i] for i in hits}) < len(hits)
            for number, index in enumerate(hits, start=1):
                if alike:
                    named[index] = self.tr("{offer} (hit {number} of {count})").format(
                        offer=texts[index], number=number, count=len(hits)
                    )
        return named

    def _offer_text(self, offer: DamageOffer, name: str) -> str:
        # what applying it adds beyond its figure (a wall the blow knocks him into): said on the button
        aside = render(offer.aside["t"], dict(offer.aside.get("args") or {}), "rules") if offer.aside else ""
        if offer.label:
            text = render(offer.label, {**offer.args, "name": name}, "rules")
            return self.tr("{offer}; {aside}").format(offer=text, aside=aside) if aside else text
        if offer.amount and aside:
            return self.tr("Apply {amount} damage ({aside}) to {name}").format(amount=offer.amount, aside=aside,
                                                                              name=name)
        if offer.amount:
            return self.tr("Apply {amount} damage to {name}").format(amount=offer.amount, name=name)
        return self.tr("Roll the damage on {name}").format(name=name)

    def hold_offers(self, held: bool) -> None:
        """``held``: a push may still come, and the damage offers wait (disabled, Tab passes them by)
        until the GM accepts the roll as it is ("No push: accept the roll") or pushes it."""
        if self.accept_button is None:
            return
        self.accept_button.setVisible(held)
        for button in self.damage_buttons:
            button.setEnabled(not held)
            button.setToolTip(self.tr("Push the roll or accept it first") if held
                              else self.tr("One action on the characters: undo takes it back"))

    def _follow(self, key: str) -> None:
        box = self.points.get(key)
        self.followUpRequested.emit(key, box.value() if box is not None else 0)

    def press_damage(self, index: int) -> None:
        """Damage offer ``index`` taken, as its button does."""
        self._damage(index)

    def _damage(self, index: int) -> None:
        self.damage_buttons[index].hide()  # used: it goes (shown again if the action is refused)
        self.damageRequested.emit(index)

    def _threat(self) -> None:
        self.hide_threat_offers()
        self.threatRequested.emit()

    def _instead(self, key: str) -> None:
        self.hide_threat_offers()
        self.insteadRequested.emit(key)

    def hide_threat_offers(self) -> None:
        """The mess-up answered: its choices (the Threat +1 and what may come instead) go."""
        for button in [self.threat_button, *self.instead_buttons]:
            if button is not None:
                button.hide()

    def show_threat_offers(self) -> None:
        """The answer was refused: the mess-up's choices back."""
        for button in [self.threat_button, *self.instead_buttons]:
            if button is not None:
                button.show()
