"""Duels, defenseless targets, cover, range bands, movement and ganging up.

Rules modelled (twdu text, "Duels" and "Brawls"):

- A duel is an opposed roll.  The winner deals their weapon's Damage, plus one for each success
  beyond the one needed to win (weapon damage + margin − 1).  Equal successes above 0: both hit,
  each dealing their weapon's Damage.  Both 0: nobody is hurt.
- Cover: a ranged attack against someone in solid cover loses one success before the comparison;
  both in cover: each loses one.  Cover never helps against close combat.
- A defenseless or unaware target (or a Broken one): a straight roll; any success hits, each
  success beyond the first adds one damage.
- Range: Short (under 25 m, or the same zone), Long (25-100 m, up to two zones), Extreme (beyond
  100 m or two zones).  At Short range every attack is Close Combat (with Agility when the
  weapon is a ranged one); at Long range only Ranged Combat; at Extreme only special weapons.
- Movement: a Mobility roll moves one range band closer or further; a chase is opposed Mobility,
  the winner moves one band, a tie keeps the distance; beyond Extreme the chase is over.
- Ganging up: the lone fighter picks one opponent for the opposed roll and is a defenseless
  target for the others; all attacks happen at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

RANGES: tuple[str, ...] = ("short", "long", "extreme")
RANGE_LABELS: dict[str, str] = {
    "short": QT_TRANSLATE_NOOP("rules", "Short"),
    "long": QT_TRANSLATE_NOOP("rules", "Long"),
    "extreme": QT_TRANSLATE_NOOP("rules", "Extreme"),
}


@record(frozen=True)
class DuelResult:
    """Damage each side takes from one exchange (before armor), and who won."""

    damage_to_a: int
    damage_to_b: int
    winner: str  # "a", "b", "both" (simultaneous hits) or "none"
    successes_a: int
    successes_b: int


def _check_counts(*values: int) -> None:
    if min(values) < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Successes and damage cannot be negative."))


def apply_cover(successes: int, target_in_cover: bool, ranged: bool) -> int:
    """Remove one success from a ranged attack on a target in cover (never below 0)."""
    _check_counts(successes)
    if target_in_cover and ranged:
        return max(0, successes - 1)
    return successes


def duel(
    successes_a: int,
    successes_b: int,
    damage_a: int,
    damage_b: int,
    *,
    ranged: bool = False,
    a_in_cover: bool = False,
    b_in_cover: bool = False,
) -> DuelResult:
    """One opposed exchange between fighters A and B with weapon Damage ``damage_a``/``damage_b``.

    ``ranged`` says the exchange is Ranged Combat, where cover counts."""
    _check_counts(successes_a, successes_b, damage_a, damage_b)
    net_a = apply_cover(successes_a, b_in_cover, ranged)
    net_b = apply_cover(successes_b, a_in_cover, ranged)
    if net_a == net_b:
        if net_a == 0:
            return DuelResult(0, 0, "none", net_a, net_b)
        return DuelResult(damage_b, damage_a, "both", net_a, net_b)
    if net_a > net_b:
        return DuelResult(0, damage_a + net_a - net_b - 1, "a", net_a, net_b)
    return DuelResult(damage_b + net_b - net_a - 1, 0, "b", net_a, net_b)


def defenseless_attack(successes: int, weapon_damage: int, *, ranged: bool = False,
                       target_in_cover: bool = False) -> int:
    """Damage to a target that cannot defend: weapon damage + (successes − 1), or 0 on a miss."""
    _check_counts(successes, weapon_damage)
    net = apply_cover(successes, target_in_cover, ranged)
    if net == 0:
        return 0
    return weapon_damage + net - 1


@record(frozen=True)
class GangUpResult:
    """Damage the lone fighter takes in total, and what the chosen opponent takes."""

    damage_to_lone: int
    damage_to_chosen: int
    from_each_other: tuple[int, ...]


def gang_up(
    lone_successes: int,
    lone_damage: int,
    chosen_successes: int,
    chosen_damage: int,
    others: Sequence[tuple[int, int]],
) -> GangUpResult:
    """Two or more against one: an opposed roll against the chosen opponent, and every other
    opponent's roll (successes, weapon damage) against the lone fighter as a defenseless target.
    All at the same time."""
    exchange = duel(lone_successes, chosen_successes, lone_damage, chosen_damage)
    extra = tuple(defenseless_attack(s, d) for s, d in others)
    return GangUpResult(exchange.damage_to_a + sum(extra), exchange.damage_to_b, extra)


def range_band(*, meters: float | None = None, zones: int | None = None) -> str:
    """The range band for a distance in meters or in zones between the two (0 = same zone)."""
    if (meters is None) == (zones is None):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Give the distance in meters or in zones."))
    if meters is not None:
        if meters < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A distance cannot be negative."))
        if meters < 25:
            return "short"
        return "long" if meters <= 100 else "extreme"
    assert zones is not None
    if zones < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A distance cannot be negative."))
    if zones == 0:
        return "short"
    return "long" if zones <= 2 else "extreme"


@record(frozen=True)
class AttackSkill:
    """Which skill and attribute an attack uses at a range."""

    skill: str
    attribute: str


def attack_skill(band: str, weapon_is_ranged: bool, extreme_capable: bool = False) -> AttackSkill:
    """Short range: always Close Combat (Agility with a ranged weapon, Strength otherwise).  Long
    range: Ranged Combat with a ranged weapon only.  Extreme: only special weapons."""
    if band not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    if band == "short":
        return AttackSkill("close_combat", "agility" if weapon_is_ranged else "strength")
    if not weapon_is_ranged:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "A close combat weapon reaches only Short range."))
    if band == "extreme" and not extreme_capable:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Only special weapons reach Extreme range."))
    return AttackSkill("ranged_combat", "agility")


def weapon_reach(weapon: Mapping[str, Any] | None) -> str:
    """The farthest band a weapon on the sheet reaches: its Range column for a ranged weapon, Short
    for a close combat weapon or bare hands."""
    if weapon is None or weapon.get("kind") != "ranged":
        return "short"
    reach = str(weapon.get("range", "short"))
    return reach if reach in RANGES else "short"


def shoots_back(band: str, weapons: Sequence[Any] | None, fires: bool = False) -> bool:
    """Whether the one attacked answers at ``band`` with an attack of his own (a duel), or is shot at
    without shooting back, "resolved as a straight roll" (Brawls): at Short range anyone fights back;
    "Long Range means that you need to use Ranged Combat", so beyond it only one with a ranged weapon
    that reaches the band (its Range on his sheet, ``weapons``) does; ``fires``, the GM's word that he
    fires a ranged weapon his sheet does not list, reaches Long range (Extreme takes a special weapon,
    one whose Range on the sheet is Extreme).  Bare hands, a close combat weapon, a walker: none."""
    if band not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    if band == "short":
        return True
    reach = max((RANGES.index(weapon_reach(w)) for w in weapons or ()
                 if isinstance(w, Mapping) and w.get("kind") == "ranged"), default=0)
    if fires:
        reach = max(reach, RANGES.index("long"))
    return reach >= RANGES.index(band)


def weapon_attack_skill(band: str, weapon: Mapping[str, Any] | None, special: bool = False) -> AttackSkill:
    """:func:`attack_skill` for the weapon on the sheet: "Long Range means that you need to use
    Ranged Combat", and at Extreme "Only some special weapons can be used" — a weapon whose Range is
    Extreme, or one the GM calls special.  A ranged weapon whose Range is Short reaches no farther."""
    if band not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    ranged = weapon is not None and weapon.get("kind") == "ranged"
    reach = weapon_reach(weapon)
    if ranged and band == "extreme" and not special and reach != "extreme":
        # the GM who thinks his rifle reaches farther reads its Range and where it is set
        raise RulesError(QT_TRANSLATE_NOOP(
            "rules", "Only special weapons reach Extreme range: {weapon} has Range {range} (the character's "
                     "sheet, Gear → Weapons)."),
            weapon=str((weapon or {}).get("name", "")), range={"t": RANGE_LABELS[reach], "ctx": "rules"})
    skill = attack_skill(band, ranged, special or reach == "extreme")
    if ranged and band == "long" and reach == "short":
        raise RulesError(QT_TRANSLATE_NOOP("rules", "This weapon's range is Short: it does not reach Long range."))
    return skill


def short_range_attribute(skill: str, weapon_is_ranged: bool) -> str | None:
    """The attribute a roll pairs with ``skill`` when it differs from the skill's own: a Close
    Combat roll with a ranged weapon (an attack at Short range) uses Agility, not Strength.
    ``None``: the skill's own attribute."""
    if skill == "close_combat" and weapon_is_ranged:
        return "agility"
    return None


def move_band(band: str, closer: bool) -> str | None:
    """One band closer or further; ``None`` means beyond Extreme (out of the fight, chase over)."""
    if band not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    i = RANGES.index(band) + (-1 if closer else 1)
    if i < 0:
        return "short"
    return RANGES[i] if i < len(RANGES) else None


def chase(band: str, runner_successes: int, chaser_successes: int) -> str | None:
    """Opposed Mobility: the runner winning moves one band away, the chaser winning one band
    closer, a tie keeps the distance.  ``None``: the range went beyond Extreme, the chase is over."""
    _check_counts(runner_successes, chaser_successes)
    if runner_successes > chaser_successes:
        return move_band(band, closer=False)
    if chaser_successes > runner_successes:
        return move_band(band, closer=True)
    if band not in RANGES:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown range."))
    return band
