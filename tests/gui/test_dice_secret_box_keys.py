"""The dice dock's Secret box serves one roller: Ana's secret roll and its push are the GM's alone;
the turn passes (N) and the box is unticked, so Ben's roll reaches the players' log.  A ticked box
stands out (white on red), so a roll about to go secret is seen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_fight_by_keys import twdu_window


def _reddish_share(widget) -> float:
    image = widget.grab().toImage()
    reds = total = 0
    for x in range(0, image.width(), 2):
        for y in range(0, image.height(), 2):
            colour = QColor(image.pixel(x, y))
            total += 1
            reds += colour.red() > 130 and colour.green() < 80 and colour.blue() < 80
    return reds / max(total, 1)


def test_the_secret_box_is_unticked_when_the_turn_passes(qtbot, tmp_path):
    window = twdu_window(qtbot, tmp_path)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Ana"], who["Ben"], who["Mia"]])
    first = services.initiative.current().character_id
    dock = window.docks["diceDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # the dice
    assert dock.character_id() == first
    for _ in range(12):
        if QApplication.focusWidget() is dock.secret_check:
            break
        keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dock.secret_check
    plain = _reddish_share(dock.secret_check)
    keys.key(Qt.Key.Key_Space)
    assert dock.secret_check.isChecked()
    assert _reddish_share(dock.secret_check) > plain + 0.3  # the ticked box stands out
    keys.key(Qt.Key.Key_R, CTRL)
    roll = services.campaign.events()[-1]
    assert roll.kind == "roll" and roll.secret
    assert dock.secret_check.isChecked()  # the same roller may still push it, secretly
    push = next((b for b in dock.rolls.offer_buttons() if b.objectName() == "followUp_push" and b.isEnabled()), None)
    assert push is not None
    push.setFocus()
    keys.key(Qt.Key.Key_Space)
    assert services.campaign.events()[-1].secret and dock.secret_check.isChecked()
    keys.key(Qt.Key.Key_Escape)  # the fight list
    keys.key(Qt.Key.Key_N)  # the next turn
    assert services.initiative.current().character_id != first
    assert not dock.secret_check.isChecked()
    keys.key(Qt.Key.Key_R, CTRL)  # the next roller's roll
    roll = services.campaign.events()[-1]
    assert roll.kind == "roll" and not roll.secret
