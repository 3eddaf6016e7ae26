"""twdu: a duel at Long range against one who cannot shoot back (the demo's walker) is a straight
roll ("resolve any situation where someone shoots at a person who does not shoot back (resolved as
a straight roll)"): the dock says why in one line, the walker's dice line goes, the odds are a
straight roll's, and the roll rolls Ana's dice alone.  By keys, as a GM did it in Spanish:
Ctrl+Shift+D, Down to the duel, Tab to the opponent and to the range band, Down to Long."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.rules.twdu.pool import success_distribution
from app.services.demo import build_demo
from tests.gui.test_afmbe_dice_reach import (
    choose_kind,
    ids,
    last_log_line,
    pick_with_keys,
    roll_faces,
    tab_to,
)
from ui import i18n, open_main_window
from ui.docks.dice_odds import percent

SAID = {
    "es": ("Duelo", "Caminante", "Largo",
           "Caminante no puede devolver el disparo en alcance Largo: tirada simple",
           "Impacto ", "Tirada simple, sin disparo de respuesta: 3 de daño"),
    "ru": ("Дуэль", "Ходячий", "Дальняя",
           "Ходячий не может стрелять в ответ на дистанции «Дальняя»: простой бросок",
           "Попадание ", "Простой бросок, ответного выстрела нет: урон 3"),
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["es", "ru"])
def test_a_duel_at_long_range_with_a_walker_is_a_straight_roll(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        path = build_demo(tmp_path / "twdu.deadwatch", "twdu", language=language)  # the walker named in Spanish
        window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        kind, walker, long, why, hit, line = SAID[language]
        who = ids(window)
        window.selection.select_character(who["Ana Reyes"])
        dock = choose_kind(qtbot, window, kind)
        tab_to(qtbot, dock.opponent_combo)
        pick_with_keys(qtbot, dock.opponent_combo, walker)
        band = dock.form.inputs["band"]
        tab_to(qtbot, band)
        # at Short range the walker fights back: his dice are named under Ana's, no note
        qtbot.waitUntil(lambda: walker + ":" in dock.parts_label.text())
        assert not dock.forms.opponent_note.isVisible()
        pick_with_keys(qtbot, band, long)
        qtbot.waitUntil(lambda: dock.forms.opponent_note.text() == why)
        assert dock.forms.opponent_note.isVisible()
        qtbot.waitUntil(lambda: "\n" not in dock.parts_label.text())  # Ana's dice alone
        assert walker not in dock.parts_label.text()
        # the odds: any 6 of her 9 dice hits (Agility 4 + Ranged Combat 3 + revolver 2), the walker
        # rolling nothing; no chance of losing a duel is shown
        odds = hit + percent(1 - success_distribution(9)[0])
        qtbot.waitUntil(lambda: dock.odds_label.text().startswith(odds))
        roll_faces(qtbot, dock, "6 6 2 2 3 3 4 4 5")  # her nine dice, no more
        # the roll spends a round of her revolver: one line of the roll and the ammunition it spent
        qtbot.waitUntil(lambda: window.services.campaign.events()[-1].kind in ("roll", "ammo"))
        event = window.services.campaign.events()[-1]
        assert len(event.faces) == 9
        qtbot.waitUntil(lambda: line in (last_log_line(window) or ""))
    finally:
        i18n.set_language("en")
