"""The AFMBE party's file imported again by keys, at 1366×768 in English, Russian and Spanish: Ctrl+I,
the file, the preview says each skill changed, each number named ("Skills: Brawling: Level 2 → 3; Guns
(Rifle) added (Level 2)", not "Skills: changed, 3 rows", nor "Brawling 2 → 3; Guns (Rifle) added 2"),
whole in its row; Enter imports, and the status bar says what was imported, counted in the GM's
language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFileDialog, QStyle, QTreeWidgetItem

from app.services.character_commands import CreateCharacter
from tests.gui.helpers import campaign_window, choose_file
from tests.gui.test_import_preview import when_shown
from ui.dialogs.import_preview import ImportPreviewDialog


def _skill(name: str, level: int, kind: str = "") -> dict:
    return {"name": name, "type": kind, "special": False, "level": level, "specializations": "", "native": False}


def _party(services) -> None:  # noqa: ANN001
    """Dana, a player character, and Rook, an NPC the players have not been shown."""
    sheet = {"str": 2, "dex": 3, "con": 2, "int": 2, "per": 3, "wil": 2,
             "skills": [_skill("Brawling", 2), _skill("Guns", 3, "Handgun")]}
    services.campaign.execute(CreateCharacter("Dana Cruz", "pc", sheet))
    services.campaign.execute(CreateCharacter("Rook", "npc", {**sheet, "skills": [_skill("Brawling", 3)]}))


def _edited(window, tmp_path: Path, rook: bool = False) -> Path:  # noqa: ANN001
    """The party exported, then Dana's Brawling raised and a rifle skill added (and Rook's Brawling
    raised, with ``rook``)."""
    services = window.services
    out = tmp_path / "party.json"
    assert services.characters.export_file(str(out), [int(c.id) for c in services.characters.characters()])
    doc = json.loads(out.read_text("utf-8"))
    dana, hidden = doc["characters"]
    dana["sheet"]["skills"][0]["level"] = 3
    dana["sheet"]["skills"].append(_skill("Guns", 2, "Rifle"))
    if rook:
        hidden["sheet"]["skills"][0]["level"] = 4
    out.write_text(json.dumps(doc), "utf-8")
    return out


def _import_by_keys(qtbot, window, path: Path, look) -> dict:  # noqa: ANN001
    """Ctrl+I, the file typed, ``look(dialog)`` at the preview, then Enter; what was seen."""
    seen: dict = {}

    def preview(dialog: ImportPreviewDialog) -> None:
        try:
            look(dialog, seen)
        except Exception as exc:  # noqa: BLE001 - said after the dialog is closed, never left open
            seen["error"] = repr(exc)
            dialog.reject()
            return
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
        seen["entered"] = True

    def pick(dialog: QFileDialog) -> None:
        when_shown(ImportPreviewDialog, preview)
        choose_file(dialog, str(path))

    when_shown(QFileDialog, pick)
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "error" in seen or "entered" in seen, timeout=15000)
    assert "error" not in seen, seen["error"]
    return seen


def _whole(dialog: ImportPreviewDialog, item: QTreeWidgetItem) -> bool:
    """Whether the Value cell of ``item`` reads whole in its row (wrapped, nothing cut off): its text
    wrapped in the column's width but the style's text margins (its focus frame's margin and 1 px, on
    each side) is no taller than the row."""
    tree = dialog.tree
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    width = tree.columnWidth(1) - 2 * margin
    needed = QFontMetrics(tree.font()).boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap),
                                                    item.text(1))
    return needed.height() <= rect.height() and (
        tree.columnViewportPosition(1) + tree.columnWidth(1) <= tree.viewport().width())


SKILLS = {
    "en": ("Changes", "Skills: Brawling: Level 2 → 3; Guns (Rifle) added (Level 2)"),
    "ru": ("Изменения", "Навыки: Драка: Уровень 2 → 3; добавлено: Огнестрельное оружие (Rifle) (Уровень 2)"),
    "es": ("Cambios", "Habilidades: Pelea: Nivel 2 → 3; se añade Armas de fuego (Rifle) (Nivel 2)"),
}
STATUS = {
    "en": "Updated 1 character from the files.",
    "ru": "Обновлено из файлов: 1 персонаж.",
    "es": "Actualizado 1 personaje desde los archivos.",
}


@pytest.mark.parametrize("code", sorted(SKILLS))
def test_the_preview_names_each_skill_changed_and_the_status_says_what_was_imported(qtbot, tmp_path, code):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_party)
    window.resize(1366, 768)
    path = _edited(window, tmp_path)
    try:
        assert set_language(code)

        def look(dialog: ImportPreviewDialog, seen: dict) -> None:
            tree = dialog.tree
            dana = next(tree.topLevelItem(n) for n in range(tree.topLevelItemCount())
                        if tree.topLevelItem(n).text(0) == "Dana Cruz")
            dana.setExpanded(True)
            label = SKILLS[code][0]
            rows = [dana.child(n) for n in range(dana.childCount()) if dana.child(n).text(0) == label]
            seen["changes"] = [row.text(1) for row in rows]
            seen["whole"] = all(_whole(dialog, row) for row in rows)

        seen = _import_by_keys(qtbot, window, path, look)
        assert seen["changes"] == [SKILLS[code][1]]
        assert seen["whole"], "the skills' changes are cut in their row at 1366×768"
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "")
        assert window.statusBar().currentMessage() == STATUS[code]
        dana = next(c for c in window.services.characters.characters() if c.name == "Dana Cruz")
        assert [(s["name"], s["type"], s["level"]) for s in dana.sheet["skills"]] == [
            ("Brawling", "", 3), ("Guns", "Handgun", 3), ("Guns", "Rifle", 2)]
    finally:
        set_language("en")



BOTH = {
    "en": ("Imported 2 characters; updated 1 character from the files.", "Imported 1 character."),
    "ru": ("Импортировано: 2 персонажа; обновлено из файлов: 1 персонаж.", "Импортировано: 1 персонаж."),
    "es": ("Importados 2 personajes; actualizado 1 personaje desde los archivos.", "Importado 1 personaje."),
}


@pytest.mark.parametrize("code", sorted(BOTH))
def test_the_status_counts_those_added_and_those_updated_in_their_plural_forms(qapp, code):
    from ui.dialogs.import_status import imported_text
    from ui.i18n import set_language

    try:
        assert set_language(code)
        assert (imported_text(2, 1), imported_text(1, 0)) == BOTH[code]
    finally:
        set_language("en")
