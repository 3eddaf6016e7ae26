"""The import preview says a death the update keeps: Ana Reyes, killed in the night by her Deep
cut, imported again from the Foundry actor written before; under her row, beside what changes,
"dead in the roster: kept", in English, Russian and Spanish."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui import i18n
from ui.dialogs.import_preview import ImportPreviewDialog

ANA = Path(__file__).resolve().parents[1] / "fixtures" / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
SAID = {"en": "dead in the roster: kept", "ru": "смерть в списке персонажей: сохраняется",
        "es": "muerte en la lista de personajes: se mantiene"}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_preview_says_her_death_is_kept(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(ANA)]))
    assert services.game_time.pass_time(7 * 60)  # her untended Deep cut, lethal in D6 hours rolled on import
    assert services.characters.characters()[0].state["dead"]
    try:
        assert i18n.set_language(language)
        dialog = ImportPreviewDialog(services.characters.preview_import([str(ANA)]), window)
        qtbot.addWidget(dialog)
        tree = dialog.tree
        (ana,) = [tree.topLevelItem(n) for n in range(tree.topLevelItemCount())]
        rows = [ana.child(n).text(1) for n in range(ana.childCount())]
        assert SAID[language] in rows, rows
    finally:
        i18n.set_language("en")
