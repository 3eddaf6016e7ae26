"""A roll's offers by Enter: the offer with the focus shows it (a border of its own), Enter presses it
as Space does, a used offer goes away, and the focus goes on to the next offer or back to the fight
list.  Offers wrap in a laptop's dock instead of pushing it sideways."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL
from tests.gui.map_fight import fight_on_the_map
from tests.gui.test_map_shot import _sheet_state, create
from ui.themes import apply_theme


def test_enter_applies_the_offer_the_focus_is_on_and_the_used_offer_goes(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", accuracy=7, starting_item="pistol", max_hp=20)
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    dice, keys = fight_on_the_map(qtbot, window, (8, 4), {ana: (0, 1), zed: (3, 1)})
    keys.key(Qt.Key.Key_X)
    services.campaign.dice = TypedDice([5])  # a torso hit: "Apply 6 damage to Zombie 1"
    keys.key(Qt.Key.Key_R, CTRL)
    [button] = dice.result_view.damage_buttons
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    try:
        shown = button.grab().toImage()
    finally:
        app.setStyleSheet("")  # the other tests run without a theme
    edge = shown.pixelColor(1, shown.height() // 2)
    assert (edge.red(), edge.green(), edge.blue()) == (0xF0, 0xC0, 0x40)  # the focus shows on the offer
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: services.ruleset.body(*_sheet_state(services, zed)).pool("torso") == 30 - 6)
    assert button.isHidden()  # used: gone, not a greyed button that a second key would be refused on
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.docks["initiativeDock"].tree)
    assert keys.presses == 4


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_three_offers_wrap_in_a_laptops_dock(qtbot):
    from app.rules.declarations import LogLine
    from app.rules.rolling import DamageOffer, RollResult
    from ui.widgets.roll_result import RollResultView

    view = RollResultView()
    qtbot.addWidget(view)
    offers = tuple(DamageOffer("opponent", amount, {"amount": amount}) for amount in (19, 14, 9))
    result = RollResult(result=LogLine("Rounds that hit: 3, best total 19"), damage=offers)
    view.show_result(result, False, ["Shambler 1", "Shambler 2", "Shambler 3"], False)
    view.resize(365, 400)
    view.show()
    qtbot.waitExposed(view)
    layout = view.layout()
    assert layout is not None
    layout.activate()
    assert view.minimumSizeHint().width() <= 365
    qtbot.waitUntil(lambda: len({button.geometry().top() for button in view.damage_buttons}) >= 2)  # wrapped
    assert all(button.geometry().right() < 365 for button in view.damage_buttons)
