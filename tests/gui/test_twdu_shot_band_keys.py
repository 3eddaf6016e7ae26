"""Issue 41: F with the demo's Ana Reyes set up "Shot (Ranged Combat)" and rolled "7 × d6 = Agility 4 +
Close Combat 0 + gear 2 + 1 stress die": the demo's revolver reached only Short range, so the shot was at Short range,
where the text makes every attack Close Combat with Agility, but nothing said so; and the weapon read
"Revolver (+2, 2)".  A revolver reaches Long range ("Long Range means that you need to use Ranged
Combat"); F sets the shot at the farthest band the weapon reaches, the GM picks another band in the
form, each band named by what it rolls, and the weapon's numbers are named, in English and Spanish."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to
from tests.gui.test_dock_keys_behind_tabs import demo_window
from ui import i18n


def _fire_with_ana(qtbot, window):
    ana = next(c for c in window.services.characters.characters() if c.name == "Ana Reyes")
    window.selection.select_character(int(ana.id))
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.values().get("band") is not None)
    return dock


def test_f_shoots_at_long_range_with_ranged_combat_and_short_range_says_close_combat(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path)
    dock = _fire_with_ana(qtbot, window)
    assert last_log_line(window).startswith("Ana Reyes fires Revolver: 6 → 5 rounds")
    assert dock.kind_combo.currentText() == "Shot"
    weapon, band = dock.form.inputs["item"], dock.form.inputs["band"]
    assert weapon.currentText() == "Revolver (gear bonus +2, damage 2)"
    assert band.currentText() == "Long range: Ranged Combat"
    assert [band.itemText(i) for i in range(band.count())] == [  # Extreme offered, the revolver refused there
        "Short range: Close Combat + Agility, as the text says", "Long range: Ranged Combat",
        "Extreme range: Ranged Combat"]
    assert dock.parts_label.text().startswith("9 × d6 = Agility 4 + Ranged Combat 3 + gear 2")
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)  # to the roll's kind, then Tab to the band
    qtbot.waitUntil(lambda: dock.form.inputs["band"].isVisible())
    band = dock.form.inputs["band"]  # the form as shown now
    tab_to(qtbot, band)
    pick_with_keys(qtbot, band, "Short range: Close Combat + Agility, as the text says")
    qtbot.waitUntil(lambda: dock.parts_label.text().startswith("6 × d6 = Agility 4 + Close Combat 0 + gear 2"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert last_log_line(window).startswith(
        "Ana Reyes rolls Shot (Revolver, Short range: Close Combat + Agility, as the text says)")


def test_the_spanish_shot_names_the_weapons_numbers_and_the_band(qtbot, tmp_path):
    i18n.set_language("es")
    try:
        window = demo_window(qtbot, tmp_path)
        dock = _fire_with_ana(qtbot, window)
        assert dock.kind_combo.currentText() == "Disparo"
        assert dock.form.inputs["item"].currentText().endswith(" (bonificación de equipo +2, daño 2)")
        assert dock.form.inputs["band"].currentText() == "Alcance Largo: Combate a distancia"
    finally:
        i18n.set_language("en")
