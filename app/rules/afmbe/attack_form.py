"""The attack roll's form in All Flesh Must Be Eaten: weapon, melee and the actions already made
this turn (:mod:`.melee`), where the blow lands (:mod:`.hitloc`), automatic fire (:mod:`.autofire`,
unisystem), and the defender's side: dodge or block, modifiers, actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.autofire import fire_fields
from app.rules.afmbe.hitloc import called_shot_field, location_field
from app.rules.afmbe.unarmed import UNARMED, UNARMED_LABEL
from app.rules.base import Choice, FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP

DEFENCES: dict[str, tuple[str, str]] = {
    "dodge": (QT_TRANSLATE_NOOP("rules", "Dodge (Dexterity + Dodge)"), "Dodge"),
    "block": (QT_TRANSLATE_NOOP("rules", "Block (Dexterity + Brawling)"), "Brawling"),
    "none": (QT_TRANSLATE_NOOP("rules", "No defence"), ""),
}


def attack_form_fields(clean: Mapping[str, Any], preset: str) -> tuple[FieldSpec, ...]:
    """The attacker's inputs after the task's own (attribute, skill, modifiers, action)."""
    weapons = (Choice("", QT_TRANSLATE_NOOP("rules", "No weapon")), Choice(UNARMED, UNARMED_LABEL)) + tuple(
        Choice(str(i), str(row["name"]) or str(row["damage"]), own=True) for i, row in enumerate(clean["weapons"])
    )
    attack_fields: tuple[FieldSpec, ...] = (
        FieldSpec(
            "weapon",
            QT_TRANSLATE_NOOP("rules", "Weapon"),
            "choice",
            "0" if clean["weapons"] else "",
            choices=weapons,
        ),
        FieldSpec(
            "melee",
            QT_TRANSLATE_NOOP("rules", "Melee"),
            "bool",
            False,
            help=QT_TRANSLATE_NOOP("rules", "In melee one attack and one defence a turn are free."),
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
    attack_fields += (location_field(), called_shot_field())
    if preset == "unisystem":
        attack_fields += fire_fields()
    return attack_fields


def defence_form_fields() -> tuple[FieldSpec, ...]:
    """The defender's inputs."""
    return (
        FieldSpec(
            "defence",
            QT_TRANSLATE_NOOP("rules", "Defence"),
            "choice",
            "dodge",
            choices=tuple(Choice(k, v[0]) for k, v in DEFENCES.items()),
        ),
        FieldSpec("defence_modifiers", QT_TRANSLATE_NOOP("rules", "Defence modifiers"), "int", 0, -30, 30),
        FieldSpec("defence_action", QT_TRANSLATE_NOOP("rules", "Defender's action this turn"), "int", 1, 1, 10),
        FieldSpec(
            "defence_attacks_before",
            QT_TRANSLATE_NOOP("rules", "Defender's attacks already made this turn"),
            "int",
            0,
            0,
            9,
        ),
    )
