"""The ammo ledger's view of The Walking Dead Universe RPG (:class:`~app.rules.features.ammo.AmmoRules`).

A simple count for each ranged weapon (or weapon with ammunition) on the sheet, starting from its
Ammo column and kept in ``state["ammo"]`` by weapon name.  Shots spend it; ammunition found or
handed over adds to it.  Messing up in combat can mean running out of ammunition (the text's
"Messing up"): the GM empties the weapon.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import AmmoStock, Choice, FieldSpec, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.features.ammo import AmmoRules
from app.rules.stocks import UNIT_ROUNDS, find_stock, named_keys, whole
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.shot_kind import SHOT, shot_band

ACTIONS = frozenset({"fire", "refill", "give", "empty"})
#: a Broken character is out of the fight: F on him is refused, nothing spent
BROKEN_NO_FIRE = QT_TRANSLATE_NOOP("rules", "Broken: one out of the fight cannot fire a weapon. Nothing spent.")


class TwduAmmo(AmmoRules):
    """An ammunition count for each weapon that shoots."""

    def ammo_stocks(self, sheet: Sheet, state: State) -> list[AmmoStock]:
        rows = list(sheet.get("weapons", []))
        kept = state.get("ammo", {})
        out = []
        for key, row in zip(named_keys([str(r.get("name", "")) for r in rows]), rows, strict=True):
            if row.get("kind") == "ranged" or int(row.get("ammo", 0)) > 0:
                count = int(kept.get(key, row.get("ammo", 0)))
                out.append(AmmoStock(key, str(row.get("name", "")).strip() or key, UNIT_ROUNDS, count, actions=ACTIONS))
        return out

    def ammo_empty_reasons(self) -> tuple[Choice, ...]:
        return (
            Choice("mess_up", QT_TRANSLATE_NOOP("rules", "Messed up: out of ammunition")),
            Choice("lost", QT_TRANSLATE_NOOP("rules", "Lost or ruined")),
        )

    def _count(self, state: State, key: str, count: int) -> State:
        return {**state, "ammo": {**state.get("ammo", {}), key: count}}

    def ammo_fire_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        return (FieldSpec("shots", QT_TRANSLATE_NOOP("rules", "Shots"), "int", 1, 1, 99),)

    def fire_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        if int(state.get("health", 1)) == 0:  # "you are Broken": out of the fight, no shot to fire
            raise RulesError(BROKEN_NO_FIRE)
        stock = find_stock(self.ammo_stocks(sheet, state), key, "fire")
        shots = whole(request.get("shots", 1))
        if shots > stock.count:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not enough ammunition for that many shots."))
        return Outcome(self._count(state, key, stock.count - shots))

    def fire_roll(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> tuple[str, dict[str, Any]] | None:
        """The shot with that weapon (:mod:`app.rules.twdu.shot_kind`) at the band it reaches, whose
        hit offers its damage to the target; a weapon with ammunition that is not a ranged one: the
        Ranged Combat skill roll with it as its gear."""
        rows = list(sheet.get("weapons", []))
        keys = named_keys([str(r.get("name", "")) for r in rows])
        if key not in keys:
            return None
        index = keys.index(key)
        if rows[index].get("kind") == "ranged":
            return SHOT, {"item": f"w{index}", "band": shot_band(rows[index])}
        return "skill", {"skill": "ranged_combat", "item": f"w{index}"}

    def add_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "refill")
        return Outcome(self._count(state, key, stock.count + whole(amount)))

    def take_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "give")
        if whole(amount) > stock.count:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that much ammunition."))
        return Outcome(self._count(state, key, stock.count - amount))

    def empty_ammo(self, sheet: Sheet, state: State, key: str) -> Outcome:
        find_stock(self.ammo_stocks(sheet, state), key, "empty")
        return Outcome(self._count(state, key, 0))
