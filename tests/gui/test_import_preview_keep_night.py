"""The import preview of a character re-imported after a night's play: "Keep the night's wounds"
is shown ticked (the roster's Ana was hurt since her import), the changes under her name the
sheet's alone; Alt+W unticks it from the list and the changes say Health going back.  From the box,
Page Down and Page Up move through the list by a page, and Enter there imports."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def changes(dialog: ImportPreviewDialog, heading: str = "Changes") -> list[str]:
    tree = dialog.tree
    head = tree.topLevelItem(0)
    return [head.child(n).text(1) for n in range(head.childCount()) if head.child(n).text(0) == heading]


def test_keep_the_night_is_ticked_after_play_and_alt_w_takes_the_file_s_state(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    actor = json.loads(ANA.read_text("utf-8"))
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(file)]))
    (ana,) = services.characters.characters()
    assert services.characters.damage(ana.id, {"damage": 2, "armor": False})
    actor["system"]["skills"]["tech"]["value"] = 2
    file.write_text(json.dumps(actor), encoding="utf-8")
    dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.night.isVisible() and dialog.night.isChecked()
    said = changes(dialog)
    assert any(s.startswith("Tech:") for s in said) and not any(s.startswith("Health (now)") for s in said), said
    not_taken = changes(dialog, "Not taken")  # under a heading of its own, not among the changes
    assert "Health 2 in the file: not taken, the night's wounds are kept (Alt+W to take them)" in not_taken, not_taken
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not dialog.night.isChecked())
    assert not dialog.preview.keep_night
    assert any(s.startswith("Health (now)") for s in changes(dialog)), changes(dialog)
    # the GM reads on by Page Down from the box (its key pressed, the focus there): the list moves by a
    # page, the focus stays where Enter imports
    tree = dialog.tree
    tree.setCurrentItem(tree.topLevelItem(0))
    tree.scrollToTop()
    dialog.night.setFocus()
    qtbot.waitUntil(dialog.night.hasFocus)
    qtbot.keyClick(dialog.night, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: tree.viewport().rect().contains(tree.visualItemRect(tree.currentItem())))
    rect = tree.visualItemRect(tree.currentItem())
    assert tree.currentItem() is not tree.topLevelItem(0) and rect.bottom() > tree.viewport().height() // 2, rect
    assert dialog.night.hasFocus()
    qtbot.keyClick(dialog.night, Qt.Key.Key_PageDown)
    assert tree.verticalScrollBar().value() > 0  # on past the first page
    qtbot.keyClick(dialog.night, Qt.Key.Key_PageUp)
    qtbot.keyClick(dialog.night, Qt.Key.Key_PageUp)
    assert tree.currentItem() is tree.topLevelItem(0) and tree.verticalScrollBar().value() == 0
    qtbot.keyClick(dialog.night, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_the_keep_the_night_box_names_the_campaign_ruleset_s_own_tracks(qtbot, tmp_path):
    """An AFMBE campaign's box spoke of twdu's health and stress: it names Life Points and Endurance,
    and no luck for a party with no luck points (no Good Luck quality, no Bad Luck drawback)."""
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Dana", "pc")
    (dana,) = services.characters.characters()
    file = tmp_path / "party.deadwatch-characters"
    assert services.characters.export_file(str(file), [dana.id], "deadwatch")
    assert services.characters.damage(dana.id, {"amount": 3})  # the night's play
    shown = {}
    try:
        for code in ("en", "ru", "es"):
            assert set_language(code)
            dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
            qtbot.addWidget(dialog)
            shown[code] = dialog.night.text()
            dialog.reject()
    finally:
        set_language("en")
    assert shown["en"] == ("Keep the night's &wounds: the files' sheets, the roster's Life Points, Endurance and "
                           "conditions")
    assert "очки жизни, выносливость и состояния" in shown["ru"] and "стресс" not in shown["ru"], shown
    assert "Puntos de Vida, Resistencia y estados" in shown["es"] and "suerte" not in shown["es"], shown


def test_the_keep_the_night_box_names_luck_for_a_character_with_luck_points(qtbot, tmp_path):
    """Luck is kept with the night only for a character whose sheet has luck points: then it is named."""
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    sheet = {**window.services.ruleset.new_sheet("pc"),
             "traits": [{"name": "Good Luck", "kind": "quality", "level": 2, "points": 2}]}
    assert services.characters.create("Dana", "pc", sheet)
    (dana,) = services.characters.characters()
    file = tmp_path / "party.deadwatch-characters"
    assert services.characters.export_file(str(file), [dana.id], "deadwatch")
    assert services.characters.damage(dana.id, {"amount": 3})
    try:
        assert set_language("es")
        dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
        qtbot.addWidget(dialog)
        assert "Puntos de Vida, Resistencia, suerte y estados" in dialog.night.text(), dialog.night.text()
        dialog.reject()
    finally:
        set_language("en")
