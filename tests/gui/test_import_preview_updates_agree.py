"""The import preview's top, on the characters already in the roster, agrees with their count in
English, Russian and Spanish: with one character to update Spanish said "Alt+N lo añade como copias
nuevas" and Russian «Alt+N добавит его как новые копии» (copies, plural, for one character).  The Russian
speaks of the characters with no pronoun of a gender («под ним», «добавит его» read as a man's for Gloria)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui import i18n
from ui.dialogs.import_preview import ImportPreviewDialog

FOUNDRY = Path(__file__).resolve().parents[1] / "fixtures" / "foundry"
ANA = FOUNDRY / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
GLORIA = FOUNDRY / "fvtt-Actor-twdu-4.0.3-npc-gloria.json"

ONE = {
    "en": ("is already in the roster and is updated (what changes is under it): Ana Reyes. "
           "Alt+N adds it as a new copy instead."),
    "ru": ("1 персонаж уже есть в списке и обновляется (что меняется — ниже, под именем): Ana Reyes. "
           "Alt+N вместо этого добавит новую копию."),
    "es": ("1 ya está en la lista y se actualiza (lo que cambia está debajo): Ana Reyes. "
           "Alt+N lo añade como copia nueva."),
}
TWO = {
    "en": "are already in the roster and are updated (what changes is under each): ",
    "ru": "2 персонажа уже есть в списке и обновляются (что меняется — ниже, под каждым именем): ",
    "es": "2 ya están en la lista y se actualizan (lo que cambia está debajo de cada uno): ",
}
TWO_END = {
    "en": "Alt+N adds them as new copies instead.",
    "ru": "Alt+N вместо этого добавит новые копии.",
    "es": "Alt+N los añade como copias nuevas.",
}


def _top(qtbot, window, files) -> str:  # noqa: ANN001
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(f) for f in files]), window)
    qtbot.addWidget(dialog)
    return " ".join(dialog.summary.text().split())


def _edit_everyone(window) -> None:  # noqa: ANN001
    """Each sheet edited in the roster: the files update it, changing something."""
    from app.services.character_commands import EditCharacter

    services = window.services
    for c in services.characters.characters():
        services.campaign.execute(EditCharacter(int(c.id), notes="edited in the roster"))


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_one_and_two_characters_updated_are_said_in_agreement(qtbot, tmp_path, code):
    try:
        assert i18n.set_language(code)
        window = campaign_window(qtbot, tmp_path, "twdu")
        preview = window.services.characters.preview_import([str(ANA)])
        assert window.services.characters.import_preview(preview)
        _edit_everyone(window)  # the files' notes differ: an update that changes something
        assert ONE[code] in _top(qtbot, window, [ANA])
        preview = window.services.characters.preview_import([str(GLORIA)])
        assert window.services.characters.import_preview(preview)
        _edit_everyone(window)
        top = _top(qtbot, window, [ANA, GLORIA])
        assert TWO[code] in top and TWO_END[code] in top, top
    finally:
        i18n.set_language("en")
