"""The campaign's state as the players' copy of the log gives it: only what the players could see.

Every action that changes the campaign's state records the whole state in its row changes (for
undo), and the state holds the GM's bookkeeping beside the Threat the room sees: which characters'
names and health are shown (``reveal``, by character id: an entry for someone the players were
never shown tells them he exists), which handout each player's phone holds (``handouts``'
``players`` and ``stamps``, by character id: a private handout), the experience book and the
low-ammo warnings (by character id too) and the phone links (:mod:`app.export.no_links`).  An
export without secrets writes the campaign's row changes without those, and leaves out a change
of the campaign row that changed nothing else; what the room and every phone were shown
(``handouts``' ``room`` and ``phones``) stays, as their lines say.  The battle map's tiles stay; its
tokens' places (a hidden fighter's among them) do not, nor the reasons of the Threat's timeline.
"""

from __future__ import annotations

import json
from typing import Any

from app.export.no_links import unlinked
from app.export.swarm_draw import UNSEEN

#: the campaign state's keys that are the GM's alone, kept by the store's character ids (a hidden
#: character's among them): the reveal settings, each character's experience book, the low-ammo
#: warnings, and a swarm fight's records of its last round and the round in preparation (every
#: fighter's roll, whom its random victim was drawn among: "someone unseen" there would count a
#: hidden fighter; the round's own line tells the players what they may read of it) — the players'
#: copy leaves them out
GM_STATE = frozenset({"reveal", "experience", "ammo_low", "swarm_last", "swarm_round"})
#: what of ``handouts`` is public: the room's and every phone's
PUBLIC_HANDOUTS = ("room", "phones")
_CAMPAIGN = '"table":"campaign"'


def _public_state(state: Any) -> Any:
    if not isinstance(state, dict):
        return state
    out = {k: v for k, v in state.items() if k not in GM_STATE}
    fight, last = out.get("swarm"), state.get("swarm_last")
    unseen = last.get(UNSEEN) if isinstance(last, dict) else None
    made = fight.get("attacks_made") if isinstance(fight, dict) else None
    if isinstance(fight, dict) and isinstance(made, int) and isinstance(unseen, int) and unseen > 0:
        # the swarm's attacks on fighters hidden from the players are not theirs to count (nor its
        # Swarm Threat lowered by them: app.services.swarm.unseen_attacks)
        out["swarm"] = {**fight, "attacks_made": max(0, made - unseen)}
    history = out.get("threat_history")
    if isinstance(history, list):
        # the dial's timeline without why each step came: a step's reason is its line's to say, and
        # the line of a secret roll's mess-up says the step alone (app.services.follow_ups)
        out["threat_history"] = [{k: v for k, v in h.items() if k != "reason"} if isinstance(h, dict) else h
                                 for h in history]
    board = out.get("battle_map")
    if isinstance(board, dict) and "tokens" in board:
        # every token's tile, a hidden one's too (where the players saw no one): the GM's map alone
        out["battle_map"] = {k: v for k, v in board.items() if k != "tokens"}
    handouts = out.get("handouts")
    if isinstance(handouts, dict):
        out["handouts"] = {k: handouts[k] for k in PUBLIC_HANDOUTS if k in handouts}
    return out


def _public_side(side: Any) -> Any:
    if not isinstance(side, dict) or "state" not in side:
        return side
    return {**side, "state": _public_state(side["state"])}


def players_changes(changes: list[Any]) -> list[Any]:
    """An event's row changes as the players' copy writes them (the same list when no change is the
    campaign's): no phone link, no reveal settings, no private handout, no change left empty."""
    if not any(isinstance(c, dict) and c.get("table") == "campaign" for c in changes):
        return changes
    out = []
    for change in unlinked(changes):
        if isinstance(change, dict) and change.get("table") == "campaign":
            change = {**change, "before": _public_side(change.get("before")),
                      "after": _public_side(change.get("after"))}
            if change["before"] == change["after"]:
                continue  # a reveal setting, a private handout: nothing the players saw changed
        out.append(change)
    return out


def players_text(text: str) -> str:
    """Row changes stored as JSON text, as :func:`players_changes` gives them (the same text when no
    change is the campaign's)."""
    if _CAMPAIGN not in text:
        return text
    return json.dumps(players_changes(json.loads(text)), ensure_ascii=False, separators=(",", ":"))
