"""The defender's side of an All Flesh Must Be Eaten attack: dodge, Acrobatics, block, parry, shove.

* Norms "Avoiding Attacks": "to block an attack, roll dexterity and brawl.  To dodge an attack,
  roll dexterity and dodge.  To shove a zombie who's trying to grab you, roll strength and brawl."
  Norms "Acrobatics": "can be used instead of the Dodge Skill to avoid attacks".
* Unisystem §4.1.1: "si el enemigo porta un arma cuerpo a cuerpo o tiene Artes Marciales puede
  intentar parar el ataque, tiraría su propia habilidad y Destreza": a parry is DEX + the skill of
  the melee weapon carried (Hand Weapon of that type), or DEX + Martial Arts; without a melee
  weapon (or Martial Arts) there is no parry.  §4.1.2: a dodge without the Dodge skill is a
  difficult Dexterity check (Deadwatch treats any defence without its skill the same way there).
* Unisystem §4.2.2, dodging shots: "perderá todas sus acciones en ese turno (ha hecho cuerpo a
  tierra, renunciando a cualquier otra acción)": a dodge against a shot spends all of the
  dodger's actions; the state keeps it until the round ends (:func:`end_of_turn`), and meanwhile
  the character's attacks are refused.  A block, a parry or a shove stops a blow, not a bullet.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import character
from app.rules.afmbe.catalog import skill_label
from app.rules.afmbe.melee import melee_action_penalty
from app.rules.afmbe.task import WOUNDS_AND_FATIGUE, TaskBonus, task_bonus
from app.rules.base import Choice, Condition, FieldSpec, LogLine, RulesError
from app.rules.text import QT_TRANSLATE_NOOP

#: state key: the character dodged shots this turn and has no other action left
DODGING_SHOTS = "dodging_shots"

#: defence → (label, attribute, skill)
DEFENCES: dict[str, tuple[str, str, str]] = {
    "dodge": (QT_TRANSLATE_NOOP("rules", "Dodge (Dexterity + Dodge)"), "dex", "Dodge"),
    "acrobatics": (QT_TRANSLATE_NOOP("rules", "Acrobatics instead of Dodge (Dexterity + Acrobatics)"), "dex",
                   "Acrobatics"),
    "block": (QT_TRANSLATE_NOOP("rules", "Block (Dexterity + Brawling)"), "dex", "Brawling"),
    "parry": (QT_TRANSLATE_NOOP("rules", "Parry with the melee weapon (Dexterity + its skill)"), "dex",
              "Hand Weapon"),
    "parry_martial": (QT_TRANSLATE_NOOP("rules", "Parry with Martial Arts (Dexterity + Martial Arts)"), "dex",
                      "Martial Arts"),
    "shove": (QT_TRANSLATE_NOOP("rules", "Shove off a grabbing zombie (Strength + Brawling)"), "str", "Brawling"),
    "none": (QT_TRANSLATE_NOOP("rules", "No defence"), "", ""),
}

#: the log's word on a dodged shot, naming the defender who dodged (not "the dodger")
DODGE_SPENT = QT_TRANSLATE_NOOP("rules", "{name} hit the dirt to dodge the shot: no other action this turn.")
#: the same in logs written before it named the defender (read as it was)
DODGE_SPENT_BEFORE = QT_TRANSLATE_NOOP("rules", "The dodger hit the dirt: no other action this turn.")


def dodge_spent(name: str) -> LogLine:
    """The line saying that ``name`` dodged the shot and has no other action this turn."""
    return LogLine(DODGE_SPENT, {"name": name})

#: the defences that avoid a shot
DODGES = ("dodge", "acrobatics")


def defence_form_fields() -> tuple[FieldSpec, ...]:
    """The defender's inputs; with "No defence" (a zombie's, by default) only the defence itself is
    offered: the defender's modifiers, action and attacks count for no roll (and were a Tab trip of
    four inputs that did nothing)."""
    #: the defender's inputs are offered while he defends with something
    defends = ("defence", tuple(key for key in DEFENCES if key != "none"))
    return (
        FieldSpec("defence", QT_TRANSLATE_NOOP("rules", "Defence"), "choice", "dodge",
                  choices=tuple(Choice(k, v[0]) for k, v in DEFENCES.items()),
                  help=QT_TRANSLATE_NOOP("rules", "Unisystem: dodging a shot spends all of the dodger's actions "
                                                  "this turn; no dodge against a surprise shot or without cover.")),
        FieldSpec("parry_type", QT_TRANSLATE_NOOP("rules", "Weapon skill type of the parry"), "text", "",
                  help=QT_TRANSLATE_NOOP("rules", "Hand Weapon type, e.g. Knife; empty: the best type matching a "
                                                  "melee weapon the defender carries."),
                  with_value=("defence", ("parry",))),  # a parry with a weapon's: no dodge or block has a type
        FieldSpec("defence_modifiers", QT_TRANSLATE_NOOP("rules", "Defence modifiers"), "int", 0, -30, 30,
                  with_value=defends),
        FieldSpec("defence_action",
                  QT_TRANSLATE_NOOP("rules", "Defender's action this turn (in melee one attack and one defence free)"),
                  "int", 1, 1, 10, with_value=defends,
                  help=QT_TRANSLATE_NOOP("rules", "Counted from the turn's rolls, this one included: in melee his "
                                                  "first attack and his first defence are free, the others −2, −4… "
                                                  "in their order; a dodge of a shot is free only as his first "
                                                  "action.")),
        FieldSpec("defence_attacks_before", QT_TRANSLATE_NOOP("rules", "Defender's attacks already made this turn"),
                  "int", 0, 0, 9, with_value=defends),
    )


def parry_skill(clean: Mapping[str, Any], parry_type: str = "") -> int:
    """The skill level of a parry with a melee weapon: Hand Weapon of ``parry_type``, else of the best
    type named by a melee weapon on the sheet ("Kitchen knife" and Hand Weapon (Knife)); 0 unskilled.
    Refused when the sheet carries no melee weapon."""
    melee = [str(w["name"]).casefold() for w in clean["weapons"] if not w.get("ranged")]
    if not melee:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A parry needs a melee weapon on the defender's sheet "
                                                    "(or Martial Arts)."))
    if parry_type.strip():
        return character.skill_level(clean, "Hand Weapon", parry_type.strip())
    best = 0
    for row in clean["skills"]:
        kind = str(row.get("type", "")).strip().casefold()
        if str(row["name"]).casefold() == "hand weapon" and kind and any(kind in name for name in melee):
            best = max(best, int(row["level"]))
    return best


def defence_skill(clean: Mapping[str, Any], defence: str, parry_type: str = "") -> int:
    """The skill level the defence adds."""
    if defence == "parry":
        return parry_skill(clean, parry_type)
    level = character.skill_level(clean, DEFENCES[defence][2])
    if defence == "parry_martial" and not level:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A parry with Martial Arts needs the skill."))
    return level


def check_defence(defence: str, melee: bool) -> None:
    """Refuse a defence that cannot meet this attack: only a dodge avoids a shot."""
    if defence not in DEFENCES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
    if not melee and defence not in (*DODGES, "none"):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Only a dodge (or Acrobatics) avoids a shot: block, parry "
                                                    "and shove are for melee."))


def defence_bonus(preset: str, clean: Mapping[str, Any], penalty: int, values: Mapping[str, Any]) -> TaskBonus | None:
    """What the defender adds to the d10 (None: no defence).  ``penalty`` is the wound and fatigue
    penalty; the action penalty comes from the form (in melee one defence a turn is free)."""
    defence = values["defence"]
    melee = bool(values["melee"])
    check_defence(defence, melee)
    if defence == "none":
        return None
    _, attribute, _ = DEFENCES[defence]
    skill = defence_skill(clean, defence, str(values.get("parry_type", "")))
    check = "test"
    if not skill and preset == "unisystem":
        check = "difficult"
    action = values["defence_action"]
    if melee:
        action = 1 - melee_action_penalty(action, values["defence_attacks_before"]) // 2
    bonus = task_bonus(preset, check, int(clean[attribute]), skill, values["defence_modifiers"], 0, action,
                       attribute_label=character.ATTRIBUTE_LABELS[attribute],
                       skill_label=skill_label(DEFENCES[defence][2]))
    return bonus.plus(WOUNDS_AND_FATIGUE, penalty)  # named apart from the GM's modifiers


def spends_turn(preset: str, defence: str, melee: bool) -> bool:
    """Whether this defence spends all of the defender's actions this turn (unisystem, dodging a shot)."""
    return preset == "unisystem" and not melee and defence in DODGES


