"""Issue 40: a twdu shot rolled in the dice dock spent no ammunition, though the ammunition ledger
counts each ranged weapon's rounds and its F spends them.  Now the shot spends one round of its
weapon in the same action and log line ("Shotgun: 4 → 3 rounds"), the ledger shows the new count at
once, Ctrl+Z gives it back; an empty weapon refuses the shot naming the weapon, in the dice dock's
message line and the status bar, and nothing is rolled or written."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import ammo_shown, last_log_line
from ui import i18n, open_main_window

OUT = {
    "en": "{weapon} is out of ammunition: nothing fired. Ammunition found goes in the ammunition ledger.",
    "es": "{weapon} no tiene munición: no se dispara nada. La munición encontrada se anota en el panel Munición.",
    "ru": "У оружия «{weapon}» кончились патроны: выстрела нет. Найденные патроны отмечайте на панели «Боеприпасы».",
}


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def rook_armed(qtbot, tmp_path, lang):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language=lang)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    services = window.services
    rook = next(c for c in services.characters.characters() if c.name == "Rook")
    window.selection.select_character(int(rook.id))
    return window, rook


def shot_set_up(qtbot, keys, window) -> None:  # noqa: ANN001
    """Ctrl+5 ("Roll for", out of a fight), Tab to the kind of roll: the shot (Down to it)."""
    activate(qtbot, window)
    keys.key(Qt.Key.Key_5, CTRL)
    dock = window.docks["diceDock"]
    assert QApplication.focusWidget() is dock.character_combo
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.kind_combo
    shot = dock.kind_combo.findData("shot")
    assert shot >= 0
    while dock.kind_combo.currentIndex() != shot:  # Down through the kinds to the shot
        before = dock.kind_combo.currentIndex()
        keys.key(Qt.Key.Key_Down if before < shot else Qt.Key.Key_Up)
        assert dock.kind_combo.currentIndex() != before


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_a_shot_rolled_in_the_dice_dock_spends_a_round(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window, rook = rook_armed(qtbot, tmp_path, lang)
        services = window.services
        keys = Keys(qtbot)
        shot_set_up(qtbot, keys, window)
        dock = window.docks["diceDock"]
        weapon = dock.form.inputs["item"].currentText().split(" (")[0]
        table, _ledger = ammo_shown(qtbot, window)
        count = int(table[0].split()[0])
        assert count > 0
        activate(qtbot, window)
        dock.kind_combo.setFocus()
        before = services.campaign.events()[-1].id
        keys.key(Qt.Key.Key_R, CTRL)
        new = [e for e in services.campaign.events() if e.id > before and e.kind != "session"]
        assert len(new) == 1 and "rolls" in new[0].text, new  # one action, one line: the roll, its round
        line = last_log_line(window)
        assert f"{weapon}: {count} → {count - 1} " in line, line
        table, _ledger = ammo_shown(qtbot, window)
        assert int(table[0].split()[0]) == count - 1  # the ledger at once
        window.grab().save(f"/tmp/s29a/dice_shot_{lang}.png")
        activate(qtbot, window)
        keys.key(Qt.Key.Key_Z, CTRL)
        assert int(ammo_shown(qtbot, window)[0][0].split()[0]) == count  # undo gives it back
        # the weapon emptied: the shot is refused, naming it, nothing rolled nor written
        services.ammo.empty(int(rook.id), services.ammo.stocks(int(rook.id))[0].stock.key, "lost")
        events = services.campaign.events()[-1].id
        activate(qtbot, window)
        dock.kind_combo.setFocus()
        keys.key(Qt.Key.Key_R, CTRL)
        said = OUT[lang].format(weapon=weapon)
        assert services.campaign.events()[-1].id == events
        assert said in dock.refusal_label.text(), dock.refusal_label.text()
        assert window.statusBar().currentMessage() == said
        assert int(ammo_shown(qtbot, window)[0][0].split()[0]) == 0
        window.grab().save(f"/tmp/s29a/dice_shot_empty_{lang}.png")
    finally:
        i18n.set_language("en")
