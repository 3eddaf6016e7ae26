"""What every ruleset declares, so that widgets and services stay generic.

A ruleset is a module under ``app/rules`` with a ``ruleset(preset, options)`` factory returning a
:class:`Ruleset`.  The character sheet, the tracks a tracker draws, the damage and healing forms,
the initiative modes and the end-of-round effects are all declared as plain data
(:mod:`app.rules.declarations`, re-exported here); the user interface reads the declarations and
never names a ruleset.  The features some rulesets have (ammunition, the Threat Level, swarms) are
interfaces of :mod:`app.rules.features`; the checks of stored characters are in
:mod:`app.rules.stored`.

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
    AmmoStock,
    BudgetLine,
    Choice,
    Condition,
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
from app.rules.features.ammo import AmmoFeature
from app.rules.stored import field_fits, repaired_sheet, stored_sheet_problem, stored_state_problem, unfit_fields
from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.features.swarm import SwarmRules
    from app.rules.features.threat import ThreatRules
    from app.rules.grid import GridRules
    from app.rules.rolling import RollKind

__all__ = [
    "AMMO_ACTIONS", "MAX_THREAT", "MIN_THREAT", "AmmoStock", "BudgetLine", "Choice", "Condition", "FieldSpec",
    "InitiativeRoll", "LogLine", "Outcome", "Participant", "RulesError", "Ruleset", "Sheet", "State",
    "ThreatLevelSpec", "TrackSpec", "field_fits", "repaired_sheet", "stored_sheet_problem", "stored_state_problem",
    "unfit_fields",
]


class Ruleset(AmmoFeature, ABC):
    """The declarations and arithmetic one ruleset gives the rest of Deadwatch.

    Subclasses fill in every method.  ``options`` are the campaign's house rules, validated
    against :meth:`option_fields`.
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

    def new_sheet(self) -> Sheet:
        """A sheet with every field at its default."""
        return {f.key: ([] if f.kind == "table" else f.default) for f in self.sheet_fields()}

    @abstractmethod
    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        """Return a clean copy of ``sheet`` or raise :class:`RulesError` with the reason."""

    def budget(self, sheet: Sheet) -> list[BudgetLine]:
        """Creation budgets for this sheet under the campaign's options."""
        return []

    def derived(self, sheet: Sheet) -> dict[str, int]:
        """Derived values (Life Points, Speed…), keyed like their labels in :meth:`derived_labels`."""
        return {}

    def derived_labels(self) -> Mapping[str, str]:
        return {}

    @abstractmethod
    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        ...

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

    @abstractmethod
    def initial_state(self, sheet: Sheet) -> State:
        """The live state of a fresh, unhurt character with this sheet."""

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        return []

    def checks_due(self, sheet: Sheet, state: State) -> list[Choice]:
        """The checks this character's state calls for now (survival, consciousness, fear…)."""
        return []

    def roll_check(self, sheet: Sheet, state: State, check: str, dice: Dice) -> Outcome:
        """Roll one of :meth:`checks_due` with the right numbers; the Outcome says what followed."""
        raise RulesError("That check is not due.")

    def time_passes(self, sheet: Sheet, state: State, minutes: int) -> Outcome:
        """Game time (or real time) passing outside the rounds of a fight: lethal time limits run
        down, and one that runs out has its effect.  By default nothing is timed."""
        return Outcome(dict(state))

    def with_kind(self, kind: str, state: State) -> State:
        """The state as the rules should see a character of the roster's ``kind`` (pc, npc, zombie),
        when the rules treat the kinds apart (an AFMBE zombie ends by the GM's call).  By default
        the state as it is."""
        return state

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

    # ---- experience -----------------------------------------------------------------------
    #: "points": the GM awards points and the player spends them on raises; "events": play itself
    #: earns +1s (proposed from the session log for the GM to confirm); "": no experience rules.
    experience_style: str = ""

    def experience_events(self, sheet: Sheet, action: Mapping[str, Any]) -> list[Choice]:
        """The experience one logged action earns this character.  ``action`` holds ``kind``
        ("damage", "heal"), ``role`` ("actor" or "target") and the action's ``request``."""
        return []

    def raise_options(self, sheet: Sheet, raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
        """What experience can raise now, each with the reason it may not ("" when it may)."""
        return []

    def apply_raise(self, sheet: Sheet, key: str, raised: Mapping[str, int]) -> Sheet:
        """The sheet with ``key`` raised one step; RulesError with the reason when not allowed."""
        raise RulesError("Experience cannot raise that.")

    # ---- damage and healing -------------------------------------------------------------
    @abstractmethod
    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        """The damage form: the amount (key ``amount``, else the first field names the action in the
        history), type, location, armor… in the order the GM answers them."""

    def damage_form(self, sheet: Sheet, state: State) -> Sequence[FieldSpec]:
        """The damage form for this character now: its state may ask for more (a block declared
        asks for the attacker's Speed); by default :meth:`damage_fields`."""
        return self.damage_fields(sheet)

    def damage_defaults(self, sheet: Sheet, state: State,
                        attacker: tuple[Sheet, State] | None = None) -> dict[str, Any]:
        """The damage form's values read off the attacker (``attacker``: his sheet and state, the
        one the GM picked or whose turn it is); {} keeps the fields' defaults."""
        return {}

    @abstractmethod
    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        ...

    @abstractmethod
    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        ...

    @abstractmethod
    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        ...

    def heal_defaults(self, sheet: Sheet, state: State, healer: tuple[Sheet, State] | None = None) -> dict[str, Any]:
        """The heal form's values a GM expects for this patient (the limb that bleeds…) and, when
        someone else gives the care (``healer``: his sheet and state), for him (his skill, his
        supplies); {} keeps the fields' defaults."""
        return {}

    def care_given(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """What giving the care of ``request`` to someone else costs the one giving it (``sheet``,
        ``state``: a bandage used…); None when it costs him nothing.  RulesError when he cannot."""
        return None

    def new_session(self, sheet: Sheet, state: State) -> Outcome | None:
        """What the start of a new game session gives back (AFMBE: the luck points); None: nothing."""
        return None

    def blow_dealt(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """What dealing the damage of ``request`` (the damage form's) to someone else does to the one
        dealing it (``sheet``, ``state``: a melee blow marks that he fought this round); None when
        nothing."""
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

    def end_of_round(self, sheet: Sheet, state: State, dice: Dice) -> Outcome:
        """What the end of a round does to one character (bleeding, stamina, timers)."""
        return Outcome(dict(state))

    def round_phases(self, mode: str) -> tuple[Choice, ...]:
        """The phases a round of ``mode`` walks through, in order, when characters declare an action
        in a phase instead of rolling; empty (the default) when a round is one pass down the order.

        Choice values are the phase keys :meth:`declaration_key` takes; whoever declares nothing
        counts in the last phase.
        """
        return ()

    def declaration_key(self, mode: str, phase: str, is_pc: bool) -> tuple[int, ...]:
        """Sort key (higher first) of a declaration in ``phase``: earlier phases first; a ruleset
        that has one adds who goes first within a phase."""
        keys = [c.value for c in self.round_phases(mode)]
        if phase not in keys:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown phase."))
        return (-keys.index(phase),)

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

    # ---- rolls (the dice dock) ----------------------------------------------------------------
    # Declarations and results are the types of :mod:`app.rules.rolling`; a ruleset without rolls
    # offers none and refuses to resolve any.
    def roll_kinds(self, sheet: Sheet) -> Sequence[RollKind]:
        """The rolls this character can make, the first the default."""
        return ()

    def roll_odds(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> list[Any]:
        """The exact chance of each outcome (:class:`app.rules.rolling.Chance`) before rolling."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."))

    def resolve_roll(
        self, kind: str, roller: Any, inputs: Mapping[str, Any], dice: Dice, opponent: Any = None
    ) -> Any:
        """Roll ``kind`` with ``dice`` (rolled or typed) into a :class:`app.rules.rolling.RollResult`."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."))

    def follow_up_roll(self, action: str, memo: Mapping[str, Any], roller: Any, dice: Dice, points: int = 0) -> Any:
        """Run a follow-up a result offered (push, luck) from its ``memo``; a new RollResult."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
