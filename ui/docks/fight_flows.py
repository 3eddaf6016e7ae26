"""The initiative dock's dialogs: start a fight, add from the roster or extras, type an initiative
or declare a phase, a timed condition, a mode picked, a step up or down the order.

:class:`FightFlows` is a member of :class:`ui.docks.initiative_dock.InitiativeDock`, handed the
dock (the dialogs' parent), a function that returns the bound campaign's services and the list's
rows (:class:`ui.docks.fight_rows.FightRows`: the combatants and the chosen row)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

from app.services import bounds
from app.services.logtext import render
from app.services.row_ids import row_id
from ui import keymap
from ui.dialogs.ask import ask_int
from ui.key_guard import to_fight

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from app.store.models import Character
    from ui.docks.fight_rows import FightRows


class FightFlows:
    """What the dock's dialogs do.  Its texts keep the ``InitiativeDock`` context."""

    def __init__(self, parent: QWidget, services: Callable[[], Services], rows: FightRows) -> None:
        self.parent = parent
        self._services = services
        self.list = rows

    @property
    def bound(self) -> Services:
        return self._services()

    def pick_mode(self, mode: object) -> None:
        """The GM picked an initiative mode for the running fight."""
        encounter = self.list.encounter
        if encounter is not None and mode != encounter.mode:
            self.bound.initiative.set_mode(str(mode))

    def start_fight(self) -> None:
        from ui.dialogs.fight_dialogs import RosterDialog  # the fight's dialogs load as the first of them opens

        service = self.bound.initiative
        roster = service.roster()
        modes = self.bound.ruleset.initiative_modes
        dialog = RosterDialog(roster, modes, start=True, parent=self.parent, out=self._fallen(roster),
                              why=self._why(roster))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.start(
                dialog.chosen(), str(dialog.mode.currentData() or ""), dialog.name.text(), dialog.reroll.isChecked()
            )
            to_fight(self.parent)  # R, N and the arrows next, wherever the focus was before the dialog

    def add_from_roster(self) -> None:
        from ui.dialogs.fight_dialogs import RosterDialog  # the fight's dialogs load as the first of them opens

        service = self.bound.initiative
        present = {r.character_id for r in self.list.rows.values()}
        roster = [c for c in service.roster() if c.id not in present]
        dialog = RosterDialog(roster, start=False, parent=self.parent, out=self._fallen(roster),
                              why=self._why(roster))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add(dialog.chosen())

    def _fallen(self, roster: list[Character]) -> list[int]:
        """The roster's characters who cannot act (dead, destroyed): not ticked by Ctrl+A."""
        rules = self.bound.ruleset
        return [c.id for c in roster if c.id is not None and not rules.can_act(c.sheet, c.state)]

    def _why(self, roster: list[Character]) -> dict[int, str]:
        """What keeps each of them out (the first of their conditions, as the roster names it:
        twdu's Broken, the dead's Dead), by character id."""
        rules = self.bound.ruleset
        out = {}
        for c in roster:
            if c.id is not None and not rules.can_act(c.sheet, c.state):
                conditions = rules.conditions(c.sheet, c.state)
                if conditions:
                    out[c.id] = QCoreApplication.translate("rules", conditions[0].label)
        return out

    def add_extras(self) -> None:
        from ui.dialogs.fight_dialogs import ExtrasDialog  # the fight's dialogs load as the first of them opens

        service = self.bound.initiative
        dialog = ExtrasDialog(service.roster(), self.parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add_extras(*dialog.values())

    def enter_value(self) -> None:
        from ui.dialogs.fight_dialogs import DeclareDialog  # the fight's dialogs load as the first of them opens

        cid = self.list.current_id()
        row = self.list.rows.get(cid) if cid is not None else None
        encounter = self.list.encounter
        if row is None or encounter is None:
            return
        marks = self.bound.initiative.phases(encounter.mode)
        if marks:
            phase, action = row.state.get("phase", ""), row.state.get("action", "")
            others = [(other, self.list.rows[other].name) for other in self.list.ids_in_order()
                      if other != cid and other in self.list.rows]
            service = self.bound.initiative
            takes = {str(m.value): service.phase_targets(encounter.mode, str(m.value)) for m in marks}
            hidden = {other for other, _name in others if self.list.rows[other].state.get("hidden")}
            notes = {key: render(note.text, note.args, "rules")
                     for key, note in service.phase_notes(encounter.mode, row.character_id).items()}
            dialog = DeclareDialog(row.name, marks, phase, action, self.parent, others, row.state.get("against"),
                                   service.hostile_phases(encounter.mode), takes, hidden,
                                   service.aimed_phases(encounter.mode), notes,
                                   service.phase_targets_words(encounter.mode))
            if dialog.exec() == QDialog.DialogCode.Accepted and self.bound.initiative.declare(
                row_id(row), str(dialog.phase.currentData()), dialog.action.text(), dialog.target()
            ):
                self._to_next_undeclared(row_id(row))
            return
        value, ok = ask_int(
            self.parent,
            QCoreApplication.translate("InitiativeDock", "Initiative"),
            QCoreApplication.translate("InitiativeDock", "Initiative of {name}:").format(name=row.name),
            row.initiative if row.initiative is not None else 10,
            *bounds.INITIATIVE,
        )
        if ok:
            self.bound.initiative.set_initiative(row_id(row), value)

    def _to_next_undeclared(self, declared: int) -> None:
        """After a declaration the list goes on to the next who has not declared this round, the
        NPCs and zombies first, then the player characters (the text: the NPCs declare first),
        each in the list's order; so E, Enter, E, Enter… declares the round.  Once all have, the one
        whose turn it is is chosen (the dead and the fallen are not asked, nor one who has already
        acted this round, out of turn with A or passed with N: a declaration would be refused, nor
        one A put up who is taking their turn now)."""
        waiting = self.undeclared(declared)
        if waiting:
            self.list.choose(waiting[0], to_declare=True)  # the turn's roll stays aimed as it was declared
        else:
            turn = self.list.current_row()  # all have declared: D, H and F act on whose turn it is
            if turn is not None:
                self.list.choose(row_id(turn))
        tree = self.list.tree
        # whole in view once the rows declared have grown to their phases' words (laid out after the
        # queued events): the list scrolls a row at a time, and the next to declare stood cut at its foot
        QTimer.singleShot(0, tree, lambda: QTimer.singleShot(0, tree, tree.show_chosen_whole))

    def stepped(self, changes: ChangeSet) -> None:
        """After an undo or a redo of a declaration, the list is where E declares next: an undone
        declaration's fighter is chosen, to declare again (E opened on the one chosen after it was
        made, the next in the round); a redone one goes on to the next who has not declared, as the
        declaration did."""
        step = next((str(getattr(e, "kind", "")) for e in changes.events
                     if getattr(e, "kind", "") in ("undo", "redo")), "")
        if not step or not changes.encounter:
            return
        for change in changes.rows:
            if change.get("table") != "combatant" or change.get("id") not in self.list.rows:
                continue
            before, after = change.get("before") or {}, change.get("after") or {}
            if "state" not in before or "state" not in after:
                continue
            was, now = _phase(before["state"]), _phase(after["state"])
            if was == now:
                continue
            if step == "undo" and not now and int(change["id"]) in self.undeclared():
                self.list.choose(int(change["id"]), to_declare=True)
                return
            if step == "redo" and now:
                self._to_next_undeclared(int(change["id"]))
                return

    def undeclared(self, declared: int | None = None) -> list[int]:
        """Who still has a declaration to make this round (``declared``: one who just made it), in
        the order they are asked: NPCs and zombies first, then the player characters; none out of
        a round of declarations."""
        encounter = self.list.encounter
        if encounter is None or not self.bound.initiative.phases(encounter.mode):
            return []
        characters, rules = self.bound.characters, self.bound.ruleset
        waiting: list[tuple[bool, int]] = []
        for cid in self.list.ids_in_order():
            row = self.list.rows.get(cid)
            if row is None or row_id(row) == declared or row.state.get("phase") or row.acted:
                continue
            if row.state.get("stepped_in"):  # put up out of turn (A): taking their action now
                continue
            character = characters.character(row.character_id) if row.character_id is not None else None
            if character is not None and not rules.can_act(character.sheet, character.state):
                continue
            waiting.append((character is not None and character.kind == "pc", row_id(row)))
        return [cid for _pc, cid in sorted(waiting, key=lambda w: w[0])]  # a stable sort: the list's order

    def act_now(self) -> None:
        """A: the chosen fighter acts now, before the one whose turn it was; the status bar says whose
        turn it is now and what N does then (the log's "Dana has acted; Tom is up" after N read as if
        the turn had gone on without her, the GM not told that Tom's turn was only put off)."""
        cid = self.list.current_id()
        row = self.list.rows.get(cid) if cid is not None else None
        before = self.list.current_row()
        if row is None or not self.bound.initiative.act_now(row_id(row)):
            return
        if before is None or row_id(before) == row_id(row):
            return
        window = self.parent.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(QCoreApplication.translate(
                "InitiativeDock", "{name} acts now, before {other}: {key} when done gives the turn back to {other}."
            ).format(name=row.name, other=before.name, key=keymap.first_shown("fight.next")), 15000)

    def add_timer(self) -> None:
        from ui.dialogs.fight_dialogs import TimerDialog  # the fight's dialogs load as the first of them opens

        cid = self.list.current_id()
        row = self.list.rows.get(cid) if cid is not None else None
        if row is None:
            return
        dialog = TimerDialog(row.name, self.parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.bound.initiative.add_timer(row_id(row), dialog.label.text(), dialog.rounds.value())

    def shift(self, step: int) -> None:
        """The chosen row a place earlier (−1) or later (+1) in the order."""
        cid = self.list.current_id()
        row = self.list.rows.get(cid) if cid is not None else None
        if row is not None:
            self.bound.initiative.move(row_id(row), row.position + step)


def _phase(state: object) -> str:
    """The phase a combatant's stored state declares ("" for none)."""
    return str(state.get("phase") or "") if isinstance(state, dict) else ""
