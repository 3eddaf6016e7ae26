"""All Flesh Must Be Eaten rolls for the dice dock: tasks and attacks against a dodge or block.

* Task: d10 + attribute + skill (or a check of the attribute alone, twice for a simple
  unisystem check) + modifiers + the several-actions penalty + the wound and fatigue penalty
  (unisystem), against a difficulty; the odds are :func:`~app.rules.afmbe.odds.success_level_distribution`.
  Luck points raise a rolled task, the GM's bad luck points lower it (:mod:`.luck_rolls`).
* Attack: the attacker's task against the defender's: "to block an attack, roll dexterity and
  brawl; to dodge, dexterity and dodge; if you beat the attacker's roll, you avoid the attack"
  (norms "Dodging and Blocking"); unisystem §4.1.2: without Dodge a difficult Dexterity check.
  The attack hits when it succeeds and the defence does not hold: a higher defence total always
  holds, a tie only in unisystem melee ("si empata o gana el defensor"; :mod:`.melee`).  A hit
  offers the weapon's damage with the attack's success level to the defender.

The chance of a hit is exact (:func:`~app.rules.afmbe.melee.hit_probability`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from app.rules.afmbe import character, undead
from app.rules.afmbe.advancement import fear_bonus
from app.rules.afmbe.ammunition import AfmbeAmmo
from app.rules.afmbe.attack_form import (
    attack_form_fields,
    defence_form_fields,
    first_weapon,
    weapon_skill,
    weapon_skill_presets,
)
from app.rules.afmbe.attack_rolls import AfmbeAttackRolls
from app.rules.afmbe.autofire import fire_odds, refuse_unless_automatic
from app.rules.afmbe.autofire_ammo import spend_autofire, with_sprayed_rounds
from app.rules.afmbe.catalog import skill_label
from app.rules.afmbe.darkness import darkness_hit_probability, in_darkness
from app.rules.afmbe.dash_roll import DASH, AfmbeDashRoll
from app.rules.afmbe.defences import dodge_spent, dodged_state, refuse_if_on_the_ground, spends_turn
from app.rules.afmbe.fatigue_rolls import FATIGUE_KINDS, AfmbeFatigueRolls
from app.rules.afmbe.levels import DEFAULT_DIFFICULTY, MAX_LEVEL, level_name
from app.rules.afmbe.luck_rolls import AfmbeLuckRolls
from app.rules.afmbe.melee import hit_probability, melee_action_penalty
from app.rules.afmbe.modifier_fields import VET_MOST_LEVELS, attack_modifier_lines, modifier_lines, vet_fields
from app.rules.afmbe.more_rolls import (
    MORE_KINDS,
    AfmbeMoreRolls,
    movement_field,
    movement_parts,
    skill_choice,
    specialization_choices,
)
from app.rules.afmbe.odds import success_level_distribution
from app.rules.afmbe.out_of_fight import refuse_if_out_of_the_fight
from app.rules.afmbe.revival_roll import REVIVAL, AfmbeRevivalRoll
from app.rules.afmbe.shooting import (
    after_shot,
    aim_waiting,
    aimed_shot_inputs,
    aiming,
    shooting_parts,
    takes_aim,
)
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.survival import AfmbeSurvival
from app.rules.afmbe.task import SKILL, WOUNDS_AND_FATIGUE, TaskBonus, resolve_task, roll_die, task_bonus
from app.rules.afmbe.turn_counts import turn_counts
from app.rules.afmbe.wounds import action_penalty
from app.rules.base import Choice, FieldSpec, LogLine, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.features.check_kinds import PREFIX as CHECK_PREFIX
from app.rules.features.damage import DamageRules
from app.rules.features.rolls import FighterTurn, RollRules, TurnRollAgainst
from app.rules.numbers import signed
from app.rules.rolling import (
    Chance,
    Roller,
    RollKind,
    RollResult,
    clean_inputs,
    find_kind,
    need_opponent,
)
from app.rules.text import QT_TRANSLATE_NOOP

#: the parts of the dice dock's line under the odds (:meth:`AfmbeRolls.roll_factors`)
FACTOR_DIE = QT_TRANSLATE_NOOP("rules", "d10")
FACTOR_UP = QT_TRANSLATE_NOOP("rules", "+ {part} {value}")
FACTOR_DOWN = QT_TRANSLATE_NOOP("rules", "− {part} {value}")
FACTOR_TOTAL = QT_TRANSLATE_NOOP("rules", "= d10 {points}")
#: before the defender's own parts: "· Ben Okafor defends: d10 + Dexterity 2 + Dodge 2 − several actions 2"
FACTOR_DEFENDS = QT_TRANSLATE_NOOP("rules", "· {name} defends:")


def _factors(bonus: TaskBonus) -> list[LogLine]:
    """What a d10 is added to, each part named, and the sum: "d10 + Dexterity 3 + Guns 3 = d10 +6"."""
    out = [LogLine(FACTOR_DIE)]
    for label, value in bonus.parts:
        if value:
            out.append(LogLine(FACTOR_DOWN if value < 0 else FACTOR_UP, {"part": {"t": label}, "value": abs(value)}))
    out.append(LogLine(FACTOR_TOTAL, {"points": signed(bonus.total)}))
    return out
TASK = "task"
#: an aimed shot fired in total darkness: the plain d10 takes no modifier (unisystem §4.2.1.2)
AIM_LOST_IN_DARKNESS = QT_TRANSLATE_NOOP(
    "rules", "Total darkness: a plain d10 with no modifier; the aim's +{n} does not count and is spent.")
ATTACK = "attack"
#: a specialization's +2 in a task's working ("Humanities +3; specialization +2")
SPECIALIZATION = QT_TRANSLATE_NOOP("rules", "specialization")
FEAR = "fear"
#: the checks the round's end sets up when due, the one each turn calls for first
ROUND_END_CHECKS = ("endurance", "survival", "stand", "consciousness")
#: an unskilled unisystem attack's penalty: the text's "−2 for fairly easy things", the GM adds more
UNSKILLED_ATTACK = -2

CHECK_LABELS: dict[str, str] = {
    "test": QT_TRANSLATE_NOOP("rules", "Attribute + skill"),
    "unskilled": QT_TRANSLATE_NOOP("rules", "Unskilled (attribute alone)"),
    "simple": QT_TRANSLATE_NOOP("rules", "Simple check (attribute ×2)"),
    "difficult": QT_TRANSLATE_NOOP("rules", "Difficult check (attribute)"),
}


#: the skills an attack is rolled with, the likeliest first (matched on the skill's name, its type aside)
FIGHTING_SKILLS = ("guns", "hand weapon", "brawling", "martial arts", "archery", "throwing")


def _first_skill(clean: Mapping[str, Any], prefer: tuple[str, ...]) -> str:
    """The index (as the form's choice) of the skill a roll starts on; "" (no skill) for a task or a
    sheet without skills."""
    rows = list(enumerate(clean["skills"]))
    if not rows or not prefer:
        return ""
    for wanted in prefer:
        for i, row in rows:
            if str(row["name"]).strip().casefold() == wanted:
                return str(i)
    return str(max(rows, key=lambda r: int(r[1]["level"]))[0])


def _melee_action(action_number: int, other_kind_before: int) -> int:
    """The action number that, with one free action a turn, takes the melee penalty
    (:func:`~app.rules.afmbe.melee.melee_action_penalty`: −2k is the (k+1)-th action)."""
    return 1 - melee_action_penalty(action_number, other_kind_before) // 2


class AfmbeRolls(RollRules):
    """The dice dock's rolls of All Flesh Must Be Eaten under one preset: tasks, attacks and fear
    here; attacks rolled, aim and first aid, the revival, luck and fatigue by the parts it holds."""

    def __init__(self, states: AfmbeStates, options: Mapping[str, Any], survival: AfmbeSurvival,
                 damage: DamageRules, ammo: AfmbeAmmo) -> None:
        self.preset = states.preset
        self.ammo = ammo
        self.attacks = AfmbeAttackRolls(states.preset)
        self.revival = AfmbeRevivalRoll(states.preset, survival)
        self.more = AfmbeMoreRolls(states.preset, damage)
        self.luck = AfmbeLuckRolls(states, options)
        self.fatigue = AfmbeFatigueRolls(states)
        self.dash = AfmbeDashRoll(states.preset)
        #: the kinds of the sheet read last, by its contents: a roll resolved looks its kind up there
        #: (the dice dock resolves one roll some ten times to learn the dice it takes, each building
        #: every kind anew took 1.2 ms)
        self._kinds_of: tuple[str, list[RollKind]] | None = None

    # ---- declarations ----------------------------------------------------------------------
    def _actor_fields(self, sheet: Mapping[str, Any], prefer: tuple[str, ...] = (),
                      specialized: bool = False) -> tuple[FieldSpec, ...]:
        """Attribute, skill, modifiers, action.  An attack (``prefer``: the fighting skills) starts on
        the skill of its first weapon and follows the weapon picked (:func:`.attack_form.weapon_skill`:
        a punch on Brawling, a shot on Guns, unskilled when the sheet lacks the skill); a task on
        "No skill".  ``specialized`` (a norms task): each skill's specializations follow it in the
        list, +2."""
        clean = character.validate_sheet(sheet)
        skill_default = _first_skill(clean, prefer)
        follows: tuple[str, ...] = ()
        presets: tuple[tuple[tuple[str], str], ...] = ()
        if prefer:
            follows, presets = ("weapon",), weapon_skill_presets(clean)
            by_weapon = weapon_skill(clean, first_weapon(clean))
            skill_default = skill_default if by_weapon is None else by_weapon
        attributes = tuple(Choice(k, v) for k, v in character.ATTRIBUTE_LABELS.items())
        skills: tuple[Choice, ...] = (Choice("", QT_TRANSLATE_NOOP("rules", "No skill")),)
        for i, row in enumerate(clean["skills"]):
            skills += (skill_choice(i, row),)
            if specialized:
                skills += specialization_choices(i, row)
        return (
            FieldSpec("attribute", QT_TRANSLATE_NOOP("rules", "Attribute"), "choice", "dex", choices=attributes),
            FieldSpec(
                "skill", QT_TRANSLATE_NOOP("rules", "Skill"), "choice", skill_default, choices=skills,
                follows=follows, presets=presets,
            ),
            FieldSpec(
                "modifiers",
                QT_TRANSLATE_NOOP("rules", "Modifiers"),
                "int",
                0,
                -30,
                30,
                help=QT_TRANSLATE_NOOP("rules", "Range, light, cover, aiming, the situation: added to the roll."),
            ),
            FieldSpec(
                "action",
                QT_TRANSLATE_NOOP("rules", "Action this turn"),
                "int",
                1,
                1,
                10,
                help=QT_TRANSLATE_NOOP("rules", "The second action of a turn takes −2, the third −4…"),
            ),
        )

    def roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        key = repr(sheet)
        kept = self._kinds_of
        if kept is None or kept[0] != key:
            kept = self._kinds_of = (key, self._roll_kinds(sheet))
        return list(kept[1])

    def _roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        # norms "Skills": a specialization counts 2 levels higher (the unisystem summary has none)
        actor = self._actor_fields(sheet, specialized=self.preset == "norms")
        checks = ("test", "unskilled", "simple", "difficult") if self.preset == "unisystem" else ("test", "unskilled")
        task_fields = actor + (
            FieldSpec(
                "check",
                QT_TRANSLATE_NOOP("rules", "Test or check"),
                "choice",
                "test",
                choices=tuple(Choice(k, CHECK_LABELS[k]) for k in checks),
            ),
            FieldSpec(
                "difficulty", QT_TRANSLATE_NOOP("rules", "Difficulty (total needed)"), "int", DEFAULT_DIFFICULTY, 1, 40
            ),
            *vet_fields(),
        )
        if self.preset == "unisystem":
            task_fields += (
                FieldSpec(
                    "unskilled_penalty",
                    QT_TRANSLATE_NOOP("rules", "Unskilled penalty"),
                    "int",
                    -2,
                    -10,
                    -2,
                    help=QT_TRANSLATE_NOOP("rules", "Unskilled rolls only: −2 fairly easy to −10 really hard."),
                ),
                movement_field(),
            )
        attack_fields = self._actor_fields(sheet, FIGHTING_SKILLS) + attack_form_fields(
            character.validate_sheet(sheet), self._preset()
        )
        defence_fields = defence_form_fields()
        return [
            RollKind(
                TASK,
                QT_TRANSLATE_NOOP("rules", "Task"),
                task_fields,
                help=QT_TRANSLATE_NOOP("rules", "d10 + attribute + skill against the difficulty."),
            ),
            RollKind(
                ATTACK,
                QT_TRANSLATE_NOOP("rules", "Attack against a dodge or block"),
                attack_fields,
                True,
                defence_fields,
                help=QT_TRANSLATE_NOOP(
                    "rules", "The defence avoids the attack when its total is higher; in unisystem melee a tie too."
                ),
            ),
            RollKind(
                FEAR,
                QT_TRANSLATE_NOOP("rules", "Fear test"),
                (
                    FieldSpec(
                        "fear_modifier",
                        QT_TRANSLATE_NOOP("rules", "How frightening"),
                        "int",
                        0,
                        -10,
                        5,
                        help=QT_TRANSLATE_NOOP("rules", "The GM's modifier: 0 for a zombie, lower for worse horrors."),
                    ),
                ),
                help=QT_TRANSLATE_NOOP(
                    "rules", "Willpower, + Nerves of Steel, − Cowardly: a failure means the character panics."
                ),
            ),
            *self.more.more_roll_kinds(sheet),
            *self.revival.revival_kinds(),
            *self.fatigue.kinds(),
            *self.dash.kinds(sheet),
        ]

    def roll_kinds_now(self, sheet: Sheet, state: State) -> list[RollKind]:
        """The kinds, the attack's "aimed shot" box left out while no aim waits for this shooter
        (ticked by default, it read as an aim pending the round after the aimed shot was fired)."""
        kinds = self.roll_kinds(sheet)
        if aiming(state):
            return kinds
        return [replace(k, fields=tuple(f for f in k.fields if f.key != "use_aim")) if k.key == ATTACK else k
                for k in kinds]

    # ---- arithmetic ---------------------------------------------------------------------------
    def _preset(self) -> str:
        return str(self.preset)

    def _task_bonus(self, roller: Roller, values: Mapping[str, Any]) -> TaskBonus:
        clean = character.validate_sheet(roller.sheet)
        skill, named, special = 0, SKILL, False
        if values["skill"] != "":
            row_key, _, special_key = str(values["skill"]).partition(":")
            index = int(row_key)
            if not 0 <= index < len(clean["skills"]):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "No such skill on the sheet."))
            row = clean["skills"][index]
            if special_key and not 0 <= int(special_key) < len(character.specializations(row)):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "No such specialization on the sheet."))
            skill = int(row["level"])
            named = skill_label(str(row["name"]))
            special = bool(special_key)
        penalty = action_penalty(clean, {**self._fresh(clean), **roller.state}, self._preset())
        check = values.get("check", "test")
        attack_unskilled = self._unskilled_attack(roller, values)
        if attack_unskilled:  # §2.3: the attribute alone, a penalty, Decent at best
            check = "unskilled"
        # the norms text's unskilled task is the bare attribute ("just dexterity"): no penalty unless typed
        unskilled = (values.get("unskilled_penalty", UNSKILLED_ATTACK if attack_unskilled else 0)
                     if check == "unskilled" else 0)
        action = values["action"]
        modifiers = values["modifiers"]
        if values.get("melee"):
            action = _melee_action(action, values["defences_before"])
        bonus = task_bonus(
            self._preset(), check, int(clean[values["attribute"]]), skill, modifiers, unskilled, action,
            attribute_label=character.ATTRIBUTE_LABELS[values["attribute"]], skill_label=named,
        ).plus(WOUNDS_AND_FATIGUE, penalty)  # named apart from the GM's modifiers
        if special and check == "test":  # the specialization's +2, said right after the skill
            parts = list(bonus.parts)
            parts.insert(2, (SPECIALIZATION, character.SPECIALIZATION_BONUS))
            bonus = TaskBonus(tuple(parts), bonus.cap)
        if values.get("called_penalty"):  # the number the called location set (the GM may type another)
            bonus = TaskBonus(bonus.parts + ((QT_TRANSLATE_NOOP("rules", "called shot"), values["called_penalty"]),),
                              bonus.cap)
        if "use_aim" in values:  # an attack: range, light, shots, gun type, aim (:mod:`.shooting`)
            bonus = TaskBonus(bonus.parts + shooting_parts(values, clean, roller.state), bonus.cap)
        if values.get("vet_on_human"):  # Veterinary Medicine on a human: −3, 2 success levels at most
            bonus = TaskBonus(bonus.parts + ((QT_TRANSLATE_NOOP("rules", "veterinarian"), values["vet_penalty"]),),
                              min(bonus.cap, VET_MOST_LEVELS))
        return TaskBonus(bonus.parts + movement_parts(values, roller.state), bonus.cap)

    def _unskilled_attack(self, roller: Roller, values: Mapping[str, Any]) -> bool:
        """An attack of the living rolled with no skill in unisystem: an unskilled test (§2.3 "se suma
        únicamente el Atributo y se aplica una Fuerte penalización adicional"), −2 the fairly easy
        end (the GM's Modifiers add more), never better than Decent.  The norms text has the bare
        attribute ("just dexterity, if you're unskilled"); the dead have no skills in either text."""
        return ("weapon" in values and values["skill"] == "" and self._preset() == "unisystem"
                and not undead.is_zombie(roller.state))

    def _fresh(self, sheet: Mapping[str, Any]) -> dict[str, Any]:
        return {"life_points": character.life_points(sheet), "endurance": character.endurance_points(sheet)}

    def _values(self, kind: RollKind, inputs: Mapping[str, Any], opponent: Roller | None = None) -> dict[str, Any]:
        fields = kind.fields + kind.opponent_fields
        return clean_inputs(fields, {**self.opponent_defaults(kind.key, opponent), **inputs})

    def opponent_defaults(self, kind: str, opponent: Roller | None, inputs: Mapping[str, Any] | None = None
                          ) -> dict[str, Any]:
        """A zombie attacked defends with nothing by default: the dead do not dodge, block or parry
        (neither text gives a zombie a defence; the GM may still pick one)."""
        if kind == ATTACK and opponent is not None and undead.is_zombie(opponent.state):
            return {"defence": "none"}
        return {}

    def opponent_note(self, kind: str, opponent: Roller | None, inputs: Mapping[str, Any]) -> LogLine | None:
        """Why the target of an attack defends as :meth:`opponent_defaults` has it: the dead do not
        (neither text gives them a defence); the living may dodge a shot (norms: Dodge covers
        "hitting the dirt" to avoid gunfire; unisystem §4.2.2: at the cost of all their actions, and
        not against a surprise shot or without cover) and may dodge, block or parry a blow."""
        if kind != ATTACK or opponent is None:
            return None
        if undead.is_zombie(opponent.state):
            return LogLine(QT_TRANSLATE_NOOP("rules", "{name} is one of the dead: no dodge, block or parry (neither "
                                                      "text gives the dead a defence)."), {"name": opponent.name})
        if inputs.get("melee"):
            return LogLine(QT_TRANSLATE_NOOP("rules", "{name} may dodge, block or parry the blow."),
                           {"name": opponent.name})
        if self.preset == "unisystem":
            return LogLine(QT_TRANSLATE_NOOP("rules", "{name} may dodge the shot, which spends all their actions "
                                                      "this turn; not against a surprise shot or without cover "
                                                      "(then pick No defence)."), {"name": opponent.name})
        return LogLine(QT_TRANSLATE_NOOP("rules", "{name} may dodge the shot: Dodge covers hitting the dirt to "
                                                  "avoid gunfire."), {"name": opponent.name})

    def attack_hit_probability(
        self, attack: TaskBonus, defence: TaskBonus | None, melee: bool = False
    ) -> Fraction:
        """The exact chance that an attack with ``attack`` succeeds and ``defence`` does not hold
        (:func:`~app.rules.afmbe.melee.hit_probability`; a unisystem melee tie is the defender's)."""
        if defence is None:
            return 1 - success_level_distribution(attack.total, self._preset(), cap=attack.cap)[0]
        return hit_probability(attack.total, defence.total, self._preset(), melee)

    def roll_odds(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> list[Chance]:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        opponent = need_opponent(spec, opponent)
        values: Mapping[str, Any] = self._values(spec, inputs, opponent)
        if kind in MORE_KINDS:
            return self.more.more_roll_odds(kind, roller, values, opponent)
        if kind in FATIGUE_KINDS:
            return self.fatigue.odds(kind, roller, values)
        if kind == REVIVAL:
            return self.revival.revival_odds(roller, values)
        if kind == DASH:
            return self.dash.odds(roller, values)
        if kind == ATTACK:
            refuse_if_out_of_the_fight(self._preset(), roller.state)
            refuse_if_on_the_ground(roller.state)
            refuse_unless_automatic(character.validate_sheet(roller.sheet), values)
        if kind == FEAR:
            fear = fear_bonus(character.validate_sheet(roller.sheet), self._preset(), int(values["fear_modifier"]))
            dist = success_level_distribution(fear.total, self._preset(), cap=fear.cap)
            return [
                Chance(QT_TRANSLATE_NOOP("rules", "Keeps their nerve"), 1 - dist[0]),
                Chance(QT_TRANSLATE_NOOP("rules", "Panics"), dist[0], severity="danger"),
            ]
        bonus = self._task_bonus(roller, values)
        if kind == ATTACK:
            assert opponent is not None
            defence = self.attacks.defence_bonus(opponent, values)
            if in_darkness(values):
                against = None if defence is None else defence.total
                chance = darkness_hit_probability(values, against, self._preset(), values["melee"])
                return [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), chance)]
            if values.get("fire", "single") != "single":
                values = with_sprayed_rounds(self.ammo, roller.sheet, roller.state, values)
                # a magazine too short, said before the roll
                spend_autofire(self.ammo, roller.sheet, roller.state, values)
                return fire_odds(values, bonus, defence, self._preset())
            spend_autofire(self.ammo, roller.sheet, roller.state, values)  # an empty magazine, said before the roll
            hit = self.attack_hit_probability(bonus, defence, values["melee"])
            return [Chance(QT_TRANSLATE_NOOP("rules", "Hit"), hit)]
        dist = success_level_distribution(bonus.total, self._preset(), difficulty=values["difficulty"], cap=bonus.cap)
        out = [Chance(QT_TRANSLATE_NOOP("rules", "Success"), 1 - dist[0])]
        for level in range(2, MAX_LEVEL + 1):
            chance = sum((dist[v] for v in range(level, MAX_LEVEL + 1)), Fraction(0))
            if chance < Fraction(1, 1000) or len(out) >= 4:
                break
            out.append(
                Chance(QT_TRANSLATE_NOOP("rules", "{level} or better"), chance, {"level": {"t": level_name(level)}})
            )
        return out

    def roll_factors(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], opponent: Roller | None = None
    ) -> tuple[LogLine, ...]:
        """What a task's or an attack's d10 is added to, each part named, as the dice dock shows it
        under the odds before the roll: "d10 + Dexterity 3 + Guns 3 − wounds and fatigue 2 = d10 +4"
        (Dana at 3 Life Points read "Hit 60%" with no reason; «heridas y fatiga −2» came only with
        the result); an attack's defence after it, its own several actions' −2 said ("· Ben Okafor
        defends: d10 + Dexterity 2 + Dodge 2 − several actions 2 = d10 +2": his second parry)."""
        if kind not in (TASK, ATTACK):
            return ()
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        values = self._values(spec, inputs, opponent)
        out = _factors(self._task_bonus(roller, values))
        if kind == ATTACK and opponent is not None:  # the defence's own, its action's −2 said
            try:
                defence = self.attacks.defence_bonus(opponent, values)
            except RulesError:  # a parry with no melee weapon: the odds line says why
                defence = None
            if defence is not None:
                out += [LogLine(FACTOR_DEFENDS, {"name": opponent.name}), *_factors(defence)]
        return tuple(out)

    # ---- rolling ------------------------------------------------------------------------------
    def turn_counts(self, kind: str, inputs: Mapping[str, Any], earlier: Sequence[tuple[str, Mapping[str, Any]]],
                    against: Sequence[TurnRollAgainst] = (), opponent: FighterTurn | None = None) -> dict[str, int]:
        return turn_counts(inputs, earlier, against, opponent)

    def round_end_roll(self, sheet: Sheet, state: State) -> tuple[str, dict[str, Any]] | None:
        """The aimed shot due at the round's end (:func:`.shooting.aimed_shot_inputs`); else, in
        unisystem, the check the round's end leaves due (§4.8: at 0 Endurance or less "un Chequeo de
        Supervivencia cada Turno"; a Survival check below −10 Life Points), set up as the dice dock's
        kind of that check (:mod:`app.rules.features.check_kinds`)."""
        inputs = aimed_shot_inputs(character.validate_sheet(sheet), state)
        if inputs is None:
            if self.preset != "unisystem" or undead.is_zombie(state) or state.get("dead"):
                return None
            due = [key for key in ROUND_END_CHECKS if key in state.get("checks_due", [])]
            return (CHECK_PREFIX + due[0], {}) if due else None
        known = {f.key for f in find_kind(self.roll_kinds(sheet), ATTACK).fields}
        return ATTACK, {k: v for k, v in inputs.items() if k in known}  # norms' attack has no rate of fire

    def follow_up_roll(
        self, action: str, memo: Mapping[str, Any], roller: Roller, dice: Dice, points: int = 0
    ) -> RollResult:
        """Luck or bad luck points spent on a rolled task (:meth:`AfmbeLuckRolls.follow_up_roll`)."""
        return self.luck.follow_up_roll(action, memo, roller, dice, points)

    def resolve_roll(
        self, kind: str, roller: Roller, inputs: Mapping[str, Any], dice: Dice, opponent: Roller | None = None
    ) -> RollResult:
        spec = find_kind(self.roll_kinds(roller.sheet), kind)
        opponent = need_opponent(spec, opponent)
        values: Mapping[str, Any] = self._values(spec, inputs, opponent)
        if kind in MORE_KINDS:
            return self.more.more_resolve_roll(kind, roller, values, dice, opponent)
        if kind in FATIGUE_KINDS:
            return self.fatigue.resolve(kind, roller, values, dice)
        if kind == REVIVAL:
            return self.revival.revival_roll(roller, values, dice)
        if kind == DASH:
            return self.dash.resolve(roller, values, dice, spec.label)
        if kind == FEAR:
            fear = fear_bonus(character.validate_sheet(roller.sheet), self._preset(), int(values["fear_modifier"]))
            result = resolve_task(roll_die(dice, self._preset()), fear)
            if result.success:
                line = LogLine(
                    QT_TRANSLATE_NOOP("rules", "Keeps their nerve: {level}, total {total}"),
                    {"level": {"t": level_name(result.level)}, "total": result.total},
                )
            else:
                line = LogLine(
                    QT_TRANSLATE_NOOP("rules", "Panics, freezes or runs: total {total}"), {"total": result.total}
                )
            return RollResult(
                line,
                [result.record(spec.label, dice.typed)],
                result.success,
                follow_ups=self.luck.follow_ups(roller.state),
                memo=self.luck.memo(result),
            )
        bonus = self._task_bonus(roller, values)
        if kind == TASK:
            result = resolve_task(roll_die(dice, self._preset()), bonus, difficulty=values["difficulty"])
            return RollResult(
                self.luck.level_line(result),
                [result.record(spec.label, dice.typed)],
                result.success,
                lines=modifier_lines(values, ("vet_penalty",) if values["vet_on_human"] else ()),
                follow_ups=self.luck.follow_ups(roller.state),
                memo=self.luck.memo(result),
            )
        assert opponent is not None
        refuse_if_out_of_the_fight(self._preset(), roller.state)
        refuse_if_on_the_ground(roller.state)
        refuse_unless_automatic(character.validate_sheet(roller.sheet), values)  # a pistol's burst: nothing spent
        values = with_sprayed_rounds(self.ammo, roller.sheet, roller.state, values)
        spent = spend_autofire(self.ammo, roller.sheet, roller.state, values)  # refused before a die is rolled
        rolled = self.attacks.attack_roll(values, roller, opponent, bonus, dice)
        rolled.lines[:0] = attack_modifier_lines(values)
        if takes_aim(values, roller.state, character.validate_sheet(roller.sheet)):
            rolled.state = after_shot(roller.state if spent is None else spent)
            if in_darkness(values):  # "tira 1D10 sin modificador": the aim is spent, and its bonus said lost
                rolled.lines.append(LogLine(AIM_LOST_IN_DARKNESS, {"n": aim_waiting(roller.state)}))
        elif spent is not None:
            rolled.state = spent
        if spends_turn(self._preset(), values["defence"], values["melee"]):
            rolled.opponent_state = dodged_state(opponent.state)
            rolled.lines.append(dodge_spent(opponent.name))
        return rolled
