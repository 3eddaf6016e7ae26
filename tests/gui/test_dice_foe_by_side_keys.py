"""The gas station fight of the twdu demo: Rook (an NPC) shoots Ana, then Ben kills the Walker.  The
dice dock said "Walker is down; no foe is left standing in this fight." with Rook still up: it counted
as foes only the dead.  A fight's sides are now the dead against the living and, among the living,
whoever fought the PCs in that fight against the PCs: the box goes on to Rook and says so.  An NPC
who has not fought the PCs is not their target."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from app.services.demo import build_demo
from app.services.rolls.requests import RollRequest
from tests.gui.helpers import activate
from ui import open_main_window
from ui.i18n import set_language

NOW_ROOK = {"en": "Walker is down; now against Rook.", "ru": "Walker выбывает из боя; теперь против: Rook.",
            "es": "Walker ha caído; ahora contra Rook."}


def _gas_station(qtbot, tmp_path, rook_shoots: bool):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    walker = next(name for name, cid in who.items() if services.characters.character(cid).kind == "zombie")
    assert services.initiative.start([who["Rook"], who[walker], who["Ana Reyes"], who["Ben Okafor"]],
                                     name="Gas station")
    dock = window.docks["diceDock"]
    dock.raise_()
    dock.character_combo.setCurrentIndex(dock.character_combo.findData(who["Ben Okafor"]))  # Ben rolls
    qtbot.waitUntil(lambda: dock.character_id() == who["Ben Okafor"])
    dock.kind_combo.setCurrentIndex(dock.kind_combo.findData("duel"))  # Ben's axe against the Walker
    qtbot.waitUntil(lambda: dock.opponent_combo.isVisible())
    combo = dock.opponent_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):  # the GM picks the Walker in "Against" with the arrow keys
        if combo.currentData() == who[walker]:
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == walker
    if rook_shoots:  # meanwhile Rook's shotgun at Ana
        assert services.rolls.roll(RollRequest("shot", who["Rook"], {}, who["Ana Reyes"]))
    assert combo.currentText() == walker
    # Ben's axe finishes the Walker
    assert services.characters.damage(who[walker], {"damage": 10}, actor_id=who["Ben Okafor"])
    return window, dock, who


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_npc_who_shot_a_pc_is_the_next_foe_when_the_walker_falls(qtbot, tmp_path, code):
    try:
        assert set_language(code)
        _window, dock, _who = _gas_station(qtbot, tmp_path, rook_shoots=True)
        qtbot.waitUntil(lambda: dock.refusal_label.text() != "")
        assert dock.refusal_label.text() == NOW_ROOK[code]
        assert dock.opponent_combo.currentText() == "Rook"
    finally:
        set_language("en")


def test_an_npc_who_has_not_fought_the_pcs_is_not_their_next_target(qtbot, tmp_path):
    _window, dock, _who = _gas_station(qtbot, tmp_path, rook_shoots=False)
    qtbot.waitUntil(lambda: dock.refusal_label.text() != "")
    assert dock.refusal_label.text() == "Walker is down; no foe is left standing in this fight."
    assert dock.opponent_combo.currentText() != "Rook"
