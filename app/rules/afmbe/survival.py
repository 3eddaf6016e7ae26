"""The checks of a wounded or exhausted All Flesh Must Be Eaten character, rolled (unisystem §4.6-§4.8),
the revival of one who failed a Survival check (§4.7.1), and game time outside fights (:mod:`.dying`).

:class:`AfmbeSurvival` is the ruleset's checks (:class:`~app.rules.features.checks.CheckRules`),
reading states through the :class:`.states.AfmbeStates` it holds.
"""

from __future__ import annotations

from typing import Any

from app.rules.afmbe import character, dying, norms_death, undead, wounds
from app.rules.afmbe.catalog import HARD_TO_KILL
from app.rules.afmbe.levels import DEFAULT_DIFFICULTY
from app.rules.afmbe.odds import chance_at_least
from app.rules.afmbe.states import AfmbeStates
from app.rules.afmbe.task import TaskBonus, resolve_task, roll_die
from app.rules.base import Choice, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.features.checks import CheckRules
from app.rules.numbers import signed
from app.rules.rolling import Chance
from app.rules.text import QT_TRANSLATE_NOOP

#: a due check named with why its penalty grows (:func:`.dying.minutes_note`)
NOTED_CHECK = QT_TRANSLATE_NOOP("rules", "{check} ({note})")
#: a failed Survival check's death said in its line (the roster's "Dead" had no line in the log)
DIED_OF_IT = QT_TRANSLATE_NOOP("rules", "Dead: the Survival check failed (major medical help within CON × 2 minutes "
                                        "can still bring the character back).")
#: the Consciousness check that follows a Survival check passed (§4.6.2), said with its reason
STILL_CONSCIOUS = QT_TRANSLATE_NOOP(
    "rules", "Survived: a Consciousness check follows, to see whether the character stays conscious ({modifier}).")
#: a check's line in logs written before it gave the target and the dice's working (read as it was)
CHECK_BEFORE = (QT_TRANSLATE_NOOP("rules", "{check}: {total}, passed ({level})."),
                QT_TRANSLATE_NOOP("rules", "{check}: {total}, failed."))


