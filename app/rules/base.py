"""What every ruleset declares, so that widgets and services stay generic.

A ruleset is a module under ``app/rules`` with a ``ruleset(preset, options)`` factory returning a
:class:`Ruleset`.  The character sheet, the tracks a tracker draws, the damage and healing forms,
the initiative modes and the end-of-round effects are all declared as plain data
(:mod:`app.rules.declarations`, re-exported here); the user interface reads the declarations and
never names a ruleset.  What the ruleset does beyond its sheet comes in *features*, each an object
of its own over an interface of :mod:`app.rules.features`: damage and healing
(:meth:`Ruleset.damage_rules`, every ruleset has them), checks, rolls, ammunition, experience, the
battle map, the Threat Level and swarms (each None where the ruleset has none).  The checks of
stored characters are in :mod:`app.rules.stored`.

Every label is an English source string marked with ``QT_TRANSLATE_NOOP("rules", ...)``; the user
interface translates it with the context ``"rules"``.

A character is two JSON-able dicts: its *sheet* (what the character sheet edits: attributes,
skills, weapons…) and its *state* (the live pools and conditions a tracker shows).  Rule functions
never change their arguments; they return new dicts.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from app.rules.declarations import (
    AMMO_ACTIONS,
    MAX_THREAT,
    MIN_THREAT,
    TENSION_WORDS,
    AmmoStock,
    BudgetLine,
    Choice,
    Condition,
    DayHealing,
    FieldSpec,
    InitiativeRoll,
    LogLine,
    Outcome,
    Participant,
    Sheet,
    State,
    ThreatLevelSpec,
    TrackSpec,
)
from app.rules.dice import Dice
from app.rules.errors import RulesError
from app.rules.field_presets import CHARACTER_KIND, preset_for
from app.rules.stored import field_fits, repaired_sheet, stored_sheet_problem, stored_state_problem, unfit_fields
from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.features.ammo import AmmoRules
    from app.rules.features.checks import CheckRules
    from app.rules.features.damage import DamageRules
    from app.rules.features.experience import ExperienceRules
    from app.rules.features.melee_groups import MeleeGroupRules
    from app.rules.features.rolls import RollRules
    from app.rules.features.swarm import SwarmRules
    from app.rules.features.threat import ThreatRules
    from app.rules.grid import GridRules

__all__ = [
    "AMMO_ACTIONS", "CHARACTER_KIND", "MAX_THREAT", "MIN_THREAT", "AmmoStock", "BudgetLine", "Choice", "Condition",
    "DayHealing", "FieldSpec", "InitiativeRoll", "LogLine", "Outcome", "Participant", "RulesError", "Ruleset", "Sheet",
    "State", "ThreatLevelSpec", "TrackSpec", "field_fits", "repaired_sheet", "stored_sheet_problem",
    "stored_state_problem", "unfit_fields",
]


class Ruleset(ABC):
    """The sheet one ruleset declares, and the features it has.

    A subclass names its sheet (fields, tracks, state, conditions, initiative) and returns its
    features, each a class of its own built with what it needs (the options, the preset).
    ``options`` are the campaign's house rules, validated against :meth:`option_fields`.  Generic
    code asks for the feature it needs (``ruleset.damage_rules().apply_damage(...)``); a feature
    the ruleset lacks is None, and the caller says what then.
    """

    id: str = ""
    preset: str | None = None
    title: str = ""
    #: which docks apply: "threat", "swarm", and one ammo currency among "ammo_points",
    #: "ammo_rounds", "ammo_clips", "ammo_count"; "healer" when the heal form takes the skill and
    #: the supplies of the one giving the care (the heal dialog asks him first).
    features: frozenset[str] = frozenset()
    #: initiative modes, the first the default.
    initiative_modes: tuple[Choice, ...] = ()
    #: what of a character the night's play changes, by the ruleset's own names (a rules label:
    #: "health, stress, conditions and injuries"): what an import that keeps the night keeps
    night_state: str = QT_TRANSLATE_NOOP("rules", "tracks and conditions")
    #: the state's counts of what a character did (a score, kills): the players' side counts them
    #: from public lines only (what a secret roll added shows on no phone until the GM reveals it)
    tallies: tuple[str, ...] = ()

    def night_state_of(self, sheets: Sequence[Mapping[str, Any]]) -> str:
        """:attr:`night_state` for the characters of ``sheets`` (a rules label): a ruleset whose tracks
        differ by sheet names only those these characters have."""
        return self.night_state

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        values = {f.key: f.default for f in self.option_fields()}
        for key, value in (options or {}).items():
            if key not in values:
                raise RulesError("Unknown campaign option.")
            values[key] = value
        self.options: dict[str, Any] = values

    # ---- campaign ----------------------------------------------------------------------
    def option_fields(self) -> Sequence[FieldSpec]:
        """House-rule options of the campaign (creation budgets, switches)."""
        return ()

    # ---- characters ---------------------------------------------------------------------
    @abstractmethod
    def sheet_fields(self) -> Sequence[FieldSpec]:
        ...

    def new_sheet(self, kind: str = "pc") -> Sheet:
        """A sheet with every field at its default for a character of ``kind`` (a field that follows
        :data:`~app.rules.field_presets.CHARACTER_KIND` takes its preset for it)."""
        sheet: Sheet = {}
        for f in self.sheet_fields():
            preset = preset_for(f, {CHARACTER_KIND: kind}) if CHARACTER_KIND in f.follows else None
            sheet[f.key] = [] if f.kind == "table" else (f.default if preset is None else preset)
        return sheet

    @abstractmethod
    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        """Return a clean copy of ``sheet`` or raise :class:`RulesError` with the reason."""

    def budget(self, sheet: Sheet, kind: str = "pc") -> list[BudgetLine]:
        """Creation budgets for this sheet of a character of ``kind`` under the campaign's options."""
        return []

    def derived(self, sheet: Sheet) -> dict[str, int]:
        """Derived values (Life Points, Speed…), keyed like their labels in :meth:`derived_labels`."""
        return {}

    def derived_labels(self) -> Mapping[str, str]:
        return {}

    @abstractmethod
    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        ...

    def tracks_of(self, sheet: Sheet, kind: str) -> list[TrackSpec]:
        """The tracks a character of the roster's ``kind`` has (:attr:`TrackSpec.kinds`): those the
        roster and the trackers draw for him."""
        return [t for t in self.tracks(sheet) if not t.kinds or kind in t.kinds]

    def health_track(self, sheet: Sheet) -> str:
        """The key of the track that says how hurt the character is (for the players' screen)."""
        return next((t.key for t in self.tracks(sheet) if t.main and not t.higher_is_worse), "")

    def track_values(self, sheet: Sheet, state: State) -> dict[str, int]:
        """The current value of every track (each one's :meth:`track_value`)."""
        return {t.key: self.track_value(sheet, state, t) for t in self.tracks(sheet)}

    def track_value(self, sheet: Sheet, state: State, track: TrackSpec) -> int:
        """The current value of one of :meth:`tracks`; by default ``state[track.key]``.

        A ruleset whose values are derived overrides this (the export's charts ask it for one
        track at each step of a session)."""
        return int(state.get(track.key, track.maximum))

    def track_exact(self, sheet: Sheet, state: State) -> Mapping[str, str]:
        """The tracks whose exact value is not the whole number :meth:`track_value` gives it, each
        as a decimal's digits ("0.5", "." for the decimal point): what the roster shows in place of
        the whole number (the grid game's stamina after a diagonal sprint: "Stamina 0.5/4", as the
        map says, not 1/4).  By default none."""
        return {}

    @abstractmethod
    def initial_state(self, sheet: Sheet) -> State:
        """The live state of a fresh, unhurt character with this sheet."""

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        return []

    def cell_words(self, table: str, column: str, value: Any) -> Any:
        """A table's cell as the sheet words it for the GM (a line, translated when shown), where
        the value stored is in the rules' own shorthand (an attribute typed in English); the value
        as it is by default."""
        return value

    def written_conditions(self) -> Sequence[Choice]:
        """The conditions a GM may write by name (a spreadsheet's Conditions column): each a flag
        of the state (the Choice's value, also the condition's key) that the label turns on.  The
        rest of the conditions are worked out from the state; by default none is written."""
        return ()

    def condition_spellings(self) -> Mapping[str, str]:
        """Other words a GM may write for a written condition, by its key: one translatable line of
        spellings separated by "|" (the word forms of each language: es "Envenenado|Envenenada|…",
        ru "Отравлен|Отравлена|…"), read in every language Deadwatch speaks.  By default none."""
        return {}

    def heading_names(self) -> Mapping[str, tuple[str, ...]]:
        """Other names a spreadsheet's column may give a field of the sheet or a track, by its key:
        the words the game's books and a GM's own sheet use where the sheet's label is another
        ("Endurance Points", «Puntos de Aguante» for the track Endurance), in each language they
        are printed in.  They are read as the labels are (case and accents aside) in whatever
        language the GM speaks, and never shown.  A key of :meth:`derived` names a value the sheet
        works out ("Essence Pool"): its column is said to be worked out, not read.  By default none."""
        return {}

    def column_units(self) -> Mapping[tuple[str, str], tuple[str, str]]:
        """The unit a table's column counts in where the game's presets count it differently, by
        (table, column): the unit's word a spreadsheet heads the column with ("Weapons 1: Ammo
        (rounds)") and a count in it ("{count} {count|round|rounds}"), both translatable.  A
        spreadsheet whose column says another preset's unit is not read as this one's.  None by default."""
        return {}

    def unused_columns(self) -> frozenset[tuple[str, str]]:
        """The (table, column) cells of the sheet this preset has no rule for (a ticked box no roll
        reads): a spreadsheet leaves them out, and one written by another preset does not overwrite
        the campaign's.  None by default."""
        return frozenset()

    def total_headings(self) -> frozenset[str]:
        """The tracks whose bare name (no "now": "Life Points", and its other names of
        :meth:`heading_names`) heads, in the game's books and a GM's own sheet, the total the sheet
        works out (a key of :meth:`derived`), not the value now: a spreadsheet's column of it is
        said to be worked out, not read; "Life Points (now)" is read.  By default none."""
        return frozenset()

    def write_condition(self, state: State, key: str, on: bool) -> State:
        """The state with the written condition ``key`` (one of :meth:`written_conditions`) set on
        or off as the GM wrote it in words; by default its flag, a ruleset whose condition goes with
        more of the state (the dead have no Health left) sets that too."""
        return {**state, key: on}

    def write_sheet_condition(self, sheet: Sheet, state: State, key: str, on: bool) -> State:
        """:meth:`write_condition` for a character with ``sheet``: a ruleset whose condition is set
        by values the sheet bounds (the floor of a track, a window its attributes give) overrides
        this; by default the sheet is not needed."""
        return self.write_condition(state, key, on)

    def time_passes(self, sheet: Sheet, state: State, minutes: int) -> Outcome:
        """Game time (or real time) passing outside the rounds of a fight: lethal time limits run
        down, and one that runs out has its effect.  By default nothing is timed."""
        return Outcome(dict(state))

    def rolls_due(self, sheet: Sheet, state: State, minutes: int) -> list[LogLine]:
        """The rolls the rules call for as ``minutes`` of game time pass for this character (a load's
        Endurance, a poison's hourly roll): how many, and where the GM rolls them, said on the Time
        passes form before Enter and in the time passing's log line.  Nothing is rolled here.  By
        default none."""
        return []

    def roll_due_setup(self, sheet: Sheet, state: State, minutes: int) -> tuple[str, dict[str, Any]] | None:
        """The dice dock's kind and inputs of the first roll :meth:`rolls_due` names, set up there
        once the time has passed (the GM rolls it, or types the table's dice); None for none."""
        return None

    def rolls_due_setups(self, sheet: Sheet, state: State, minutes: int) -> list[tuple[str, dict[str, Any]]]:
        """Each roll :meth:`rolls_due` names, in its order, as the dice dock's kind and inputs: set up
        there one after another once the time has passed (a poison's two hourly rolls: two).  By
        default the one :meth:`roll_due_setup` gives."""
        setup = self.roll_due_setup(sheet, state, minutes)
        return [] if setup is None else [setup]

    def rolls_due_ended(self, sheet: Sheet, state: State, kind: str) -> str:
        """Why the rolls of ``kind`` left of those :meth:`rolls_due_setups` named are no longer due
        (said in the dice dock once the roll just made has ended them): a ``rules`` text naming the
        character ``{name}``.  By default his state no longer calls for them, or he is dead."""
        if self.is_dead(sheet, state):
            return QT_TRANSLATE_NOOP("rules", "{name} is dead")
        return QT_TRANSLATE_NOOP("rules", "{name} no longer needs them")

    def heals_by_days(self, sheet: Sheet, state: State) -> DayHealing | None:
        """Whether whole days passing give this character health back for the food eaten each day,
        and how the GM is asked about it before the days pass (who ate each day); None for one
        they do not (unhurt, dead, or rules that heal no such way: the default)."""
        return None

    def days_eaten(self, sheet: Sheet, state: State, days: int, ate: bool | int) -> Outcome:
        """``days`` whole days passed for one :meth:`heals_by_days` names, after the time limits ran
        (:meth:`time_passes`); ``ate``: whether they ate each day, or on how many of the days.
        Each line names the character ``{name}``, which the caller fills in ("Ben Okafor is sick:
        no Health back").  By default nothing changes."""
        return Outcome(dict(state))

    def with_kind(self, kind: str, state: State) -> State:
        """The state as the rules should see a character of the roster's ``kind`` (pc, npc, zombie),
        when the rules treat the kinds apart (an AFMBE zombie ends by the GM's call).  By default
        the state as it is."""
        return state

    def state_problem(self, sheet: Sheet, state: State) -> str:
        """Why a live state read from a file cannot be, though each value is in its track's range
        (a marked source string in the context ``rules``), or "" when it can.  By default every
        combination can."""
        return ""

    def is_dead(self, sheet: Sheet, state: State) -> bool:
        return any(c.key == "dead" for c in self.conditions(sheet, state))

    def can_act(self, sheet: Sheet, state: State) -> bool:
        """Whether the character takes turns in a fight: the initiative order skips those who
        cannot (and shows them struck through).  By default everyone but the dead."""
        return not self.is_dead(sheet, state)

    def on_death(
        self, dead: Participant, killer: Participant | None, party: Sequence[Participant]
    ) -> dict[int, Outcome]:
        """What a death does to the others (scores, awards): their new states, by character id."""
        return {}

    def new_session(self, sheet: Sheet, state: State) -> Outcome | None:
        """What the start of a new game session gives back (AFMBE: the luck points); None: nothing."""
        return None

    # ---- fights --------------------------------------------------------------------------
    @abstractmethod
    def roll_initiative(self, sheet: Sheet, state: State, mode: str, dice: Dice) -> InitiativeRoll:
        ...

    def initiative_meaning(self, mode: str, value: int) -> str:
        """What an initiative ``value`` of ``mode`` means, when it is not a plain initiative: a
        marked template with ``{value}`` ("Agility {value}", "Players' side"); "" for the number
        alone (under the list's "Initiative" heading)."""
        return ""

    def fight_declarations(self) -> tuple[Choice, ...]:
        """What the GM may declare of a running fight, each on or off, that the round's end then
        reads (AFMBE's frantic combat: "un combate muy intenso" is the GM's judgement).  Default: none."""
        return ()

    def end_of_round(self, sheet: Sheet, state: State, dice: Dice,
                     declared: frozenset[str] = frozenset()) -> Outcome:
        """What the end of a round does to one character (bleeding, stamina, timers); ``declared``:
        the keys of :meth:`fight_declarations` the GM has declared of this fight."""
        return Outcome(dict(state))

    def fight_joined(self, state: State) -> State:
        """A character's state as he joins a fight: what the rules count "this round" starts afresh
        (the grid game's sprint and fight marks left by a blow dealt outside any fight).  Default:
        as it is."""
        return dict(state)

    def fight_over(self, state: State) -> Outcome:
        """What ends with the fight for one character: the conditions that last a turn or a round
        (a dodge of shots, a block), each named by a line; nothing is rolled.  Default: none."""
        return Outcome(dict(state))

    def round_phases(self, mode: str) -> tuple[Choice, ...]:
        """The phases a round of ``mode`` walks through, in order, when characters declare an action
        in a phase instead of rolling; empty (the default) when a round is one pass down the order.

        Choice values are the phase keys :meth:`declaration_key` takes; whoever declares nothing
        counts in the last phase.
        """
        return ()

    def phase_is_hostile(self, mode: str, phase: str) -> bool:
        """Whether an action declared in ``phase`` of ``mode`` is aimed against its target (an
        attack: "against") rather than done to them (first aid: "on").  Default: every phase."""
        return True

    def phase_aims(self, mode: str, phase: str) -> bool:
        """Whether an action declared in ``phase`` of ``mode`` is aimed at someone of the fight (an
        attack, first aid) rather than at no one (taking cover): the declaration asks the target
        next.  Default: every phase."""
        return True

    def phase_takes(self, mode: str, phase: str, sheet: Sheet, state: State) -> bool:
        """Whether the character of ``sheet`` and ``state`` may be the target of an action declared
        in ``phase`` of ``mode`` (twdu's first aid: only the Broken).  Default: anyone not dead."""
        return not self.is_dead(sheet, state)

    def phase_takes_words(self, mode: str, phase: str) -> str:
        """Whom :meth:`phase_takes` lets an action declared in ``phase`` of ``mode`` be aimed at, in
        words (a ``QT_TRANSLATE_NOOP`` text of the "rules" context: twdu's "first aid is for the Broken"),
        said when nobody in the fight may be; "": anyone not dead, nothing to say."""
        return ""

    def phase_note(self, mode: str, phase: str, sheet: Sheet, name: str, on_turn: bool = False) -> LogLine | None:
        """What the declaration of ``phase`` of ``mode`` warns of for the character ``name`` of
        ``sheet`` (twdu's Ranged Combat with no ranged weapon: nothing to shoot with); ``on_turn``: what
        his turn says of it, as the roll is set up.  Default: nothing."""
        return None

    def declaration_key(self, mode: str, phase: str, is_pc: bool) -> tuple[int, ...]:
        """Sort key (higher first) of a declaration in ``phase``: earlier phases first; a ruleset
        that has one adds who goes first within a phase."""
        keys = [c.value for c in self.round_phases(mode)]
        if phase not in keys:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown phase."))
        return (-keys.index(phase),)

    # ---- features ---------------------------------------------------------------------------
    @abstractmethod
    def damage_rules(self) -> DamageRules:
        """The damage and heal forms and their arithmetic (:class:`app.rules.features.damage.DamageRules`):
        every ruleset returns its own."""

    def check_rules(self) -> CheckRules | None:
        """The checks a character's state calls for (:class:`app.rules.features.checks.CheckRules`);
        None (the default) where no check is ever due."""
        return None

    def roll_rules(self) -> RollRules | None:
        """The dice dock's rolls with their odds (:class:`app.rules.features.rolls.RollRules`); None
        (the default) where the ruleset offers none."""
        return None

    def ammo_rules(self) -> AmmoRules | None:
        """The ammo ledger (:class:`app.rules.features.ammo.AmmoRules`) where the ruleset has one of
        the ammo features; None (the default) where it keeps no ammunition."""
        return None

    def experience_rules(self) -> ExperienceRules | None:
        """What earns experience and what it raises (:class:`app.rules.features.experience.ExperienceRules`);
        None (the default) where the ruleset has no experience rules."""
        return None

    # ---- the battle map ----------------------------------------------------------------------
    def grid(self) -> GridRules | None:
        """The ruleset's battle-map rules (:class:`app.rules.grid.GridRules`) when it plays on a
        grid; None (the default) when it does not: no map is offered."""
        return None

    # ---- the threat dial -------------------------------------------------------------------
    def threat_levels(self) -> Sequence[ThreatLevelSpec]:
        """The named levels 0-6 of the threat dial with their situations; empty where the ruleset
        names none (the dial is then a plain 0-6 tension meter)."""
        return ()

    def tension_words(self) -> Sequence[str]:
        """The word for each level 0-6 of the plain tension meter (English source strings, context
        ``rules``), shown to the players beside its number where the ruleset names no Threat Levels
        (:meth:`threat_levels`); a ruleset may give its own."""
        return TENSION_WORDS

    def change_threat(self, level: int, step: int) -> int:
        """The dial after a step up (positive) or down, kept within 0-6 whatever the step."""
        return max(MIN_THREAT, min(MAX_THREAT, level + step))

    def threat_rules(self) -> ThreatRules | None:
        """Avoiding and alerting the dead (:class:`app.rules.features.threat.ThreatRules`) where the
        ruleset has the ``"threat"`` feature; None (the default) for a plain tension meter."""
        return None

    # ---- swarms ------------------------------------------------------------------------------
    def swarm_rules(self) -> SwarmRules | None:
        """The swarm and its fight (:class:`app.rules.features.swarm.SwarmRules`) where the ruleset
        has the ``"swarm"`` feature; None (the default) where it has no swarms."""
        return None

    # ---- melee in groups --------------------------------------------------------------------
    def melee_groups(self) -> MeleeGroupRules | None:
        """Melee as exchanges of groups (:class:`app.rules.features.melee_groups.MeleeGroupRules`):
        who fights whom, and each group's exchange; None (the default) where melee is not fought so."""
        return None
