"""The initiative dock's dialogs: start a fight, add from the roster or extras, type an initiative
or declare a phase, a timed condition, a mode picked, a step up or down the order."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QInputDialog

from app.services import bounds
from ui.dialogs.fight_dialogs import DeclareDialog, ExtrasDialog, RosterDialog, TimerDialog


class FightFlows:
    """What the dock's dialogs do (a mixin of :class:`ui.docks.initiative_dock.InitiativeDock`).
    Its texts keep the ``InitiativeDock`` context."""

    def _mode_picked(self, index: int) -> None:
        mode = self.mode.itemData(index)
        if self.encounter is not None and mode != self.encounter.mode:
            self.services.initiative.set_mode(str(mode))

    def start_fight(self) -> None:
        service = self.services.initiative
        dialog = RosterDialog(service.roster(), self.services.ruleset.initiative_modes, start=True, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.start(
                dialog.chosen(), str(dialog.mode.currentData() or ""), dialog.name.text(), dialog.reroll.isChecked()
            )

    def add_from_roster(self) -> None:
        service = self.services.initiative
        present = {r.character_id for r in self.rows.values()}
        roster = [c for c in service.roster() if c.id not in present]
        dialog = RosterDialog(roster, start=False, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add(dialog.chosen())

    def add_extras(self) -> None:
        service = self.services.initiative
        dialog = ExtrasDialog(service.roster(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            service.add_extras(*dialog.values())

    def enter_value(self) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is None or self.encounter is None:
            return
        marks = self.services.initiative.phases(self.encounter.mode)
        if marks:
            dialog = DeclareDialog(row.name, marks, row.state.get("phase", ""), row.state.get("action", ""), self)
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self.services.initiative.declare(int(row.id), str(dialog.phase.currentData()), dialog.action.text())  # type: ignore[arg-type]
            return
        value, ok = QInputDialog.getInt(
            self,
            QCoreApplication.translate("InitiativeDock", "Initiative"),
            QCoreApplication.translate("InitiativeDock", "Initiative of {name}:").format(name=row.name),
            row.initiative if row.initiative is not None else 10,
            *bounds.INITIATIVE,
        )
        if ok:
            self.services.initiative.set_initiative(int(row.id), value)  # type: ignore[arg-type]

    def add_timer(self) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is None:
            return
        dialog = TimerDialog(row.name, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.services.initiative.add_timer(int(row.id), dialog.label.text(), dialog.rounds.value())  # type: ignore[arg-type]

    def _shift(self, step: int) -> None:
        cid = self.current_id()
        row = self.rows.get(cid) if cid is not None else None
        if row is not None:
            self.services.initiative.move(cid, row.position + step)
