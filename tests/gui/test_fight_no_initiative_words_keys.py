"""The fight dock's hint for fighters with no initiative said "Без инициативы: 4" (a number without
its meaning): it now says who has none and what rolls it, "4 fighters have no initiative yet — R
rolls it", with the plural forms of each language; R rolls it and the hint goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_initiative_dock import create, dock_of, press, start_fight, window_for

WORDS = {
    ("en", 1): "1 fighter has no initiative yet — R rolls it.",
    ("en", 4): "4 fighters have no initiative yet — R rolls it.",
    ("ru", 1): "1 боец ещё без инициативы — R бросает её.",
    ("ru", 3): "3 бойца ещё без инициативы — R бросает её.",
    ("ru", 5): "5 бойцов ещё без инициативы — R бросает её.",
    ("es", 1): "1 combatiente aún no tiene iniciativa — R la tira.",
    ("es", 4): "4 combatientes aún no tienen iniciativa — R la tira.",
}


@pytest.mark.parametrize(("code", "count"), list(WORDS))
def test_the_hint_counts_the_fighters_with_no_initiative_in_words(qtbot, tmp_path, code, count):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
        for number in range(count):
            create(window, f"PC{number}", dex=2)
        start_fight(qtbot, window)
        dock = dock_of(window)
        assert dock.hint.text() == WORDS[(code, count)]
        press(qtbot, window, Qt.Key.Key_R)
        assert dock.hint.text() != WORDS[(code, count)]
    finally:
        set_language("en")
