"""The grid game: Kit drew a concealed katana after she had already struck that round, and the draw
was taken ("to draw a concealed katana takes up a round of combat": a round spent striking has none
of it left).  In a fight, the draw of a fighter who struck this round is refused, saying why, before
anything is written; the next round it goes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to
from tests.gui.test_gridlimbs_bare_strike_keys import _to_strike

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_ALT = CTRL | Qt.KeyboardModifier.AltModifier
WHY = ("Has already struck this round: drawing a concealed katana takes up a whole round of combat, so it is drawn "
       "in the next round.")


def test_a_fighter_who_struck_this_round_draws_the_katana_next_round(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    assert services.characters.create("Kit", "pc", {"starting_item": "vest", "max_hp": 20,
                                                    "weapons": [{"weapon": "katana", "concealed": True}]})
    assert services.characters.create("Zed", "zombie", {"max_hp": 30})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Kit"], who["Zed"]], name="Mall")
    dice = window.docks["diceDock"]
    keys = _to_strike(qtbot, window, who["Kit"])  # a fist: the katana is still concealed
    tab_to(qtbot, dice.form.inputs["weapon"])
    pick_with_keys(qtbot, dice.form.inputs["weapon"], "Bare hands or a bite")
    keys.key(Qt.Key.Key_R, CTRL)
    [button] = dice.result_view.damage_buttons
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(services.characters.character(who["Kit"]).state.get("fought")))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dice.kind_combo, "Draw a concealed katana")
    tab_to(qtbot, dice.faces_edit)
    qtbot.waitUntil(lambda: WHY[1:] in dice.odds_label.text())  # read on after the colon
    events = len(services.campaign.events())
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_Return)
    assert len(services.campaign.events()) == events  # refused: nothing written
    assert WHY in dice.refusal_label.text()
    assert not services.characters.character(who["Kit"]).state.get("drawing")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)  # the round's end: a round free for the draw
    qtbot.waitUntil(lambda: not services.characters.character(who["Kit"]).state.get("fought"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dice.kind_combo, "Draw a concealed katana")
    tab_to(qtbot, dice.faces_edit)
    qtbot.waitUntil(lambda: "Drawn by the next round" in dice.odds_label.text())
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_Return)
    assert "Draw a concealed katana: " in last_log_line(window)
