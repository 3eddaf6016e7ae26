"""The modifiers the All Flesh Must Be Eaten texts name, each a number field of the roll it changes.

The choice that names the situation sets the number to the text's value; the GM may type another,
and the odds, the roll and the log use the number (:mod:`app.rules.field_presets`).

* Range (unisystem §4.2.1.2): point blank +1 and +1 damage multiplier, short 0, medium −1, long −3
  and −1 multiplier, extreme −6 and −2 multiplier (:data:`~.damage.RANGES`).
* Light (§4.2.1.2): poor −1, very poor −4, "también al cuerpo a cuerpo"; total darkness is the plain
  d10 of :mod:`.darkness` (no modifier).
* Called shots (§4.4; norms "Hit Locations"): head −4, neck −5, limb or vitals −2, hand or foot −4;
  unisystem, the location's damage multiplier by damage type (head: bullets ×4…).  Norms gives no
  location multipliers: the plain type multiplier.
* Veterinary Medicine (norms): "A Veterinarian can treat humans, but is at a −3 penalty to all task
  rolls, and despite the results of the rolls, cannot gain more than 2 Success levels."
* Revival (unisystem §4.7.1): "Las avanzadas técnicas de soporte vital del hospital añaden un +3 al
  Chequeo" (:mod:`.revival_roll`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from app.rules.afmbe.damage import DAMAGE_TYPES, LOCATIONS, RANGES
from app.rules.afmbe.darkness import DARKNESS
from app.rules.afmbe.hitloc import multiplier_location
from app.rules.afmbe.ranged import LIGHTING
from app.rules.afmbe.unarmed import UNARMED
from app.rules.base import FieldSpec, LogLine
from app.rules.numbers import signed
from app.rules.text import QT_TRANSLATE_NOOP

VET_PENALTY = -3
VET_MOST_LEVELS = 2
LIFE_SUPPORT_BONUS = 3

#: the log line of each modifier field ({value}: its signed value, {where}: the hit location)
_LINES: dict[str, str] = {
    "range_modifier": QT_TRANSLATE_NOOP("rules", "Range modifier {value}"),
    "light_modifier": QT_TRANSLATE_NOOP("rules", "Light modifier {value}"),
    "called_penalty": QT_TRANSLATE_NOOP("rules", "Called shot at {where} {value}"),
    "damage_multiplier": QT_TRANSLATE_NOOP("rules", "Damage multiplier at {where} ×{value}"),
    "range_multiplier": QT_TRANSLATE_NOOP("rules", "Range change to the damage multiplier {value}"),
    "vet_penalty": QT_TRANSLATE_NOOP("rules", "Veterinarian treating a human {value} (2 success levels at most)"),
    "life_support": QT_TRANSLATE_NOOP("rules", "Hospital life support {value}"),
}


def range_fields() -> tuple[FieldSpec, ...]:
    """The to-hit modifier and the damage multiplier change of the attack form's range band."""
    return (
        FieldSpec("range_modifier", QT_TRANSLATE_NOOP("rules", "Range modifier"), "int", 0, -20, 20,
                  help=QT_TRANSLATE_NOOP("rules", "Set by the range band; type another if the GM says so."),
                  follows=("range",), presets=tuple(((key,), row[1]) for key, row in RANGES.items())),
        range_multiplier_field(),
    )


def range_multiplier_field() -> FieldSpec:
    """The change a range band makes to the damage multiplier (the attack form's and the damage form's)."""
    return FieldSpec("range_multiplier", QT_TRANSLATE_NOOP("rules", "Range change to the damage multiplier"), "int",
                     0, -10, 10, follows=("range",),
                     presets=tuple(((key,), row[2]) for key, row in RANGES.items()))


def light_field() -> FieldSpec:
    presets = tuple(((key,), row[1]) for key, row in LIGHTING.items()) + (((DARKNESS,), 0),)
    return FieldSpec("light_modifier", QT_TRANSLATE_NOOP("rules", "Light modifier"), "int", 0, -20, 20,
                     help=QT_TRANSLATE_NOOP("rules", "Set by the light; in total darkness the plain d10 counts."),
                     follows=("light",), presets=presets)


