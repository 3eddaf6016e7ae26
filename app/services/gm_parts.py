"""The parts of a log line the GM alone reads: entries of its ``lines`` argument marked
:data:`GM_ONLY` (what a die rolled in secret gave; the characters an import brought in or updated
that the players have not been shown).  The console's log shows them after the line; whether the
line names someone hidden from the players is read without them (:mod:`app.services.unseen_lines`),
and an export without secrets leaves them out (:mod:`app.export.gm_lines`).  Plain Python."""

from __future__ import annotations

from typing import Any

#: the key of a line's part the GM alone reads (:attr:`app.rules.base.LogLine.gm_only`)
GM_ONLY = "gm"
#: a payload's (or a dict's within it) list of its keys the GM alone reads: a gun's rounds before and
#: after a fire where the rules keep a clip's count from the players; an export without secrets
#: leaves those keys out (:func:`without_gm_fields`)
GM_FIELDS = "gm_fields"


def _kept(value: Any) -> Any:
    if isinstance(value, list):
        return [_kept(v) for v in value if not (isinstance(v, dict) and v.get(GM_ONLY) is True)]
    if isinstance(value, dict):
        return {k: _kept(v) for k, v in value.items()}
    return value


def has_gm_parts(value: Any) -> bool:
    """Whether ``value`` (a line's arguments) holds a part the GM alone reads."""
    if isinstance(value, list):
        return any((isinstance(v, dict) and v.get(GM_ONLY) is True) or has_gm_parts(v) for v in value)
    if isinstance(value, dict):
        return any(has_gm_parts(v) for v in value.values())
    return False


def gm_parts(value: Any) -> list[dict[str, Any]]:
    """The parts of ``value`` (a line's arguments) the GM alone reads, in their order."""
    if isinstance(value, list):
        return [p for v in value for p in ([v] if isinstance(v, dict) and v.get(GM_ONLY) is True else gm_parts(v))]
    if isinstance(value, dict):
        return [p for v in value.values() for p in gm_parts(v)]
    return []


def has_secret_dice(value: Any) -> bool:
    """Whether ``value`` (a line's arguments) holds a part of the rules' the GM alone reads: what a
    die rolled in secret gave (a critical injury's recovery time, a Broken character's minutes),
    which makes the line secret on the console (:func:`app.services.unseen_lines.kept_from_players`)."""
    return any(p.get("ctx") == "rules" for p in gm_parts(value))


def without_gm_parts(args: Any) -> Any:
    """A line's arguments without the parts the GM alone reads (the same arguments when none is)."""
    return _kept(args) if isinstance(args, dict) and has_gm_parts(args) else args


def without_gm_fields(value: Any) -> Any:
    """A payload without the keys it names as the GM's (:data:`GM_FIELDS`), at any depth (the same
    payload when it names none)."""
    if isinstance(value, dict):
        gone = value.get(GM_FIELDS)
        drop = set(gone) | {GM_FIELDS} if isinstance(gone, list) else set()
        out = {k: without_gm_fields(v) for k, v in value.items() if k not in drop}
        return value if not drop and all(out[k] is value[k] for k in out) else out
    if isinstance(value, list):
        out_list = [without_gm_fields(v) for v in value]
        return value if all(a is b for a, b in zip(out_list, value, strict=True)) else out_list
    return value
