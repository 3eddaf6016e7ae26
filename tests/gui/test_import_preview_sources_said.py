"""The import preview's "From the file" column says where a Foundry actor's value came from in the
GM's words ("armor “Kevlar vest”: protection", "the actor's conditions", "Deadwatch's own sheet:
Strength"), in the GM's language; the path in the actor is in the details under the list alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
GOVERNOR = FIXTURES / "gm" / "governor-edited-in-foundry.json"
SAID = {
    "en": {"Armor Level": "armor “Kevlar vest”: protection",
           "Armor penalty (Mobility)": "armor “Kevlar vest”: agility penalty", "Poisoned": "the actor's conditions",
           "Critical injury": "critical injury “Deep cut”", "Strength": "the actor's sheet: Strength",
           "Weapons": "the actor's items: weapon"},
    "ru": {"Уровень брони": "броня «Kevlar vest»: защита",
           "Штраф брони (Подвижность)": "броня «Kevlar vest»: штраф к ловкости", "Отравление": "состояния актёра",
           "Критическая травма": "критическая травма «Deep cut»", "Сила": "лист актёра: Сила",
           "Оружие": "предметы актёра: оружие"},
    "es": {"Nivel de blindaje": "blindaje «Kevlar vest»: protección",
           "Penalizador del blindaje (Movilidad)": "blindaje «Kevlar vest»: penalizador de agilidad",
           "Veneno": "estados del actor",
           "Herida crítica": "herida crítica «Deep cut»", "Fuerza": "hoja del actor: Fuerza",
           "Armas": "objetos del actor: arma"},
}
OWN = {"en": ("Strength", "Deadwatch's own sheet: Strength"), "ru": ("Сила", "Собственный лист Deadwatch: Сила"),
       "es": ("Fuerza", "Hoja propia de Deadwatch: Fuerza")}


def rows(dialog: ImportPreviewDialog) -> dict:
    head = dialog.tree.topLevelItem(0)
    return {head.child(n).text(0): head.child(n) for n in range(head.childCount())}


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_from_the_file_column_says_the_gm_s_words_not_the_actor_s_paths(qtbot, tmp_path, code):
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    try:
        assert set_language(code)
        dialog = ImportPreviewDialog(window.services.characters.preview_import([str(ANA)]), window)
        qtbot.addWidget(dialog)
        found = rows(dialog)
        assert {label: found[label].text(2) for label in SAID[code]} == SAID[code]
        assert not any("[" in item.text(2) or "system." in item.text(2) for item in found.values())
        governor = ImportPreviewDialog(window.services.characters.preview_import([str(GOVERNOR)]), window)
        qtbot.addWidget(governor)
        label, said = OWN[code]
        assert rows(governor)[label].text(2) == said
    finally:
        set_language("en")


def test_the_path_in_the_actor_is_in_the_details_under_the_list(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(ANA)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    armor = rows(dialog)["Armor Level"]
    dialog.tree.setCurrentItem(armor)
    assert dialog.details.text() == "Armor Level: 2\nIn the file: items[type=armor].system.protection"
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))  # the character's own line: no path
    assert "In the file" not in dialog.details.text()


def test_a_deadwatch_party_file_s_values_come_from_its_own_sheet_not_a_key(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import([str(FIXTURES / "gm" /
                                                                                     "night-party.csv")]))
    party = tmp_path / "party.json"
    assert services.characters.export_file(str(party), [c.id for c in services.characters.characters()])
    dialog = ImportPreviewDialog(services.characters.preview_import([str(party)]), window)
    qtbot.addWidget(dialog)
    found = rows(dialog)
    assert found["Strength"].text(2) == "Deadwatch's own sheet: Strength"  # not "sheet.strength"
