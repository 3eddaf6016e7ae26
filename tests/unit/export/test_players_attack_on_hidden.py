"""A player character's attack on a hidden zombie, in the players' copy (every format, no secrets).

All Flesh: Dana's shot at the hidden Shambler read "Dana Cruz rolls Attack (…)" in every format, her
result, her dice and her ammunition gone, and the JSON's name of the line for Edit → Undo held
"{outcome} — {spent}" as written.  The grid game's "Kit rolls Shot: … — Pistol: {outcome}" too.  Now
her side is whole (her total, her level, her die, her rounds) and the zombie's dodge is not there (its
name, its total, its die); no template field reaches any format."""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest
from tests.unit.export.pdftext import text_of

MARKER = re.compile(r"\{\w+(\|[^{}]*)?\}")
GRID_SHOT = {"weapon": "pistol", "hand": "right", "distance": 3, "diagonal": False, "aim": "", "shooter_moved": False,
             "targets": 1, "target_moved": 0, "blocked": False}


def _attack(tmp_path, ruleset, preset, shooter, zombie, kind, inputs, faces):
    services = open_services(str(build_demo(tmp_path / f"{ruleset}.deadwatch", ruleset, preset)), Dice(seed=5))
    services.campaign.start_session("Night")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([ids[shooter], ids[zombie]])
    assert services.rolls.roll(RollRequest(kind, ids[shooter], inputs, ids[zombie]), faces) is not None
    return services


def _exports(services, tmp_path):
    out = {}
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language="en"), key, target)
        out[key] = " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())
    return out


@pytest.fixture
def dana_shoots(tmp_path, qapp):
    # her d10 8 + Dexterity 3 + Guns 3 = 14; the Shambler's dodge: d10 6 + 1 = 7
    services = _attack(tmp_path, "afmbe", "norms", "Dana Cruz", "Shambler", "attack",
                       {"skill": "0", "weapon": "0", "defence": "dodge"}, "8 6")
    yield services
    services.close()


def test_dana_keeps_her_result_her_die_and_her_rounds_and_the_zombies_dodge_is_left_out(dana_shoots, tmp_path):
    gm = tmp_path / "gm.md"
    export_log(dana_shoots.campaign.engine, ExportOptions(language="en", secrets=True), "md", gm)
    assert "against dodge 7" in gm.read_text("utf-8")  # the GM's copy: both sides
    for key, text in _exports(dana_shoots, tmp_path).items():
        assert not MARKER.search(text), f"{key} holds {MARKER.search(text)[0]!r}"
        assert "Shambler" not in text and "dodge 7" not in text and "Failure" not in text, key
        if key != "json":
            assert "Total 14 against 9: hit, Good" in text, f"{key} lost Dana's result"
            assert "5 → 4 Ammo Points" in text, f"{key} lost the ammunition she spent"
        if key in ("md", "txt", "html", "bbcode"):
            assert "d10 8" in text and "d10 6" not in text, key
    events = json.loads((tmp_path / "players.json").read_text("utf-8"))["sessions"][-1]["events"]
    shot = next(e for e in events if e["actor"] == "Dana Cruz" and e["round"] == 1)
    assert shot["faces"] == [[10, 8]]
    # its name for Edit → Undo says her side as her line does
    label = shot["payload"]["label"]
    assert label.endswith(": Total 14 against 9: hit, Good — 5 → 4 Ammo Points"), label


def test_kits_shot_at_a_hidden_zombie_names_what_came_of_it_in_the_undo_name(tmp_path, qapp):
    services = _attack(tmp_path, "gridlimbs", None, "Kit", "Shambler 1", "shot", GRID_SHOT, "5")
    try:
        texts = _exports(services, tmp_path)
    finally:
        services.close()
    for key, text in texts.items():
        assert not MARKER.search(text), f"{key} holds {MARKER.search(text)[0]!r}"
        assert "Shambler" not in text, key
    events = json.loads((tmp_path / "players.json").read_text("utf-8"))["sessions"][-1]["events"]
    label = next(e for e in events if e["actor"] == "Kit" and e["round"] == 1)["payload"]["label"]
    assert label.startswith("Kit rolls Shot: d(Accuracy) — Pistol: hit, ") and "damage offered" in label, label


def test_a_dodge_that_held_reads_from_the_attackers_side_and_her_exploding_die_stays_hers():
    from app.rules.afmbe.attack_rolls import HELD_ABOVE
    from app.rules.afmbe.told_alone import told_alone
    from app.services.logtext import render_value

    result = {"t": HELD_ABOVE, "ctx": "rules", "args": {"verdict": {"t": "Dodged"}, "defence_name": {"t": "dodge"},
              "defence": 16, "defence_level": {"t": "Good"}, "total": 12, "level": {"t": "Decent"}, "rule": {"t": "x"}}}
    # unisystem: her 10, 10, 7 (a 10 rolls again while it comes up 10), then his 8
    told = told_alone(result, [["hers"], ["his"]], [[10, 10], [10, 10], [10, 7], [10, 8]], {}, "unisystem")
    assert told is not None
    said, dice, faces = told
    assert render_value(said, lambda ctx, text: text) == "Dodged: attack 12, Decent"
    assert dice == [["hers"]] and faces == [[10, 10], [10, 10], [10, 7]]


