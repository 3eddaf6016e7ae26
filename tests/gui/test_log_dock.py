"""The log dock follows the session live, filters, hides undone actions, takes notes and secrets; Ctrl+E exports."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.export import ExportOptions, export_log
from app.services.characters import ApplyRules, CreateCharacter
from tests.gui.test_main_window import make_window
from ui.dialogs.export_dialog import ExportDialog
from ui.docks.log_model import EVENT, SECRET, WHO


def shown(dock) -> list[str]:
    proxy = dock.proxy
    return [proxy.index(r, EVENT).data() for r in range(proxy.rowCount())]


def seed(window) -> dict[str, int]:
    services = window.services
    ids = {}
    for name in ("Ana", "Ben"):
        ids[name] = int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"])
    services.characters.damage(ids["Ana"], {"amount": 6})
    services.characters.damage(ids["Ben"], {"amount": 20})
    services.characters.heal(ids["Ana"], {"amount": 3})
    return ids


def test_the_log_follows_live_in_slices_with_undone_struck_through(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    window.services.campaign.start_session()
    assert shown(dock) == ["Session 1 started"]
    resets, inserted = [], []
    dock.model.modelReset.connect(lambda: resets.append(1))
    dock.model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    seed(window)
    assert resets == []  # appended, never reloaded
    assert inserted == [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5)]
    assert shown(dock) == [
        "Session 1 started",
        "Ana joins the campaign",
        "Ben joins the campaign",
        "Damage to Ana: Health 100 − damage 6 = 94 — Takes 6 damage: Health 100 → 94.",
        "Damage to Ben: Health 100 − damage 20 = 80 — Takes 20 damage: Health 100 → 80.",
        "Ana healed: Health 94 + healed 3 = 97 — Heals 3: Health 94 → 97.",
    ]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert resets == []
    heal = dock.proxy.index(5, EVENT)
    assert heal.data(Qt.ItemDataRole.FontRole).strikeOut()
    assert shown(dock)[-1] == "Undo: Ana healed (Health 97 → 94)"
    dock.show_undone.setChecked(False)
    assert shown(dock)[-1].startswith("Damage to Ben") and len(shown(dock)) == 5
    dock.show_undone.setChecked(True)
    assert len(shown(dock)) == 7


def test_filters_by_kind_character_and_search(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    seed(window)
    dock.kind_filter.setCurrentIndex(dock.kind_filter.findData("damage"))
    assert [line.split(":")[0] for line in shown(dock)] == ["Damage to Ana", "Damage to Ben", "Ana healed"]
    dock.who_filter.setCurrentIndex(dock.who_filter.findText("Ben"))
    assert [line.split(":")[0] for line in shown(dock)] == ["Damage to Ben"]
    dock.kind_filter.setCurrentIndex(0)
    assert [line.split(":")[0] for line in shown(dock)] == ["Ben joins the campaign", "Damage to Ben"]
    dock.who_filter.setCurrentIndex(0)
    qtbot.keyClicks(dock.search, "healed")
    assert shown(dock) == ["Ana healed: Health 94 + healed 3 = 97 — Heals 3: Health 94 → 97."]
    dock.search.clear()
    assert len(shown(dock)) == 6


def test_a_note_typed_into_the_log_and_a_secret_mark(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    seed(window)
    assert window.findChild(type(dock.act_note), "actLogNote").shortcut().toString() == "Ctrl+Shift+N"
    dock.act_note.trigger()
    qtbot.waitUntil(lambda: dock.note.hasFocus())
    dock.note_secret.setChecked(True)
    qtbot.keyClicks(dock.note, "The <b>barn</b> is on fire")
    qtbot.keyClick(dock.note, Qt.Key.Key_Return)
    assert dock.note.text() == "" and dock.note_secret.isChecked()  # ticked for the next note too
    last = dock.proxy.rowCount() - 1
    assert dock.proxy.index(last, EVENT).data() == "Note: The <b>barn</b> is on fire"
    assert dock.proxy.index(last, SECRET).data() == "secret"

    assert dock.select_event(dock.model.events[3].id)  # the damage to Ana
    dock.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert dock.model.events[3].secret
    assert dock.proxy.index(3, SECRET).data() == "secret"
    assert dock.secret_button.text() == "Make public"
    assert shown(dock)[-1] == (
        "Marked secret: Damage to Ana: Health 100 − damage 6 = 94 — Takes 6 damage: Health 100 → 94.")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not dock.model.events[3].secret and dock.proxy.index(3, SECRET).data() == ""
    marked = next(i for i, line in enumerate(shown(dock)) if line.startswith("Marked secret: "))
    assert dock.proxy.index(marked, EVENT).data(Qt.ItemDataRole.FontRole).strikeOut()  # the mark is undone
    assert window.services.campaign.redo()
    assert dock.model.events[3].secret and dock.proxy.index(3, SECRET).data() == "secret"
    assert dock.proxy.index(marked, EVENT).data(Qt.ItemDataRole.FontRole) is None  # redone: not struck through


def test_an_empty_note_is_refused_in_the_status_bar(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    rows = dock.model.rowCount()
    dock.note_button.click()
    assert window.statusBar().currentMessage() == "A note needs some text."
    assert dock.model.rowCount() == rows


def test_the_who_column_names_the_actor(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    ids = seed(window)
    window.services.characters.run(ApplyRules(ids["Ben"], {"amount": 5}, actor="Ana"))
    last = dock.proxy.rowCount() - 1
    assert dock.proxy.index(last, WHO).data() == "Ana"
    header = dock.view.horizontalHeader()
    assert header.visualIndex(WHO) < header.visualIndex(EVENT)


def test_export_dialog_from_the_file_menu(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    seed(window)
    window.services.log.add_note("Keep this between us", secret=True)
    assert dock.act_export.shortcut().toString() == "Ctrl+E"
    assert dock.act_export in window.file_menu.actions()
    dialog = ExportDialog(window.services, dock)
    qtbot.addWidget(dialog)
    dialog.exported.connect(dock._exported)
    assert dialog.first.currentText() == "Session 1" and not dialog.secrets.isChecked()
    dialog.format.setCurrentIndex(dialog.format.findData("html"))
    target = tmp_path / "night.html"
    dialog.path.setText(str(target))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == ExportDialog.DialogCode.Accepted
    page = target.read_text("utf-8")
    assert "Damage to Ben: Health 100 − damage 20 = 80" in page and "Keep this between us" not in page
    assert window.statusBar().currentMessage() == f"6 events exported to {target}"
    dialog.format.setCurrentIndex(dialog.format.findData("csv"))
    assert dialog.path.text().endswith("night.csv")


def test_ctrl_e_opens_the_export_dialog(qtbot, campaign_path, tmp_path, monkeypatch):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    opened = []
    monkeypatch.setattr(ExportDialog, "exec", lambda self: opened.append(self.windowTitle()) or 0)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert opened == ["Export session log"]
    assert QApplication.activeWindow() is window


def test_import_a_session_log_from_the_file_menu(qtbot, campaign_path, tmp_path, monkeypatch):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    seed(window)
    exported = tmp_path / "night.json"
    export_log(window.services.campaign.engine, ExportOptions(), "json", exported)
    assert dock.act_import in window.file_menu.actions()
    monkeypatch.setattr("ui.file_dialogs.open_file_name", lambda *a, **k: str(exported))
    dock.act_import.trigger()
    assert shown(dock)[-1] == "Imported the log of Test campaign: 6 events, now session 2"
    assert [g.number for g in window.services.campaign.sessions()] == [1, 2]
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    monkeypatch.setattr("ui.file_dialogs.open_file_name", lambda *a, **k: str(bad))
    dock.act_import.trigger()
    assert window.statusBar().currentMessage() == (
        "This file is not a Deadwatch session log: it is JSON of another kind. Nothing was imported."
    )


def test_an_undo_strikes_its_line_through_with_one_change_of_that_row(qtbot, campaign_path, tmp_path):
    """The undone line's cells change their colour and font together: the view is told once (it
    measured and marked the row for a repaint a dozen times, once for each cell's text, colour,
    font and tooltip)."""
    from tests.gui.test_log_view import fresh, on_screen

    window, _ = make_window(qtbot, campaign_path, tmp_path)
    dock = window.docks["logDock"]
    window.services.campaign.start_session()
    seed(window)
    changes: list[tuple[int, int]] = []
    dock.proxy.dataChanged.connect(lambda first, last, _roles=None: changes.append((first.row(), last.row())))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert changes == [(5, 5)]
    assert dock.proxy.index(5, EVENT).data(Qt.ItemDataRole.FontRole).strikeOut()
    assert dock.proxy.index(5, WHO).data(Qt.ItemDataRole.ForegroundRole) is not None  # greyed
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    assert on_screen(dock.view) == fresh(dock.view)
    dock.show_undone.setChecked(False)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undone while hidden: it goes
    assert not any(line.startswith("Damage to Ben") for line in shown(dock))
