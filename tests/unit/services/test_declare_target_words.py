"""A declaration's target word suits the action (issue 41, the twdu demo in Spanish): "Ben Okafor
declara Primeros auxilios contra Mia Chen" read as an attack on her.  First aid, movement and other
actions are declared on someone ("a"), attacks against them ("contra"); the phase "Other" reads as
a noun («Otra acción», not the plural adjective «Otras»); a kept damage waits until the GM rolls
its dice («hasta que tires los dados»: «tirar» alone also means to throw it away)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.unit.services.test_initiative import create, last_line, open_campaign  # noqa: F401 (fixture)

LINES = {
    "en": ("Ben declares First aid on Mia", "Ben declares Other on Mia: steadies her",
           "Raider declares Ranged combat against Mia: from the roof"),
    "es": ("Ben declara Primeros auxilios a Mia", "Ben declara Otra acción a Mia: la sujeta",
           "Raider declara Combate a distancia contra Mia: from the roof"),
    "ru": ("Ben заявляет «Первая помощь» (цель — Mia)", "Ben заявляет «Прочее» (цель — Mia): держит её",
           "Raider заявляет «Дальний бой» (цель — Mia): from the roof"),
}


ACTION = {"en": "steadies her", "es": "la sujeta", "ru": "держит её"}


@pytest.mark.parametrize("code", ["en", "es", "ru"])
def test_a_declaration_is_on_its_target_unless_it_attacks_them(open_campaign, code):  # noqa: F811
    from ui.i18n import set_language

    services = open_campaign("twdu")
    people = [create(services, n) for n in ("Ben", "Mia")] + [create(services, "Raider", "npc")]
    assert services.initiative.start(people)
    ids = {c.name: c.id for c in services.initiative.view().combatants}
    assert set_language(code)
    try:
        first_aid, other, shot = LINES[code]
        assert services.initiative.declare(ids["Ben"], "5", "", ids["Mia"])
        assert last_line(services) == first_aid
        assert services.initiative.declare(ids["Ben"], "6", ACTION[code],
                                           ids["Mia"])
        assert last_line(services) == other
        assert services.initiative.declare(ids["Raider"], "2", "from the roof", ids["Mia"])
        assert last_line(services) == shot  # an attack: against her
    finally:
        set_language("en")


def test_a_kept_damage_waits_until_the_gm_rolls_its_dice(qapp):  # noqa: ANN001
    from ui.i18n import set_language

    assert set_language("es")
    try:
        said = QCoreApplication.translate(
            "DiceDock", "The damage still offered below is from {name}'s roll: the next roll keeps it, "
            "waiting to apply under its result.")
        assert said.format(name="Ben") == (
            "El daño que aún se ofrece abajo es de la tirada de Ben: la próxima tirada lo guarda, "
            "por aplicar bajo su resultado.")
    finally:
        set_language("en")
