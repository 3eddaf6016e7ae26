"""A swarm round's dice name each roller's stress dice.  The Spanish and Russian exports (the dialog
and the command line) wrote that name in English ("— dados Ana 3d6: 6 5 5, stress dice 6") while the
log dock said «dados de estrés»: the export now names them in its own language."""

from __future__ import annotations

import gc

import pytest

from app.export import ExportOptions, export_log
from app.export.cli import main
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.services.twdu_party import set_state, twdu_services

STRESS = {"en": "Ana 4d6: 6 5 5 2, stress dice 6", "es": "Ana 4d6: 6 5 5 2, dados de estrés 6",
          "ru": "Ana 4d6: 6 5 5 2, кубики стресса 6"}


@pytest.fixture
def swarm_round(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    services.campaign.start_session("The bridge")
    while services.threat.level() < 3:
        services.threat.step(+1, "gm")
    set_state(services, ids["Ana"], stress=1)
    assert services.swarm.set_dead(30)
    assert services.swarm.start()
    seen = []
    services.swarm.failed.connect(lambda _ctx, msg: seen.append(msg))
    assert services.swarm.roll_round(RoundSetup((RollerSpec(ids["Ana"], "close_combat"),)), ["6 5 5 2 6"]), seen
    yield services, tmp_path
    services.close()
    gc.collect()


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("secrets", [False, True])
def test_the_export_names_the_stress_dice_in_its_language(swarm_round, language, secrets):
    services, tmp_path = swarm_round
    target = tmp_path / f"night-{language}.md"
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets), "md", target)
    text = target.read_text("utf-8")
    assert STRESS[language] in text, text
    if language != "en":
        assert "stress dice" not in text


def test_the_command_line_export_too(swarm_round, capsys):
    services, _tmp = swarm_round
    with services.campaign.engine.connect() as c:
        path = c.exec_driver_sql("PRAGMA database_list").fetchone()[2]
    services.close()
    assert main(["--db", path, "--format", "md", "--lang", "es"]) == 0
    text = capsys.readouterr().out
    assert STRESS["es"] in text and "stress dice" not in text


@pytest.mark.parametrize("language", ["es", "ru"])
def test_the_command_line_exports_in_the_consoles_last_language_unless_told(swarm_round, capsys, language):
    """A GM who played in Spanish and exports without --lang gets Spanish, as Ctrl+E gives, from a
    campaign whose nights do not keep their language (an older Deadwatch's: tests/unit/export/
    test_cli_night_language.py has the night's own language first); --lang still decides."""
    from PySide6.QtCore import QSettings

    services, _tmp = swarm_round
    with services.campaign.engine.begin() as c:
        path = c.exec_driver_sql("PRAGMA database_list").fetchone()[2]
        c.exec_driver_sql("UPDATE log_event SET payload = json_remove(payload, '$.language') WHERE kind = 'session'")
    services.close()
    settings = QSettings("Deadwatch", "Deadwatch")
    before = settings.value("language")
    settings.setValue("language", language)
    settings.sync()
    try:
        assert main(["--db", path, "--format", "md"]) == 0
        assert STRESS[language] in capsys.readouterr().out
        assert main(["--db", path, "--format", "md", "--lang", "en"]) == 0
        assert STRESS["en"] in capsys.readouterr().out
    finally:
        settings.setValue("language", before) if before is not None else settings.remove("language")
        settings.sync()
