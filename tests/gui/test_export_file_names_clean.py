"""Export the party's file names as a GM reads them: the suggested name keeps the campaign's title
readable ("The Walking Dead - Atlanta Outskirts - party.json", never "The Walking Dead_ Atlanta
Outskirts"), a Foundry export of several characters writes "… - party - Ana Reyes.json" beside it,
and a name typed that is only an ending (".json") is refused with a message, nothing written (it
wrote hidden files ".json-Ana Reyes.json"); the session log's export refuses such a name too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import ui.party_export as party_export
from tests.gui.helpers import campaign_window, when_dialog_opens
from ui import i18n

TITLE = "The Walking Dead: Atlanta Outskirts"


def party_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    def fill(services) -> None:  # noqa: ANN001
        for name in ("Ana Reyes", "Ben Okafor"):
            services.characters.create(name, "pc")

    return campaign_window(qtbot, tmp_path, "twdu", name=TITLE, before=fill)


def test_the_suggested_names_read_as_the_campaign_s_title(qtbot, tmp_path, monkeypatch):
    window = party_window(qtbot, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    offered: list[str] = []

    def save(_parent, _caption, suggested, _filters, _selected=0):  # noqa: ANN001, ANN202
        offered.append(suggested)
        return str(out / Path(suggested).name), 2  # the name suggested, as Foundry actors

    monkeypatch.setattr(party_export, "save_file_and_filter", save)
    assert party_export.party_file_name(TITLE) == "The Walking Dead - Atlanta Outskirts - party.json"
    assert party_export.export_party(window, window.services, None)
    assert Path(offered[0]).name == "The Walking Dead - Atlanta Outskirts - party.json"
    written = sorted(p.name for p in out.iterdir())
    assert written == ["The Walking Dead - Atlanta Outskirts - party - Ana Reyes.json",
                       "The Walking Dead - Atlanta Outskirts - party - Ben Okafor.json"]
    assert not any("_ " in name or name.startswith(".") for name in written)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("form", [0, 1, 2], ids=["deadwatch", "csv", "foundry"])
def test_a_name_that_is_only_an_ending_is_refused_and_nothing_written(qtbot, tmp_path, monkeypatch, lang, form):
    assert i18n.set_language(lang)
    try:
        window = party_window(qtbot, tmp_path)
        out = tmp_path / "out"
        out.mkdir()
        typed = ".csv" if form == 1 else ".json"
        monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(out / typed), form))
        said: list[str] = []

        def answer(box: QMessageBox) -> None:
            said.append(box.text())
            box.accept()

        when_dialog_opens(answer)
        assert not party_export.export_party(window, window.services, None)
        assert list(out.iterdir()) == []
        assert said and (f"“{typed}”" in said[0] or f"«{typed}»" in said[0]), said
        assert ("Nothing was written" in said[0]) is (lang == "en")
    finally:
        i18n.set_language("en")


def test_the_session_log_export_refuses_a_name_that_is_only_an_ending(qtbot, tmp_path):
    from tests.gui.helpers import activate
    from ui.dialogs.export_dialog import ExportDialog

    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.campaign.start_session("Night one")
    dialog = ExportDialog(window.services, window)
    qtbot.addWidget(dialog)
    dialog.show()
    activate(qtbot, dialog)
    out = tmp_path / "out"
    out.mkdir()
    dialog.path.setText(str(out / ".md"))
    said: list[str] = []

    def answer(box: QMessageBox) -> None:
        said.append(box.text())
        box.accept()

    when_dialog_opens(answer)
    assert dialog.export() is None
    assert list(out.iterdir()) == []
    assert said and "“.md”" in said[0] and "Nothing was written" in said[0], said
