"""The numbers of an attack or task form that count what the roller, and the one he attacks, did
this turn.

README (both presets): "Several actions in one turn: −2 for the second, −4 for the third"; the
unisystem text, «Acciones»: «Cada personaje puede realizar una acción por turno sin penalización.
Se pueden hacer acciones adicionales, añadiendo un penalizador −2 a la segunda acción, la tercera un
−4 y así sucesivamente», and «En combate cuerpo se puede realizar una acción de ataque y otra de
defensa por Turno sin penalización.  Cualquier acción posterior a esas sufriría la regla del −2
acumulativo»; «Varios disparos con armas semiautomáticas»: «Cada disparo consecutivo sufre un −1
acumulativo», and «Si se disparan varias ráfagas, cada ráfaga consecutiva sufrirá una penalización de
−3 acumulativa».

A fighter's actions this turn are his rolls that were actions (a roll whose form has that field: a
task, an attack, aim, first aid, a dash) and his defences: each attack against him whose defence was
rolled (:data:`DEFENCE_ROLLED` in the attack's memo; an attack that missed asks for no defence).
The dice dock fills "Action this turn" with one more than the roller's actions, "Defences already
made this turn" with his defences, "Shot this turn (same weapon)" with one more than his single
shots of this turn with the weapon picked, and "Burst this turn" with one more than his bursts with
it; and on the defender's side "Defender's action this turn" with one more than the defender's
actions, "Defender's attacks already made this turn" with his attacks.  In melee the first attack
and the first defence are free (:func:`~app.rules.afmbe.melee.melee_action_penalty`): a defender
who parried once takes −2 on his second parry; one who attacked once parries free.  A dodge against
a shot is no melee: any action before it makes it the second action, −2.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import LogLine
from app.rules.text import QT_TRANSLATE_NOOP

#: the key of an attack's memo saying that the defender's defence was rolled against it
DEFENCE_ROLLED = "defence_rolled"
#: the kind of an attack roll
ATTACK = "attack"
#: what a fighter did this turn, beside his name in the dice dock
TURN_SUMMARY = QT_TRANSLATE_NOOP("rules", "{name} this turn: {attacks} {attacks|attack|attacks}, {defences} "
                                          "{defences|defence|defences}, {others} other {others|action|actions}")


def _fire(inputs: Mapping[str, Any]) -> str:
    """How the roll fires: "single", "burst", "rock_and_roll"; "" for a blow (melee)."""
    return "" if inputs.get("melee") else str(inputs.get("fire", "single"))


def _actions(made: Sequence[tuple[str, Mapping[str, Any]]]) -> int:
    """The rolls that were actions: an attack, or any roll whose form counts its action."""
    return sum(1 for kind, done in made if kind == ATTACK or "action" in done)


def _defences(against: Sequence[tuple[str, Mapping[str, Any], Mapping[str, Any]]]) -> int:
    return sum(1 for _kind, _inputs, memo in against if memo.get(DEFENCE_ROLLED))


def turn_counts(inputs: Mapping[str, Any], earlier: Sequence[tuple[str, Mapping[str, Any]]],
                against: Sequence[tuple[str, Mapping[str, Any], Mapping[str, Any]]] = (),
                opponent: tuple[Sequence[tuple[str, Mapping[str, Any]]],
                                Sequence[tuple[str, Mapping[str, Any], Mapping[str, Any]]]] | None = None
                ) -> dict[str, int]:
    """The form's action number and defences before, for a shot its shot or burst number with the
    same weapon, and for an attack with a defence the defender's action number and attacks before
    (only the fields the form has)."""
    out: dict[str, int] = {}
    defences = _defences(against)
    if "action" in inputs:
        out["action"] = 1 + _actions(earlier) + defences
    if "defences_before" in inputs:
        out["defences_before"] = defences
    fire, weapon = _fire(inputs), inputs.get("weapon")
    same = [done for _kind, done in earlier if _fire(done) == fire and done.get("weapon") == weapon]
    if "shot_number" in inputs:
        out["shot_number"] = 1 + len(same) if fire == "single" else 1
    if "burst_number" in inputs:
        out["burst_number"] = 1 + len(same) if fire == "burst" else 1
    if opponent is not None:
        made, defended = opponent
        if "defence_action" in inputs:
            out["defence_action"] = 1 + _actions(made) + _defences(defended)
        if "defence_attacks_before" in inputs:
            out["defence_attacks_before"] = sum(1 for kind, _done in made if kind == ATTACK)
    return out


def turn_summary(name: str, earlier: Sequence[tuple[str, Mapping[str, Any]]],
                 against: Sequence[tuple[str, Mapping[str, Any], Mapping[str, Any]]] = ()) -> LogLine:
    """The fighter's actions this turn by kind, as :func:`turn_counts` counts them: his attacks, his
    defences rolled, and his other actions (a task, an aim, first aid, a dash)."""
    attacks = sum(1 for kind, _done in earlier if kind == ATTACK)
    return LogLine(TURN_SUMMARY, {"name": name, "attacks": attacks, "defences": _defences(against),
                                  "others": _actions(earlier) - attacks})
