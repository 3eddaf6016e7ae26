"""The attack form's own modifiers in All Flesh Must Be Eaten, each a field with the text's value.

* Unisystem §4.2.1.2: range (point blank +1 and +1 damage multiplier, short 0, medium −1, long −3
  and −1 multiplier, extreme −6 and −2 multiplier); poor light −1, very poor light −4 "también al
  cuerpo a cuerpo"; "disparos múltiples: −1 por cada disparo consecutivo o −2 si el arma tiene
  mucho retroceso" (the weapon's Heavy recoil box on the sheet).
  Total darkness: :mod:`.darkness`.
* Norms "Guns": "if the skill is taken in one Type, the character can use other types of guns, but
  at a −2 penalty to all tasks": a box and its penalty (−2, the GM may change it).
* Aiming (norms "Aiming", unisystem §4.2.1.1): the aimed shot at the round's end takes +1 a
  success level of the aiming roll (:mod:`.more_rolls`); the attack uses it and clears it.  At the
  round's end the shot is due (:func:`aim_at_round_end`: the dice dock sets it up); not fired by
  the next round's end, the aim lapses.

Range, consecutive shots and aim are for shots: a melee attack with them is refused.  The range and
light choices set their modifier fields to the text's values (:mod:`.modifier_fields`); the GM may
type others, and the roll uses the fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.rules.afmbe.darkness import DARKNESS, darkness_field
from app.rules.afmbe.modifier_fields import light_field, range_fields
from app.rules.afmbe.ranged import consecutive_shot_penalty
from app.rules.base import Choice, Condition, FieldSpec, LogLine, RulesError
from app.rules.text import QT_TRANSLATE_NOOP

#: state key: the success levels of an aim waiting for its shot
AIM = "aim_bonus"
AIMING = "aiming"
#: state key: the round the aim was taken in has ended: its shot is due now, then the aim lapses
AIM_DUE = "aim_due"

RANGE_CHOICES = (
    Choice("point_blank", QT_TRANSLATE_NOOP("rules", "Point blank (+1, damage multiplier +1)")),
    Choice("short", QT_TRANSLATE_NOOP("rules", "Short range (0)")),
    Choice("medium", QT_TRANSLATE_NOOP("rules", "Medium range (−1)")),
    Choice("long", QT_TRANSLATE_NOOP("rules", "Long range (−3, damage multiplier −1)")),
    Choice("extreme", QT_TRANSLATE_NOOP("rules", "Extreme range (−6, damage multiplier −2)")),
)

LIGHT_CHOICES = (
    Choice("normal", QT_TRANSLATE_NOOP("rules", "Good light (0)")),
    Choice("poor", QT_TRANSLATE_NOOP("rules", "Poor light: dark alley, candles, moonlight (−1)")),
    Choice("very_poor", QT_TRANSLATE_NOOP("rules", "Very poor light: moonless night (−4)")),
    Choice(DARKNESS, QT_TRANSLATE_NOOP("rules", "Total darkness: a plain d10, a natural 9 or 10 hits")),
)

OTHER_GUN_PENALTY = -2
#: the inputs offered for a shot only, not for a blow (Melee ticked): its range, its number this turn
SHOT = ("melee", (False,))


def shooting_fields(preset: str, ranged: tuple[str, ...] = ()) -> tuple[FieldSpec, ...]:
    """The attack form's range, light, consecutive shots (unisystem), other type of gun and aim;
    the aimed shot offered while one of the ``ranged`` weapons is picked (norms "Aiming": "any
    weapon that fires a projectile can be aimed"; unisystem §4.2.1.1 "un personaje que quiera
    disparar"): a blow takes no aim's bonus."""
    out: tuple[FieldSpec, ...] = ()
    if preset == "unisystem":
        out += (
            FieldSpec("range", QT_TRANSLATE_NOOP("rules", "Range"), "choice", "short", choices=RANGE_CHOICES,
                      help=QT_TRANSLATE_NOOP("rules", "Shots only; the damage multiplier changes with it."),
                      with_value=SHOT),
            *(replace(spec, with_value=SHOT) for spec in range_fields()),
            FieldSpec("light", QT_TRANSLATE_NOOP("rules", "Light"), "choice", "normal", choices=LIGHT_CHOICES,
                      help=QT_TRANSLATE_NOOP("rules", "Shots and melee alike.")),
            light_field(),
            darkness_field(),
            FieldSpec("shot_number", QT_TRANSLATE_NOOP("rules", "Shot this turn (same weapon)"), "int", 1, 1, 20,
                      help=QT_TRANSLATE_NOOP("rules", "Each consecutive shot −1 more (−2 with heavy recoil), besides "
                                                      "the −2 of a further action; counted from the turn's rolls."),
                      with_value=("fire", ("single",)), also_with=(SHOT,)),  # a burst or a spray counts its own
        )
    out += (
        FieldSpec("other_gun_type", QT_TRANSLATE_NOOP("rules", "Another type of gun than the skill's"), "bool", False,
                  help=QT_TRANSLATE_NOOP("rules", "Guns (Handgun) firing a rifle, for instance.")),
        FieldSpec("other_gun_penalty", QT_TRANSLATE_NOOP("rules", "Penalty for another type of gun"), "int",
                  OTHER_GUN_PENALTY, -10, 0),
        FieldSpec("use_aim", QT_TRANSLATE_NOOP("rules", "The aimed shot (takes the aim's bonus)"), "bool", True,
                  help=QT_TRANSLATE_NOOP("rules", "After an Aim roll: +1 a success level, shot at the round's end."),
                  with_value=("weapon", ranged)),
    )
    return out


def heavy_recoil(clean: Mapping[str, Any], weapon: str) -> bool:
    if weapon.isdigit() and int(weapon) < len(clean["weapons"]):
        return bool(clean["weapons"][int(weapon)].get("heavy_recoil"))
    return False


def aim_waiting(state: Mapping[str, Any]) -> int:
    """The bonus of an aim waiting for its shot (0 without one)."""
    value = state.get(AIM, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def fires_projectile(clean: Mapping[str, Any], weapon: str) -> bool:
    """Whether the sheet's weapon picked fires a projectile ("any weapon that fires a projectile can
    be aimed"): one marked ranged."""
    if not weapon.isdigit() or int(weapon) >= len(clean["weapons"]):
        return False
    return bool(clean["weapons"][int(weapon)].get("ranged"))


def aiming(state: Mapping[str, Any]) -> bool:
    """Whether an aim waits for this shooter's shot (an Aim roll made, the shot not yet fired)."""
    return bool(state.get(AIMING))


def takes_aim(values: Mapping[str, Any], state: Mapping[str, Any], clean: Mapping[str, Any]) -> bool:
    """Whether this attack is the aimed shot: a shot of a weapon that fires a projectile (the form
    offers the box for no other), the box ticked, an aim waiting."""
    return (bool(values.get("use_aim")) and not values["melee"] and bool(state.get(AIMING))
            and fires_projectile(clean, str(values.get("weapon", ""))))


def shooting_parts(values: Mapping[str, Any], clean: Mapping[str, Any],
                   state: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    """The labelled to-hit modifiers of the form's choices; refused when a shot's modifier is set in melee."""
    melee = bool(values["melee"])
    if melee and (values.get("range", "short") != "short" or values.get("range_modifier", 0)
                  or values.get("range_multiplier", 0) or values.get("shot_number", 1) > 1):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Range and consecutive shots are for shots, not melee."))
    parts: list[tuple[str, int]] = []
    if "range" in values:  # the numbers the range band and the light set (the GM may type others)
        parts.append((QT_TRANSLATE_NOOP("rules", "range"), values["range_modifier"]))
        if values["light"] != DARKNESS:  # total darkness replaces the whole bonus (:mod:`.darkness`)
            parts.append((QT_TRANSLATE_NOOP("rules", "light"), values["light_modifier"]))
        parts.append((QT_TRANSLATE_NOOP("rules", "consecutive shots"),
                      consecutive_shot_penalty(values["shot_number"], heavy_recoil(clean, values["weapon"]))))
    if values.get("other_gun_type"):
        parts.append((QT_TRANSLATE_NOOP("rules", "another type of gun"), values["other_gun_penalty"]))
    if takes_aim(values, state, clean):
        parts.append((QT_TRANSLATE_NOOP("rules", "aiming"), aim_waiting(state)))
    return tuple((k, v) for k, v in parts if v)


def after_shot(state: Mapping[str, Any]) -> dict[str, Any]:
    """The shooter's state once the aimed shot is fired: the aim is used up."""
    return {k: v for k, v in state.items() if k not in (AIM, AIMING, AIM_DUE)}


def aim_over(state: Mapping[str, Any]) -> tuple[dict[str, Any], list[LogLine]]:
    """The fight is over: an aim waiting for its shot at the round's end (or due now) ends with it,
    its bonus lost, with a line saying so (else the roster read "Aiming" the rest of the night)."""
    if not state.get(AIMING):
        return dict(state), []
    return after_shot(state), [LogLine(AIM_ENDS, {"n": aim_waiting(state)})]


def aim_at_round_end(state: Mapping[str, Any]) -> tuple[dict[str, Any], list[LogLine]]:
    """An aim at the round's end (norms "Aiming delays your action … At the end of the combat round,
    you shoot"; unisystem §4.2.1.1 "retrasa su ataque hasta el final del Turno"): the aim taken this
    round has its shot due now (the dice dock sets it up); one whose shot was due at the last round's
    end and was not fired lapses, its bonus lost, with a line saying so."""
    if not state.get(AIMING):
        return dict(state), []
    if state.get(AIM_DUE):
        return after_shot(state), [LogLine(AIM_LAPSED, {"n": aim_waiting(state)})]
    return {**state, AIM_DUE: True}, [LogLine(AIM_DUE_NOW, {"n": aim_waiting(state)})]


def aimed_shot_due(state: Mapping[str, Any]) -> bool:
    """Whether the aim's shot is due now: the round it was taken in has ended."""
    return bool(state.get(AIMING)) and bool(state.get(AIM_DUE))


def aimed_shot_inputs(clean: Mapping[str, Any], state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The attack form's inputs of the aimed shot due at the round's end (the box ticked, the
    sheet's first weapon that fires a projectile), fired as F fires it: a single shot on Dexterity and
    the sheet's gun skill (:func:`.ammunition.shooting_skill`), not the fighting skill the form starts
    on; None while no shot is due."""
    from app.rules.afmbe.ammunition import shooting_skill

    if not aimed_shot_due(state):
        return None
    inputs: dict[str, Any] = {"use_aim": True, "melee": False, "attribute": "dex", "skill": shooting_skill(dict(clean)),
                              "fire": "single"}
    ranged = [i for i, row in enumerate(clean["weapons"]) if row.get("ranged")]
    if ranged:
        inputs["weapon"] = str(ranged[0])
    return inputs


AIM_DUE_NOW = QT_TRANSLATE_NOOP("rules", "The round's end: the aimed shot is due now, +{n}.")
AIM_LAPSED = QT_TRANSLATE_NOOP("rules", "The aim lapses: its shot was not fired at the round's end (+{n} lost).")
AIM_ENDS = QT_TRANSLATE_NOOP("rules", "The aim ends with the fight: its shot was not fired (+{n} lost).")


def aim_conditions(state: Mapping[str, Any]) -> list[Condition]:
    """The badge of an aim waiting for its shot, then of the shot due at the round's end."""
    if not state.get(AIMING):
        return []
    if state.get(AIM_DUE):
        return [Condition(AIMING, QT_TRANSLATE_NOOP("rules", "Aimed shot due now (the round has ended)"),
                          f"+{aim_waiting(state)}", severity="info")]
    return [Condition(AIMING, QT_TRANSLATE_NOOP("rules", "Aiming: shoots at the round's end"),
                      f"+{aim_waiting(state)}", severity="info")]
