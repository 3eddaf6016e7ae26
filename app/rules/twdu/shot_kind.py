"""twdu's shot in the dice dock: the roll F sets up after a ranged weapon is fired.

"When done, resolve any situation where someone shoots at a person who does not shoot back
(resolved as a straight roll)" (twdu text, "Brawls", 2 - Ranged Combat), and for a straight roll:
"You simply need to succeed with the skill roll to hit, and each success beyond the first increases
the damage done by one point" ("Defenseless or unaware").  So a hit deals the weapon's Damage +
(successes − 1), one success fewer against a target in solid cover ("any ranged attack against you
needs an additional success to hit you").

The range band picks the skill as for every attack: Long is Ranged Combat; at Short "engaging with a
target at Short Range will always be a Close Combat roll, even if you're attacking with a ranged
weapon", with Agility; Extreme only with a weapon whose Range reaches it ("Only some special weapons
can be used at that distance": one whose Range on the sheet is Long is refused there, said before
the roll). The band is the duel's (:mod:`app.rules.twdu.range_fields`): the distance typed, in
metres or in zones apart, sets it ("Anything beyond two zones or 100 meters is considered Extreme
Range"), or the GM picks it (Short, Long, Extreme); it starts at the farthest the weapon reaches. A
request that gives neither band nor distance is a shot at 0 m, Short, as the duel's. Each band is
named by what it rolls ("Short range: Close Combat + Agility, as the text says", "Long range: Ranged
Combat"), and so is the roll in the log ("Ana rolls Shot (Revolver, Long range: Ranged Combat)") and
in its record ("Shot at Short range (Close Combat + Agility, as the text says)", "Shot (Ranged
Combat)").

A shot spends one round of the weapon's count (:mod:`app.rules.twdu.ammunition`: the ammunition
ledger's), in the roll itself, so the roll's one action and log line say it and undo gives it back;
a weapon with none left refuses the shot, naming it, before a die is rolled.

The target is the dock's "Against" and may be left out (a shot at a door): the damage is then said,
not offered.  With a target the hit offers that damage to the target's damage form.  The kind is
listed only for a character with a ranged weapon on the sheet.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Sheet
from app.rules.dice import Dice
from app.rules.rolling import DamageOffer, Roller, RollKind, RollResult
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.combat import RANGES, weapon_attack_skill, weapon_reach
from app.rules.twdu.cover import in_cover
from app.rules.twdu.fight_kinds import DefenselessKind
from app.rules.twdu.kinds import Values, Verdict, successes
from app.rules.twdu.pool import PoolRoll
from app.rules.twdu.range_fields import ATTACK_BAND_FIELD, DISTANCE_UNIT_FIELD, distance_field
from app.rules.twdu.rollforms import pick_item, pool_fields, weapon_damage
from app.rules.twdu.rounds_spent import spent_round, with_round_spent

SHOT = "shot"
#: a weapon's numbers after its name in the shot's choice of weapon
WEAPON_WORDS = QT_TRANSLATE_NOOP("rules", "(gear bonus +{bonus}, damage {damage})")
#: the shot named by what it rolls at Short range
SHORT_LABEL = QT_TRANSLATE_NOOP("rules", "Shot at Short range (Close Combat + Agility, as the text says)")
RANGED_LABEL = QT_TRANSLATE_NOOP("rules", "Shot (Ranged Combat)")
#: each band of the shot named by what it rolls there
BAND_WORDS = {
    "short": QT_TRANSLATE_NOOP("rules", "Short range: Close Combat + Agility, as the text says"),
    "long": QT_TRANSLATE_NOOP("rules", "Long range: Ranged Combat"),
    "extreme": QT_TRANSLATE_NOOP("rules", "Extreme range: Ranged Combat"),
}


def ranged_weapons(sheet: Mapping[str, Any]) -> tuple[Choice, ...]:
    """The sheet's ranged weapons as choices "w0", "w1"… (the index on the sheet), each with its
    gear bonus and Damage named as the sheet names them ("Revolver (gear bonus +2, damage 2)")."""
    out = []
    for i, row in enumerate(sheet.get("weapons", [])):
        if row.get("kind") == "ranged":
            numbers = (("bonus", int(row.get("bonus", 0))), ("damage", int(row.get("damage", 1))))
            out.append(Choice(f"w{i}", str(row.get("name", "")), own=True, words=WEAPON_WORDS, words_args=numbers))
    return tuple(out)


def shot_band(weapon: Mapping[str, Any] | None) -> str:
    """The band a shot with ``weapon`` is set up at: the farthest it reaches (Short, Long, Extreme)."""
    return weapon_reach(weapon)


def band_field(sheet: Sheet) -> FieldSpec:
    """The range band of the shot, the duel's: set by the distance typed, Short, Long and Extreme each
    named by what the shot rolls there (a weapon that does not reach the band is refused); at first
    the farthest the sheet's first ranged weapon reaches."""
    rows = [row for row in sheet.get("weapons", []) if row.get("kind") == "ranged"]
    choices = tuple(Choice(b, BAND_WORDS[b]) for b in RANGES)
    return replace(ATTACK_BAND_FIELD, default=shot_band(rows[0]) if rows else "long", choices=choices)


