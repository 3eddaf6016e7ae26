"""The initiative dock's dialogs: pick fighters from the roster, make extras, declare, time a condition.

None of them writes anything: the dock reads their values and asks the initiative service.
No signals beyond QDialog's own.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.text import QT_TRANSLATE_NOOP
from app.services import bounds
from app.services.row_ids import row_id
from ui import i18n
from ui.dialogs.content_room import fit_content
from ui.dialogs.extras_names import singular
from ui.dialogs.phase_digits import PhaseDigits
from ui.dialogs.title_room import fit_title
from ui.widgets.combo_popups import WholeListBox
from ui.widgets.labels import WholeLabel
from ui.widgets.placeholder_fit import fit_placeholder

if TYPE_CHECKING:
    from app.rules.base import Choice
    from app.store.models import Character

ID_ROLE = Qt.ItemDataRole.UserRole
KIND_LABELS = {
    "pc": QT_TRANSLATE_NOOP("FightDialogs", "Player character"),
    "npc": QT_TRANSLATE_NOOP("FightDialogs", "NPC"),
    "zombie": QT_TRANSLATE_NOOP("FightDialogs", "Zombie"),
}
COUNT_AND_NAME = re.compile(r"^\s*(\d+)\s+(.+?)\s*$")


def tr(text: str) -> str:
    return QCoreApplication.translate("FightDialogs", text)


def rules_tr(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


def tab_stop_if_choice(box: QComboBox) -> None:
    """``box`` a Tab stop whenever it offers more than one entry, whatever the style or the language
    (a strong focus, not the style's own); with one entry it is shown but no stop on the way past it.
    Kept so as the entries come and go."""

    def follow() -> None:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus if box.count() > 1 else Qt.FocusPolicy.NoFocus)

    follow()
    model = box.model()
    model.rowsInserted.connect(lambda *_: follow())
    model.rowsRemoved.connect(lambda *_: follow())
    model.modelReset.connect(follow)


class RosterDialog(QDialog):
    """Start a fight (name, mode, re-roll, who is in) or add roster characters to the running one."""

    def __init__(
        self,
        roster: Sequence[Character],
        modes: Sequence[Choice] = (),
        start: bool = True,
        parent: QWidget | None = None,
        out: Collection[int] = (),
        why: Mapping[int, str] = {},  # noqa: B006 (read only)
    ) -> None:
        """``out``: the characters who cannot act (dead, destroyed, Broken): said so, never ticked at
        first nor by Ctrl+A (Space still ticks one; Ctrl+A names those it left out); ``why``: the
        state that keeps each out (its condition, translated), said beside "no turns"."""
        super().__init__(parent)
        self.setObjectName("rosterDialog")
        self.out = set(out)
        self.setWindowTitle(self.tr("Start a fight") if start else self.tr("Add to the fight"))
        fit_title(self, app_name=True)  # the title whole in its title bar
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setObjectName("fightName")
        fit_placeholder(self.name, self.tr("For the log, e.g. Ambush at the mill"))  # whole, never "…the m…"
        self.mode = WholeListBox(self)
        self.mode.setObjectName("fightMode")
        for choice in modes:
            self.mode.addItem(rules_tr(choice.label), choice.value)
            if choice.note:  # the mode at length, where its label is short
                self.mode.setItemData(self.mode.count() - 1, rules_tr(choice.note), Qt.ItemDataRole.ToolTipRole)
        self.mode.currentIndexChanged.connect(
            lambda _i: self.mode.setToolTip(str(self.mode.currentData(Qt.ItemDataRole.ToolTipRole) or ""))
        )
        self.mode.setToolTip(str(self.mode.currentData(Qt.ItemDataRole.ToolTipRole) or ""))
        tab_stop_if_choice(self.mode)
        # one way to roll (All Flesh Must Be Eaten): said in words, not a box that offers no choice
        # and that Tab passes by
        self.mode_text = QLabel(self.mode.currentText(), self)
        self.mode_text.setObjectName("fightModeText")
        self.mode_text.setWordWrap(True)
        self.mode_text.setToolTip(self.mode.toolTip())
        single = self.mode.count() == 1
        self.reroll = QCheckBox(self.tr("Roll initiative again every round"), self)
        self.reroll.setObjectName("fightReroll")
        if start:
            form.addRow(self.tr("&Name"), self.name)  # Alt+N: the name, from the list where the focus starts
            form.addRow(self.tr("Initiative"), self.mode_text if single else self.mode)
            form.addRow("", self.reroll)
            (self.mode if single else self.mode_text).hide()
        else:
            for widget in (self.name, self.mode, self.mode_text, self.reroll):
                widget.hide()
        layout.addLayout(form)
        # Space ticks only in the list (in the name it types a space): the hint offers it as such
        # while the focus is elsewhere, and as the key to press while it is on the list
        self.list_hint = (self.tr("Who fights: the players' characters are ticked; Space ticks another (a zombie, "
                                  "a stranger), Ctrl+A everyone who can fight; Up and Down move, in the name too:")
                          if start else self.tr("Who fights (Up and Down move, Space ticks, Ctrl+A ticks everyone):"))
        self.away_hint = self.tr(
            "Who fights: the players' characters are ticked; Ctrl+A everyone who can fight; Up and Down move, "
            "in the name too; in the list, Space ticks another:"
        ) if start else self.list_hint
        # the fight's name typed at once, on the list where the focus starts, goes into Name
        # (:mod:`ui.dialogs.typed_name`): said on a line of its own, true wherever the focus is
        self.typing_hint = QLabel(self.tr("A name typed on the list goes into Name: type the fight's name at once, "
                                          "then Enter starts the fight."), self)
        self.typing_hint.setObjectName("rosterTypingHint")
        self.typing_hint.setWordWrap(True)
        self.typing_hint.setVisible(start)
        layout.addWidget(self.typing_hint)
        self.hint = QLabel(self.list_hint, self)  # the focus starts on the list
        self.hint.setObjectName("rosterHint")
        self.hint.setWordWrap(True)  # whole on two lines where the screen is narrower than the hint
        layout.addWidget(self.hint)
        self.list = QListWidget(self)
        self.list.setObjectName("rosterList")
        for character in roster:
            kind = tr(KIND_LABELS.get(character.kind, character.kind))
            text = f"{character.name} — {kind}"
            fallen = row_id(character) in self.out
            if fallen:  # the state that keeps them out (the roster's word), and what it means here
                state = why.get(row_id(character), "")
                text += " · " + (self.tr("{state}: takes no turns").format(state=state) if state
                                 else QCoreApplication.translate("InitiativeDock", "Out of the fight"))
            item = QListWidgetItem(text, self.list)
            item.setData(ID_ROLE, row_id(character))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            ticked = start and character.kind == "pc" and not fallen
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.list.installEventFilter(self)
        self.name.installEventFilter(self)
        if start:  # a name typed on the list goes into Name, never ticks nor jumps about the list
            from ui.dialogs.typed_name import TypedName  # the Start-fight dialog: loaded at its first

            self.typed_name = TypedName(self.list, self.name)
        layout.addWidget(self.list, 1)
        # after Ctrl+A: who it left out (cannot fight) and how to add them, rather than a silent skip
        self.left_out = QLabel(self)
        self.left_out.setObjectName("rosterLeftOut")
        self.left_out.setWordWrap(True)
        self.left_out.hide()
        layout.addWidget(self.left_out)
        layout.addWidget(buttons(self))
        if start:  # Tab, in reading order: the name, who fights (where the focus starts), then the
            # initiative (when there is a choice), the re-roll, OK: a name typed on the list moves the
            # focus to the name, and Tab from there went past the list to the re-roll
            # (a box with no choice takes no focus: the re-roll right after the list)
            for first, second in ((self.name, self.list), (self.list, self.reroll), (self.list, self.mode)):
                QWidget.setTabOrder(first, second)
            # a stray Down on the way past does not change how initiative is rolled: Alt+Down or F4
            # opens the list, the arrows then pick
            self.mode.installEventFilter(self)
        fit_content(self, 420, 480)
        # the focus on who fights, its current row shown: Space ticks there (in the name it typed a
        # space), Enter starts; the name is a Tab or Alt+N away, or typed there at once
        self.list.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+A ticks every row: in the list (it would only select them), and in the name field,
        where the focus starts (the hint says Ctrl+A ticks everyone; the name is not selected)."""
        select_all = (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.SelectAll)
        )
        if select_all and watched in (self.list, self.name):
            self.tick_all()
            return True
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut) and watched is self.list:
            self.hint.setText(self.list_hint if event.type() == QEvent.Type.FocusIn else self.away_hint)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._arrow(watched, event):
            return True
        if event.type() == QEvent.Type.Wheel and watched is self.mode and not self.mode.hasFocus():
            return True
        return super().eventFilter(watched, event)

    def _arrow(self, watched: QObject, event: QKeyEvent) -> bool:
        """Up and Down in the name field move in the list (as the hint says), the focus with them:
        Space then ticks the row the cursor is on (it stayed in the name, and typed a space there);
        a letter typed goes back into the name (:mod:`ui.dialogs.typed_name`).  On the closed
        initiative box, plain arrows do nothing (Alt+Down or F4 opens it).  True: the key is used."""
        moves = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_PageUp: -10, Qt.Key.Key_PageDown: 10}
        step = moves.get(Qt.Key(event.key()))
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if step is None or not plain:
            return False
        if watched is self.name and self.list.count():
            self.list.setCurrentRow(max(0, min(self.list.count() - 1, self.list.currentRow() + step)))
            self.list.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return watched is self.mode

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.SelectAll):
            self.tick_all()
            return
        super().keyPressEvent(event)

    def tick_all(self) -> None:
        """Everyone who can fight (the dead, the Broken stay out unless ticked one by one): those
        left out named under the list, with the key that adds one."""
        left = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if int(item.data(ID_ROLE)) not in self.out:
                item.setCheckState(Qt.CheckState.Checked)
            elif item.checkState() != Qt.CheckState.Checked:
                left.append(item.text().split(" — ")[0])
        if left:
            self.left_out.setText(i18n.plural(
                self.tr("Ctrl+A ticked everyone who can fight; left out (they take no turns): {names}. "
                        "Space on {count|that row|each of those rows} ticks it."),
                count=len(left), names=", ".join(left)))
        self.left_out.setVisible(bool(left))

    def chosen(self) -> list[int]:
        return [
            int(self.list.item(i).data(ID_ROLE))
            for i in range(self.list.count())
            if self.list.item(i).checkState() == Qt.CheckState.Checked
        ]


