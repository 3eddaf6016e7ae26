"""The titled lines a Foundry import writes in a character's notes ("Archetype: Law enforcer") read
in the GM's language of the day: Ana, imported while Deadwatch spoke Russian, shows «Архетип» no
more once the GM works in English; her sheet's Notes page (Enter on her row, Alt+O) says
"Archetype: …", and a line the GM types there stays the GM's."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_fight_by_keys import in_dialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"


def test_notes_imported_in_russian_show_english_titles_to_an_english_gm(qtbot, tmp_path):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    actor = json.loads(ANA.read_text("utf-8"))
    actor["system"].update({"archetype": "Law enforcer", "drive": "Protect the kids"})
    file = tmp_path / "ana.json"
    file.write_text(json.dumps(actor), encoding="utf-8")
    try:
        assert set_language("ru")
        assert services.characters.import_preview(services.characters.preview_import([str(file)]))
    finally:
        set_language("en")
    dock = window.docks["charactersDock"]
    dock.select(services.characters.characters()[0].id)
    activate(qtbot, window)
    dock.tree.setFocus()
    keys = Keys(qtbot)
    seen: dict[str, str] = {}

    def read(dialog) -> None:  # noqa: ANN001
        try:
            keys.key(Qt.Key.Key_O, ALT)  # the Notes page
            focus = QApplication.focusWidget()
            assert isinstance(focus, QPlainTextEdit)
            seen["shown"] = focus.toPlainText()
            keys.key(Qt.Key.Key_End, CTRL)
            keys.key(Qt.Key.Key_Return)
            keys.type("Fate: unknown")
            keys.key(Qt.Key.Key_Return, CTRL)  # saves the sheet
        finally:
            if dialog.isVisible():
                dialog.reject()

    in_dialog(qtbot, read)
    keys.key(Qt.Key.Key_Return)
    activate(qtbot, window)
    shown = seen["shown"].splitlines()
    assert shown[:2] == ["Archetype: Law enforcer", "Drive: Protect the kids"], shown
    assert "Архетип" not in seen["shown"] and "Мотив" not in seen["shown"]
    notes = services.characters.characters()[0].notes
    assert notes.startswith("Archetype: Law enforcer\nDrive: Protect the kids") and notes.endswith("Fate: unknown")
