"""Damage and healing in the roll-under d10 rules (:class:`~app.rules.features.damage.DamageRules`):
a hit through the armor die and absorption, or past all armor when critical; healing up to
Endurance × 20."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.d10under.attributes import derived_values
from app.rules.d10under.checks import D10
from app.rules.d10under.damage import Armor, apply_hit, check_amount, damage_after_armor, heal
from app.rules.d10under.gear import armors
from app.rules.d10under.worked import heal_text
from app.rules.dice import Dice
from app.rules.features.damage import DamageRules
from app.rules.percent import percent_arg
from app.rules.text import QT_TRANSLATE_NOOP

NO_ARMOR = ""
#: the armor's die before it is rolled (:meth:`D10UnderDamage.damage_odds`)
DEFLECTS = QT_TRANSLATE_NOOP(
    "rules", "{armor} rolls 1 d10: at {deflect} or less ({chance}) it deflects the hit, no damage.")
ABSORBS = QT_TRANSLATE_NOOP(
    "rules", "Above {deflect} ({chance}) the hit gets through and {armor} absorbs {absorb}: "
    "damage {damage} − absorbed {absorb} = {taken}, Health {before} → {after}.")
GETS_THROUGH = QT_TRANSLATE_NOOP(
    "rules", "Above {deflect} ({chance}) the hit gets through: damage {damage}, Health {before} → {after}.")


def _armor_choice(sheet: Sheet, value: Any) -> Armor | None:
    if value in (NO_ARMOR, None):
        return None
    worn = armors(sheet)
    if not isinstance(value, str) or not value.isdigit() or int(value) >= len(worn):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "No such armor on the sheet."))
    return worn[int(value)]


class D10UnderDamage(DamageRules):
    """The damage form (amount, critical, which armor) and the heal form (Health restored)."""

    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        armors_ = armors(sheet)
        choices = (Choice(NO_ARMOR, QT_TRANSLATE_NOOP("rules", "No armor")),) + tuple(
            Choice(str(i), a.name, own=True) for i, a in enumerate(armors_)
        )
        return (
            FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Damage"), "int", 0, 0),
            FieldSpec("critical", QT_TRANSLATE_NOOP("rules", "Critical hit"), "bool", False,
                      help=QT_TRANSLATE_NOOP(
                          "rules",
                          "Armor of any kind is ignored. Type the damage the shot gave: it is already doubled.",
                      )),
            FieldSpec("armor", QT_TRANSLATE_NOOP("rules", "Armor"), "choice", "0" if armors_ else NO_ARMOR,
                      choices=choices),
        )

    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice, *,
                     attacker: str = "") -> Outcome:
        """A hit: past all armor when critical (its amount the shot's, already doubled); else the
        armor die, then absorption."""
        amount = check_amount(request.get("amount", 0))
        critical = request.get("critical", False)
        if not isinstance(critical, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Critical hit is yes or no."))
        armor = _armor_choice(sheet, request.get("armor", NO_ARMOR))
        result = apply_hit(int(state.get("health", 0)), amount, dice, critical, armor)
        new_state = dict(state)
        new_state["health"] = result.health_after
        lines = []
        if critical:
            text = QT_TRANSLATE_NOOP("rules", "Critical hit (damage already doubled): armor ignored.")
            lines.append(LogLine(text, {}))
        elif result.deflected and armor is not None:  # only armor deflects
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{armor} deflects the hit."), {"armor": armor.name}))
        elif armor is not None and armor.absorb:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{armor} absorbs {absorb}."),
                                 {"armor": armor.name, "absorb": min(armor.absorb, amount)}))
        lines.append(LogLine(
            QT_TRANSLATE_NOOP("rules", "Takes {damage} damage: Health {before} → {after}."),
            {"damage": result.taken, "before": result.health_before, "after": result.health_after},
        ))
        if result.health_after <= 0 < result.health_before:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Dead."), {}))
        rolls = [result.record] if result.record else []
        return Outcome(new_state, lines, rolls, result.arithmetic, dealt=result.taken)

    def damage_odds(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> list[LogLine]:
        """The armor's die before it is rolled: "Padded jacket rolls 1 d10: at 2 or less (20%) it
        deflects the hit, no damage"; "above 2 (80%) it absorbs 5: damage 30 − absorbed 5 = 25,
        Health 120 → 95" (a critical, or armor with no die, decides nothing by dice: [])."""
        amount = check_amount(request.get("amount", 0))
        armor = _armor_choice(sheet, request.get("armor", NO_ARMOR))
        if request.get("critical", False) is not False or armor is None or armor.deflect <= 0:
            return []
        health = int(state.get("health", 0))
        deflect = min(armor.deflect, D10)
        lines = [LogLine(DEFLECTS, {"armor": armor.name, "deflect": deflect,
                                    "chance": percent_arg(Fraction(deflect, D10))})]
        if deflect >= D10:
            return lines
        through = damage_after_armor(amount, armor, None)
        args = {"deflect": deflect, "chance": percent_arg(Fraction(D10 - deflect, D10)), "armor": armor.name,
                "absorb": armor.absorb, "damage": amount, "taken": through, "before": health,
                "after": max(0, health - through)}
        lines.append(LogLine(ABSORBS if armor.absorb else GETS_THROUGH, args))
        return lines

    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        return (FieldSpec("amount", QT_TRANSLATE_NOOP("rules", "Health restored"), "int", 0, 0),)

    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """Restore the amount the GM gives, never above Endurance × 20."""
        before = int(state.get("health", 0))
        maximum = derived_values(sheet)["health"]
        after = heal(before, maximum, request.get("amount", 0))
        new_state = dict(state)
        new_state["health"] = after
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Heals {amount}: Health {before} → {after}."),
                       {"amount": after - before, "before": before, "after": after})
        return Outcome(new_state, [line], [], heal_text(before, request.get("amount", 0), maximum))
