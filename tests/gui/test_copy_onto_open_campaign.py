"""Save a copy, from a window, onto a campaign another Deadwatch process has open: refused with a
message that says so, and nothing written."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tests.gui.test_main_window import make_window
from tests.unit.store.test_other_processes import Holder, a_campaign, damage_events, parts


def test_save_a_copy_onto_a_campaign_open_in_another_process_says_so(qtbot, campaign_path, tmp_path, monkeypatch):
    night = tmp_path / "night.deadwatch"
    a_campaign(night)
    holder = Holder(night)
    try:
        holder.act(2)
        window, _ = make_window(qtbot, campaign_path, tmp_path)
        shown: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
        before = {p: p.read_bytes() for p in parts(night)[:2]}  # the file and its -wal
        for part in parts(night):
            assert not window.watch.save_copy(str(part))
        assert len(shown) == 5
        assert all("open in Deadwatch (in this window or another)" in text for text in shown)
        assert {p: p.read_bytes() for p in before} == before
        holder.act(1)
    finally:
        holder.kill()
    assert damage_events(night) == 3


def test_a_new_campaign_onto_another_programs_database_says_so_and_writes_nothing(
    qtbot, campaign_path, tmp_path, monkeypatch
):
    import sqlite3

    from ui.dialogs.new_campaign import NewCampaignDialog

    contacts = tmp_path / "contacts.db"
    con = sqlite3.connect(contacts)
    con.execute("PRAGMA user_version = 7")  # another program's empty database, but for its version
    con.close()
    before = contacts.read_bytes()
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    values = {"path": contacts, "name": "Night", "ruleset": "d10under", "preset": None, "options": {}}
    monkeypatch.setattr(NewCampaignDialog, "exec", lambda self: NewCampaignDialog.DialogCode.Accepted)
    monkeypatch.setattr(NewCampaignDialog, "result_values", lambda self: values)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window.files.new_campaign()
    assert shown and "is not a Deadwatch campaign" in shown[0]
    assert contacts.read_bytes() == before and sorted(p.name for p in tmp_path.glob("contacts*")) == ["contacts.db"]
    assert window.services.campaign.campaign.name == "Test campaign"
