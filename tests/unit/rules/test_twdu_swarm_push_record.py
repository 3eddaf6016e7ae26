"""A pushed swarm roll as the log says it (twdu text: a push rerolls every die but the 6s and the
walkers and adds a stress die): the dice re-rolled with their old and new faces, the new stress die,
the successes after; and a round's roll with its stress dice named in the log's dice."""

from __future__ import annotations

from app.rules.dice import TypedDice, parse_faces
from app.rules.twdu.pool import Pool, push_roll, roll_typed
from app.rules.twdu.swarm_push import named_faces, push_record
from app.rules.worked import english
from app.services.logtext import dice_text


def pushed(first: str, again: str, base: int, stress: int):  # noqa: ANN201
    before = roll_typed(first, Pool(base=base, stress=stress, is_pc=True))
    return before, push_roll(TypedDice(parse_faces(again)), before)


def test_the_dice_re_rolled_and_the_new_stress_die_are_said_and_alone_in_the_record():
    # base 6 2 3 and stress 4: the 2, the 3 and the 4 again (6 1 5), then the new stress die (3)
    before, after = pushed("6 2 3 4", "6 1 5 3", 3, 1)
    record = push_record(before, after, "Close Combat")
    assert english(record.text) == "re-rolled 2 3 4 → 6 1 5, new stress die 3; in all 2 successes"
    assert record.total == 2
    assert [f.value for f in record.faces] == [6, 1, 5, 3]  # the push's dice, not the first roll's again


def test_every_die_a_six_rolls_only_the_new_stress_die():
    before, after = pushed("6 6", "1", 2, 0)
    text = english(push_record(before, after, "Close Combat").text)
    assert text == "nothing re-rolled, new stress die 1; in all 2 successes ☠"  # the new die a walker


def test_a_round_s_roll_names_its_stress_dice():
    roll = roll_typed("6 1 1 2", Pool(base=3, stress=1, is_pc=True))
    assert dice_text([named_faces("Mia", roll)]) == "Mia 3d6: 6 1 1, stress dice 2"
    assert dice_text([named_faces("Ana", roll_typed("6 6", Pool(base=2)))]) == "Ana 2d6: 6 6"
