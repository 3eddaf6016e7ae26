"""What a ruleset declares to read (and write) Foundry VTT actors of a game system.

A ruleset whose characters also live in a Foundry VTT game system has a module ``foundry`` in its
package (``app/rules/<id>/foundry.py``) with a ``FORMAT`` of type :class:`FoundryFormat`: the
Foundry system id it reads, the system versions its reading follows, and the functions that turn
one actor's data into a Deadwatch sheet and state (and back).  :func:`foundry_format` finds it
from a ruleset's id, so nothing outside the ruleset's package names the ruleset.

A reading says what it did with every part of the actor: each field of the sheet it set and from
where (:class:`Mapped`), what it left out and why, and what it refused and why (``ignored`` and
``refused``: lines ``{"t", "ctx", "args"}`` of context ``rules``).  The services check the sheet
against the ruleset's bounds and show the whole reading before anything is written.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.rules.declarations import Sheet, State
from app.rules.text import QT_TRANSLATE_NOOP


def note(template: str, **args: Any) -> dict[str, Any]:
    """A line of a reading (``template`` marked with ``QT_TRANSLATE_NOOP("rules", …)``)."""
    return {"t": template, "ctx": "rules", "args": args}


#: the versions of a system a reading follows, as a line names them: one singular, a range or a list plural
VERSION_ONE = QT_TRANSLATE_NOOP("rules", "version {versions}")
VERSIONS_MANY = QT_TRANSLATE_NOOP("rules", "versions {versions}")


def versions_said(versions: str) -> dict[str, Any]:
    """``versions`` (:attr:`FoundryFormat.versions`) as a line names them: "version 1.3.1" (es «versión
    1.3.1», not «versiones»), "versions 3.0–4.0.3"."""
    many = any(mark in versions for mark in ("–", "-", ",", " "))
    return note(VERSIONS_MANY if many else VERSION_ONE, versions=versions)


def label(text: str) -> dict[str, Any]:
    """A label of the rules (a field's, a choice's) as a line argument, translated when shown."""
    return {"t": text, "ctx": "rules", "args": {}}


#: Foundry's item types as a GM reads them ("talent", "small item"), where an item left out is said
ITEM_KINDS = {
    "talent": QT_TRANSLATE_NOOP("rules", "talent"),
    "tinyItem": QT_TRANSLATE_NOOP("rules", "small item"),
    "item": QT_TRANSLATE_NOOP("rules", "item"),
    "gear": QT_TRANSLATE_NOOP("rules", "gear"),
    "weapon": QT_TRANSLATE_NOOP("rules", "weapon"),
    "armor": QT_TRANSLATE_NOOP("rules", "armor"),
    "power": QT_TRANSLATE_NOOP("rules", "power"),
    "aspect": QT_TRANSLATE_NOOP("rules", "aspect"),
    "quality": QT_TRANSLATE_NOOP("rules", "quality"),
    "drawback": QT_TRANSLATE_NOOP("rules", "drawback"),
    "skill": QT_TRANSLATE_NOOP("rules", "skill"),
}


#: Foundry's own statuses (its token HUD's) as a GM reads them: one no ruleset takes ("prone") is
#: said left out in the GM's words, not in Foundry's English key
FOUNDRY_STATUSES = {
    "prone": QT_TRANSLATE_NOOP("rules", "prone"),
    "unconscious": QT_TRANSLATE_NOOP("rules", "unconscious"),
    "sleep": QT_TRANSLATE_NOOP("rules", "asleep"),
    "stun": QT_TRANSLATE_NOOP("rules", "stunned"),
    "restrain": QT_TRANSLATE_NOOP("rules", "restrained"),
    "paralysis": QT_TRANSLATE_NOOP("rules", "paralysed"),
    "blind": QT_TRANSLATE_NOOP("rules", "blind"),
    "deaf": QT_TRANSLATE_NOOP("rules", "deaf"),
    "silence": QT_TRANSLATE_NOOP("rules", "silenced"),
    "fear": QT_TRANSLATE_NOOP("rules", "frightened"),
    "burning": QT_TRANSLATE_NOOP("rules", "burning"),
    "frozen": QT_TRANSLATE_NOOP("rules", "frozen"),
    "bleeding": QT_TRANSLATE_NOOP("rules", "bleeding"),
    "invisible": QT_TRANSLATE_NOOP("rules", "invisible"),
    "target": QT_TRANSLATE_NOOP("rules", "targeted"),
}
#: a name of the file's own (an item, a status no one knows) as a line says it: quoted, as written
OWN_NAME = QT_TRANSLATE_NOOP("rules", "“{name}”")


def status_word(status: object) -> Any:
    """A Foundry status as a line names it: in the GM's words when Foundry's own, else as written."""
    word = FOUNDRY_STATUSES.get(str(status))
    return label(word) if word is not None else str(status)[:40]


def own_name(name: object) -> Any:
    """A name the file gives (an item's) as a line argument: quoted as the GM's language quotes."""
    return {"t": OWN_NAME, "ctx": "rules", "args": {"name": str(name)}} if isinstance(name, str) and name else name


def item_kind(kind: object) -> Any:
    """An item's Foundry type in the GM's words (a line argument); one of no word here as written."""
    word = ITEM_KINDS.get(str(kind))
    return label(word) if word is not None else str(kind)[:40]


@dataclass(frozen=True)
class Mapped:
    """One field of the Deadwatch sheet or state as read: its label (a rules label), the value
    shown, and where in the actor it came from."""

    label: str
    value: Any
    source: str
    #: the key of the state the row shows ("poisoned", "injuries"; "" for the sheet's): a re-import
    #: that keeps the night's state shows the roster's value of it there instead
    state: str = ""
    #: a track's value now (Life Points left), named apart from its maximum: "Life Points (now)"
    now: bool = False


@dataclass(frozen=True)
class PendingRoll:
    """A number the actor does not hold that the rules roll (a critical injury's time limit: one
    die of its unit): rolled when the import is carried out, set at ``path`` in the state, times
    ``times`` (a unit read as a smaller one: weeks as days, 7).  It is rolled as the preview is
    read, so the GM sees the number before importing, and the import sets that very number."""

    path: tuple[str | int, ...]
    sides: int
    times: int = 1
    #: what the preview and the import's log line say once it is rolled: a line of context rules
    #: whose ``{value}`` and ``{face}`` are filled in (the number set and the die's face)
    said: dict[str, Any] | None = None
    #: where in the actor the value belongs (the preview's row it is said on)
    source: str = ""
    #: what the preview says when an update keeps the roster's number instead (a line of context
    #: rules whose ``{value}`` is filled in with it: "lethal in 3 hours as the roster has it")
    kept: dict[str, Any] | None = None


@dataclass(frozen=True)
class KeptCourse:
    """An entry of the state whose course the actor holds no point of, or one of its own writing (a
    critical injury's time passed and its tending: Foundry keeps neither, Deadwatch's export writes
    them in a flag).  An update keeps the ``keys`` of the roster's same entry (the list at
    ``path[:-1]``, the same name, the second of a name for the second), unless the file ``given``
    them at a later point of the course: ``order``'s values, compared in order, greater in the file."""

    path: tuple[str | int, ...]
    keys: tuple[str, ...]
    order: tuple[str, ...] = ()
    given: bool = False
    #: where in the actor the entry comes from (the preview's row that says it is kept)
    source: str = ""


