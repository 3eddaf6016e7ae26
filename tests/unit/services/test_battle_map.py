"""The battle map's service: kept in the campaign's state, every change a command (undoable, one
log line), moves at the text's cost and refused beyond reach with the reason."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice, TypedDice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.initiative import StartEncounter
from app.services.logtext import render_event
from tests.stores import campaign_target


def grenades(services, cid):
    """The grenades the ammunition dock shows the character carrying."""
    return next(v.stock.count for v in services.ammo.stocks(cid) if v.stock.key == "grenades")


@pytest.fixture
def grid_campaign(tmp_path, qapp):
    opened = []

    def make(ruleset="gridlimbs"):
        path = campaign_target(tmp_path, f"{ruleset}.deadwatch")
        create_campaign(str(path), "Map", ruleset, None).engine.dispose()
        services = open_services(str(path), Dice(seed=3))
        opened.append(services)
        return services

    yield make
    for services in opened:
        services.close()


def add(services, name, kind="pc", **sheet):
    rules = services.ruleset
    event = services.campaign.execute(CreateCharacter(name, kind, {**rules.new_sheet(), **sheet}))
    return int(event.changes[0]["id"])


def last_line(services):
    """The newest log line with the rule lines under it, as the log shows them."""
    return render_event(services.campaign.events()[-1])


def character(services, cid):
    with services.campaign._session() as s:
        from app.store.models import Character

        return s.get(Character, cid)


def test_a_ruleset_without_a_grid_offers_no_map(grid_campaign):
    services = grid_campaign("twdu")
    assert not services.battle_map.available()
    assert not services.battle_map.set_size(8, 6)
    assert services.battle_map.battle_map() is None


def test_the_map_is_kept_in_the_campaign_and_every_change_is_undoable(grid_campaign, tmp_path):
    services = grid_campaign()
    ana = add(services, "Ana")
    assert services.battle_map.set_size(8, 6)
    assert last_line(services) == "Battle map: 8×6 tiles"
    assert services.battle_map.paint([(3, 0), (3, 1)], "wall")
    assert last_line(services) == "Map: D1 (2 tiles) set to Wall"
    assert services.battle_map.place({ana: (0, 0)})
    assert last_line(services) == "Ana placed on the map"
    battle_map = services.battle_map.battle_map()
    assert (battle_map.width, battle_map.height) == (8, 6)
    assert battle_map.kind((3, 1)) == "wall" and battle_map.tokens == {ana: (0, 0)}
    # a token cannot stand on a wall; nothing changes
    assert not services.battle_map.place({ana: (3, 0)})
    assert services.battle_map.battle_map().tokens == {ana: (0, 0)}
    services.campaign.undo()
    assert services.battle_map.battle_map().tokens == {}
    services.campaign.undo()
    assert services.battle_map.battle_map().kind((3, 1)) == "floor"
    # read again from the file by another opening of the campaign
    services.campaign.redo()
    again = open_services(str(services.campaign.store.path or services.campaign.store.url))
    try:
        assert again.battle_map.battle_map().kind((3, 0)) == "wall"
    finally:
        again.close()


def fight(services, *ids):
    services.campaign.execute(StartEncounter(list(ids)))


def test_a_move_in_a_fight_walks_then_sprints_and_is_refused_beyond_reach(grid_campaign):
    services = grid_campaign()
    ana = add(services, "Ana", speed=10, stamina=3)  # walk 2, sprint 10
    zed = add(services, "Zombie 1", "zombie")
    services.battle_map.set_size(12, 8)
    services.battle_map.place({ana: (0, 0), zed: (11, 7)})
    fight(services, ana, zed)
    plan = services.battle_map.plan(ana, [(0, 0), (1, 1)])
    assert plan.allowed and plan.mode == "walk" and plan.cost == 1.5
    assert services.battle_map.move(ana, [(0, 0), (1, 1)])
    assert last_line(services) == "Ana moves A1 → B2 — Walks 1.5 tiles (1.5 of 2 this turn)."
    # the next step takes the round's movement past the walk: a sprint of the whole 2.5
    plan = services.battle_map.plan(ana, [(1, 1), (2, 1)])
    assert plan.mode == "sprint" and plan.stamina == 2.5
    assert services.battle_map.move(ana, [(1, 1), (2, 1)])
    assert character(services, ana).state["stamina"] == 1  # 3 − 2.5 = 0.5, kept as a half point
    assert character(services, ana).state["stamina_half"] == 1
    # one more tile costs 1 stamina: only a half point is left
    refused = []
    services.battle_map.failed.connect(lambda ctx, msg: refused.append(msg))
    assert not services.battle_map.move(ana, [(2, 1), (3, 1)])
    assert refused == ["Not enough stamina: this sprint costs 1, 0.5 left; "
                       "a round without a sprint or a fight gives back 2 (1 at 0)."]
    assert services.battle_map.battle_map().tokens[ana] == (2, 1)
    # undo takes the sprint back: the token and the stamina
    services.campaign.undo()
    assert services.battle_map.battle_map().tokens[ana] == (1, 1)
    assert character(services, ana).state["stamina"] == 3


def test_a_grenade_from_the_map_hits_everyone_inside_moves_them_and_is_one_undoable_line(grid_campaign):
    services = grid_campaign()
    services.campaign.dice = TypedDice([1, 6])  # radius 10, damage 15
    ana = add(services, "Ana", strength=4, starting_item="grenades", max_hp=20)
    zed = add(services, "Zombie 1", "zombie", max_hp=30)
    far = add(services, "Zombie 2", "zombie", max_hp=30)
    services.battle_map.set_size(20, 3)
    services.battle_map.place({ana: (0, 1), zed: (4, 1), far: (19, 1)})
    assert services.battle_map.throw_grenade(ana, (3, 1))
    event = services.campaign.events()[-1]
    assert render_event(event).startswith("Ana throws a grenade at D2 — Blast radius 10 tiles, 15 damage.")
    zombie = character(services, zed)
    assert zombie.state["torso"] == 15  # 30 − 15
    assert character(services, ana).state["torso"] == 1  # in the blast too: 20 − 15 − 4 against the edge
    assert grenades(services, ana) == 1
    tokens = services.battle_map.battle_map().tokens
    assert tokens == {ana: (0, 1), zed: (5, 1), far: (19, 1)}  # Ana against the map's edge
    assert ("Flung against an obstacle: the attacker's Strength 4 × 1 tile of knockback not travelled = 4 damage."
            in render_event(event))
    services.campaign.undo()
    assert character(services, zed).state["torso"] == 30
    assert services.battle_map.battle_map().tokens[zed] == (4, 1)
    assert grenades(services, ana) == 2


def test_the_players_see_the_map_only_when_the_gm_shows_it_and_never_a_hidden_token(grid_campaign):
    services = grid_campaign()
    ana = add(services, "Ana")
    seen = add(services, "Zombie 1", "zombie")
    unseen = add(services, "Lurker", "npc")
    services.battle_map.set_size(6, 4)
    services.battle_map.paint([(2, 2)], "f")
    services.battle_map.place({ana: (0, 0), seen: (3, 0), unseen: (5, 3)})
    services.player_view.set_reveal(seen, name=True)
    assert services.battle_map.players_map() is None  # the GM has not shown it
    assert services.battle_map.show_to_players(True)
    assert render_event(services.campaign.events()[-1]) == "The players' display shows the map"
    battle_map, tokens = services.battle_map.players_map(acting=ana)
    assert battle_map.tokens == {ana: (0, 0), seen: (3, 0)} and battle_map.kind((2, 2)) == "f"
    assert tokens[ana].acting and tokens[seen].name == "Zombie 1"
    # a combatant kept from the players is left out too
    assert services.battle_map.players_map(hidden=[seen])[0].tokens == {ana: (0, 0)}
    services.campaign.undo()
    assert services.battle_map.players_map() is None


def test_an_smg_spray_from_the_map_hits_everyone_within_accuracy_and_spends_the_bullets(grid_campaign):
    services = grid_campaign()
    services.campaign.dice = TypedDice([50, 50])  # the point-blank bullets' d100s: the torso
    ana = add(services, "Ana", accuracy=2, starting_item="clips", weapons=[{"weapon": "smg"}])
    near = add(services, "Zombie 1", "zombie", max_hp=40)
    two = add(services, "Zombie 2", "zombie", max_hp=40)
    far = add(services, "Zombie 3", "zombie", max_hp=40)
    services.battle_map.set_size(8, 3)
    services.battle_map.place({ana: (0, 1), near: (1, 1), two: (2, 1), far: (3, 1)})
    assert services.battle_map.spray_targets(ana) == [near, two]
    loaded = character(services, ana).state["guns"][0]["loaded"]
    assert services.battle_map.spray(ana)
    event = services.campaign.events()[-1]
    assert render_event(event).startswith("Ana sprays the SMG — SMG spray: 4 bullets at 2 targets.")
    assert event.kind == "damage_blast"
    assert character(services, near).state["torso"] == 40 - 9 - 9
    assert character(services, two).state["torso"] == 40 - 9 - 9
    assert character(services, far).state["torso"] == 40
    assert character(services, ana).state["guns"][0]["loaded"] == loaded - 4
    services.campaign.undo()
    assert character(services, near).state["torso"] == 40
    assert character(services, ana).state["guns"][0]["loaded"] == loaded


def test_extras_gone_with_their_fight_leave_the_map_and_a_new_round_gives_a_new_walk(grid_campaign):
    services = grid_campaign()
    ana = add(services, "Ana", speed=10, stamina=5)  # walk 2
    services.battle_map.set_size(8, 3)
    services.battle_map.place({ana: (0, 1)})
    fight(services, ana)
    assert services.initiative.add_extras("Walker", 2)
    assert services.battle_map.place()  # the extras on the first free tiles
    walkers = [c for c in services.battle_map.battle_map().tokens if c != ana]
    assert len(walkers) == 2
    assert services.battle_map.move(ana, [(0, 1), (1, 1), (2, 1)])  # the whole walk of 2
    assert services.battle_map.plan(ana, [(2, 1), (3, 1)]).mode == "sprint"
    assert services.initiative.end_round()
    assert services.battle_map.plan(ana, [(2, 1), (3, 1)]).mode == "walk"  # round 2: a fresh walk
    assert services.initiative.end()
    assert list(services.battle_map.battle_map().tokens) == [ana]
    # their tiles are free again
    free = services.battle_map.battle_map().free_tiles(services.battle_map.grid().kinds())
    assert (0, 0) in free and (1, 0) in free
    assert services.battle_map.move(ana, [(2, 1), (1, 0), (0, 0)])


def test_bad_map_input_is_refused_with_a_message_and_changes_nothing(grid_campaign):
    services = grid_campaign()
    ana = add(services, "Ana")
    refused = []
    services.battle_map.failed.connect(lambda ctx, msg: refused.append(msg))
    assert not services.battle_map.paint([(0, 0)], "wall")
    assert not services.battle_map.set_size(1, 80)
    assert services.battle_map.set_size(4, 4)
    events = len(services.campaign.events())
    assert not services.battle_map.paint([(0, 0)], "lava")
    assert not services.battle_map.paint([(9, 9)], "wall")
    assert not services.battle_map.place({ana: (7, 7)})
    assert not services.battle_map.move(ana, [(0, 0), (1, 0)])
    assert refused == [
        "Set the map's size first.",
        "A map is 2 to 60 tiles wide and high.",
        "Unknown kind of tile.",
        "That tile is off the map.",
        "Ana cannot stand on H8.",
        "That character has no token on the map.",
    ]
    assert len(services.campaign.events()) == events
    assert services.battle_map.battle_map().cells == {} and services.battle_map.battle_map().tokens == {}


def test_showing_an_npc_in_the_fight_list_puts_its_token_on_the_players_map(grid_campaign):
    """One reveal: V in the fight list shows (or hides) the NPC on the map, the phones and the roster
    as "Players see…" in the roster does — not a fight-only mark the map ignores."""
    services = grid_campaign()
    ana = add(services, "Ana")
    lurker = add(services, "Lurker", "npc")
    services.battle_map.set_size(6, 4)
    services.battle_map.place({ana: (0, 0), lurker: (5, 3)})
    assert services.battle_map.show_to_players(True)
    assert services.initiative.start([ana, lurker])
    row = next(r for r in services.initiative.view().combatants if r.character_id == lurker)
    assert row.state.get("hidden") and lurker not in services.battle_map.players_map()[0].tokens
    before = len(services.campaign.events())
    assert services.initiative.mark(int(row.id), "hidden")  # V: shown to the players
    assert len(services.campaign.events()) == before + 1
    assert last_line(services) == "Lurker is shown to the players"
    assert services.battle_map.players_map()[0].tokens == {ana: (0, 0), lurker: (5, 3)}
    from app.services.player_view import build_view

    assert "Lurker" in [e["name"] for e in build_view(services)["order"]]
    assert character(services, lurker).revealed  # the roster says the same
    assert services.initiative.mark(int(row.id), "hidden")  # V again: hidden everywhere
    assert lurker not in services.battle_map.players_map()[0].tokens
    assert not character(services, lurker).revealed
    assert services.campaign.undo()  # shown again, on the map too
    assert services.battle_map.players_map()[0].tokens == {ana: (0, 0), lurker: (5, 3)}
    assert services.campaign.undo()
    assert lurker not in services.battle_map.players_map()[0].tokens
    assert not character(services, lurker).revealed
