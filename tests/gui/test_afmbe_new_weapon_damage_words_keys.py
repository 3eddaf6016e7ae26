"""A new weapon's row on the Russian sheet read damage "d4×STR" where the rest of the Russian screen
says «СИЛ» (the weapons' damage «d6×СИЛ», the dice dock's punch «d4×СИЛ»); in Spanish "FUE".  Now a
row added by Add to Weapons reads its damage in the GM's language, and is kept as typed: the rules
read «d4×СИЛ» and "d4×FUE" as they read "d4×STR"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit

from app.rules.afmbe import parse_weapon_damage
from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.mnemonics import mnemonic
from tests.gui.test_fight_by_keys import in_dialog

DAMAGE = {"en": "d4×STR", "ru": "d4×СИЛ", "es": "d4×FUE"}


def dana(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Dana", "pc", services.ruleset.new_sheet()))


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("code", ["ru", "es", "en"])
def test_a_new_weapon_row_reads_its_damage_in_the_gm_s_language(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", before=dana)
        window.resize(1366, 768)
        roster = window.docks["charactersDock"]
        who = window.services.characters.characters()[0].id
        roster.select(who)
        activate(qtbot, window)
        roster.tree.setFocus()
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def weapons(dialog) -> None:  # noqa: ANN001
            try:
                editor = next(e for e in dialog.tables if e.spec.key == "weapons")
                for _ in range(8):  # Ctrl+Tab to the page with the weapons
                    if editor.isVisible():
                        break
                    keys.key(Qt.Key.Key_Tab, CTRL)
                letter = mnemonic(editor.add_button.text())
                assert letter is not None
                keys.key(QKeySequence(f"Alt+{letter.upper()}")[0].key(), ALT)
                table = editor.table
                qtbot.waitUntil(lambda: table.rowCount() == 1, timeout=2000)
                focus = QApplication.focusWidget()
                assert isinstance(focus, QLineEdit) and focus is table.cellWidget(0, 0)
                keys.type("Knife")
                column = next(n for n, c in enumerate(editor.spec.columns) if c.key == "damage")
                seen["damage"] = table.cellWidget(0, column).text()
                keys.key(Qt.Key.Key_Return, CTRL)  # saved
            finally:
                if dialog.isVisible():
                    dialog.reject()

        in_dialog(qtbot, weapons)
        keys.key(Qt.Key.Key_F2)
        assert seen.get("damage") == DAMAGE[code], seen
        kept = window.services.characters.character(who).sheet["weapons"]
        assert [w["name"] for w in kept] == ["Knife"]
        assert parse_weapon_damage(kept[0]["damage"]) == parse_weapon_damage("d4×STR")  # read as the rules read it
    finally:
        set_language("en")
