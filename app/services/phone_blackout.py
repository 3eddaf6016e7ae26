"""The phones while the GM has blacked out the players' screen (View → Blackout, B).

A blackout sets up a scene: the room must not read the Threat, whose turn it is or the order
while the projector is black, and the phones lying on the table are the room's too.  While it is
on, every phone page is handed :func:`darkened` of its view: the table's state is left out (the
dial, the round and turn, the order, the swarm, the turn timer, the handouts every phone shows), and the page's
waiting line says "The GM has darkened the screens" in the GM's language, where both the page's
script and its first answer (:mod:`app.services.player_page`) already show a table with nothing
on it.  A player's own sheet (``me``) goes too (the README: every phone goes black): her Health,
her conditions and her name lit on a phone on the table are read by the room as the projector's
would be.  Every handout goes, the one shown to that player alone too: a blackout sets up a scene,
and "For Kit only" lit on a phone on the table is read by the room.  When the blackout ends the next
view is the whole one again, her sheet and her handout with it.
"""

from __future__ import annotations

from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import Translate, qt_translate

DARKENED = QT_TRANSLATE_NOOP("PlayerPage", "The GM has darkened the screens")
#: what a darkened view keeps: the page's words, its language and campaign (not the player's own sheet)
KEPT = ("ui", "lang", "campaign")


def darkened(view: dict[str, Any], translate: Translate = qt_translate) -> dict[str, Any]:
    """``view`` (a phone's) with the table's state left out and the darkened line in its place."""
    words = dict(view.get("ui") or {})
    words["waiting"] = translate("PlayerPage", DARKENED)
    out = {key: view[key] for key in KEPT if key in view}
    out.update({
        "ui": words,
        "blackout": True,
        "threat": None,
        "round": None,
        "turn": None,
        "turn_state": "",
        "order": [],
        "timer": None,
        "texts": {"dial": "", "swarm": "", "swarm_result": "", "swarm_fallen": "", "round": ""},
        "handout": None,
        "handouts": [],
    })
    return out