@pytest.fixture
def vic_hits_dana(tmp_path, qapp):
    """Spanish All Flesh: the hidden Celador Vic punches Dana (d10 9 + 2 = 11 against her dodge, d10 2
    + 5 = 7), then his damage die from the table, d4 3 × his Strength 3 = 9 − 2 armour: 7 to her."""
    path = build_demo(tmp_path / "afmbe-es.deadwatch", "afmbe", "norms", language="es")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("Noche")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([ids["Dana Cruz"], ids["Celador Vic"]])
    punch = services.rolls.roll(RollRequest("attack", ids["Celador Vic"], {"attribute": "dex", "weapon": "unarmed"},
                                            ids["Dana Cruz"]), "9 2")
    assert punch is not None and punch.result.damage
    assert services.characters.damage(ids["Dana Cruz"], punch.result.damage[0].request, actor_id=ids["Celador Vic"],
                                      faces="3", of_roll=punch.event_id, hit=0)
    yield services
    services.close()


def test_the_hidden_attackers_damage_die_is_not_in_the_players_copy_the_damage_she_took_is(vic_hits_dana, tmp_path):
    services = vic_hits_dana
    gm = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(language="es", secrets=True), "md", gm)
    assert "dados d4: 3" in gm.read_text("utf-8")  # the GM's copy: his die
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players-es{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language="es"), key, target)
        text = " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())
        assert "Celador Vic" not in text, key
        assert "Daño a Dana Cruz: 7" in text and "30 → 23" in text, f"{key} lost the damage Dana took"
        assert "d4" not in text, f"{key} holds the hidden attacker's damage die"
    events = json.loads((tmp_path / "players-es.json").read_text("utf-8"))["sessions"][-1]["events"]
    damage = next(e for e in events if e["kind"] == "damage")
    assert damage["faces"] == [] and damage["dice"] == ""


def test_her_failed_dodge_against_the_hidden_attacker_stays_hers(vic_hits_dana, tmp_path):
    """Issue 44: Dana's dodge (d10 2, total 7) against the hidden Vic's punch was dropped with his roll;
    the README: the player's side of an opposed roll stays.  His attack, his die, his total do not."""
    for key, text in _exports_in(vic_hits_dana, tmp_path, "es").items():
        assert "Celador Vic" not in text and "ataque 11" not in text and "d10 9" not in text, key
        assert "Dana Cruz: Ataque (esquiva o parada): Impacto: esquiva 7, Fracaso" in text, f"{key} lost her dodge"
        if key in ("md", "txt", "html", "bbcode"):
            assert "d10 2" in text and "total 7" in text, f"{key} lost her die"
    events = json.loads((tmp_path / "players.json").read_text("utf-8"))["sessions"][-1]["events"]
    dodge = next(e for e in events if e["kind"] == "roll")
    assert dodge["actor"] == "Dana Cruz" and dodge["faces"] == [[10, 2]]
    assert "Celador Vic" not in json.dumps(dodge, ensure_ascii=False) and "memo" not in dodge["payload"]


def test_bens_winning_dice_in_the_hidden_walkers_duel_stay_his(tmp_path, qapp):
    """Issue 44 (ru twdu): the hidden walker's duel that Ben won was dropped whole; his side stays."""
    path = build_demo(tmp_path / "twdu-ru.deadwatch", "twdu", language="ru")
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("Ночь")
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start([ids["Ben Okafor"], ids["Ходячий"]])
        # the walker: base dice 5 3 6 3 6 (2 successes); Ben: 6 6 5 1 4 2 6 (3)
        assert services.rolls.roll(RollRequest("duel", ids["Ходячий"], {}, ids["Ben Okafor"])) is not None
        texts = _exports_in(services, tmp_path, "ru")
    finally:
        services.close()
    for key, text in texts.items():
        assert "Ходячий" not in text and "5 3 6 3 6" not in text and "2 против 3" not in text, key
        assert "Ben Okafor: Дуэль: Побеждает в дуэли" in text, f"{key} lost Ben's side of the duel"
        if key in ("md", "txt", "html", "bbcode"):
            assert "базовые кубики 6 6 5 1 4 2 6" in text, f"{key} lost Ben's dice"


def _exports_in(services, tmp_path, language):
    out = {}
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language=language), key, target)
        out[key] = " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())
    return out
