"""Foundry VTT actors read into a preview: one actor as Foundry's "Export Data" writes it, a list of
actors, a world's or a compendium's actors (a pack's or a world's ``actors.db``: one document a
line, as Foundry wrote them before v11; or an adventure's ``actors`` list).

The campaign's ruleset says which Foundry system it reads (:func:`app.rules.foundry.foundry_format`).
An actor names its system in ``_stats.systemId`` (Foundry v10 and later; before, it holds ``data``
where later versions hold ``system``, and its shape says whose it is).  An actor of another system,
a world of another ruleset, an actor nested too deeply: the file is refused with the reason.  In a
world or a compendium the actors that are not characters (havens, vehicles, challenges) are left
out and the preview says so; a file of one actor that is not a character is refused.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules import RULESETS
from app.rules.base import Ruleset
from app.rules.errors import RulesError
from app.rules.foundry import FoundryFormat, deadwatch_flags, foundry_format, versions_said
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_ids import taken_id
from app.services.file_checks import line, short
from app.services.imports import courses, note_titles
from app.services.imports.checking import check, too_deep
from app.services.imports.csv_ruleset import game_title
from app.services.imports.foundry_sources import source_said
from app.services.imports.foundry_versions import check_version
from app.services.imports.preview import FOUNDRY_ID, FieldRow, ImportPreview, PreviewCharacter
from app.services.logtext import qt_translate

#: actors in one file
ACTOR_LIMIT = 1_000
#: the label of the notes' row, whose value the reading shows short (the whole notes are kept beside it)
NOTES = QT_TRANSLATE_NOOP("rules", "Notes")
#: the notes among the fields not in the file, as a spreadsheet with no Notes column says them
#: a track whose maximum the actor holds otherwise than the rules work it out from the sheet
MAXIMUM = QT_TRANSLATE_NOOP("log", "{track}: {read} of {theirs} in Foundry, {lost} lost: {now} of {ours} here "
                                   "(Deadwatch works the maximum out from the sheet by the rules, attributes and "
                                   "traits; the points lost are kept)")
#: the row of such a track's value now: the value written here and its maximum, Foundry's beside them
FOUNDRY_NOW = QT_TRANSLATE_NOOP("log", "{now} of {ours} (Foundry: {read} of {theirs})")
#: the characters of the notes' line a preview's cell shows
NOTES_CELL = 80


def is_foundry(doc: Any) -> bool:
    """Whether a JSON value looks like Foundry documents (an actor, a list of them, an adventure)."""
    if isinstance(doc, list):
        return any(isinstance(d, dict) and "type" in d for d in doc[:5])
    return isinstance(doc, dict) and ("type" in doc and ("system" in doc or "data" in doc) or "actors" in doc)


def nedb_lines(text: str) -> list[Any] | None:
    """The documents of a Foundry database file (one JSON object a line), or None when it is not one."""
    docs = []
    for raw in text.splitlines():
        if not raw.strip():
            continue
        try:
            doc = json.loads(raw)
        except (json.JSONDecodeError, RecursionError, ValueError):
            return None
        if not isinstance(doc, dict):
            return None
        docs.append(doc)
    return docs or None


def read_foundry(doc: Any, file: str, ruleset: Ruleset, preview: ImportPreview) -> None:
    """Add the actors of one Foundry file to ``preview`` (or its problem)."""
    fmt = foundry_format(ruleset.id)
    single = isinstance(doc, dict) and "actors" not in doc
    actors: Any = [doc] if single else (doc.get("actors") if isinstance(doc, dict) else doc)
    if not isinstance(actors, list):
        preview.problems.append(_problem(file, QT_TRANSLATE_NOOP("log", "“actors” should be a list")))
        return
    if len(actors) > ACTOR_LIMIT:
        preview.problems.append(_problem(file, QT_TRANSLATE_NOOP("log", "it holds more than {limit} actors"),
                                         limit=ACTOR_LIMIT))
        return
    if fmt is None:
        preview.problems.append(_problem(file, QT_TRANSLATE_NOOP(
            "log", "this campaign's ruleset reads no Foundry VTT actors (File → Import characters takes a "
                   "spreadsheet or a Deadwatch characters file)")))
        return
    actors = [a for a in actors if isinstance(a, dict) and ("system" in a or "data" in a)]
    systems = {_system_of(a, fmt) for a in actors}
    if not actors:
        preview.problems.append(_problem(file, QT_TRANSLATE_NOOP("log", "it holds no Foundry VTT actors")))
        return
    if fmt.system_id not in systems:
        other = next((s for s in systems if s), "")
        game = _reads(other)  # the ruleset that reads them: where the GM imports them
        preview.problems.append(_problem(
            file,
            QT_TRANSLATE_NOOP("log", "its actors are of the Foundry system “{system}”; this campaign reads actors "
                                     "of “{ours}” ({title}, {versions}): import it into a campaign of {game}")
            if other and game is not None else
            QT_TRANSLATE_NOOP("log", "its actors are of the Foundry system “{system}”; this campaign reads actors "
                                     "of “{ours}” ({title}, {versions})")
            if other else
            QT_TRANSLATE_NOOP("log", "its actors are of no Foundry system this campaign reads (“{ours}”: {title}, "
                                     "{versions})"),
            system=short(other), ours=fmt.system_id, title={"t": fmt.title, "ctx": "rules", "args": {}},
            versions=versions_said(fmt.versions), **({"game": game} if game is not None else {})))
        return
    for number, actor in enumerate(actors, start=1):
        system = _system_of(actor, fmt)
        kind = actor.get("type")
        if system != fmt.system_id or kind not in fmt.actor_types and not single:
            preview.skipped.append(line(
                QT_TRANSLATE_NOOP("log", "{file}: “{name}” ({type}, {system}) is not a character of this "
                                         "ruleset: left out"),
                file=file, name=short(str(actor.get("name", ""))), type=short(str(kind)), system=short(system)))
            continue
        _actor(actor, number, file, ruleset, fmt, preview)


def _reads(system: str) -> dict[str, Any] | None:
    """The game of the ruleset that reads the Foundry system ``system`` ("All Flesh Must Be Eaten"
    for "afmbe-jesuisfrog"), as a message names it; None when no ruleset reads it."""
    if not system:
        return None
    for ruleset_id in RULESETS:
        fmt = foundry_format(ruleset_id)
        if fmt is not None and fmt.system_id == system:
            return game_title(ruleset_id, None)
    return None


def actor_id(actor: Mapping[str, Any]) -> str:
    """The actor's Foundry id, or "" when the file does not say it: its ``_id`` (a world's or a
    compendium's actors, Deadwatch's own export), or the world actor its "Export Data" was made from
    (Foundry v12 and later drop ``_id`` there and write ``_stats.exportSource.uuid``, "Actor.<id>")."""
    value = actor.get("_id")
    if isinstance(value, str) and FOUNDRY_ID.fullmatch(value):
        return value
    stats = actor.get("_stats")
    source = stats.get("exportSource") if isinstance(stats, dict) else None
    uuid = source.get("uuid") if isinstance(source, dict) else None
    if isinstance(uuid, str) and uuid.startswith("Actor.") and FOUNDRY_ID.fullmatch(uuid[len("Actor."):]):
        return uuid[len("Actor."):]
    return ""


def _system_of(actor: Mapping[str, Any], fmt: FoundryFormat) -> str:
    stats = actor.get("_stats")
    system_id = stats.get("systemId") if isinstance(stats, dict) else None
    if isinstance(system_id, str) and system_id:
        return system_id
    flags = actor.get("flags")
    source = flags.get("exportSource") if isinstance(flags, dict) else None  # Foundry v9's "Export Data"
    if isinstance(source, dict) and isinstance(source.get("system"), str):
        return str(source["system"])
    data = actor.get("system", actor.get("data"))
    return fmt.system_id if isinstance(data, dict) and fmt.looks_like(data) else ""


def _problem(file: str, template: str, **args: Any) -> dict[str, Any]:
    return line(QT_TRANSLATE_NOOP("log", "{file}: {reason}"), file=file, reason=line(template, **args))


def _actor(actor: dict[str, Any], number: int, file: str, ruleset: Ruleset, fmt: FoundryFormat,
           preview: ImportPreview) -> None:
    kept = actor.get("_stats")
    stats: dict[str, Any] = kept if isinstance(kept, dict) else {}
    version = stats.get("systemVersion") if isinstance(stats.get("systemVersion"), str) else ""
    where = line(QT_TRANSLATE_NOOP("log", "actor {number} ({system} {version})"), number=number,
                 system=fmt.system_id, version=short(version or "?", 12))
    name = str(actor.get("name") or "").strip()
    character = PreviewCharacter(file, where, short(name, 200), foundry_id=actor_id(actor),
                                 uid=taken_id(deadwatch_flags(actor).get("id")))  # Deadwatch's export's
    preview.characters.append(character)
    if too_deep(actor):
        character.refused.append(line(QT_TRANSLATE_NOOP("log", "its values are nested too deeply")))
        return
    items = actor.get("items") or []
    document = {
        "name": name, "type": actor.get("type"), "system": actor.get("system", actor.get("data")),
        "items": [{**i, "system": i.get("system", i.get("data"))} if isinstance(i, dict) else i for i in items]
        if isinstance(items, list) else items,
        "effects": actor.get("effects") or [], "flags": actor.get("flags") or {},
        "prototypeToken": actor.get("prototypeToken") or {},
    }
    if not isinstance(document["system"], dict):
        character.refused.append(line(QT_TRANSLATE_NOOP("log", "“{field}” should be an object"), field="system"))
        return
    reading = fmt.read(document)
    # the notes are kept with their titles in English (the sheet shows them in the GM's language
    # of the day, :func:`.note_titles.shown`); the preview shows them in the GM's language now
    notes_shown = note_titles.in_language(reading.notes, fmt.note_titles, qt_translate)
    character.kind = reading.kind
    character.fields = [FieldRow(m.label, _cell(m.label, note_titles.in_language(m.value, fmt.note_titles,
                                                                              qt_translate))
                                 if isinstance(m.value, str) else m.value, m.source,
                                 whole=notes_shown if m.label == NOTES and m.value != reading.notes else "",
                                 state=m.state, said=source_said(m.source, m.label, document), now=m.now)
                        for m in reading.mapped]
    character.ignored = list(reading.ignored)
    character.refused = list(reading.refused)
    check_version(character, fmt, str(version or ""), reading)
    if not name:
        character.refused.append(line(QT_TRANSLATE_NOOP("log", "it has no name")))
    given_not = [qt_translate("rules", text) for text in reading.not_given.values()]  # counted when many
    character.not_given(list(reading.not_given), given_not, len(given_not))
    if reading.no_place:  # the system has no place for them (twdu's rations): a line each, an update keeps them
        character.not_placed(reading.no_place)
    if not reading.notes_given:  # no notes' key: an update keeps the roster's notes, said on a line of its own
        character.no_notes()
    if reading.state is None:  # no state but the tracks read: another file of the batch may give the rest
        character.tracks_read = sorted(reading.state_values)
    rolls = [{"path": list(r.path), "sides": r.sides, "times": r.times,
              **({"said": r.said, "source": r.source} if r.said else {}),
              **({"kept": r.kept} if r.said and r.kept else {})} for r in reading.rolls]
    values = {k: (v, reading.sources.get(k, k)) for k, v in reading.state_values.items()}
    values = _damage_kept(ruleset, reading.sheet, values, reading.maxima)
    if character.refused:  # every problem of the actor at once: the values read held to the sheet's bounds too
        check(character, ruleset, reading.sheet, None, reading.notes, named_sources(ruleset, reading.sources),
              rolls, values)
        return
    check(character, ruleset, reading.sheet, reading.state, reading.notes, named_sources(ruleset, reading.sources),
          rolls, values)
    if character.person is not None:  # a track's maximum Foundry holds another than the rules work out
        character.notices.extend(_maxima(ruleset, character.person, reading.maxima, reading.state_values))
        # the row of a track's value now shows what is written (34 of 40 here), Foundry's 28 of 34 beside it
        kept = {where: value for value, where in values.values()}
        shown = _shown_now(ruleset, character.person, reading.maxima, reading.state_values, values)
        character.fields = [replace(f, value=kept[f.source], shown=shown.get(f.source, f.shown))
                            if f.now and f.source in kept
                            else f for f in character.fields]
        if reading.maxima:  # the tracks fitted to their maximum here as read: an update fits them no more
            character.person["maxima"] = sorted(reading.maxima)
    if character.person is not None and reading.no_place_cells:  # twdu's Ammo: an update keeps the roster's
        character.person["keep_cells"] = {k: list(v) for k, v in reading.no_place_cells.items()}
    if character.person is not None and reading.courses:  # an update keeps the roster's point of them
        character.person["courses"] = courses.as_dicts(reading.courses)
    if character.person is not None and reading.experience is not None:  # the campaign's unspent points
        character.person["experience"] = reading.experience


def _damage_kept(ruleset: Ruleset, sheet: Mapping[str, Any], values: Mapping[str, tuple[int, str]],
                 theirs: Mapping[str, int]) -> dict[str, tuple[int, str]]:
    """The track values read, each whose maximum in the actor is not the one the rules work out from
    the sheet read keeping the damage the actor says: 28 of Foundry's 34 is 6 lost, 34 of 40 here."""
    out = dict(values)
    try:
        tracks = ruleset.tracks(ruleset.validate_sheet(dict(sheet))) if theirs else []
    except (RulesError, KeyError, TypeError, ValueError):  # the sheet's own refusal says it
        return out
    for t in tracks:
        if t.key in theirs and t.key in out and theirs[t.key] != t.maximum and out[t.key][0] <= theirs[t.key]:
            value, where = out[t.key]  # one above Foundry's own maximum: as read, refused by the bounds
            out[t.key] = (max(t.minimum, min(t.maximum, t.maximum - (theirs[t.key] - value))), where)
    return out


