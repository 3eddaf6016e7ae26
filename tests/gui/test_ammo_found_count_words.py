"""Ammunition found (Ctrl+Shift+P) and Give ammunition (Ctrl+Shift+G): the amount's unit agrees with
the count the GM types.  In Russian the box said «1 патронов», «2 патронов» (the form for many,
whatever the count); now «1 патрон», «2 патрона», «5 патронов», and the same in Spanish and English,
for rounds and for Ammo Points."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_ammo_dock import RIFLE, SHOTGUN, add, choose, press, window_for
from ui import i18n

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
ROUNDS = {
    "en": [" round", " rounds", " rounds"],
    "ru": [" патрон", " патрона", " патронов"],
    "es": [" bala", " balas", " balas"],
}
POINTS = {
    "en": [" Ammo Point", " Ammo Points", " Ammo Points"],
    "ru": [" очко боеприпасов", " очка боеприпасов", " очков боеприпасов"],
    "es": [" Punto de Munición", " Puntos de Munición", " Puntos de Munición"],
}


def _suffixes(qtbot, window, key) -> list[str]:  # noqa: ANN001
    seen: list[str] = []

    def count(dialog) -> None:  # noqa: ANN001
        try:
            dialog.activateWindow()
            activate(qtbot, dialog)
            for typed in ("1", "2", "5"):
                dialog.amount.selectAll()
                qtbot.keyClicks(dialog.amount, typed)
                seen.append(dialog.amount.suffix())
        finally:
            dialog.reject()

    when_dialog_opens(count)
    press(qtbot, window, key, CTRL_SHIFT)
    return seen


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_rounds_found_and_given_agree_with_the_count(qtbot, tmp_path, code):
    try:
        assert i18n.set_language(code)
        window = window_for(qtbot, tmp_path, "afmbe", "unisystem")
        dana = add(window, "Dana", weapons=[{**SHOTGUN, "name": "SMG", "automatic": True, "ammo": 30}])
        add(window, "Ben", weapons=[{**SHOTGUN, "name": "SMG", "automatic": True, "ammo": 30}])
        choose(window, dana)
        assert _suffixes(qtbot, window, Qt.Key.Key_P) == ROUNDS[code]
        assert _suffixes(qtbot, window, Qt.Key.Key_G) == ROUNDS[code]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_ammo_points_found_agree_with_the_count(qtbot, tmp_path, code):
    try:
        assert i18n.set_language(code)
        window = window_for(qtbot, tmp_path, "afmbe", "norms")
        ana = add(window, "Ana", weapons=[SHOTGUN, RIFLE])
        choose(window, ana)
        assert _suffixes(qtbot, window, Qt.Key.Key_P) == POINTS[code]
    finally:
        i18n.set_language("en")


SECRET = {
    "en": ["[GM only: 0 → 1 round]", "[GM only: 0 → 2 rounds]", "[GM only: 0 → 5 rounds]"],
    "ru": ["[только для ведущего: 0 → 1 патрон]", "[только для ведущего: 0 → 2 патрона]",
           "[только для ведущего: 0 → 5 патронов]"],
    "es": ["[solo para el DJ: 0 → 1 bala]", "[solo para el DJ: 0 → 2 balas]",
           "[solo para el DJ: 0 → 5 balas]"],
}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_ledger_s_secret_rounds_loaded_agree_with_the_count(qtbot, code):
    from types import SimpleNamespace

    from ui.widgets.ammo_table import LedgerTable

    try:
        assert i18n.set_language(code)
        table = LedgerTable()
        qtbot.addWidget(table)
        lines = []
        for after in (1, 2, 5):
            event = SimpleNamespace(text="Kit reloads", args={}, damaged=False,
                                    payload={"ctx": "x", "unit": "rounds", "before": 0, "secret": {"after": after}})
            lines.append(table.line(event).removeprefix("Kit reloads "))
        assert lines == SECRET[code]
    finally:
        i18n.set_language("en")
