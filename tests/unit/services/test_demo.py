"""Every ruleset has a demo campaign: a party, NPCs or zombies, and a short session in its log."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event

DEMOS = [("twdu", None), ("afmbe", "norms"), ("afmbe", "unisystem"), ("d10under", None), ("gridlimbs", None)]


@pytest.mark.parametrize(("ruleset", "preset"), DEMOS)
def test_demo_has_a_party_foes_and_a_played_session(tmp_path, qapp, ruleset, preset):
    path = build_demo(tmp_path / "demo.deadwatch", ruleset, preset)
    services = open_services(str(path), Dice(seed=1))
    try:
        assert services.ruleset.id == ruleset and services.ruleset.preset == preset
        kinds = [c.kind for c in services.characters.characters()]
        assert kinds.count("pc") >= 2 and {"npc", "zombie"} & set(kinds)
        lines = [render_event(e) for e in services.campaign.events()]
        assert lines[0] == "Session 1 started" and lines[-1] == "Session 1 ended"
        assert sum(line.startswith("Damage to ") for line in lines) >= 2
        assert any(" healed" in line or " heals " in line for line in lines)  # a healer named: "Ben heals Mia"
        hurt = [
            c
            for c in services.characters.characters()
            if services.ruleset.track_values(c.sheet, c.state)
            != services.ruleset.track_values(c.sheet, services.ruleset.initial_state(c.sheet))
        ]
        assert hurt, "the played session left someone hurt"
    finally:
        services.close()


def test_the_grid_demo_has_its_map_drawn_with_the_text_s_symbols(tmp_path, qapp):
    path = build_demo(tmp_path / "demo.deadwatch", "gridlimbs")
    services = open_services(str(path), Dice(seed=1))
    try:
        battle_map = services.battle_map.battle_map()
        assert (battle_map.width, battle_map.height) == (14, 8)
        assert battle_map.kind((0, 0)) == "wall" and battle_map.kind((8, 2)) == "window"
        assert battle_map.kind((2, 2)) == "f" and battle_map.kind((1, 5)) == "C" and battle_map.kind((5, 5)) == "c"
        assert battle_map.kind((10, 0)) == "grass" and battle_map.kind((4, 3)) == "floor"
        names = {c.id: c.name for c in services.characters.characters()}
        assert {names[c]: t for c, t in battle_map.tokens.items()}["Shambler 2"] == (11, 5)
        assert len(battle_map.tokens) == 4
    finally:
        services.close()


def test_the_grid_demo_credits_kit_with_the_shambler_she_kills(tmp_path, qapp):
    # "Each zombie killed is worth one point."  The demo's script has Kit kill Shambler 2 ("by":
    # "Kit"); the old demo named the killer only as words, so the score stayed 0 and no kill was logged.
    path = build_demo(tmp_path / "demo.deadwatch", "gridlimbs")
    services = open_services(str(path), Dice(seed=1))
    try:
        rows = {c.name: c for c in services.characters.characters()}
        assert services.ruleset.is_dead(rows["Shambler 2"].sheet, rows["Shambler 2"].state)
        assert rows["Kit"].state.get("score") == 1 and rows["Kit"].state.get("kills") == 1
        text = "\n".join(render_event(e) for e in services.campaign.events())
        assert "Kit: 1 zombie killed: score 1." in text, text
        # starting items and creation points are the players' ("Character Creation"): a zombie has
        # no gear, no gun, no budget; the ammunition dock lists nothing for it and its fire is refused
        shambler, rules = rows["Shambler 1"], services.ruleset
        assert shambler.sheet["starting_item"] == "none" and rows["Kit"].sheet["starting_item"] == "pistol"
        assert rules.budget(shambler.sheet, "zombie") == [] and rules.budget(rows["Kit"].sheet, "pc")
        assert rules.new_sheet("zombie")["starting_item"] == "none"
        assert rules.new_sheet("pc")["starting_item"] == "pistol"
        assert services.ammo.stocks(shambler.id) == [] and services.ammo.stocks(rows["Kit"].id)
        refused = services.ammo.kind_refusal(shambler.id)
        assert refused is not None and "zombie carries no gun" in refused.message
        assert services.ammo.kind_refusal(rows["Kit"].id) is None
        assert not services.ammo.fire(shambler.id, "gun1")
    finally:
        services.close()
