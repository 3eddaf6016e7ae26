"""The Spanish (and Russian) character sheet named the catalog's skills in English ("Guns",
"Dodge") where the dice dock says «Armas de fuego»; its Add to Skills left the focus nowhere (the
mouse needed) and underlined «ñ», which Alt cannot reach on many keyboards.  Now the sheet shows
the skills in the GM's language and stores them as they were ("Guns"; a name typed in Spanish as
the rules know it); Add to Skills has a letter Alt reaches and puts the focus in the new row's
first field, ready to type."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.mnemonics import mnemonic
from tests.gui.test_fight_by_keys import in_dialog

SKILLS = [{"name": "Guns", "type": "Pistol", "level": 2}, {"name": "Dodge", "level": 1}]
WORDS = {"es": ("Armas de fuego", "Esquivar", "Pelea"), "ru": ("Огнестрельное оружие", "Уклонение", "Драка"),
         "en": ("Guns", "Dodge", "Brawling")}


def ana(services) -> None:  # noqa: ANN001
    sheet = services.ruleset.new_sheet()
    sheet["skills"] = [dict(s) for s in SKILLS]
    services.campaign.execute(CreateCharacter("Ana", "pc", sheet))


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")
@pytest.mark.parametrize("code", ["es", "ru", "en"])
def test_the_sheet_names_skills_in_the_gm_s_language_and_add_lands_in_the_new_row(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=ana)
        window.resize(1366, 768)
        dock = window.docks["charactersDock"]
        ana_id = window.services.characters.characters()[0].id
        dock.select(ana_id)
        activate(qtbot, window)
        dock.tree.setFocus()
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def skills(dialog) -> None:  # noqa: ANN001
            try:
                editor = next(e for e in dialog.tables if e.spec.key == "skills")
                for _ in range(6):  # Ctrl+Tab to the Skills page
                    if editor.isVisible():
                        break
                    keys.key(Qt.Key.Key_Tab, CTRL)
                table = editor.table
                seen["names"] = [table.cellWidget(r, 0).text() for r in range(table.rowCount())]
                letter = mnemonic(editor.add_button.text())
                seen["letter"] = letter
                if letter is None or not ("a" <= letter <= "z" or "а" <= letter <= "я"):
                    return
                keys.key(QKeySequence(f"Alt+{letter.upper()}")[0].key(), ALT)
                qtbot.waitUntil(lambda: table.rowCount() == len(SKILLS) + 1, timeout=2000)
                focus = QApplication.focusWidget()
                seen["focus"] = isinstance(focus, QLineEdit) and focus is table.cellWidget(len(SKILLS), 0)
                if seen["focus"]:
                    if WORDS[code][2].isascii():
                        keys.type(WORDS[code][2])
                    else:  # Cyrillic: the test's keyboard has no such keys; the text put where the focus is
                        focus.insert(WORDS[code][2])
                    keys.key(Qt.Key.Key_Return, CTRL)  # saved
            finally:
                if dialog.isVisible():
                    dialog.reject()

        in_dialog(qtbot, skills)
        keys.key(Qt.Key.Key_F2)
        assert seen.get("names") == list(WORDS[code][:2]), seen
        letter = str(seen.get("letter"))
        assert "a" <= letter <= "z" or "а" <= letter <= "я", seen  # not «ñ»: Alt reaches it
        assert seen.get("focus") is True, seen
        stored = window.services.characters.character(ana_id).sheet["skills"]
        assert [(s["name"], s["type"]) for s in stored] == [("Guns", "Pistol"), ("Dodge", ""), ("Brawling", "")]
    finally:
        set_language("en")
