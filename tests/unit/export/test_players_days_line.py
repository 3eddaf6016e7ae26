"""twdu: the days' line of Time passes in the players' copy of the log (an export without secrets, every
format, in English, Russian and Spanish). The players saw who healed and who died on the projector and
their phones: that part of the line is theirs; the hidden NPC's ration, healing and death are the GM's,
left out without a word of him, while the GM's own copy keeps the whole line."""

from __future__ import annotations

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import translator_for
from app.store.models import Character
from tests.unit.export.pdftext import text_of
from tests.unit.services.twdu_party import set_state, twdu_services

DAY = 1440
HIDDEN = "Rick"  # an NPC the players were not shown


def injury(name: str, *, lethal: bool = False, limit: int = 0) -> dict:
    return {"name": name, "penalty": 1, "lethal": lethal, "time_limit": limit, "time_unit": "hours",
            "equipment": "B" if lethal else "", "recovery": 1, "recovery_unit": "days"}


@pytest.fixture
def days(tmp_path, qapp):
    """Two days pass: Ana eats and heals her broken leg, Mia's gut wound kills her; the hidden Rick eats,
    and heals his Cracked ribs."""
    services, ids = twdu_services(tmp_path)
    for name in ("Ana", HIDDEN):
        with services.campaign._session() as s:
            row = s.get(Character, ids[name])
            row.sheet = {**row.sheet, "rations": 5}
            s.add(row)
            s.commit()
    set_state(services, ids["Ana"], health=1, injuries=[injury("Broken leg")])
    set_state(services, ids["Mia"], health=2, injuries=[injury("Gut wound", lethal=True, limit=3)])
    set_state(services, ids[HIDDEN], health=1, injuries=[injury("Cracked ribs")])
    assert services.game_time.pass_time(2 * DAY, meals={ids["Ana"]: True, ids[HIDDEN]: True})
    yield services, tmp_path
    services.close()


def _export(services, key, language, target, secrets=False):
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets), key, target)
    return " ".join((text_of(target) if key == "pdf" else target.read_text("utf-8")).split())


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_players_copy_says_who_healed_and_who_died_and_nothing_of_the_hidden_npc(days, language):
    services, tmp_path = days
    tr = translator_for(language)
    dead = tr("rules", "{name}: the time limit ran out. Dead.").replace("{name}", "Gut wound")
    for key, fmt in FORMATS.items():
        text = _export(services, key, language, tmp_path / f"players-{language}{fmt.suffix}")
        assert "Broken leg" in text and dead in text, (key, language)  # Ana healed, Mia died: theirs
        assert "Mia" in text and "Ana" in text
        assert HIDDEN not in text and "Cracked ribs" not in text, (key, language)
    gm = _export(services, "md", language, tmp_path / f"gm-{language}.md", secrets=True)
    assert "Cracked ribs" in gm and "Broken leg" in gm
