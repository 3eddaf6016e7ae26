"""The grid game: a player is never told the rounds in a clip (a hasty reload loads one drawn at
random: "count your shots"), and his phone says so; yet the public line of a fire said it («Kit
стреляет (Пистолет): 15 → 14 патронов — Выстрелов: 1; в магазине осталось: 14.») and so did the
players' copy of the log in every format.  Now the count is the GM's part of the line: the players'
copy, in every format and language, says the shots fired and no count of the clip; the GM's log and
his copy keep it."""

from __future__ import annotations

import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.unit.export.pdftext import text_of


@pytest.fixture
def fired(qapp, tmp_path):
    """Kit fires his pistol twice: one shot (15 → 14), then three (14 → 11)."""
    services = open_services(str(build_demo(tmp_path / "grid.deadwatch", "gridlimbs")), Dice(seed=5))
    kit = next(int(c.id) for c in services.characters.characters() if c.name == "Kit")
    assert [(v.stock.key, v.stock.count) for v in services.ammo.stocks(kit)][0] == ("gun1", 15)
    assert services.ammo.fire(kit, "gun1", {"bullets": 1})
    assert services.ammo.fire(kit, "gun1", {"bullets": 3})
    yield services, tmp_path
    services.close()


def _export(services, key, language, target, secrets=False):
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets), key, target)
    return " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_players_copy_counts_the_shots_not_the_clip(fired, language):
    services, tmp_path = fired
    tr = translator_for(language)
    shots = tr("rules", "Fires {bullets}.").replace("{bullets}", "3")
    left = tr("rules", "{left} left in the clip.").replace("{left}", "11")
    for key, fmt in FORMATS.items():
        text = _export(services, key, language, tmp_path / f"players-{language}{fmt.suffix}")
        assert shots in text, (key, language, text[-800:])  # the shots fired: the table counts them
        assert left not in text and not re.search(r"1[54] → 1[41]", text), (key, language, text[-800:])
        assert not re.search(r'"(before|after)":1[541]\b', text), (key, language)  # nor the JSON's fields
    gm = _export(services, "md", language, tmp_path / f"gm-{language}.md", secrets=True)
    assert "14 → 11" in gm and left in gm and shots in gm


def test_the_gms_log_line_keeps_the_count(fired):
    from ui.i18n import set_language

    services, _ = fired
    try:
        assert set_language("ru")
        line = render_event(services.ammo.ledger()[-1])
    finally:
        set_language("en")
    assert line == "Kit стреляет (Пистолет) — 14 → 11 патронов; Выстрелов: 3. В магазине осталось: 11.", line
    english = render_event(services.ammo.ledger()[-1])
    assert english == "Kit fires Pistol — 14 → 11 rounds; Fires 3. 11 left in the clip.", english


SHOT = {"weapon": "pistol", "hand": "right", "distance": 3, "diagonal": False, "aim": "", "shooter_moved": False,
        "targets": 1, "target_moved": 0, "blocked": False}


def test_a_shot_rolled_in_the_dice_dock_keeps_the_count_the_gms_too(qapp, tmp_path):
    """A shot rolled in the dice dock spends its round as F does: its line said "Pistol: 15 → 14
    rounds" to the players; now that part is the GM's, and its undo names no count."""
    from tests.audit.helpers import roll

    services = open_services(str(build_demo(tmp_path / "grid.deadwatch", "gridlimbs")), Dice(seed=5))
    try:
        people = {c.name: int(c.id) for c in services.characters.characters()}
        target = next(cid for name, cid in people.items() if name != "Kit")
        roll(services, "shot", people["Kit"], "5", target, **SHOT)
        event = services.ammo.ledger()[-1]
        assert "Pistol: 15 → 14 rounds" in render_event(event)  # the GM's log
        for key in ("md", "json", "csv"):
            text = _export(services, key, "en", tmp_path / f"players.{key}")
            assert "Kit rolls" in text and "15 → 14" not in text, (key, text[-600:])
            assert not re.search(r'"(before|after)":1[54]\b', text), key
    finally:
        services.close()