@dataclass
class ActorReading:
    """One Foundry actor read into the campaign's ruleset."""

    name: str
    kind: str = "pc"
    sheet: Sheet = field(default_factory=dict)
    #: None: a fresh state from the sheet
    state: State | None = None
    notes: str = ""
    #: whether the actor holds the keys the notes are read from at all (False: an update keeps the
    #: character's own notes, as a field not given)
    notes_given: bool = True
    mapped: list[Mapped] = field(default_factory=list)
    ignored: list[dict[str, Any]] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)
    rolls: list[PendingRoll] = field(default_factory=list)
    #: sheet key → where in the actor it came from (for a value the sheet's bounds refuse)
    sources: dict[str, str] = field(default_factory=dict)
    #: with no ``state``: track values read (Life Points left…) over a fresh state, each key →
    #: (value, where it came from); checked against the tracks' bounds
    state_values: dict[str, int] = field(default_factory=dict)
    #: the sheet's fields the actor does not hold at all (Foundry's export writes every field of
    #: its data model, so one missing is not given): each key → its label (a rules label); a new
    #: character starts at the field's default, an update keeps the character's own
    not_given: dict[str, str] = field(default_factory=dict)
    #: the sheet's fields the system has no place for at all (twdu's rations: it counts no food), each
    #: key → the lines saying so (rules lines), for a new character (it starts at the field's default)
    #: and for an update (it keeps the character's own); what Deadwatch's own export wrote of them in
    #: its flags is read as any field is
    no_place: dict[str, tuple[dict[str, Any], dict[str, Any]]] = field(default_factory=dict)
    #: the same of a table's cells (twdu's Ammo: Foundry's weapons count none): each table → its
    #: columns, which an update keeps from the roster's row of the same name; their lines are in
    #: :attr:`no_place` under "table.column"
    no_place_cells: dict[str, list[str]] = field(default_factory=dict)
    #: the entries an update keeps where the roster's character stands in their course
    courses: list[KeptCourse] = field(default_factory=list)
    #: the unspent experience points the actor holds (None: it holds none the reading takes); the
    #: import sets the campaign's ledger of the character to them
    experience: int | None = None
    #: the maximums the actor holds of the tracks read (``state_values``' keys → Foundry's number):
    #: Deadwatch works its own out from the sheet, and the preview says where the two differ
    maxima: dict[str, int] = field(default_factory=dict)

    def set(self, key: str, value: Any, label_text: str, source: str, shown: Any = None) -> None:
        """Set ``sheet[key]`` and say so."""
        self.sheet[key] = value
        self.sources[key] = source
        self.mapped.append(Mapped(label_text, value if shown is None else shown, source))

    def ignore(self, template: str, **args: Any) -> None:
        """Say something of the actor left out; a line naming an item first ("{name}: armor not worn
        …") quotes the name, the file's own, so it does not read as words left untranslated."""
        if template.startswith("{name}") and "name" in args:
            args = {**args, "name": own_name(args["name"])}
        self.ignored.append(note(template, **args))

    def refuse(self, template: str, **args: Any) -> None:
        self.refused.append(note(template, **args))


