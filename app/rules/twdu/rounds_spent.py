"""twdu: the round a shot spends from its weapon's count (the ammunition ledger's, kept by weapon
name), the Shot roll's and a duel fired with a firearm's alike: one round a shot, undone with the
roll; a weapon with none left refuses it, naming it, before a die is rolled."""

from __future__ import annotations

from dataclasses import replace

from app.rules.base import Sheet, State
from app.rules.errors import RulesError
from app.rules.rolling import Roller, RollResult
from app.rules.stocks import named_keys
from app.rules.text import QT_TRANSLATE_NOOP

__all__ = ["OUT_OF_ROUNDS", "spent_round", "with_round_spent"]

#: a shot with a weapon whose count is down to none
OUT_OF_ROUNDS = QT_TRANSLATE_NOOP(
    "rules", "{weapon} is out of ammunition: nothing fired. Ammunition found goes in the ammunition ledger.")


def spent_round(sheet: Sheet, state: State, item: str, counted_only: bool = False) -> State | None:
    """``state`` with one round fewer in weapon ``item``'s count ("w0"…; the ammunition ledger's
    count, kept by weapon name), None for a weapon that counts none; refused when it has none left.
    ``counted_only`` (a duel's shot): a gun whose sheet row has no Ammo and whose count the ledger has
    never kept spends nothing, rather than being refused as empty."""
    rows = list(sheet.get("weapons", []))
    index = int(item[1:]) if item[:1] == "w" and item[1:].isdigit() else -1
    if not 0 <= index < len(rows):
        return None
    row = rows[index]
    if row.get("kind") != "ranged" and int(row.get("ammo", 0)) <= 0:
        return None
    key = named_keys([str(r.get("name", "")) for r in rows])[index]
    kept = state.get("ammo", {})
    if counted_only and "ammo" not in row and key not in kept:  # a sheet that keeps no count of its rounds
        return None
    count = int(kept.get(key, row.get("ammo", 0)))
    if count < 1:
        raise RulesError(OUT_OF_ROUNDS, weapon=str(row.get("name", "")).strip() or key)
    return {**state, "ammo": {**kept, key: count - 1}}


def with_round_spent(result: RollResult, roller: Roller, spent: State | None) -> RollResult:
    """``result`` with the round ``spent`` (:func:`spent_round`, made before the dice) in the state it
    leaves the roller in; as it was for a weapon that counts none."""
    if spent is None:
        return result
    changed = dict(result.state) if result.state is not None else dict(roller.state)
    changed["ammo"] = spent["ammo"]
    return replace(result, state=changed)
