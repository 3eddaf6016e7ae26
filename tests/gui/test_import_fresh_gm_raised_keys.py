"""Issue 42, by keys, in Russian, what a fresh GM stopped at with the AFMBE demo's party exported as
a spreadsheet, Dana Cruz's Strength raised in it and Ctrl+I'd back: the preview's "Life Points
(now)" showed the file's 30 while Enter wrote 34 (the new maximum, the points lost kept), and
Essence, worked out from Strength, was said nowhere; the import quietly started session 2, which
Ctrl+Z left behind; with the night's wounds kept a "not taken" line sat among the changes; and a
batch with refused files opened the list on the refused characters' fields."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog, QTreeWidgetItem

from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window, choose_file
from tests.gui.test_import_preview import ANA, when_shown
from tests.gui.test_import_preview_refusals import bad_files
from ui import i18n, open_main_window
from ui.dialogs.import_preview import ImportPreviewDialog


def _rows(head: QTreeWidgetItem) -> list[tuple[str, str]]:
    return [(head.child(n).text(0), head.child(n).text(1)) for n in range(head.childCount())]


def _head(dialog: ImportPreviewDialog, name: str) -> QTreeWidgetItem:
    tree = dialog.tree
    found = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount()) if tree.topLevelItem(n).text(0) == name]
    assert found, [tree.topLevelItem(n).text(0) for n in range(tree.topLevelItemCount())]
    return found[0]


def _ctrl_i(qtbot, window, paths: list[Path], look) -> None:  # noqa: ANN001
    """Ctrl+I, the files typed in the file dialog, ``look(dialog)`` at the preview, then Enter."""
    seen: dict[str, bool] = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        look(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
        seen["done"] = True

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, " ".join(f'"{p}"' for p in paths))

    when_shown(QFileDialog, pick)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: seen.get("done") is True)


def _raised(services, folder: Path) -> Path:  # noqa: ANN001
    """The party exported as a spreadsheet (in Russian), Dana Cruz's Strength one higher in it."""
    party = folder / "party.csv"
    assert services.characters.export_file(str(party), [c.id for c in services.characters.characters()], "csv")
    text = party.read_text("utf-8-sig")
    sep = ";" if ";" in text.splitlines()[0] else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=sep))
    at, dana = rows[0].index("Сила"), next(n for n, r in enumerate(rows) if r and r[0] == "Dana Cruz")
    rows[dana][at] = str(int(rows[dana][at]) + 1)
    out = io.StringIO()
    csv.writer(out, delimiter=sep).writerows(rows)
    party.write_text(out.getvalue(), "utf-8")
    return party


def test_a_raised_strength_shows_what_is_written_and_its_session_goes_with_ctrl_z(qtbot, tmp_path):
    try:
        assert i18n.set_language("ru")
        path = build_demo(tmp_path / "demo.deadwatch", "afmbe", "unisystem")
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.show()
        activate(qtbot, window)
        services = window.services
        assert services.campaign.current_session() is None  # the demo's night has ended
        sessions = [(g.number, g.ended) for g in services.campaign.sessions()]
        last = render_event(services.campaign.events()[-1])
        party = _raised(services, tmp_path)
        seen: dict[str, object] = {}

        def look(dialog: ImportPreviewDialog) -> None:
            seen["rows"] = _rows(_head(dialog, "Dana Cruz"))
            seen["top"] = " ".join(dialog.summary.text().split())

        _ctrl_i(qtbot, window, [party], look)
        rows = seen["rows"]
        assert isinstance(rows, list)
        now = dict(rows)["Очки жизни (сейчас)"]
        assert now.startswith("34 ") and "в файле: 30" in now, now  # the value Enter writes, the file's beside it
        changes = [value for label, value in rows if label == "Изменения"]
        assert "Эссенция: 14 → 15 (считается по листу)" in changes, changes
        assert "Enter начнёт сессию 2, а Ctrl+Z отменит и импорт, и сессию 2" in str(seen["top"]), seen["top"]
        qtbot.waitUntil(lambda: render_event(services.campaign.events()[-1]).startswith("Обновлено"))
        said = render_event(services.campaign.events()[-1])
        for value in ("Сила: 2 → 3", "Эссенция: 14 → 15", "Очки жизни: 30 → 34 (максимум)",
                      "Выносливость: 26 → 29 (максимум)"):
            assert value in said, said
        dana = next(c for c in services.characters.characters() if c.name == "Dana Cruz")
        assert services.ruleset.track_values(dana.sheet, dana.state)["life_points"] == 34
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: services.campaign.current_session() is None)
        assert [(g.number, g.ended) for g in services.campaign.sessions()] == sessions  # session 2 gone too
        assert render_event(services.campaign.events()[-1]) == last
        dana = next(c for c in services.characters.characters() if c.name == "Dana Cruz")
        assert dana.sheet["str"] == 2 and dana.state["life_points"] == 30
    finally:
        i18n.set_language("en")