@dataclass(frozen=True)
class FoundryFormat:
    """A Foundry VTT game system a ruleset reads: ``system_id`` as Foundry names it, the versions
    whose data model the reading follows (shown to the GM), the actor types it reads, ``read`` (one
    actor's document ``{"name", "type", "system", "items", "effects", "flags"}`` into a reading),
    ``looks_like`` (whether an actor with no system id, as Foundry before v10 exported them, has
    this system's shape) and ``write`` (a character back as an actor; None when the ruleset only
    reads)."""

    system_id: str
    title: str
    versions: str
    actor_types: tuple[str, ...]
    read: Callable[[Mapping[str, Any]], ActorReading]
    looks_like: Callable[[Mapping[str, Any]], bool]
    write: Callable[[str, str, Sheet, State, str], dict[str, Any]] | None = None
    #: the titles (marked strings, in English) of the notes' lines ``read`` writes for the actor's
    #: fields the sheet has no place for ("Archetype: Cop"), and ``write`` finds them back by
    note_titles: tuple[str, ...] = ()
    #: the preview's line for an entry of :attr:`ActorReading.courses` an update keeps, from the
    #: roster's entry ("Deep cut: kept as it stands, 2 hours since it was taken, tended"); None: nothing to say
    course_said: Callable[[Mapping[str, Any]], dict[str, Any] | None] | None = None
    #: the words of an item read with a character (its state, the sheet's table key, the row's name)
    #: as plain text ("Her late husband's .38, the grip taped."); None: the reading keeps none
    item_words: Callable[[Mapping[str, Any], str, str], str] | None = None
    #: where in an actor's ``system`` its unspent experience points are (("experience", "value")):
    #: the export writes the campaign's there; (): the system keeps none
    experience: tuple[str, ...] = ()


