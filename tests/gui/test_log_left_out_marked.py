"""The log showed a note's "Undo: …" and "Redo: …" lines as public lines, while the players' copy (an
export's default, which leaves undone work out) has neither: what the GM read as the players' did
not match what they got.  The log marks each line the default export leaves out (an undone action,
an Undo or a Redo line): grey, its tooltip saying it is left out of the players' copy, and the
log's own tooltip says so; the lines the log shows as the players' (neither grey nor secret) are
the export's, in English, Russian and Spanish."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.export import ExportOptions, export_log
from tests.gui.helpers import campaign_window
from ui.docks.log_model import EVENT, LEFT_OUT

GREY = "#8a8a8a"


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_what_the_log_shows_as_public_is_what_the_players_get(qtbot, tmp_path, qapp, code):
    from ui.i18n import set_language

    assert set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.log.add_note("Heard a shuffle", False)
        assert services.campaign.undo() and services.campaign.redo()  # the note stands: its Undo and Redo
        assert services.log.add_note("The door creaks", False)
        assert services.campaign.undo()  # this one undone
        dock = window.docks["logDock"]
        model = dock.model
        said = QCoreApplication.translate("LogModel", LEFT_OUT)
        rows = {}
        for row, event in enumerate(model.events):
            item = model.item(row, EVENT)
            brush = item.foreground().color().name() if item.data(Qt.ItemDataRole.ForegroundRole) else ""
            rows[event.id] = (event, item.text(), brush, item.toolTip())
        view_tip = dock.view.toolTip()
        target = tmp_path / "players.json"
        export_log(services.campaign.engine, ExportOptions(language=code), "json", target)
    finally:
        set_language("en")
    assert said != LEFT_OUT or code == "en"
    notes = {text: (event, brush, tip) for event, text, brush, tip in rows.values() if "shuffle" in text
             or "creaks" in text}
    assert len(notes) == 5, list(notes)  # the note, its Undo, its Redo; the undone note, its Undo
    public = {text for text, (event, brush, tip) in notes.items() if brush != GREY and not event.secret}
    left_out = {text for text, (event, brush, tip) in notes.items() if brush == GREY}
    assert len(public) == 1 and len(left_out) == 4, notes
    assert all(said in notes[text][2] for text in left_out), [notes[t][2] for t in left_out]
    assert all(said not in notes[text][2] for text in public)
    exported = json.loads(target.read_text("utf-8"))
    lines = {e["text"] for s in exported["sessions"] for e in s["events"] if "shuffle" in e["text"]
             or "creaks" in e["text"]}
    assert lines == public  # the players' copy: the note that stands, nothing of the undone work
    assert "players" in view_tip.lower() or "jugadores" in view_tip or "игроков" in view_tip, view_tip