def _maxima(ruleset: Ruleset, person: Mapping[str, Any], theirs: Mapping[str, int],
            read: Mapping[str, int]) -> list[dict[str, Any]]:
    """A line for each track whose maximum in the actor is not the one the rules work out from the
    sheet read ("Life Points: 28 of 34 in Foundry, 6 lost: 34 of 40 here …")."""
    if not theirs:
        return []
    try:
        tracks = ruleset.tracks(dict(person["sheet"]))
        now = ruleset.track_values(dict(person["sheet"]), dict(person["state"]))
    except (KeyError, TypeError, ValueError):
        return []
    return [line(MAXIMUM, track={"t": t.label, "ctx": "rules", "args": {}}, read=read.get(t.key, theirs[t.key]),
                 theirs=theirs[t.key], lost=theirs[t.key] - read.get(t.key, theirs[t.key]),
                 now=now.get(t.key, t.maximum), ours=t.maximum)
            for t in tracks if t.key in theirs and theirs[t.key] != t.maximum]


def _shown_now(ruleset: Ruleset, person: Mapping[str, Any], theirs: Mapping[str, int], read: Mapping[str, int],
               values: Mapping[str, tuple[int, str]]) -> dict[str, dict[str, Any]]:
    """By the row's source, the line of each track's value now whose maximum in the actor is not the
    one worked out here: "34 of 40 (Foundry: 28 of 34)", so the row itself says both."""
    if not theirs:
        return {}
    try:
        tracks = ruleset.tracks(dict(person["sheet"]))
        now = ruleset.track_values(dict(person["sheet"]), dict(person["state"]))
    except (KeyError, TypeError, ValueError):
        return {}
    return {values[t.key][1]: line(FOUNDRY_NOW, now=now.get(t.key, values[t.key][0]), ours=t.maximum,
                                   read=read.get(t.key, theirs[t.key]), theirs=theirs[t.key])
            for t in tracks if t.key in theirs and t.key in values and theirs[t.key] != t.maximum}


def _cell(label: str, text: str) -> str:
    """A row's text as the preview shows it: the notes' line cut at :data:`NOTES_CELL` characters,
    once their titles are in the GM's language (a title is never cut in English)."""
    if label != NOTES or len(text) <= NOTES_CELL:
        return text
    cut = text[: NOTES_CELL - 1]
    at = cut.rfind(" · ")  # at a line's end where one ends far enough in: no title cut in two
    return cut[:at] + " · …" if at >= NOTES_CELL // 2 else cut.rstrip() + "…"


def named_sources(ruleset: Ruleset, sources: Mapping[str, str]) -> dict[str, str]:
    """Each field of the sheet as a refusal names it: its label in the GM's language, the path in
    the actor after it ("Сила (system.attributes.str.value)")."""
    labels = {f.key: f.label for f in ruleset.sheet_fields()}
    return {key: f"{qt_translate('rules', labels[key])} ({where})" if key in labels else where
            for key, where in sources.items()}
