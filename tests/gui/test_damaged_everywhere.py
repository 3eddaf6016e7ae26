"""Every kind of damaged row, in a campaign in the middle of a fight, opened as a GM would: the
window finishes opening with every dock built and shown, the players' view is built, every export
format is written from the window's campaign and from ``deadwatch export``, and a damaged row is
shown as damaged (never a traceback: pytest-qt fails a test on any exception escaping a slot).

A campaign whose ruleset or house rules this Deadwatch does not know is refused by the window
(``test_damaged_rows.py``); ``deadwatch export`` says so by name and ends with a non-zero code.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.__main__ import main as deadwatch
from app.export import FORMATS, export_log
from app.export.events import ExportOptions
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import open_main_window

FIRST = "(select min(id) from character)"
LAST_EVENT = "(select max(id) from log_event)"
ROWS = {
    "state not JSON": f"update character set state = '{{\"health\": 3,' where id = {FIRST}",
    "state a list": f"update character set state = '[]' where id = {FIRST}",
    "sheet a list": f"update character set sheet = '[]' where id = {FIRST}",
    "sheet of wrong types": "update character set sheet = (select json_group_object(key, 'x') from json_each(sheet))",
    "state of wrong types": "update character set state = (select json_group_object(key, 'x') from json_each(state))",
    "every state a list": "update character set state = '[]'",
    "log arguments not JSON": f"update log_event set args = '{{oops' where id = {LAST_EVENT}",
    "log dice not JSON": f"update log_event set faces = '{{oops' where id = {LAST_EVENT}",
    "log payload not JSON": f"update log_event set payload = '{{oops' where id = {LAST_EVENT}",
    "log changes not JSON": f"update log_event set changes = '[{{oops' where id = {LAST_EVENT}",
}
CAMPAIGN = {
    "unknown ruleset": (
        "update campaign set ruleset = 'xyz'",
        "This campaign uses the ruleset 'xyz', which this Deadwatch does not know.",
    ),
    "unknown house rule": (
        """update campaign set options = '{"zombie_rain": true}'""",
        "This campaign uses the house rule 'zombie_rain', which this ruleset does not know.",
    ),
}
RULESETS = [("twdu", None), ("gridlimbs", None), ("afmbe", "unisystem"), ("d10under", None)]


def corrupt(path: Path, sql: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute(sql)


_built: dict[tuple[str, str | None], Path] = {}


def fight(folder: Path, ruleset: str, preset: str | None) -> Path:
    """The ruleset's demo with every character in a running fight and shown to the players."""
    if (ruleset, preset) not in _built:
        path = build_demo(folder / f"{ruleset}-{preset}.deadwatch", ruleset, preset)
        services = open_services(str(path))
        try:
            ids = [int(c.id) for c in services.characters.characters()]  # type: ignore[arg-type]
            services.campaign.start_session("")
            assert services.initiative.start(ids)
            for cid in ids:
                assert services.player_view.set_reveal(cid, True, "numbers")
        finally:
            services.close()
        _built[(ruleset, preset)] = path
    return _built[(ruleset, preset)]


@pytest.fixture(scope="module")
def fights(tmp_path_factory):  # noqa: ANN001, ANN201
    folder = tmp_path_factory.mktemp("fights")
    return {key: fight(folder, *key) for key in RULESETS}


def open_everything(qtbot, tmp_path: Path, path: Path):  # noqa: ANN001, ANN201
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    for dock in window.docks.values():
        dock.show()
        dock.raise_()
        dock.ensure_built()
        QApplication.processEvents()
    return window


@pytest.mark.parametrize(("ruleset", "preset"), RULESETS)
@pytest.mark.parametrize("damage", list(ROWS))
def test_a_damaged_row_lets_the_window_open_and_every_export_be_written(
    qtbot, tmp_path, fights, capsys, ruleset, preset, damage
):
    path = tmp_path / "night.deadwatch"
    shutil.copy(fights[(ruleset, preset)], path)
    corrupt(path, ROWS[damage])
    window = open_everything(qtbot, tmp_path, path)
    assert window.property("campaignOpen") is True
    view = window.services.player_view.view()
    assert view["round"] is not None  # the fight is shown, its damaged fighter left out
    roster = window.docks["charactersDock"]
    if "log" not in damage:
        assert roster.damaged, damage  # the roster marks the damaged row
    for key in FORMATS:
        target = tmp_path / f"window{FORMATS[key].suffix}"
        assert export_log(window.services.campaign.engine, ExportOptions(), key, target) > 0
        assert deadwatch(["export", "--db", str(path), "--format", key, "-o", str(tmp_path / f"cli.{key}")]) == 0
    capsys.readouterr()
    if "log" in damage and "changes" not in damage:  # the damaged line is in every export, marked
        assert "damaged record" in (tmp_path / "cli.md").read_text("utf-8")
        assert "damaged record" in (tmp_path / "cli.csv").read_text("utf-8-sig")
    json.loads((tmp_path / "cli.json").read_text("utf-8"))


@pytest.mark.parametrize("case", list(CAMPAIGN))
def test_export_of_a_campaign_this_deadwatch_cannot_use_says_why_without_a_traceback(
    tmp_path, fights, capsys, case
):
    path = tmp_path / "night.deadwatch"
    shutil.copy(fights[("twdu", None)], path)
    statement, message = CAMPAIGN[case]
    corrupt(path, statement)
    for key in FORMATS:
        target = tmp_path / f"out.{key}"
        assert deadwatch(["export", "--db", str(path), "--format", key, "-o", str(target)]) == 2
        err = capsys.readouterr().err
        assert err == f"deadwatch export: {message}\n", err
        assert not target.exists()
