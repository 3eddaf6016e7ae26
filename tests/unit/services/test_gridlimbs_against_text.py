"""The grid-and-limbs game against its text, through the services the way the map, the dice dock
and the damage form call them: drawn and concealed katanas, stamina after melee."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.rolls import RollRequest
from tests.stores import campaign_target
from tests.unit.services.test_battle_map import add, character, last_line
from tests.unit.services.twdu_party import set_state


@pytest.fixture
def grid(tmp_path, qapp):
    path = campaign_target(tmp_path, "grid.deadwatch")
    create_campaign(str(path), "Grid", "gridlimbs", None).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    yield services
    services.close()


PATH = [(1, 1), (2, 1), (3, 1)]


def test_a_concealed_katana_strikes_in_passing_only_after_a_round_spent_drawing_it(grid):
    # "All items can be concealed; however, to draw a concealed katana takes up a round of combat";
    # "you may only attack one thing per drawn melee weapon for each tile you step on"
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}], speed=6)
    z1 = add(grid, "Z1", "zombie", speed=2, max_hp=12)
    grid.battle_map.set_size(6, 4)
    grid.battle_map.place({ann: (1, 1), z1: (2, 0)})
    assert grid.battle_map.passing_attacks(ann, PATH).hits == ()
    assert not grid.battle_map.move(ann, PATH, attacks=True)  # no drawn katana: nothing to strike with
    draw = RollRequest("draw", ann, {})
    assert grid.initiative.start([ann, z1], name="Mall")
    assert [c.label for c in grid.rolls.odds(draw)] == ["Drawn by the next round"]
    assert grid.rolls.roll(draw) is not None
    assert grid.battle_map.passing_attacks(ann, PATH).hits == ()  # the round is spent drawing
    assert grid.initiative.end_round()
    assert character(grid, ann).state["drawn"] == [0]
    assert len(grid.battle_map.passing_attacks(ann, PATH).hits) == 1
    assert grid.battle_map.move(ann, PATH, attacks=True)
    assert "Damage to Z1: Strength 2 × Katana 2 × hand 50% × 2 = 4" in last_line(grid)
    assert grid.rolls.roll(draw) is None  # drawn already


def test_a_melee_blow_through_the_damage_form_is_fighting_stamina_back_1_not_2(grid):
    # "If you are above zero stamina and you do not sprint or fight, you gain two stamina; fulfilling
    # one of the non-zero stamina criteria replenishes one stamina."
    ann = add(grid, "Ann", starting_item="katana", stamina=6)
    ben = add(grid, "Ben", stamina=6)
    zed = add(grid, "Zed", "zombie", max_hp=30)
    set_state(grid, ann, stamina=3)
    set_state(grid, ben, stamina=3)
    assert grid.initiative.start([ann, ben, zed], name="Mall")
    assert grid.characters.damage(zed, {"weapon": "katana", "attacker_strength": 2, "part": "torso"}, actor_id=ann)
    assert character(grid, ann).state["fought"] is True
    assert character(grid, ben).state["fought"] is False
    assert grid.initiative.end_round()
    assert character(grid, ann).state["stamina"] == 4  # fought: +1
    assert character(grid, ben).state["stamina"] == 5  # neither sprinted nor fought: +2
    grid.campaign.undo()
    grid.campaign.undo()
    grid.campaign.undo()
    assert character(grid, ann).state["fought"] is False  # the blow's undo takes the mark back


def test_the_map_fills_in_half_accuracy_after_a_move_this_round(grid):
    # "You may move and attack with a ranged weapon in the same turn with half accuracy"
    from app.services.initiative import StartEncounter

    ann = add(grid, "Ann", accuracy=8, starting_item="pistol", speed=10)
    zed = add(grid, "Zed", "zombie", max_hp=20)
    grid.battle_map.set_size(12, 4)
    grid.battle_map.place({ann: (0, 1), zed: (8, 1)})
    grid.campaign.execute(StartEncounter([ann, zed]))
    still = grid.battle_map.attack_view(ann, zed)
    assert not still.shooter_moved and grid.battle_map.grid().roll_inputs(still)["shooter_moved"] is False
    assert grid.battle_map.move(ann, [(0, 1), (1, 1)])
    moved = grid.battle_map.attack_view(ann, zed)
    assert moved.shooter_moved and moved.accuracy * 2 <= still.accuracy
    assert grid.battle_map.grid().roll_inputs(moved) == {"weapon": "pistol", "distance": 7, "diagonal": False,
                                                          "shooter_moved": True, "blocked": False}
    assert grid.initiative.end_round()  # a new round: the move is behind
    assert not grid.battle_map.attack_view(ann, zed).shooter_moved


def test_a_blow_in_passing_knocks_the_zombie_back_on_the_map_and_a_wall_hurts(grid):
    # "Knockback occurs when the force behind an attack (in melee weapons, force is determined by
    # strength) is double or greater than double the victim's strength"; "Each time the force reaches
    # a whole multiple of the defender's strength, it knocks them back another tile"; "If unable to be
    # knocked back due to wall or furniture in the way, you will take your opponent's strength as
    # damage once for each tile of knockback you were meant to move."
    ann = add(grid, "Ann", starting_item="katana", strength=6, speed=6)
    z1 = add(grid, "Z1", "zombie", speed=2, max_hp=40)  # Strength 2: force 6 knocks back 6 // 2 − 1 = 2 tiles
    z2 = add(grid, "Z2", "zombie", speed=2, max_hp=40)
    grid.battle_map.set_size(8, 6)
    grid.battle_map.paint([(4, 0)], "wall")
    grid.battle_map.place({ann: (1, 2), z1: (2, 3), z2: (4, 1)})
    path = [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2)]
    preview = grid.battle_map.passing_attacks(ann, path)
    assert {h.character_id: h.knocked_to for h in preview.hits} == {z1: (2, 5), z2: (4, 1)}
    torso = {z: character(grid, z).state["torso"] for z in (z1, z2)}
    assert grid.battle_map.move(ann, path, attacks=True)
    tokens = grid.battle_map.battle_map().tokens
    assert tokens[z1] == (2, 5)  # two tiles straight back from C3
    assert tokens[z2] == (4, 1)  # against the wall at once: two tiles not travelled, 2 × 6 = 12 damage
    line = last_line(grid)
    assert "Z1: Knocked back to C6." in line
    assert ("Z2: Flung against an obstacle: the attacker's Strength 6 × 2 tiles of knockback not travelled "
            "= 12 damage.") in line
    blow = 6 * 2  # Strength 6 × the katana's 2 (the hand's share 50%, doubled)
    assert character(grid, z1).state["torso"] == torso[z1] - blow
    assert character(grid, z2).state["torso"] == torso[z2] - blow - 12
    grid.campaign.undo()
    assert grid.battle_map.battle_map().tokens[z1] == (2, 3)


def test_the_wall_s_damage_through_the_damage_form_shows_its_arithmetic(grid):
    # "If unable to be knocked back due to wall or furniture in the way, you will take your
    # opponent's strength as damage once for each tile of knockback you were meant to move as you
    # are flung against the obstacle."  The old line gave the number alone: "Flung against an
    # obstacle: 6 damage."
    dov = add(grid, "Dov", starting_item="katana", strength=6, speed=6)
    zed = add(grid, "Zed", "zombie", strength=2, max_hp=40)  # force 6, Strength 2: 2 tiles back
    grid.battle_map.set_size(6, 4)
    grid.battle_map.paint([(4, 2)], "wall")
    grid.battle_map.place({dov: (1, 2), zed: (2, 2)})
    assert grid.characters.damage(zed, {"weapon": "katana", "attacker_strength": 6, "part": "torso"}, actor_id=dov)
    line = last_line(grid)
    assert "Knocked back to D3." in line
    assert ("Flung against an obstacle: the attacker's Strength 6 × 1 tile of knockback not travelled "
            "= 6 damage.") in line, line


def test_bandages_and_pain_pills_picked_up_are_counted_for_first_aid_and_pills(grid):
    # "First aid requires bandages"; pain pills "restore your half of your maximum hitpoints": the
    # text counts both and leaves where more are found to the GM
    from app.services.logtext import render_event

    ann = add(grid, "Ann")
    before = character(grid, ann).state
    pick = RollRequest("pick_up", ann, {"bandages": 2, "pain_pills": 1})
    [then] = grid.rolls.odds(pick)
    assert then.args == {"bandages": before["bandages"] + 2, "pills": before["pain_pills"] + 1}
    assert grid.rolls.roll(pick) is not None
    state = character(grid, ann).state
    assert (state["bandages"], state["pain_pills"]) == (before["bandages"] + 2, before["pain_pills"] + 1)
    assert render_event(grid.campaign.events()[-1]) == (
        f"Ann: Pick up bandages and pain pills: Picks up 2 bandages and 1 pain pill: bandages "
        f"{before['bandages']} → {before['bandages'] + 2}, "
        f"pain pills {before['pain_pills']} → {before['pain_pills'] + 1}")
    assert grid.rolls.roll(RollRequest("pick_up", ann, {"bandages": 0, "pain_pills": 0})) is None
    assert grid.campaign.undo()
    assert character(grid, ann).state["bandages"] == before["bandages"]


def test_the_wall_hurts_by_the_strength_the_form_gave_the_blow(grid):
    # "you will take your opponent's strength as damage once for each tile of knockback you were
    # meant to move": the form's Strength 9 knocked Kit back 2 tiles, so the wall behind the first
    # hurts by 9, not by the 6 on Dov's sheet ("Flung against an obstacle: 6 damage.").
    dov = add(grid, "Dov", starting_item="katana", strength=6, speed=3)
    kit = add(grid, "Kit", strength=3, max_hp=30)
    grid.battle_map.set_size(6, 4)
    grid.battle_map.paint([(4, 2)], "wall")
    grid.battle_map.place({dov: (1, 2), kit: (2, 2)})
    torso = character(grid, kit).state["torso"]
    request = {"weapon": "katana", "attacker_strength": 9, "attacker_hand_share": 10, "part": "torso"}
    assert grid.characters.damage(kit, request, actor_id=dov)
    line = last_line(grid)
    assert "Knocked back to D3." in line
    assert ("Flung against an obstacle: the attacker's Strength 9 × 1 tile of knockback not travelled "
            "= 9 damage.") in line, line
    assert character(grid, kit).state["torso"] == torso - 3 - 9  # 9×2×10%×2 = 3, then the wall's 9


def test_out_of_a_fight_a_concealed_katana_is_drawn_at_once(grid):
    # "to draw a concealed katana takes up a round of combat": out of a fight there is no round to
    # lose, and no round's end would ever come to finish the draw
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}], speed=6)
    z1 = add(grid, "Z1", "zombie", speed=2, max_hp=12)
    grid.battle_map.set_size(6, 4)
    grid.battle_map.place({ann: (1, 1), z1: (2, 0)})
    draw = RollRequest("draw", ann, {})
    assert [c.label for c in grid.rolls.odds(draw)] == ["Drawn at once (no fight running)"]
    count = len(grid.campaign.events())
    assert grid.rolls.roll(draw) is not None
    assert len(grid.campaign.events()) == count + 1
    assert "drawn at once, no fight is running" in last_line(grid)
    state = character(grid, ann).state
    assert state["drawn"] == [0] and not state.get("drawing")
    assert len(grid.battle_map.passing_attacks(ann, PATH).hits) == 1  # it strikes in passing at once
    grid.campaign.undo()
    assert character(grid, ann).state.get("drawn", []) == []


def test_one_outside_the_running_fight_draws_at_once_too(grid):
    # the fight's round's end passes by one who is not in it: no round of combat is taken up
    ann = add(grid, "Ann", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}])
    ben = add(grid, "Ben", starting_item="vest", weapons=[{"weapon": "katana", "concealed": True}])
    z1 = add(grid, "Z1", "zombie", max_hp=12)
    assert grid.initiative.start([ben, z1], name="Mall")
    assert grid.rolls.roll(RollRequest("draw", ann, {})) is not None
    assert character(grid, ann).state["drawn"] == [0]
    assert [c.label for c in grid.rolls.odds(RollRequest("draw", ben, {}))] == ["Drawn by the next round"]
    assert grid.rolls.roll(RollRequest("draw", ben, {})) is not None
    assert character(grid, ben).state["drawing"] == [0]


def test_a_blow_dealt_before_the_fight_is_in_no_round_of_it_a_sprint_in_round_1_gives_1_back(grid):
    # the demo's Kit shot a zombie in its session, then sprinted 2 in round 1 of a new fight:
    # "fulfilling one of the non-zero stamina criteria replenishes one stamina" -- Kit +1
    kit = add(grid, "Kit", starting_item="katana", stamina=4, speed=5)
    zed = add(grid, "Zed", "zombie", max_hp=30)
    assert grid.characters.damage(zed, {"weapon": "katana", "attacker_strength": 2, "part": "torso"}, actor_id=kit)
    assert character(grid, kit).state["fought"] is True  # dealt outside any fight
    assert grid.initiative.start([kit, zed], name="Mall")
    assert character(grid, kit).state["fought"] is False  # round 1 starts afresh
    grid.campaign.undo()
    assert character(grid, kit).state["fought"] is True  # the start's undo gives the mark back
    assert grid.initiative.start([kit, zed], name="Mall")
    grid.battle_map.set_size(8, 4)
    grid.battle_map.place({kit: (0, 0), zed: (7, 3)})
    assert grid.battle_map.move(kit, [(0, 0), (1, 0), (2, 0)])
    assert character(grid, kit).state["stamina"] == 2
    assert grid.initiative.end_round()
    assert character(grid, kit).state["stamina"] == 3
    assert "Kit: Stamina +1: sprinted, did not fight in melee." in last_line(grid)


def test_a_rest_held_back_by_the_stamina_stat_says_so(grid):
    # Kit at 3 of 4 did nothing in a round: "+1: neither sprinted nor fought in melee" read as a wrong
    # number beside the text's "you gain two stamina"; the stat held the second point back
    kit = add(grid, "Kit", starting_item="katana", stamina=4, speed=5)
    zed = add(grid, "Zed", "zombie", max_hp=30)
    assert grid.initiative.start([kit, zed], name="Mall")
    grid.battle_map.set_size(8, 4)
    grid.battle_map.place({kit: (0, 0), zed: (7, 3)})
    assert grid.battle_map.move(kit, [(0, 0), (1, 0), (2, 0)])  # a sprint of 2: 4 → 2
    assert grid.initiative.end_round()  # +1 for the sprint: 3 of 4
    assert character(grid, kit).state["stamina"] == 3
    assert grid.initiative.end_round()  # a round of rest at 3 of 4
    assert character(grid, kit).state["stamina"] == 4
    assert "Kit: Stamina +1: neither sprinted nor fought in melee, up to its most, 4." in last_line(grid)


def test_a_fight_ended_mid_round_leaves_no_mark_for_the_next_one(grid):
    kit = add(grid, "Kit", starting_item="katana", stamina=4)
    zed = add(grid, "Zed", "zombie", max_hp=30)
    assert grid.initiative.start([kit, zed], name="Mall")
    assert grid.characters.damage(zed, {"weapon": "katana", "attacker_strength": 2, "part": "torso"}, actor_id=kit)
    assert grid.initiative.end()
    assert character(grid, kit).state["fought"] is False


def test_first_aid_cut_by_the_text_s_cap_says_the_cap(grid):
    # "your limbs cannot be restored by any more than half of their hitpoints via first-aid": Ann's
    # arm (6 HP, so 3 by first aid in total) had 2 back; a d2 rolling 2 restores 1, and says why
    from app.services.logtext import render, render_event

    ann = add(grid, "Ann", max_hp=8)
    assert grid.characters.damage(ann, {"amount": 5, "part": "left_arm", "bullet": True})
    first = {"kind": "first_aid", "part": "left_arm", "first_aid": 0, "own_supplies": False}
    assert grid.characters.heal(ann, first, faces="2")
    said = last_line(grid)
    assert "It restores 2 and stops the bleeding." in said and "at most half" not in said  # not cut
    odds = [render(line.text, dict(line.args), "rules")
            for line in grid.characters.preview(ann, first, heal=True).lines]  # the dialog's preview
    assert odds[-2:] == ["1 in 2: restores 1.",
                        "First aid restores at most half a limb's maximum in total: 3 of 6, 2 of them before."]
    assert grid.characters.heal(ann, first, faces="2")
    said = last_line(grid)
    assert "It restores 1." in said
    assert "First aid restores at most half a limb's maximum in total: 3 of 6, 2 of them before." in said
    assert "d2 rolled 2: restores 1 HP (first aid at most ⌊6 / 2⌋ = 3 in total, 2 before)" in said
    from ui.i18n import set_language

    words = {}
    try:
        for language in ("es", "ru"):
            set_language(language)
            words[language] = render_event(grid.campaign.events()[-1])
    finally:
        set_language("en")
    assert ("Los primeros auxilios restauran en total como mucho la mitad del máximo de una extremidad: "
            "3 de 6, 2 de ellos antes.") in words["es"]
    assert "d2 sacó 2: recupera 1 PV (primeros auxilios: como mucho ⌊6 / 2⌋ = 3 en total, 2 antes)" in words["es"]
    assert "Первая помощь восстанавливает конечности всего не больше половины максимума: 3 из 6, из них 2 раньше." in (
        words["ru"])
