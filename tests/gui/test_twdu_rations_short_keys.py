"""twdu, Time passes (Ctrl+Shift+T), "3 d", Enter, Ben carrying 2 rations: the rations dialog listed
«Ben (2 пайка)» ticked with no word that two rations do not feed three days; Enter closed it and
nothing happened, the refusal said only in the status bar; the only way on was to clear his box,
which cost him all three days' healing ("A PC or NPC naturally recovers one point of Health each day,
as long as they are able to consume one ration of food during that day").  Now the shortfall is said
under his box before Enter, with his days eaten beside it (2 of 3): Enter heals him two days; days
typed beyond his rations keep the dialog open with the reason; a box cleared says what it costs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QSpinBox

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_twdu_days_heal_keys import log_texts, pass_days
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
SAID = {
    "en": ("Ben has 2 rations for 3 days: a ration on 2 of them, Health back for those alone.",
           "Ben has 2 rations for 3 days eaten: fewer days, or add rations on the sheet.",
           "Ben: no ration, no Health back in 3 days.",
           "Ben eats 2 rations. Ben: a ration on 2 of 3 days, none on the others: Health 1 → 3."),
    "ru": ("Ben: 2 пайка на 3 дня — паёк в 2 из них, Здоровье возвращается только за эти дни.",
           "Ben: 2 пайка на 3 дня с едой: уменьшите число дней или добавьте пайки в листе.",
           "Ben: без пайка Здоровье не возвращается за 3 дня.",
           "Ben съедает 2 пайка. Ben: паёк в 2 из 3 дней, в остальные без еды: Здоровье 1 → 3."),
    "es": ("Ben tiene 2 raciones para 3 días: ración en 2 de ellos, recupera Salud solo esos días.",
           "Ben tiene 2 raciones para 3 días con comida: menos días, o añade raciones en la hoja.",
           "Ben: sin ración, no recupera Salud en 3 días.",
           "Ben come 2 raciones. Ben: ración en 2 de 3 días, los demás sin comida: Salud 1 → 3."),
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_two_rations_for_three_days_are_said_and_heal_two_days(qtbot, tmp_path, lang):
    opened, three, cleared, logged = SAID[lang]
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.characters.create("Ben", "pc", {**services.ruleset.new_sheet(), "rations": 2})
        ben = int(services.characters.characters()[0].id)
        assert services.characters.damage(ben, {"source": "attack", "armor": False, "damage": 2})
        settle()
        seen: list[object] = []

        def rations(dialog) -> None:  # noqa: ANN001
            try:
                box = dialog.findChild(QCheckBox)
                days = dialog.findChild(QSpinBox, "daysEaten")
                note = dialog.findChild(QLabel, "rationsNote")

                def said() -> str:
                    return note.text() if note.isVisible() else ""

                qtbot.waitUntil(box.hasFocus)
                seen.append((box.isChecked(), days.value(), said()))  # the shortfall said before Enter
                qtbot.keyClick(box, Qt.Key.Key_Space)  # cleared: what it costs is said
                seen.append((days.value(), said()))
                qtbot.keyClick(box, Qt.Key.Key_Space)
                qtbot.keyClick(box, Qt.Key.Key_Tab)
                assert days.hasFocus()
                qtbot.keyClick(days, Qt.Key.Key_A, CTRL)
                qtbot.keyClicks(days, "3")  # three days eaten with two rations: refused, the dialog open
                qtbot.keyClick(days, Qt.Key.Key_Return)
                settle()
                seen.append((dialog.isVisible(), box.isChecked(), said()))
                qtbot.keyClick(days, Qt.Key.Key_A, CTRL)
                qtbot.keyClicks(days, "2")
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        pass_days(qtbot, window, "3d", rations)
        qtbot.waitUntil(lambda: services.characters.character(ben).state["health"] == 3)
        settle()
        assert seen == [(True, 2, opened), (0, cleared), (True, True, three)], seen
        assert services.characters.character(ben).sheet["rations"] == 0
        assert any(text.endswith(logged) for text in log_texts(window)), log_texts(window)[-1:]
    finally:
        i18n.set_language("en")
