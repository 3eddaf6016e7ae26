"""Bare-handed blows in All Flesh Must Be Eaten: the punch, and the Martial Arts damage bonus.

* Norms "Damage": "your character with STR 3 punches someone.  The damage he rolls is 1d4,
  multiplied by his strength": a punch (or kick) is d4 × STR, bludgeoning, to Life Points or
  Endurance (the attacker's choice).
* Norms "Martial Arts": "kicks and punches performed with the Martial Arts Skill have a damage
  bonus equal to the character's skill level.  So, a character with Martial Arts level 3 does an
  additional 3 points of damage with a kick or punch" — added to the damage before armor.  The
  unisystem summary names Martial Arts as a melee skill and says nothing else about its damage:
  Deadwatch gives the same bonus there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP

UNARMED = "unarmed"
UNARMED_LABEL = QT_TRANSLATE_NOOP("rules", "Bare hands: punch or kick (d4×STR)")
PUNCH_DAMAGE = "d4×STR"
MARTIAL_ARTS = "martial arts"


def martial_arts_damage(skill_row: Mapping[str, Any] | None) -> int:
    """The damage bonus of a blow struck with ``skill_row``: its level when it is Martial Arts."""
    if skill_row is None or str(skill_row.get("name", "")).strip().casefold() != MARTIAL_ARTS:
        return 0
    return max(0, int(skill_row.get("level", 0)))


def unarmed_damage(bonus: int = 0) -> str:
    """The damage of a punch or kick: d4×STR, with a Martial Arts bonus as a fixed amount after it."""
    return f"d4×(STR)+{bonus}" if bonus else PUNCH_DAMAGE


def unarmed_request(attacker_sheet: Mapping[str, Any], skill_row: Mapping[str, Any] | None,
                    **extra: Any) -> dict[str, Any]:
    """The damage-form values of a punch or kick by this attacker with the skill used (Martial
    Arts 3 with STR 3: d4×(STR)+3)."""
    request = {"weapon": unarmed_damage(martial_arts_damage(skill_row)),
               "attacker_str": attacker_sheet.get("str", 0), "damage_type": "bludgeoning", "two_handed": False}
    request.update(extra)
    return request
