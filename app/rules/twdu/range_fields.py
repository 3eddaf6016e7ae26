"""twdu's range bands as the fighting rolls ask them: the band now, the distance typed that sets it
(metres or zones apart), its label, and the badge of the band a move or a chase left a character at
("Short Range is less than 25 meters or within a single zone … Anything beyond two zones or 100
meters is considered Extreme Range")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.base import Choice, Condition, FieldSpec, LogLine
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.twdu.combat import RANGE_LABELS, RANGES, range_band
from app.rules.twdu.rollforms import pool_fields

RANGE_KEY = "range"
BAND_CHOICES = tuple(Choice(b, RANGE_LABELS[b]) for b in RANGES)
BAND_FIELD = FieldSpec(
    "band", QT_TRANSLATE_NOOP("rules", "Range now"), "choice", "short", choices=BAND_CHOICES,
    help=QT_TRANSLATE_NOOP(
        "rules", "Short: under 25 m or the same zone; Long: 25-100 m or two zones; Extreme: beyond."
    ),
)
BAND_LEFT = QT_TRANSLATE_NOOP("rules", "beyond Extreme range")

#: the farthest distance the attack forms take, in metres or zones (all of it beyond 100 m or two
#: zones is Extreme)
MOST_METRES = 300
#: the distance between the two: "Short Range is less than 25 meters or within a single zone …  You
#: could be anywhere between 25 - 100 meters, or two zones, from your enemy.  Anything beyond two
#: zones or 100 meters is considered Extreme Range"; the band follows it (and the skill the band)
DISTANCE_FIELD = FieldSpec(
    "distance", QT_TRANSLATE_NOOP("rules", "Distance"), "int", 0, 0, MOST_METRES,
    help=QT_TRANSLATE_NOOP("rules", "Typed, it sets the range band: under 25 m or the same zone Short, 25-100 m or "
                                    "one or two zones away Long, beyond it Extreme."),
)
#: what the distance counts: metres, or the zones between the two (0: the same zone)
METRES, ZONES = "metres", "zones"
#: the nearest distance of each band, in metres and in zones (the text's table): the distance a band
#: the GM picks by hand shows, so the two never contradict each other (25 m beside Extreme)
BAND_FIRST = {METRES: {"short": 0, "long": 25, "extreme": 101}, ZONES: {"short": 0, "long": 1, "extreme": 3}}
DISTANCE_FIELD = replace(DISTANCE_FIELD, follows=("band",), reads=("distance_unit",), presets=tuple(
    ((band, unit), first[band]) for unit, first in BAND_FIRST.items() for band in first) + tuple(
    ((band, None), metres) for band, metres in BAND_FIRST[METRES].items()))
DISTANCE_UNIT_FIELD = FieldSpec(
    "distance_unit", QT_TRANSLATE_NOOP("rules", "Counted in"), "choice", METRES,
    choices=(Choice(METRES, QT_TRANSLATE_NOOP("rules", "metres")),
             Choice(ZONES, QT_TRANSLATE_NOOP("rules", "zones apart (0: the same zone)"))),
    help=QT_TRANSLATE_NOOP("rules", "The distance in metres, or in zones between the two: the same zone is Short, "
                                    "one or two zones away Long, three or more Extreme."),
)
#: what Short range makes of an attack, said under the band: "engaging with a target at Short Range
#: will always be a Close Combat roll, even if you're attacking with a ranged weapon … use Agility"
#: (a GM saw a declared shot set up as Close Combat at Distance 0 and took it for a mistake)
SHORT_NOTE = QT_TRANSLATE_NOOP(
    "rules", "Short range (under 25 m): a shot is a Close Combat roll with Agility; set the distance to 25 m or "
             "more for Ranged Combat")
#: the band of the attack forms, set by the distance typed and what it counts (the GM may pick another;
#: a distance given without saying what it counts is in metres, the form's default)
ATTACK_BAND_FIELD = replace(BAND_FIELD, follows=("distance", "distance_unit"), presets=tuple(
    ((n, unit), range_band(meters=n)) for n in range(MOST_METRES + 1) for unit in (METRES, None)) + tuple(
    ((n, ZONES), range_band(zones=n)) for n in range(MOST_METRES + 1)), notes=(("short", SHORT_NOTE),))


#: the distance a band is set up at when no one has typed one (a brawl's declared shot, a shot's form):
#: the nearest metres of the band in the text's table ("Short Range is less than 25 meters … You could
#: be anywhere between 25 - 100 meters … Anything beyond two zones or 100 meters is considered Extreme
#: Range"), so the distance shown and the band agree by :func:`app.rules.twdu.combat.range_band`
BAND_DISTANCE = {"short": 0, "long": 25, "extreme": 101}


def band_at(distance: int, unit: str = METRES) -> dict[str, Any]:
    """The distance, what it counts and the band it sets, the one way every attack form reads it."""
    band = range_band(zones=distance) if unit == ZONES else range_band(meters=distance)
    return {"distance": distance, "distance_unit": unit, "band": band}


def band_distance(band: str) -> dict[str, Any]:
    """A band given without a distance, with the distance that sets it (:data:`BAND_DISTANCE`)."""
    return band_at(BAND_DISTANCE[band if band in BAND_DISTANCE else "short"])


def distance_field(band: str) -> FieldSpec:
    """The distance in metres, its default the one that sets ``band`` (the duel's own at Short)."""
    metres = BAND_DISTANCE.get(band, 0)
    return DISTANCE_FIELD if metres == DISTANCE_FIELD.default else replace(DISTANCE_FIELD, default=metres)


def band_label(band: str | None) -> dict[str, Any]:
    return {"t": RANGE_LABELS[band] if band else BAND_LEFT}


def band_fields(choice: FieldSpec) -> tuple[FieldSpec, ...]:
    """The range band now, ``choice`` (which way, who flees) and the roller's Mobility dice."""
    return (BAND_FIELD, choice) + pool_fields()[1:]

#: the badge of the band a move or a chase left the character at, the band in its words ("Long range": a
#: blue "Range" read as a condition, its band said only in the tooltip)
RANGE_TAGS: dict[str, str] = {
    "short": QT_TRANSLATE_NOOP("rules", "Short range"),
    "long": QT_TRANSLATE_NOOP("rules", "Long range"),
    "extreme": QT_TRANSLATE_NOOP("rules", "Extreme range"),
}
#: the fight's end line of a character a move or a chase left at a band
RANGE_ENDS = QT_TRANSLATE_NOOP("rules", "{band} ends with the fight.")


def range_condition(state: Mapping[str, Any]) -> Condition | None:
    """The badge of the band a move or a chase left the character at ("Long range")."""
    band = state.get(RANGE_KEY)
    if band not in RANGE_TAGS:
        return None
    return Condition("range", RANGE_TAGS[band], QT_TRANSLATE_NOOP("rules", "Now at {band} range."),
                     "info", {"band": {"t": RANGE_LABELS[band]}})


def range_over(state: Mapping[str, Any]) -> tuple[dict[str, Any], list[LogLine]]:
    """The fight is over: the band a move or a chase left the character at is the fight's (the
    distance to its enemies), and ends with it, a line saying so (else the roster read "Long range"
    the rest of the night).  A band that is no band (beyond Extreme, a chase over) goes unsaid."""
    new = dict(state)
    band = new.pop(RANGE_KEY, None)
    if band not in RANGE_TAGS:
        return new, []
    return new, [LogLine(RANGE_ENDS, {"band": {"t": RANGE_TAGS[band]}})]



def attack_range_fields(sheet: Mapping[str, Any]) -> tuple[FieldSpec, ...]:
    """The distance, what it counts and the band of an attack form, offered beside any weapon: the
    range the GM set stays in sight when he picks bare hands or a close combat weapon, and the roll
    refuses it beyond Short ("You can only use Close Combat against enemies within Short range"),
    where it was dropped unsaid.  The note on shots at Short range is said beside a ranged weapon
    only (the notes are the label's, not the other label's)."""
    shooting = ("item", tuple(f"w{i}" for i, row in enumerate(sheet.get("weapons", []))
                              if isinstance(row, Mapping) and row.get("kind") == "ranged"))
    return tuple(replace(f, with_value=shooting, other_label=f.label)
                 for f in (DISTANCE_FIELD, DISTANCE_UNIT_FIELD, ATTACK_BAND_FIELD))
