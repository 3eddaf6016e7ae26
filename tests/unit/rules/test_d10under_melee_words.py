"""A melee exchange as the log tells it: whose faces are whose, and every number of what decided the
exchange with its name ("a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2"), not
"→ 9 = 9, 6 > 2"."""

from app.rules import d10under as d10
from app.rules import get_ruleset
from app.rules.d10under.melee import exchange_reason, rerolls_line
from app.rules.dice import TypedDice
from app.rules.rolling import Roller
from app.rules.worked import english
from app.services.logtext import render

ANA = d10.Fighter("a", agility=6, attacks=3, damage=30, name="Ana")
SHAMBLERS = [d10.Fighter(f"b{i}", agility=2, attacks=1, damage=10, name="Shambler") for i in (1, 2, 3)]

#: what decides an exchange that is not a tie, as the result says it
WINS_RULE = "; the higher die wins a melee exchange, even above Agility: melee is no roll under it"


def test_the_faces_say_whose_they_are_and_the_reason_names_each_number():
    result = d10.melee_exchange(TypedDice([4, 6, 9, 1, 8, 9]), [ANA], SHAMBLERS)
    # copies of one opponent named once
    assert english(result.records[0].text) == "Ana rolled 4 6 9 against Shambler rolled 1 | 8 | 9"
    assert english(exchange_reason(result.rounds[0])) == (
        "a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2")
    assert rerolls_line(result) is None
    ben = d10.Fighter("c", agility=4, attacks=1, damage=20, name="Ben")
    mixed = d10.melee_exchange(TypedDice([8, 9, 5]), [SHAMBLERS[0], ben], [d10.Fighter("z", 3, 1, 10, name="Rot")])
    # two names on a side: each before its dice
    assert english(mixed.records[0].text) == "Shambler rolled 8; Ben rolled 9 against Rot rolled 5"
    assert english(exchange_reason(mixed.rounds[0])) == "highest die 9 against 5" + WINS_RULE

def test_a_clear_win_a_side_without_dice_and_a_tie_rolled_again():
    lone = d10.Fighter("a", 5, 2, 25, name="Vera")
    zed = d10.Fighter("b", 5, 1, 25, name="Zed")
    won = d10.melee_exchange(TypedDice([3, 9, 8]), [lone], [zed])
    assert english(won.records[0].text) == "Vera rolled 3 9 against Zed rolled 8"
    assert english(exchange_reason(won.rounds[0])) == "highest die 9 against 8" + WINS_RULE
    clumsy = d10.Fighter("a", 1, 0, 5, name="Clumsy")  # Agility 1: no attack, no die
    lost = d10.melee_exchange(TypedDice([7]), [clumsy], [zed])
    assert english(lost.records[0].text) == "Clumsy rolled no die against Zed rolled 7"
    assert english(exchange_reason(lost.rounds[0])) == "no dice against a highest die of 7"
    again = d10.melee_exchange(TypedDice([7, 3, 7, 2, 5, 9]), [lone], [zed])  # 7 against 7 at equal Agility
    assert [english(r.text) for r in again.records] == [
        "Vera rolled 7 3 against Zed rolled 7", "Vera rolled 2 5 against Zed rolled 9"]
    assert english(exchange_reason(again.rounds[-1])) == "highest die 5 against 9" + WINS_RULE
    line = rerolls_line(again)
    assert render(line.text, line.args, "rules") == "Rolled again 1 time: highest dice tied and Agility tied"


def test_the_roll_line_says_what_decided_it_in_words():
    rules = get_ruleset("d10under")
    me = Roller({**rules.new_sheet(), "agility": 6, "strength": 6}, {}, True, "Vera")
    zombie = Roller({**rules.new_sheet(), "agility": 2, "strength": 2, "player": False}, {}, False, "Shambler")
    won = rules.roll_rules().resolve_roll("melee", me, {"opponents": 3}, TypedDice([4, 6, 9, 1, 8, 9]), zombie)
    assert render(won.result.text, won.result.args, "rules") == (
        "Wins the exchange (a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2): 30 damage"
    )
    assert english(won.records[0].text) == "Vera rolled 4 6 9 against Shambler rolled 1 | 8 | 9"
    lost = rules.roll_rules().resolve_roll("melee", me, {"opponents": 3}, TypedDice([4, 6, 8, 1, 9, 9]), zombie)
    assert render(lost.result.text, lost.result.args, "rules") == (
        "Loses the exchange (highest die 8 against 9" + WINS_RULE + "): 3 hits of 10 damage"
    )
    one = rules.roll_rules().resolve_roll("melee", me, {"opponents": 1}, TypedDice([1, 2, 3, 9]), zombie)
    assert render(one.result.text, one.result.args, "rules") == (
        "Loses the exchange (highest die 3 against 9" + WINS_RULE + "): takes 10 damage"
    )
