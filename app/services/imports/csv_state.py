"""How hurt a character of a spreadsheet is: the state columns of :mod:`.csv_party`.

After the sheet's columns a party spreadsheet has one column per track the ruleset declares,
headed "Health (now)" (the track's label and "now", so a track is never taken for a sheet field
of the same name), a "Conditions" column that says in words what the roster's badges say
("Bitten forearm: −1 dice; lethal in 3 hours…", to read, not to import), and a "Deadwatch state"
column holding the whole state as JSON, which brings the character back exactly as exported.

Reading, the state column (when there is one) is the start and each track column the GM changed
sets its track; without it, a character starts unhurt with the track columns' values.  Either way
the state is held to the bounds the party files are held to (:mod:`app.services.validate_party`).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

from app.rules.base import Ruleset, TrackSpec
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import OFF_THE_SHEET, line, short
from app.services.imports.languages import every_form, form_of
from app.services.imports.preview import FieldRow, PreviewCharacter
from app.services.logtext import Translate, render

NOW = QT_TRANSLATE_NOOP("log", "{track} (now)")
CONDITIONS = QT_TRANSLATE_NOOP("log", "Conditions")
STATE = QT_TRANSLATE_NOOP("log", "Deadwatch state")
#: the character's own id (:mod:`app.services.character_ids`): an import updates the character of it first
ID = QT_TRANSLATE_NOOP("log", "Deadwatch id")
#: the source of a field read from a plain form of its heading ("Salud" for "Salud (ahora)")
READ_AS = QT_TRANSLATE_NOOP("log", "“{heading}”, read as “{field}”")
#: where the preview says a condition comes from when the file's words do not say it
WORKED_OUT = QT_TRANSLATE_NOOP("log", "worked out from the values read")
#: the longest state cell read (a state is a few hundred characters; a long fight log at most a few kB)
STATE_LIMIT = 200_000


def all_tracks(ruleset: Ruleset, sheets: Iterable[Any]) -> list[TrackSpec]:
    """Every track of these sheets (and of a new one), each key once, in the ruleset's order."""
    out: dict[str, TrackSpec] = {}
    for sheet in [ruleset.new_sheet(), *sheets]:
        try:
            tracks = ruleset.tracks(sheet)
        except Exception:  # noqa: BLE001 - a sheet the ruleset cannot read has no track to write
            continue
        for track in tracks:
            out.setdefault(track.key, track)
    return list(out.values())


def headings(tracks: Sequence[TrackSpec], translate: Translate) -> list[str]:
    now = translate("log", NOW)
    return [*(now.replace("{track}", translate("rules", t.label)) for t in tracks),
            translate("log", CONDITIONS), translate("log", STATE), translate("log", ID)]


def join_conditions(parts: Sequence[str]) -> str:
    """Conditions in words, "; " between them: a condition's detail that ends a sentence ("Down;
    every skill roll fails.") loses its full stop before the next one (never ".;"); the last keeps it."""
    return "; ".join([*(p.rstrip().removesuffix(".") for p in parts[:-1]), *parts[-1:]])


def conditions_text(ruleset: Ruleset, sheet: Any, state: Any, translate: Translate) -> str:
    """The character's conditions in words, "; " between them (:func:`join_conditions`)."""
    try:
        conditions = ruleset.conditions(sheet, state)
    except Exception:  # noqa: BLE001 - a state the ruleset cannot read says nothing
        return ""
    parts = []
    for cond in conditions:
        label = render(cond.label, cond.args, "rules", translate)
        detail = render(cond.detail, cond.args, "rules", translate) if cond.detail else ""
        parts.append(f"{label}: {detail}" if detail else label)
    return join_conditions(parts)


