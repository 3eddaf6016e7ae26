"""The ammo ledger's view of the roll-under d10 rules (:class:`~app.rules.features.ammo.AmmoRules`).

Each ranged weapon on the sheet is a stock of the rounds loaded in it (``state["ammo"]``, by
weapon name, as :mod:`app.rules.d10under.ammo` keeps it) beside the spare rounds carried for it
(``state["spare"]``, none at the start).  Firing spends the shots of one turn (at most the
weapon's shots a turn); a reload (the whole turn, «Перезарядка обычно занимает весь ход») fills the
magazine from the spare rounds, as far as they go, and is refused with none; rounds found or handed
over are carried as spare rounds, and rounds given away come out of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import AmmoStock, FieldSpec, Outcome, RulesError, Sheet, State
from app.rules.d10under import ammo as ammo_rules
from app.rules.d10under.ammo import Weapon
from app.rules.d10under.gear import reload, weapons
from app.rules.d10under.rolls import SHOT
from app.rules.dice import Dice
from app.rules.features.ammo import AmmoRules
from app.rules.stocks import UNIT_ROUNDS, find_stock, whole
from app.rules.text import QT_TRANSLATE_NOOP

ACTIONS = frozenset({"fire", "reload", "refill", "give", "empty"})


class D10UnderAmmo(AmmoRules):
    """Rounds loaded in each ranged weapon."""

    def ammo_stocks(self, sheet: Sheet, state: State) -> list[AmmoStock]:
        loaded = state.get("ammo", {})
        spare = state.get("spare", {})
        return [
            AmmoStock(w.name, w.name, UNIT_ROUNDS, int(loaded.get(w.name, 0)), w.magazine,
                      int(spare.get(w.name, 0)), actions=ACTIONS)
            for w in weapons(sheet)
            if w.ranged
        ]

    def _weapon(self, sheet: Sheet, state: State, key: str, action: str) -> Weapon:
        find_stock(self.ammo_stocks(sheet, state), key, action)
        return ammo_rules.find_weapon(weapons(sheet), key)

    def _loaded(self, state: State, key: str, rounds: int) -> State:
        return {**state, "ammo": {**state.get("ammo", {}), key: rounds}}

    def ammo_one_fire_a_turn(self) -> bool:
        """«В один ход можно сделать одно действие»: firing a weapon, as many shots as it allows,
        is the turn's one action."""
        return True

    def ammo_fire_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        weapon = ammo_rules.find_weapon(weapons(sheet), key)
        # the box keeps to the weapon's shots a turn, and says so (a 3 typed beside a Makarov's 2 was
        # dropped without a word and one shot fired)
        return (FieldSpec("shots", QT_TRANSLATE_NOOP("rules", "Shots this turn (at most {max})"), "int", 1, 1,
                          max(1, weapon.shots), help=QT_TRANSLATE_NOOP("rules", "The weapon's shots a turn at most.")),)

    def fire_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        weapon = self._weapon(sheet, state, key, "fire")
        shots = whole(request.get("shots", 1))
        return Outcome({**state, "ammo": ammo_rules.spend_shots(state.get("ammo", {}), weapon, shots)})

    def fire_roll(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> tuple[str, dict[str, Any]] | None:
        """The shot on Perception with that weapon, as many shots as F fired this turn."""
        if not any(w.ranged and w.name == key for w in weapons(sheet)):
            return None
        return SHOT, {"weapon": key, "shots": max(1, whole(request.get("shots", 1)))}

    def reload_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        self._weapon(sheet, state, key, "reload")
        return reload(sheet, state, key)

    def _spare(self, state: State, key: str, rounds: int) -> State:
        return {**state, "spare": {**state.get("spare", {}), key: rounds}}

    def add_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        """Rounds found or handed over: carried as spare rounds, for the next reload."""
        stock = find_stock(self.ammo_stocks(sheet, state), key, "refill")
        return Outcome(self._spare(state, key, stock.spare + whole(amount)))

    def take_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        """Rounds given away or lost: out of the spare rounds carried."""
        stock = find_stock(self.ammo_stocks(sheet, state), key, "give")
        if whole(amount) > stock.spare:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many spare rounds."))
        return Outcome(self._spare(state, key, stock.spare - amount))

    def fired_back(self, sheet: Sheet, state: State, key: str, amount: int) -> State:
        """Rounds a shot already paid for put back in the magazine (taken from it again when
        negative), never below none: the spare rounds are not where a weapon fires from."""
        stock = find_stock(self.ammo_stocks(sheet, state), key)
        return self._loaded(state, key, max(0, stock.count + amount))

    def empty_ammo(self, sheet: Sheet, state: State, key: str) -> Outcome:
        find_stock(self.ammo_stocks(sheet, state), key, "empty")
        return Outcome(self._loaded(state, key, 0))