class ExtrasDialog(QDialog):
    """Extras made for this fight ("3 zombies"): a name, how many, their kind, and whose sheet to copy."""

    def __init__(self, roster: Sequence[Character], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("extrasDialog")
        self.setWindowTitle(self.tr("Add extras"))
        fit_title(self, app_name=True)  # the title whole in its title bar
        form = QFormLayout(self)
        self.name = QLineEdit(self)
        self.name.setObjectName("extrasName")
        fit_placeholder(self.name, self.tr("Walker, or 3 walkers"))
        self.name.setToolTip(self.tr("A leading number sets how many: 3 walkers"))
        self.count = QSpinBox(self)
        self.count.setObjectName("extrasCount")
        self.count.setRange(*bounds.EXTRAS)
        self.count.setValue(1)
        self.kind = WholeListBox(self)
        self.kind.setObjectName("extrasKind")
        for key in ("zombie", "npc", "pc"):
            self.kind.addItem(tr(KIND_LABELS[key]), key)
        self.sheet = WholeListBox(self)
        self.sheet.setObjectName("extrasSheet")
        self.sheet.addItem(self.tr("A blank sheet"), None)
        for character in roster:
            self.sheet.addItem(self.tr("Same sheet as {name}").format(name=character.name), row_id(character))
        zombie = next((c for c in roster if c.kind == "zombie"), None)
        if zombie is not None:
            self.sheet.setCurrentIndex(self.sheet.findData(row_id(zombie)))
        self.name.textEdited.connect(self._split_count)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("How many"), self.count)
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("Sheet"), self.sheet)
        self.message = WholeLabel(self)  # why Enter did not add them (no name): the dialog stays open
        self.message.setObjectName("extrasMessage")
        self.message.setWordWrap(True)
        self.message.hide()
        form.addRow(self.message)
        form.addRow(buttons(self))
        self.name.setFocus()

    def accept(self) -> None:
        """Enter with no name typed: the dialog stays open, the count kept, and says what it needs."""
        match = COUNT_AND_NAME.match(self.name.text())
        name = match.group(2) if match else self.name.text()
        if not name.strip():
            self.message.setText(self.tr("Type a name for them: Walker, or 3 walkers."))
            self.message.show()
            self.name.setFocus()
            return
        super().accept()

    def _split_count(self, text: str) -> None:
        match = COUNT_AND_NAME.match(text)
        if match and 1 <= int(match.group(1)) <= 100:
            self.count.setValue(int(match.group(1)))

    def values(self) -> tuple[str, int, str, int | None]:
        """(name, count, kind, id of the character whose sheet to copy)."""
        text = self.name.text()
        match = COUNT_AND_NAME.match(text)
        name = singular(match.group(2) if match else text)  # "3 walkers": Walker 1, Walker 2, Walker 3
        return name, self.count.value(), str(self.kind.currentData()), self.sheet.currentData()


