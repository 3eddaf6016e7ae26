"""Drawing a concealed katana in a fight, through the services the way the dice dock, the damage
form and the fight list call them: "to draw a concealed katana takes up a round of combat".  A
katana blow before the draw is done is refused, saying why; the round's end says the katana is out;
undo and redo restore the drawn state."""

from __future__ import annotations

from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.unit.services.test_battle_map import add, character
from tests.unit.services.test_gridlimbs_against_text import grid

__all__ = ["grid"]  # the fixture, imported for these tests

BLOW = {"weapon": "katana", "attacker_strength": 2, "part": "torso"}


def refused(services, work):
    said = []
    for service in (services.characters, services.rolls):
        service.failed.connect(lambda _ctx, message: said.append(message))
    before = len(services.campaign.events())
    assert not work()
    assert len(services.campaign.events()) == before  # nothing written
    return said[-1]


def test_a_concealed_katana_deals_no_blow_until_the_round_spent_drawing_it_is_over(grid):
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}])
    zed = add(grid, "Zed", "zombie", max_hp=30)
    torso = character(grid, zed).state["torso"]
    assert grid.initiative.start([ann, zed], name="Mall")
    # the old code dealt the blow of a katana still in its hiding place
    assert refused(grid, lambda: grid.characters.damage(zed, BLOW, actor_id=ann)) == (
        "The katana is concealed: drawing it takes up a round of combat (the dice dock's draw).")
    assert grid.rolls.roll(RollRequest("draw", ann, {})) is not None
    assert "Draw a concealed katana: " in render_event(grid.campaign.events()[-1])
    assert refused(grid, lambda: grid.characters.damage(zed, BLOW, actor_id=ann)) == (
        "The katana was drawn this round: it strikes from the next round "
        "(drawing a concealed katana takes up a round of combat).")
    assert character(grid, zed).state["torso"] == torso
    assert grid.initiative.end_round()
    assert "Ann: The concealed katana is drawn: it strikes from now on." in render_event(grid.campaign.events()[-1])
    assert character(grid, ann).state["drawn"] == [0]
    assert grid.characters.damage(zed, BLOW, actor_id=ann)
    assert character(grid, zed).state["torso"] < torso
    assert grid.campaign.undo()  # the blow
    assert grid.campaign.undo()  # the round's end: being drawn again
    state = character(grid, ann).state
    assert (state.get("drawing"), state.get("drawn", [])) == ([0], [])
    assert grid.campaign.redo()
    assert character(grid, ann).state["drawn"] == [0]


def test_a_katana_being_drawn_when_the_fight_ends_is_out(grid):
    # the draw "takes up a round of combat": a fight ended in that round leaves the katana out, not
    # being drawn for good with no round left to end (the old code kept "drawing" after the fight)
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}])
    zed = add(grid, "Zed", "zombie", max_hp=30)
    assert grid.initiative.start([ann, zed], name="Mall")
    assert grid.rolls.roll(RollRequest("draw", ann, {})) is not None
    assert grid.initiative.end()
    assert "Ann: The concealed katana is drawn: it strikes from now on." in render_event(grid.campaign.events()[-1])
    state = character(grid, ann).state
    assert (state.get("drawing"), state["drawn"]) == (None, [0])
    assert grid.characters.damage(zed, BLOW, actor_id=ann)  # out of a fight, the drawn katana strikes
    assert grid.campaign.undo()
    assert grid.campaign.undo()  # the fight's end: being drawn again
    assert character(grid, ann).state["drawing"] == [0]


def test_a_strike_with_the_katana_drawn_this_round_says_it_was_drawn_not_to_draw_it(grid):
    # the dice dock's strike right after the draw: the old words asked the GM to draw the katana
    # that had just been drawn ("Draw the concealed katana first")
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}])
    zed = add(grid, "Zed", "zombie", max_hp=30)
    assert grid.initiative.start([ann, zed], name="Mall")
    strike = RollRequest("strike", ann, {"weapon": "katana", "hand": "right", "part": "torso"}, zed)
    assert refused(grid, lambda: grid.rolls.roll(strike)).startswith("Draw the concealed katana first")
    assert grid.rolls.roll(RollRequest("draw", ann, {})) is not None
    said = refused(grid, lambda: grid.rolls.roll(strike))
    assert "Draw the concealed katana first" not in said
    assert "The katana was drawn this round: it strikes from the next round" in said
    assert grid.initiative.end_round()
    assert grid.rolls.roll(strike) is not None


def test_no_bare_handed_blow_in_the_round_of_the_draw(grid):
    # "to draw a concealed katana takes up a round of combat": the old code refused the katana in that
    # round but took a fist instead ("Strikes the left arm: 6 damage" after Ctrl+Alt+D)
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}])
    zed = add(grid, "Zed", "zombie", max_hp=30)
    assert grid.initiative.start([ann, zed], name="Mall")
    fist = RollRequest("strike", ann, {"weapon": "unarmed", "hand": "right", "part": "torso"}, zed)
    assert grid.rolls.odds(fist)  # before the draw a fist strikes
    assert grid.rolls.roll(RollRequest("draw", ann, {})) is not None
    assert refused(grid, lambda: grid.rolls.roll(fist)) == (
        "Drawing the katana takes up this round: no blow until the next round "
        "(drawing a concealed katana takes up a round of combat).")
    assert grid.initiative.end_round()
    assert grid.rolls.roll(fist) is not None