def test_with_the_night_kept_what_is_not_taken_is_under_its_own_heading(qtbot, tmp_path):
    try:
        assert i18n.set_language("ru")
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        actor = json.loads(ANA.read_text("utf-8"))
        first = tmp_path / "a.json"
        first.write_text(json.dumps(actor), "utf-8")
        assert services.characters.import_preview(services.characters.preview_import([str(first)]))
        (ana,) = services.characters.characters()
        assert services.characters.damage(ana.id, {"damage": 2, "armor": False})  # the night
        actor["system"]["skills"]["tech"]["value"] = 2
        again = tmp_path / "b.json"
        again.write_text(json.dumps(actor), "utf-8")
        seen: dict[str, object] = {}

        def look(dialog: ImportPreviewDialog) -> None:
            seen["kept"] = dialog.night.isChecked()
            seen["rows"] = _rows(_head(dialog, "Ana Reyes"))

        _ctrl_i(qtbot, window, [again], look)
        assert seen["kept"]
        rows = seen["rows"]
        assert isinstance(rows, list)
        changes = [value for label, value in rows if label == "Изменения"]
        missed = [value for label, value in rows if label == "Не берётся"]
        assert not any("не берётся" in c for c in changes), changes
        assert any(m.startswith("Здоровье 2 в файле") for m in missed), rows
        qtbot.waitUntil(lambda: next(c for c in services.characters.characters()).sheet["tech"] == 2)
        assert next(c for c in services.characters.characters()).state["health"] == 0  # the night's, kept
    finally:
        i18n.set_language("en")


def test_refused_files_leave_the_characters_imported_in_view(qtbot, tmp_path):
    try:
        assert i18n.set_language("ru")
        window = campaign_window(qtbot, tmp_path, "twdu")
        window.resize(1366, 740)
        services = window.services
        seen: dict[str, object] = {}

        def look(dialog: ImportPreviewDialog) -> None:
            tree = dialog.tree
            section = tree.topLevelItem(0)
            seen["section"] = (section.text(0), section.text(1), section.isExpanded())
            ana = _head(dialog, "Ana Reyes")
            seen["in view"] = tree.viewport().rect().contains(tree.visualItemRect(ana))
            tree.setFocus()
            tree.setCurrentItem(section)
            qtbot.keyClick(tree, Qt.Key.Key_Right)  # the refused, one line each, with why
            seen["open"] = section.isExpanded()
            seen["refused"] = [section.child(n).text(1) for n in range(section.childCount())]

        _ctrl_i(qtbot, window, [ANA, *map(Path, bad_files(tmp_path, 3))], look)
        label, value, opened = seen["section"]  # type: ignore[misc]
        assert label == "Не импортируются" and not opened, seen["section"]
        assert value.startswith("9 персонажей отклонены или не импортируются"), value
        assert seen["in view"], "Ana Reyes, the one imported, is out of sight"
        assert seen["open"]
        refused = seen["refused"]
        assert isinstance(refused, list)
        assert "Персонаж игрока — отклонён: «Сила (Strength)» равно 99; на этом листе — от 1 до 5" in refused, refused
        qtbot.waitUntil(lambda: [c.name for c in services.characters.characters()] == ["Ana Reyes"])
    finally:
        i18n.set_language("en")
