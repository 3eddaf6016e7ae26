"""The README's keys of the import preview and of the party export's question work in every
language with the keyboard on its Latin layout: in Russian the import preview said
"Alt+H добавит их как новые копии" (a Cyrillic Н) and only a Cyrillic Alt+Н ticked the box, so
Alt+N did nothing; "With the NPCs" answered only a Cyrillic Alt+В.  Now Alt+N, Alt+P and Alt+W
press them in Russian and Spanish too, the translated letter still works, and the hint names a
key the GM can type."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

import ui.party_export as party_export
from app.services.character_commands import EditCharacter
from tests.gui.helpers import campaign_window
from ui import i18n
from ui.dialogs.import_preview import ImportPreviewDialog

PARTY = Path(__file__).resolve().parents[1] / "fixtures" / "gm" / "night-party.csv"


@pytest.fixture
def speak():  # noqa: ANN201
    """The interface in a language for one test, English again after it."""
    yield lambda lang: i18n.set_language(lang)
    i18n.set_language("en")


def preview_dialog(qtbot, window) -> ImportPreviewDialog:  # noqa: ANN001
    """The import preview of the party spreadsheet the roster already holds, Ana's Strength changed
    since (her row would update)."""
    characters = window.services.characters
    assert characters.import_preview(characters.preview_import([str(PARTY)]))
    ana = next(c for c in characters.characters() if c.name == "Ana Reyes")
    window.services.campaign.execute(EditCharacter(int(ana.id), sheet={**ana.sheet, "strength": 5}))  # the file: 3
    dialog = ImportPreviewDialog(characters.preview_import([str(PARTY)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_latin_alt_n_ticks_the_import_preview_s_new_copies_box_in_every_language(qtbot, tmp_path, speak, lang):
    assert speak(lang)
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = preview_dialog(qtbot, window)
    assert dialog.copies.isVisible() and not dialog.copies.isChecked()
    summary = dialog.summary.text()
    assert "Alt+N" in summary, summary  # the hint names the key that works
    assert "Alt+Н" not in summary and "Alt+H" not in summary
    qtbot.keyClick(dialog.tree, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.copies.isChecked)
    qtbot.keyClick(dialog.tree, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not dialog.copies.isChecked())
    dialog.reject()


def test_the_russian_letter_still_ticks_the_box_too(qtbot, tmp_path, speak):
    assert speak("ru")
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = preview_dialog(qtbot, window)
    assert "&н" in dialog.copies.text()
    for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):  # the Russian layout's key
        QTest.sendKeyEvent(action, dialog.tree, Qt.Key(ord("Н")), "н", Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.copies.isChecked)
    dialog.reject()


def party_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    def fill(services) -> None:  # noqa: ANN001
        for name, kind in (("Ana Reyes", "pc"), ("Rook", "npc"), ("Walker", "zombie")):
            services.characters.create(name, kind)

    return campaign_window(qtbot, tmp_path, "twdu", before=fill)


@pytest.mark.parametrize("lang", ["ru", "es"])
@pytest.mark.parametrize(("key", "npcs"), [(Qt.Key.Key_W, True), (Qt.Key.Key_P, False)])
def test_latin_alt_w_and_alt_p_answer_the_party_export_s_question(qtbot, tmp_path, monkeypatch, speak, lang, key, npcs):  # noqa: PLR0913
    assert speak(lang)
    window = party_window(qtbot, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.setattr(party_export, "save_file_and_filter", lambda *a: (str(out / "party.json"), 0))
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        """The question shown (not modal: no other test's waiting hook takes it), the key pressed."""
        asked.append(box.text())
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()
        qtbot.waitExposed(box)
        box.activateWindow()
        qtbot.waitUntil(box.isActiveWindow)
        qtbot.keyClick(QApplication.focusWidget() or box, key, Qt.KeyboardModifier.AltModifier)
        try:
            qtbot.waitUntil(lambda: box.clickedButton() is not None, timeout=2000)
        finally:
            box.hide()  # the key did nothing: the question cancelled, never left open
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert party_export.export_party(window, window.services, None)
    assert asked, "no question asked"
    written = (out / "party.json").read_text(encoding="utf-8")
    assert "Ana Reyes" in written
    assert ("Rook" in written) is npcs and ("Walker" in written) is npcs
    assert QCoreApplication.translate("CharactersDock", "&With the NPCs") != "&With the NPCs"