def foundry_format(ruleset_id: str) -> FoundryFormat | None:
    """The Foundry system the ruleset ``ruleset_id`` reads, or None when it declares none."""
    try:
        module = importlib.import_module(f"app.rules.{ruleset_id}.foundry")
    except ModuleNotFoundError:
        return None
    result = getattr(module, "FORMAT", None)
    return result if isinstance(result, FoundryFormat) else None


def integer(value: Any) -> int | None:
    """A whole number from a Foundry field: Foundry's text inputs store numbers as text ("2") and
    its number fields as numbers (2, 2.0); None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = value.strip().replace("\u2212", "-")
        if text.lstrip("+-").isdigit() and len(text) < 12:
            return int(text)
    return None


#: where Deadwatch keeps, in a Foundry document it wrote, what the system has no field for
OUR_FLAG = "deadwatch"


def deadwatch_flags(document: Mapping[str, Any]) -> Mapping[str, Any]:
    """What Deadwatch wrote into a Foundry document's ``flags.world.deadwatch`` ({} when none)."""
    flags = document.get("flags")
    world = flags.get("world") if isinstance(flags, Mapping) else None
    kept = world.get(OUR_FLAG) if isinstance(world, Mapping) else None
    return kept if isinstance(kept, Mapping) else {}


#: a field of the actor as a refusal names it: the sheet's word for it, its path in the actor beside it
FIELD_AT = QT_TRANSLATE_NOOP("rules", "{field} ({where})")


#: a value of the actor out of the sheet's bounds, as every import's refusal says one (the field, the
#: value, the bounds: :data:`app.services.file_checks.OFF_THE_SHEET`)
OFF_THE_SHEET = QT_TRANSLATE_NOOP("rules", "“{field}” is {value}; on this sheet it runs from {low} to {high}")
#: a value of the actor that is no number, said as a spreadsheet's cell is (the bounds, where known)
NOT_A_NUMBER = QT_TRANSLATE_NOOP("rules", "“{field}”: “{value}” is not what this field holds: a whole number")
NOT_A_NUMBER_FROM = QT_TRANSLATE_NOOP("rules", "“{field}”: “{value}” is not what this field holds: a whole number "
                                               "from {low} to {high}")


def whole_number(out: ActorReading, value: Any, where: str, field: str = "",
                 bounds: tuple[int, int] | None = None) -> int | None:
    """``value`` as a whole number; None, with the refusal noted on ``out`` naming ``where``, when it
    is missing or is not one: "Strength (system.attributes.str.value)" where ``field`` (a rules
    label) names the sheet's field it fills, as the sheet's bounds' refusals name it; the refusal says
    the ``bounds`` the sheet holds it to, where given, as a spreadsheet's cell's does."""
    number = integer(value)
    named: Any = note(FIELD_AT, field=label(field), where=where) if field else where
    if value is None:
        out.refuse(QT_TRANSLATE_NOOP("rules", "“{field}” is missing"), field=named)
    elif number is None and bounds is not None:
        out.refuse(NOT_A_NUMBER_FROM, field=named, value=str(value)[:40], low=bounds[0], high=bounds[1])
    elif number is None:
        out.refuse(NOT_A_NUMBER, field=named, value=str(value)[:40])
    return number
