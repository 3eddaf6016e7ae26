"""What a roll asks for (:class:`RollRequest`), what a logged roll gives back (:class:`Rolled`) and a
roll of the session to repeat (:class:`RecentRoll`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, field
from typing import Any

from app.rules.records import record
from app.rules.rolling import RollResult
from app.store.models import LogEvent

EXPRESSION = "expression"
RECENT_MAX = 12


@record(frozen=True)
class RollRequest:
    """What to roll: a roll kind of the ruleset with its inputs (and an opponent when opposed), or
    a free expression (``kind`` "expression").  JSON-able: the log keeps it for repeating.
    ``place`` and ``tile``: where on the map the roll picks things up (a tile kind's label, English
    source in context ``rules``, and the tile as the rulers name it: "Crate", "H7"), for its log line.
    ``answers``: the log event of the single attack from the dead this roll is made for (set up by
    that attack's offer, :mod:`app.services.threat.single`); None for any other roll, which answers
    no single attack."""

    kind: str
    character_id: int | None = None
    inputs: Mapping[str, Any] = field(default_factory=dict)
    opponent_id: int | None = None
    expression: str = ""
    secret: bool = False
    place: str = ""
    tile: str = ""
    answers: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["inputs"] = dict(self.inputs)
        return data

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> RollRequest:
        return RollRequest(
            str(data.get("kind", "")),
            data.get("character_id"),
            dict(data.get("inputs") or {}),
            data.get("opponent_id"),
            str(data.get("expression", "")),
            bool(data.get("secret", False)),
            str(data.get("place", "") or ""),
            str(data.get("tile", "") or ""),
            _event_id(data.get("answers")),
        )


def _event_id(value: Any) -> int | None:
    """A log event's id as a request keeps it (None for anything else)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@record
class Rolled:
    """A logged roll: the request, the rules' result (None for an expression), the expression's
    total, and the log event; ``by``: the one who rolled this result when not the request's roller
    (the defender of a duel who pushed his side of it: his the stress and the mess-up)."""

    request: RollRequest
    result: RollResult | None
    event_id: int
    total: int | None = None
    text: str = ""
    typed: bool = False
    by: int | None = None


@record(frozen=True)
class RecentRoll:
    """A roll of the session that can be repeated: its request and how the log wrote it."""

    request: RollRequest
    event: LogEvent
