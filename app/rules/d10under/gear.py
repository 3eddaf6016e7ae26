"""A roll-under d10 character's gear read off the sheet: its weapons and armor, itself as a fighter
in a melee, and a ranged weapon reloaded.  The ruleset and its features share these."""

from __future__ import annotations

from app.rules.base import LogLine, Outcome, RulesError, Sheet, State
from app.rules.d10under import ammo as ammo_rules
from app.rules.d10under.ammo import Weapon
from app.rules.d10under.attributes import derived_values
from app.rules.d10under.damage import Armor
from app.rules.d10under.melee import Fighter
from app.rules.text import QT_TRANSLATE_NOOP


def weapons(sheet: Sheet) -> list[Weapon]:
    return [Weapon.from_row(row) for row in sheet.get("weapons", [])]


def armors(sheet: Sheet) -> list[Armor]:
    return [Armor.from_row(row) for row in sheet.get("armor", [])]


def reload(sheet: Sheet, state: State, weapon_name: str) -> Outcome:
    """Reload a ranged weapon from the spare rounds carried for it (usually the whole turn)."""
    weapon = ammo_rules.find_weapon(weapons(sheet), weapon_name)
    new_state = dict(state)
    loaded = dict(state.get("ammo", {}))
    new_state["ammo"], new_state["spare"] = ammo_rules.reload(loaded, dict(state.get("spare", {})), weapon)
    moved = new_state["ammo"][weapon.name] - int(loaded.get(weapon.name, 0))
    lines = [LogLine(QT_TRANSLATE_NOOP("rules", "Reloads {weapon}."), {"weapon": weapon.name}),
             LogLine(QT_TRANSLATE_NOOP("rules", "{moved} rounds into the magazine; {spare} spare left."),
                     {"moved": moved, "spare": new_state["spare"][weapon.name]})]
    return Outcome(new_state, lines)


def fighter(key: str, sheet: Sheet, weapon_name: str | None = None) -> Fighter:
    """This character in a melee: its Agility, its attacks and its full damage.

    The full damage is the base damage (Strength × 5) plus the melee weapon's damage.
    """
    values = derived_values(sheet)
    damage = values["base_damage"]
    if weapon_name:
        weapon = ammo_rules.find_weapon(weapons(sheet), weapon_name)
        if weapon.ranged:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Pick a melee weapon for close combat."))
        damage += weapon.damage
    return Fighter(key, sheet["agility"], values["attacks"], damage)