def cells(ruleset: Ruleset, tracks: Sequence[TrackSpec], person: Any, translate: Translate) -> list[str]:
    """The state cells of one character, in the order of :func:`headings`."""
    out = []
    for track in tracks:
        try:
            out.append(str(ruleset.track_value(person.sheet, person.state, track)))
        except Exception:  # noqa: BLE001 - a track this sheet has not
            out.append("")
    # the state as the rules see the roster's kind: a zombie imported from a Foundry creature is one
    # ("zombie": true, as the demo's own), whatever the state stored beside its kind says; a key the
    # rules add for a kind (twdu's "undead") is not written where the state has none: it reads back as stored
    kind = str(getattr(person, "kind", "") or "")
    marked = ruleset.with_kind(kind, dict(person.state)) if kind else person.state
    written = marked if set(marked) <= set(person.state) else person.state
    state = json.dumps(written, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return [*out, conditions_text(ruleset, person.sheet, person.state, translate), state,
            str(getattr(person, "uid", "") or "")]


def columns(ruleset: Ruleset, translate: Translate) -> dict[str, tuple[Any, ...]]:
    """What the state headings of a file are: ("track", TrackSpec), ("conditions",), ("state",)."""
    out: dict[str, tuple[Any, ...]] = {}
    templates = {form_of(translate("log", NOW)), *every_form("log", NOW)}
    for track in all_tracks(ruleset, ()):
        for label in {form_of(translate("rules", track.label)), *every_form("rules", track.label), track.key}:
            for template in templates:
                out[template.replace("{track}", label)] = ("track", track)
    for key, text in (("conditions", CONDITIONS), ("state", STATE), ("id", ID)):
        for form in {form_of(translate("log", text)), *every_form("log", text), key}:
            out[form] = (key,)
    return out


def named_columns(ruleset: Ruleset, translate: Translate) -> dict[str, tuple[Any, ...]]:
    """The track headings of a file made of the other names the ruleset gives its tracks
    (:meth:`~app.rules.base.Ruleset.heading_names`: "Endurance Points (now)"), folded by :func:`fold`."""
    out: dict[str, tuple[Any, ...]] = {}
    names = ruleset.heading_names()
    templates = {form_of(translate("log", NOW)), *every_form("log", NOW)}
    for track in all_tracks(ruleset, ()):
        for name in names.get(track.key, ()):
            for template in templates:
                out.setdefault(fold(template.replace("{track}", name)), ("track", track))
    return out


def fold(text: str) -> str:
    """A heading as a GM may type it: case, accents and spaces aside."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(bare.split()).casefold()


def plain_forms(ruleset: Ruleset, translate: Translate) -> dict[str, tuple[Any, ...]]:
    """The plain forms of the track headings, each the heading without its parenthesised
    qualifier ("Salud" for "Salud (ahora)", "Health" for "Health (now)"), the tracks' other names
    too ("Endurance Points"), folded by :func:`fold`; none of a track whose bare name is the total
    the sheet works out (:meth:`~app.rules.base.Ruleset.total_headings`: AFMBE's "Life Points")."""
    out: dict[str, tuple[Any, ...]] = {}
    totals = ruleset.total_headings()
    for form, what in [*columns(ruleset, translate).items(), *named_columns(ruleset, translate).items()]:
        if what[0] == "track" and what[1].key not in totals:
            plain = fold(re.sub(r"\([^)]*\)", " ", form))
            if plain:
                out.setdefault(plain, what)
    return out


def read_as(heading: str, track: TrackSpec, translate: Translate) -> str:
    """“Salud”, read as “Salud (ahora)”: the source of a field read from a plain heading."""
    field = translate("log", NOW).replace("{track}", translate("rules", track.label))
    return render(READ_AS, {"heading": short(heading), "field": field}, "log", translate)


def read_state(cell: str, heading: str, refused: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The state of a "Deadwatch state" cell; None for an empty one; a refusal when it is not one."""
    if not cell.strip():
        return None
    bad = line(QT_TRANSLATE_NOOP("log", "“{field}” does not hold a state Deadwatch wrote (leave it empty for "
                                        "an unhurt character)"), field=short(heading, 160))
    if len(cell) > STATE_LIMIT:
        refused.append(bad)
        return None
    try:
        state = json.loads(cell)
    except ValueError:
        refused.append(bad)
        return None
    if not isinstance(state, dict):
        refused.append(bad)
        return None
    return state


def set_tracks(ruleset: Ruleset, sheet: Any, state: dict[str, Any], values: dict[str, tuple[int, str]],
               character: PreviewCharacter) -> None:
    """Each track value the file holds set in ``state`` where it differs, within the track's bounds;
    a value out of them refused, its row in the preview marked so as any other refused value."""
    try:
        tracks = {t.key: t for t in ruleset.tracks(ruleset.validate_sheet(sheet))}
    except Exception:  # noqa: BLE001 - the sheet's own refusal comes with the checks
        return
    for key, (value, where) in values.items():
        track = tracks.get(key)
        if track is None:
            continue
        if not track.minimum <= value <= track.maximum:
            character.refused.append(line(OFF_THE_SHEET, field=short(where, 160), value=value, low=track.minimum,
                                          high=track.maximum))
            character.refuse_row(track.label, True)
            continue
        try:
            now = ruleset.track_value(sheet, state, track)
        except Exception:  # noqa: BLE001 - a state the checks refuse next
            continue
        if now == value:
            continue
        if key in state:
            state[key] = value
        else:
            character.ignored.append(line(
                QT_TRANSLATE_NOOP("log", "“{field}”: this track is worked out from the rest of the state, which "
                                         "stays as the file holds it"),
                field=short(where, 160)))


def show_conditions(character: PreviewCharacter, ruleset: Ruleset, said: tuple[str, str] | None,
                    translate: Translate) -> None:
    """List in the preview the conditions the character will have once imported, so the roster
    never shows one the preview did not: the file's words when they say just that, else what the
    ruleset works out from the values read (a head set at half its most bleeds), said to be so."""
    person = character.person
    if person is None:
        return
    text = conditions_text(ruleset, person["sheet"], person["state"], translate)
    if not text:
        return
    source = said[1] if said is not None and form_of(said[0]) == form_of(text) else translate("log", WORKED_OUT)
    character.fields.append(FieldRow(CONDITIONS, text, source))
