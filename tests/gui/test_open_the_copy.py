"""Save a copy of a read-only campaign asks to open the copy, the one a GM can play on: Enter opens
it and the status bar says so, Escape stays on the read-only original; a campaign that can be
changed is copied without a question."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

import ui.file_dialogs as file_dialogs
from tests.gui.helpers import activate, campaign_window, when_dialog_opens


def _save_a_copy(qtbot, window, monkeypatch, copy, key):  # noqa: ANN001
    """Ctrl+Shift+S, the file dialog answered with ``copy``, then ``key`` on the question if one comes."""
    asked: list[tuple[str, str, str]] = []

    def answer(box) -> None:  # noqa: ANN001
        asked.append((box.objectName(), box.text(), box.defaultButton().text()))
        qtbot.keyClick(box, key)

    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(copy))
    when_dialog_opens(answer)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    return asked


def test_enter_opens_the_copy_of_a_read_only_campaign_and_the_status_bar_says_so(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu", before=lambda s: s.characters.create("Ana"))
    original = window.services.campaign.store.path
    window.services.campaign.read_only = True  # as a campaign opens from a folder Deadwatch may not write
    copy = tmp_path / "night-copy.deadwatch"
    asked = _save_a_copy(qtbot, window, monkeypatch, copy, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.services.campaign.store.path == copy)
    assert [(name, default) for name, _, default in asked] == [("openCopyBox", "&Open the copy")]
    assert str(copy) in asked[0][1] and "read-only" in asked[0][1]
    assert not window.services.campaign.read_only and window.watch.read_only_label.isHidden()
    assert [c.name for c in window.services.characters.characters()] == ["Ana"]
    assert window.statusBar().currentMessage() == (
        "Opened the copy night-copy.deadwatch: play on it; the read-only campaign stays as it was.")
    assert original != copy and original.exists()


def test_escape_stays_on_the_read_only_campaign(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    original = window.services.campaign.store.path
    window.services.campaign.read_only = True
    copy = tmp_path / "night-copy.deadwatch"
    asked = _save_a_copy(qtbot, window, monkeypatch, copy, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: len(asked) == 1)
    qtbot.waitUntil(lambda: not window.findChildren(QMessageBox, "openCopyBox"))
    assert copy.exists()
    assert window.services.campaign.store.path == original and window.services.campaign.read_only
    assert window.statusBar().currentMessage() == f"A copy was saved to {copy}"


def test_a_campaign_that_can_be_changed_is_copied_without_a_question(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    original = window.services.campaign.store.path
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self.objectName()) or 0)
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: str(tmp_path / "backup.deadwatch"))
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert (tmp_path / "backup.deadwatch").exists()
    assert asked == [] and window.services.campaign.store.path == original
