"""A sheet edited says in its log line what changed, in the GM's language: "Dana's sheet edited:
Strength 3 → 4; Skills: Brawling 2 → 3"; it said "Dana's sheet edited", nothing more, and the log
(and the undo, which reads the line) could not tell a raised Strength from a fixed typo.
The totals the sheet works out that changed with it follow ("Life Points 30 → 34"):
the roster's jumped while the line named the Strength alone."""

from __future__ import annotations

import pytest

from app.services.characters import CreateCharacter, EditCharacter
from app.services.logtext import render_event
from ui import i18n

SKILLS = [{"name": "Brawling", "level": 2}, {"name": "Guns", "type": "Handgun", "level": 3}]


def _dana(afmbe):  # noqa: ANN001, ANN202
    sheet = {**afmbe.ruleset.new_sheet(), "str": 3, "skills": SKILLS}
    event = afmbe.campaign.execute(CreateCharacter("Dana", "pc", sheet))
    return int(event.changes[0]["id"]), sheet


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Dana's sheet edited: Strength 3 → 4; Skills: Brawling 2 → 3, Dodge added, Guns (Handgun) removed; "
           "Life Points 30 → 34; Endurance 26 → 29; Essence 13 → 14"),
    ("ru", "Лист персонажа Dana изменён: Сила 3 → 4; Навыки: Драка 2 → 3, добавлено: Уклонение, "
           "убрано: Огнестрельное оружие (Handgun); Очки жизни 30 → 34; Выносливость 26 → 29; "
           "Эссенция 13 → 14"),
    ("es", "Se editó la hoja de Dana: Fuerza 3 → 4; Habilidades: Pelea 2 → 3, se añade Esquivar, "
           "se quita Armas de fuego (Handgun); Puntos de Vida 30 → 34; Resistencia 26 → 29; "
           "Esencia 13 → 14"),
])
def test_the_log_line_says_what_the_edit_changed(afmbe, language, said):
    dana, sheet = _dana(afmbe)
    skills = [{"name": "Brawling", "level": 3}, {"name": "Dodge", "level": 1}]
    afmbe.campaign.execute(EditCharacter(dana, name="Dana", sheet={**sheet, "str": 4, "skills": skills}))
    try:
        assert i18n.set_language(language)
        assert render_event(afmbe.campaign.events()[-1]) == said
    finally:
        i18n.set_language("en")


def test_an_edit_of_the_name_kind_and_notes_says_so_and_one_that_changes_nothing_says_it_was_saved(afmbe):
    dana, sheet = _dana(afmbe)
    afmbe.campaign.execute(EditCharacter(dana, name="Dana Cruz", sheet=dict(sheet), notes="Bitten?"))
    assert render_event(afmbe.campaign.events()[-1]) == "Dana Cruz's sheet edited: Name Dana → Dana Cruz; notes edited"
    afmbe.campaign.execute(EditCharacter(dana, name="Dana Cruz", sheet=dict(sheet)))
    assert render_event(afmbe.campaign.events()[-1]) == "Dana Cruz's sheet edited"
    afmbe.campaign.execute(EditCharacter(dana, kind_of="npc", sheet={**sheet, "dex": 3}))
    assert render_event(afmbe.campaign.events()[-1]) == \
        "Dana Cruz's sheet edited: Kind Player character → NPC; Dexterity 2 → 3; Speed 8 → 10; " \
        "Essence 13 → 14"
