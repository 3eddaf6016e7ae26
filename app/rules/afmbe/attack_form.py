"""The attack roll's form in All Flesh Must Be Eaten: weapon, melee and the actions already made
this turn (:mod:`.melee`), where the blow lands (:mod:`.hitloc`), automatic fire (:mod:`.autofire`,
unisystem), range, light, consecutive shots, another type of gun and the aimed shot
(:mod:`.shooting`); the defender's side is :mod:`.defences`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.afmbe.autofire import fire_fields
from app.rules.afmbe.defences import DEFENCES, defence_form_fields
from app.rules.afmbe.hitloc import called_shot_field, location_field
from app.rules.afmbe.modifier_fields import attack_multiplier_field, called_penalty_field
from app.rules.afmbe.shooting import shooting_fields
from app.rules.afmbe.unarmed import UNARMED, UNARMED_LABEL
from app.rules.base import Choice, FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP

__all__ = ["DEFENCES", "attack_form_fields", "defence_form_fields", "weapon_skill"]

#: the skills a blow or shot is rolled with, by what the weapon is, the likeliest first (matched on
#: the skill's name, its type aside): norms "What to Roll" (a shot: dexterity + guns), "Avoiding
#: Attacks" (brawl for the bare hands; Martial Arts for kicks and punches); unisystem §4.1 (the
#: weapon's own skill in melee)
SKILLS_BY_WEAPON: dict[str, tuple[str, ...]] = {
    "unarmed": ("brawling", "brawl", "martial arts"),
    "melee": ("hand weapon",),
    "gun": ("guns",),
    "thrown": ("archery", "throwing"),
}


#: the attack's inputs that hold their default in most rolls (where the blow lands and its called
#: shot, the range's and the light's modifiers, another type of gun, a burst's size and steps): the
#: form shows them behind its "More"; the weapon, the skill, the modifiers, the range, the fire and
#: the shot's number come first
RARE_ATTACK_FIELDS = frozenset({
    "defences_before", "location", "called_shot", "called_penalty", "damage_multiplier", "range_modifier",
    "range_multiplier", "light", "light_modifier", "darkness_levels", "other_gun_type", "other_gun_penalty",
    "burst_size", "burst_step", "group_step",
})


def _weapon_sort(clean: Mapping[str, Any], weapon: str, melee: bool = False) -> str | None:
    """What the form's weapon choice is: bare hands, a melee weapon, a gun or another missile (a bow,
    a thrown knife); None for no weapon (:data:`NO_DAMAGE_LABEL`) and a row the sheet does not have.
    A gun or a bow swung in melee (``melee``: an empty shotgun as a club) is a melee weapon: its blow
    is rolled with the melee weapons skill (unisystem §4.1.1: Pelea, Artes Marciales, Armas cuerpo a
    cuerpo)."""
    if weapon == UNARMED:
        return "unarmed"
    if not weapon.isdigit() or int(weapon) >= len(clean["weapons"]):
        return None
    row = clean["weapons"][int(weapon)]
    if not row.get("ranged") or melee:
        return "melee"
    return "gun" if row.get("damage_type") == "bullet" else "thrown"


def weapon_skill(clean: Mapping[str, Any], weapon: str, melee: bool | None = None) -> str | None:
    """The attack form's skill (its index, as the form's choice) for the weapon picked: the sheet's
    skill for that weapon at its highest level (Hand Weapon of the type the weapon's name names
    first); "" (unskilled: the attribute alone) when the sheet lacks it; None for no weapon (a shove).
    ``melee``: the form's Melee box (None: as the weapon is, a blow for a melee weapon, a shot for a
    gun); a gun swung in melee takes the melee weapons skill."""
    sort = _weapon_sort(clean, weapon, bool(melee))
    if sort is None:
        return None
    rows = list(enumerate(clean["skills"]))
    named = str(clean["weapons"][int(weapon)]["name"]).casefold() if weapon.isdigit() else ""
    for wanted in SKILLS_BY_WEAPON[sort]:
        found = [(bool(named) and bool(str(row.get("type", "")).strip())
                  and str(row.get("type", "")).strip().casefold() in named, int(row["level"]), -i, i)
                 for i, row in rows if str(row["name"]).strip().casefold() == wanted]
        if found:
            return str(max(found)[3])
    return ""


def weapon_skill_presets(clean: Mapping[str, Any]) -> tuple[tuple[tuple[str, bool], str], ...]:
    """The skill each weapon of the form sets when picked or the Melee box changes, by (weapon,
    melee) (:func:`weapon_skill`)."""
    keys = (UNARMED, *(str(i) for i in range(len(clean["weapons"]))))
    return tuple(((key, melee), skill) for key in keys for melee in (True, False)
                 if (skill := weapon_skill(clean, key, melee)) is not None)


def first_weapon(clean: Mapping[str, Any]) -> str:
    """The weapon the attack form starts on: the sheet's first; with none on the sheet, the blow
    every character has (a zombie's bite or claw: neither text gives the dead a weapon, the norms
    punch is d4×STR)."""
    return "0" if clean["weapons"] else UNARMED


NO_DAMAGE_LABEL = QT_TRANSLATE_NOOP("rules", "None: no damage offered (a shove, a grab)")


def attack_form_fields(clean: Mapping[str, Any], preset: str) -> tuple[FieldSpec, ...]:
    """The attacker's inputs after the task's own (attribute, skill, modifiers, action)."""
    # the blow with no damage offered (a shove, a grab: the GM enters any by hand), named apart from
    # bare hands (Spanish read "Sin arma" above "Sin armas: puñetazo o patada", one entry twice)
    weapons = (Choice("", NO_DAMAGE_LABEL), Choice(UNARMED, UNARMED_LABEL)) + tuple(
        Choice(str(i), str(row["name"]) or str(row["damage"]), own=True) for i, row in enumerate(clean["weapons"])
    )
    first = first_weapon(clean)
    # a blow with a melee weapon or bare hands is melee; a shot is not (the GM may still tick it)
    close = {"": False, UNARMED: True} | {str(i): not row.get("ranged") for i, row in enumerate(clean["weapons"])}
    attack_fields: tuple[FieldSpec, ...] = (
        FieldSpec(
            "weapon",
            QT_TRANSLATE_NOOP("rules", "Weapon"),
            "choice",
            first,
            choices=weapons,
        ),
        FieldSpec(
            "melee",
            QT_TRANSLATE_NOOP("rules", "Melee"),
            "bool",
            close[first],
            help=QT_TRANSLATE_NOOP("rules", "In melee one attack and one defence a turn are free."),
            follows=("weapon",),
            presets=tuple(((key,), value) for key, value in close.items()),
        ),
        FieldSpec(
            "defences_before",
            QT_TRANSLATE_NOOP("rules", "Defences already made this turn"),
            "int",
            0,
            0,
            9,
            help=QT_TRANSLATE_NOOP(
                "rules", "Melee: the first attack and the first defence are free; any other action −2, −4…"
            ),
        ),
    )
    # the weapons that fire a projectile (the form's choices): a shot's wording and aim for them
    ranged = tuple(str(i) for i, row in enumerate(clean["weapons"]) if row.get("ranged"))
    attack_fields += (location_field(), called_shot_field(ranged), called_penalty_field())
    if preset == "unisystem":  # the location's damage multipliers (norms has none)
        attack_fields += (attack_multiplier_field(clean, preset, attack_fields[0].default),)
    attack_fields += shooting_fields(preset, ranged)
    if preset == "unisystem":
        attack_fields += fire_fields(clean)
    return tuple(replace(spec, rare=True) if spec.key in RARE_ATTACK_FIELDS else spec for spec in attack_fields)
