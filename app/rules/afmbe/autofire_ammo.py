"""The rounds automatic fire inside the attack roll spends from the weapon's magazine (unisystem
§4.2.1.3; the norms text counts Ammo Points a combat turn and has no bursts).

* A burst: "ráfagas cortas de entre 2 y 5 disparos" — the burst's own 2-5 rounds come off.
* Rock and roll: "mantener apretado el gatillo todo el turno" — the trigger held all turn empties
  the magazine: the rounds sprayed are the magazine's (the form's 0), or as many as the GM says;
  "cada conjunto de diez disparos cuenta como un grupo".

* A single shot: "Cualquier arma que dispare cada vez que se pulse el gatillo" fires one round a
  pull, and the README counts unisystem rounds "spent by shots, bursts and groups": one round comes
  off, and an empty magazine cannot fire.
* Norms: "Ammo Points will be used to symbolize ammo supply on a Point to Combat Turn basis" ("a
  rifle and you have 3 Ammo Points … enough ammo for 3 Combat Turns"): a shot spends the weapon's
  point for the turn, and a weapon out of points cannot fire.  A turn pays once: the ammo ledger
  knows which weapons paid this round already and lends the roll their point back
  (:mod:`app.services.ammo.turn_paid`), so a second shot that turn spends nothing.

The weapon fired is a sheet row marked Ranged whose Ammo column gives its magazine
(:mod:`.ammunition`); a magazine holding fewer rounds than the fire needs is refused before a die
is rolled.  A weapon with no magazine on the sheet keeps no count and spends nothing; nor does a
firearm swung in melee.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.ammunition import AfmbeAmmo
from app.rules.afmbe.autofire import values_plan
from app.rules.base import AmmoStock, RulesError, Sheet, State
from app.rules.stocks import named_keys
from app.rules.text import QT_TRANSLATE_NOOP

#: the form's "rounds sprayed" that means the whole magazine
WHOLE_MAGAZINE = 0

EMPTY = QT_TRANSLATE_NOOP("rules", "The magazine is empty: reload before firing.")
OUT_OF_POINTS = QT_TRANSLATE_NOOP("rules", "This weapon has no Ammo Points left: it cannot fire.")
TOO_FEW = QT_TRANSLATE_NOOP("rules", "The magazine holds fewer rounds than this fire needs: reload first.")


def magazine(rules: AfmbeAmmo, sheet: Sheet, state: State, values: Mapping[str, Any]) -> AmmoStock | None:
    """The magazine a shot spends from: the weapon's, when the attack fires a firearm whose magazine
    the sheet gives (in norms, the firearm's Ammo Points); else None."""
    weapon = str(values.get("weapon", ""))
    if values.get("melee") or not weapon.isdigit():
        return None
    rows = list(sheet.get("weapons", []))
    index = int(weapon)
    if index >= len(rows) or not rows[index].get("ranged"):
        return None
    key = named_keys([str(r.get("name", "")) for r in rows])[index]
    stock = next((s for s in rules.ammo_stocks(sheet, state) if s.key == key), None)
    return stock if stock is not None and (stock.capacity > 0 or not rules.uni) else None


def with_sprayed_rounds(rules: AfmbeAmmo, sheet: Sheet, state: State, values: Mapping[str, Any]) -> Mapping[str, Any]:
    """The attack's values with rock and roll's rounds filled in: the whole magazine for 0."""
    if values.get("fire") != "rock_and_roll" or values.get("rounds", WHOLE_MAGAZINE) != WHOLE_MAGAZINE:
        return values
    stock = magazine(rules, sheet, state, values)
    if stock is None:
        raise RulesError(
            QT_TRANSLATE_NOOP("rules", "Say how many rounds are sprayed: this weapon's magazine is not counted.")
        )
    if stock.count < 1:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The magazine is empty: reload before holding the trigger."))
    return {**values, "rounds": stock.count}


def rounds_fired(values: Mapping[str, Any]) -> int:
    """The rounds a burst or a spray fires: the burst's size, or every round of every group."""
    return sum(roll.most_hits for roll in values_plan(values))


def spend_autofire(rules: AfmbeAmmo, sheet: Sheet, state: State, values: Mapping[str, Any]) -> State | None:
    """The shooter's state with the fire's rounds off the magazine (None: nothing is counted);
    refused when the magazine holds fewer."""
    stock = magazine(rules, sheet, state, values)
    if stock is None:
        return None
    if not rules.uni:  # a combat turn's Ammo Point
        if stock.count < 1:
            raise RulesError(OUT_OF_POINTS)
        return {**state, "ammo": {**state.get("ammo", {}), stock.key: {"points": stock.count - 1}}}
    used = rounds_fired(values)
    if used > stock.count:
        raise RulesError(EMPTY if stock.count < 1 else TOO_FEW)
    return {**state, "ammo": {**state.get("ammo", {}), stock.key: {"loaded": stock.count - used, "spare": stock.spare}}}
