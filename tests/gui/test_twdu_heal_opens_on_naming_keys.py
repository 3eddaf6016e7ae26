"""twdu in Spanish, by keys: Ana Broken with a named injury (Corte) and another taken unnamed, its
D66 rolled in the dice dock (5 2).  H opened on «Primeros auxilios» and «Número de herida» 1, the
injury named before, its text describing that one: the GM's next step, naming the injury read off the
table, was a list and a number away.  Now H opens on «Nombrar una herida» at the unnamed one (2), and
Enter after its name names it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.rules.dice import TypedDice
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import campaign_window, in_dialog
from ui import i18n


def test_h_opens_on_naming_the_injury_whose_d66_was_rolled(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", people=[("Ana", "pc", {"agility": 3})])
        services = window.services
        ana = next(int(c.id) for c in services.characters.characters())
        services.campaign.dice = TypedDice([3, 2])
        assert services.characters.damage(ana, {"damage": 3, "armor": False, "injury_name": "Corte"})
        assert services.characters.heal(ana, {"kind": "first_aid", "successes": 1})  # up with Health 1
        services.campaign.dice = TypedDice([2, 3])
        assert services.characters.damage(ana, {"damage": 1, "armor": False})  # Broken again: unnamed
        window.selection.select_character(ana)
        settle()
        dice = choose_kind(qtbot, window, "Herida crítica (D66)")
        roll_faces(qtbot, dice, "5 2")
        settle()
        assert "D66 52" in last_log_line(window)
        window.docks["charactersDock"].tree.setFocus()
        keys = Keys(qtbot)
        seen = {}

        def look(dialog) -> None:  # noqa: ANN001
            seen["kind"] = dialog.form.inputs["kind"].currentText()
            seen["injury"] = dialog.form.inputs["injury"].value()
            keys.key(Qt.Key.Key_Escape)

        in_dialog(qtbot, look)
        keys.key(Qt.Key.Key_H)
        settle()
        assert seen == {"kind": "Nombrar una herida (leída en la tabla de heridas críticas)", "injury": 2}, seen
    finally:
        i18n.set_language("en")
