"""The heal form's care that waits for a check due to be rolled first (twdu: "Name an injury" on an
injury whose D66 is not yet rolled: there is no entry on the table to read its name off).

The form said so under the care ("Roll the injury's D66 first: Critical injury (D66)."), yet left its
name and its entry's numbers open to typing, and gave the GM no way to the roll: the dice dock, set to
the fighter whose turn it was, had to be turned to the injured by hand.  Now the inputs that wait are
disabled at once, and a button under the form sets the roll up in the dice dock for the injured
(its table dice focused there); the focus lands on it as the care is picked, so Enter goes on to the
roll.  Another care or injury picked gives the inputs back.

:class:`CheckFirst` is a member of :class:`ui.dialogs.rules_action_dialog.RulesActionDialog`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from ui.widgets.field_form import rules_tr

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.widgets.field_form import FieldForm


class CheckFirst:
    def __init__(self, dialog: QDialog, services: Services, character_id: int, form: FieldForm,
                 roll_check: Callable[[str], None] | None) -> None:
        self.dialog = dialog
        self.services = services
        self.character_id = character_id
        self.form = form
        self.roll_check = roll_check
        #: the check the care picked waits for (None: nothing waits)
        self.waiting: str | None = None
        #: the inputs disabled while it waits (given back once it does not)
        self.disabled: list[QWidget] = []
        self.button = QPushButton(dialog)
        self.button.setObjectName("checkFirstButton")
        self.button.setVisible(False)
        self.button.clicked.connect(self._roll)

    def follow(self) -> None:
        """The care and injury picked now: its waiting inputs disabled, the button shown and (as it
        begins to wait) focused; nothing waiting, all given back."""
        row = self.services.characters.character(self.character_id)
        rules = self.services.ruleset.damage_rules()
        waits = rules.heal_waits_for(row.sheet, row.state, self.form.values()) if row is not None else None
        check, keys = waits if waits is not None else (None, ())
        for widget in self.disabled:
            widget.setEnabled(True)
        self.disabled = [w for k, w in self.form.inputs.items() if k in keys and w.isEnabled()]
        for widget in self.disabled:
            widget.setEnabled(False)
        kind = self.services.rolls.check_kind(self.character_id, check) if check is not None else None
        began = kind is not None and self.waiting != check
        self.waiting = check if kind is not None else None
        label = next((k.label for k in self.services.rolls.kinds(self.character_id) if k.key == kind), None)
        if kind is not None and label is not None and row is not None:
            self.button.setText(QCoreApplication.translate(
                "RulesActionDialog", "Set up {roll} for {name} in the dice dock").format(
                roll=rules_tr(label), name=row.name))
        self.button.setVisible(self.waiting is not None and self.roll_check is not None)
        if began and not self.button.isHidden():  # (the dialog itself maybe not shown yet)
            self.button.setFocus()

    def _roll(self) -> None:
        """The form closed, the check's roll set up in the dice dock for the injured."""
        check = self.waiting
        if check is None or self.roll_check is None:
            return
        self.dialog.reject()
        self.roll_check(check)
