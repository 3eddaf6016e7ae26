"""What every GM-facing service shares: the open campaign, its ruleset, and running commands.

Signals
-------
failed(str, str)
    An action was refused: (tr context, English message; a message with arguments comes filled,
    see :mod:`app.services.refusals`).  Nothing changed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.rules.base import Ruleset
from app.services.campaign import CampaignService
from app.services.checks import check_types
from app.services.command import Command, CommandError
from app.services.refusals import refusal_text


class Service(QObject):
    failed = Signal(str, str)

    def __init__(self, campaign: CampaignService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.campaign = campaign

    @property
    def ruleset(self) -> Ruleset:
        return self.campaign.ruleset

    def run(self, command: Command) -> bool:
        """Carry out one GM action; a refusal is emitted as ``failed`` and changes nothing."""
        try:
            check_types(command)
            self.campaign.execute(command)
        except CommandError as exc:
            self.failed.emit(exc.context, refusal_text(exc))
            return False
        return True
