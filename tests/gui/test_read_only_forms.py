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
    assert "may not write this campaign's file or its folder" in shown[0][1] and "Save a copy" in shown[0][1]
    assert len(window.services.campaign.events()) == events
