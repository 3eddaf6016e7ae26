"""A Threat rise the players watched was missing from their copy of the log.  In Russian, on Ana's
turn: Ctrl+Shift+D, Down Down («Выстрел»), at the hidden NPC Rook, the dice typed (a miss), Space
pushes, the pushed dice with a walker on the stress die, Return; Space applies the damage, Space on
«Угроза +1 (ходячий)».  The projector and the phones go to «Угроза 1 · Мертвецы в округе», but the
line «Угроза 0 → 1 (Мертвецы в округе): Срыв (выпал ходячий)» was written secret (it followed a
shot secret for naming Rook), so the players' export had no threat step.  The step names no one
hidden: it is public, and their copy says it (the shot and the push against no one, Rook nowhere)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from app.export import ExportOptions, export_log
from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import pick_with_keys, tab_to
from ui import i18n, open_main_window

STEP = "Угроза 0 → 1 (Мертвецы в округе): Срыв (выпал ходячий)"


@pytest.fixture
def window_ru(qtbot, tmp_path):
    assert i18n.set_language("ru")
    path = build_demo(tmp_path / "twdu-ru.deadwatch", "twdu", language="ru")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    try:
        yield window
    finally:
        window.close()
        i18n.set_language("en")


def _focus_on(qtbot, button) -> None:  # noqa: ANN001
    qtbot.waitUntil(button.isVisible)
    tab_to(qtbot, button)


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_mess_up_s_threat_step_after_a_shot_at_hidden_rook_is_in_the_players_copy(qtbot, tmp_path, window_ru):
    window = window_ru
    services = window.services
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, rook = ids["Ana Reyes"], ids["Rook"]
    assert not services.characters.character(rook).revealed
    window.selection.select_character(ana)
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    assert dock.kind_combo.hasFocus()
    keys.key(Qt.Key.Key_Down, times=2)
    assert dock.kind_combo.currentText() == "Выстрел"
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Rook")
    keys.key(Qt.Key.Key_K, CTRL)  # the dice from the table: a miss
    assert dock.faces_edit.hasFocus()
    keys.type("1 2 2 3 4 5 2 3 4")
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "ammo")
    push = dock.result_view.findChild(QPushButton, "followUp_push")
    _focus_on(qtbot, push)
    keys.key(Qt.Key.Key_Space)  # typed dice: the pushed ones are asked for
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.faces_edit)
    keys.type("6 2 2 3 4 5 2 3 4 1")  # a six, and a walker on the stress die
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.campaign.events()[-1].kind == "roll")
    damage = dock.result_view.damage_buttons[0]
    _focus_on(qtbot, damage)
    before = len(services.campaign.events())
    keys.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(services.campaign.events()) > before)
    threat = dock.result_view.findChild(QPushButton, "threatUpButton")
    assert threat.text() == "Угроза +1 (ходячий)"
    _focus_on(qtbot, threat)
    keys.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: services.threat.level() == 1)
    shown = services.player_view.view()["threat"]
    assert shown["level"] == 1  # what the projector and the phones show
    step = services.campaign.events()[-1]
    assert step.kind == "threat" and not step.secret, "the step the players saw was written secret"
    for options, name in ((ExportOptions(language="ru"), "players.md"),
                          (ExportOptions(language="ru", undone=True), "players-undone.md")):
        target = tmp_path / name
        export_log(services.campaign.engine, options, "md", target)
        text = target.read_text("utf-8")
        assert STEP in text, text
        assert "Rook" not in text
