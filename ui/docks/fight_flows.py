"""The initiative dock's dialogs: start a fight, add from the roster or extras, type an initiative
or declare a phase, a timed condition, a mode picked, a step up or down the order."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QInputDialog

from app.services import bounds
from app.services.row_ids import row_id
from ui.dialogs.fight_dialogs import DeclareDialog, ExtrasDialog, RosterDialog, TimerDialog
from ui.docks.fight_parts import FightDockParts
from ui.key_guard import to_fight


class FightFlows(FightDockParts):
    """What the dock's dialogs do (a mixin of :class:`ui.docks.initiative_dock.InitiativeDock`).
    Its texts keep the ``InitiativeDock`` context."""

    def _mode_picked(self, index: int) -> None:
        mode = self.mode.itemData(index)
        if self.encounter is not None and mode != self.encounter.mode:
            self.bound.initiative.set_mode(str(mode))

    def start_fight(self) -> None:
        service = self.bound.initiative
        dialog = RosterDialog(service.roster(), self.bound.ruleset.initiative_modes, start=True, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.start(
                dialog.chosen(), str(dialog.mode.currentData() or ""), dialog.name.text(), dialog.reroll.isChecked()
            )
            to_fight(self)  # R, N and the arrows next, wherever the focus was before the dialog

    def add_from_roster(self) -> None:
        service = self.bound.initiative
        present = {r.character_id for r in self.rows.values()}
        roster = [c for c in service.roster() if c.id not in present]
        dialog = RosterDialog(roster, start=False, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add(dialog.chosen())

    def add_extras(self) -> None:
        service = self.bound.initiative
        dialog = ExtrasDialog(service.roster(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add_extras(*dialog.values())

    def enter_value(self) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is None or self.encounter is None:
            return
        marks = self.bound.initiative.phases(self.encounter.mode)
        if marks:
            dialog = DeclareDialog(row.name, marks, row.state.get("phase", ""), row.state.get("action", ""), self)
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self.bound.initiative.declare(row_id(row), str(dialog.phase.currentData()), dialog.action.text())
            return
        value, ok = QInputDialog.getInt(
            self,
            QCoreApplication.translate("InitiativeDock", "Initiative"),
            QCoreApplication.translate("InitiativeDock", "Initiative of {name}:").format(name=row.name),
            row.initiative if row.initiative is not None else 10,
            *bounds.INITIATIVE,
        )
        if ok:
            self.bound.initiative.set_initiative(row_id(row), value)

    def add_timer(self) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is None:
            return
        dialog = TimerDialog(row.name, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.bound.initiative.add_timer(row_id(row), dialog.label.text(), dialog.rounds.value())

    def _shift(self, step: int) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is not None:
            self.bound.initiative.move(row_id(row), row.position + step)