def called_penalty_field() -> FieldSpec:
    """The attack penalty of a called shot: the location's when the shot is called there, else 0."""
    presets = tuple(((key, True), loc.to_hit) for key, loc in LOCATIONS.items()) + tuple(
        ((key, False), 0) for key in LOCATIONS)
    return FieldSpec("called_penalty", QT_TRANSLATE_NOOP("rules", "Called shot penalty"), "int", 0, -20, 10,
                     help=QT_TRANSLATE_NOOP("rules", "Set by the location called; type another if the GM says so."),
                     follows=("location", "called_shot"), presets=presets)


def location_multiplier(preset: str, damage_type: str, location: str) -> int:
    """The damage type's multiplier where the blow lands (norms: the body's wherever it lands)."""
    return LOCATIONS[multiplier_location(preset, location)].multipliers[damage_type]


def damage_multiplier_field(preset: str) -> FieldSpec:
    """The damage form's multiplier of what armor lets through, set by the damage type and location."""
    presets = tuple(((kind, loc), location_multiplier(preset, kind, loc)) for kind in DAMAGE_TYPES
                    for loc in LOCATIONS)
    return FieldSpec("multiplier", QT_TRANSLATE_NOOP("rules", "Damage multiplier (type and location)"), "int",
                     location_multiplier(preset, "bludgeoning", "torso"), 0, 20,
                     follows=("damage_type", "location"), presets=presets)


def attack_multiplier_field(clean: Mapping[str, Any], preset: str, weapon: str) -> FieldSpec:
    """The attack form's damage multiplier where the blow lands, by the weapon's damage type."""
    kinds = {UNARMED: "bludgeoning"} | {str(i): str(row["damage_type"]) for i, row in enumerate(clean["weapons"])}
    presets = tuple(((w, loc), location_multiplier(preset, kind, loc)) for w, kind in kinds.items()
                    for loc in LOCATIONS)
    default = location_multiplier(preset, kinds.get(weapon, "bludgeoning"), "torso")
    return FieldSpec("damage_multiplier", QT_TRANSLATE_NOOP("rules", "Damage multiplier where it lands"), "int",
                     default, 0, 20,
                     help=QT_TRANSLATE_NOOP("rules", "Set by the weapon's damage type and the location (head: "
                                                     "bullets ×4); type another if the GM says so."),
                     follows=("weapon", "location"), presets=presets)


def vet_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("vet_on_human", QT_TRANSLATE_NOOP("rules", "A veterinarian treating a human"), "bool", False,
                  help=QT_TRANSLATE_NOOP("rules", "Veterinary Medicine on a human: −3 to every task, 2 success "
                                                  "levels at most.")),
        FieldSpec("vet_penalty", QT_TRANSLATE_NOOP("rules", "Veterinarian's penalty"), "int", 0, -10, 0,
                  follows=("vet_on_human",), presets=(((True,), VET_PENALTY), ((False,), 0))),
    )


def modifier_lines(values: Mapping[str, Any], keys: Iterable[str]) -> list[LogLine]:
    """The log lines naming the modifiers ``keys`` the roll used, each with its value (0 left out)."""
    where = {"t": LOCATIONS[values["location"]].label} if values.get("location") in LOCATIONS else ""
    lines = []
    for key in keys:
        value = values.get(key, 0)
        if not value or isinstance(value, bool):
            continue
        shown = str(value) if key == "damage_multiplier" else signed(int(value))
        lines.append(LogLine(_LINES[key], {"value": shown, "where": where}))
    return lines


def attack_modifier_lines(values: Mapping[str, Any]) -> list[LogLine]:
    """The attack's modifier fields in the log: the called shot, range and light (none in total
    darkness, a plain d10), and for a weapon's hit the damage multiplier where it lands (when the
    blow is placed) and the range's change to it."""
    keys: list[str] = []
    if values.get("light") != DARKNESS:
        keys += ["called_penalty", "range_modifier", "light_modifier"]
    if values.get("weapon", "") != "":
        if "damage_multiplier" in values and (values.get("called_shot") or values.get("location") != "torso"):
            keys.append("damage_multiplier")
        keys.append("range_multiplier")
    return modifier_lines(values, keys)
