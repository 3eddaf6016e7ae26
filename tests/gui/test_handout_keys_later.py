"""Handouts by keys, as a GM met them: Shift+Ins opens the file dialog in the GM's documents folder
(not the program's working folder), then in the folder the last picture came from; Shift+O hides
the handout of the only phone that shows one without asking "Which player?"."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QColor, QImage

from tests.gui.helpers import campaign_window
from ui.dialogs import handouts_dialog
from ui.dialogs.handouts_dialog import HandoutsDialog


def test_shift_ins_opens_in_the_documents_folder_then_where_the_last_picture_was(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    pictures = tmp_path / "mall"
    pictures.mkdir()
    sketch = QImage(64, 48, QImage.Format.Format_RGB32)
    sketch.fill(QColor("#3a5f8a"))
    assert sketch.save(str(pictures / "sketch.png"))
    work = tmp_path / "program"
    work.mkdir()
    monkeypatch.chdir(work)  # the program's working folder: never where the GM is sent
    opened: list[str] = []

    def pick(_parent, _title, folder, _filter):
        opened.append(folder)
        return str(pictures / "sketch.png"), ""

    monkeypatch.setattr(handouts_dialog.QFileDialog, "getOpenFileName", staticmethod(pick))
    dialog = HandoutsDialog(window.services, window)
    qtbot.addWidget(dialog)
    dialog.ask_title = lambda title: title  # the file's name, as offered
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    first = Path(opened[0])
    assert opened[0] and first.is_absolute() and first != work and first != Path(os.getcwd())
    assert first == (Path(documents) if documents and Path(documents).is_dir() else Path.home())
    assert [h.title for h in window.services.handouts.handouts()] == ["sketch"]
    qtbot.keyClick(dialog.list, Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)
    assert Path(opened[1]) == pictures  # beside the last picture
    dialog.close()


def test_shift_o_hides_the_only_phones_handout_without_asking(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    for name in ("Ana Reyes", "Ben"):
        assert services.characters.create(name, "pc", services.ruleset.new_sheet())
    ids = {c.name: c.id for c in services.characters.characters()}
    for cid in ids.values():
        assert services.player_links.issue(cid)
    dialog = HandoutsDialog(services, window)
    qtbot.addWidget(dialog)
    dialog.ask_text = lambda: ("Note for Ana", "Meet at the pharmacy.")
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Insert)
    dialog.ask_player = lambda players: ids["Ana Reyes"]
    qtbot.keyClick(dialog.list, Qt.Key.Key_O)  # to Ana's phone alone
    assert services.handouts.shown("player", ids["Ana Reyes"]).title == "Note for Ana"
    asked: list[object] = []
    dialog.ask_player = lambda players: asked.append(players)  # a question would be asked: None, nothing hidden
    qtbot.keyClick(dialog.list, Qt.Key.Key_O, Qt.KeyboardModifier.ShiftModifier)
    assert asked == []
    assert services.handouts.shown("player", ids["Ana Reyes"]) is None
    assert services.handouts.placed()["players"] == {}
    dialog.close()
