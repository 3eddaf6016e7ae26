"""A brawl whose turns the GM passes without declarations (twdu): the rows said "Acted" while the
heading still said "nobody has declared yet", as if no one had had a turn.  The heading now says how
many have acted without declaring, in the plural forms of English, Russian and Spanish; before the
first turn it still says that nobody has declared."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from ui import i18n

WORDS = {
    "en": ("Acted", "nobody has declared yet", "1 fighter has acted without declaring",
           "2 fighters have acted without declaring"),
    "ru": ("Ход сделан", "заявок пока нет", "ходил без заявки: 1 боец", "ходили без заявки: 2 бойца"),
    "es": ("Ya actuó", "nadie ha declarado aún", "1 combatiente ya actuó sin declarar",
           "2 combatientes ya actuaron sin declarar"),
}


def turn_words(fight) -> list[str]:  # noqa: ANN001
    from ui.docks.initiative_dock import TURN

    model = fight.tree.model()
    return [model.index(r, TURN).data() or "" for r in range(model.rowCount())]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_heading_counts_who_acted_without_declaring(qtbot, tmp_path, lang):
    acted, nobody, one, two = WORDS[lang]
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        for name in ("Ana", "Ben", "Mia"):
            assert services.characters.create(name, "pc", services.ruleset.new_sheet())
        assert services.initiative.start([int(c.id) for c in services.characters.characters()], name="Yard")
        fight = window.docks["initiativeDock"]
        activate(qtbot, window)
        fight.tree.setFocus()
        QApplication.processEvents()
        assert nobody in fight.header.text()
        qtbot.keyClick(fight.tree, Qt.Key.Key_N)
        QApplication.processEvents()
        assert turn_words(fight).count(acted) == 1, turn_words(fight)
        assert one in fight.header.text() and nobody not in fight.header.text()
        qtbot.keyClick(fight.tree, Qt.Key.Key_N)
        QApplication.processEvents()
        assert turn_words(fight).count(acted) == 2, turn_words(fight)
        assert two in fight.header.text(), fight.header.text()
    finally:
        i18n.set_language("en")
