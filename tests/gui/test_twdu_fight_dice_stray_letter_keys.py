"""Issue 40: a stray letter in the fight's typed dice blocked Next turn (Ctrl+2, Tab to «dados de la
mesa» beside the initiative mode, x, Esc, N: the turn stayed, «Las caras deben ser números enteros.»
naming no field).  In the twdu brawl's declared phases the field has no use: it is disabled there and
Tab passes it by; N never reads the typed dice for a turn that ends no round; and a refusal of faces
typed there names the field."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n

NAMED = {
    "es": "Dados de la mesa del combate: Las caras deben ser números enteros.",
    "ru": "Кости со стола для боя: Значения граней должны быть целыми числами.",
    "en": "The fight's typed dice: Faces must be whole numbers.",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def _turn(window) -> tuple[int, int]:  # noqa: ANN001
    enc = window.services.initiative.view().encounter
    return enc.round, enc.turn


def test_declared_phases_leave_the_typed_dice_out_and_n_passes_the_turn(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        dock = window.docks["initiativeDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_2, CTRL)
        keys.key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not dock.faces  # no use here: Tab passes it by
        assert not dock.faces.isEnabled()
        dock.faces.setText("x")  # a letter left there all the same
        dock.tree.setFocus()
        before = _turn(window)
        keys.key(Qt.Key.Key_N)
        assert _turn(window) != before
        keys.report("N beside a stray letter")
    finally:
        i18n.set_language("en")


def _party(services) -> None:  # noqa: ANN001
    for name in ("Ann", "Bob"):
        assert services.characters.create(name, "pc", services.ruleset.new_sheet("pc"))


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_a_stray_letter_never_blocks_n_and_its_refusal_names_the_field(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "afmbe", before=_party)
        services = window.services
        assert services.initiative.start([c.id for c in services.characters.characters()])
        assert services.initiative.roll()
        QApplication.processEvents()
        dock = window.docks["initiativeDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_2, CTRL)
        keys.key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is dock.faces
        keys.type("x")
        keys.key(Qt.Key.Key_Escape)
        before = _turn(window)
        keys.key(Qt.Key.Key_N)  # the first turn passed: no round ends, the dice are not read
        assert _turn(window) != before
        dock.faces.setFocus()
        keys.key(Qt.Key.Key_Return)  # read now (the round's end): refused, the field named
        assert dock.message.text() == NAMED[lang]
        keys.report("a faces refusal named")
    finally:
        i18n.set_language("en")
