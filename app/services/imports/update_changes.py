"""What updating a roster's character changes (:mod:`.updating`), a line each: "Strength: 3 → 4",
"Health (now): 3 → 1", a track's maximum and the values the sheet works out, the conditions, the
notes, the unspent experience; or "nothing changes".  And what of it the GM must not miss (a
change of kind, the conditions and injuries taken away: :func:`grave`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Ruleset
from app.rules.declarations import FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports import death, note_titles, table_changes
from app.services.imports.csv_state import NOW
from app.services.imports.csv_words import KIND, KINDS, NOTES
from app.services.imports.preview_rows import FieldRow
from app.services.imports.update_state import kept_sheet, new_state
from app.services.logtext import Translate, qt_translate
from app.store.models import Character

#: one field changed: its label, the value now and the value the import sets
CHANGED = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after}")
#: the notes an update sets: the file's over the roster's, or none where the file's are empty
NOTES_REPLACED = QT_TRANSLATE_NOOP("log", "Notes: replaced by the file's")
NOTES_EMPTIED = QT_TRANSLATE_NOOP("log", "Notes: emptied (the file's are empty)")
#: the same, as lines written before said it (still shown in the log of those imports)
NOTES_CHANGED = QT_TRANSLATE_NOOP("log", "Notes: rewritten")
#: a track's value now that follows its maximum the new sheet changes, the night's wounds kept (the
#: points lost stay lost: AFMBE's Endurance is worked out from the attributes, the fatigue kept)
FOLLOWS_MAXIMUM = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after} (its maximum {was} → {now} with the new "
                                           "sheet; the points lost are kept)")
#: a track's maximum the new sheet changes, the damage taken kept ("Life Points: 30 → 34 (maximum)")
MAXIMUM_CHANGED = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after} (maximum)")
#: a value the sheet works out that no track holds (AFMBE's Essence), changed with the sheet
WORKED_CHANGED = QT_TRANSLATE_NOOP("log", "{field}: {before} → {after} (worked out by the sheet)")
#: the lines of the values the sheet works out: said whole in the log, never counted among "N more"
WORKED_OUT = frozenset({WORKED_CHANGED, MAXIMUM_CHANGED, FOLLOWS_MAXIMUM})
NOTHING_CHANGES = QT_TRANSLATE_NOOP("log", "nothing changes")
#: the campaign's unspent experience points of a character, which an actor's experience sets
UNSPENT = QT_TRANSLATE_NOOP("log", "Unspent experience points")
#: a character matched by its name keeps the Foundry actor's id: a later import finds it renamed
LINKED = QT_TRANSLATE_NOOP("log", "linked to its Foundry actor: found again if renamed")
CONDITIONS = QT_TRANSLATE_NOOP("log", "Conditions")
#: said at the top of the preview: the conditions and injuries an update takes away
LOSES = QT_TRANSLATE_NOOP("log", "{name} loses {conditions}")
NONE = QT_TRANSLATE_NOOP("log", "none")
#: a list of words in a log line, one after the other ("Poisoned, Deep cut")
LISTED = QT_TRANSLATE_NOOP("log", "{first}, {rest}")
YES_NO = (QT_TRANSLATE_NOOP("log", "no"), QT_TRANSLATE_NOOP("log", "yes"))


def changes(ruleset: Ruleset, row: Character, person: Mapping[str, Any],
            translate: Translate = qt_translate, logged: bool = False) -> list[dict[str, Any]]:
    """What updating ``row`` with ``person`` changes, a line each; "nothing changes" when nothing does.
    ``logged``: for the log, the conditions named by their labels, shown in the language it is read in."""
    out: list[dict[str, Any]] = []
    sheet = kept_sheet(row, person)
    state = new_state(ruleset, row, {**person, "sheet": sheet})
    if person["kind"] != row.kind:
        out.append(line(CHANGED, field=_word(KIND), before=_word(KINDS.get(row.kind, row.kind)),
                        after=_word(KINDS.get(person["kind"], person["kind"]))))
    for spec in ruleset.sheet_fields():
        before, after = row.sheet.get(spec.key), sheet.get(spec.key)
        if before == after:
            continue
        label = {"t": spec.label, "ctx": "rules", "args": {}}
        if spec.kind == "table":
            out.append(table_changes.changed(label, before, after, spec.columns))
        else:
            out.append(line(CHANGED, field=label, before=_value(spec, before, translate),
                            after=_value(spec, after, translate)))
    out.extend(worked_out(ruleset, row.sheet, sheet))  # a raised Strength's Essence too
    try:
        old_tracks = ruleset.track_values(row.sheet, row.state)
        new_tracks = ruleset.track_values(sheet, state)
        tracks = ruleset.tracks(sheet)
        old_conditions = _conditions(ruleset, row.sheet, row.state, translate, logged)
        new_conditions = _conditions(ruleset, sheet, state, translate, logged)
    except (KeyError, TypeError, ValueError):  # a state the rules cannot read: the values are shown as read
        tracks, old_tracks, new_tracks, old_conditions, new_conditions = [], {}, {}, "", ""
    try:
        old_most = {t.key: t.maximum for t in ruleset.tracks(row.sheet)}
    except (KeyError, TypeError, ValueError):
        old_most = {}
    for track in tracks:
        was = old_most.get(track.key)
        before, after = old_tracks.get(track.key), new_tracks.get(track.key, 0)
        if was is not None and was != track.maximum and not person.get("keep_night"):
            # the sheet's new maximum: a change of its own ("Life Points: 34 → 40 (maximum)"), beside
            # the value now when the file's damage differs too; alone when the damage taken is kept
            out.append(line(MAXIMUM_CHANGED, field={"t": track.label, "ctx": "rules", "args": {}},
                            before=_number(was), after=_number(track.maximum)))
            if before is None or was - before == track.maximum - after:
                continue
        if track.key in old_tracks and old_tracks[track.key] != new_tracks.get(track.key):
            now = line(NOW, track={"t": track.label, "ctx": "rules", "args": {}})
            if person.get("keep_night") and was is not None and was != track.maximum:  # the wounds kept
                out.append(line(FOLLOWS_MAXIMUM, field=now, before=_number(old_tracks[track.key]),
                                after=_number(new_tracks.get(track.key, 0)), was=_number(was),
                                now=_number(track.maximum)))
                continue
            out.append(line(CHANGED, field=now, before=_number(old_tracks[track.key]),
                            after=_number(new_tracks.get(track.key, 0))))
    if old_conditions != new_conditions:
        out.append(line(CHANGED, field=_word(CONDITIONS), before=old_conditions or _word(NONE),
                        after=new_conditions or _word(NONE)))
    if not person.get("keep_notes") and not note_titles.same_notes(ruleset, row.notes or "",
                                                                   str(person.get("notes") or "")):
        # not when only the titles' language differs, nor the file has none
        out.append(line(NOTES_REPLACED if str(person.get("notes") or "").strip() else NOTES_EMPTIED))
    points = person.get("experience")
    if isinstance(points, int) and points != person.get("unspent_now", 0):  # the campaign's ledger, set by the import
        out.append(line(CHANGED, field=_word(UNSPENT), before=_number(int(person.get("unspent_now", 0))),
                        after=_number(points)))
    actor = str(person.get("foundry_id") or "")
    if actor and row.foundry_id != actor:
        out.append(line(LINKED))
    kept = [line(death.KEPT)] if death_kept(ruleset, row, {**person, "sheet": sheet}) else []
    return (out or [line(NOTHING_CHANGES)]) + kept


def worked_out(ruleset: Ruleset, before: Mapping[str, Any], after: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The values the sheet works out that no track holds (AFMBE's Essence, Speed) and that the
    new sheet changes, a line each ("Essence: 14 → 15"); a track's maximum is said with its track."""
    try:
        tracks = {t.key for t in ruleset.tracks(dict(after))}
        old, new = ruleset.derived(dict(before)), ruleset.derived(dict(after))
    except (KeyError, TypeError, ValueError):  # a sheet the rules cannot work out: nothing more is said
        return []
    labels = ruleset.derived_labels()
    return [line(WORKED_CHANGED, field={"t": labels.get(key, key), "ctx": "rules", "args": {}},
                 before=_number(old[key]), after=_number(value))
            for key, value in new.items() if key not in tracks and key in old and old[key] != value]


