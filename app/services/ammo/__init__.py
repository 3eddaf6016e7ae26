"""The ammo ledger: firing, reloading, ammunition found, handed over or lost, in the ruleset's currency.

Every change is one command and one log event of kind ``"ammo"``; those events are the ledger.
Their payload says what happened (``action``: fire, reload, refill, give, empty), to which
character and stock, the counts before and after, the encounter and round, and the reason.  A
result the player must not learn (a clip drawn at random) goes in ``payload["secret"]``, never in
the line itself.

Firing a weapon whose ruleset counts a whole turn's firing (Ammo Points) is refused the second time
in one round of the active fight; outside a fight each fire action spends.

Low-ammo warnings live in ``Campaign.state["ammo_low"]``: ``{"default": n, "stocks": {"<character
id>:<stock key>": n}}`` — a stock is low at or below its threshold, and empty at 0.

Signals (on :class:`AmmoService`)
---------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from app.services.ammo.ledger import (
    CURRENCIES,
    EMPTY,
    KIND,
    LOW,
    OK,
    currency_of,
    fired_in_round,
    stock_label,
    unit_arg,
)

if TYPE_CHECKING:
    from app.services.ammo.commands import (
        AMOUNT_RANGE,
        AmmoCommand,
        EmptyAmmo,
        FireAmmo,
        GiveAmmo,
        RefillAmmo,
        ReloadAmmo,
        SetLowAmmo,
    )
    from app.services.ammo.service import AmmoService, StockView

#: what loads with its first use, by the module that declares it: the commands and the service (a
#: start imports this package for the rolls' ledger helpers, not for firing or reloading)
LATER = {
    "AMOUNT_RANGE": "commands",
    "AmmoCommand": "commands",
    "EmptyAmmo": "commands",
    "FireAmmo": "commands",
    "GiveAmmo": "commands",
    "RefillAmmo": "commands",
    "ReloadAmmo": "commands",
    "SetLowAmmo": "commands",
    "AmmoService": "service",
    "StockView": "service",
}


def __getattr__(name: str) -> Any:
    part = LATER.get(name)
    if part is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{part}"), name)
    globals()[name] = value
    return value


__all__ = [
    "AMOUNT_RANGE",
    "CURRENCIES",
    "EMPTY",
    "KIND",
    "LOW",
    "OK",
    "AmmoCommand",
    "AmmoService",
    "EmptyAmmo",
    "FireAmmo",
    "GiveAmmo",
    "RefillAmmo",
    "ReloadAmmo",
    "SetLowAmmo",
    "StockView",
    "currency_of",
    "fired_in_round",
    "stock_label",
    "unit_arg",
]
