"""d10under's words in Russian and Spanish: the attribute test's heading in Spanish read «Superar 70%»
(a bare verb where the Russian says «Тест пройден 70%»): it reads «Prueba superada 70%», the
glossary's «prueba» of «Prueba de atributo».  The melee groups dialog's Close had no underlined
letter in Russian and Spanish («Закрыть», «Cerrar»), and Alt+З was «Задать группы» in Russian: each
button and field of the dialog has a letter of its own in every language, and Esc closes it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.gui.helpers import activate, campaign_window
from tests.gui.mnemonics import letters, mnemonic, shared
from tests.gui.test_afmbe_dice_reach import choose_kind, ids
from tests.gui.test_d10under_melee_rule_words_keys import CTRL_ALT
from ui import i18n

PASSED = {"en": "Pass 70", "ru": "Тест пройден 70", "es": "Prueba superada 70"}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_test_heading_reads_as_a_phrase(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "agility": 7})
        window.selection.select_character(ids(window)["Vera"])
        dock = choose_kind(qtbot, window, QCoreApplication.translate("rules", "Attribute test"))
        qtbot.waitUntil(lambda: dock.odds_label.text() != "")
        assert dock.odds_label.text().startswith(PASSED[lang]), dock.odds_label.text()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_each_key_of_the_melee_groups_dialog_is_its_own_and_esc_closes_it(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        services = window.services
        assert services.characters.create("Vera", "pc", {"agility": 7})
        assert services.characters.create("Z1", "zombie", {"agility": 2})
        assert services.initiative.start(list(ids(window).values()), name="Yard")
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
        dialog = window.docks["diceDock"].melee.dialog
        activate(qtbot, dialog)
        close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
        assert mnemonic(close.text()) is not None, close.text()
        assert close.text() in {text for _letter, text in letters(dialog)}
        assert shared(dialog) == []
        qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not dialog.isVisible())
    finally:
        i18n.set_language("en")
