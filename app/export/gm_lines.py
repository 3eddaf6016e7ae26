"""What the GM alone reads in a line, left out of an export for the players.

A line's part may say what a die rolled in secret gave ("The GM rolls a die for recovery time
secretly – you won't know how long it takes"): the time limit and recovery time of a critical injury
just taken.  The console's log says it to the GM; an export without secrets writes the line without
that part (its ``lines`` argument's entries marked :data:`~app.services.character_commands.GM_ONLY`),
as it leaves out the secret dice themselves (``gm_only_rolls``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.services.character_commands import GM_ONLY
from app.services.log import LogLine


def _kept(value: Any) -> Any:
    if isinstance(value, list):
        return [_kept(v) for v in value if not (isinstance(v, dict) and v.get(GM_ONLY) is True)]
    if isinstance(value, dict):
        return {k: _kept(v) for k, v in value.items()}
    return value


def _any(value: Any) -> bool:
    if isinstance(value, list):
        return any((isinstance(v, dict) and v.get(GM_ONLY) is True) or _any(v) for v in value)
    if isinstance(value, dict):
        return any(_any(v) for v in value.values())
    return False


def without_gm_parts(args: Any) -> Any:
    """A line's arguments without the parts the GM alone reads (the same arguments when none is)."""
    return _kept(args) if isinstance(args, dict) and _any(args) else args


def gm_parts_gone(event: LogLine) -> LogLine:
    """``event`` without the parts the GM alone reads (the same event when it has none)."""
    args = without_gm_parts(event.args)
    return event if args is event.args else replace(event, args=args)
