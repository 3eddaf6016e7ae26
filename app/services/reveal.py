"""What the players are shown of a character: his reveal settings, read on their own.

Reveal settings live in ``Campaign.state["reveal"][character id]``: ``name`` (shown or not) and
``health`` ("numbers", "word" or "hidden").  By default player characters show their name and
numbers; NPCs and zombies stay hidden until revealed, and then show a word.  Read by the players'
view (:mod:`app.services.player_view`) and by whatever must know, as it acts, whom the players see
(a swarm's attack on a hidden fighter: :mod:`app.services.swarm.unseen_attacks`).
"""

from __future__ import annotations

from typing import Any

from app.store.models import Character


def reveal_of(campaign_state: dict[str, Any], character: Character) -> dict[str, Any]:
    """``character``'s reveal settings: ``{"name": bool, "health": mode}``."""
    saved = (campaign_state.get("reveal") or {}).get(str(character.id)) or {}
    if character.kind == "pc":
        default = {"name": True, "health": "numbers"}
    else:
        default = {"name": bool(character.revealed), "health": "word"}
    return {**default, **saved}
