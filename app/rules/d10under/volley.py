"""A turn's shots with one weapon in the roll-under d10 game: each a Perception test of its own,
the rounds spent from the magazine.

Rule text, section 2: "произвести выстрелы из оружия (сколько выстрелов можно сделать за ход -
указано в описании оружия)" — a turn's action may be the shots the weapon allows; "Чтобы произвести
выстрел, персонаж проходит тест на Восприятие" — each shot is tested.  So a volley of ``n`` shots
is ``n`` independent shots (:func:`~.shooting.roll_shot`): its number of hits is binomial, each hit
offered to the target's damage form on its own (a critical past any protection), and ``n`` rounds
come off the magazine (:func:`~.ammo.spend_shots`, refused before a die is rolled when the weapon
does not fire that many in a turn or has fewer loaded).  A weapon with no magazine on the sheet
keeps no count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import LogLine, State
from app.rules.d10under.ammo import Weapon, spend_shots
from app.rules.d10under.shooting import roll_shot, shot_damage, shot_distribution, shot_offer
from app.rules.dice import Dice
from app.rules.rolling import Chance, DamageOffer, RollResult
from app.rules.text import QT_TRANSLATE_NOOP


def spent(state: Mapping[str, Any], weapon: Weapon, shots: int) -> State | None:
    """The shooter's state with the volley's rounds spent (None: the weapon keeps no count)."""
    if not weapon.magazine:
        return None
    return {**state, "ammo": spend_shots(state.get("ammo", {}), weapon, shots)}


def volley_odds(weapon: Weapon, perception: int, modifier: int, shots: int) -> list[Chance]:
    """Exact chances of a volley: at least one hit, every shot hitting, at least one critical."""
    odds = shot_distribution(perception, modifier, weapon.criticals)
    hit = odds["hit"] + odds["critical"]
    none = (1 - hit) ** shots
    out = [Chance(QT_TRANSLATE_NOOP("rules", "At least one hit"), 1 - none),
           Chance(QT_TRANSLATE_NOOP("rules", "All {count} hit"), hit**shots, {"count": shots})]
    if weapon.criticals:
        out.append(Chance(QT_TRANSLATE_NOOP("rules", "At least one critical hit"), 1 - (1 - odds["critical"]) ** shots))
    return out


def fire_volley(dice: Dice, weapon: Weapon, perception: int, modifier: int, shots: int,
                state: Mapping[str, Any], target_sheet: Mapping[str, Any] | None) -> RollResult:
    """Roll the volley: each shot in turn; the hits offered to the target; the rounds spent."""
    after = spent(state, weapon, shots)  # refused before a die is rolled
    results = [roll_shot(dice, perception, modifier, weapon.criticals) for _ in range(shots)]
    records = [r.record for r in results]
    hits = [r for r in results if r.hit]
    damage = sum(shot_damage(weapon.damage, r.outcome) for r in hits)
    criticals = sum(1 for r in hits if r.critical)
    offers: tuple[DamageOffer, ...] = ()
    if target_sheet is not None:
        offers = tuple(shot_offer(shot_damage(weapon.damage, r.outcome), r.critical, target_sheet) for r in hits)
    if criticals:  # a critical "ignores the target's protection of any kind": its share is not before armor
        ignored = sum(shot_damage(weapon.damage, r.outcome) for r in hits if r.critical)
        line = LogLine(QT_TRANSLATE_NOOP(
            "rules", "{hits} of {shots} {shots|shot|shots} hit, {criticals} critical: {damage} damage, "
                     "{ignored} of it ignoring armor"),
            {"hits": len(hits), "shots": shots, "criticals": criticals, "damage": damage, "ignored": ignored})
    else:
        line = LogLine(QT_TRANSLATE_NOOP(
            "rules", "{hits} of {shots} {shots|shot|shots} hit: {damage} damage before armor"),
            {"hits": len(hits), "shots": shots, "damage": damage})
    return RollResult(line, records, bool(hits), state=after, damage=offers)
