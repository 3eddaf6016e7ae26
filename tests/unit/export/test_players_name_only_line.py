"""Ctrl+P's "name only" step logged "Players see Rook (health: hidden)": the GM read "hidden" and
thought Rook had left the players' screen, while the table saw his name.  The line now says what the
players see, the name only, in the console and in every export, in the three languages."""

from __future__ import annotations

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.unit.export.pdftext import text_of

SAID = {"en": "Players see Rook (the name only)", "ru": "Игроки видят персонажа Rook (только имя)",
        "es": "Los jugadores ven a Rook (solo el nombre)"}
HIDDEN = {"en": "hidden", "ru": "скрыт", "es": "oculto"}


@pytest.fixture
def rook_by_name(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    rook = next(int(c.id) for c in services.initiative.roster() if c.name == "Rook")
    assert services.player_view.set_reveal(rook, name=True, health="numbers")
    assert services.player_view.set_reveal(rook, health="hidden")  # Ctrl+P: the name only
    assert services.player_view.reveal(rook) == {"name": True, "health": "hidden"}
    yield services
    services.close()


@pytest.mark.parametrize("language", list(SAID))
def test_the_name_only_step_says_the_name_only(rook_by_name, tmp_path, language):
    event = rook_by_name.campaign.events()[-1]
    line = render_event(event, translator_for(language))
    assert line == SAID[language] and HIDDEN[language] not in line
    for key, spec in FORMATS.items():
        for secrets in (False, True):
            target = tmp_path / f"{key}-{secrets}-{language}{spec.suffix}"
            export_log(rook_by_name.campaign.engine, ExportOptions(language=language, secrets=secrets), key, target)
            text = text_of(target) if key == "pdf" else target.read_text("utf-8")
            text = " ".join(text.split())
            assert SAID[language] in text, (key, secrets)


@pytest.mark.parametrize("language", list(SAID))
def test_a_name_only_step_written_before_reads_so_too(rook_by_name, tmp_path, language):
    """A campaign played before: its line was stored as "Players see {name} (health: {health})" with
    the health "hidden"; the console and the exports read it as the name-only step it was."""
    from sqlalchemy import text

    engine = rook_by_name.campaign.engine
    event = rook_by_name.campaign.events()[-1]
    with engine.begin() as connection:
        connection.execute(text("UPDATE log_event SET text = :old WHERE id = :id"),
                           {"old": "Players see {name} (health: {health})", "id": int(event.id)})
    stored = next(e for e in rook_by_name.campaign.events() if int(e.id) == int(event.id))
    assert stored.text == "Players see {name} (health: {health})"
    assert render_event(stored, translator_for(language)) == SAID[language]
    target = tmp_path / f"old-{language}.md"
    export_log(engine, ExportOptions(language=language), "md", target)
    assert SAID[language] in " ".join(target.read_text("utf-8").split())
