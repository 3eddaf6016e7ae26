"""Who a fight action applies to, read from the campaign rather than from a dock's widgets (a dock
behind its tab or hidden shows what it showed last): the character the GM selected, else the one
whose turn it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.services.ammo import StockView
    from app.services.bundle import Services


def acting_character(services: Services) -> int | None:
    """The character whose turn it is in the running fight (None between turns or for an extra)."""
    view = services.initiative.view()
    enc = view.encounter
    if enc is None:
        return None
    row = next((r for r in view.combatants if r.position == enc.turn), None)
    return row.character_id if row is not None else None


def actor_stocks(services: Services, selected: int | None, turn_first: bool = False
                 ) -> tuple[int, list[StockView]] | None:
    """The character a firearm action applies to and their stocks: the selected character when they
    carry a firearm, else the acting one; None when neither does.  ``turn_first`` (F, Shift+F): in a
    fight the one whose turn it is fires, not one the GM selected in the roster for something else
    (Mia's injury named on Rook's turn), the selected one when the acting one carries no firearm."""
    acting = acting_character(services)
    for cid in ((acting, selected) if turn_first else (selected, acting)):
        if cid is None:
            continue
        row = services.characters.character(cid)
        if row is None or row.archived:
            continue
        views = services.ammo.stocks(cid)
        if views:
            return cid, views
    return None
