"""What the GM alone reads in a line, left out of an export for the players.

A line's part may say what a die rolled in secret gave ("The GM rolls a die for recovery time
secretly – you won't know how long it takes"): the time limit and recovery time of a critical injury
just taken.  The console's log says it to the GM; an export without secrets writes the line without
that part (its ``lines`` argument's entries marked :data:`~app.services.character_commands.GM_ONLY`),
as it leaves out the secret dice themselves (``gm_only_rolls``) and the payload's fields it names
as the GM's (a clip's rounds before and after a fire, where the players count their shots).  So is
an import's part naming the characters the players were not shown, after the line of those they
see; its undo name then counts those alone (:func:`app.export.recount.hidden_relabel`)."""

from __future__ import annotations

from dataclasses import replace

from app.export.recount import hidden_relabel, relabelled
from app.services.gm_parts import without_gm_fields, without_gm_parts
from app.services.log import LogLine

__all__ = ["gm_parts_gone", "without_gm_parts"]


def gm_parts_gone(event: LogLine) -> LogLine:
    """``event`` without the parts the GM alone reads (the same event when it has none)."""
    args = without_gm_parts(event.args)
    payload = without_gm_fields(event.payload)  # a clip's rounds the players count (app.services.gm_parts)
    if args is event.args:
        return event if payload is event.payload else replace(event, payload=payload)
    # an import's characters hidden from the players: its undo name counts those the line names
    changed = hidden_relabel(event.text, event.args, (payload or {}).get("label"))
    return replace(event, args=args, payload=relabelled(payload, changed))
