"""Experience (F9): Award and Spend have their underlined letters (Alt+A and Alt+S in English, their
own in Russian and Spanish), which award and spend from the keyboard; and a raise that costs more
than is left says how many points it needs and how many are left ("needs 4, 2 left"), not only
that there are not enough."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.mnemonics import letters, mnemonic

KEYS = {"en": ("a", "s"), "ru": ("н", "п"), "es": ("d", "g")}
SHORT = {
    "en": "Not enough unspent experience points: this raise needs 4, 2 left.",
    "ru": "Недостаточно неистраченных очков опыта: повышение стоит 4, осталось 2.",
    "es": "No quedan suficientes puntos de experiencia sin gastar: la mejora cuesta 4 y quedan 2.",
}


def _key(text: str) -> Qt.Key:
    """The key of a text's underlined letter ("&Gastar" → G)."""
    return QKeySequence(f"Alt+{text.split('&', 1)[1][0].upper()}")[0].key()


def _party(services) -> None:  # noqa: ANN001
    services.characters.create("Ana", "pc", {"scout": 2})


@pytest.mark.qt_log_ignore("This plugin does not support", "keyToAscii Unhandled key code")  # Alt+Н, Alt+П
@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_award_and_spend_by_their_letters_and_a_shortfall_says_the_numbers(qtbot, tmp_path, code):
    from ui.i18n import set_language

    seen: dict = {}
    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "twdu", before=_party)

        def inside(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
                award, spend = dialog.findChild(type(dialog.spend_button), "awardButton"), dialog.spend_button
                seen["letters"] = (mnemonic(award.text()), mnemonic(spend.text()))
                shared = [x for x, _ in letters(dialog)]
                seen["shared"] = sorted({x for x in shared if shared.count(x) > 1})
                dialog.award_points.setFocus()
                qtbot.keyClick(dialog.award_points, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
                qtbot.keyClicks(dialog.award_points, "2")
                alt = Qt.KeyboardModifier.AltModifier
                qtbot.keyClick(dialog.award_points, _key(award.text()), alt)  # Alt+letter awards
                unspent = dialog.findChild(QLabel, "unspentLabel")
                qtbot.waitUntil(lambda: unspent.text() != "0", timeout=2000)  # the button's click, animated
                seen["awarded"] = unspent.text()
                combo = dialog.raise_combo
                combo.setCurrentIndex(combo.findData("scout"))
                dialog.cost.setValue(4)
                qtbot.keyClick(dialog.cost, _key(spend.text()), alt)  # Alt+letter spends: refused
                qtbot.waitUntil(lambda: bool(dialog.message.text()), timeout=2000)
                seen["refused"] = (unspent.text(), dialog.message.text())
            finally:
                dialog.reject()

        when_dialog_opens(inside)
        qtbot.keyClick(window, Qt.Key.Key_F9)
        assert seen["letters"] == KEYS[code]
        assert seen["shared"] == []
        assert seen["awarded"] == "2"
        assert seen["refused"] == ("2", SHORT[code])
        ana = window.services.characters.characters()[0]
        assert window.services.characters.character(int(ana.id)).sheet["scout"] == 2
    finally:
        set_language("en")
