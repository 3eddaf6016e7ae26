"""The ammo ledger's view of the roll-under d10 rules (:class:`~app.rules.features.ammo.AmmoRules`).

Each ranged weapon on the sheet is a stock of the rounds loaded in it (``state["ammo"]``, by
weapon name, as :mod:`app.rules.d10under.ammo` keeps it).  Firing spends the shots of one turn
(at most the weapon's shots a turn); a reload fills the magazine (the whole turn); rounds found or
handed over go into the magazine, never past it.
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
        return [
            AmmoStock(w.name, w.name, UNIT_ROUNDS, int(loaded.get(w.name, 0)), w.magazine, actions=ACTIONS)
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

    def add_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "refill")
        if stock.count + whole(amount) > stock.capacity:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The magazine does not hold that many rounds."))
        return Outcome(self._loaded(state, key, stock.count + amount))

    def take_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "give")
        if whole(amount) > stock.count:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not enough rounds loaded."))
        return Outcome(self._loaded(state, key, stock.count - amount))

    def empty_ammo(self, sheet: Sheet, state: State, key: str) -> Outcome:
        find_stock(self.ammo_stocks(sheet, state), key, "empty")
        return Outcome(self._loaded(state, key, 0))
