"""twdu: an injury whose recovery time has passed reads healed, not as a current injury ("When the
recovery time has passed, the penalty is removed"; "You won't, for example, heal a destroyed eye,
but you can adjust to the impairment").  The penalty went, but the roster's conditions column
(Spanish "Estados") still read "Cracked ribs" as before, and the time's log line did not say it had
healed.  Now the badge reads "Cracked ribs: healed", the line "Cracked ribs has healed: …"; Ctrl+Z
puts the injury back as it was.  By keys: Ctrl+Shift+T, the time typed, Enter; Ctrl+Z."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids, last_log_line
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier

SAID = {
    "en": ("Cracked ribs: healed", "Cracked ribs has healed: the recovery time has passed; −2 dice removed.",
           ),
    "es": ("Cracked ribs: sanó", "Cracked ribs ha sanado: ha pasado el tiempo de recuperación; se retira el −2 a "
           "los dados."),
    "ru": ("Cracked ribs: зажило", "Cracked ribs: зажило — время восстановления прошло, штраф −2 к броскам снят."),
}


def pass_time(qtbot, window, text: str) -> None:
    """Ctrl+Shift+T, the time typed over the one offered, Enter."""
    def answer(dialog) -> None:  # noqa: ANN001
        try:
            assert isinstance(dialog, QInputDialog)
            dialog.activateWindow()
            box = dialog.findChild(QLineEdit)
            qtbot.waitUntil(box.hasFocus)
            qtbot.keyClick(box, Qt.Key.Key_A, CTRL)
            qtbot.keyClicks(box, text)
            qtbot.keyClick(box, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    activate(qtbot, window)
    when_dialog_opens(answer)
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_SHIFT)


def badges(window, cid) -> str:  # noqa: ANN001
    """The row's badges as they read (and their tips: a current injury's penalty is said there)."""
    row = window.docks["charactersDock"].badges(cid)
    return row.html.replace("&nbsp;", " ") + " | " + " ".join(row.tips)


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_a_healed_injury_reads_healed_in_the_roster_and_the_log(qtbot, tmp_path, lang):
    healed, line = SAID[lang]
    hurt = "Cracked ribs: −2"  # the tip of the injury with its penalty
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.characters.create("Ben", "pc", {"strength": 4, "close_combat": 3})
        ben = ids(window)["Ben"]
        assert services.characters.damage(ben, {"damage": 3, "source": "attack", "armor": False,
                                                "injury_name": "Cracked ribs", "injury_penalty": 2,
                                                "injury_recovery_unit": "hours"})
        window.selection.select_character(ben)
        qtbot.waitUntil(lambda: hurt in badges(window, ben))
        pass_time(qtbot, window, "7 h")  # past any recovery of one die of hours, and the Broken minutes
        qtbot.waitUntil(lambda: healed in badges(window, ben))
        assert hurt not in badges(window, ben)
        assert line in last_log_line(window)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the time taken back: the injury as it was
        qtbot.waitUntil(lambda: hurt in badges(window, ben))
        assert healed not in badges(window, ben)
    finally:
        i18n.set_language("en")
