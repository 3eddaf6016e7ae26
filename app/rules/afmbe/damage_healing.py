"""All Flesh Must Be Eaten damage and recovery: the damage form (an amount, or the attacker's weapon
rolled with its success level), armor by location, the pools hurt; the recovery form (points, first
aid, rest, sleep, medical care) and its arithmetic (:mod:`.fatigue`, :mod:`.wounds`).

:class:`AfmbeDamageHealing` is the ruleset's damage and healing
(:class:`~app.rules.features.damage.DamageRules`), reading states through the :class:`.states.AfmbeStates` it holds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.afmbe import character, fatigue, wounds
from app.rules.afmbe.catalog import HARD_TO_KILL
from app.rules.afmbe.damage import (
    DAMAGE_TYPES,
    LOCATIONS,
    RANGES,
    WEAPON_ROLL,
    resolve_damage,
    roll_weapon_damage,
)
from app.rules.afmbe.damage_formula import FORMULA_EXAMPLE, FORMULA_HELP, parse_weapon_damage, weapon_words
from app.rules.afmbe.hitloc import location_field, multiplier_location
from app.rules.afmbe.levels import MAX_LEVEL
from app.rules.afmbe.modifier_fields import damage_multiplier_field, range_multiplier_field
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.task import resolve_task, roll_die
from app.rules.base import Choice, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice, RollRecord
from app.rules.features.damage import DamageRules
from app.rules.field_presets import with_presets
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

POOLS: dict[str, str] = {
    "life_points": QT_TRANSLATE_NOOP("rules", "Life Points"),
    "endurance": QT_TRANSLATE_NOOP("rules", "Endurance"),
}

#: what a damage did to a pool, after the worked sum the log and the dialog show first
POOL_HURT = QT_TRANSLATE_NOOP("rules", "{damage} damage to {pool}: {before} → {after}.")
POOL_HURT_DISABLED = QT_TRANSLATE_NOOP("rules", "{damage} damage to {pool}: {before} → {after}; {limb} disabled.")
#: a hit past the track's end: where it stopped, and why (Endurance only: Life Points have no floor)
POOL_HURT_STOPPED = {
    "endurance": QT_TRANSLATE_NOOP(
        "rules", "{damage} damage to {pool}: {before} − {damage} = {left}, stops at {after}, "
                 "the Endurance total below zero."),
}
#: the same, in logs written when the line repeated the worked sum
POOL_HURT_BEFORE = (
    QT_TRANSLATE_NOOP("rules", "{damage} damage to {pool} ({arithmetic}): {before} → {after}."),
    QT_TRANSLATE_NOOP("rules", "{damage} damage to {pool} ({arithmetic}): {before} → {after}; {limb} disabled."),
)

HEAL_KINDS: dict[str, str] = {
    "amount": QT_TRANSLATE_NOOP("rules", "Give back points"),
    "first_aid": QT_TRANSLATE_NOOP("rules", "First Aid (success levels)"),
    "rest_care": QT_TRANSLATE_NOOP("rules", "Rest under medical care (days)"),
    "rest_no_care": QT_TRANSLATE_NOOP("rules", "Recovery without care (days)"),
    "sleep": QT_TRANSLATE_NOOP("rules", "Sleep (half hours)"),
    "rest": QT_TRANSLATE_NOOP("rules", "Rest (hours)"),
    "care": QT_TRANSLATE_NOOP("rules", "Medical help arrives"),
}


def _choices(mapping: Mapping[str, Any]) -> tuple[Choice, ...]:
    return tuple(Choice(k, v if isinstance(v, str) else v[0]) for k, v in mapping.items())


def _clean_request(fields: Sequence[FieldSpec], request: Mapping[str, Any]) -> dict[str, Any]:
    specs = {f.key: f for f in fields}
    if set(request) - set(specs):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The form has a field this ruleset does not know."))
    request = with_presets(fields, request)  # a multiplier left out: the text's for the type and location
    return {key: character.clean_value(spec, request.get(key, spec.default)) for key, spec in specs.items()}


class AfmbeDamageHealing(DamageRules):
    """The damage and recovery forms of :class:`~app.rules.afmbe.ruleset.AfmbeRuleset`."""

    def __init__(self, states: AfmbeStates) -> None:
        self.states = states

    # ---- damage --------------------------------------------------------------------------------
    def damage_defaults(self, sheet: Sheet, state: State,
                        attacker: tuple[Sheet, State] | None = None) -> dict[str, Any]:
        """The attacker's Strength, read off his sheet (a weapon's d4×STR multiplies by it)."""
        if attacker is None:
            return {}
        return {"attacker_str": int(attacker[0].get("str", 0))}

    def attacker_fields(self, request: Mapping[str, Any]) -> tuple[str, ...]:
        """The Attacker's Strength, when the damage is a weapon's rolled by his Strength (d6×STR)."""
        text = str(request.get("weapon") or "").strip()
        if not text or int(request.get("amount") or 0) > 0:
            return ()
        try:
            weapon = parse_weapon_damage(text)
        except RulesError:
            return ()
        return ("attacker_str",) if weapon.attribute == "str" else ()

    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        """Damage (before armor) or the attacker's weapon to roll, then type, location, armor, pool."""
        fields = [
            FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Damage before armor"), "int", 0, 0, 100000,
                      help=QT_TRANSLATE_NOOP("rules", "Leave at 0 to roll the weapon damage below.")),
            # Strength typed as the sheet writes it or in full, in the GM's language or in English
            FieldSpec("weapon", QT_TRANSLATE_NOOP("rules", "Weapon damage"), "text", "",
                      help=FORMULA_HELP, placeholder=FORMULA_EXAMPLE),
            FieldSpec("attacker_str", QT_TRANSLATE_NOOP("rules", "Attacker's Strength"), "int", 2, 0, 20),
            # the book marks these weapons "&"; a check box would take the "&" for its shortcut's marker
            FieldSpec("two_handed", QT_TRANSLATE_NOOP("rules", "Used with both hands: Strength +1 for damage"),
                      "bool", False),
            FieldSpec("success_level", QT_TRANSLATE_NOOP("rules", "Attack success level"), "int", 1, 0,
                      MAX_LEVEL),
        ]
        if self.states.uni:
            fields.append(FieldSpec("range", QT_TRANSLATE_NOOP("rules", "Range"), "choice", "short",
                                    choices=_choices(RANGES)))
            fields.append(range_multiplier_field())
        fields.append(FieldSpec("damage_type", QT_TRANSLATE_NOOP("rules", "Damage type"), "choice",
                                "bludgeoning", choices=_choices(DAMAGE_TYPES)))
        fields += [
            location_field(),
            damage_multiplier_field(self.states.preset),
            FieldSpec("worn_armor", QT_TRANSLATE_NOOP("rules", "Worn armor counts"), "bool", True),
            FieldSpec("armor", QT_TRANSLATE_NOOP("rules", "Other armor"), "int", 0, 0, 1000),
            FieldSpec("pool", QT_TRANSLATE_NOOP("rules", "Damage to"), "choice", "life_points",
                      choices=_choices(POOLS)),
        ]
        return fields

    @staticmethod
    def worn_armor(sheet: Sheet, location: str = "torso") -> int:
        """The best worn armor covering a location (pieces do not add up; none of the texts stacks them)."""
        area = LOCATIONS[location].armor_area
        values = [int(r["value"]) for r in sheet.get("armor", []) if r["covers"] in ("all", area)]
        return max(values, default=0)

    @staticmethod
    def weapon_request(attacker_sheet: Sheet, index: int, **extra: Any) -> dict[str, Any]:
        """The damage-form values for the attacker's weapon ``index`` (the GM adds the rest).

        Only a weapon for one or two hands (the book's &) takes ``two_handed`` (STR +1), and only
        one marked * may hurt Endurance instead of Life Points (norms weapon notes).
        """
        weapons = attacker_sheet.get("weapons", [])
        if not 0 <= index < len(weapons):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No such weapon on the sheet."))
        row = weapons[index]
        if extra.get("two_handed") and row.get("hands") != "optional":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Only a weapon for one or two hands gains from both hands."))
        if extra.get("pool") == "endurance" and not row.get("either_pool"):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Only a weapon marked * can hurt Endurance."))
        request = {"weapon": row["damage"], "attacker_str": attacker_sheet.get("str", 0),
                   "damage_type": row["damage_type"], "two_handed": False}
        request.update(extra)
        return request

    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice, *,
                     attacker: str = "") -> Outcome:
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        req = _clean_request(self.damage_fields(clean), request)
        location = req["location"]
        rolls: list[RollRecord] = []
        start: Arithmetic = ""
        if req["amount"] > 0:
            raw = req["amount"]
        elif req["weapon"]:
            weapon = parse_weapon_damage(req["weapon"])
            if weapon.attribute not in (None, "str"):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "Weapon damage here can only name Strength."))
            roll = roll_weapon_damage(weapon, {"str": req["attacker_str"]}, dice, req["success_level"],
                                      req.get("range", "short"), req["two_handed"],
                                      range_change=req.get("range_multiplier"), attacker=attacker)
            raw, start = roll.raw, marked(WEAPON_ROLL, weapon=weapon_words(req["weapon"].strip().replace("-", "−")),
                                       roll=roll.text)
            rolls.append(RollRecord(QT_TRANSLATE_NOOP("rules", "Damage"), roll.face_records, roll.text,
                                    roll.raw, dice.typed))
        else:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Give the damage or the weapon damage to roll."))
        armor = req["armor"] + (self.worn_armor(clean, location) if req["worn_armor"] else 0)
        pool = req["pool"]
        lp_max = character.life_points(clean)
        where = multiplier_location(self.states.preset, location)
        result = resolve_damage(raw, armor, req["damage_type"], where, lp_max,
                                start, limbs=self.states.uni and pool == "life_points", multiplier=req["multiplier"])
        before = st[pool]
        st[pool] = before - result.final
        if pool == "life_points" and result.final > 0:
            st["wounds_untreated"] += 1
            if st["life_points"] <= -10 and self.states.uni:
                st["cared_for"] = False
        if result.disabled and result.disabled not in st["disabled"]:
            st["disabled"].append(result.disabled)
        st["checks_due"] = wounds.checks_after_change(
            st, self.states.preset, pool == "life_points" and result.final > 0,
            pool == "endurance" and result.final > 0)
        st = self.states.settle(clean, st)
        # the worked sum is the outcome's own (the log's and the dialog's headline): the line says it
        # no second time
        args: dict[str, Any] = {"damage": result.final, "pool": {"t": POOLS[pool]},
                                "before": before, "after": st[pool]}
        left = before - result.final
        if result.disabled:
            args["limb"] = {"t": LOCATIONS[result.disabled].label}
            line = LogLine(POOL_HURT_DISABLED, args)
        elif pool in POOL_HURT_STOPPED and st[pool] > left and result.final > 0:  # the track's end
            line = LogLine(POOL_HURT_STOPPED[pool], {**args, "left": left})
        else:
            line = LogLine(POOL_HURT, args)
        return Outcome(st, [line], rolls, result.worked, dealt=result.final)

    # ---- healing -------------------------------------------------------------------------------
    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        kinds = HEAL_KINDS if self.states.uni else {"amount": HEAL_KINDS["amount"]}
        return (
            FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "Recovery"), "choice", "amount",
                      choices=_choices(kinds)),
            FieldSpec("pool", QT_TRANSLATE_NOOP("rules", "Points of"), "choice", "life_points",
                      choices=_choices(POOLS)),
            FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Amount"), "int", 1, 0, 10000,
                      help=QT_TRANSLATE_NOOP("rules", "Points, success levels, days, half hours or hours.")),
        )

    def heal_defaults(
        self, sheet: Sheet, state: State, healer: tuple[Sheet, State] | None = None, *, fighting: bool = False
    ) -> dict[str, Any]:
        """The heal opens on the points this patient lost: Endurance for one whose only loss is
        Endurance (the orderly worn out, his Life Points whole); Life Points otherwise (in a fight
        or not: the same care is offered)."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        lost_life = st["life_points"] < character.life_points(clean)
        lost_endurance = st["endurance"] < character.endurance_points(clean)
        return {"pool": "endurance"} if lost_endurance and not lost_life else {}

    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        req = _clean_request(self.heal_fields(clean), request)
        kind, amount = req["kind"], req["amount"]
        lp_max = character.life_points(clean)
        end_max = character.endurance_points(clean)
        con = clean["con"]
        rolls: list[RollRecord] = []
        lines: list[LogLine] = []
        pool = "endurance" if kind in ("sleep", "rest") else req["pool"]
        if kind in ("first_aid", "rest_care", "rest_no_care"):
            pool = "life_points"
        if st["dead"] and kind != "care":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The dead do not recover."))
        before = st[pool]
        if kind == "amount":
            top = lp_max if pool == "life_points" else end_max
            st[pool] = max(before, min(top, before + amount))
        elif kind == "first_aid":
            if st["wounds_untreated"] < 1:
                raise RulesError(QT_TRANSLATE_NOOP(
                    "rules", "First Aid is one roll a wound: no wound is left untreated."))
            st["wounds_untreated"] -= 1
            st[pool] = max(before, min(lp_max, before + fatigue.first_aid_healing(amount)))
        elif kind == "rest_care":
            st[pool] = fatigue.rest_under_care(before, lp_max, con, amount)
        elif kind == "rest_no_care":
            if before >= 0:
                raise RulesError(QT_TRANSLATE_NOOP(
                    "rules", "Recovery without care is given for characters below 0 Life Points only."))
            htk = character.trait_level(clean, "quality", HARD_TO_KILL)
            for _ in range(amount):
                if st[pool] >= 0:
                    break
                mod = wounds.survival_modifier(st[pool], htk)
                result = resolve_task(roll_die(dice, self.states.preset), wounds.check_bonus(clean, mod))
                rolls.append(result.record(QT_TRANSLATE_NOOP("rules", "Survival check"), dice.typed))
                st[pool] = st[pool] + min(result.level, con) if result.success else st[pool] - 1
        elif kind == "sleep":
            gain = fatigue.endurance_recovered(con, half_hours_sleep=amount)
            st[pool] = max(before, min(end_max, before + gain))
            st["sleep_debt"] = max(0, st["sleep_debt"] - gain)
        elif kind == "rest":
            gain = fatigue.endurance_recovered(con, hours_rest=amount)
            st[pool] = max(before, min(end_max - st["sleep_debt"], before + gain))
        elif kind == "care":
            st.update(cared_for=True, untreated_turns=0, survival_owed=0)
        if self.states.uni:
            st["checks_due"] = wounds.clear_stale_checks(st)
            if st["life_points"] > 0 and st["endurance"] > 0:
                st["unconscious"] = False
        st = self.states.settle(clean, st)
        if kind == "care":
            lines.append(LogLine(QT_TRANSLATE_NOOP(
                "rules", "Medical help: no more Survival checks by the minute.")))
        else:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules",
                                                   "{pool} recovered ({kind}): {before} → {after}."),
                                 {"pool": {"t": POOLS[pool]}, "kind": {"t": HEAL_KINDS[kind]},
                                  "before": before, "after": st[pool]}))
        return Outcome(st, lines, rolls)
