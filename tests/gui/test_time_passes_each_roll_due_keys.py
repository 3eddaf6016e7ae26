"""Time passes (Ctrl+Shift+T) by keys: three hours of a poison call for three rolls ("You must make a
new opposed roll against the poison each hour, until you manage to successfully fight off the poison,
or it kills you"), and each is set up in the dice dock in turn, the next once the one before is
rolled, whether the console rolls it (Ctrl+R) or the GM types the table's dice (Ctrl+K); the message
line says how many more are due.  Before, only the first was set up: the second and third were found
by hand in the kind box.  The log: the time passing one line, each roll its own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import Dice
from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_twdu_time_passes_says_death_keys import pass_time
from tests.unit.services.twdu_party import set_state

POISON = "Poison (Endure against Toxicity)"
STILL = "Mia rolls Poison (Endure against Toxicity){how}: Still poisoned, no damage, 0 against 0"


class Twos(Dice):
    """The console's dice, every face a 2: no success on either side, the poison never fought off."""

    def _next(self, sides: int) -> int:
        return 2


def test_each_roll_due_is_set_up_as_the_one_before_is_rolled(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    services.campaign.dice = Twos()
    assert services.characters.create("Mia", "pc", services.ruleset.new_sheet())
    mia = next(int(c.id) for c in services.characters.characters())
    set_state(services, mia, poisoned=True)
    services.campaign.forget()
    settle()
    before = len(services.campaign.events())
    pass_time(qtbot, window, "3h")
    dice = window.docks["diceDock"]
    qtbot.waitUntil(lambda: dice.kind_combo.currentText() == POISON and dice.character_id() == mia)
    assert dice.refusal_label.text() == f"2 more rolls due: Mia: {POISON} × 2."
    qtbot.waitUntil(dice.roll_button.hasFocus)  # Space or Ctrl+R rolls it, Ctrl+K goes to the table's dice
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # the console rolls
    qtbot.waitUntil(lambda: len(services.campaign.events()) == before + 2)
    assert dice.kind_combo.currentText() == POISON  # the second set up
    assert dice.refusal_label.text() == f"1 more roll due: Mia: {POISON}."
    roll_faces(qtbot, dice, "2 2 2 2 2 2 2")  # the table's dice: Mia's one, the Toxicity's six
    qtbot.waitUntil(lambda: len(services.campaign.events()) == before + 3)
    assert dice.kind_combo.currentText() == POISON  # the third set up
    assert dice.refusal_label.text() == "The last roll the time called for."
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(services.campaign.events()) == before + 4)
    said = [render_event(e) for e in services.campaign.events()[before:]]
    assert said[0].startswith("3 hours pass — Mia: Poisoned: 3 hourly rolls of Endure against the poison due")
    assert [line.split(" (base dice")[0] for line in said[1:]] == [
        STILL.format(how=""), STILL.format(how=" with table dice"), STILL.format(how="")]
    # two hours more: the first roll fights the poison off, and the second is no longer set up
    pass_time(qtbot, window, "2h")
    qtbot.waitUntil(lambda: dice.refusal_label.text() == f"1 more roll due: Mia: {POISON}.")
    qtbot.waitUntil(dice.roll_button.hasFocus)
    roll_faces(qtbot, dice, "6 2 2 2 2 2 2")
    qtbot.waitUntil(lambda: len(services.campaign.events()) == before + 6)
    assert render_event(services.campaign.events()[-1]).startswith(
        "Mia rolls Poison (Endure against Toxicity) with table dice: Fights the poison off, 1 against 0")
    assert dice.refusal_label.text() == "Mia fought the poison off: the 1 roll left is not needed."
