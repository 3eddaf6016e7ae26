"""Who fell in a swarm round, as the players' screen names them.

When a round is rolled, the ids of the characters already down (who take no turns: Broken, dead,
a zombie destroyed) are kept with it (``swarm_last["down"]``).  Whoever is down now and was not
then fell in this round: to a single attack, a mass attack, a sacrifice, the GM's damage.  The
next round's roll keeps a new list, so the names leave the screen with the round."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlmodel import col, select

from app.rules.base import Ruleset
from app.services.command import Context, Tx
from app.services.damaged import damage_kept
from app.store.models import Character


def is_down(rules: Ruleset, row: Character) -> bool:
    """The character takes no turns now (a damaged record is never handed to the rules: not down)."""
    if damage_kept(rules, row) is not None:
        return False
    sheet, state = dict(row.sheet or {}), dict(row.state or {})
    return not rules.can_act(sheet, rules.with_kind(row.kind, state))


def is_dead_row(rules: Ruleset, row: Character) -> bool:
    """The character is dead (a damaged record is never handed to the rules: not dead): the dead
    neither roll against the swarm nor fall to its attacks."""
    if damage_kept(rules, row) is not None:
        return False
    sheet, state = dict(row.sheet or {}), dict(row.state or {})
    return rules.is_dead(sheet, rules.with_kind(row.kind, state))


def down_now(tx: Tx, ctx: Context) -> list[int]:
    """The ids of the campaign's characters (archived ones aside) who are down as the round is rolled
    (the roster's rows the screens keep, as last committed: a round's roll reads no character again)."""
    kept = ctx.kept_roster()
    rows: Iterable[Character] = kept if kept is not None else tx.session.exec(
        select(Character).where(Character.campaign_id == ctx.campaign.id, col(Character.archived).is_(False))
    )
    return sorted(int(r.id) for r in rows if r.id is not None and is_down(ctx.ruleset, r))


def fell_since(rules: Ruleset, last: dict[str, Any], rows: Iterable[Character]) -> list[Character]:
    """The characters of ``rows`` down now who were standing when the last round was rolled, in the
    rows' order; none for a round kept before Deadwatch kept who was down (nobody is named wrongly)."""
    before = last.get("down")
    if not isinstance(before, list):
        return []
    standing = {int(i) for i in before if isinstance(i, int)}
    return [r for r in rows if r.id is not None and int(r.id) not in standing and not r.archived and is_down(rules, r)]


def fell_before(previous: Any, down: list[int], round_number: int) -> list[int]:
    """The ids of those who fell in the fight's rounds before this one (``round_number``), in the
    order they fell: the earlier rounds' fallen kept by the last round, then whoever fell in the last
    round (down now, standing when it was rolled).  None in a fight's first round."""
    if round_number <= 1 or not isinstance(previous, dict):
        return []
    kept = [int(i) for i in previous.get("fell_before") or [] if isinstance(i, int)]
    before = previous.get("down")
    if isinstance(before, list):
        standing = {int(i) for i in before if isinstance(i, int)}
        kept += [i for i in down if i not in standing and i not in kept]
    return kept