def grave(ruleset: Ruleset, row: Character, person: Mapping[str, Any],
          translate: Translate = qt_translate) -> list[dict[str, Any]]:
    """What updating ``row`` with ``person`` changes that the GM must not miss among the other
    changes, a line each: a change of kind ("Ana Reyes: Player character → NPC") and the conditions
    and injuries it takes away ("Ana Reyes loses: Poisoned, Deep cut")."""
    out: list[dict[str, Any]] = []
    if person["kind"] != row.kind:
        out.append(line(CHANGED, field=row.name, before=_word(KINDS.get(row.kind, row.kind)),
                        after=_word(KINDS.get(person["kind"], person["kind"]))))
    sheet = kept_sheet(row, person)
    try:
        state = new_state(ruleset, row, {**person, "sheet": sheet})
        before = [c.label for c in ruleset.conditions(dict(row.sheet), dict(row.state))]
        after = {c.label for c in ruleset.conditions(dict(sheet), dict(state))}
    except (KeyError, TypeError, ValueError):  # a state the rules cannot read: its changes are listed as read
        return out
    lost = [label for label in before if label not in after]
    if lost:
        out.append(line(LOSES, name=row.name, conditions=", ".join(translate("rules", c) for c in lost)))
    return out


def death_kept(ruleset: Ruleset, row: Character, person: Mapping[str, Any]) -> bool:
    """Whether an update with ``person`` keeps the roster's death (:mod:`.death`): a file that gives
    the state whole, written before the death."""
    if person.get("fresh") or isinstance(person.get("keep_state"), Mapping):
        return False
    return death.keeps_death(ruleset, row.sheet, row.state, person["sheet"], person["state"], person.get("courses"))


