"""A line's count of characters as the players' copy gives it: those the players may see.

A line that counts characters names them too ("Imported 7 characters: Tomás Vega, …, Lena Ruiz",
"Dana, Kit join the fight", "…; updated 2 characters: Dale, Rook").  The players' copy leaves the
hidden ones out of the list (:mod:`app.export.unseen`); a count left as it was would tell the table
how many they were not shown ("Imported 7 characters" naming 5).  Each count goes down by the names
left out of its list, and so does the same count in the line's undo name ("Import 7 characters")
and in the undo and redo lines of that action.  An import that added and updated characters whose
updated ones are all hidden reads as an import alone, and one whose added ones are all hidden as
an update alone.

An import whose line names the characters the players see keeps those they were not shown in its
part the GM alone reads (:data:`~app.services.imports.command.HIDDEN_PART`), which their copy
leaves out: its undo name counts the characters the line names (:func:`hidden_relabel`).
"""

from __future__ import annotations

from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.gm_parts import gm_parts
from app.services.imports.command import (
    ADDED_AND_UPDATED,
    ADDED_AND_UPDATED_LABEL,
    ADDED_AND_UPDATED_WHAT,
    ADDED_LABEL,
    HIDDEN_PART,
    UPDATED,
    UPDATED_LABEL,
    UPDATED_WHAT,
)
from app.services.name_lists import split

#: (the argument counting names, the argument listing them, joined with ", ")
COUNTS = (("count", "names"), ("joined", "names"), ("updated", "updated_names"))
#: an import's lines that added and updated characters, each with its line of the updates alone
BOTH = {ADDED_AND_UPDATED: UPDATED, ADDED_AND_UPDATED_WHAT: UPDATED_WHAT}
#: an import that added characters (its line when no one updated is left)
ADDED = QT_TRANSLATE_NOOP("log", "Imported {count} characters: {names}")


def _listed(value: Any) -> list[str] | None:
    return [n for n in split(value) if n.strip()] if isinstance(value, str) else None


def recount(given: dict[str, Any], shown: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Each count of ``given`` (a line's arguments) whose list lost names in ``shown`` (the same
    arguments as the players read them): count argument → (the count given, the count shown)."""
    out: dict[str, tuple[int, int]] = {}
    for count_key, list_key in COUNTS:
        count = given.get(count_key)
        before = _listed(given.get(list_key))
        if not isinstance(count, int) or isinstance(count, bool) or before is None:
            continue
        kept = _listed(shown.get(list_key)) or []  # a list with no one left in it (a mark in his place) keeps no one
        removed = len(before) - len(kept)
        if removed > 0:
            out[count_key] = (count, max(0, count - removed))
    return out


def partly_kept(template: str, shown: dict[str, Any]) -> bool:
    """Whether a line whose list of ``names`` is left empty still names someone the players see
    (an import whose updated characters are theirs): it is kept, as an update alone."""
    return template in BOTH and bool(_listed(shown.get("updated_names")))


def counted(template: str, shown: dict[str, Any], changed: dict[str, tuple[int, int]]) -> tuple[str, dict[str, Any]]:
    """The line's template and arguments with each count of ``changed`` as the players count."""
    args = {**shown, **{key: new for key, (_given, new) in changed.items()}}
    if template in BOTH and not args.get("updated"):
        return ADDED, {k: v for k, v in args.items() if k not in ("updated", "updated_names", "changed")}
    if template in BOTH and not args.get("count"):
        rest = {k: v for k, v in args.items() if k not in ("count", "names", "updated", "updated_names")}
        return BOTH[template], {**rest, "count": args.get("updated", 0), "names": args.get("updated_names", "")}
    return template, args


def relabelled(value: Any, changed: dict[str, tuple[int, int]]) -> Any:
    """``value`` (a payload, an undo line's arguments) with each text's count of ``changed`` as the
    players count ("Import 7 characters" → "Import 5 characters")."""
    if not changed:
        return value
    if isinstance(value, list):
        return [relabelled(v, changed) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: relabelled(v, changed) for k, v in value.items()}
    args = out.get("args")
    if isinstance(out.get("t"), str) and isinstance(args, dict):
        out["args"] = {k: changed[k][1] if k in changed and v == changed[k][0] else v for k, v in args.items()}
    return out


def _added_updated(text: Any, args: Any) -> tuple[int, int]:
    """The characters an import's line (template ``text``) counts as added and as updated."""
    if not isinstance(args, dict):
        return 0, 0

    def number(key: str) -> int:
        value = args.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0
    if text in BOTH:
        return number("count"), number("updated")
    if text in (UPDATED, UPDATED_WHAT):
        return 0, number("count")
    return (number("count"), 0) if text == ADDED else (0, 0)


def hidden_relabel(text: str, args: dict[str, Any], label: Any) -> dict[str, tuple[int, int]]:
    """The counts of an import's undo name ``label`` (``{"t", "args"}``) as the players count: the
    characters its line (``text``, ``args``) names, not those of its part the GM alone reads; none
    when it has no such part."""
    hidden = [p for p in gm_parts(args) if p.get("t") == HIDDEN_PART]
    inner = hidden[0].get("args", {}).get("line") if hidden and isinstance(hidden[0].get("args"), dict) else None
    if not isinstance(inner, dict) or not isinstance(label, dict):
        return {}
    added, updated = _added_updated(text, args)
    gm_added, gm_updated = _added_updated(inner.get("t"), inner.get("args"))
    kind = label.get("t")
    if kind == ADDED_AND_UPDATED_LABEL:
        return {"count": (added + updated + gm_added + gm_updated, added + updated),
                "updated": (updated + gm_updated, updated)}
    if kind == UPDATED_LABEL:
        return {"count": (updated + gm_updated, updated)}
    if kind == ADDED_LABEL:
        return {"count": (added + gm_added, added)}
    return {}
