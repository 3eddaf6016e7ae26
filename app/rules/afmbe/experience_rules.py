"""Experience in All Flesh Must Be Eaten (:class:`~app.rules.features.experience.ExperienceRules`):
the GM awards points and the player spends them on the raises of :mod:`.experience`."""

from __future__ import annotations

from collections.abc import Mapping

from app.rules.afmbe import character, experience
from app.rules.base import Choice, Sheet
from app.rules.features.experience import ExperienceRules


class AfmbeExperience(ExperienceRules):
    """Points awarded, spent on attributes, skills and qualities at the text's costs."""

    style = "points"

    def raise_options(self, sheet: Sheet, raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
        return experience.raise_options(character.validate_sheet(sheet), raised)

    def apply_raise(self, sheet: Sheet, key: str, raised: Mapping[str, int]) -> Sheet:
        return character.validate_sheet(experience.apply_raise(character.validate_sheet(sheet), key, raised))
