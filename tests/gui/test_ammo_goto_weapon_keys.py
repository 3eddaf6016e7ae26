"""Ctrl+6 (Go to the ammunition) lands on the weapons table, its current row the weapon F and Shift+F
fire: a first-night GM with a pistol and an AK-47 pressed Ctrl+6, then Down, then Shift+F, and the
pistol fired: the focus was in the ammunition ledger at the dock's bottom (the dock's largest list),
Down moved in the ledger, and only the mouse picked the AK-47's row.  In every ruleset that keeps
ammunition, in the demos' languages."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from app.services.character_commands import EditCharacter
from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from ui import i18n, open_main_window


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def demo_window(qtbot, tmp_path, ruleset: str, preset: str | None, lang: str):  # noqa: ANN001, ANN201
    """The demo of ``ruleset`` built and shown in ``lang`` on a 1366×768 laptop."""
    assert i18n.set_language(lang)
    path = build_demo(tmp_path / "demo.deadwatch", ruleset, preset, language=lang)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    QApplication.processEvents()
    return window


def counts(services, character_id: int) -> dict[str, int]:  # noqa: ANN001
    return {view.stock.key: view.stock.count for view in services.ammo.stocks(character_id)}


@pytest.mark.parametrize(("ruleset", "preset", "lang"), [
    ("afmbe", "unisystem", "ru"), ("afmbe", "unisystem", "en"), ("afmbe", "norms", "es"), ("afmbe", "norms", "en"),
    ("twdu", None, "en"), ("d10under", None, "ru"),
])
def test_ctrl_6_then_down_then_f_fires_the_second_weapon(qtbot, tmp_path, ruleset, preset, lang):
    try:
        window = demo_window(qtbot, tmp_path, ruleset, preset, lang)
        services = window.services
        shooter = next(c for c in services.characters.characters()
                       if c.kind == "pc" and any("fire" in v.stock.actions for v in services.ammo.stocks(c.id)))
        first = next(v.stock.key for v in services.ammo.stocks(shooter.id) if "fire" in v.stock.actions)
        weapons = list(shooter.sheet["weapons"])
        gun = next(w for w in weapons if w["name"] == first)
        sheet = {**shooter.sheet, "weapons": [*weapons, {**gun, "name": "AK-47"}]}
        assert services.campaign.execute(EditCharacter(shooter.id, sheet=sheet))
        if not counts(services, shooter.id)["AK-47"]:  # a d10 magazine comes empty: loaded first
            assert services.ammo.refill(shooter.id, "AK-47", 10) and services.ammo.reload(shooter.id, "AK-47")
        window.selection.select_character(shooter.id)
        before = counts(services, shooter.id)
        ammo = window.docks["ammoDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_1, CTRL)  # from the roster, as the GM went
        keys.key(Qt.Key.Key_6, CTRL)
        focus = QApplication.focusWidget()
        assert focus is ammo.table, f"Ctrl+6 put the focus on {type(focus).__name__} {focus.objectName()!r}"
        assert ammo.table.current_key() == first, "the weapons table's current row is not the weapon F fires"
        keys.key(Qt.Key.Key_Down)
        assert ammo.table.current_key() == "AK-47"
        keys.key(Qt.Key.Key_F)
        after = counts(services, shooter.id)
        assert after[first] == before[first], f"F fired {first} with the AK-47's row chosen"
        assert after["AK-47"] < before["AK-47"], f"F did not fire the AK-47 ({window.statusBar().currentMessage()})"
    finally:
        i18n.set_language("en")


def test_ctrl_6_lands_on_the_gun_not_on_the_spare_clips(qtbot, tmp_path):
    """A gridlimbs survivor's gun and spare clips: the row left on the clips (Ctrl+Shift+G gives them)
    is not what F fires; Ctrl+6 comes back on the gun, the row F fires."""
    window = demo_window(qtbot, tmp_path, "gridlimbs", None, "en")
    services = window.services
    kit = next(c for c in services.characters.characters()
               if c.kind == "pc" and len(services.ammo.stocks(c.id)) > 1)
    views = services.ammo.stocks(kit.id)
    gun = next(v.stock.key for v in views if "fire" in v.stock.actions)
    clips = next(v.stock.key for v in views if "fire" not in v.stock.actions)
    window.selection.select_character(kit.id)
    ammo = window.docks["ammoDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    keys.key(Qt.Key.Key_6, CTRL)
    assert QApplication.focusWidget() is ammo.table
    assert ammo.table.current_key() == gun
    while ammo.table.current_key() != clips:
        keys.key(Qt.Key.Key_Down)
    keys.key(Qt.Key.Key_1, CTRL)
    keys.key(Qt.Key.Key_6, CTRL)
    assert QApplication.focusWidget() is ammo.table
    assert ammo.table.current_key() == gun
