"""A twdu pool names where its dice come from, and the names add up to the dice rolled ("Dice
modifiers add or remove dice, never below 0 dice"; a Broken character's skill rolls fail with no
dice rolled: the project's rules README, section twdu)."""

from __future__ import annotations

from itertools import product

from app.rules.rolling import Roller
from app.rules.twdu.pool_parts import BROKEN, FLOOR, dice_parts
from app.rules.twdu.rolls import TwduRolls
from app.rules.twdu.sheet import skill_pool, validate_sheet

SHEET = validate_sheet({"agility": 3, "mobility": 2, "armor_penalty": 1, "strength": 2})
HURT = {"injuries": [{"name": "Sprained ankle", "penalty": 2, "lethal": False, "time_limit": 0, "time_unit": "hours",
                      "equipment": "B", "recovery": 5, "recovery_unit": "days"}]}


def test_every_part_is_named_with_its_sign_and_they_add_up_to_the_dice_rolled() -> None:
    for stress, gear, helpers, modifier, poisoned in product((0, 2), (0, 1), (0, 2), (-2, 0, 3), (False, True)):
        state = {"stress": stress, "poisoned": poisoned, "sick": True, **HURT}
        pool = skill_pool(SHEET, state, "mobility", gear_bonus=gear, help_dice=helpers, modifier=modifier)
        parts = dice_parts(pool)
        assert parts is not None and parts.total == pool.base + pool.stress
        counts = {p.text: p.count for p in parts.parts}
        assert counts["critical injuries {count}"] == -2 and counts["sick {count}"] == -1
        assert counts["armor {count}"] == -1  # the armor's penalty on Mobility
        assert counts.get("poisoned {count}", 0) == (-1 if poisoned else 0)
        assert counts.get("modifier {count}", 0) == modifier
        assert counts.get("{count} {count|helper|helpers}", 0) == helpers
        if parts.note:
            assert parts.note == FLOOR and parts.summed - stress < 0 and pool.base == 0
        else:
            assert parts.summed == parts.total


def test_below_zero_dice_and_broken_say_why_the_sum_is_not_rolled() -> None:
    pool = skill_pool(SHEET, {"stress": 1, **HURT, "poisoned": True}, "mobility", modifier=-6)
    parts = dice_parts(pool)
    assert parts is not None and parts.note == FLOOR and parts.total == 1  # 0 base dice, 1 stress die
    broken = dice_parts(skill_pool(SHEET, {"health": 0, "stress": 1}, "mobility"))
    assert broken is not None and broken.note == BROKEN and broken.total == 0


def test_the_dice_dock_reads_the_parts_of_every_kind_that_rolls_a_skill_pool() -> None:
    rolls = TwduRolls()
    me = Roller(SHEET, {"stress": 1}, True, "Ana")
    them = Roller(SHEET, {}, False, "Rook")
    named = 0
    for kind in rolls.roll_kinds(SHEET):
        try:
            parts = rolls.roll_parts(kind.key, me, {}, them)
        except Exception:  # noqa: BLE001 - a kind that needs other inputs (first aid is for the Broken)
            continue
        if parts is not None:
            named += 1
            assert parts.summed == parts.total
    assert named >= 10


def test_an_injury_waiting_for_its_d66_says_so_in_the_roll_s_line(qapp) -> None:
    from ui.docks.dice_parts import parts_text

    waiting = {"injuries": [{**HURT["injuries"][0], "name": "Critical injury", "penalty": 1, "recovery": 0,
                             "entry": "due"}]}
    parts = dice_parts(skill_pool(SHEET, waiting, "mobility"))
    assert parts is not None
    assert parts_text(parts) == (
        "3 × d6 = Agility 3 + Mobility 2 − critical injuries 1 − armor 1 (D66 still to roll for 1 critical injury: "
        "−1 die for now, the entry's penalty once it is read)")
    read = dice_parts(skill_pool(SHEET, HURT, "mobility"))  # its entry read: no such words
    assert read is not None and "D66" not in parts_text(read)
