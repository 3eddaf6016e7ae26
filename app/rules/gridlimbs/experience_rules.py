"""Experience in the grid-and-limbs rules (:class:`~app.rules.features.experience.ExperienceRules`):
play earns the +1s of :mod:`.progress` (proposed from the session log), each raising the sheet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Choice, Sheet
from app.rules.features.experience import ExperienceRules
from app.rules.gridlimbs import progress
from app.rules.gridlimbs import sheet as sheets


class GridLimbsExperience(ExperienceRules):
    """Events of play earn +1s; each one raised is checked against the campaign's ``options``."""

    style = "events"

    def __init__(self, options: Mapping[str, Any]) -> None:
        self.options = options

    def experience_events(self, sheet: Sheet, action: Mapping[str, Any]) -> list[Choice]:
        return progress.experience_events(action)

    def raise_options(self, sheet: Sheet, raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
        return [(progress._event(key), "") for key in progress.EXPERIENCE]

    def apply_raise(self, sheet: Sheet, key: str, raised: Mapping[str, int]) -> Sheet:
        return sheets.validate_sheet(progress.apply_event(sheet, key), self.options)
