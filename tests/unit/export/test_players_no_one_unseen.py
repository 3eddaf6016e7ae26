"""The players' copy names no hidden fighter, not even as "someone unseen" (issue #44).

A d10 roll-under evening in Russian: the hidden Зомби 2 joins the fight, a melee group Vera and
Gleb against him (table dice 3 5 2 4 1 6 8: he wins and hits Vera), Vera's shot at him with the
critical applied.  The players' copy held «Группы рукопашной: Vera, Gleb и кто-то невидимый
дерутся», «кто-то невидимый: победа в схватке», «а кто-то невидимый: выпало 6», «цель — кто-то
невидимый» and his health («Урон — кто-то невидимый: Здоровье 60 − урон 50 = 10»).  And a grid
evening in Spanish: «Lía: Golpe cuerpo a cuerpo … (Katana) contra alguien oculto» and «Daño a
alguien oculto».  Now his own doings are out, what they did to Vera is said as her damage, and
Vera's shot and Lía's blow are said against no one, in every format and language the export offers.
"""

from __future__ import annotations

import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.cli import main as export_main
from app.export.language import LANGUAGES, translator_for
from app.export.unseen import DAMAGED, OBJECT, SUBJECT
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.demo import build_demo
from app.services.player_links import own_view, shared_view
from app.services.rolls import RollRequest
from tests.unit.export.pdftext import text_of

ZOMBIE = "Зомби 2"
WALKER = "Zombi 1"


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _read(path) -> str:
    return _flat(text_of(path) if path.suffix == ".pdf" else path.read_text("utf-8"))


def _unseen_words(language: str) -> list[str]:
    tr = translator_for(language)
    return [tr(ctx, word) for ctx, word in (SUBJECT, OBJECT, DAMAGED)]


def _gm_lines(services, tmp_path, language):
    target = tmp_path / f"gm-{language}.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, language=language), "json", target)
    return [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]


@pytest.fixture
def d10_night(tmp_path, qapp):
    """The d10 demo in Russian: the hidden Зомби 2 in the fight, a melee group he wins, Vera's
    critical shot at him the next round applied."""
    path = build_demo(tmp_path / "d10.deadwatch", "d10under", language="ru")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("Ночь")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert not services.characters.character(ids[ZOMBIE]).revealed
    assert services.initiative.start([ids["Vera"], ids["Gleb"], ids[ZOMBIE]])
    assert services.melee.set_groups([([ids["Vera"], ids["Gleb"]], [ids[ZOMBIE]])])
    assert services.melee.exchange(0, faces="3 5 2 4 1 6 8")  # his 6 beats Vera's 5: he hits her
    assert services.initiative.end_round()  # one action a turn: her shot is the next round's
    weapon = next(w["name"] for w in services.characters.character(ids["Vera"]).sheet["weapons"]
                  if w.get("kind") == "ranged")
    rolled = services.rolls.roll(RollRequest("shot", ids["Vera"], {"weapon": weapon}, ids[ZOMBIE]), "1")
    assert rolled is not None and rolled.result.damage
    with services.campaign.following(rolled.event_id):  # the critical applied from the dice dock
        assert services.characters.damage(ids[ZOMBIE], dict(rolled.result.damage[0].request))
    yield services, ids, tmp_path
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_the_d10_evening_names_no_one_unseen_in_any_format(d10_night, key, language):
    services, _ids, tmp_path = d10_night
    gm = _gm_lines(services, tmp_path, language)
    shot = next(e for e in gm if e["actor"] == "Vera" and e["target"] == ZOMBIE)
    hurt = next(e for e in gm if e["kind"] == "damage" and e["target"] == ZOMBIE)
    target = tmp_path / f"night-{language}{FORMATS[key].suffix}"
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    text = _read(target)
    assert ZOMBIE not in text, key
    for word in _unseen_words(language):
        assert word not in text, f"{key} ({language}) says {word!r}"
    # his health is not theirs: neither the 60 − 50 nor the 10 → 0
    health = hurt["args"]["arithmetic"]["args"]
    assert f"{health['before']} − " not in text and f"→ {health['after']}." not in text, key
    # Vera's shot is theirs, at no one: its result stays
    result = _flat(shot["line"].split(": ", 1)[1].split(" (")[0])
    assert result in text, (key, result)
    # what his win did to Vera is said as her damage, without him: 120 → 105
    assert "120 → 105" in text, key


