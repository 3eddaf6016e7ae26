"""The All Flesh Must Be Eaten ruleset object, presets ``norms`` and ``unisystem``.

It declares the sheet, tracks, forms and options, and runs the initiative and end-of-round
arithmetic of :mod:`app.rules.afmbe`'s other modules on JSON-able states (read and settled by
:class:`.states.AfmbeStates`).  Its features, each an object it builds once: damage and healing
(:mod:`.damage_healing`), the checks of the wounded (:mod:`.survival`), the ammo ledger
(:mod:`.ammunition`), the dice dock's rolls (:mod:`.rolls`) and experience (:mod:`.experience_rules`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.afmbe import character, dying, fatigue, norms_death, undead, wounds, written
from app.rules.afmbe.ammunition import AMMO_UNITS, UNUSED_COLUMNS, AfmbeAmmo
from app.rules.afmbe.book_names import HEADING_NAMES, TOTALS
from app.rules.afmbe.catalog import (
    BAD_LUCK,
    FAST_REACTION_TIME,
    GOOD_LUCK,
    RESISTANCE_FATIGUE,
    RESISTANCE_PAIN,
)
from app.rules.afmbe.damage_formula import weapon_words
from app.rules.afmbe.damage_healing import POOLS, AfmbeDamageHealing
from app.rules.afmbe.defences import end_of_turn, fight_over, turn_conditions
from app.rules.afmbe.experience_rules import AfmbeExperience
from app.rules.afmbe.fatigue_rolls import (
    ENDURANCE_KIND,
    MOST_DURATION,
    kept_option,
    load_condition,
    load_rolls_due,
)
from app.rules.afmbe.gear import weapon_budget, weapon_option_fields
from app.rules.afmbe.hitloc import limb_conditions
from app.rules.afmbe.levels import DEFAULT_DIFFICULTY, MAX_LEVEL
from app.rules.afmbe.rolls import AfmbeRolls
from app.rules.afmbe.shooting import aim_at_round_end, aim_conditions, aim_over
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.survival import AfmbeSurvival
from app.rules.afmbe.task import WOUNDS_AND_FATIGUE, TaskResult, resolve_task, roll_die, task_bonus
from app.rules.base import (
    BudgetLine,
    Choice,
    Condition,
    FieldSpec,
    InitiativeRoll,
    LogLine,
    Outcome,
    RulesError,
    Ruleset,
    Sheet,
    State,
    TrackSpec,
)
from app.rules.dice import Dice, Face, RollRecord
from app.rules.features.check_kinds import PREFIX as CHECK_PREFIX
from app.rules.numbers import number, signed
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import marked

#: the worked initiative, each number named: with Fast Reaction Time, with a load's penalty, with both
_INITIATIVE_SUMS = (
    QT_TRANSLATE_NOOP("rules", "d10 {face} + Dexterity {dex} = {value}"),
    QT_TRANSLATE_NOOP("rules", "d10 {face} + Dexterity {dex} + {quality} {frt} = {value}"),
    QT_TRANSLATE_NOOP("rules", "d10 {face} + Dexterity {dex} − load {load} = {value}"),
    QT_TRANSLATE_NOOP("rules", "d10 {face} + Dexterity {dex} + {quality} {frt} − load {load} = {value}"),
)
#: the same when a natural 10 or 1 rolled the die again ({die}: the die worked out as a task's is,
#: norms "Rolling natural 1's and 10's", unisystem "La Regla del Diez y la del 1")
_INITIATIVE_AGAIN = (
    QT_TRANSLATE_NOOP("rules", "{die} + Dexterity {dex} = {value}"),
    QT_TRANSLATE_NOOP("rules", "{die} + Dexterity {dex} + {quality} {frt} = {value}"),
    QT_TRANSLATE_NOOP("rules", "{die} + Dexterity {dex} − load {load} = {value}"),
    QT_TRANSLATE_NOOP("rules", "{die} + Dexterity {dex} + {quality} {frt} − load {load} = {value}"),
)
_FRT = QT_TRANSLATE_NOOP("rules", "Fast Reaction Time")
#: the fight declaration of a very intense fight (:meth:`AfmbeRuleset.fight_declarations`)
FRANTIC = "frantic"


#: a condition's penalty, said for what it is (unisystem §4.6 "las Acciones reciben penalizaciones de
#: entre -1 y -5"; §4.8 "todas sus acciones sufren una penalización de -2")
PENALTY = QT_TRANSLATE_NOOP("rules", "penalty {penalty} to every action")
#: a Survival check due after minutes without care: its modifier, then why it grows (:func:`.dying.minutes_note`)
SURVIVAL_DETAIL = QT_TRANSLATE_NOOP("rules", "{modifier} ({note})")


class AfmbeRuleset(Ruleset):
    """All Flesh Must Be Eaten, in the slimmed ``norms`` rules or the fuller ``unisystem`` summary."""

    id = "afmbe"
    preset: str  # "norms" or "unisystem", set by __init__
    title = QT_TRANSLATE_NOOP("rules", "All Flesh Must Be Eaten")
    night_state = QT_TRANSLATE_NOOP("rules", "Life Points, Endurance and conditions")
    #: the same for characters with luck points (a Good Luck quality, a Bad Luck drawback)
    NIGHT_LUCK = QT_TRANSLATE_NOOP("rules", "Life Points, Endurance, luck and conditions")
    initiative_modes = (Choice("dex", QT_TRANSLATE_NOOP("rules", "d10 + Dexterity + Fast Reaction Time")),)

    def __init__(self, preset: str, options: Mapping[str, Any] | None = None) -> None:
        if preset not in ("norms", "unisystem"):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
        self.preset = preset
        if preset == "norms":  # norms "Initiative": the mark "started the violence" orders the first turn
            self.initiative_modes = (Choice(
                "dex",
                QT_TRANSLATE_NOOP("rules", "Instigators first, then d10 + Dexterity + Fast Reaction Time"),
                note=QT_TRANSLATE_NOOP(
                    "rules", "Who started the violence first in turn 1, then d10 + Dexterity + Fast Reaction Time"),
            ),)
        self.features = frozenset({"ammo_points"} if preset == "norms" else {"ammo_rounds"})
        super().__init__(options)
        for spec in self.option_fields():
            value = self.options[spec.key]
            if spec.kind == "bool":
                if not isinstance(value, bool):
                    raise RulesError(QT_TRANSLATE_NOOP("rules", "A campaign switch must be yes or no."))
            elif isinstance(value, bool) or not isinstance(value, int) or not (
                    spec.minimum is None or value >= spec.minimum) or not (
                    spec.maximum is None or value <= spec.maximum):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "A campaign option is out of its range."))
        self.states = AfmbeStates(preset)
        self._damage = AfmbeDamageHealing(self.states)
        self._checks = AfmbeSurvival(self.states)
        self._ammo = AfmbeAmmo(preset)
        self._rolls = AfmbeRolls(self.states, self.options, self._checks, self._damage, self._ammo)
        self._experience = AfmbeExperience()

    @property
    def uni(self) -> bool:
        return self.preset == "unisystem"

    # ---- features ------------------------------------------------------------------------------
    def damage_rules(self) -> AfmbeDamageHealing:
        return self._damage

    def check_rules(self) -> AfmbeSurvival:
        return self._checks

    def ammo_rules(self) -> AfmbeAmmo:
        return self._ammo

    def roll_rules(self) -> AfmbeRolls:
        return self._rolls

    def experience_rules(self) -> AfmbeExperience:
        return self._experience

    def roll_check(self, sheet: Sheet, state: State, check: str, dice: Dice, modifier: int = 0) -> Outcome:
        """Roll a due check (:meth:`AfmbeSurvival.roll_check`)."""
        return self._checks.roll_check(sheet, state, check, dice, modifier)

    def revive(self, sheet: Sheet, state: State, dice: Dice, doctor_levels: int = 0,
               life_support: bool | int = False, nurse_levels: int = 0) -> Outcome:
        """A team tries to bring back a character who failed a Survival check (:meth:`AfmbeSurvival.revive`)."""
        return self._checks.revive(sheet, state, dice, doctor_levels, life_support, nurse_levels)

    def time_passes(self, sheet: Sheet, state: State, minutes: int) -> Outcome:
        """Game time outside fights (:meth:`AfmbeSurvival.time_passes`)."""
        return self._checks.time_passes(sheet, state, minutes)

    def rolls_due(self, sheet: Sheet, state: State, minutes: int) -> list[LogLine]:
        """(unisystem §5) A load carried costs 1d4 Endurance every 10, 5, 2 or 1 minutes: the d4s due
        for ``minutes``, rolled by the GM in the dice dock (Endurance loss: Carrying the current
        load); none for the dead."""
        if not self.uni:
            return []
        clean = character.validate_sheet(sheet)
        st = self._state(clean, state)
        if st["dead"]:
            return []
        # §4.6.2: below −10 Life Points, a Survival check for each minute without medical care
        owed = self._checks.survival_due(clean, st, minutes)
        survival = [LogLine(QT_TRANSLATE_NOOP("rules", "Survival checks due without care: {count}."),
                            {"count": owed})] if owed else []
        return survival + load_rolls_due(st["load"], minutes)

    def roll_due_setup(self, sheet: Sheet, state: State, minutes: int) -> tuple[str, dict[str, Any]] | None:
        """The load's Endurance loss for the minutes passed, set up in the dice dock (none past the
        dock's longest duration: the line says how to roll it)."""
        clean = character.validate_sheet(sheet)
        st = self._state(clean, state)
        if st["dead"] or not load_rolls_due(st["load"], minutes) or minutes > MOST_DURATION:
            return None
        return ENDURANCE_KIND, {"activity": "load", "duration": minutes}

    def rolls_due_setups(self, sheet: Sheet, state: State, minutes: int) -> list[tuple[str, dict[str, Any]]]:
        """The Survival checks the minutes leave due, one after another in the dice dock (each the
        check's own kind), then the load's Endurance loss."""
        owed = self._checks.survival_due(sheet, state, minutes) if self.uni and not state.get("dead") else 0
        load = self.roll_due_setup(sheet, state, minutes)
        return [(CHECK_PREFIX + "survival", {})] * owed + ([] if load is None else [load])

    weapon_request = staticmethod(AfmbeDamageHealing.weapon_request)
    worn_armor = staticmethod(AfmbeDamageHealing.worn_armor)

    # ---- campaign --------------------------------------------------------------------------
    def option_fields(self) -> Sequence[FieldSpec]:
        """Creation budgets (norms: 14 attribute, 30 skill, 5 quality, at most 10 drawback points,
        attributes 0-4 at creation, one melee and one ranged weapon; the unisystem text sets none, so
        0 leaves them unchecked), the worth of a luck point, and (unisystem) whether a fight the GM
        declares frantic burns 1d4 Endurance a turn of each fighter at the round's end ("Los
        estallidos de actividad frenética, como un combate muy intenso, ... consumiendo 1D4 puntos
        por Turno"): not every combat turn; and whether medium and heavier loads keep the light
        load's −1 on tests that need movement (§5 leaves it open: the GM's call)."""
        norms = not self.uni
        group = QT_TRANSLATE_NOOP("rules", "Character creation")
        unchecked = QT_TRANSLATE_NOOP("rules", "0 (no limit)")
        fields = [
            FieldSpec("attribute_points", QT_TRANSLATE_NOOP("rules", "Attribute points"), "int",
                      14 if norms else 0, 0, 200, group=group, zero=unchecked),
            FieldSpec("attribute_max", QT_TRANSLATE_NOOP("rules", "Highest attribute at creation"), "int",
                      4 if norms else 6, 0, 6, group=group,
                      zero=QT_TRANSLATE_NOOP("rules", "0 (the human maximum, 6)")),
            FieldSpec("skill_points", QT_TRANSLATE_NOOP("rules", "Skill points"), "int",
                      30 if norms else 0, 0, 500, group=group, zero=unchecked),
            FieldSpec("quality_points", QT_TRANSLATE_NOOP("rules", "Quality points"), "int",
                      5 if norms else 0, 0, 200, group=group, zero=unchecked),
            FieldSpec("drawback_max", QT_TRANSLATE_NOOP("rules", "Most drawback points"), "int",
                      10 if norms else 0, 0, 200, group=group, zero=unchecked),
            *weapon_option_fields(norms, group),
            FieldSpec("luck_bonus", QT_TRANSLATE_NOOP("rules", "Bonus of one luck point"), "int", 1, 1, 10,
                      group=QT_TRANSLATE_NOOP("rules", "Luck"),
                      help=QT_TRANSLATE_NOOP("rules", "The rules do not say how much a luck point adds.")),
        ]
        if self.uni:
            fields.append(FieldSpec(
                "frantic_combat", QT_TRANSLATE_NOOP("rules", "Frantic combat burns 1d4 Endurance a turn"), "bool", True,
                group=QT_TRANSLATE_NOOP("rules", "Fatigue"),
                help=QT_TRANSLATE_NOOP("rules", "At each round's end of a fight the GM has declared frantic "
                                                "(the Fight menu).")))
            fields.append(FieldSpec(
                fatigue.KEEP_MOVEMENT_PENALTY,
                QT_TRANSLATE_NOOP("rules", "Medium and heavier loads also take the light load's −1 off tests that "
                                           "need movement"),
                "bool", True, group=QT_TRANSLATE_NOOP("rules", "Fatigue"),
                help=QT_TRANSLATE_NOOP("rules", "The text gives a light load −1 to stealth, initiative and other "
                                                "tests that need movement, and the heavier loads only −3, −4.5 or "
                                                "−5 \"al movimiento\" (Speed): on, they keep at least the −1; off, "
                                                "they take nothing off those tests.")))
        return fields

    # ---- characters ---------------------------------------------------------------------------
    def sheet_fields(self) -> Sequence[FieldSpec]:
        return character.sheet_fields()

    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        return character.validate_sheet(sheet)

    def budget(self, sheet: Sheet, kind: str = "pc") -> list[BudgetLine]:
        clean = character.validate_sheet(sheet)
        return character.budget(clean, self.options) + weapon_budget(clean, self.options)

    def derived(self, sheet: Sheet) -> dict[str, int]:
        return character.derived(character.validate_sheet(sheet))

    def derived_labels(self) -> Mapping[str, str]:
        return dict(character.DERIVED_LABELS)

    def cell_words(self, table: str, column: str, value: Any) -> Any:
        """A weapon's damage with its attribute in the GM's language ("d6×FUE", «d6×СИЛ»), as the log says it."""
        if (table, column) == ("weapons", "damage") and isinstance(value, str):
            return weapon_words(value)
        return value

    def night_state_of(self, sheets: Sequence[Mapping[str, Any]]) -> str:
        """Luck named only when one of ``sheets`` has luck points to keep (its tracks say so)."""
        for sheet in sheets:
            try:
                keys = {t.key for t in self.tracks(dict(sheet))}
            except (KeyError, TypeError, ValueError, RulesError):
                continue
            if keys & {"luck", "bad_luck"}:
                return self.NIGHT_LUCK
        return self.night_state

    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        """Life Points and Endurance (both run below 0, down to minus their total), and luck."""
        clean = character.validate_sheet(sheet)
        lp = character.life_points(clean)
        end = character.endurance_points(clean)
        out = [
            TrackSpec("life_points", POOLS["life_points"], lp, -lp, True),
            TrackSpec("endurance", POOLS["endurance"], end, -end, True),
        ]
        luck = character.trait_level(clean, "quality", GOOD_LUCK)
        bad = character.trait_level(clean, "drawback", BAD_LUCK)
        if luck:
            # on the roster row: the GM sees what is left to spend on a roll
            out.append(TrackSpec("luck", QT_TRANSLATE_NOOP("rules", "Luck points"), luck, 0, True, "steps"))
        if bad:
            out.append(TrackSpec("bad_luck", QT_TRANSLATE_NOOP("rules", "Bad luck points"), bad, 0, False,
                                 "steps", higher_is_worse=True))
        return out

    def initial_state(self, sheet: Sheet) -> State:
        return self.states.fresh(sheet)

    def _state(self, sheet: Sheet, state: Mapping[str, Any]) -> State:
        """A copy of ``state`` with every key present (:meth:`AfmbeStates.read`)."""
        return self.states.read(sheet, state)

    def _settle(self, sheet: Sheet, state: State) -> State:
        """Clamp the pools to their tracks and apply the automatic states of the preset."""
        return self.states.settle(sheet, state)

    def written_conditions(self) -> Sequence[Choice]:
        """Dead, written for a character who died between sessions (:mod:`.written`)."""
        return written.written_conditions()

    def condition_spellings(self) -> Mapping[str, str]:
        return written.spellings()

    def heading_names(self) -> Mapping[str, tuple[str, ...]]:
        """The books' words for Life Points, Endurance and the attributes (:mod:`.book_names`)."""
        return HEADING_NAMES

    def column_units(self) -> Mapping[tuple[str, str], tuple[str, str]]:
        """Ammo: Ammo Points in norms, rounds in unisystem (:data:`.ammunition.AMMO_UNITS`)."""
        return {("weapons", "ammo"): AMMO_UNITS[self.preset]}

    def unused_columns(self) -> frozenset[tuple[str, str]]:
        """Norms' Automatic: no bursts to fire (:data:`.ammunition.UNUSED_COLUMNS`)."""
        return UNUSED_COLUMNS[self.preset]

    def total_headings(self) -> frozenset[str]:
        """Life Points and Endurance Points: the book's columns are a character's totals (:mod:`.book_names`)."""
        return TOTALS

    def write_sheet_condition(self, sheet: Sheet, state: State, key: str, on: bool) -> State:
        """Dead written in words: as a failed Survival check at −10 LP leaves a character (:mod:`.written`)."""
        if key == "dead":
            return written.write_dead(sheet, state, on)
        return super().write_sheet_condition(sheet, state, key, on)

    def with_kind(self, kind: str, state: State) -> State:
        """A zombie is marked in its state: it ends by the GM's call, not by dying (:mod:`.undead`)."""
        return undead.with_kind(kind, state)

    def can_act(self, sheet: Sheet, state: State) -> bool:
        """The dead (a destroyed zombie), the unconscious and the dying (incapacitated) take no turns;
        nor does a fallen zombie until the GM calls it still coming (:mod:`.undead`)."""
        return not any(c.key in ("dead", "unconscious", "dying", "gm_call") for c in self.conditions(sheet, state))

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        clean = character.validate_sheet(sheet)
        st = self._state(clean, state)
        if st["dead"]:
            return [Condition("dead", QT_TRANSLATE_NOOP("rules", "Dead"), severity="danger")]
        out: list[Condition] = []
        lp, end = st["life_points"], st["endurance"]
        if undead.is_zombie(st) and lp <= 0:  # not a character's dying: the GM's call
            return undead.conditions(st) + limb_conditions(st) + turn_conditions(st) + aim_conditions(st)
        if st["unconscious"]:
            out.append(Condition("unconscious", QT_TRANSLATE_NOOP("rules", "Unconscious"), severity="danger"))
        if self.uni:
            pen = wounds.wound_penalty(lp, character.trait_level(clean, "quality", RESISTANCE_PAIN))
            # the number said for what it is ("Dying: penalty −5 to every action", not "Dying: −5")
            hurt = {"penalty": number(pen)}
            if lp <= -10:
                out.append(Condition("dying", QT_TRANSLATE_NOOP("rules", "Dying"), PENALTY, "danger", hurt))
            elif lp <= 0 and ("stand" in st["checks_due"] or st["unconscious"]):
                out.append(Condition("down", QT_TRANSLATE_NOOP("rules", "Stunned, on the ground"), PENALTY,
                                     "danger", hurt))
            elif pen:  # up again (§4.6.1: the check to stay up passed), the wounds' penalty still on
                out.append(Condition("badly_wounded", QT_TRANSLATE_NOOP("rules", "Badly wounded"), PENALTY,
                                     args=hurt))
            if end <= 0:
                out.append(Condition("exhausted", QT_TRANSLATE_NOOP("rules", "Exhausted"), PENALTY, "danger",
                                     {"penalty": signed(-2)}))
            elif end <= 5:
                out.append(Condition("dazed", QT_TRANSLATE_NOOP("rules", "Dazed and dizzy"), PENALTY,
                                     args={"penalty": signed(-2)}))
            for key in st["checks_due"]:
                mod = wounds.check_modifier(key, clean, st)
                note = dying.minutes_note(st) if key == "survival" else None
                if note is not None:  # "−2 (1 due; −1 more for each minute without medical care (1 minute))"
                    # on the badge too, as what it means (a detail with words shows in the tooltip alone)
                    out.append(Condition("check_" + key, wounds.CHECKS[key], SURVIVAL_DETAIL, "danger",
                                         {"modifier": signed(mod), "note": note}, meaning=SURVIVAL_DETAIL))
                # "−3 (−1 for Endurance −4, −2 at 5 or less)": the parts of a number made of two
                elif (parts := wounds.check_parts(key, clean, st)) is not None:
                    out.append(Condition("check_" + key, wounds.CHECKS[key], SURVIVAL_DETAIL, "danger",
                                         {"modifier": signed(mod), "note": parts}, meaning=SURVIVAL_DETAIL))
                else:
                    out.append(Condition("check_" + key, wounds.CHECKS[key], signed(mod), "danger"))
            if st["load"] != "none":
                out.append(load_condition(clean, st["load"], kept_option(self.options)))
        else:
            out += norms_death.conditions(self.preset, st)  # below 0: the GM's call, then incapacitated
            if end <= 0:
                out.append(Condition("exhausted", QT_TRANSLATE_NOOP("rules", "Exhausted"), severity="danger"))
        return out + limb_conditions(st) + turn_conditions(st) + aim_conditions(st)

    # ---- tasks and checks ------------------------------------------------------------------------
    def roll_task(self, sheet: Sheet, state: State, dice: Dice, *, attribute: str, skill: int = 0,
                  kind: str = "test", modifiers: int = 0, difficulty: int = DEFAULT_DIFFICULTY,
                  unskilled_penalty: int = 0, action_number: int = 1, free_actions: int = 1,
                  cap: int = MAX_LEVEL) -> TaskResult:
        """A task of this character, its wound and fatigue penalty included (unisystem)."""
        clean = character.validate_sheet(sheet)
        st = self._state(clean, state)
        if attribute not in character.ATTRIBUTE_LABELS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown attribute."))
        penalty = wounds.action_penalty(clean, st, self.preset)
        bonus = task_bonus(self.preset, kind, clean[attribute], skill, modifiers, unskilled_penalty,
                           action_number, free_actions, cap,
                           attribute_label=character.ATTRIBUTE_LABELS[attribute]).plus(WOUNDS_AND_FATIGUE, penalty)
        return resolve_task(roll_die(dice, self.preset), bonus, difficulty=difficulty)

    def spend_luck(self, sheet: Sheet, state: State, result: TaskResult, points: int,
                   bad: bool = False) -> tuple[TaskResult, Outcome]:
        """Raise a rolled task with luck points (or, ``bad``, lower it with the GM's bad luck points)."""
        return self._rolls.luck.spend_luck(sheet, state, result, points, bad)

    def new_session(self, sheet: Sheet, state: State) -> Outcome:
        """Luck and bad luck points come back at the start of each game session (norms qualities)."""
        clean = character.validate_sheet(sheet)
        st = self._state(clean, state)
        st["luck"] = character.trait_level(clean, "quality", GOOD_LUCK)
        st["bad_luck"] = character.trait_level(clean, "drawback", BAD_LUCK)
        lines = []
        if st["luck"]:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{count} Luck points for the session."),
                                 {"count": st["luck"]}))
        if st["bad_luck"]:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{count} bad luck points for the GM this session."),
                                 {"count": st["bad_luck"]}))
        return Outcome(st, lines or [LogLine(QT_TRANSLATE_NOOP("rules", "Luck points restored for the session."))])

    def spend_endurance(self, sheet: Sheet, state: State, activity: str, duration: int,
                        dice: Dice) -> Outcome:
        """Endurance lost to an activity (:meth:`AfmbeFatigueRolls.spend_endurance`)."""
        return self._rolls.fatigue.spend_endurance(sheet, state, activity, duration, dice)

    def set_load(self, sheet: Sheet, state: State, load: str) -> Outcome:
        """Record the load level the character carries (:meth:`AfmbeFatigueRolls.set_load`)."""
        return self._rolls.fatigue.set_load(sheet, state, load)

    # ---- fights ----------------------------------------------------------------------------------
    def roll_initiative(self, sheet: Sheet, state: State, mode: str, dice: Dice) -> InitiativeRoll:
        """d10 + DEX + Fast Reaction Time (−1 under a light load, unisystem §5, and under a heavier one
        where the campaign's option keeps it); ties: higher DEX first.  The
        d10 is a task's: a natural 10 or 1 rolls again by the preset's rule (:func:`.task.roll_die`)."""
        if mode != "dex":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown initiative mode."))
        clean = character.validate_sheet(sheet)
        st = self._state(clean, state)
        die = roll_die(dice, self.preset)  # a natural 10 or 1 rolls again, as in every task
        face = die.natural
        frt = character.trait_level(clean, "quality", FAST_REACTION_TIME)
        load = fatigue.movement_penalty(st["load"], kept_option(self.options)) if self.uni else 0
        value = die.value + clean["dex"] + frt + load
        which = (1 if frt else 0) + (2 if load else 0)
        template = _INITIATIVE_AGAIN[which] if len(die.faces) > 1 else _INITIATIVE_SUMS[which]
        text = marked(template, face=face, die=die.text, dex=clean["dex"], quality=marked(_FRT), frt=frt,
                      load=-load, value=value)
        record = RollRecord(QT_TRANSLATE_NOOP("rules", "Initiative"), [Face(10, f) for f in die.faces], text,
                            value, dice.typed)
        return InitiativeRoll(value, (value, clean["dex"]), record)

    def fight_over(self, state: State) -> Outcome:
        """A dodge of shots lasts the turn, an aim waits for the round's end: both end with the fight
        (:mod:`.defences`, :mod:`.shooting`)."""
        new, lines = fight_over(state)
        new, more = aim_over(new)
        return Outcome(new, lines + more)

    def fight_declarations(self) -> tuple[Choice, ...]:
        """Unisystem, when the campaign allows it: the GM declares a fight frantic ("Los estallidos de
        actividad frenética, como un combate muy intenso, queman Resistencia … 1D4 puntos por Turno":
        how intense a fight is, is the GM's call), and its rounds' ends burn the d4."""
        if not self.uni or not self.options.get("frantic_combat"):
            return ()
        return (Choice(FRANTIC, QT_TRANSLATE_NOOP("rules", "Frantic combat")),)

    def end_of_round(self, sheet: Sheet, state: State, dice: Dice,
                     declared: frozenset[str] = frozenset()) -> Outcome:
        """Unisystem: frantic combat burns 1d4 Endurance a turn (less Resistance (Fatigue)) in a fight
        the GM has declared frantic (:meth:`fight_declarations`); at 0 Endurance or less a Survival
        check is due every turn; at −10 LP or less without medical help, a new Survival check every
        minute (12 turns).  Both: an aim's shot is due
        at the round's end, and lapses unfired at the next (:func:`.shooting.aim_at_round_end`); a fallen
        zombie's call still awaited is said (:func:`.undead.awaited`), and a norms character's below 0 Life
        Points (:func:`.norms_death.awaited`)."""
        clean = character.validate_sheet(sheet)
        aimed, lines = aim_at_round_end(state)  # the aimed shot is due, or its aim lapses (:mod:`.shooting`)
        st = self._state(clean, end_of_turn(aimed))  # a dodge of shots lasts the turn (:mod:`.defences`)
        lines += undead.awaited(st)  # a fallen zombie's fate still the GM's to say
        lines += norms_death.awaited(self.preset, st)  # so a norms character's below 0 Life Points
        if not self.uni or st["dead"]:
            return Outcome(dying.time_passes(st, 1, clean["con"]) if self.uni else st, lines)
        rolls: list[RollRecord] = []
        if FRANTIC in declared and self.options.get("frantic_combat") and fatigue.fights_frantically(st):
            res = character.trait_level(clean, "quality", RESISTANCE_FATIGUE)
            loss = fatigue.endurance_loss("frantic", 1, dice, res)
            before = st["endurance"]
            st["endurance"] = before - loss.amount
            rolls.append(RollRecord(QT_TRANSLATE_NOOP("rules", "Endurance loss"),
                                    [Face(4, f) for f in loss.faces], loss.text, loss.amount, dice.typed))
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules",
                                                   "Frantic combat: {loss} Endurance: {before} → {after}."),
                                 {"loss": loss.amount, "before": before, "after": before - loss.amount}))
        if st["endurance"] <= 0 and not st["unconscious"] and "endurance" not in st["checks_due"]:
            st["checks_due"].append("endurance")
        st = self._settle(clean, dying.time_passes(st, 1, clean["con"]))
        for key in st["checks_due"]:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{check} due ({modifier})."),
                                 {"check": {"t": wounds.CHECKS[key]},
                                  "modifier": signed(wounds.check_modifier(key, clean, st))}))
        return Outcome(st, lines, rolls)

