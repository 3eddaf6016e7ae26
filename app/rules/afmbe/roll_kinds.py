"""The All Flesh Must Be Eaten dice dock's own kinds of roll, as the form declares them: a task
(attribute, skill, the check, the difficulty), an attack against a dodge or block (the attack's form
of :mod:`.attack_form`, the defence's) and the fear test.  :class:`~app.rules.afmbe.rolls.AfmbeRolls`
adds the kinds of the parts it holds after these.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import character
from app.rules.afmbe.attack_form import (
    attack_form_fields,
    defence_form_fields,
    first_weapon,
    weapon_skill,
    weapon_skill_presets,
)
from app.rules.afmbe.levels import DEFAULT_DIFFICULTY
from app.rules.afmbe.modifier_fields import vet_fields
from app.rules.afmbe.more_rolls import movement_field, skill_choice, specialization_choices
from app.rules.base import Choice, FieldSpec
from app.rules.rolling import RollKind
from app.rules.text import QT_TRANSLATE_NOOP

TASK = "task"
ATTACK = "attack"
FEAR = "fear"

CHECK_LABELS: dict[str, str] = {
    "test": QT_TRANSLATE_NOOP("rules", "Attribute + skill"),
    "unskilled": QT_TRANSLATE_NOOP("rules", "Unskilled (attribute alone)"),
    "simple": QT_TRANSLATE_NOOP("rules", "Simple check (attribute ×2)"),
    "difficult": QT_TRANSLATE_NOOP("rules", "Difficult check (attribute)"),
}


#: the skills an attack is rolled with, the likeliest first (matched on the skill's name, its type aside)
FIGHTING_SKILLS = ("guns", "hand weapon", "brawling", "martial arts", "archery", "throwing")


def _first_skill(clean: Mapping[str, Any], prefer: tuple[str, ...]) -> str:
    """The index (as the form's choice) of the skill a roll starts on; "" (no skill) for a task or a
    sheet without skills."""
    rows = list(enumerate(clean["skills"]))
    if not rows or not prefer:
        return ""
    for wanted in prefer:
        for i, row in rows:
            if str(row["name"]).strip().casefold() == wanted:
                return str(i)
    return str(max(rows, key=lambda r: int(r[1]["level"]))[0])


def actor_fields(sheet: Mapping[str, Any], prefer: tuple[str, ...] = (),
                 specialized: bool = False) -> tuple[FieldSpec, ...]:
    """Attribute, skill, modifiers, action.  An attack (``prefer``: the fighting skills) starts on
    the skill of its first weapon and follows the weapon picked (:func:`.attack_form.weapon_skill`:
    a punch on Brawling, a shot on Guns, unskilled when the sheet lacks the skill); a task on
    "No skill".  ``specialized`` (a norms task): each skill's specializations follow it in the
    list, +2."""
    clean = character.validate_sheet(sheet)
    skill_default = _first_skill(clean, prefer)
    follows: tuple[str, ...] = ()
    presets: tuple[tuple[tuple[str, bool], str], ...] = ()
    if prefer:
        follows, presets = ("weapon", "melee"), weapon_skill_presets(clean)
        by_weapon = weapon_skill(clean, first_weapon(clean))
        skill_default = skill_default if by_weapon is None else by_weapon
    attributes = tuple(Choice(k, v) for k, v in character.ATTRIBUTE_LABELS.items())
    skills: tuple[Choice, ...] = (Choice("", QT_TRANSLATE_NOOP("rules", "No skill")),)
    for i, row in enumerate(clean["skills"]):
        skills += (skill_choice(i, row),)
        if specialized:
            skills += specialization_choices(i, row)
    return (
        FieldSpec("attribute", QT_TRANSLATE_NOOP("rules", "Attribute"), "choice", "dex", choices=attributes),
        FieldSpec(
            "skill", QT_TRANSLATE_NOOP("rules", "Skill"), "choice", skill_default, choices=skills,
            follows=follows, presets=presets,
        ),
        FieldSpec(
            "modifiers",
            QT_TRANSLATE_NOOP("rules", "Modifiers"),
            "int",
            0,
            -30,
            30,
            help=QT_TRANSLATE_NOOP("rules", "Range, light, cover, aiming, the situation: added to the roll."),
        ),
        _action_field(attack=bool(prefer)),
    )


#: the action of the turn, its label saying the melee rule while the attack is a blow: "Action this
#: turn 3" read as −4 by the general rule where a free first defence made it −2
ACTION_THIS_TURN = QT_TRANSLATE_NOOP("rules", "Action this turn")
ACTION_IN_MELEE = QT_TRANSLATE_NOOP("rules", "Action this turn (in melee one attack and one defence free)")


def _action_field(attack: bool) -> FieldSpec:
    """"Action this turn": a task's plain, an attack's worded by its Melee box."""
    if not attack:
        return FieldSpec("action", ACTION_THIS_TURN, "int", 1, 1, 10,
                         help=QT_TRANSLATE_NOOP("rules", "The second action of a turn takes −2, the third −4…"))
    return FieldSpec(
        "action", ACTION_IN_MELEE, "int", 1, 1, 10,
        help=QT_TRANSLATE_NOOP("rules", "Counted from the turn's rolls, this one included: the second action of a "
                                        "turn takes −2, the third −4…; in melee the first attack and the first "
                                        "defence are free, the others −2, −4… in their order."),
        with_value=("melee", (True,)), other_label=ACTION_THIS_TURN,
    )


def own_roll_kinds(sheet: Mapping[str, Any], preset: str) -> list[RollKind]:
    """The task, the attack against a dodge or block and the fear test: the kinds
    :class:`~app.rules.afmbe.rolls.AfmbeRolls` declares itself, before those of the parts it holds."""
    # norms "Skills": a specialization counts 2 levels higher (the unisystem summary has none)
    actor = actor_fields(sheet, specialized=preset == "norms")
    checks = ("test", "unskilled", "simple", "difficult") if preset == "unisystem" else ("test", "unskilled")
    task_fields = actor + (
        FieldSpec(
            "check",
            QT_TRANSLATE_NOOP("rules", "Test or check"),
            "choice",
            "test",
            choices=tuple(Choice(k, CHECK_LABELS[k]) for k in checks),
        ),
        FieldSpec(
            "difficulty", QT_TRANSLATE_NOOP("rules", "Difficulty (total needed)"), "int", DEFAULT_DIFFICULTY, 1, 40
        ),
        *vet_fields(),
    )
    if preset == "unisystem":
        task_fields += (
            FieldSpec(
                "unskilled_penalty",
                QT_TRANSLATE_NOOP("rules", "Unskilled penalty"),
                "int",
                -2,
                -10,
                -2,
                help=QT_TRANSLATE_NOOP("rules", "Unskilled rolls only: −2 fairly easy to −10 really hard."),
            ),
            movement_field(),
        )
    attack_fields = actor_fields(sheet, FIGHTING_SKILLS) + attack_form_fields(character.validate_sheet(sheet), preset)
    defence_fields = defence_form_fields()
    return [
        RollKind(
            TASK,
            QT_TRANSLATE_NOOP("rules", "Task"),
            task_fields,
            help=QT_TRANSLATE_NOOP("rules", "d10 + attribute + skill against the difficulty."),
        ),
        RollKind(
            ATTACK,
            QT_TRANSLATE_NOOP("rules", "Attack against a dodge or block"),
            attack_fields,
            True,
            defence_fields,
            help=QT_TRANSLATE_NOOP(
                "rules", "The defence avoids the attack when its total is higher; in unisystem melee a tie too."
            ),
            compact=True,  # its setup, odds and Roll in view together on a laptop
        ),
        RollKind(
            FEAR,
            QT_TRANSLATE_NOOP("rules", "Fear test"),
            (
                FieldSpec(
                    "fear_modifier",
                    QT_TRANSLATE_NOOP("rules", "How frightening"),
                    "int",
                    0,
                    -10,
                    5,
                    help=QT_TRANSLATE_NOOP("rules", "The GM's modifier: 0 for a zombie, lower for worse horrors."),
                ),
            ),
            help=QT_TRANSLATE_NOOP(
                "rules", "Willpower, + Nerves of Steel, − Cowardly: a failure means the character panics."
            ),
        ),
    ]
