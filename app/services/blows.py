"""What dealing a blow does to the one who deals it: the ruleset's damage rules' ``blow_dealt`` (the grid game's
melee blow marks that he fought this round), applied inside the damage's own command so one undo
takes both back; a blow the rules say he cannot deal yet (a concealed katana not drawn) refuses the
whole damage."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import RulesError
from app.services.command import CommandError, Context, Tx
from app.store.models import Character


def blow_dealt(tx: Tx, ctx: Context, attacker: Character, request: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Change ``attacker``'s state for the blow of ``request``; his log lines, if the rules give any."""
    try:
        outcome = ctx.ruleset.damage_rules().blow_dealt(attacker.sheet, attacker.state, request)
    except RulesError as exc:  # a blow the attacker cannot deal yet (a concealed katana): nothing is written
        raise CommandError(str(exc), "rules") from exc
    if outcome is None or outcome.state == attacker.state:
        return []
    tx.touch(attacker)
    attacker.state = outcome.state
    tx.save(attacker)
    return [
        {"t": "{name}: {line}", "ctx": "log",
         "args": {"name": attacker.name, "line": {"t": line.text, "ctx": "rules", "args": dict(line.args)}}}
        for line in outcome.lines
    ]
