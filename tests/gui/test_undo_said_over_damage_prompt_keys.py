"""An undo says what it took back in the status bar, also where it brings back a damage waiting for
the table's dice: a first-night GM in Russian typed the d4 of a zombie's blow on Dana, looked at Dana
in the roster, and took the damage back (Ctrl+Z); the blow came back in the dice dock with its damage
offered, and the status bar said «Кубики со стола для этого урона, по порядку: 1 × d4 (Урон).
Введите их…», the question the undo brought back, instead of «Отмена: Урон 4 — Дана Крус (Очки жизни
26 → 30)».  The question stays in the dice dock's message line; the status bar says the undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys, tab_to
from tests.gui.test_undone_roll_keys import _offers
from ui import i18n


def asked_words() -> str:
    """The start of the dice dock's question for a damage's table dice, in the language shown."""
    return QCoreApplication.translate(
        "DiceDock", "Table dice for this damage, in this order: {wanted}. Type them (then Enter), or Ctrl+R to let "
                    "the console roll.").split("{")[0]


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_ctrl_z_of_a_zombie_s_typed_damage_says_the_undo_not_the_dice_asked_again(qtbot, tmp_path, lang):
    try:
        assert i18n.set_language(lang)
        window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
        services = window.services
        assert services.characters.create("Dana", "pc", {"dex": 3})
        assert services.characters.create("Biter", "zombie", {"str": 2, "dex": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Biter"])
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_D, CTRL_SHIFT)  # the zombie's blow, its d10 typed from the table
        pick_with_keys(qtbot, dock.kind_combo, QCoreApplication.translate("rules", "Attack against a dodge or block"))
        qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
        assert dock.opponent_combo.currentData() == who["Dana"]
        tab_to(qtbot, dock.opponent_form.inputs["defence"])
        pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], QCoreApplication.translate("rules", "No defence"))
        tab_to(qtbot, dock.faces_edit)
        keys.type("10 9")
        keys.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(_offers(dock)))  # a hit: its damage offered, the focus on the offer
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.result_view.damage_buttons[0])
        keys.key(Qt.Key.Key_Space)  # the damage's d4 typed from the table
        qtbot.waitUntil(dock.faces_edit.hasFocus)
        keys.type("2")
        keys.key(Qt.Key.Key_Return)
        hurt = services.characters.character(who["Dana"]).state
        assert hurt != {}
        keys.key(Qt.Key.Key_1, CTRL)  # the GM looks at Dana in the roster: the blow's result goes
        keys.type("Dana")
        assert window.selection.character_id == who["Dana"]
        keys.key(Qt.Key.Key_Z, CTRL)  # the damage taken back: the blow and its question back
        assert services.characters.character(who["Dana"]).state != hurt
        # the question, in its dock: under the heading of the zombie's roll, Dana looked at in the roster
        qtbot.waitUntil(lambda: asked_words() in dock.result_view.from_note.text())
        assert dock.result_view.from_label.isVisibleTo(dock)
        for _ in range(5):  # what the undo set going (the result laid out, the line in view) done
            qtbot.wait(10)
        undone = QCoreApplication.translate("MainWindow", "Undo: {action}").split("{")[0]
        said = window.statusBar().currentMessage()
        assert said.startswith(undone) and "Dana" in said, said
    finally:
        i18n.set_language("en")
