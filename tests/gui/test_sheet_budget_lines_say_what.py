"""The sheet's creation budget lines say what their numbers count, in each language, whole at
1366×768: "Highest attribute: 2 (the limit at creation is 4)", not "Highest attribute: 4 of 6
left" (what is left of what?); "Attribute points: 14 of 14 left".  A d10under zombie has no
budget at all (the text: "Персонажу даётся 7 очков" — the character gets 7 points; its zombies
fight with Agility 2, below the starting 5): no line, and no warning, for it.  The line of
attributes below the start read "Attribute levels below the start: 0 (none at creation)", cryptic:
it says what the text allows («С самого начала все характеристики находятся на уровне 5. Персонажу
даётся 7 очков на то, чтобы повысить эти характеристики»: only raised at creation)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from tests.gui.helpers import campaign_window
from tests.gui.sheet_languages import close_dialogs
from ui import i18n
from ui.dialogs.sheet_dialog import SheetDialog

LAPTOP = (1366, 768)


def budget_lines(qtbot, window, kind="pc"):
    """The new character's sheet: its budget lines, read whole on a laptop's screen."""
    dialog = SheetDialog(window.services, None, window)
    qtbot.addWidget(dialog)
    if kind != "pc":
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= LAPTOP[0] and dialog.height() <= LAPTOP[1], dialog.size()
    label = dialog.budget
    assert label.isVisible()
    assert label.height() >= label.heightForWidth(label.width()), (label.text(), label.size())
    where = QRect(label.mapTo(dialog, label.rect().topLeft()), label.size())
    assert dialog.rect().contains(where), (where, dialog.rect())
    lines = label.text().splitlines()
    close_dialogs(window)
    return lines


EXPECTED = {
    ("afmbe", "norms"): {
        "en": ["Highest attribute: 2 (the limit at creation is 4)",
               "Drawback points: 0 taken (at most 10)",
               "Drawback points spent on attribute levels: 0 (drawback points taken: 0)",
               "Attribute points: 2 of 14 left",
               "Skill points: 30 of 30 left",
               "Quality points: 5 of 5 left",
               "Melee weapons: 0 (at most 1 at creation)",
               "Ranged weapons: 0 (at most 1 at creation)"],
        "ru": ["Наивысшая характеристика: 2 (предел при создании — 4)",
               "Очки недостатков: взято 0 (не больше 10)",
               "Очки недостатков на уровни характеристик: 0 (взято очков недостатков: 0)",
               "Очки характеристик: осталось 2 очка из 14",
               "Очки навыков: осталось 30 очков из 30",
               "Очки достоинств: осталось 5 очков из 5",
               "Оружие ближнего боя: 0 единиц (при создании не больше 1)",
               "Дальнобойное оружие: 0 единиц (при создании не больше 1)"],
        "es": ["Atributo más alto: 2 (el límite al crear es 4)",
               "Puntos de defectos: 0 tomados (como mucho 10)",
               "Puntos de defectos gastados en niveles de atributo: 0 (puntos de defectos tomados: 0)",
               "Puntos de atributo: quedan 2 de 14",
               "Puntos de habilidad: quedan 30 de 30",
               "Puntos de cualidades: quedan 5 de 5",
               "Armas cuerpo a cuerpo: 0 (como mucho 1 al crear)",
               "Armas a distancia: 0 (como mucho 1 al crear)"],
    },
    ("d10under", None): {
        "en": ["Attribute points: 7 of 7 left",
               "Attributes lowered below their starting value: 0 levels (at creation they may only be raised)"],
        "ru": ["Очки характеристик: осталось 7 очков из 7",
               "Понижено ниже начального значения: 0 уровней (при создании характеристики можно только повышать)"],
        "es": ["Puntos de atributo: quedan 7 de 7",
               "Atributos bajados del valor inicial: 0 niveles (al crear solo se pueden subir)"],
    },
    ("gridlimbs", None): {
        "en": ["Creation points: 15 of 15 left"],
        "ru": ["Очки создания: осталось 15 очков из 15"],
        "es": ["Puntos de creación: quedan 15 de 15"],
    },
}


@pytest.mark.parametrize(("ruleset", "preset"), list(EXPECTED))
def test_each_budget_line_says_what_it_counts(qtbot, tmp_path, ruleset, preset):
    window = campaign_window(qtbot, tmp_path, ruleset, preset)
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            assert budget_lines(qtbot, window) == EXPECTED[(ruleset, preset)][language], language
    finally:
        i18n.set_language("en")


def test_a_d10under_zombie_has_no_budget_line(qtbot, tmp_path):
    """The 7 points are a character's; a zombie is not built on them: no line, no warning."""
    window = campaign_window(qtbot, tmp_path, "d10under")
    assert budget_lines(qtbot, window, "zombie") == ["No creation budget"]
    assert window.services.ruleset.budget(window.services.ruleset.new_sheet(), "zombie") == []
    assert window.services.ruleset.budget(window.services.ruleset.new_sheet(), "pc") != []


#: the line and its warning when the attribute levels bought with drawback points cost more than the
#: drawback points taken: «2 (de 0 tomados) — … cuestan más de lo que dan» read as "more than they give"
OVERSPENT = {
    "en": "⚠ Drawback points spent on attribute levels: 4 (drawback points taken: 0) — The attribute levels "
          "bought with drawback points cost more than the drawback points taken.",
    "ru": "⚠ Очки недостатков на уровни характеристик: 4 (взято очков недостатков: 0) — Уровни характеристик, "
          "купленные за очки недостатков, стоят больше, чем взято очков недостатков.",
    "es": "⚠ Puntos de defectos gastados en niveles de atributo: 4 (puntos de defectos tomados: 0) — Los niveles "
          "de atributo comprados con puntos de defectos cuestan más que los puntos de defectos tomados.",
}


def test_levels_bought_with_drawbacks_not_taken_say_they_cost_more_than_the_points_taken(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Kim", "pc", {"str": 4, "raise_str": 1})  # level 4 bought, no drawback
    kim = next(c.id for c in services.characters.characters() if c.name == "Kim")
    try:
        for language in ("en", "ru", "es"):
            window.set_language(language)
            dialog = SheetDialog(services, kim, window)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            lines = dialog.budget.text().splitlines()
            close_dialogs(window)
            assert OVERSPENT[language] in lines, (language, lines)
    finally:
        i18n.set_language("en")
