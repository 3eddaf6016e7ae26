"""One minus sign (U+2212) in every number shown: the log, exports and the rules' own texts."""

from __future__ import annotations

from app.rules.dice import Dice, parse_expression
from app.rules.numbers import MINUS, number, signed
from app.services.logtext import render


def test_the_formatter_writes_one_minus_sign():
    assert number(-3) == f"{MINUS}3" and number(0) == "0" and number(12) == "12"
    assert signed(-2) == f"{MINUS}2" and signed(0) == "+0" and signed(4) == "+4"


def test_a_log_line_with_a_negative_total_and_a_negative_die_uses_one_sign():
    line = render(
        "Miss, total {total}",
        {"total": -1, "lines": [{"t": "{die}", "args": {"die": "d10 1 → " + number(-5)}}]},
        "rules",
        lambda _ctx, text: text,
    )
    assert line == f"Miss, total {MINUS}1 — d10 1 → {MINUS}5"
    assert "-" not in line.replace(" — ", "")


def test_a_dice_expression_below_zero_shows_the_minus_sign():
    roll = parse_expression("1d4-10").roll(Dice(seed=3))
    assert roll.total < 0
    assert roll.text.endswith(f"= {MINUS}{-roll.total}")
    assert "-" not in roll.text


def test_lines_joined_after_a_sentence_never_read_dot_semicolon():
    from app.services.logtext import join_lines

    line = render(
        "Damage to {name}",
        {"name": "Dov", "lines": [{"t": "Right arm takes 4."}, {"t": "It bleeds"}, {"t": "pain"}]},
        "log",
        lambda _ctx, text: text,
    )
    assert ".;" not in line
    assert line == "Damage to Dov — Right arm takes 4. It bleeds; pain"
    assert join_lines(["Hit.", "", "Armor absorbs 2."]) == "Hit. Armor absorbs 2."


def test_a_damage_below_zero_in_d10under_shows_the_minus_sign():
    from app.rules.d10under.damage import apply_hit
    from app.rules.worked import english

    result = apply_hit(30, 40, Dice(seed=1))
    assert english(result.arithmetic) == f"Health 30 − damage 40 = {MINUS}10, stops at 0"
