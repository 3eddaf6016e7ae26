"""The counts of deeds (a score, kills) in the players' copy of the log: without the GM's secrets.

A ruleset's tallies (:attr:`~app.rules.base.Ruleset.tallies`) are counted in the lines that change
them ("Kit: 2 zombies killed: score 2."): a kill the GM's secret roll made (its line left out of the
players' copy) would still be counted in every later public line of the same survivor, and tell the
table what the GM rolled.  The players' copy writes each such count as the players' phones show it
(:mod:`app.services.secret_tallies`): without what the GM's secret lines before it added, until the
GM makes them public.  A count is found by its name among a line's arguments under a character's
name ("{name}: {line}", "{name}: {moves}").
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from sqlmodel import Session

from app.services.log import LogLine
from app.services.secret_tallies import secret_lines_gains
from app.store.models import Character


class PlayersTallies:
    """The tallies' secret gains of a campaign, read once; :meth:`event` writes a line's counts without them."""

    def __init__(self, s: Session, campaign_id: int, keys: Sequence[str], characters: Sequence[Character]) -> None:
        self.keys = tuple(keys)
        lines = secret_lines_gains(s, campaign_id, self.keys) if self.keys else []
        names: dict[str, int | None] = {}
        for c in characters:  # a name two characters share counts neither: it says not whose
            names[c.name] = None if c.name in names else int(c.id or 0)
        self.ids = names
        self.at = [line[:2] for line in lines]
        self.totals: list[dict[int, dict[str, int]]] = []
        total: dict[int, dict[str, int]] = {}
        for _number, _seq, gains in lines:  # what the secret lines added up to each of them
            total = {cid: dict(kept) for cid, kept in total.items()}
            for cid, moved_by in gains.items():
                for key, moved in moved_by.items():
                    total.setdefault(cid, {})[key] = total.get(cid, {}).get(key, 0) + moved
            self.totals.append(total)

    def event(self, number: int, e: LogLine) -> LogLine:
        """``e`` (a line of session ``number``) with each count as the players know it."""
        place = bisect_left(self.at, (number, e.seq))
        if not place:
            return e
        gains = self.totals[place - 1]
        args = self._args(e.args, gains, None)
        return e if args == e.args else replace(e, args=args)

    def _args(self, value: Any, gains: Mapping[int, Mapping[str, int]], who: int | None) -> Any:
        if isinstance(value, list):
            return [self._args(v, gains, who) for v in value]
        if not isinstance(value, dict):
            return value
        name = value.get("name")
        if isinstance(name, str) and name in self.ids:
            who = self.ids[name]
        mine = gains.get(who, {}) if who is not None else {}
        out = {}
        for key, item in value.items():
            if key in mine and isinstance(item, int) and not isinstance(item, bool):
                out[key] = max(0, item - mine[key])
            else:
                out[key] = self._args(item, gains, who)
        return out
