"""All Flesh Must Be Eaten attacks rolled: one attack against the opponent's defence (a miss, a
defence that holds, a hit with its damage offer), in total darkness the plain d10 (:mod:`.darkness`),
and bursts and sprays (:mod:`.autofire`) with one damage offer for each round that lands.

:class:`AfmbeAttackRolls` is a part :class:`~app.rules.afmbe.rolls.AfmbeRolls` holds, with the
defence an attack meets (:meth:`AfmbeAttackRolls.defence_bonus`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import character, undead
from app.rules.afmbe.autofire import DEFENCE, resolve_fire, values_plan
from app.rules.afmbe.damage_healing import AfmbeDamageHealing
from app.rules.afmbe.darkness import darkness_attack, in_darkness
from app.rules.afmbe.defences import defence_bonus, refuse_defence_on_the_ground
from app.rules.afmbe.levels import level_name
from app.rules.afmbe.melee import defence_holds, ties_to_defender
from app.rules.afmbe.task import TaskBonus, resolve_task, roll_die
from app.rules.afmbe.turn_counts import DEFENCE_ROLLED
from app.rules.afmbe.unarmed import UNARMED, unarmed_request
from app.rules.afmbe.wounds import action_penalty
from app.rules.base import LogLine
from app.rules.dice import Dice
from app.rules.rolling import DAMAGE_FORM, DamageOffer, Roller, RollResult
from app.rules.text import QT_TRANSLATE_NOOP

#: the attack's total against the success threshold the texts give (9), then what came of it:
#: "Total 12 against 9: hit, Decent"
HIT = QT_TRANSLATE_NOOP("rules", "Total {total} against {needed}: hit, {level}")
#: a defence rolled and beaten: both totals and both success levels, with the rule that decided
#: ("Hit, Adequate: attack 10 against dodge 9, Adequate (higher total hits; a tie goes to the defender)")
HIT_PAST_DEFENCE = QT_TRANSLATE_NOOP(
    "rules", "Hit, {level}: attack {total} against {defence_name} {defence}, {defence_level} ({rule})")
#: a defence that holds: named by the defence rolled (a dodge is no parry), both sides alike
HELD_TIE = QT_TRANSLATE_NOOP(
    "rules", "{verdict}: {defence_name} {defence}, {defence_level}, ties attack {total}, {level} ({rule})")
HELD_ABOVE = QT_TRANSLATE_NOOP(
    "rules", "{verdict}: {defence_name} {defence}, {defence_level}, beats attack {total}, {level} ({rule})")
#: who wins a tie of totals (:func:`.melee.ties_to_defender`): unisystem melee, or a dodge of a shot and norms
TIE_TO_DEFENDER = QT_TRANSLATE_NOOP("rules", "higher total hits; a tie goes to the defender")
TIE_HITS = QT_TRANSLATE_NOOP("rules", "the defence must be higher; a tie hits")
#: the defence rolled, by the form's key: (its name in the line, the headline when it holds)
DEFENCE_WORDS: dict[str, tuple[str, str]] = {
    "dodge": (QT_TRANSLATE_NOOP("rules", "dodge"), QT_TRANSLATE_NOOP("rules", "Dodged")),
    "acrobatics": (QT_TRANSLATE_NOOP("rules", "dodge"), QT_TRANSLATE_NOOP("rules", "Dodged")),
    "block": (QT_TRANSLATE_NOOP("rules", "block"), QT_TRANSLATE_NOOP("rules", "Blocked")),
    "parry": (QT_TRANSLATE_NOOP("rules", "parry"), QT_TRANSLATE_NOOP("rules", "Parried")),
    "parry_martial": (QT_TRANSLATE_NOOP("rules", "parry"), QT_TRANSLATE_NOOP("rules", "Parried")),
    "shove": (QT_TRANSLATE_NOOP("rules", "shove"), QT_TRANSLATE_NOOP("rules", "Shoved off")),
}
MISS = QT_TRANSLATE_NOOP("rules", "Total {total} against {needed}: miss")
#: a blow's damage offered to either pool, the attacker's choice (norms "Damage": a punch "to life
#: points or endurance")
TO_LIFE = QT_TRANSLATE_NOOP("rules", "Roll the damage on {name}: to Life Points")
TO_ENDURANCE = QT_TRANSLATE_NOOP("rules", "Roll the damage on {name}: to Endurance instead")
#: the same, in logs written before the line said the threshold first (a miss, before that, with no
#: threshold at all)
WRITTEN_BEFORE = (QT_TRANSLATE_NOOP("rules", "Hit: {level}, total {total}"),
                  QT_TRANSLATE_NOOP("rules", "Miss: total {total}, needs {needed}"),
                  QT_TRANSLATE_NOOP("rules", "Miss, total {total}"),
                  QT_TRANSLATE_NOOP("rules", "Total {total} against {needed}: hit, {level}; defence {defence}"),
                  QT_TRANSLATE_NOOP("rules", "Parried: defence {defence} ties {total}, the defender's"),
                  QT_TRANSLATE_NOOP("rules", "Avoided: defence {defence} beats {total}"))


class AfmbeAttackRolls:
    """An attack's roll against the defence, under ``preset``."""

    def __init__(self, preset: str) -> None:
        self.preset = preset

    def defence_bonus(self, opponent: Roller, values: Mapping[str, Any]) -> TaskBonus | None:
        """The opponent's defence (a dodge or a block, the form says), his wounds' penalty included;
        None when he does not defend."""
        refuse_defence_on_the_ground(opponent.name, opponent.state, str(values["defence"]))
        clean = character.validate_sheet(opponent.sheet)
        fresh = {"life_points": character.life_points(clean), "endurance": character.endurance_points(clean)}
        penalty = action_penalty(clean, {**fresh, **opponent.state}, self.preset)
        return defence_bonus(self.preset, clean, penalty, values)

    def attack_roll(
        self, values: Mapping[str, Any], roller: Roller, opponent: Roller, bonus: TaskBonus, dice: Dice
    ) -> RollResult:
        """An attack against the opponent's defence: a miss, a defence that holds, or a hit; its memo
        says whether the defence was rolled (the defender's action this turn, counted by the next
        attack's form: :mod:`.turn_counts`)."""
        rolled = self._attack_roll(values, roller, opponent, bonus, dice)
        if any(record.label == DEFENCE for record in rolled.records):
            rolled.memo = {**rolled.memo, DEFENCE_ROLLED: True}
        return rolled

    def _attack_roll(
        self, values: Mapping[str, Any], roller: Roller, opponent: Roller, bonus: TaskBonus, dice: Dice
    ) -> RollResult:
        dark = in_darkness(values)  # total darkness: one plain d10 (:mod:`.darkness`)
        if values.get("fire", "single") != "single":
            return self._fire_roll(values, roller, bonus, self.defence_bonus(opponent, values), dice)
        attack = darkness_attack(dice, values) if dark else resolve_task(roll_die(dice, self.preset), bonus)
        records = [attack.record(QT_TRANSLATE_NOOP("rules", "Attack"), dice.typed)]
        defence_bonus = self.defence_bonus(opponent, values)
        defence = None
        if defence_bonus is not None and attack.success:
            defence = resolve_task(roll_die(dice, self.preset), defence_bonus)
            records.append(defence.record(DEFENCE, dice.typed))
        if not attack.success:
            # the total the attack made against the one it needed (the texts: 9 or higher succeeds)
            line = LogLine(MISS, {"total": attack.total, "needed": attack.difficulty})
            return RollResult(line, records, False)
        args = {"level": {"t": level_name(attack.level)}, "total": attack.total, "needed": attack.difficulty}
        if defence is not None:  # both sides alike: the defence by its name, total and level, and the rule
            noun, verdict = DEFENCE_WORDS.get(str(values["defence"]), DEFENCE_WORDS["dodge"])
            tie_held = ties_to_defender(self.preset, values["melee"])
            sides = {**args, "defence_name": {"t": noun}, "defence": defence.total,
                     "defence_level": {"t": level_name(defence.level)},
                     "rule": {"t": TIE_TO_DEFENDER if tie_held else TIE_HITS}}
            if defence_holds(attack.total, defence.total, self.preset, values["melee"]):
                template = HELD_TIE if defence.total == attack.total else HELD_ABOVE
                return RollResult(LogLine(template, {**sides, "verdict": {"t": verdict}}), records, False)
            line = LogLine(HIT_PAST_DEFENCE, sides)
        else:
            line = LogLine(HIT, args)
        offers: tuple[DamageOffer, ...] = ()
        if values["weapon"] != "":
            request = self._damage_request(roller, values, attack.level)
            offers = (DamageOffer("opponent", 0, request),)
            if self._either_pool(roller, values["weapon"]):  # the attacker's choice, a key for each
                offers = (DamageOffer("opponent", 0, {**request, "pool": "life_points"}, label=TO_LIFE, instead=(1,)),
                          DamageOffer("opponent", 0, {**request, "pool": "endurance"}, label=TO_ENDURANCE,
                                      instead=(0,)))
        # the damage form opened by hand after this hit (D) starts at its success level
        return RollResult(line, records, True, damage=offers, memo={DAMAGE_FORM: {"success_level": attack.level}})

    @staticmethod
    def _either_pool(roller: Roller, weapon: str) -> bool:
        """Whether the blow's damage may go to Life Points or to Endurance, the attacker's choice:
        a punch or kick (norms "Damage": d4 × STR "to life points or endurance") or a weapon marked *
        on the sheet.  The dead's bite or claw is no punch: it goes to Life Points."""
        if undead.is_zombie(roller.state):
            return False
        if weapon == UNARMED:
            return True
        rows = character.validate_sheet(roller.sheet)["weapons"]
        return weapon.isdigit() and int(weapon) < len(rows) and bool(rows[int(weapon)].get("either_pool"))

    def _damage_request(self, roller: Roller, values: Mapping[str, Any], level: int) -> dict[str, Any]:
        """The damage-form values of a hit: the sheet's weapon, or a punch or kick (Martial Arts
        adds its level, :mod:`.unarmed`)."""
        if values["weapon"] != UNARMED and values["melee"] and _ranged(roller.sheet, values["weapon"]):
            # a gun or a bow swung as a club: a blunt blow, no bullet's damage nor its ×2 (the texts give
            # no club; the punch's d4 × STR, docs/readings.md), no Martial Arts bonus
            placed = {"multiplier": values["damage_multiplier"]} if "damage_multiplier" in values else {}
            return unarmed_request(roller.sheet, None, success_level=level, location=values["location"], **placed)
        if values["weapon"] == UNARMED:
            skills = character.validate_sheet(roller.sheet)["skills"]
            row = skills[int(values["skill"])] if values["skill"] != "" else None
            placed = {"multiplier": values["damage_multiplier"]} if "damage_multiplier" in values else {}
            return unarmed_request(roller.sheet, row, success_level=level, location=values["location"], **placed)
        extra: dict[str, Any] = {}
        if "range" in values and not values["melee"]:
            extra.update(range=values["range"], range_multiplier=values["range_multiplier"])
        if "damage_multiplier" in values:  # the number where the blow lands (the GM may have typed another)
            extra["multiplier"] = values["damage_multiplier"]
        return AfmbeDamageHealing.weapon_request(
            roller.sheet, int(values["weapon"]), success_level=level, location=values["location"], **extra
        )

    def _fire_roll(
        self, values: Mapping[str, Any], roller: Roller, bonus: TaskBonus, defence: TaskBonus | None, dice: Dice
    ) -> RollResult:
        """A burst or a rock-and-roll spray: one damage offer for each round that lands."""
        plan = values_plan(values)
        fired = resolve_fire(values["fire"], plan, bonus, defence, dice, self.preset, values["melee"])
        line = LogLine(
            QT_TRANSLATE_NOOP("rules", "Rounds that hit: {hits}, best total {total}"),
            {"hits": fired.hits, "total": max(a.total for a in fired.attacks)},
        )
        offers: list[DamageOffer] = []
        if values["weapon"] != "":
            for level, landed in fired.landed:
                offers += [DamageOffer("opponent", 0, self._damage_request(roller, values, level))] * landed
        return RollResult(line, fired.records(plan, dice.typed), fired.hits > 0, damage=tuple(offers))


def _ranged(sheet: Mapping[str, Any], weapon: str) -> bool:
    """Whether the sheet's weapon ``weapon`` (its index) is a gun or another missile."""
    rows = character.validate_sheet(sheet)["weapons"]
    return weapon.isdigit() and int(weapon) < len(rows) and bool(rows[int(weapon)].get("ranged"))
