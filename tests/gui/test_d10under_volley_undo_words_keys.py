"""d10under: Ctrl+Z of a volley names the roll's real result.  Vera's two shots both hit ("2 of 2
shots hit: 50 damage before armor"), but the undo read "Undo: Vera rolls Shot (Perception) — Pistol:
hit, 25 damage offered" (the first hit alone; in Russian «…попадание, предложен урон 25»).  And
the ammunition's undo of two rounds fired said «выстрел возвращён» in Russian, one shot for two."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces, tab_to, type_number
from tests.gui.test_autofire_ammo_keys import pick_with_keys
from ui import i18n

PISTOL = {"name": "Pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}
CTRL = Qt.KeyboardModifier.ControlModifier

#: the volley's line, as its undo says it now; the first hit alone, as it said it before
ROLL_UNDO = {
    "en": ("2 of 2 shots hit: 50 damage before armor", "hit, 25 damage offered"),
    "ru": ("Попаданий: 2 из 2; 50 урона до брони", "попадание, предложен урон 25"),
    "es": ("Impactan 2 de 2 disparos: 50 de daño antes del blindaje", "impacto, se ofrece daño 25"),
}
#: the rounds fired given back, in the number given back
AMMO_UNDO = {"en": ("gets back what it fired: 6 → 8 rounds",),
             "ru": ("выстрелы возвращены, 6 → 8", "выстрел возвращён"),
             "es": ("recupera lo disparado: 6 → 8",)}


def window_with_vera(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    rules = services.ruleset
    assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "perception": 6, "weapons": [PISTOL]})
    assert services.characters.create("Raider", "npc", {**rules.new_sheet(), "endurance": 5})
    return window, ids(window)


def undo_said(qtbot, window) -> tuple[str, str]:  # noqa: ANN001
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    return window.statusBar().currentMessage(), last_log_line(window)


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_undo_of_a_volley_says_every_hit(qtbot, tmp_path, language):
    window, who = window_with_vera(qtbot, tmp_path)
    window.selection.select_character(who["Vera"])
    dock = choose_kind(qtbot, window, "Shot (Perception)")
    shots = dock.form.inputs["shots"]
    tab_to(qtbot, shots)
    type_number(qtbot, shots, "2")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Raider")
    roll_faces(qtbot, dock, "3 4")
    assert "2 of 2 shots hit: 50 damage before armor" in last_log_line(window)
    try:
        assert i18n.set_language(language)
        bar, line = undo_said(qtbot, window)
        now, before = ROLL_UNDO[language]
        for said in (bar, line):
            assert now in said and before not in said, said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_undo_of_two_rounds_fired_says_them_in_their_number(qtbot, tmp_path, language):
    window, who = window_with_vera(qtbot, tmp_path)
    services = window.services
    [stock] = services.ammo.stocks(who["Vera"])
    assert services.ammo.fire(who["Vera"], stock.stock.key, {"shots": 2})
    assert services.ammo.stocks(who["Vera"])[0].stock.count == 6
    try:
        assert i18n.set_language(language)
        bar, line = undo_said(qtbot, window)
        now, *before = AMMO_UNDO[language]
        for said in (bar, line):
            assert now in said and not any(b in said for b in before), said
    finally:
        i18n.set_language("en")
