"""Ammunition as a ruleset declares it (the ammo ledger): a character's firearms and ammunition
stocks, and every change to them.

A ruleset with one of the ammo features returns an :class:`AmmoRules` from
:meth:`app.rules.base.Ruleset.ammo_rules`; it lists each character's stocks and changes them, the
ammo state living in the character's state.  One without returns None: generic code reads
:data:`NO_AMMO` instead, no stocks and every change refused.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.declarations import AmmoStock, Choice, FieldSpec, LogLine, Outcome, Sheet, State
from app.rules.dice import Dice
from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP


class AmmoRules(ABC):
    """The ammunition of a ruleset: its stocks, and the changes it allows (by default refused)."""

    @abstractmethod
    def ammo_stocks(self, sheet: Sheet, state: State) -> list[AmmoStock]:
        """The character's firearms and ammunition stocks, in sheet order."""

    def ammo_kind_refusal(self, kind: str) -> str:
        """Why a character of the roster's ``kind`` carries no ammunition at all (a marked source
        string in the context ``rules``: the grid game's zombie has no gear and no gun), or "" when
        the kind may carry some (the default)."""
        return ""

    def ammo_fires_once_per_round(self) -> bool:
        """Whether firing spends a whole round's worth (Ammo Points: one point per combat turn), so
        a weapon spends at most once a round."""
        return False

    def ammo_one_fire_a_turn(self) -> bool:
        """Whether firing is a character's one action of a turn, so a second fire (a second shot
        action) in the same round of a fight is refused, whatever the weapon or the count."""
        return False

    def ammo_fire_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        """The fire form of stock ``key`` (shots, bursts…); its defaults are the plain shot."""
        return ()

    def ammo_fire_note(self, sheet: Sheet, state: State, key: str) -> LogLine | None:
        """Why the fire form of stock ``key`` offers no more than it does (no bursts from a weapon
        that fires single shots, none where a turn's firing is one point), for the fire dialog to
        say above it; None (the default) when there is nothing to say."""
        return None

    def ammo_reload_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        """The reload form of stock ``key`` (which clip, keep the old one…); empty when there is no choice."""
        return ()

    def ammo_empty_reasons(self) -> tuple[Choice, ...]:
        """Why a stock may be emptied at once, the first the default."""
        return (Choice("lost", QT_TRANSLATE_NOOP("rules", "Lost or ruined")),)

    def fire_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """Spend what the fire form says stock ``key`` fires."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset keeps no ammunition."))

    def reload_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """Reload stock ``key`` as the reload form says."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset keeps no ammunition."))

    def add_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        """Ammunition found or handed over: ``amount`` more of stock ``key``'s unit."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset keeps no ammunition."))

    def take_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        """Ammunition handed to someone else: ``amount`` less of stock ``key``; never below none."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset keeps no ammunition."))

    def fire_roll(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> tuple[str, dict[str, Any]] | None:
        """The roll that makes the shot stock ``key`` fired as ``request`` says (the fire form's
        values): the roll kind's key and the inputs that say the weapon and the kind of shot.  The
        dice dock is set on it after F, so the roll is the shot just declared.  None when no roll
        of the ruleset fires the weapon."""
        return None

    def fire_rolls(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        """Each roll that makes the fire stock ``key`` fired as ``request`` says, in order: a fire
        of several attacks (three single shots, two bursts) is one roll each.  By default the one
        roll of :meth:`fire_roll`."""
        roll = self.fire_roll(sheet, state, key, request)
        return [roll] if roll is not None else []

    def fire_round_limit(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> tuple[tuple[str, str, int], int] | None:
        """The weapon's shots a round that a fire of stock ``key`` as ``request`` says counts
        against, and how many shots it is: the limit as :meth:`app.rules.features.rolls.RollRules.round_limit`
        gives it for the roll that makes the shot (the key the shots are counted by, the weapon's
        name, the most a round), so a shot fired from the ammunition dock and a shot rolled in the
        dice dock are counted as one.  None (the default): no limit a round."""
        return None

    def fired_back(self, sheet: Sheet, state: State, key: str, amount: int) -> State:
        """``amount`` of stock ``key``'s unit put back where the weapon fires from (a negative
        amount taken from there again): what a shot already paid for lends the roll that makes it,
        so the roll does not spend it twice.  By default what :meth:`add_ammo` and
        :meth:`take_ammo` do; a ruleset that fires from a magazine beside spare rounds puts them
        in the magazine."""
        if amount >= 0:
            return self.add_ammo(sheet, state, key, amount).state if amount else state
        return self.take_ammo(sheet, state, key, -amount).state

    def empty_ammo(self, sheet: Sheet, state: State, key: str) -> Outcome:
        """Stock ``key`` is empty at once (lost, ruined, a messed-up roll)."""
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This ruleset keeps no ammunition."))

    def give_ammo(
        self, giver: tuple[Sheet, State, str], receiver: tuple[Sheet, State, str], amount: int
    ) -> tuple[Outcome, Outcome]:
        """``amount`` handed from one character's stock to another's, each given as (sheet, state,
        stock key): the giver's and the receiver's outcomes.  By default what :meth:`take_ammo`
        takes, :meth:`add_ammo` adds; a ruleset whose units differ one from another (clips) overrides it."""
        return self.take_ammo(*giver, amount), self.add_ammo(*receiver, amount)


class NoAmmo(AmmoRules):
    """The ammunition of a ruleset that keeps none: no stocks, every change refused."""

    def ammo_stocks(self, sheet: Sheet, state: State) -> list[AmmoStock]:
        return []


#: what generic code reads for a ruleset whose :meth:`~app.rules.base.Ruleset.ammo_rules` is None
NO_AMMO: AmmoRules = NoAmmo()
