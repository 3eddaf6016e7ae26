"""What giving care costs the one who gives it: the ruleset's ``care_given`` (a bandage or a pain
pill of the healer's), applied inside the heal's own command so one undo takes both back."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import RulesError
from app.services.command import CommandError, Context, Tx
from app.store.models import Character


def care_given(tx: Tx, ctx: Context, healer: Character, request: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Change ``healer``'s state for the care of ``request``; his log lines ("Bob: Uses a bandage…")."""
    try:
        outcome = ctx.ruleset.damage_rules().care_given(healer.sheet, healer.state, request)
    except RulesError as exc:
        raise CommandError(str(exc), "rules") from exc
    if outcome is None:
        return []
    tx.touch(healer)
    healer.state = outcome.state
    tx.save(healer)
    return [
        {"t": "{name}: {line}", "ctx": "log",
         "args": {"name": healer.name, "line": {"t": line.text, "ctx": "rules", "args": dict(line.args)}}}
        for line in outcome.lines
    ]
