"""On a read-only campaign D and H refuse before the damage or heal form opens, saying why and
what to do (Save a copy)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMessageBox

from tests.gui.helpers import campaign_window


def test_d_and_h_refuse_before_the_form_opens_on_a_read_only_campaign(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana")
    dock = window.docks["charactersDock"]
    dock.select(window.services.characters.characters()[0].id)
    window.services.campaign.read_only = True  # as a campaign opens from a folder Deadwatch may not write
    shown, opened = [], []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    monkeypatch.setattr(QDialog, "exec", lambda self: opened.append(self.objectName()) or 0)  # a form shown
    events = len(window.services.campaign.events())
    dock.act_damage.trigger()
    dock.act_heal.trigger()
    assert opened == []
    assert [t for t, _ in shown] == ["This campaign is read-only"] * 2
    assert "its file and its folder can be written" in shown[0][1] and "Save a copy" in shown[0][1]
    assert len(window.services.campaign.events()) == events


def test_import_refuses_before_the_file_dialog_or_the_preview_on_a_read_only_campaign(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import Qt

    import ui.party_export as party_export
    from tests.gui.helpers import activate
    from tests.gui.test_import_preview import ANA, drop

    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.campaign.read_only = True
    shown, opened, picked = [], [], []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    monkeypatch.setattr(QDialog, "exec", lambda self: opened.append(self.objectName()) or 0)
    monkeypatch.setattr(party_export, "open_file_names", lambda *a, **k: picked.append(a) or [str(ANA)])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert picked == [] and opened == []
    assert [t for t, _ in shown] == ["This campaign is read-only"]
    assert window.statusBar().currentMessage() == (
        "This campaign is read-only: nothing was changed. File → Save a copy makes one to play on.")
    window.statusBar().clearMessage()
    drop(window, ANA)
    qtbot.waitUntil(lambda: len(shown) == 2)
    assert opened == [] and window.services.characters.characters() == []
    assert "read-only" in window.statusBar().currentMessage()


def test_the_refusal_names_what_is_read_only_the_file_the_folder_or_both(qtbot, tmp_path, monkeypatch):
    import os

    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Ana")
    dock = window.docks["charactersDock"]
    dock.select(window.services.characters.characters()[0].id)
    window.services.campaign.read_only = True
    path = window.services.campaign.store.path
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    access = os.access
    for locked, said in (
        ({path}, "may not write this campaign's file (its folder can be written)."),
        ({path.parent}, "may not write this campaign's folder"),
        ({path, path.parent}, "may not write this campaign's file nor its folder."),
    ):
        monkeypatch.setattr(os, "access", lambda p, mode, locked=locked: p not in locked and access(p, mode))
        dock.act_damage.trigger()
        assert said in shown[-1], shown[-1]
        assert "Save a copy (Ctrl+Shift+S)" in shown[-1]
    assert "(the file itself can be written)" in shown[1] and "nor" not in shown[0] + shown[1]
