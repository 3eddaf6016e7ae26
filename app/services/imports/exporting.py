"""File → Export the party as a spreadsheet or as Foundry VTT actors (Deadwatch's own characters
file is :mod:`app.services.party_files`).

A spreadsheet is one CSV file (:mod:`.csv_party`).  Foundry's "Import Data" takes one actor a
file: one character is written to the file picked, several to one file each beside it, named
after the file and the character ("party-Ana.json").  Every file is written beside its place and
renamed over it, so a failure leaves what was there.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from app.rules.base import Ruleset
from app.rules.foundry import OUR_FLAG, foundry_format
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.services.imports import note_titles
from app.services.imports.csv_party import write_csv
from app.services.logtext import Translate, qt_translate, render
from app.services.picked_files import check_output
from app.store.models import Character

#: the kinds of file Export the party writes
FORMS = ("deadwatch", "csv", "foundry")
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def form_of(path: str, chosen: str) -> str:
    """What to write: a name ending in .csv is a spreadsheet whatever was chosen."""
    return "csv" if Path(path).suffix.casefold() == ".csv" else chosen


def _write(path: Path, text: str) -> None:
    partial = path.with_name(f".{path.name}.part")
    try:
        partial.write_text(text, "utf-8")
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)


def foundry_paths(path: Path, characters: list[Character]) -> list[Path]:
    """The file of each character: ``path`` for one, ``<stem>-<name>.json`` beside it for several
    (``<stem> - <name>.json`` when the stem has words: "Atlanta Outskirts - party - Ana Reyes.json")."""
    if len(characters) == 1:
        return [path]
    names: list[Path] = []
    joint = " - " if " " in path.stem else "-"  # "Atlanta Outskirts - party - Ana Reyes.json", "actors-Ana.json"
    for c in characters:
        base = _UNSAFE.sub("_", c.name).strip(" .") or "character"
        candidate = path.with_name(f"{path.stem}{joint}{base}.json")
        n = 2
        while candidate in names:
            candidate = path.with_name(f"{path.stem}{joint}{base}-{n}.json")
            n += 1
        names.append(candidate)
    return names


def _in_language(actor: dict[str, Any], translate: Translate) -> dict[str, Any]:
    """``actor`` with each item's description the rules wrote as a line (an injury's rolled times)
    in the GM's language, the words Foundry's description tab shows."""
    for item in actor.get("items") or []:
        data = item.get("system") if isinstance(item, dict) else None
        if not isinstance(data, dict):
            continue
        said = data.get("description")
        if isinstance(said, dict) and isinstance(said.get("t"), str):
            data["description"] = render(said["t"], said.get("args") or {}, "rules", translate)
    return actor


def foundry_actors(ruleset: Ruleset, characters: list[Character], translate: Translate = qt_translate,
                   unspent: Mapping[int, int] | None = None) -> list[dict[str, Any]]:
    """Each character as an actor; ``unspent``: the campaign's unspent experience points of the
    characters it keeps a ledger of, written where the system keeps them (one it keeps none of is
    written with the points as the actor was read)."""
    fmt = foundry_format(ruleset.id)
    if fmt is None or fmt.write is None:
        raise CommandError(QT_TRANSLATE_NOOP("log", "This campaign's ruleset writes no Foundry VTT actors."))
    write = fmt.write
    actors = []
    for c in characters:
        actor = _in_language(write(c.name, c.kind, c.sheet, c.state, note_titles.in_english(c.notes, fmt.note_titles)),
                             translate)
        if c.foundry_id:  # the actor it came from: Foundry's export of it then updates this character again
            actor = {"_id": c.foundry_id, **actor}
        if c.uid:  # the character's own id, beside what the rules keep there: an import finds the character by it
            flags = actor.setdefault("flags", {})
            world = flags.setdefault("world", {}) if isinstance(flags, dict) else None
            ours = world.setdefault(OUR_FLAG, {}) if isinstance(world, dict) else None
            if isinstance(ours, dict):
                ours["id"] = c.uid
        if unspent and c.id is not None and c.id in unspent and fmt.experience:
            _put(actor.get("system"), fmt.experience, unspent[c.id])
        actors.append(actor)
    return actors


def _put(system: Any, path: tuple[str, ...], value: int) -> None:
    """Set ``value`` at ``path`` in an actor's ``system``, where the actor has that place."""
    *parents, last = path
    for key in parents:
        system = system.get(key) if isinstance(system, dict) else None
    if isinstance(system, dict) and last in system:
        system[last] = value


def write_party(path: str, form: str, ruleset: Ruleset, characters: list[Character],
                translate: Translate = qt_translate, unspent: Mapping[int, int] | None = None) -> list[Path]:
    """Write the party as ``form`` ("csv" or "foundry"); the files written.  ``unspent``: see
    :func:`foundry_actors`."""
    target = Path(path)
    if form == "csv":
        _write(target, write_csv(ruleset, characters, translate))
        return [target]
    actors = foundry_actors(ruleset, characters, translate, unspent)
    paths = foundry_paths(target, characters)
    for extra in paths:
        check_output(extra)
    for actor, out in zip(actors, paths, strict=True):
        _write(out, json.dumps(actor, ensure_ascii=False, indent=2))
    return paths
