"""twdu, the damage form (D): the dice of a critical injury's times ("RECOVERY TIME: … The GM rolls a
die for recovery time secretly – you won't know how long it takes"; "LETHAL INJURIES: … The time
limit is decided by rolling a die … The GM makes this roll secretly") were rolled or typed, and what
they gave was said nowhere in the session's log.  Now the damage's line names the injury and its
recovery time (a lethal one's time limit too), in the GM's three languages; the GM rolls in
secret, so an export for the players writes the line without that part."""

from __future__ import annotations

import json

import pytest

from app.export import ExportOptions, export_log
from app.export.language import translator_for
from app.services.logtext import render_event
from tests.unit.services.test_rolls import ids, make

SAID = {
    "en": ("Cracked ribs: recovery time 4 days (the GM's secret die).",
           "Gut wound: lethal in 4 hours, recovery time 3 days (the GM's secret dice)."),
    "ru": ("Cracked ribs: время восстановления 4 дня (тайный кубик ведущего).",
           "Gut wound: смерть через 4 часа, время восстановления 3 дня (тайные кубики ведущего)."),
    "es": ("Cracked ribs: tiempo de recuperación 4 días (dado secreto del DJ).",
           "Gut wound: letal en 4 horas, tiempo de recuperación 3 días (dados secretos del DJ)."),
}


@pytest.fixture
def twdu(tmp_path, qapp):
    svc = make(tmp_path, "twdu")
    svc.characters.create("Ben", "pc", {"strength": 2})
    svc.characters.create("Ana", "pc", {"strength": 2})
    yield svc
    svc.close()


def test_the_damage_line_names_the_injury_and_its_times(twdu, tmp_path):
    people = ids(twdu)
    # the recovery die typed from the table (4), then the Broken minutes (2)
    assert twdu.characters.damage(people["Ben"], {"damage": 3, "source": "attack", "armor": False,
                                                  "injury_name": "Cracked ribs", "injury_penalty": 2,
                                                  "injury_recovery_unit": "days"}, faces="4 2")
    ben = twdu.campaign.events()[-1]
    # a lethal one: its time limit (4), its recovery (3), the Broken minutes (5)
    assert twdu.characters.damage(people["Ana"], {"damage": 3, "source": "attack", "armor": False,
                                                  "injury_name": "Gut wound", "injury_lethal": True,
                                                  "injury_time_unit": "hours"}, faces="4 3 5")
    ana = twdu.campaign.events()[-1]
    # the secret dice's part makes the line secret in the GM's log (not white), its players' copy without it
    assert ben.secret and ana.secret
    for language, (recovery, lethal) in SAID.items():
        tr = translator_for(language)
        # the times, then how long the Broken character stays down (the line after them)
        for event, said in ((ben, recovery), (ana, lethal)):
            line = render_event(event, tr)
            assert line.rsplit(". ", 1)[0].endswith(said.rstrip(".")), (language, line)
    gm, players = tmp_path / "gm.json", tmp_path / "players.json"
    export_log(twdu.campaign.engine, ExportOptions(secrets=True), "json", gm)
    export_log(twdu.campaign.engine, ExportOptions(), "json", players)
    gm_lines = [e["line"] for s in json.loads(gm.read_text("utf-8"))["sessions"] for e in s["events"]]
    player_lines = [e["line"] for s in json.loads(players.read_text("utf-8"))["sessions"] for e in s["events"]]
    assert any(SAID["en"][0] in line for line in gm_lines)
    damage = [line for line in player_lines if line.startswith("Damage to")]
    assert len(damage) == 2, player_lines
    assert all("recovery time" not in line and "lethal in" not in line and "Broken for" not in line
               for line in damage), damage
    assert any("the critical injury Cracked ribs" in line for line in damage)  # the injury itself is no secret


def test_an_amputation_names_the_severed_limb_s_recovery_too(twdu):
    """"AMPUTATION: … the amputee takes the critical injury "severed limb"": its recovery die is said."""
    people = ids(twdu)
    assert twdu.characters.damage(people["Ben"], {"damage": 0, "source": "amputation", "injury_name": "Severed limb",
                                                  "injury_recovery_unit": "weeks"}, faces="2")
    assert render_event(twdu.campaign.events()[-1]).endswith(
        "Severed limb: recovery time 2 weeks (the GM's secret die).")
