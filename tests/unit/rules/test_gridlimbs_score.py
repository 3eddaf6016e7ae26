"""Score and experience (rule text, "EXP and Score")."""

import pytest

from app.rules.base import RulesError
from app.rules.gridlimbs import after_player_death, death_award, gain_experience, zombie_kill


def test_each_zombie_is_worth_one_point():
    assert zombie_kill(4) == 5
    assert zombie_kill(4, 3) == 7


def test_each_death_gives_the_living_the_number_of_dead_so_far():
    # "Each time a player dies, all remaining players gain points equal to the number of players dead."
    scores = {"ann": 2, "bob": 0, "cat": 5, "dan": 1}
    scores = after_player_death(scores, living={"bob", "cat", "dan"}, dead_so_far=1)
    assert scores == {"ann": 2, "bob": 1, "cat": 6, "dan": 2}
    scores = after_player_death(scores, living={"cat", "dan"}, dead_so_far=2)
    assert scores == {"ann": 2, "bob": 1, "cat": 8, "dan": 4}
    assert death_award(3) == 3


def test_last_man_standing_can_still_lose():
    # "it is possible to be the last man standing and still lose"
    scores = after_player_death({"ann": 10, "bob": 0}, living={"bob"}, dead_so_far=1)
    assert scores["bob"] < scores["ann"]


def test_getting_shot_raises_max_hp_shooting_raises_accuracy():
    # "getting shot boosts your Max HP by one, and shooting someone boosts your Accuracy by one"
    sheet = {"max_hp": 4, "accuracy": 2}
    assert gain_experience(sheet, "got_shot")["max_hp"] == 5
    assert gain_experience(sheet, "shot_someone")["accuracy"] == 3
    assert sheet == {"max_hp": 4, "accuracy": 2}


def test_unknown_experience_event_is_refused():
    with pytest.raises(RulesError):
        gain_experience({}, "danced")
