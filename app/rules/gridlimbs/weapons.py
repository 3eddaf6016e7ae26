"""The weapon list of the rule text, and the grenade's rolls.

Rule text, "Weapon List":
- Pistol: two shots per round, six damage, five force.
- Rifle: one shot per round, twelve damage, seven force, two-handed.
- SMG: one shot per round, or all characters within (Accuracy) squares of the shooter at two
  bullets per target; nine damage, six force, two-handed.
- Grenade: range equal to the thrower's strength, explodes the round thrown or the next, blast
  radius between ten and fifteen tiles, all targets take between ten and fifteen damage and
  automatic knockback; one-handed, one-time use.
- Katana: melee weapon, ×2 damage.
Pistols, SMGs and rifles all take the same fifteen-round 9 mm clips.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.base import RulesError
from app.rules.dice import Dice, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP

PISTOL = "pistol"
RIFLE = "rifle"
SMG = "smg"
GRENADE = "grenade"
KATANA = "katana"


@dataclass(frozen=True)
class Weapon:
    """One weapon of the list.  ``melee_modifier`` multiplies Strength for melee weapons."""

    key: str
    label: str
    ranged: bool
    shots_per_round: int = 0
    damage: int = 0
    force: int = 0
    two_handed: bool = False
    melee_modifier: int = 0
    uses_clips: bool = False
    #: the name inside a sentence, a common noun in lower case with the article its language puts
    #: before it ("… and the katana strikes only an adjacent tile", "Adds the pistol to the sheet");
    #: ``label`` is the name standing alone (a list's entry, a form's choice, a worked sum)
    named: str = ""

    @property
    def in_line(self) -> str:
        return self.named or self.label


WEAPONS: dict[str, Weapon] = {
    PISTOL: Weapon(PISTOL, QT_TRANSLATE_NOOP("rules", "Pistol"), True, 2, 6, 5, uses_clips=True,
                   named=QT_TRANSLATE_NOOP("rules", "the pistol")),
    RIFLE: Weapon(RIFLE, QT_TRANSLATE_NOOP("rules", "Rifle"), True, 1, 12, 7, True, uses_clips=True,
                  named=QT_TRANSLATE_NOOP("rules", "the rifle")),
    SMG: Weapon(SMG, QT_TRANSLATE_NOOP("rules", "SMG"), True, 1, 9, 6, True, uses_clips=True,
                named=QT_TRANSLATE_NOOP("rules", "the SMG")),
    GRENADE: Weapon(GRENADE, QT_TRANSLATE_NOOP("rules", "Grenade"), True, 1,
                    named=QT_TRANSLATE_NOOP("rules", "the grenade")),
    KATANA: Weapon(KATANA, QT_TRANSLATE_NOOP("rules", "Katana"), False, melee_modifier=2,
                   named=QT_TRANSLATE_NOOP("rules", "the katana")),
}

#: a blow with no weapon: a fist, a bite (a zombie's).  The text gives every melee blow as "your
#: Strength stat multiplied by the weapon's damage modifier" and the katana "×2 damage": a blow with
#: no weapon is Strength × 1, split by the hand and doubled as any other.  Not a weapon one carries.
UNARMED = "unarmed"
BARE_BLOW = Weapon(UNARMED, QT_TRANSLATE_NOOP("rules", "Bare hands or a bite"), False, melee_modifier=1,
                   named=QT_TRANSLATE_NOOP("rules", "a bare hand or a bite"))

#: the weapons and the blow with none, by key: what a strike or a damage form's hit is dealt with
BLOWS: dict[str, Weapon] = {**WEAPONS, UNARMED: BARE_BLOW}

def shots_a_round(weapon_key: str) -> tuple[str, str, int] | None:
    """A gun's shots a round, counted by the gun (an SMG's spray is its one shot of the round as
    well): the key they are counted by, the gun's name, the most a round.  None for no gun."""
    weapon = WEAPONS.get(weapon_key)
    if weapon is None or not weapon.uses_clips or weapon.shots_per_round < 1:
        return None
    return f"shots:{weapon.key}", weapon.label, weapon.shots_per_round


#: the bullets an SMG sprays at each character within range
SMG_SPRAY_BULLETS_PER_TARGET = 2
#: grenade damage and blast radius both run from ten to fifteen
GRENADE_LOW = 10
GRENADE_HIGH = 15


def weapon(key: str) -> Weapon:
    try:
        return WEAPONS[key]
    except KeyError:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown weapon.")) from None


def smg_spray_bullets(targets: int) -> int:
    """The bullets an SMG spray fires: two at every character within (Accuracy) squares."""
    if targets < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The number of targets cannot be negative."))
    return SMG_SPRAY_BULLETS_PER_TARGET * targets


def smg_spray_radius(accuracy: int) -> int:
    """An SMG spray reaches every character within (Accuracy) squares of the shooter."""
    return max(0, accuracy)


def grenade_range(strength: int) -> int:
    """A grenade flies as far as the thrower's Strength."""
    return max(0, strength)


def _ten_to_fifteen(dice: Dice, label: str) -> RollRecord:
    start = len(dice.faces)
    face = dice.d(GRENADE_HIGH - GRENADE_LOW + 1)
    total = face + GRENADE_LOW - 1
    return RollRecord(label, list(dice.faces[start:]), f"d6 {face} + {GRENADE_LOW - 1} = {total}", total,
                      dice.typed)


def grenade_damage(dice: Dice) -> RollRecord:
    """The damage every target of a blast takes: ten to fifteen, as d6 + 9."""
    return _ten_to_fifteen(dice, QT_TRANSLATE_NOOP("rules", "Grenade damage"))


def grenade_blast_radius(dice: Dice) -> RollRecord:
    """The blast radius in tiles: ten to fifteen, as d6 + 9."""
    return _ten_to_fifteen(dice, QT_TRANSLATE_NOOP("rules", "Grenade blast radius"))


def rounds_to_draw(key: str, concealed: bool) -> int:
    """Rounds of combat spent drawing a weapon: "All items can be concealed; however, to draw a
    concealed katana takes up a round of combat."  Anything else is drawn at once."""
    return 1 if concealed and weapon(key).key == KATANA else 0
