"""The sheet and the state an update of a roster's character leaves (:mod:`.updating`): the file's,
with the roster's own values of what the file does not give, the damage taken kept where the new
sheet changes a track's maximum, the numbers rolled as the file was read kept as the roster has them."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Ruleset
from app.services.character_commands import refit_state
from app.services.imports import courses, death
from app.services.imports.night import night_state
from app.store.models import Character


def kept_sheet(row: Character, person: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet an update leaves: the file's, with the roster's own values of the fields the file
    does not give (``person["keep"]``: a column the spreadsheet lacks)."""
    kept = {key: row.sheet[key] for key in person.get("keep", ()) if key in row.sheet}
    sheet = {**person["sheet"], **kept}
    for table, columns in (person.get("keep_cells") or {}).items():
        if table in kept or not isinstance(sheet.get(table), list):
            continue
        sheet[table] = kept_cells(row.sheet.get(table), sheet[table], columns)
    return sheet


def kept_cells(before: Any, after: list[Any], columns: Sequence[str]) -> list[Any]:
    """The rows ``after`` of a table with the roster's cells of ``columns`` (a column another preset
    counts in another unit, or has no rule for): each from the roster's row of the same name, else
    from the one in the same place; a row the roster has no match for keeps what the file gives."""
    old = [r for r in before if isinstance(r, Mapping)] if isinstance(before, list) else []
    by_name: dict[str, list[Mapping[str, Any]]] = {}
    for r in old:
        by_name.setdefault(str(r.get("name") or "").strip().casefold(), []).append(r)
    names = {str(r.get("name") or "").strip().casefold() for r in after if isinstance(r, Mapping)}
    out = []
    for n, r in enumerate(after):
        if not isinstance(r, Mapping):
            out.append(r)
            continue
        same = by_name.get(str(r.get("name") or "").strip().casefold())
        match = same.pop(0) if same else None
        if match is None and n < len(old) and str(old[n].get("name") or "").strip().casefold() not in names:
            match = old[n]  # the roster's row the file's replaces in its place (another language's name)
        out.append({**r, **{c: match[c] for c in columns if match is not None and c in match}})
    return out


def new_state(ruleset: Ruleset, row: Character, person: Mapping[str, Any]) -> dict[str, Any]:
    """The state an update leaves: the file's, or (a file that holds none) the character's own,
    fitted to the new sheet.  A file that gives the state in part (``person["keep_state"]``: a
    spreadsheet with no "Deadwatch state" column) sets the tracks and the conditions written in
    words it holds over the character's own state, whose injuries and other tracks stay."""
    if person.get("keep_night"):  # the files' sheet, the night's state (:mod:`.night`)
        return night_state(ruleset, row, person)
    if person.get("fresh"):
        return refit_state(ruleset, row.sheet, person["sheet"], row.state)
    given = person.get("keep_state")
    if not isinstance(given, Mapping):
        state = copy.deepcopy(dict(person["state"]))
        for roll in person.get("rolls", ()):  # a number rolled as the file was read: the roster's own stays
            kept = roster_number(row.state, state, roll["path"])
            if kept is not None:
                set_at(state, roll["path"], kept)
        courses.keep_courses(row.state, state, person.get("courses"))  # where an injury stands: the roster's
        state = damage_kept(ruleset, row.sheet, person["sheet"], state, set(state) - set(person.get("maxima", ())))
        # a death the file does not know of (written before it): the roster's
        return death.keep_death(ruleset, row.sheet, row.state, person["sheet"], state, person.get("courses"))
    state = laid_over(ruleset, row.sheet, row.state, person["sheet"], person["state"], given)
    return damage_kept(ruleset, row.sheet, person["sheet"], state,
                       set(given.get("tracks", ())) - set(person.get("maxima", ())))


def damage_kept(ruleset: Ruleset, old_sheet: Mapping[str, Any], sheet: Mapping[str, Any], state: dict[str, Any],
                keys: set[str]) -> dict[str, Any]:
    """``state`` read from a file written with the roster's ``old_sheet`` (a spreadsheet exported
    before the GM raised an attribute), its tracks of ``keys`` whose maximum ``sheet`` changes
    keeping the damage taken: unhurt stays unhurt, 6 below the old maximum stays 6 below the new
    one.  A value above the old maximum is the new sheet's already, taken as it is; so is one at the
    new sheet's maximum (the file written before the GM raised the attribute, imported again after:
    unhurt by its own sheet, and lowering a maximum never wounds); a track whose maximum the file
    gives (a Foundry actor's) was fitted as it was read."""
    try:
        old = {t.key: t.maximum for t in ruleset.tracks(dict(old_sheet))}
        tracks = ruleset.tracks(dict(sheet))
    except (KeyError, TypeError, ValueError):
        return state
    out = dict(state)
    for track in tracks:
        value, was = out.get(track.key), old.get(track.key)
        if track.key in keys and type(value) is int and was is not None and was != track.maximum \
                and value <= was and value != track.maximum:
            out[track.key] = max(track.minimum, min(track.maximum, value + track.maximum - was))
    return out


def laid_over(ruleset: Ruleset, old_sheet: Mapping[str, Any], old_state: Mapping[str, Any],
              sheet: Mapping[str, Any], read: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """``old_state`` (the roster's character's, or an earlier file's of the batch) fitted to ``sheet``,
    with what a file giving the state in part sets over it from its state ``read`` (``given``: the
    tracks it gives, and whether it writes conditions in words); its injuries and other tracks stay."""
    state = refit_state(ruleset, old_sheet, sheet, old_state)
    for key in given.get("tracks", ()):
        if key in state and key in read:
            state[key] = read[key]
    if given.get("conditions"):
        try:
            had = {c.key for c in ruleset.conditions(dict(sheet), dict(read))}
            for choice in ruleset.written_conditions():
                on = bool(read.get(choice.value)) or choice.value in had
                now = bool(state.get(choice.value)) or choice.value in {c.key for c in ruleset.conditions(
                    dict(sheet), dict(state))}
                if on != now:
                    state = dict(ruleset.write_sheet_condition(dict(sheet), state, choice.value, on))
        except (KeyError, TypeError, ValueError):  # a state the rules cannot read: the tracks alone
            pass
    return state


def roster_number(roster: Any, state: Any, path: Sequence[Any]) -> int | None:
    """The roster's own value of the number at ``path`` in ``state`` (one the file did not hold,
    rolled as it was read): the same place in the roster's state, an entry of a list found by its
    name (the second of a name for the second); None when the roster has no such entry (the
    injury is new) or no number there."""
    *parents, last = path
    mine, theirs = state, roster
    for key in parents:
        if isinstance(key, int):
            if not (isinstance(mine, list) and isinstance(theirs, list) and 0 <= key < len(mine)):
                return None
            entry = mine[key]
            name = entry.get("name") if isinstance(entry, dict) else None
            nth = sum(1 for e in mine[:key] if isinstance(e, dict) and e.get("name") == name)
            same = [e for e in theirs if isinstance(e, dict) and e.get("name") == name]
            if name is None or nth >= len(same):
                return None
            mine, theirs = entry, same[nth]
        elif isinstance(mine, dict) and isinstance(theirs, dict) and key in mine and key in theirs:
            mine, theirs = mine[key], theirs[key]
        else:
            return None
    value = theirs.get(last) if isinstance(theirs, dict) else None
    return value if type(value) is int else None


def set_at(state: Any, path: Sequence[Any], value: int) -> None:
    """Set ``value`` at ``path`` in ``state``."""
    *parents, last = path
    for key in parents:
        state = state[key]
    state[last] = value
