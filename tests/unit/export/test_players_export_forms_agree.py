"""The players' exports in English, Russian and Spanish agree in form.  English Markdown put the
round before a fight's lines in lower case ("round 1 · Ana Reyes rolls…") where Russian and
Spanish wrote «Раунд 1», «Asalto 1»; and in the CSV a shot's Kind column said «munición»
(ammunition: the shot's line is also the revolver's ledger) where the line is the roll.  Now every
language writes the round with a capital, the shot's Kind names the roll it is, and every text
file ends with one newline."""

from __future__ import annotations

import csv
import io
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest

ROUND = {"en": "Round 1", "ru": "Раунд 1", "es": "Asalto 1"}
ROLL = {"en": "roll", "ru": "бросок", "es": "tirada"}
AMMO = {"en": "ammunition", "ru": "боеприпасы", "es": "munición"}


@pytest.fixture(scope="module")
def fight(tmp_path_factory, qapp):
    path = build_demo(tmp_path_factory.mktemp("forms") / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([ids["Ana Reyes"], ids["Ben Okafor"]])
    shot = services.rolls.roll(RollRequest("shot", ids["Ana Reyes"], {}, opponent_id=ids["Ben Okafor"]),
                               "1 2 2 3 4 5 2 3 4")
    assert shot is not None and services.campaign.events()[-1].kind == "ammo"  # the revolver's ledger too
    yield services
    services.close()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_round_is_written_alike_and_a_shot_is_a_roll(fight, tmp_path, language):
    md = tmp_path / f"players-{language}.md"
    export_log(fight.campaign.engine, ExportOptions(language=language), "md", md)
    text = md.read_text("utf-8")
    rounds = re.findall(r"^- `[\d:]+` · ([^·\n]+?) · ", text, re.MULTILINE)
    assert rounds and set(rounds) == {ROUND[language]}, rounds
    target = tmp_path / f"players-{language}.csv"
    export_log(fight.campaign.engine, ExportOptions(language=language), "csv", target)
    rows = list(csv.reader(io.StringIO(target.read_text("utf-8").lstrip("\ufeff"))))
    shot = next(row for row in rows[1:] if "Ana Reyes" in row[7] and "Revolver" in row[7])
    assert shot[4] == ROLL[language], shot
    assert AMMO[language] not in [row[4] for row in rows[1:]]


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_text_file_ends_with_one_newline(fight, tmp_path, language):
    for key, fmt in FORMATS.items():
        if fmt.text is None:
            continue
        target = tmp_path / f"players-{language}{fmt.suffix}"
        export_log(fight.campaign.engine, ExportOptions(language=language), key, target)
        data = target.read_bytes()
        assert data.endswith(b"\n") and not data.endswith(b"\n\n") and not data.endswith(b"\r\n\r\n"), (key, data[-40:])
