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
from app.rules.afmbe.attack_formula import attack_factors, defence_factors
from app.rules.afmbe.attack_rolls import AfmbeAttackRolls
from app.rules.afmbe.autofire import fire_odds, refuse_unless_automatic
from app.rules.afmbe.autofire_ammo import spend_autofire, with_sprayed_rounds
from app.rules.afmbe.darkness import darkness_hit_probability, in_darkness
from app.rules.afmbe.dash_roll import DASH, AfmbeDashRoll
from app.rules.afmbe.defences import (
    dodge_spent,
    dodged_state,
    on_the_ground,
    refuse_if_on_the_ground,
    spends_turn,
)
from app.rules.afmbe.fatigue_rolls import FATIGUE_KINDS, AfmbeFatigueRolls
from app.rules.afmbe.levels import MAX_LEVEL, level_name
from app.rules.afmbe.luck_rolls import AfmbeLuckRolls
from app.rules.afmbe.melee import hit_probability
from app.rules.afmbe.modifier_fields import attack_modifier_lines, modifier_lines
from app.rules.afmbe.more_rolls import MORE_KINDS, AfmbeMoreRolls
from app.rules.afmbe.odds import success_level_distribution
from app.rules.afmbe.out_of_fight import refuse_if_out_of_the_fight
from app.rules.afmbe.revival_roll import REVIVAL, AfmbeRevivalRoll
from app.rules.afmbe.roll_bonus import bonus_factors, roll_bonus
from app.rules.afmbe.roll_kinds import ATTACK, FEAR, TASK, own_roll_kinds
from app.rules.afmbe.shooting import after_shot, aim_waiting, aimed_shot_inputs, aiming, takes_aim
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.survival import AfmbeSurvival
from app.rules.afmbe.task import TaskBonus, resolve_task, roll_die
from app.rules.afmbe.told_alone import told_alone, told_other
from app.rules.afmbe.turn_counts import DEFENCE_ROLLED, turn_counts, turn_summary
from app.rules.base import LogLine, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.features.check_kinds import PREFIX as CHECK_PREFIX
from app.rules.features.damage import DamageRules
from app.rules.features.rolls import FighterTurn, RollRules, TurnRollAgainst
from app.rules.rolling import Chance, Roller, RollKind, RollResult, clean_inputs, find_kind, need_opponent
from app.rules.text import QT_TRANSLATE_NOOP

#: an aimed shot fired in total darkness: the plain d10 takes no modifier (unisystem §4.2.1.2)
AIM_LOST_IN_DARKNESS = QT_TRANSLATE_NOOP(
    "rules", "Total darkness: a plain d10 with no modifier; the aim's +{n} does not count and is spent.")
#: the checks the round's end sets up when due, the one each turn calls for first
ROUND_END_CHECKS = ("endurance", "survival", "stand", "consciousness")


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
        self.fatigue = AfmbeFatigueRolls(states, options)
        self.dash = AfmbeDashRoll(states.preset)
        #: the kinds of the sheet read last, by its contents: a roll resolved looks its kind up there
        #: (the dice dock resolves one roll some ten times to learn the dice it takes, each building
        #: every kind anew took 1.2 ms)
        self._kinds_of: tuple[str, list[RollKind]] | None = None

    def roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        key = repr(sheet)
        kept = self._kinds_of
        if kept is None or kept[0] != key:
            kept = self._kinds_of = (key, self._roll_kinds(sheet))
        return list(kept[1])

    def _roll_kinds(self, sheet: Mapping[str, Any]) -> list[RollKind]:
        """A task, an attack and fear (:mod:`.roll_kinds`), then the kinds of the parts held."""
        return [
            *own_roll_kinds(sheet, self._preset()),
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

    # ---- arithmetic (what a d10 is added to: :mod:`.roll_bonus`) -----------------------------
    def _preset(self) -> str:
        return str(self.preset)

    def told_alone(self, result: Any, dice: Any, faces: Sequence[Any], memo: Any
                   ) -> tuple[Any, list[Any], list[Any]] | None:
        """An attack against someone hidden, for the players' copy: the attacker's side alone."""
        return told_alone(result, dice, faces, memo, self._preset())

    def told_other(self, result: Any, dice: Any, faces: Sequence[Any], memo: Any
                   ) -> tuple[Any, list[Any], list[Any]] | None:
        """An attack by someone hidden on one the players see: the defender's side alone."""
        return told_other(result, dice, faces, memo, self._preset())

    def _values(self, kind: RollKind, inputs: Mapping[str, Any], opponent: Roller | None = None) -> dict[str, Any]:
        fields = kind.fields + kind.opponent_fields
        return clean_inputs(fields, {**self.opponent_defaults(kind.key, opponent), **inputs})

    def opponent_defaults(self, kind: str, opponent: Roller | None, inputs: Mapping[str, Any] | None = None,
                          declared: str | None = None) -> dict[str, Any]:
        """A zombie attacked defends with nothing by default: the dead do not dodge, block or parry
        (neither text gives a zombie a defence; the GM may still pick one); nor does one who dodged
        shots this turn (the dodge took all of his actions: :mod:`.defences`)."""
        if kind != ATTACK or opponent is None:
            return {}
        if undead.is_zombie(opponent.state) or on_the_ground(opponent.state):  # the dodge took his turn
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
        if on_the_ground(opponent.state):
            return LogLine(QT_TRANSLATE_NOOP("rules", "{name} hit the dirt to dodge a shot this turn: no defence "
                                                      "left until the round ends."), {"name": opponent.name})
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
        bonus = roll_bonus(self._preset(), roller, values, self.fatigue.kept)
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
        values: Mapping[str, Any] = self._values(spec, inputs, opponent)
        bonus = roll_bonus(self._preset(), roller, values, self.fatigue.kept)
        if kind == TASK:
            return tuple(bonus_factors(bonus))
        # every term the odds take, named: a burst's, each group's, total darkness's (:mod:`.attack_formula`)
        values = with_sprayed_rounds(self.ammo, roller.sheet, roller.state, values)
        out = attack_factors(bonus, values)
        if opponent is not None:  # the defence's own, its action's −2 said
            try:
                defence = self.attacks.defence_bonus(opponent, values)
            except RulesError:  # a parry with no melee weapon: the odds line says why
                defence = None
            if defence is not None:
                out += defence_factors(opponent.name, defence, values)
        return tuple(out)

    # ---- rolling ------------------------------------------------------------------------------
    def turn_counts(self, kind: str, inputs: Mapping[str, Any], earlier: Sequence[tuple[str, Mapping[str, Any]]],
                    against: Sequence[TurnRollAgainst] = (), opponent: FighterTurn | None = None) -> dict[str, int]:
        return turn_counts(inputs, earlier, against, opponent)

    def turn_summary(self, name: str, earlier: Sequence[tuple[str, Mapping[str, Any]]],
                     against: Sequence[TurnRollAgainst] = ()) -> LogLine:
        return turn_summary(name, earlier, against)

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
        bonus = roll_bonus(self._preset(), roller, values, self.fatigue.kept)
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
        # a dodge rolled spends the defender's turn; a shot that missed asked for none (no mark, no line)
        if spends_turn(self._preset(), values["defence"], values["melee"]) and rolled.memo.get(DEFENCE_ROLLED):
            rolled.opponent_state = dodged_state(opponent.state)
            rolled.lines.append(dodge_spent(opponent.name))
        return rolled