def dodged_state(state: Mapping[str, Any]) -> dict[str, Any]:
    """The defender's state after dodging shots: no other action this turn."""
    return {**state, DODGING_SHOTS: True}


def on_the_ground(state: Mapping[str, Any]) -> bool:
    """Whether the character dodged shots this turn (on the ground, no action left)."""
    return bool(state.get(DODGING_SHOTS))


def refuse_defence_on_the_ground(name: str, state: Mapping[str, Any], defence: str) -> None:
    """Refuse a defence by one who dodged shots this turn: the dodge took all of his actions
    (unisystem §4.2.2, «renunciando a cualquier otra acción»), a second dodge with them."""
    if defence != "none" and on_the_ground(state):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "{name} hit the dirt to dodge a shot this turn: no defence left "
                                                    "until the round ends (pick No defence)."), name=name)


def refuse_if_on_the_ground(state: Mapping[str, Any]) -> None:
    """Refuse an attack by a character who dodged shots this turn."""
    if state.get(DODGING_SHOTS):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This character dodged shots this turn and has no other "
                                                    "action left until the round ends."))


def end_of_turn(state: Mapping[str, Any]) -> dict[str, Any]:
    """The state at a round's end: a dodge of shots is over."""
    return {k: v for k, v in state.items() if k != DODGING_SHOTS}


HIT_THE_DIRT = QT_TRANSLATE_NOOP("rules", "Hit the dirt: no more actions this turn")


def turn_conditions(state: Mapping[str, Any]) -> list[Condition]:
    """The badge of a character on the ground after dodging shots."""
    if not state.get(DODGING_SHOTS):
        return []
    return [Condition(DODGING_SHOTS, HIT_THE_DIRT, severity="info")]


def fight_over(state: Mapping[str, Any]) -> tuple[dict[str, Any], list[LogLine]]:
    """The state once the fight is over: a dodge of shots lasts the turn, so it ends with the
    fight too, with a line saying so."""
    if not state.get(DODGING_SHOTS):
        return dict(state), []
    ends = LogLine(QT_TRANSLATE_NOOP("rules", "{condition} ends"), {"condition": {"t": HIT_THE_DIRT}})
    return end_of_turn(state), [ends]
