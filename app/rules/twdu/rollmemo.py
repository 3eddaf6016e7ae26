"""What a twdu roll keeps for its push (the pool and the faces), and the loud news of a mess-up."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, RulesError
from app.rules.dice import Face
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.dead import RISE_ALTERNATIVES
from app.rules.twdu.pool import Pool, PoolRoll


def pool_memo(roll: PoolRoll) -> dict[str, Any]:
    """A rolled pool as JSON-able data (the log keeps it for a push)."""
    pool = roll.pool
    return {
        "pool": {
            "base": pool.base,
            "stress": pool.stress,
            "kind": pool.kind,
            "is_pc": pool.is_pc,
            "broken": pool.broken,
        },
        "base": list(roll.base_faces),
        "stress": list(roll.stress_faces),
        "faces": [[f.sides, f.value] for f in roll.faces],
        "pushed": roll.pushed,
        "automatic_failure": roll.automatic_failure,
    }


def pool_from_memo(memo: Mapping[str, Any]) -> PoolRoll:
    """The rolled pool :func:`pool_memo` kept; a damaged memo allows nothing more."""
    try:
        p = memo["pool"]
        pool = Pool(int(p["base"]), int(p["stress"]), str(p["kind"]), bool(p["is_pc"]), bool(p["broken"]))
        return PoolRoll(
            pool,
            tuple(int(v) for v in memo["base"]),
            tuple(int(v) for v in memo["stress"]),
            tuple(Face(int(s), int(v)) for s, v in memo["faces"]),
            bool(memo["pushed"]),
            bool(memo["automatic_failure"]),
        )
    except (KeyError, TypeError, ValueError):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "That roll allows nothing more.")) from None


def alarm(roll: PoolRoll) -> tuple[LogLine, ...]:
    """A walker on a stress die: the loud line and the ways the threat may rise."""
    if not roll.messed_up:
        return ()
    head = LogLine(
        QT_TRANSLATE_NOOP("rules", "MESSED UP: {count} walker(s) on the stress dice"), {"count": roll.walkers}
    )
    choose = LogLine(QT_TRANSLATE_NOOP("rules", "The threat rises; the GM picks one:"))
    return (head, choose) + tuple(LogLine(text) for text in RISE_ALTERNATIVES.values())
