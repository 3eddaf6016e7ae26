"""What a character finds and keeps, from the roster by key (Edit → Found…, Ctrl+Shift+U): the
ruleset's rolls marked ``found`` (the grid game's "Pick up bandages and pain pills": a crate searched,
a body looted), for the character D and H act on.  A dialog shows the roll's form and what the
character will then have; Enter records it through the rolls service, one undoable action and one
line in the log, as the dice dock's roll of the same kind does.  The action is enabled only while
that character can find something."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.services.logtext import render
from ui import keymap
from ui.disabled_keys import why_not
from ui.messages import refusal_message
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.field_form import FieldForm

if TYPE_CHECKING:
    from app.rules.rolling import RollKind
    from app.services.rolls import RollRequest
    from ui.docks.base import Dock
    from ui.docks.characters_dock import CharactersDock


def found_action(dock: CharactersDock) -> QAction:
    action = QAction(dock)
    action.setObjectName("actFound")
    keymap.bind(action, "characters.found")
    action.setEnabled(False)
    action.triggered.connect(lambda _=False: open_found(dock))
    return action


def retranslate_found(dock: CharactersDock) -> None:
    dock.act_found.setText(QCoreApplication.translate("CharactersDock", "Found…"))
    if dock.services is not None:  # the reason it is greyed, in the new language
        update_found_action(dock)
    else:
        dock.act_found.setToolTip(keymap.text(keymap.BY_ID["characters.found"].label))


def found_kinds(dock: CharactersDock, character_id: int | None) -> list[RollKind]:
    if dock.services is None or character_id is None or character_id not in dock.items:
        return []
    return [kind for kind in dock.bound.rolls.kinds(character_id) if kind.found]


def update_found_action(dock: CharactersDock) -> None:
    """Enabled while the character D and H act on can find something; else its key and the greyed
    menu item (its tooltip) say why and what to do instead (not only "Found: not now.")."""
    cid = dock.target_id()
    can = bool(found_kinds(dock, cid))
    dock.act_found.setEnabled(can)
    default = keymap.text(keymap.BY_ID["characters.found"].label)
    reason = "" if can else found_refusal(dock, cid)
    why_not(dock.act_found, reason)
    dock.act_found.setToolTip(reason or default)


def found_refusal(dock: CharactersDock, character_id: int | None) -> str:
    """Why Found… does nothing for ``character_id``: no one chosen, or nothing to find in these
    rules (ammunition found goes through the Ammo dock, where the rules keep ammunition)."""
    # the name as the roster shows it (no read of the character: a campaign of forty opens at once)
    item = dock.items.get(character_id) if dock.services is not None and character_id is not None else None
    if item is None:
        return QCoreApplication.translate("CharactersDock", "Found: select a character in the roster first.")
    name = item.text(0)
    if dock.bound.ruleset.ammo_rules() is not None:
        return QCoreApplication.translate(
            "CharactersDock", "Found: these rules list nothing for {name} to find here; ammunition found goes "
                              "in the Ammunition dock ({key})."
        ).format(name=name, key=keymap.first_shown("ammo.refill"))
    return QCoreApplication.translate(
        "CharactersDock", "Found: these rules list nothing for {name} to find."
    ).format(name=name)


def open_found(dock: CharactersDock) -> None:
    cid = dock.target_id()
    kinds = found_kinds(dock, cid)
    if cid is None or not kinds:
        return
    dialog = FoundDialog(dock, cid, kinds, dock)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        dock.bound.rolls.roll(dialog.request())


class FoundDialog(QDialog):
    """The form of what one character finds, with what they will then have; Enter keeps it.  ``dock``
    is the dock it is opened from (the roster, or the map's P): its services are read."""

    def __init__(self, dock: Dock, character_id: int, kinds: list[RollKind],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("foundDialog")
        self.dock, self.character_id, self.kinds = dock, character_id, kinds
        character = dock.bound.characters.character(character_id)
        self.setWindowTitle(self.tr("Found: {name}").format(name=character.name if character is not None else ""))
        layout = self.box = QVBoxLayout(self)
        self.kind_combo = WholeListBox(self)
        self.kind_combo.setObjectName("foundKind")
        for kind in kinds:
            self.kind_combo.addItem(QCoreApplication.translate("rules", kind.label), kind.key)
        self.kind_combo.setVisible(len(kinds) > 1)
        layout.addWidget(self.kind_combo)
        self.form = FieldForm(kinds[0].fields, parent=self)
        layout.addWidget(self.form)
        self.then = QLabel(self)
        self.then.setObjectName("foundThen")
        self.then.setWordWrap(True)
        layout.addWidget(self.then)
        buttons = self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self.ok is not None:
            self.ok.setText(self.tr("&Keep it"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        self.form.edited.connect(self._show_then)
        self.setMinimumWidth(380)
        self._show_then()
        self._tab_order()
        first = next(iter(self.form.inputs.values()), None)
        (first or self.kind_combo).setFocus()

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it is shown: what was found, the form's fields, Keep it, Cancel
        (a form made anew for another kind came after the buttons: Tab from the list skipped it)."""
        chain = [*([self.kind_combo] if self.kind_combo.isVisibleTo(self) else []), *self.form.inputs.values(),
                 *(b for b in (self.ok, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)) if b is not None)]
        for one, two in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(one, two)

    def kind(self) -> RollKind:
        return self.kinds[max(0, self.kind_combo.currentIndex())]

    def request(self) -> RollRequest:
        from app.services.rolls import RollRequest  # with the services, once a campaign is open

        values: dict[str, Any] = self.form.values()
        return RollRequest(self.kind().key, self.character_id, values)

    def _kind_changed(self) -> None:
        self.box.removeWidget(self.form)
        self.form.hide()  # out of sight and of the Tab order at once, gone once the events have run
        self.form.deleteLater()
        self.form = FieldForm(self.kind().fields, parent=self)
        self.box.insertWidget(1, self.form)
        self.form.show()  # in the Tab order now, not once the queued events have run
        self.form.edited.connect(self._show_then)
        self._tab_order()
        self._show_then()

    def _show_then(self) -> None:
        """What the character will have once it is kept, or why it cannot be (and Enter waits)."""
        from app.services.command import CommandError  # with the services, once a campaign is open

        try:
            chances = self.dock.bound.rolls.odds(self.request())
        except CommandError as exc:
            self.then.setText(refusal_message(exc.context, exc.message, exc.args_))
            if self.ok is not None:
                self.ok.setEnabled(False)
            return
        self.then.setText(" · ".join(render(c.label, dict(c.args), "rules") for c in chances))
        if self.ok is not None:
            self.ok.setEnabled(True)
