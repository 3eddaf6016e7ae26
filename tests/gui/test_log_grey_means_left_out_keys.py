"""The session log drew "Session 2 started" («Начата сессия 2», «Comienza la sesión 2») in the grey
it uses for the lines the players' copy leaves out, though the export has them: one look, two
meanings.  A session's start is a bold separator now, never grey; every grey line is one the default
export leaves out.  And the reason a line is grey was told only by a mouse hover: a line chosen by
keys (Ctrl+3, Up) says it under the log, in English, Russian and Spanish."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.export import ExportOptions, export_log
from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, Keys
from ui.docks.log_model import EVENT, LEFT_OUT, LEFT_OUT_SECRET

GREY = "#8a8a8a"


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_grey_is_only_left_out_and_keys_say_why(qtbot, tmp_path, code):
    from ui.i18n import set_language

    assert set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.campaign.start_session() is not None
        assert services.log.add_note("Heard a shuffle", False)
        assert services.campaign.undo() and services.campaign.redo()
        assert services.log.add_note("The door creaks", False)
        assert services.campaign.undo()
        dock = window.docks["logDock"]
        rows = []
        for row in range(dock.proxy.rowCount()):
            index = dock.proxy.index(row, EVENT)
            brush = index.data(Qt.ItemDataRole.ForegroundRole)
            font = index.data(Qt.ItemDataRole.FontRole)
            rows.append((index.data(), brush.color().name() if brush is not None else "",
                         font is not None and font.bold()))
        target = tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(language=code), "json", target)
        said = QCoreApplication.translate("LogModel", LEFT_OUT)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_3, CTRL)  # the newest line: the undone note's Undo line
        newest_why = (dock.why.isVisible(), dock.why.text())
        keys.key(Qt.Key.Key_Up)  # the undone note
        undone_why = (dock.why.isVisible(), dock.why.text())
        for _ in range(3):  # past its Redo and Undo lines, to the note that stands: in the players' copy
            keys.key(Qt.Key.Key_Up)
        kept_why = dock.why.isVisible()
    finally:
        set_language("en")
    exported = json.loads(target.read_text("utf-8"))
    texts = {e["text"] for s in exported["sessions"] for e in s["events"]}
    marker = rows[0]
    assert marker[0] in texts, (marker, texts)  # the session's start: in the export...
    assert marker[1] != GREY and marker[2], marker  # ...so not grey: a bold separator
    grey = [text for text, colour, _bold in rows if colour == GREY]
    assert len(grey) == 4, rows  # the note's Undo and Redo, the undone note and its Undo
    assert not [text for text in grey if text in texts], texts  # every grey line: left out
    assert [text for text, colour, _bold in rows if colour != GREY and text not in texts] == [], (rows, texts)
    assert newest_why == (True, said) and undone_why == (True, said), (newest_why, undone_why)
    assert not kept_why


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_an_undone_secret_note_says_it_stays_out_with_undone_actions(qtbot, tmp_path, code):
    """An undone secret note's hint said that an export including undone actions would bring it back;
    it would not (it is secret): the line chosen by keys says both."""
    from ui.i18n import set_language

    assert set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        assert services.log.add_note("SECRET: Gleb is bitten", True)
        assert services.campaign.undo()
        dock = window.docks["logDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_3, CTRL)  # the newest line: the note's Undo line, secret as the note
        keys.key(Qt.Key.Key_Up)  # the undone secret note
        said = dock.why.text()
        expected = QCoreApplication.translate("LogModel", LEFT_OUT_SECRET)
        plain = QCoreApplication.translate("LogModel", LEFT_OUT)
        target = tmp_path / "undone.json"
        export_log(services.campaign.engine, ExportOptions(language=code, undone=True), "json", target)
    finally:
        set_language("en")
    assert dock.why.isVisible() and said == expected and said != plain
    exported = json.loads(target.read_text("utf-8"))
    texts = " ".join(e["text"] for s in exported["sessions"] for e in s["events"])
    assert "Gleb" not in texts  # what the words say: undone actions included, still left out