def _word(text: str) -> dict[str, Any]:
    return {"t": text, "ctx": "log", "args": {}}


def _number(value: int) -> str:
    return f"\u2212{-value}" if value < 0 else str(value)


def _value(spec: FieldSpec, value: Any, translate: Translate) -> Any:
    """A field's value as the preview shows it: a choice by its label, yes or no, one minus sign."""
    if spec.kind == "choice":
        for choice in spec.choices:
            if choice.value == value:
                return choice.label if choice.own else {"t": choice.label, "ctx": "rules", "args": {}}
    if isinstance(value, bool):
        return _word(YES_NO[value])
    if isinstance(value, int):
        return _number(value)
    text = "" if value is None else str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _conditions(ruleset: Ruleset, sheet: Mapping[str, Any], state: Mapping[str, Any], translate: Translate,
                logged: bool = False) -> Any:
    """The character's conditions, "Poisoned, Deep cut" ("" for none); ``logged``: as a line of
    their labels, read in the language the log is shown in."""
    labels = [c.label for c in ruleset.conditions(dict(sheet), dict(state))]
    if not logged:
        return ", ".join(translate("rules", label) for label in labels)
    said: Any = ""
    for label in reversed(labels):
        word = {"t": label, "ctx": "rules", "args": {}}
        said = line(LISTED, first=word, rest=said) if said else word
    return said


def count_changes(said: Sequence[dict[str, Any]]) -> int:
    """How many of the lines ``said`` are changes: not "nothing changes", nor the roster's death kept."""
    return sum(1 for x in said if x["t"] not in (NOTHING_CHANGES, death.KEPT))


def change_rows(rows: Sequence[FieldRow], change: Mapping[str, Any]) -> list[FieldRow]:
    """Of a character's preview ``rows``, those of the field the change line ``change`` names, for
    where in the file the change came from: "Strength: 3 → 4", the file's Strength; "Health (now):
    3 → 2", its Health now (twdu's, a track with no score row: its Health); the conditions, the
    rows of the states the file sets (an actor's injuries and statuses); the notes, their row; none
    for a change of no row of the file (the link to an actor)."""
    if change.get("t") in (NOTES_REPLACED, NOTES_EMPTIED):
        return [row for row in rows if row.label == NOTES][:1]
    named = change.get("args", {}).get("field")
    if not isinstance(named, Mapping):
        return []
    track = named.get("args", {}).get("track")  # "{track} (now)": the track's value now
    now = isinstance(track, Mapping)
    label = track.get("t") if isinstance(track, Mapping) else named.get("t")
    found = [row for row in rows if (row.label, row.now) == (label, now)] or \
        [row for row in rows if row.label == label and now]
    if not found and label == CONDITIONS:  # an actor's conditions and injuries, each a row of its own
        return [row for row in rows if row.state]
    return found[:1]
