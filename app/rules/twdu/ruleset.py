"""The Walking Dead Universe RPG as a Deadwatch ruleset: sheet, tracks, damage, healing, phases.

Health 0-3 (unharmed, bruised, battered, Broken), stress, critical injuries, poison and sickness,
armor; the damage pipeline (armor roll, Broken at 0 with one stress and a critical injury, death
on further damage) and the healing actions of the text (first aid, the D6 minutes Broken, daily
healing, stabilizing and tending injuries).  Brawls use phases instead of rolled initiative.
Experience: points the GM awards, spent on skills (:mod:`.experience_rules`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import (
    Choice,
    Condition,
    DayHealing,
    FieldSpec,
    InitiativeRoll,
    LogLine,
    Outcome,
    RulesError,
    Ruleset,
    Sheet,
    State,
    ThreatLevelSpec,
    TrackSpec,
)
from app.rules.dice import Dice
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu import care_kinds as care
from app.rules.twdu import cover, dead, timers, undead
from app.rules.twdu import health as hp
from app.rules.twdu import injuries as inj
from app.rules.twdu import sheet as sh
from app.rules.twdu.ammunition import TwduAmmo
from app.rules.twdu.brawl import PHASE_CLOSE, PHASE_FIRST_AID, PHASE_OTHER, PHASE_RANGED, PHASES, phase_sort_key
from app.rules.twdu.damage_rules import TwduDamage, add_stress, injury_kind
from app.rules.twdu.experience_rules import TwduExperience
from app.rules.twdu.injury_roll import (
    TwduInjuryRoll,
    all_unrolled,
    entry_due,
    numbered,
    players_words,
    rolled_d66,
    with_d66,
)
from app.rules.twdu.range_fields import range_condition, range_over
from app.rules.twdu.rolls import TwduRolls
from app.rules.twdu.swarm_rules import TwduSwarms
from app.rules.twdu.threat_rules import TwduThreat
from app.rules.twdu.timers import time_passes

#: Ranged Combat declared with no ranged weapon on the sheet: the declaration's warning, then his turn's line
NO_RANGED_WEAPON = QT_TRANSLATE_NOOP(
    "rules", "{name} carries no ranged weapon: nothing to shoot with; the turn's roll is a Close Combat attack.")
NO_RANGED_WEAPON_TURN = QT_TRANSLATE_NOOP(
    "rules", "{name} declared a ranged attack but carries no ranged weapon: roll Close Combat, or change the weapon.")
#: the same, his close combat weapon named (the one the Close Combat attack set up swings: Ben's fire axe)
NO_RANGED_WEAPON_TURN_CLOSE = QT_TRANSLATE_NOOP(
    "rules", "{name} declared a ranged attack but carries no ranged weapon ({weapon} is a close combat weapon): "
             "roll Close Combat, or change the weapon.")

MAX_STRESS = 10

BROKEN_LABEL = QT_TRANSLATE_NOOP("rules", "Broken")
#: the badge's detail of an injury whose recovery time has passed: healed, its penalty removed (the
#: badge shows the word before the brackets, "Cracked ribs: healed"; the tip the whole)
HEALED = QT_TRANSLATE_NOOP("rules", "healed (no penalty)")
#: a current injury is no "Unharmed" beside full Health: the bar reads "Health 3/3", the badge the injury
UNHURT = (hp.HEALTH_LABELS[hp.MAX_HEALTH],)


class TwduRuleset(Ruleset):
    """The Walking Dead Universe RPG (violence, hazards and the dead: the Threat Level and swarms)."""

    id = "twdu"
    title = QT_TRANSLATE_NOOP("rules", "The Walking Dead Universe RPG")
    features = frozenset({"threat", "swarm", "ammo_count"})
    night_state = QT_TRANSLATE_NOOP("rules", "health, stress, conditions and injuries")
    initiative_modes = (Choice("phases", QT_TRANSLATE_NOOP("rules", "Brawl phases")),)

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        self._damage = TwduDamage()
        self._ammo = TwduAmmo()
        self._rolls = TwduRolls()
        self._threat = TwduThreat(self._damage)
        self._swarms = TwduSwarms(self._damage)
        self._injury_roll = TwduInjuryRoll()
        self._experience = TwduExperience()

    # ---- characters ----------------------------------------------------------------------
    def sheet_fields(self) -> Sequence[FieldSpec]:
        return sh.sheet_fields()

    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        return sh.validate_sheet(sheet)

    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        return [
            TrackSpec("health", QT_TRANSLATE_NOOP("rules", "Health"), hp.MAX_HEALTH, style="steps",
                      value_labels=dict(hp.HEALTH_LABELS), kinds=undead.LIVING),
            TrackSpec("stress", QT_TRANSLATE_NOOP("rules", "Stress"), MAX_STRESS, higher_is_worse=True,
                      kinds=undead.LIVING),
        ]

    def written_conditions(self) -> Sequence[Choice]:
        """Poisoned and Sick, the two flags of the state a GM sets by hand, and Dead (a character
        who died between sessions, written so in the party's spreadsheet)."""
        return (Choice("poisoned", QT_TRANSLATE_NOOP("rules", "Poisoned")),
                Choice("sick", QT_TRANSLATE_NOOP("rules", "Sick")),
                Choice("dead", QT_TRANSLATE_NOOP("rules", "Dead")))

    def condition_spellings(self) -> Mapping[str, str]:
        """The word forms of Poisoned, Sick and Dead (gender and number), as each language writes them."""
        return {"poisoned": QT_TRANSLATE_NOOP("rules", "Poisoned|Poison|Poisoning"),
                "sick": QT_TRANSLATE_NOOP("rules", "Sick|Ill|Disease|Diseased"),
                "dead": QT_TRANSLATE_NOOP("rules", "Dead|Killed|Deceased")}

    def heading_names(self) -> Mapping[str, tuple[str, ...]]:
        """Health as the text counts it: "you lose one Health Point", "all three Health Points"."""
        return {"health": ("Health Points", "Health Point")}

    def write_condition(self, state: State, key: str, on: bool) -> State:
        """Dead written in words: no Health left, as a death in play leaves it (:meth:`state_problem`)."""
        if key == "dead" and on:
            return {**state, "dead": True, "health": 0}
        return super().write_condition(state, key, on)

    def initial_state(self, sheet: Sheet) -> State:
        return {"health": hp.MAX_HEALTH, "stress": 0, "dead": False, "injuries": [], "poisoned": False,
                "sick": False}

    def state_problem(self, sheet: Sheet, state: State) -> str:
        """Death comes to the Broken (Health 0) injured again, or to one whose lethal injury's time
        ran out (:func:`.timers.time_passes`, Health as it was): a dead character with Health left
        has a lethal injury on them."""
        if state.get("dead") and state.get("health", 0) != 0 and not any(
                injury.lethal for injury in sh.injuries_of(state)):
            return QT_TRANSLATE_NOOP("rules", "A dead character with Health left died of a lethal injury: "
                                              "none is on this one.")
        return ""

    def with_kind(self, kind: str, state: State) -> State:
        """A zombie is marked while its damage is worked out: the dead are not Broken (:mod:`.undead`)."""
        return undead.with_kind(kind, state)

    def can_act(self, sheet: Sheet, state: State) -> bool:
        """The dead and the broken (Health 0: down, every skill roll fails) take no turns."""
        return not any(c.key in ("dead", "broken") for c in self.conditions(sheet, state))

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        out: list[Condition] = []
        if state.get("dead"):
            out.append(Condition("dead", QT_TRANSLATE_NOOP("rules", "Dead"), severity="danger"))
            return out
        if state.get("health", hp.MAX_HEALTH) == 0:
            out.append(Condition("broken", BROKEN_LABEL,
                                 QT_TRANSLATE_NOOP("rules", "Down; every skill roll fails."), "danger",
                                 meaning=QT_TRANSLATE_NOOP("rules", "every skill roll fails")))
        waiting = all_unrolled(state)  # two or more unnamed ones whose D66 waits: numbered, as their roll says
        for n, injury in enumerate(sh.injuries_of(state), start=1):
            rolled = rolled_d66(injury.name, injury.description)
            condition = self._injury_condition(n, injury)
            if injury.entry == inj.ENTRY_DUE and not injury.lethal:  # its entry on the table to read, after the D66
                condition = entry_due(condition, injury, rolled)
            elif rolled is not None:  # an unnamed injury rolled on the table: its D66 first
                condition = with_d66(condition, rolled)
            if rolled is None and len(waiting) > 1 and n - 1 in waiting:
                condition = numbered(condition, waiting.index(n - 1) + 1)
            out.append(players_words(condition, injury, n - 1 in waiting))
        if state.get(cover.COVER_KEY) in cover.CONDITION_LABELS:
            label, detail = cover.CONDITION_LABELS[state[cover.COVER_KEY]]
            out.append(Condition("cover", label, detail, "info"))
        if state.get(care.OVERWATCH_KEY):
            out.append(Condition("overwatch", QT_TRANSLATE_NOOP("rules", "On overwatch"),
                                 QT_TRANSLATE_NOOP("rules", "May fire in the Movement phase."), "info"))
        band = range_condition(state)
        if band is not None:
            out.append(band)
        if state.get("poisoned"):
            out.append(Condition("poisoned", QT_TRANSLATE_NOOP("rules", "Poisoned"),
                                 QT_TRANSLATE_NOOP("rules", "−1 die on every roll."), "warn"))
        if state.get("sick"):
            out.append(Condition("sick", QT_TRANSLATE_NOOP("rules", "Sick"),
                                 QT_TRANSLATE_NOOP("rules", "−1 die on every roll; no healing."), "warn"))
        return out

    @staticmethod
    def _injury_condition(n: int, injury: inj.CriticalInjury) -> Condition:
        """Injury ``n``'s chip: its name, its penalty, and its time limit or recovery."""
        if injury.lethal:
            return Condition(
                f"injury:{n}", injury.name,
                QT_TRANSLATE_NOOP("rules", "−{penalty} dice; lethal in {time} {unit}; needs {equipment}")
                if injury.penalty else QT_TRANSLATE_NOOP("rules", "lethal in {time} {unit}; needs {equipment}"),
                "danger",
                {"penalty": injury.penalty, "time": injury.time_limit,
                 "unit": inj.counted_unit(injury.time_unit, injury.time_limit),
                 "equipment": {"t": inj.EQUIPMENT_LABELS[injury.equipment]},
                 "gear": {"t": inj.PLAYER_EQUIPMENT_LABELS[injury.equipment]}},
                # the GM rolled the time limit in secret: the player learns it is lethal, not when; the
                # gear in words, without the book's letter for it ("(B)" tells a player nothing)
                player_detail=QT_TRANSLATE_NOOP("rules", "−{penalty} dice; lethal; needs {gear}")
                if injury.penalty else QT_TRANSLATE_NOOP("rules", "lethal; needs {gear}"),
                belies=UNHURT,
            )
        if injury.recovered:
            # healed, not a current injury: the badge reads "Cracked ribs: healed", its tip the rest
            return Condition(f"injury:{n}", injury.name, HEALED, "info")
        # the time left, on the GM's badge ("Broken ribs — 6 days left", counted down as time passes);
        # none while its entry on the table is still to read (no recovery time yet)
        per = inj.MINUTES_PER[injury.recovery_unit]
        left = -(-max(0, injury.recovery * per - injury.elapsed_minutes) // per)
        known = injury.entry != inj.ENTRY_DUE and injury.recovery > 0
        return Condition(
            f"injury:{n}", injury.name,
            QT_TRANSLATE_NOOP("rules", "−{penalty} dice; recovery {time} {unit}")
            if injury.penalty else QT_TRANSLATE_NOOP("rules", "recovery {time} {unit}"),
            "warn",
            {"penalty": injury.penalty, "time": injury.recovery,
             "unit": inj.counted_unit(injury.recovery_unit, injury.recovery),
             "left": left, "left_unit": inj.counted_unit(injury.recovery_unit, left)},
            player_detail=QT_TRANSLATE_NOOP("rules", "−{penalty} dice; healing")
            if injury.penalty else QT_TRANSLATE_NOOP("rules", "healing"),
            meaning=QT_TRANSLATE_NOOP("rules", "{left} {left_unit} left") if known else "",
            belies=UNHURT,
        )

    # ---- features ---------------------------------------------------------------------------
    def damage_rules(self) -> TwduDamage:
        return self._damage

    def ammo_rules(self) -> TwduAmmo:
        return self._ammo

    def roll_rules(self) -> TwduRolls:
        return self._rolls

    def threat_rules(self) -> TwduThreat:
        """Avoiding and alerting the dead; a push's stress through the damage rules."""
        return self._threat

    def check_rules(self) -> TwduInjuryRoll:
        """The D66 of a critical injury taken unnamed, due until rolled (:mod:`.injury_roll`)."""
        return self._injury_roll

    def swarm_rules(self) -> TwduSwarms:
        """Fighting a swarm; a push's stress through the damage rules."""
        return self._swarms

    def experience_rules(self) -> TwduExperience:
        """Points the GM awards, spent on skills (:mod:`.experience_rules`)."""
        return self._experience

    def injury_kind(self, request: Mapping[str, Any]) -> inj.InjuryKind:
        """The critical injury named on the damage form (an unnamed one if the GM left it blank)."""
        return injury_kind(request)

    def add_stress(self, state: State, amount: int = 1) -> Outcome:
        """Stress taken (a pushed roll, an amputation, alerting the dead), at most the track's top."""
        return add_stress(state, amount)

    # ---- the Threat Level -------------------------------------------------------------------
    def threat_levels(self) -> Sequence[ThreatLevelSpec]:
        """The seven Threat Levels of the text, each with its situation."""
        return tuple(ThreatLevelSpec(t.level, t.name, t.situation) for t in dead.THREAT_LEVELS)

    def change_threat(self, level: int, step: int) -> int:
        """A step of the Threat Level, clamped to 0-6 (5 + 2 is 6)."""
        return dead.change_threat(dead.clamp_threat(level), step)

    def alert_stress(self, old: int, new: int) -> int:
        """Stress each PC takes when the Threat Level moving ``old`` → ``new`` alerts the dead."""
        return dead.alert_stress(old, new)

    # ---- the round and time ------------------------------------------------------------------
    def end_of_round(self, sheet: Sheet, state: State, dice: Dice,
                     declared: frozenset[str] = frozenset()) -> Outcome:
        """A failed roll to take cover has the character in cover once the round has ended."""
        new, lines = cover.cover_at_end_of_round(state)
        new, more = care.overwatch_over(new)
        return Outcome(new, lines + more)

    def fight_over(self, state: State) -> Outcome:
        """Cover, overwatch and the range a move or a chase left a character at are the fight's:
        each ends with it, said (the roster read "In cover", "On overwatch" and "Long range" the rest
        of the night)."""
        new, lines = cover.cover_over(state)
        new, more = care.overwatch_over(new, fight=True)
        new, band = range_over(new)
        return Outcome(new, lines + more + band)

    def time_passes(self, sheet: Sheet, state: State, minutes: int) -> Outcome:
        return self.pass_time(state, minutes)

    def pass_time(self, state: State, minutes: int) -> Outcome:
        """Let time pass for the lethal injuries' time limits and the Broken minutes (:mod:`.timers`)."""
        return time_passes(state, minutes)

    def rolls_due(self, sheet: Sheet, state: State, minutes: int) -> list[LogLine]:
        """A poison's roll each hour, a disease's each day, as time passes (:func:`.timers.rolls_due`)."""
        return timers.rolls_due(state, minutes)

    def roll_due_setup(self, sheet: Sheet, state: State, minutes: int) -> tuple[str, dict[str, Any]] | None:
        """The poison's roll (else the disease's) set up in the dice dock once the time has passed."""
        due = timers.rolls_due(state, minutes)
        if not due:
            return None
        return ("poison" if due[0].text == timers.POISON_DUE else "disease"), {}

    def rolls_due_setups(self, sheet: Sheet, state: State, minutes: int) -> list[tuple[str, dict[str, Any]]]:
        """The poison's roll for each whole hour, then the disease's for each whole day."""
        return [("poison" if line.text == timers.POISON_DUE else "disease", {})
                for line in timers.rolls_due(state, minutes) for _ in range(int(line.args["count"]))]

    def rolls_due_ended(self, sheet: Sheet, state: State, kind: str) -> str:
        """The poison fought off ("until you manage to successfully fight off the poison, or it kills
        you"), the disease fought off, or the character dead."""
        return timers.due_ended(state, kind) or super().rolls_due_ended(sheet, state, kind)

    def heals_by_days(self, sheet: Sheet, state: State) -> DayHealing | None:
        """The hurt and living heal by the days for a ration a day (:mod:`.timers`)."""
        return timers.heals_by_days(sheet, state)

    def days_eaten(self, sheet: Sheet, state: State, days: int, ate: bool | int) -> Outcome:
        """A Health Point a day with a ration, none without one or while sick (:mod:`.timers`)."""
        return timers.days_eaten(state, days, ate)

    # ---- fights ----------------------------------------------------------------------------
    def roll_initiative(
        self, sheet: Sheet, state: State, mode: str, dice: Dice, *, is_pc: bool = False
    ) -> InitiativeRoll:
        """No roll: brawls run in phases.  The value is the phase the character declared
        (``state["phase"]``, Other when none); the key puts earlier phases first and NPCs before
        PCs."""
        if mode != "phases":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown initiative mode."))
        phase = state.get("phase", PHASE_OTHER)
        if phase not in PHASES:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Brawl phases run from 1 to 6."))
        return InitiativeRoll(phase, phase_sort_key(phase, is_pc), None)

    def round_phases(self, mode: str) -> tuple[Choice, ...]:
        """Brawl rounds walk the six phases of :data:`brawl.PHASES` (Other last)."""
        if mode != "phases":
            return ()
        return tuple(Choice(str(number), label) for number, label in PHASES.items())

    def phase_is_hostile(self, mode: str, phase: str) -> bool:
        """Ranged and close combat are aimed against their target; cover, movement, first aid and
        other actions are done to (or toward) them."""
        return str(phase) in (str(PHASE_RANGED), str(PHASE_CLOSE))

    def phase_aims(self, mode: str, phase: str) -> bool:
        """Ranged combat, close combat and first aid are aimed at someone; taking cover, movement
        (into an area) and other actions at no one (the text's declarations: a target for the
        attacks and first aid)."""
        return str(phase) in (str(PHASE_RANGED), str(PHASE_CLOSE), str(PHASE_FIRST_AID))

    def phase_note(self, mode: str, phase: str, sheet: Sheet, name: str, on_turn: bool = False) -> LogLine | None:
        """Ranged Combat declared by one whose sheet has no ranged weapon (Ben's fire axe): nothing to
        shoot with, his turn's roll a Close Combat attack; ``on_turn``: his turn's words."""
        if str(phase) != str(PHASE_RANGED):
            return None
        rows = [row for row in sheet.get("weapons", []) or [] if isinstance(row, Mapping)]
        if any(row.get("kind") == "ranged" for row in rows):
            return None
        close = next((str(row.get("name") or "") for row in rows if row.get("kind") == "close"), "")
        if on_turn and close:
            return LogLine(NO_RANGED_WEAPON_TURN_CLOSE, {"name": name, "weapon": close})
        return LogLine(NO_RANGED_WEAPON_TURN if on_turn else NO_RANGED_WEAPON, {"name": name})

    def phase_takes(self, mode: str, phase: str, sheet: Sheet, state: State) -> bool:
        """First aid tends only the Broken (Health 0, not dead); any other phase anyone not dead."""
        if self.is_dead(sheet, state):
            return False
        if str(phase) == str(PHASE_FIRST_AID):
            return int(state.get("health", hp.MAX_HEALTH)) <= 0
        return True

    def phase_takes_words(self, mode: str, phase: str) -> str:
        """First aid: for the Broken alone (said when nobody in the fight is)."""
        if str(phase) == str(PHASE_FIRST_AID):
            return QT_TRANSLATE_NOOP("rules", "first aid is for the Broken (Health 0), and nobody here is Broken")
        return ""

    def declaration_key(self, mode: str, phase: str, is_pc: bool) -> tuple[int, ...]:
        """Earlier phases first; in a phase NPCs before PCs (:func:`brawl.phase_sort_key`)."""
        if mode != "phases" or not str(phase).isdigit():
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Brawl phases run from 1 to 6."))
        return phase_sort_key(int(phase), is_pc)
