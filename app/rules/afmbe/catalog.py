"""The named skills, qualities and drawbacks of the norms text, with their costs.

Skills marked (Special) cost more; skills marked (Type) need an aspect (Guns: Handgun…).
Qualities cost points, drawbacks give them; a leveled trait costs one point a level, a fixed one
its listed cost.  A name not listed here is still allowed on a sheet (the GM approves it) with
the points written on the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class SkillInfo:
    name: str
    special: bool = False
    typed: bool = False


SKILLS: tuple[SkillInfo, ...] = (
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Acrobatics"), special=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Acting")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Brawling")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Bureaucracy")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Cheating")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Climbing")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Computer Hacking")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Computer Programming")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Computers")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Craft"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Demolitions")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Disguise")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Dodge")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Driving"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Electronics")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Engineer"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Escapism")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "First Aid")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Gambling")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Guns"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Haggling")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Hand Weapon"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Humanities"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Instruction")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Intimidation")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Language"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Lock Picking"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Martial Arts"), special=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Mechanic")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Medicine"), special=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Notice")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Pick Pocket")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Piloting"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Questioning")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Research/Investigation")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Riding"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Running"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Sciences"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Seduction")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Sleight of Hand")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Smooth Talking")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Stealth")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Streetwise")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Surveillance")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Survival"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Swimming")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Throwing"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Tracking")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Traps")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Unconventional Medicine"), typed=True),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Veterinary Medicine")),
    SkillInfo(QT_TRANSLATE_NOOP("rules", "Weight Lifting")),
)

SKILLS_BY_NAME: dict[str, SkillInfo] = {s.name.casefold(): s for s in SKILLS}


@dataclass(frozen=True)
class TraitInfo:
    """A quality or drawback: the levels it can be taken at and its points a level.

    ``per_level`` 0 means a fixed cost ``fixed`` whatever the level (which is then 1).
    """

    name: str
    kind: str  # "quality" or "drawback"
    levels: tuple[int, ...]
    per_level: int = 1
    fixed: int = 0

    def points(self, level: int) -> int:
        return self.fixed if not self.per_level else self.per_level * level


def _lv(low: int, high: int) -> tuple[int, ...]:
    return tuple(range(low, high + 1))


TRAITS: tuple[TraitInfo, ...] = (
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Acute Senses"), "quality", (1,), 0, 2),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Artistic Talent"), "quality", (1,), 0, 3),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Attractiveness"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Charisma"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Fast Reaction Time"), "quality", _lv(1, 3)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Hard to Kill"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Nerves of Steel"), "quality", _lv(1, 3)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Photographic Memory"), "quality", (1,), 0, 2),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Resistance (Disease)"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Resistance (Poison)"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Resistance (Fatigue)"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Resistance (Pain)"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Situational Awareness"), "quality", (1,), 0, 2),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Good Luck"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Tireless"), "quality", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Impaired Senses"), "drawback", (1,), 0, 2),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Addiction"), "drawback", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Attractiveness"), "drawback", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Charisma"), "drawback", _lv(1, 5)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Clown"), "drawback", (1,)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Cowardly"), "drawback", _lv(1, 3)),
    # "Cruel (1 point)" and "Cruel (3 points)": two degrees of one drawback
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Cruel"), "drawback", (1, 3)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Delusions"), "drawback", _lv(1, 3)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Emotional Problems"), "drawback", (1,)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Humorless"), "drawback", (1,)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Physical Disability"), "drawback", _lv(1, 4)),
    # "Nightmares/Insomnia (1 point each)": level 2 takes both
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Nightmares/Insomnia"), "drawback", _lv(1, 2)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Reckless/Showoff"), "drawback", _lv(1, 2)),
    TraitInfo(QT_TRANSLATE_NOOP("rules", "Bad Luck"), "drawback", _lv(1, 5)),
)

TRAITS_BY_KEY: dict[tuple[str, str], TraitInfo] = {(t.kind, t.name.casefold()): t for t in TRAITS}

HARD_TO_KILL = "hard to kill"
TIRELESS = "tireless"
FAST_REACTION_TIME = "fast reaction time"
NERVES_OF_STEEL = "nerves of steel"
COWARDLY = "cowardly"
GOOD_LUCK = "good luck"
BAD_LUCK = "bad luck"
RESISTANCE_PAIN = "resistance (pain)"
RESISTANCE_FATIGUE = "resistance (fatigue)"
ARTISTIC_TALENT = "artistic talent"


def skill_label(name: str) -> str:
    """A sheet's skill as a roll's breakdown names it: one of the norms' skills by its catalog name
    (shown in the GM's language: "Guns", "Огнестрельное оружие"), another as the GM wrote it."""
    info = SKILLS_BY_NAME.get(name.strip().casefold())
    return info.name if info is not None else name.strip()
