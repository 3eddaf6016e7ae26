"""The dice dock's message line follows a live change of language: after Language → English a fire
of two shots set up in Spanish still read «Ataque 2 de 2 de este fuego…» and «Dados de la mesa para
este daño…» above the damage offer; both now read English."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.afmbe_attack import shift_f_single_shots
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


def test_the_fire_s_line_and_the_damage_dice_line_turn_english(qtbot, tmp_path):
    from ui.i18n import set_language

    try:
        assert set_language("es")
        window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
        assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Dana"])

        shift_f_single_shots(qtbot, window, 2)
        dock = window.docks["diceDock"]
        qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
        assert dock.refusal_label.text().startswith("Ataque 1 de 2 de este fuego")
        activate(qtbot, window)
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(dock.faces_edit, "9")  # 9 + DEX 3 + Guns 2: a hit on the zombie, who does not dodge
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        assert "Dana" in last_log_line(window)
        qtbot.waitUntil(lambda: QApplication.focusWidget() in dock.result_view.damage_buttons)
        lines = dock.refusal_label.text().split("\n")
        assert lines[0].startswith("Ataque 2 de 2 de este fuego"), lines
        assert lines[1].startswith("Dados de la mesa para este daño"), lines
        assert set_language("en")
        QApplication.processEvents()
        lines = dock.refusal_label.text().split("\n")
        assert lines[0] == ("Attack 2 of 2 of this fire: each is its own roll, the next set up once this one "
                            "is rolled."), lines
        assert lines[1] == ("Table dice for this damage, in this order: 1 × d6 (Damage). Type them "
                            "(then Enter), or Ctrl+R to let the console roll."), lines
    finally:
        set_language("en")
