"""No phone link in the players' copy of the log.

Every action that changes the campaign's state records that state in its row changes (for undo),
and the state holds the phone links the GM handed out (``Campaign.state["phone_links"]``: each
player character's nonce, from which the link's token is made).  The line "Handout shown on every
phone" is public, and so its row changes would carry every player's link into an export the
players may be given.  An export without secrets drops the links from every change it writes.
"""

from __future__ import annotations

import json
from typing import Any

from app.services.link_keys import LINKS_STATE

_MARK = f'"{LINKS_STATE}"'


def unlinked(value: Any) -> Any:
    """``value`` (row changes, or one side of a change) without any phone links, at any depth."""
    if isinstance(value, dict):
        return {k: unlinked(v) for k, v in value.items() if k != LINKS_STATE}
    if isinstance(value, list):
        return [unlinked(v) for v in value]
    return value


def unlinked_changes(changes: list[Any]) -> list[Any]:
    """An event's row changes without phone links (the same list when it holds none: the links are
    in the campaign's row alone)."""
    if not any(isinstance(c, dict) and c.get("table") == "campaign" and _MARK in json.dumps(c) for c in changes):
        return changes
    return list(unlinked(changes))


def unlinked_text(text: str) -> str:
    """Row changes stored as JSON text, without phone links (the same text when it holds none)."""
    if _MARK not in text:
        return text
    return json.dumps(unlinked(json.loads(text)), ensure_ascii=False, separators=(",", ":"))