def test_the_players_json_says_veras_shot_at_no_one_and_the_exchange_as_her_damage(d10_night):
    services, ids, tmp_path = d10_night
    target = tmp_path / "players.json"
    export_log(services.campaign.engine, ExportOptions(language="ru"), "json", target)
    events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
    night = events[[e["kind"] for e in events].index("encounter"):]
    assert [e["kind"] for e in night] == ["encounter", "damage_melee", "round", "ammo"]  # her shot next round
    assert night[0]["line"].endswith(": Vera, Gleb")  # no «Группы рукопашной: Vera, Gleb и …» line
    exchange, shot = night[1], night[3]
    assert exchange["line"].startswith("Урон — Vera: ") and exchange["faces"] == []  # not his 6
    assert len(exchange["payload"]["fighters"]) == 2 and "label" not in exchange["payload"]  # Vera, Gleb
    assert (shot["actor"], shot["target"]) == ("Vera", "")
    assert shot["line"].startswith("Vera: Выстрел (Восприятие)") and "цель" not in shot["line"]
    assert shot["payload"]["request"]["opponent_id"] is None
    # the projector and the phones carry no line of the log, nor his name
    for page in (shared_view(services), own_view(services, ids["Vera"])):
        shown = json.dumps(page, ensure_ascii=False)
        assert ZOMBIE not in shown and "невидим" not in shown


def test_an_exchange_he_lost_is_won_by_vera_and_gleb_alone_without_his_die(tmp_path, qapp):
    path = build_demo(tmp_path / "d10.deadwatch", "d10under", language="ru")
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("Ночь")
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start([ids["Vera"], ids["Gleb"], ids[ZOMBIE]])
        assert services.melee.set_groups([([ids["Vera"], ids["Gleb"]], [ids[ZOMBIE]])])
        assert services.melee.exchange(0, faces="3 5 9 4 1 2")  # Vera's 9 beats his 2
        gm = _gm_lines(services, tmp_path, "ru")[-1]
        assert ZOMBIE in gm["line"] and len(gm["faces"]) == 6
        for key in ("md", "json"):
            target = tmp_path / f"players{FORMATS[key].suffix}"
            export_log(services.campaign.engine, ExportOptions(language="ru"), key, target)
            text = target.read_text("utf-8")
            assert ZOMBIE not in text and "невидим" not in text, key
        events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
        won = events[-1]
        assert won["kind"] == "damage_melee"
        assert won["line"].startswith("Схватка, кубики со стола: Vera, Gleb: победа в схватке (Vera")
        assert "выпало 2" not in won["line"] and len(won["faces"]) == 5  # Vera's and Gleb's dice alone
        assert "Здоровье" not in won["line"]  # his wound is not theirs
    finally:
        services.close()


@pytest.fixture
def grid_night(tmp_path, qapp):
    """The grid demo in Spanish: a hidden zombie joins, Lía strikes him with her katana, the blow
    applied."""
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs", language="es")
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("Noche")
    rules = services.ruleset
    made = services.campaign.execute(CreateCharacter(WALKER, "zombie", {**rules.new_sheet(), "max_hp": 30}))
    services.campaign.execute(CreateCharacter("Lía", "pc", {**rules.new_sheet(), "starting_item": "katana",
                                                            "strength": 6}))
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert int(made.changes[0]["id"]) == ids[WALKER] and not services.characters.character(ids[WALKER]).revealed
    assert services.initiative.start([ids["Kit"], ids["Lía"], ids[WALKER]])
    strike = RollRequest("strike", ids["Lía"], {"weapon": "katana", "hand": "right", "part": "torso"}, ids[WALKER])
    rolled = services.rolls.roll(strike)
    assert rolled is not None and rolled.result.damage
    with services.campaign.following(rolled.event_id):
        assert services.characters.damage(ids[WALKER], dict(rolled.result.damage[0].request), actor_id=ids["Lía"])
    yield services, ids, tmp_path, path
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_the_grid_evening_says_lias_blow_against_no_one_in_any_format(grid_night, key, language):
    services, _ids, tmp_path, _path = grid_night
    target = tmp_path / f"grid-{language}{FORMATS[key].suffix}"
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    text = _read(target)
    assert WALKER not in text, key
    for word in _unseen_words(language):
        assert word not in text, f"{key} ({language}) says {word!r}"
    tr = translator_for(language)
    strike = re.escape(tr("rules", "Strike in melee (always hits)"))
    assert re.search(f"Lía: {strike} — [^():]+: ", text), key  # her blow, at no one
    assert "× 2 = 12" not in text, key  # the blow's damage to him: his wound


