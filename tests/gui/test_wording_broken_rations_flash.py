"""Issue 40, wording: the Russian first-aid refusal called a Broken character «сломленный» where
every other screen says «Вне строя»; the Spanish rations question read «recupera una de Salud al
día»; View → Flash when the dead arrive, toggled, said nothing.  Now the refusal says «вне строя»,
the rations question «1 punto de Salud por día», and the status line says the flash is on or off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui.test_player_display import make
from ui import i18n

RATIONS = ("{days} {days|day passes|days pass}. Who ate a ration each day? One Health back a day for each who did; "
           "one without food does not heal.")
FLASH = {
    "en": ('Flash "The dead are here" on the players\' screen at a threat of 3 or more: on',
           'Flash "The dead are here" on the players\' screen: off'),
    "ru": ("Вспышка «Мертвецы здесь» на экране игроков при угрозе 3 и выше: включена",
           "Вспышка «Мертвецы здесь» на экране игроков: выключена"),
    "es": ("Destello «Los muertos están aquí» en la pantalla de los jugadores con una amenaza de 3 o más: activado",
           "Destello «Los muertos están aquí» en la pantalla de los jugadores: desactivado"),
}


def test_the_russian_refusals_call_broken_what_the_roster_calls_it(qapp):
    assert i18n.set_language("ru")
    try:
        broken = QCoreApplication.translate("rules", "Broken")
        assert broken == "Вне строя"
        for source in ("First aid is for a Broken character.", "The character is not Broken.",
                       "A Broken character's roll cannot be pushed.", "Critical injury (if Broken)"):
            said = QCoreApplication.translate("rules", source)
            assert "вне строя" in said.lower() and "сломл" not in said, said
        assert QCoreApplication.translate("rules", "First aid is for a Broken character.") == (
            "Первая помощь оказывается персонажу вне строя.")
    finally:
        i18n.set_language("en")


def test_the_spanish_rations_question_says_a_point_of_health_a_day(qapp):
    assert i18n.set_language("es")
    try:
        said = QCoreApplication.translate("RationsDialog", RATIONS)
        assert "recupera 1 punto de Salud por día" in said and "una de Salud" not in said, said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_flash_toggled_says_on_or_off(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, _services, _ana, _rook = make(qtbot, tmp_path)
        flash = window.player.act_flash
        assert flash.isChecked()
        on, off = FLASH[lang]
        flash.trigger()  # View → Flash when the dead arrive
        assert not flash.isChecked()
        assert window.statusBar().currentMessage() == off
        flash.trigger()
        assert window.statusBar().currentMessage() == on
    finally:
        i18n.set_language("en")
