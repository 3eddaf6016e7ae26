"""The checks a roster row's state calls for, by key (Edit → Checks due, Ctrl+Shift+K): the same
as the row's buttons (a Survival or Consciousness check, the GM's call on a zombie below 0 LP),
for the character D and H act on when a roll is due for them, else for the first character the
round's end names as awaiting the GM's call, then the next (:mod:`ui.docks.calls_awaited`).  A
dialog lists them with the exact chance of passing and its working (d10 + WIL + CON − the wounds'
penalty against 9); Enter rolls the one chosen, one undoable action and one line in the log, as the
row's button does.  The action is enabled only while such a character has a check due.

Where nothing is rolled (the GM's call on a zombie at 0 Life Points or below) the dialog's buttons
say what each does, "Destroyed" and "Still coming", not "Roll": the one of the call picked in the
list is the default (Enter), a click makes that call, Esc cancels."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.logtext import render
from ui import keymap
from ui.disabled_keys import why_not
from ui.widgets.roster_cells import check_text

if TYPE_CHECKING:
    from app.rules.base import Choice
    from ui.docks.characters_dock import CharactersDock

KEY_ROLE = Qt.ItemDataRole.UserRole


def checks_action(dock: CharactersDock) -> QAction:
    action = QAction(dock)
    action.setObjectName("actChecksDue")
    keymap.bind(action, "characters.checks")
    action.setEnabled(False)
    action.triggered.connect(lambda _=False: open_checks(dock))
    return action


def retranslate_checks(dock: CharactersDock) -> None:
    dock.act_checks.setText(keymap.text(keymap.BY_ID["characters.checks"].label) + "…")
    dock.act_checks.setToolTip(dock.act_checks.text())


def due_checks(dock: CharactersDock, character_id: int | None) -> list[Choice]:
    if dock.services is None or character_id is None or character_id not in dock.items:
        return []
    character = dock.bound.characters.character(character_id)
    if character is None:
        return []
    checks = dock.bound.ruleset.check_rules()
    return checks.checks_due(character.sheet, character.state) if checks is not None else []


class CallsAwaited:
    """The roster's characters whose checks due are the GM's call rather than a roll (a fallen zombie:
    destroyed, or still coming), by id, as their rows were last shown: what Ctrl+Shift+K asks when
    the character selected has no check due (the round's end names them with the key)."""

    def __init__(self) -> None:
        self.ids: dict[int, None] = {}  # in the order they fell

    def note(self, character_id: int, checks: Sequence[Choice]) -> bool:
        """The checks due of ``character_id``'s row shown; whether it now awaits a call where it did
        not, or no longer does."""
        calls = any(check.call for check in checks)
        if calls == (character_id in self.ids):
            return False
        if calls:
            self.ids[character_id] = None
        else:
            del self.ids[character_id]
        return True


def checks_target(dock: CharactersDock) -> int | None:
    """Whose checks Ctrl+Shift+K asks: the character D and H act on when a check to roll is due for
    them; else, in a fight, the first the status bar names as awaiting the GM's call (then the next,
    once that call is made: :func:`ui.docks.calls_awaited.awaiting_ids`), not the one selected because
    it was hit last; else the selected one's call, or the first in the roster awaiting one; None:
    nobody's."""
    from ui.docks.calls_awaited import awaiting_ids

    target = dock.target_id()
    due = due_checks(dock, target)
    if due and not all(check.call for check in due):  # a roll due for the one selected: his own
        return target
    if dock.services is not None and (due or dock.calls.ids):  # someone awaits a call: in the status bar's order
        named = next((cid for cid in awaiting_ids(dock.services) if cid in dock.items), None)
        if named is not None:
            return named
    if due:
        return target
    return next((cid for cid in dock.calls.ids if due_checks(dock, cid)), None)


def update_checks_action(dock: CharactersDock) -> None:
    """Enabled while the character D and H act on has a check due, or someone awaits the GM's call."""
    set_checks_enabled(dock, checks_target(dock) is not None)


def set_checks_enabled(dock: CharactersDock, due: bool) -> None:
    """Ctrl+Shift+K enabled when a check is due; else its key says why it does nothing (no character
    selected, or the selected one's state calls for no check), not only "not now"."""
    dock.act_checks.setEnabled(due)
    if due:
        return
    cid = dock.target_id()
    character = dock.bound.characters.character(cid) if dock.services is not None and cid is not None else None
    if character is None:
        reason = QCoreApplication.translate("CharactersDock", "No checks due: select a character in the roster first.")
    else:
        reason = QCoreApplication.translate(
            "CharactersDock", "No checks due for {name}: nothing in their state calls for one now."
        ).format(name=character.name)
    why_not(dock.act_checks, reason)


def open_checks(dock: CharactersDock) -> None:
    cid = checks_target(dock)
    checks = due_checks(dock, cid)
    if cid is None or not checks:
        return
    dialog = ChecksDialog(dock, cid, checks, dock)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    chosen = dialog.chosen()
    typed = dialog.rolled_typed  # the table's dice typed in the dialog itself: rolled already
    dialog.deleteLater()  # gone before the dice dock takes the focus for the table's die
    if accepted and chosen and not typed:
        dock.roll_due_check(cid, chosen)  # a rolled check: the table's die typed in the dice dock


def typed_checks(dock: CharactersDock) -> set[str]:
    """The checks whose dice may be typed from the table (those the dice dock offers as kinds)."""
    rules = dock.bound.ruleset.check_rules()
    return {c.value for c in rules.dock_checks()} if rules is not None else set()


def odds_line(dock: CharactersDock, character_id: int, check: Choice) -> str:
    """What a check's row says: its chance of passing and working, or the GM's call's note."""
    from ui.docks.dice_odds import percent  # with the rules, after the first paint

    label = check_text(check)
    if check.call:
        return label + " — " + QCoreApplication.translate("rules", check.note or check.label)
    character = dock.bound.characters.character(character_id)
    if character is None:
        return label
    checks = dock.bound.ruleset.check_rules()
    chances = checks.check_odds(character.sheet, character.state, check.value) if checks is not None else []
    parts = [render(c.label, dict(c.args), "rules") + ": " + percent(c.chance) for c in chances]
    return " · ".join(parts) if parts else label


class ChecksDialog(QDialog):
    """The due checks of one character, each with its odds; Enter rolls the chosen one."""

    def __init__(self, dock: CharactersDock, character_id: int, checks: list[Choice],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checksDueDialog")
        character = dock.bound.characters.character(character_id)
        name = character.name if character is not None else ""
        self.setWindowTitle(self.tr("Checks due: {name}").format(name=name))
        layout = QVBoxLayout(self)
        calls = all(check.call for check in checks)  # the GM's call: nothing is rolled
        if calls:
            ask = self.tr("The GM's call on {name}: pick one (Enter makes the call picked; Esc cancels):")
        else:
            ask = self.tr("Pick a check and press Enter: the dice dock sets it up for the table's die (type it, "
                          "or Ctrl+R to let the console roll).")
        heading = QLabel(ask.format(name=name) if calls else ask, self)
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.list = QListWidget(self)
        self.list.setObjectName("checksDueList")
        self.list.setWordWrap(True)
        for check in checks:
            item = QListWidgetItem(odds_line(dock, character_id, check), self.list)
            item.setData(KEY_ROLE, check.value)
        self.list.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        self._dock = dock
        self._character_id = character_id
        #: the checks whose dice may be typed from the table ("5 2" for a D66), tens first
        self._typed = typed_checks(dock) & {c.value for c in checks}
        #: True once the dialog itself rolled the faces typed (nothing left for the caller to roll)
        self.rolled_typed = False
        self.faces_label = QLabel(self.tr("&Dice from the table (empty: typed in the dice dock):"), self)
        self.faces_edit = QLineEdit(self)
        self.faces_edit.setObjectName("checksDueFaces")
        self.faces_label.setBuddy(self.faces_edit)
        self.faces_edit.returnPressed.connect(self.accept)
        #: the example of the faces to type, wrapped under the field (as its hint it was cut: «…»)
        self.faces_hint = QLabel(self)
        self.faces_hint.setObjectName("checksDueFacesHint")
        self.faces_hint.setWordWrap(True)
        self.faces_hint.hide()
        self.refusal = QLabel(self)
        self.refusal.setObjectName("checksDueRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #c62828;")
        self.refusal.hide()
        layout.addWidget(self.faces_label)
        layout.addWidget(self.faces_edit)
        layout.addWidget(self.faces_hint)
        layout.addWidget(self.refusal)
        self._heading = heading
        self._calls = calls
        self.list.currentRowChanged.connect(self._show_faces)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        #: a button per call, by what it does ("Destroyed", "Still coming"); empty where a check is rolled
        self.call_buttons: dict[str, QPushButton] = {}
        if calls:
            for row, check in enumerate(checks):
                button = buttons.addButton(QCoreApplication.translate("rules", check.label),
                                           QDialogButtonBox.ButtonRole.ActionRole)
                assert button is not None
                button.setObjectName(f"call_{check.value}")
                button.clicked.connect(lambda _=False, row=row: self._call(row))
                self.call_buttons[check.value] = button
            self.list.currentRowChanged.connect(self._default_call)
        else:
            roll = buttons.addButton(self.tr("&Roll"), QDialogButtonBox.ButtonRole.AcceptRole)
            assert roll is not None
            roll.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.setCurrentRow(0)
        self._default_call(0)
        self._show_faces(0)
        self.setMinimumWidth(460)
        if self.list.count() == 1 and self.faces_edit.isVisibleTo(self):
            self.faces_edit.setFocus()  # the one check's dice typed at once; Enter with none rolls here
        else:
            self.list.setFocus()

    def _show_faces(self, row: int) -> None:
        """The faces field shows for a check whose dice may be typed from the table."""
        item = self.list.item(row)
        check = str(item.data(KEY_ROLE)) if item is not None else ""
        shown = check in self._typed
        self.faces_label.setVisible(shown)
        self.faces_edit.setVisible(shown)
        self.faces_hint.setVisible(False)
        if not shown or self._calls:
            return
        # the dice as the ruleset declares them for that check (a D66's two dice tens first; AFMBE's
        # d10, one more after a 10 or a 1): the dice typed here, not in the dice dock, the heading says so
        rules = self._dock.bound.ruleset.check_rules()
        words, example = rules.typed_dice(check) if rules is not None else ("", "")
        if words:
            # with none typed, Enter sets the check up in the dice dock (it rolled nothing here, as the
            # words said it would): the table's dice typed there, or the console rolls them
            self._heading.setText(self.tr("Pick a check, type the table's dice below ({dice}) and press Enter; "
                                          "with none typed, Enter sets it up in the dice dock: type its dice there, "
                                          "or {key} rolls it.").format(
                dice=QCoreApplication.translate("rules", words), key=keymap.first_shown("dice.roll")))
        else:
            self._heading.setText(self.tr("Pick a check, type the table's dice below and press Enter; with none "
                                          "typed, Enter sets it up in the dice dock: type its dice there, or {key} "
                                          "rolls it.").format(key=keymap.first_shown("dice.roll")))
        hint = QCoreApplication.translate("rules", example) if example else ""
        # whole, wrapped under the field: as the field's placeholder a Spanish example was cut with «…»
        self.faces_hint.setText(hint)
        self.faces_hint.setVisible(bool(hint))
        self.faces_edit.setAccessibleDescription(hint)

    def accept(self) -> None:
        """Enter: the check rolled here, or read from the dice typed; a refusal of the faces keeps
        the dialog open, saying why, with the focus back in the faces field."""
        chosen = self.chosen()
        faces = self.faces_edit.text().strip()
        if not faces or chosen not in self._typed:
            super().accept()
            return
        from app.rules.features.check_kinds import PREFIX  # with the rules, once a campaign is open
        from app.services.rolls import RollRequest

        refusals: list[str] = []

        def refused(context: str, message: str) -> None:
            refusals.append(render(message, {}, context))

        rolls = self._dock.bound.rolls
        rolls.failed.connect(refused)
        try:
            rolled = rolls.roll(RollRequest(PREFIX + chosen, self._character_id, {}), faces)
        finally:
            rolls.failed.disconnect(refused)
        if rolled is None:
            self.refusal.setText(refusals[-1] if refusals else self.tr("Those dice cannot be read."))
            self.refusal.show()
            self.faces_edit.setFocus()
            self.faces_edit.selectAll()
            return
        self.rolled_typed = True
        super().accept()

    def _call(self, row: int) -> None:
        """A call's button: that call made."""
        self.list.setCurrentRow(row)
        self.accept()

    def _default_call(self, row: int) -> None:
        """The button of the call picked in the list is the one Enter presses."""
        item = self.list.item(row)
        button = self.call_buttons.get(str(item.data(KEY_ROLE))) if item is not None else None
        if button is not None:
            button.setDefault(True)

    def chosen(self) -> str:
        item = self.list.currentItem()
        value = item.data(KEY_ROLE) if item is not None else None
        return str(value) if value is not None else ""
