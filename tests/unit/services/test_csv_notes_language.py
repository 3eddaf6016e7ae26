"""A spreadsheet's Notes cell in the import preview reads as the sheet will show it: a party exported
while Deadwatch spoke English ("Archetype: Cop", "PC anchor: Ana"), imported by a Spanish GM, showed
those titles in English in the preview while the sheet says "Arquetipo", "Ancla PJ"."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.imports import note_titles

CSV = 'Name,Kind,Notes\nMarcus,NPC,"Archetype: Cop\nDrive: Keep them safe\nPC anchor: Ana\nOwes Deacon."\n'


@pytest.mark.parametrize(("code", "shown"), [
    ("es", "Arquetipo: Cop\nImpulso: Keep them safe\nAncla PJ: Ana\nOwes Deacon."),
    ("ru", "Архетип: Cop\nМотив: Keep them safe\nЯкорь-персонаж: Ana\nOwes Deacon."),
])
def test_the_notes_row_shows_the_titles_as_the_sheet_will(tmp_path, qapp, code, shown):
    from ui.i18n import set_language

    file = tmp_path / "party.csv"
    file.write_text(CSV, "utf-8")
    path = tmp_path / "c.deadwatch"
    create_campaign(str(path), "Test", "twdu", None, {}).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        assert set_language(code)
        preview = services.characters.preview_import([str(file)])
        [marcus] = preview.characters
        [cell] = [f for f in marcus.fields if f.label == "Notes"]
        assert cell.value == shown, cell.value
        assert services.characters.import_preview(preview)
        [row] = services.characters.characters()
        assert note_titles.shown(services.characters.ruleset, row.notes or "") == shown  # as the sheet shows them
    finally:
        set_language("en")
        services.close()
