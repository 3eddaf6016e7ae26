"""Rolls as a ruleset declares them for the dice dock: the kinds of roll a character can make, the
exact odds before rolling, the roll itself and its follow-ups (push, luck).

Declarations and results are the types of :mod:`app.rules.rolling`.  A ruleset with rolls returns a
:class:`RollRules` from :meth:`app.rules.base.Ruleset.roll_rules`; one without returns None.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from app.rules.declarations import Sheet, State
from app.rules.dice import Dice
from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.rolling import RollKind

#: a roll made against a fighter this turn: its kind, its inputs and the rules' memo of its result
TurnRollAgainst = tuple[str, Mapping[str, Any], Mapping[str, Any]]
#: what a fighter did this turn: the rolls he made (kind, inputs) and those made against him
FighterTurn = tuple[Sequence[tuple[str, Mapping[str, Any]]], Sequence[TurnRollAgainst]]


class RollRules(ABC):
    """The rolls of a ruleset, with their odds and their results."""

    @abstractmethod
    def roll_kinds(self, sheet: Sheet) -> Sequence[RollKind]:
        """The rolls this character can make, the first the default."""

    def roll_kinds_now(self, sheet: Sheet, state: State) -> Sequence[RollKind]:
        """The rolls as the dock offers them to this character as he stands (``state``): an input
        that means nothing now left out (an aimed shot's box with no aim waiting); the kinds of
        :meth:`roll_kinds` by default."""
        return self.roll_kinds(sheet)

    def can_make(self, kind: str, sheet: Sheet, state: State, who: str = "pc") -> bool:
        """Whether a character of the roster's kind ``who`` ("pc", "npc", "zombie") makes the roll
        ``kind`` at all, as he is: the dice dock sets up by itself (a roller picked, his turn) only
        a roll he can make, never a shot with a gun he does not carry nor a zombie's shot.  Every
        kind by default."""
        return True

    @abstractmethod
    def roll_odds(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> list[Any]:
        """The exact chance of each outcome (:class:`app.rules.rolling.Chance`) before rolling."""

    @abstractmethod
    def resolve_roll(
        self, kind: str, roller: Any, inputs: Mapping[str, Any], dice: Dice, opponent: Any = None
    ) -> Any:
        """Roll ``kind`` with ``dice`` (rolled or typed) into a :class:`app.rules.rolling.RollResult`."""

    def roll_parts(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> Any:
        """The roller's dice of ``kind`` and where they come from
        (:class:`app.rules.rolling.DiceParts`), for the dock to show the arithmetic; None for a roll
        whose dice are not a sum of named parts (the default)."""
        return None

    def opponent_parts(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> Any:
        """The opponent's dice of an opposed ``kind`` and where they come from, named as
        :meth:`roll_parts` names the roller's; None where the opponent rolls no named pool (the default)."""
        return None

    def opponent_defaults(self, kind: str, opponent: Any, inputs: Mapping[str, Any] | None = None,
                          declared: str | None = None) -> Mapping[str, Any]:
        """The opponent's inputs of an opposed ``kind`` whose default depends on who the opponent
        is (an AFMBE zombie does not dodge: its defence is none; a twdu duel's opponent fights with
        his own weapon), by key; ``inputs``: the roller's side of the form (its range band), when
        known; ``declared``: the phase the opponent declared his action in this round of the running
        fight (:meth:`declared_roll`), None without one.  None by default (each field's own default holds)."""
        return {}

    def their_inputs(self, kind: str, inputs: Mapping[str, Any], sheet: Sheet) -> Mapping[str, Any] | None:
        """The inputs of an opposed ``kind`` as the opponent's own form of it would have them (his
        skill, his weapon on ``sheet``), for the log line of his push of his side to name what he
        rolled; None (the default): the roll is named as the roller's form has it."""
        return None

    def opponent_note(self, kind: str, opponent: Any, inputs: Mapping[str, Any]) -> Any:
        """Why the opponent of an opposed ``kind`` defends as :meth:`opponent_defaults` has it (a
        :class:`app.rules.declarations.LogLine`: the dead do not dodge; a living target may dodge a
        shot), for the dock to say beside the defence; None by default (nothing to say)."""
        return None

    def roll_factors(self, kind: str, roller: Any, inputs: Mapping[str, Any], opponent: Any = None) -> Sequence[Any]:
        """The numbers a roll of ``kind`` is made of, each named, in order (marked
        :class:`app.rules.declarations.LogLine` pieces the dock prints on one line: "Accuracy 6",
        "× Right hand 60% × 2", "= d7"), for a roll whose dice are not a sum of parts; none by default."""
        return ()

    def blow_request(self, kind: str, inputs: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The damage request of the melee blow a roll of ``kind`` strikes with (its weapon), which
        the grid's reach judges where both tokens stand on the map before anything is rolled; None
        (the default) for a roll that is no blow."""
        return None

    def round_limit(self, kind: str, inputs: Mapping[str, Any]) -> tuple[str, str, int] | None:
        """How often a roll of ``kind`` made with ``inputs`` may be made by one character in one
        round of a fight (a weapon's shots a round): the key the rolls are counted by, the name
        (a ``rules`` string) the refusal gives, and the most a round.  None (the default): no limit."""
        return None

    def turn_counts(self, kind: str, inputs: Mapping[str, Any], earlier: Sequence[tuple[str, Mapping[str, Any]]],
                    against: Sequence[TurnRollAgainst] = (), opponent: FighterTurn | None = None) -> dict[str, int]:
        """The numbers of a roll's form that count what its roller (and its opponent) did this turn
        (the action of the turn, the shot with the same weapon, the defender's action), from
        ``earlier``: the kind and inputs of each of his rolls made this turn of the running fight,
        oldest first (an undone one left out); ``against``: the kind, inputs and memo of each roll
        made against him this turn (what he defended against); ``opponent``: the same two of the
        roll's opponent (None without one).  The dice dock puts them in their fields before the
        roll; the GM may type others.  {} (the default): nothing counted."""
        return {}

    def turn_summary(self, name: str, earlier: Sequence[tuple[str, Mapping[str, Any]]],
                     against: Sequence[TurnRollAgainst] = ()) -> Any:
        """What the fighter ``name`` did this turn of the running fight, counted from ``earlier``
        and ``against`` as :meth:`turn_counts` counts them, as one
        :class:`app.rules.declarations.LogLine` the dice dock shows beside the roller and his
        opponent ("Dana Cruz this turn: 2 attacks, 1 defence, 0 other actions"), so that the GM sees
        where a several-actions penalty comes from; None (the default) where the rules count nothing."""
        return None

    def declared_roll(self, sheet: Sheet, phase: str, answered: bool | None = None,
                      opponent: Sheet | None = None) -> tuple[str, dict[str, Any]] | None:
        """The roll (its kind and inputs) of the action a character declared in ``phase`` of a round
        that walks phases (:meth:`app.rules.base.Ruleset.round_phases`), which the dice dock sets up
        on that character's turn; None (the default) where the phase says no roll.  ``answered``:
        declared against one who declared an action back at the character in the same phase (True:
        an opposed roll), against one who did not (False), or against no one (None); ``opponent``: the
        sheet of the one it was declared against, when there is one (an opposed roll's one distance)."""
        return None

    def round_end_roll(self, sheet: Sheet, state: State) -> tuple[str, dict[str, Any]] | None:
        """The roll (its kind and inputs) a character makes at the round's end (an aimed shot,
        delayed to it), which the dice dock sets up when the round ends; None (the default) for none."""
        return None

    def follow_up_refusal(self, action: str, memo: Mapping[str, Any], roller: Any) -> str | None:
        """Why a follow-up a result offered no longer stands for ``roller`` as he is now (a marked
        line, context ``rules``: a twdu character Broken since pushes no roll), for the dock to take
        the offer away; None (the default) while it stands."""
        return None

    def follow_up_roll(self, action: str, memo: Mapping[str, Any], roller: Any, dice: Dice, points: int = 0) -> Any:
        """Run a follow-up a result offered (push, luck) from its ``memo``; a new RollResult.  By
        default no result offers one."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))

    def told_alone(self, result: Any, dice: Any, faces: Sequence[Any], memo: Any
                   ) -> tuple[Any, list[Any], list[Any]] | None:
        """A roll against someone hidden from the players as their copy of the log tells it: the
        roller's side alone, nothing of the hidden one's (his dice, his successes, what the roll did
        to him).  ``result`` is the stored result line (``{"t", "ctx", "args"}``), ``dice`` the
        stored worked dice (one entry a roll record, a text or a list), ``faces`` every die as
        [sides, value] in the order rolled, ``memo`` the result's memo as stored.  Gives (the result,
        the roller's dice entries, his faces); None where the roller's side cannot be told apart, and
        the players' copy keeps the roll's name alone.  By default a roll of one record is the
        roller's alone and is told whole; a roll of more records (the opponent's among them) is None."""
        if isinstance(dice, str) and "; " in dice:  # plain records joined: whose is whose is not said
            return None
        entries = dice if isinstance(dice, list) else [dice] if dice else []
        return (result, entries, list(faces)) if len(entries) <= 1 else None

    def told_other(self, result: Any, dice: Any, faces: Sequence[Any], memo: Any
                   ) -> tuple[Any, list[Any], list[Any]] | None:
        """An opposed roll a hidden one rolled against someone the players see, as their copy tells
        it: that one's side alone (her result, her dice entries, her faces), nothing of his; None
        (the default) where it cannot be told, and the line is left out as his doing."""
        return None
