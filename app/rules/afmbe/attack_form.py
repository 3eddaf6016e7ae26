"""The attack roll's form in All Flesh Must Be Eaten: weapon, melee and the actions already made
this turn (:mod:`.melee`), where the blow lands (:mod:`.hitloc`), automatic fire (:mod:`.autofire`,
unisystem), range, light, consecutive shots, another type of gun and the aimed shot
(:mod:`.shooting`); the defender's side is :mod:`.defences`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.autofire import fire_fields
from app.rules.afmbe.defences import DEFENCES, defence_form_fields
from app.rules.afmbe.hitloc import called_shot_field, location_field
from app.rules.afmbe.modifier_fields import attack_multiplier_field, called_penalty_field
from app.rules.afmbe.shooting import shooting_fields
from app.rules.afmbe.unarmed import UNARMED, UNARMED_LABEL
from app.rules.base import Choice, FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP

__all__ = ["DEFENCES", "attack_form_fields", "defence_form_fields"]


def attack_form_fields(clean: Mapping[str, Any], preset: str) -> tuple[FieldSpec, ...]:
    """The attacker's inputs after the task's own (attribute, skill, modifiers, action)."""
    weapons = (Choice("", QT_TRANSLATE_NOOP("rules", "No weapon")), Choice(UNARMED, UNARMED_LABEL)) + tuple(
        Choice(str(i), str(row["name"]) or str(row["damage"]), own=True) for i, row in enumerate(clean["weapons"])
    )
    # the sheet's first weapon; with none on the sheet, the blow every character has (a zombie's
    # bite or claw: neither text gives the dead a weapon, the norms punch is d4×STR)
    first = "0" if clean["weapons"] else UNARMED
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
        attack_fields += fire_fields()
    return attack_fields