class DeclareDialog(QDialog):
    """What a combatant declares this round, in which phase, and against whom: ``fighters`` are the
    others of the fight (combatant id, name) in the list's order, ``against`` the one declared
    before (None: no one).  Enter on the phase goes on to Against, where a letter picks a name and
    Enter declares; a phase aimed at no one, or at the only one it can be, is declared by the Enter
    on the phase (Tab still reaches Against).  ``aimed`` are the phases aimed at someone (attacks,
    first aid; None: every phase).  ``hostile`` are the phases aimed against their target (attacks;
    None: every phase); for the others (first aid, cover) the target's label reads "On", as the
    session log says it."""

    def __init__(
        self, who: str, phases: Sequence[Choice], phase: str = "", action: str = "", parent: QWidget | None = None,
        fighters: Sequence[tuple[int, str]] = (), against: int | None = None,
        hostile: Collection[str] | None = None, takes: Mapping[str, Collection[int]] | None = None,
        hidden: Collection[int] = (), aimed: Collection[str] | None = None, notes: Mapping[str, str] | None = None,
        whom: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("declareDialog")
        #: whom each phase may be aimed at, in the rules' words (to translate), said when nobody here may be
        self._whom = {str(k): v for k, v in (whom or {}).items()}
        #: what declaring a phase warns of, by phase (the rules' words: no ranged weapon to shoot with)
        self._notes = {str(k): v for k, v in (notes or {}).items()}
        self.setWindowTitle(self.tr("{name} declares").format(name=who))
        fit_title(self, app_name=True)  # "Rook заявляет действие — Deadwatch" whole in its title bar
        form = QFormLayout(self)
        self.phase = WholeListBox(self)
        self.phase.setObjectName("declarePhase")
        for number, choice in enumerate(phases, start=1):
            self.phase.addItem(f"{number} · {rules_tr(choice.label)}", choice.value)
        if phase:
            self.phase.setCurrentIndex(max(0, self.phase.findData(phase)))
        self.against = WholeListBox(self)
        self.against.setObjectName("declareAgainst")
        #: the others of the fight, those each phase may be aimed at (None: anyone), the hidden
        self._fighters = list(fighters)
        self._takes = {str(k): {int(c) for c in v} for k, v in takes.items()} if takes is not None else None
        self._hidden = {int(c) for c in hidden}
        self._fill_against(against)
        self.none_note = WholeLabel(self)  # as high as its lines: whole in Russian and Spanish at 1366×768
        self.none_note.setObjectName("declareNoTarget")
        self.against.setToolTip(self.tr("Whom the action is aimed at: the turn's roll is set up against them"))
        self.action = QLineEdit(action, self)
        self.action.setObjectName("declareAction")
        fit_placeholder(self.action, self.tr("e.g. shoots at the leader"))
        self._hostile = None if hostile is None else {str(value) for value in hostile}
        self._aimed = None if aimed is None else {str(value) for value in aimed}
        self.against_label = QLabel(self)
        self.against_label.setObjectName("declareAgainstLabel")
        self.against_label.setBuddy(self.against)
        form.addRow(self.tr("Phase"), self.phase)
        # the box shows the phase picked alone: every phase's digit said under it, one of none refused
        self.digits = PhaseDigits(self.phase, WholeLabel(self), WholeLabel(self))
        form.addRow(self.digits.listed)
        form.addRow(self.digits.refusal)
        form.addRow(self.against_label, self.against)
        form.addRow(self.none_note)
        self.phase_note = WholeLabel(self)  # what the phase picked warns of, whole on its lines
        self.phase_note.setObjectName("declarePhaseNote")
        self.phase_note.setWordWrap(True)
        form.addRow(self.phase_note)
        form.addRow(self.tr("Action"), self.action)
        form.addRow(buttons(self))
        self._word_for_phase()
        self.phase.currentIndexChanged.connect(self._word_for_phase)
        self.phase.setFocus()

    def _word_for_phase(self) -> None:
        """"Against" for an attack, "On" for what is done to the target (first aid, other), following
        the phase picked."""
        data = self.phase.currentData()
        hostile = self._hostile is None or str(data) in self._hostile
        self.against_label.setText(self.tr("Against") if hostile else self.tr("On"))
        self._fill_against(self.against.currentData())
        note = self._notes.get(str(data), "")
        self.phase_note.setText(f"⚠ {note}" if note else "")
        self.phase_note.setVisible(bool(note))

    def _fill_against(self, keep: object) -> None:
        """The target list of the phase picked: only those its action may be aimed at (first aid:
        the Broken; never the dead), a hidden fighter said to be hidden; none of them: the dialog
        says so."""
        allowed = self._takes.get(str(self.phase.currentData())) if self._takes is not None else None
        self.against.blockSignals(True)
        self.against.clear()
        self.against.addItem(QCoreApplication.translate("DiceDock", "(no one)"), None)
        for cid, name in self._fighters:
            if allowed is not None and cid not in allowed:
                continue
            shown = self.tr("{name} (hidden)").format(name=name) if cid in self._hidden else name
            self.against.addItem(shown, cid)
        self.against.setCurrentIndex(max(0, self.against.findData(keep)) if keep is not None else 0)
        self.against.blockSignals(False)
        note = getattr(self, "none_note", None)
        if note is not None:
            empty = self.against.count() == 1 and bool(self._fighters)
            phase = self.phase.currentText().split(" · ", 1)[-1]
            why = self._whom.get(str(self.phase.currentData()), "")
            if not empty:
                note.setText("")
            elif why:  # why nobody is (first aid is for the Broken)
                note.setText(self.tr("Nobody in this fight can be the target of {phase}: {why}.").format(
                    phase=phase, why=rules_tr(why)))
            else:
                note.setText(self.tr("Nobody in this fight can be the target of {phase}.").format(phase=phase))
            note.setVisible(empty)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Enter on the phase: on to Against when the phase is aimed at someone and more than one
        can be picked; otherwise (and anywhere else) the declaration is made, the only possible
        target picked."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if enter and plain and self.phase.hasFocus() and self._aims():
            choices = self.against.count() - 1  # the first entry: "(no one)"
            if choices > 1:
                self.against.setFocus(Qt.FocusReason.TabFocusReason)
                event.accept()
                return
            if choices == 1 and self.against.currentData() is None:
                self.against.setCurrentIndex(1)
        super().keyPressEvent(event)

    def _aims(self) -> bool:
        """Whether the phase picked is aimed at someone (an attack, first aid; not taking cover)."""
        return self._aimed is None or str(self.phase.currentData()) in self._aimed

    def target(self) -> int | None:
        """The combatant the action is declared against (None: no one)."""
        data = self.against.currentData()
        return int(data) if data is not None else None


class TimerDialog(QDialog):
    """A condition that lasts some rounds (stunned, blinded by smoke): counted down at each round's end."""

    def __init__(self, who: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("timerDialog")
        self.setWindowTitle(self.tr("Timed condition on {name}").format(name=who))
        fit_title(self, app_name=True)  # the title whole in its title bar
        form = QFormLayout(self)
        self.label = QLineEdit(self)
        self.label.setObjectName("timerLabel")
        fit_placeholder(self.label, self.tr("e.g. Stunned"))
        self.rounds = QSpinBox(self)
        self.rounds.setObjectName("timerRounds")
        self.rounds.setRange(*bounds.TIMER_ROUNDS)
        self.rounds.setValue(1)
        form.addRow(self.tr("Condition"), self.label)
        form.addRow(self.tr("Rounds it lasts"), self.rounds)
        form.addRow(buttons(self))
        self.label.setFocus()