class ShotKind(DefenselessKind):
    """A straight roll at a target that does not shoot back, with one of the sheet's ranged weapons."""

    key = SHOT
    label = QT_TRANSLATE_NOOP("rules", "Shot")
    help = QT_TRANSLATE_NOOP(
        "rules",
        "A shot at someone who does not shoot back: a straight roll; a hit deals the weapon's damage + one "
        "per success beyond the first.",
    )

    def fields(self, sheet: Sheet) -> tuple[FieldSpec, ...]:
        weapons = ranged_weapons(sheet)
        weapon = FieldSpec(
            "item", QT_TRANSLATE_NOOP("rules", "Weapon"), "choice", weapons[0].value if weapons else "",
            choices=weapons,
            help=QT_TRANSLATE_NOOP("rules", "Its gear bonus adds base dice; its damage is dealt on a hit."),
        )
        band = band_field(sheet)
        return (weapon, distance_field(str(band.default)), DISTANCE_UNIT_FIELD, band) + pool_fields()[1:] + (
            FieldSpec("target_in_cover", QT_TRANSLATE_NOOP("rules", "Target in cover"), "bool", False),
        )

    def spec(self, sheet: Sheet) -> RollKind:
        return RollKind(self.key, self.label, self.fields(sheet), True, (), self.help, subject=("item", "band"),
                        opponent_optional=True)

    def resolve(self, roller: Roller, values: Mapping[str, Any], dice: Dice, opponent: Roller | None) -> RollResult:
        """The shot, its round spent from the weapon's count (refused with none left, before a die)."""
        spent = spent_round(roller.sheet, roller.state, str(values.get("item", "")))
        return with_round_spent(super().resolve(roller, values, dice, opponent), roller, spent)

    def record_label(self, values: Mapping[str, Any]) -> str:
        """The roll named by what it rolls: Close Combat with Agility at Short range."""
        return SHORT_LABEL if values.get("band") == "short" else RANGED_LABEL

    def context(self, roller: Roller, values: Mapping[str, Any], opponent: Roller | None) -> dict[str, Any]:
        item = pick_item(roller.sheet, values["item"])
        skill = weapon_attack_skill(values["band"], item)
        return {"skill": skill.skill, "attribute": skill.attribute, "damage": weapon_damage(roller, values),
                "shot": skill.skill == "ranged_combat", "target": opponent is not None,
                "cover": bool(values["target_in_cover"] or (opponent is not None and in_cover(opponent.state))),
                "gear": int(item.get("bonus", 0)) if item else 0}

    def verdict(self, roll: PoolRoll | None, theirs: tuple[int, ...], values: Values, context: Values,
                roller: Roller) -> Verdict:
        damage = self._damage(successes(roll), context)
        if not damage:
            return Verdict(LogLine(QT_TRANSLATE_NOOP("rules", "The shot misses")), False)
        line = LogLine(QT_TRANSLATE_NOOP("rules", "The shot hits: {damage} damage"), {"damage": damage})
        offers = (DamageOffer("opponent", damage, {"damage": damage, "source": "attack"}),)
        return Verdict(line, True, offers if context.get("target") else ())

