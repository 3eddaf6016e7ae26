"""Three single shots (es): the line «Ataque 1 de 3 de este fuego…» stood in the refusal's alarm red
though it only says what comes next, and «Tambaleante ha caído; no queda en pie ningún enemigo en
este combate.» too, though nothing was refused.  Both are said plainly now; a refusal keeps its red."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.afmbe_attack import shift_f_single_shots
from tests.gui.helpers import campaign_window
from ui.docks.refusal_line import DANGER

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


def test_the_fires_line_and_the_fallen_target_are_said_plainly_in_spanish(qtbot, tmp_path):
    from ui.i18n import set_language

    try:
        assert set_language("es")
        window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
        assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Dana"])
        shift_f_single_shots(qtbot, window, 3)
        dock = window.docks["diceDock"]
        qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
        line = dock.refusal_label
        assert line.text().startswith("Ataque 1 de 3 de este fuego")
        assert DANGER not in line.styleSheet()
        dock.faces_edit.setFocus()
        qtbot.keyClicks(dock.faces_edit, "8")  # 8 + 3 + 2 = 13: a hit
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        offer = dock.result_view.damage_buttons[0]
        dock.faces_edit.setText("6")  # d6 6 × 4, bullet ×2: Biter falls
        offer.setFocus()
        qtbot.keyClick(offer, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: not services.ruleset.can_act(
            services.characters.character(who["Biter"]).sheet, services.characters.character(who["Biter"]).state))
        qtbot.waitUntil(lambda: line.text().startswith("Biter ha caído"))
        assert DANGER not in line.styleSheet()
    finally:
        set_language("en")
