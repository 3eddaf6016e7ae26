"""Where a blow lands in All Flesh Must Be Eaten: called shots, and which armor counts.

* Norms "Hit Locations": "the Zombie Master determines where the target is hit.  If you want to
  target a specific location, go ahead, but beware the penalty to your attack roll."  Norms
  "Armor": "a typical piece of armor covers a specific area of the body.  If you're struck in that
  area, the armor subtracts its value" — a helmet counts on the head (and neck), a jacket on the
  torso.  The norms chart of penalties is not in the text: Deadwatch uses the unisystem one
  (§4.4: head −4, neck −5, limb −2, hand/foot −4, vitals −2), and, the norms text giving no
  location multipliers, a norms blow keeps the plain type multipliers wherever it lands.
* Unisystem §4.4: the same penalties, with the location's damage multipliers and the limb
  threshold (:mod:`.damage`).

The attack form says where the blow lands (the GM's call, no penalty) or that the attacker calls
the shot there (the location's penalty); the damage offer carries the location, so the damage
pipeline counts the armor of that area.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.afmbe.damage import LOCATIONS
from app.rules.base import Choice, Condition, FieldSpec, RulesError
from app.rules.text import QT_TRANSLATE_NOOP

_CALLED_HELP = QT_TRANSLATE_NOOP(
    "rules", "Aimed there: head −4, neck −5, limb or vitals −2, hand or foot −4. Unticked: where the GM says it lands.")


def location_field() -> FieldSpec:
    """The damage form's and the attack form's hit location (the body when nobody says)."""
    return FieldSpec("location", QT_TRANSLATE_NOOP("rules", "Hit location"), "choice", "torso",
                     choices=tuple(Choice(k, v.label) for k, v in LOCATIONS.items()),
                     help=QT_TRANSLATE_NOOP("rules", "Only armor covering that area counts."))


def called_shot_field(ranged: tuple[str, ...] = ()) -> FieldSpec:
    """The attack aimed at the location (norms "if you want to target a specific location … beware
    the penalty"; unisystem §4.4 "Apuntar a partes del cuerpo"): worded as a shot while the weapon
    picked is one of the ``ranged`` (the form's weapon choices), as a blow otherwise, so a pistol is
    not offered a blow's aim beside the shot's (:mod:`.shooting`)."""
    return FieldSpec("called_shot", QT_TRANSLATE_NOOP("rules", "Shot at the chosen location (its penalty)"), "bool",
                     False, help=_CALLED_HELP, with_value=("weapon", ranged),
                     other_label=QT_TRANSLATE_NOOP("rules", "Blow at the chosen location (its penalty)"))


#: the field's label in the forms of earlier versions (kept for the catalogs)
CALLED_SHOT_BEFORE = QT_TRANSLATE_NOOP("rules", "Called shot")


def called_shot_penalty(location: str, called: bool) -> int:
    """The attack penalty of a shot called at ``location`` (0 when the GM just says where it landed)."""
    if location not in LOCATIONS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown hit location."))
    return LOCATIONS[location].to_hit if called else 0


def multiplier_location(preset: str, location: str) -> str:
    """The location whose damage multipliers apply: unisystem the one hit; norms the body (the norms
    text has none by location)."""
    if location not in LOCATIONS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown hit location."))
    return location if preset == "unisystem" else "torso"


def limb_conditions(state: Mapping[str, Any]) -> list[Condition]:
    """A badge for each disabled limb."""
    return [Condition("disabled_" + loc, QT_TRANSLATE_NOOP("rules", "Disabled limb"), "{limb}",
                      args={"limb": {"t": LOCATIONS[loc].label}})
            for loc in state.get("disabled", []) if loc in LOCATIONS]
