"""Experience in The Walking Dead Universe RPG (:class:`~app.rules.features.experience.ExperienceRules`):
the GM awards points at the end of a session and the player spends them raising skills.

The twdu text (violence and hazards) gives no experience rules: no list of what earns points, no
costs, no limits of its own.  So, as for the afmbe norms text whose cost table is missing, the GM
awards the points and enters what a raise costs; a raise is one more level of a skill, up to the
sheet's highest (:data:`~app.rules.twdu.sheet.SKILL_RANGE`).  Attributes, and talents (which the
sheet holds no row of), are changed on the sheet itself.
"""

from __future__ import annotations

from collections.abc import Mapping

from app.rules.base import Choice, RulesError, Sheet
from app.rules.features.experience import ExperienceRules
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import sheet as sh

AT_HIGHEST = QT_TRANSLATE_NOOP("rules", "This skill is at its highest level, 5.")


class TwduExperience(ExperienceRules):
    """Points awarded by the GM, spent on one more level of a skill."""

    style = "points"

    def raise_options(self, sheet: Sheet, raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
        """Every skill with its level and the level a raise gives ("Medicine 3 → 4"), each with why it
        cannot be raised now ("" when it can)."""
        out = []
        for key, (label, _) in sh.SKILLS.items():
            level = int(sheet.get(key, 0))
            can = level < sh.SKILL_RANGE[1]
            out.append((Choice(key, label, suffix=f"{level} → {level + 1}" if can else str(level)),
                        "" if can else AT_HIGHEST))
        return out

    def apply_raise(self, sheet: Sheet, key: str, raised: Mapping[str, int]) -> Sheet:
        """The sheet with one more level of the skill ``key``; RulesError with the reason when not."""
        refusals = {choice.value: refusal for choice, refusal in self.raise_options(sheet, raised)}
        if key not in refusals:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Experience cannot raise that."))
        if refusals[key]:
            raise RulesError(refusals[key])
        return sh.validate_sheet({**sheet, key: int(sheet.get(key, 0)) + 1})