class AfmbeSurvival(CheckRules):
    """Due checks, revival and time passing."""

    def __init__(self, states: AfmbeStates) -> None:
        self.states = states

    def checks_due(self, sheet: Sheet, state: State) -> list[Choice]:
        """The due checks (stay up, consciousness, survival, exhaustion) with their names; for a
        zombie out of Life Points, the GM's call instead (:mod:`.undead`); so too for a norms character
        below 0 Life Points (:mod:`.norms_death`)."""
        if undead.awaiting_call(state):
            return undead.calls_due(state)
        if norms_death.awaiting_call(self.states.preset, state):
            return norms_death.calls_due(self.states.preset, state)
        return [Choice(key, wounds.CHECKS[key]) for key in state.get("checks_due", []) if key in wounds.CHECKS]

    def dock_checks(self) -> tuple[Choice, ...]:
        """Unisystem's Survival checks, of the dying (§4.6.2: "−1 por cada 10 Puntos de Vida por
        debajo de 0") and of the exhausted (§4.8), and the checks to stay up and to stay conscious
        (§4.6.1), as kinds of roll in the dice dock too: the roster's checks are rolled there, with
        the table's die or the console's."""
        if not self.states.uni:
            return ()
        return tuple(Choice(key, wounds.CHECKS[key]) for key in ("survival", "endurance", "stand", "consciousness"))

    def typed_dice(self, check: str) -> tuple[str, str]:
        """A check is d10 + WIL + CON: one d10, and after a 10 or a 1 the next die (the rule of 10
        and the rule of 1, unisystem)."""
        if check not in {c.value for c in self.dock_checks()}:
            return "", ""
        return (QT_TRANSLATE_NOOP("rules", "a d10; after a 10 or a 1, one more"),
                QT_TRANSLATE_NOOP("rules", "e.g. 7 (after a 10 or a 1, the next die too: 10 4)"))

    def roll_check(self, sheet: Sheet, state: State, check: str, dice: Dice, modifier: int = 0) -> Outcome:
        """Roll a due check (unisystem §4.6.1-§4.6.2, §4.8): Willpower + Constitution + its modifier.

        Stay up / Consciousness / exhaustion: a failure knocks the character out.  Survival: a
        failure is death (a hospital can still try within CON × 2 minutes, §4.7.1); a success
        calls for a Consciousness check.
        """
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        if check in undead.CALLS:  # the GM's call on a zombie: nothing is rolled
            called = undead.make_call(st, check)
            return Outcome(self.states.settle(clean, called.state), called.lines)
        if check in norms_death.CALLS:  # the GM's call on a norms character below 0: nothing is rolled
            called = norms_death.make_call(self.states.preset, st, check)
            return Outcome(self.states.settle(clean, called.state), called.lines)
        if check not in st["checks_due"]:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "That check is not due."))
        mod = wounds.check_modifier(check, clean, st) + modifier
        st_before = dict(st)
        result = resolve_task(roll_die(dice, self.states.preset), wounds.check_bonus(clean, mod))
        if check == "survival":
            st = dying.after_survival_check(st, result.success)
        else:
            st["checks_due"] = [c for c in st["checks_due"] if c != check]
            st["unconscious"] = st["unconscious"] or not result.success
        st = self.states.settle(clean, st)
        lines = []
        if check == "survival" and result.success and "consciousness" in st["checks_due"] \
                and "consciousness" not in st_before["checks_due"]:
            # §4.6.2 "Si el personaje sobrevive al Chequeo, aun debe comprobar si permanece consciente"
            conscious = wounds.check_modifier("consciousness", clean, st)
            lines.append(LogLine(STILL_CONSCIOUS, {"modifier": signed(conscious)}))
        if check == "survival" and st.get("dead") and not st_before.get("dead"):
            # "El Chequeo solo determina si muere ahí mismo o no": the line says he died, and the way back
            lines.append(LogLine(DIED_OF_IT))
        if check == "survival" and "survival" in st["checks_due"]:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Survival checks due without care: {count}."),
                                 {"count": int(st["survival_owed"])}))
        template = (QT_TRANSLATE_NOOP("rules", "{check}: {total} against {target} "
                                      "(d10 {die} + WIL {wil} + CON {con}{modifier}), passed ({level}).")
                    if result.success else
                    QT_TRANSLATE_NOOP("rules", "{check}: {total} against {target} "
                                      "(d10 {die} + WIL {wil} + CON {con}{modifier}), failed."))
        line = LogLine(template, {"check": {"t": wounds.CHECKS[check]}, "total": result.total,
                                  "target": DEFAULT_DIFFICULTY, "die": result.die.value,
                                  **check_working(clean, mod, st_before), "level": {"t": result.level_name}})
        return Outcome(st, [line, *lines], [result.record(wounds.CHECKS[check], dice.typed)])

    def check_odds(self, sheet: Sheet, state: State, check: str) -> list[Chance]:
        """The exact chance of passing a due check: d10 + Willpower + Constitution + its modifier
        reaching 9 (unisystem §4.6.1-§4.6.2, §4.8); none for the GM's call on a zombie."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        if check in undead.CALLS or check in norms_death.CALLS or check not in st["checks_due"]:
            return []
        mod = wounds.check_modifier(check, clean, st)
        bonus = wounds.check_bonus(clean, mod)
        chance = chance_at_least(DEFAULT_DIFFICULTY, bonus.total, self.states.preset)
        label = QT_TRANSLATE_NOOP("rules", "{check}: d10 + WIL {wil} + CON {con}{modifier} against {target}")
        said: dict[str, Any] = {"t": wounds.CHECKS[check]}
        note = dying.minutes_note(st) if check == "survival" else None
        if note is not None:  # "Survival check (2 due; −1 more for each minute without medical care (3 minutes))"
            said = {"t": NOTED_CHECK, "args": {"check": said, "note": note}}
        return [Chance(label, chance, {"check": said, **check_working(clean, mod, st), "target": DEFAULT_DIFFICULTY})]

    def revive(self, sheet: Sheet, state: State, dice: Dice, doctor_levels: int = 0,
               life_support: bool | int = False, nurse_levels: int = 0) -> Outcome:
        """Unisystem §4.7.1: a team tries to bring back a character who failed a Survival check.

        A new Survival check at −5 for each 5 LP below 0, +1 a success level of the doctor's
        Medicine test, +3 with hospital life support; success brings the character back,
        unconscious.  Only within the window of :func:`wounds.revival_window` (CON × 2 minutes, +1 a
        success level of the nurse's First Aid), counted in turns and game time (:mod:`.dying`).
        """
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        result = resolve_task(roll_die(dice, self.states.preset),
                              self.revival_bonus(clean, st, doctor_levels, life_support, nurse_levels))
        if result.success:
            st.update(dead=False, unconscious=True, cared_for=True, untreated_turns=0, survival_owed=0,
                      dead_turns=0, checks_due=[])
        st = self.states.settle(clean, st)
        template = (QT_TRANSLATE_NOOP("rules", "Revival: {total}, brought back.") if result.success
                    else QT_TRANSLATE_NOOP("rules", "Revival: {total}, failed."))
        return Outcome(st, [LogLine(template, {"total": result.total})],
                       [result.record(QT_TRANSLATE_NOOP("rules", "Revival"), dice.typed)])

    def revival_bonus(self, sheet: Sheet, state: State, doctor_levels: int = 0, life_support: bool | int = False,
                      nurse_levels: int = 0) -> TaskBonus:
        """The bonus of a revival's new Survival check; refused for one not dead or too late."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        if not self.states.uni or not st["dead"]:
            raise RulesError(QT_TRANSLATE_NOOP(
                "rules", "Only a character who failed a Survival check can be revived."))
        if not dying.revival_open(st["dead_turns"], clean["con"], nurse_levels):
            raise RulesError(QT_TRANSLATE_NOOP(
                "rules", "Too late: the Constitution × 2 minutes (and the nurse's) have passed."))
        mod = wounds.revival_modifier(st["life_points"], doctor_levels, life_support,
                                      character.trait_level(clean, "quality", HARD_TO_KILL))
        return wounds.check_bonus(clean, mod)

    def time_passes(self, sheet: Sheet, state: State, minutes: int) -> Outcome:
        """Unisystem, game time outside fights: at −10 LP or less without care each minute owes a
        Survival check; a dead character's revival window runs down (:mod:`.dying`)."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        if not self.states.uni or minutes < 1:
            return Outcome(st)
        # the checks the minutes leave due are said as rolls due (:meth:`survival_due`), before and after
        return Outcome(dying.time_passes(st, minutes * wounds.TURNS_PER_MINUTE, clean["con"]))

    def survival_due(self, sheet: Sheet, state: State, minutes: int) -> int:
        """How many Survival checks are due once ``minutes`` of game time pass without care (§4.6.2:
        one a minute), where the minutes add one; 0 where they add none."""
        clean = character.validate_sheet(sheet)
        st = self.states.read(clean, state)
        if not self.states.uni or minutes < 1:
            return 0
        after = dying.time_passes(st, minutes * wounds.TURNS_PER_MINUTE, clean["con"])
        return int(after["survival_owed"]) if after["survival_owed"] > st["survival_owed"] else 0


#: the dazed −2 in a check's arithmetic, with its reason (unisystem §4.8)
DAZED_PART = QT_TRANSLATE_NOOP("rules", "{own} − 2 for Endurance 5 or less")


def check_working(sheet: Sheet, modifier: int, state: State | None = None) -> dict[str, Any]:
    """A check's bonus for the log and the odds ("WIL 2 + CON 3 − 2"): Willpower, Constitution and
    the modifier written with its sign (nothing when 0); at 5 Endurance or less its −2 said apart
    with its reason ("WIL 2 + CON 3 − 2 − 2 for Endurance 5 or less")."""
    dazed = wounds.endurance_penalty(int(state["endurance"])) if state is not None else 0
    own = modifier - dazed
    shown = f" − {-own}" if own < 0 else f" + {own}" if own else ""
    working: dict[str, Any] = {"wil": int(sheet["wil"]), "con": int(sheet["con"]), "modifier": shown}
    if dazed:
        working["modifier"] = {"t": DAZED_PART, "args": {"own": shown}}
    return working
