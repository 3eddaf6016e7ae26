"""Damage in All Flesh Must Be Eaten: weapon dice, success-level bonus, armor, type and location.

The pipeline (norms "Damage – Giving and Receiving" and the weapon notes; unisystem §1, §4.2,
§4.4, §4.5):

1. Roll the weapon's die: die × multiplier, the multiplier a number (d6 × 4) or an attribute
   expression (d4 × STR, d4 × STR−1).  A success level from 4 (Very good) adds +1..+4 to the die
   before multiplying.  A weapon marked & used with both hands raises STR by 1 for damage; one
   marked @ is always two-handed and its damage already says so.  Range (unisystem) changes the
   multiplier: point blank +1, long −1, extreme −2.
2. Subtract armor; armor at least as high as the damage stops it all.
3. Multiply what is left by the damage type: slashing/stabbing and bullets ×2 (norms: "remaining
   damage is doubled"; the semi-auto handgun example doubles bullet damage), bludgeoning ×1,
   armor-piercing bullets one level below bullets (×1).  Hit locations (unisystem §4.4) change
   the multipliers: head — bludgeoning ×2, slashing ×3, bullets two levels up (armor-piercing ×3,
   normal ×4); neck — bludgeoning ×2, slashing ×4, bullets one level up; vitals — bludgeoning
   ×2, slashing ×3, bullets one level up.
4. A limb hit for more than Life Points/3 (hand or foot: /4) is disabled and the excess is lost.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from app.rules.afmbe.damage_formula import WeaponDamage
from app.rules.afmbe.damage_words import multiplier_parts, weapon_roll_text
from app.rules.afmbe.levels import damage_die_bonus
from app.rules.base import RulesError
from app.rules.dice import Dice, Face
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, english, marked

DAMAGE_TYPES: dict[str, str] = {
    "bludgeoning": QT_TRANSLATE_NOOP("rules", "Bludgeoning"),
    "slashing": QT_TRANSLATE_NOOP("rules", "Slashing/stabbing"),
    "bullet": QT_TRANSLATE_NOOP("rules", "Bullet"),
    "ap_bullet": QT_TRANSLATE_NOOP("rules", "Armor-piercing bullet"),
}

#: short words for the worked sum, in logs written before :data:`DAMAGE_OF`
_TYPE_WORDS: dict[str, str] = {
    "bludgeoning": QT_TRANSLATE_NOOP("rules", "bludgeoning"),
    "slashing": QT_TRANSLATE_NOOP("rules", "slashing"),
    "bullet": QT_TRANSLATE_NOOP("rules", "bullet"),
    "ap_bullet": QT_TRANSLATE_NOOP("rules", "armor-piercing"),
}

#: worked damage, step by step: armor taken off {sum}, the sum so far ("24", "d6 6 ×4 = 24")
_MINUS_ARMOR = QT_TRANSLATE_NOOP("rules", "{sum} − {armor} armor = {after}")
#: worked damage, in logs written before the damage was named as the texts name it ("bullet ×2")
_TIMES_TYPE = QT_TRANSLATE_NOOP("rules", "{sum}, {type} ×{mult} = {final}")
_TIMES_TYPE_AT = QT_TRANSLATE_NOOP("rules", "{sum}, {where}: {type} ×{mult} = {final}")
#: worked damage: what armor let through multiplied by the damage type, as the texts say it ("the
#: 20 points that get through are now doubled"; "el daño por bala se duplica"): {damage} is
#: :data:`DAMAGE_OF`'s ("bullet damage")
_TIMES_DAMAGE = QT_TRANSLATE_NOOP("rules", "{sum}, {damage} after armor ×{mult} = {final}")
#: worked damage: the same at a hit location ({where}: Head, Left arm…)
_TIMES_DAMAGE_AT = QT_TRANSLATE_NOOP("rules", "{sum}, {where}: {damage} after armor ×{mult} = {final}")
#: the damage each type does, for the worked sum
DAMAGE_OF: dict[str, str] = {
    "bludgeoning": QT_TRANSLATE_NOOP("rules", "bludgeoning damage"),
    "slashing": QT_TRANSLATE_NOOP("rules", "slashing/stabbing damage"),
    "bullet": QT_TRANSLATE_NOOP("rules", "bullet damage"),
    "ap_bullet": QT_TRANSLATE_NOOP("rules", "armor-piercing bullet damage"),
}
#: worked damage: the weapon's die times its multiplier, after the weapon's damage as the sheet writes
#: it ("weapon d6×4: d6 2 ×4 = 8"), so the ×4 reads as the weapon's
WEAPON_ROLL = QT_TRANSLATE_NOOP("rules", "weapon {weapon}: {roll}")
#: worked damage: a limb hit for more than Life Points/3 (hand or foot: /4) keeps only that much
_LIMB_CAP = QT_TRANSLATE_NOOP("rules", "{sum}, {where} > LP/{divisor}: {final}")

HANDS: dict[str, str] = {
    "one": QT_TRANSLATE_NOOP("rules", "One-handed"),
    "optional": QT_TRANSLATE_NOOP("rules", "One or two hands (both: Strength +1)"),  # the book's "&"
    "two": QT_TRANSLATE_NOOP("rules", "Two-handed (@)"),
}


@dataclass(frozen=True)
class Location:
    """A hit location: the penalty to hit, its type multipliers, and the limb threshold divisor."""

    key: str
    label: str
    to_hit: int
    multipliers: Mapping[str, int]
    limb_divisor: int = 0  # 3 for arms and legs, 4 for hands and feet; 0 is no limb
    armor_area: str = "torso"


_BASE = {"bludgeoning": 1, "slashing": 2, "bullet": 2, "ap_bullet": 1}
_VITAL = {"bludgeoning": 2, "slashing": 3, "bullet": 3, "ap_bullet": 2}

LOCATIONS: dict[str, Location] = {loc.key: loc for loc in (
    Location("torso", QT_TRANSLATE_NOOP("rules", "Body (no aimed location)"), 0, _BASE),
    Location("head", QT_TRANSLATE_NOOP("rules", "Head"), -4,
             {"bludgeoning": 2, "slashing": 3, "bullet": 4, "ap_bullet": 3}, armor_area="head"),
    Location("neck", QT_TRANSLATE_NOOP("rules", "Neck/throat"), -5,
             {"bludgeoning": 2, "slashing": 4, "bullet": 3, "ap_bullet": 2}, armor_area="head"),
    Location("vitals", QT_TRANSLATE_NOOP("rules", "Vitals"), -2, _VITAL),
    Location("left_arm", QT_TRANSLATE_NOOP("rules", "Left arm"), -2, _BASE, 3, "arms"),
    Location("right_arm", QT_TRANSLATE_NOOP("rules", "Right arm"), -2, _BASE, 3, "arms"),
    Location("left_leg", QT_TRANSLATE_NOOP("rules", "Left leg"), -2, _BASE, 3, "legs"),
    Location("right_leg", QT_TRANSLATE_NOOP("rules", "Right leg"), -2, _BASE, 3, "legs"),
    Location("left_hand", QT_TRANSLATE_NOOP("rules", "Left hand/wrist"), -4, _BASE, 4, "arms"),
    Location("right_hand", QT_TRANSLATE_NOOP("rules", "Right hand/wrist"), -4, _BASE, 4, "arms"),
    Location("left_foot", QT_TRANSLATE_NOOP("rules", "Left foot/ankle"), -4, _BASE, 4, "legs"),
    Location("right_foot", QT_TRANSLATE_NOOP("rules", "Right foot/ankle"), -4, _BASE, 4, "legs"),
)}

ARMOR_AREAS: dict[str, str] = {
    "all": QT_TRANSLATE_NOOP("rules", "Whole body"),
    "torso": QT_TRANSLATE_NOOP("rules", "Torso"),
    "head": QT_TRANSLATE_NOOP("rules", "Head and neck"),
    "arms": QT_TRANSLATE_NOOP("rules", "Arms and hands"),
    "legs": QT_TRANSLATE_NOOP("rules", "Legs and feet"),
}

#: unisystem §4.2.1.2: the hit modifier and the change to the damage multiplier by range
RANGES: dict[str, tuple[str, int, int]] = {
    "point_blank": (QT_TRANSLATE_NOOP("rules", "Point blank"), +1, +1),
    "short": (QT_TRANSLATE_NOOP("rules", "Short"), 0, 0),
    "medium": (QT_TRANSLATE_NOOP("rules", "Medium"), -1, 0),
    "long": (QT_TRANSLATE_NOOP("rules", "Long"), -3, -1),
    "extreme": (QT_TRANSLATE_NOOP("rules", "Extreme"), -6, -2),
}


def _num(value: int) -> str:
    return str(value) if value >= 0 else f"−{-value}"


@dataclass(frozen=True)
class DamageRoll:
    """A rolled weapon damage: the faces, the die bonus, the multiplier and the raw total."""

    faces: tuple[int, ...]
    sides: int
    die_bonus: int
    multiplier: int
    fixed: int
    raw: int
    #: the worked roll, every number named (:mod:`.damage_words`)
    text: Arithmetic

    @property
    def face_records(self) -> list[Face]:
        return [Face(self.sides, f) for f in self.faces]


def roll_weapon_damage(weapon: WeaponDamage, attributes: Mapping[str, int], dice: Dice,
                       success_level: int = 0, range_key: str = "short",
                       two_handed: bool = False, range_change: int | None = None,
                       attacker: str | None = None) -> DamageRoll:
    """Roll a weapon's damage before armor (step 1 of the pipeline).

    Norms example: a STR 3 punch, d4 × STR, rolls 2: 2 × 3 = 6.  The multiplier never drops
    below 0 (a long shot cannot heal).  ``range_change`` is the range's change to the multiplier
    when the GM typed one (else the band's).  ``attacker``: whose Strength the multiplier takes, his
    name ("Strength 3 (Ash)") or "" for the form's number ("Attacker's Strength 3"); None: the
    wielder's, unnamed ("Strength 3").
    """
    if range_key not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    faces = tuple(dice.roll(weapon.count, weapon.sides))
    bonus = damage_die_bonus(success_level)
    change = RANGES[range_key][2] if range_change is None else range_change
    mult = max(0, weapon.multiplier(attributes, two_handed) + change)
    die = sum(faces) + bonus
    raw = max(0, die * mult + weapon.fixed)
    count = f"{weapon.count}" if weapon.count > 1 else ""
    rolled = f"{count}d{weapon.sides} " + "+".join(str(f) for f in faces)
    strength = attributes.get(weapon.attribute, 0) if weapon.attribute is not None else None
    band = RANGES[range_key][0] if change == RANGES[range_key][2] else ""
    parts = multiplier_parts(strength, weapon.offset, two_handed and weapon.attribute == "str", change, band,
                             attacker)
    text = weapon_roll_text(rolled, success_level, bonus, die, mult, parts, weapon.fixed, raw)
    return DamageRoll(faces, weapon.sides, bonus, mult, weapon.fixed, raw, text)


@dataclass(frozen=True)
class DamageResult:
    """What reaches the character: the amount, a disabled limb if any, and the worked sum
    (``worked``, marked for translation; ``arithmetic``, the same in English)."""

    raw: int
    armor: int
    after_armor: int
    type_multiplier: int
    final: int
    disabled: str | None
    excess_lost: int
    worked: Arithmetic

    @property
    def arithmetic(self) -> str:
        return english(self.worked)


def type_multiplier(damage_type: str, location: str = "torso") -> int:
    """The multiplier of what armor lets through, by damage type and hit location (step 3)."""
    if damage_type not in DAMAGE_TYPES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown damage type."))
    if location not in LOCATIONS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown hit location."))
    return LOCATIONS[location].multipliers[damage_type]


def resolve_damage(raw: int, armor: int, damage_type: str, location: str = "torso",
                   life_points_max: int = 0, start: Arithmetic = "", limbs: bool = True,
                   multiplier: int | None = None) -> DamageResult:
    """Steps 2-4: armor, type and location multiplier, limb threshold.

    ``start`` is the worked roll to begin the sum with (else the raw number).  Norms example:
    24 − 4 armor = 20, bullet ×2 = 40.  ``limbs`` False skips the limb threshold (damage to
    Endurance).  ``multiplier`` is the one the GM typed (else the type's at that location).
    """
    if raw < 0 or armor < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage and armor cannot be negative."))
    mult = type_multiplier(damage_type, location)
    if multiplier is not None:
        mult = max(0, multiplier)
    loc = LOCATIONS[location]
    after = max(0, raw - armor)
    worked: Arithmetic = start or str(raw)
    if armor:
        worked = marked(_MINUS_ARMOR, sum=worked, armor=armor, after=after)
    final = after * mult
    where = marked(loc.label)
    if mult != 1 and after:
        kind = marked(DAMAGE_OF[damage_type])
        if location == "torso":
            worked = marked(_TIMES_DAMAGE, sum=worked, damage=kind, mult=mult, final=final)
        else:
            worked = marked(_TIMES_DAMAGE_AT, sum=worked, where=where, damage=kind, mult=mult, final=final)
    disabled: str | None = None
    lost = 0
    if limbs and loc.limb_divisor and final * loc.limb_divisor > life_points_max:
        cap = life_points_max // loc.limb_divisor
        disabled = location
        lost = final - cap
        final = cap
        worked = marked(_LIMB_CAP, sum=worked, where=where, divisor=loc.limb_divisor, final=final)
    return DamageResult(raw, armor, after, mult, final, disabled, lost, worked)