def test_the_command_line_export_of_the_grid_evening_names_no_one_unseen(grid_night, capsys):
    _services, _ids, tmp_path, path = grid_night
    for key in FORMATS:
        target = tmp_path / f"cli{FORMATS[key].suffix}"
        assert export_main(["--db", str(path), "--format", key, "--lang", "es", "-o", str(target)]) == 0
        text = _read(target)
        assert WALKER not in text and "alguien oculto" not in text, key
        assert "Lía: Golpe cuerpo a cuerpo (siempre impacta) — Katana: Golpea en torso" in text, key
    capsys.readouterr()


def test_vera_winning_a_tie_against_two_hidden_zombies_says_nothing_of_their_die_or_agility(tmp_path, qapp):
    """Vera alone against the hidden Zombi 2 and Zombi 3, table dice 2 3 5 5 1: her 5 ties a zombie's 5
    and her Agility 7 beats their 2.  The GM reads why; the players read «Vera: victoria en el
    intercambio» and nothing of the zombies' 5 or their Agility 2."""
    path = build_demo(tmp_path / "d10.deadwatch", "d10under", language="es")
    services = open_services(str(path), Dice(seed=5))
    try:
        services.campaign.start_session("Noche")
        services.campaign.execute(CreateCharacter("Zombi 3", "zombie", {**services.ruleset.new_sheet(),
                                                                        "agility": 2, "strength": 4}))
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        assert not services.characters.character(ids["Zombi 3"]).revealed
        assert services.initiative.start([ids["Vera"], ids["Gleb"], ids["Zombi 2"], ids["Zombi 3"]])
        assert services.melee.set_groups([([ids["Vera"]], [ids["Zombi 2"], ids["Zombi 3"]])])
        assert services.melee.exchange(0, faces="2 3 5 5 1")
        gm = _gm_lines(services, tmp_path, "es")[-1]
        assert "5 contra 5" in gm["line"] and "7 contra 2" in gm["line"]  # the GM reads why
        for language in LANGUAGES:
            tr = translator_for(language)
            won = tr("rules", "{winners}: won the exchange").replace("{winners}", "Vera")
            for key in ("md", "json", "html"):
                target = tmp_path / f"players-{language}{FORMATS[key].suffix}"
                export_log(services.campaign.engine, ExportOptions(language=language), key, target)
                text = _read(target)
                assert "Zombi 2" not in text and "Zombi 3" not in text, (key, language)
                assert won in text, (key, language)
            events = [e for s in json.loads((tmp_path / f"players-{language}.json").read_text("utf-8"))["sessions"]
                      for e in s["events"]]
            exchange = events[-1]
            assert exchange["kind"] == "damage_melee"
            after = exchange["line"].split(won, 1)[1]
            assert re.findall(r"\d+", after) == ["2", "3", "5"], after  # her roll alone: no 5, 7 or 2 of theirs
            assert sorted(f[1] for f in exchange["faces"]) == [2, 3, 5]  # Vera's dice alone
    finally:
        services.close()


@pytest.fixture
def lost_by_him(tmp_path, qapp):
    """The d10 demo in Spanish: Vera and Gleb against the hidden Zombi 2, table dice 3 5 8 4 1 3: their
    highest die 8 beats his 3, and they hit him."""
    path = build_demo(tmp_path / "d10.deadwatch", "d10under", language="es")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("Noche")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert not services.characters.character(ids["Zombi 2"]).revealed
    assert services.initiative.start([ids["Vera"], ids["Gleb"], ids["Zombi 2"]])
    assert services.melee.set_groups([([ids["Vera"], ids["Gleb"]], [ids["Zombi 2"]])])
    assert services.melee.exchange(0, faces="3 5 8 4 1 3")
    gm = _gm_lines(services, tmp_path, "es")[-1]
    assert "dado más alto 8 contra 3" in gm["line"]  # the GM reads why
    yield services, tmp_path
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_an_exchange_the_hidden_zombie_lost_says_nothing_of_his_die_in_any_format(lost_by_him, key, language):
    """The players read «Vera, Gleb: victoria en el intercambio» and then their own dice: not «(dado más
    alto 8 contra 3; …)», whose 3 is the hidden zombie's die."""
    services, tmp_path = lost_by_him
    target = tmp_path / f"players-{language}{FORMATS[key].suffix}"
    export_log(services.campaign.engine, ExportOptions(language=language), key, target)
    text = _read(target)
    tr = translator_for(language)
    assert "Zombi 2" not in text, key
    assert tr("rules", "{winners}: won the exchange").replace("{winners}", "Vera, Gleb") in text, key
    highest = tr("rules", "highest die {best} against {their_best}; the higher die wins a melee exchange, "
                          "even above Agility: melee is no roll under it").split("{best}")[0]
    assert highest.strip() not in text, (key, language)  # «dado más alto 8 contra 3»: his 3
