"""The dice dock's Secret box (Ctrl+K, Tab, Space, Ctrl+R) was unticked after a roll for Walker, a
zombie hidden from the players, once Ana was set up to roll, yet stayed ticked after Ana's own roll:
two rules for two rollers.  One rule now, said in the box's tooltip: it stays as the GM set it,
whoever rolls, until the turn passes.  A roller hidden from the players rolls in secret anyway: the
box shows it ticked and greyed ("Hidden", the dock no wider for it), and the GM's own setting is back
for the next."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, Keys


def cast(services) -> None:  # noqa: ANN001
    services.characters.create("Ana", "pc")
    services.characters.create("Walker", "zombie")
    walker = next(c.id for c in services.characters.characters() if c.name == "Walker")
    assert services.player_view.set_reveal(walker, name=False)


def pick(keys: Keys, window, name: str) -> None:  # noqa: ANN001
    """Ctrl+1, then Down or Up in the roster until ``name`` is the current row."""
    keys.key(Qt.Key.Key_1, CTRL)
    roster = window.docks["charactersDock"]
    for key in (Qt.Key.Key_Up,) * 6 + (Qt.Key.Key_Down,) * 8:
        item = roster.tree.currentItem()
        if item is not None and item.text(0) == name:
            return
        keys.key(key)
    raise AssertionError(f"{name} never the roster's current row")


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_one_rule_for_every_roller(qtbot, tmp_path, code):
    from ui.i18n import set_language

    assert set_language(code)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", before=cast)
        services = window.services
        dock = window.docks["diceDock"]
        box = dock.secret_check
        hidden_word = QCoreApplication.translate("DiceDock", "Hidden",
                                                 "the Secret box for a roller hidden from the players")
        widths = {dock.width()}
        boxes = {box.minimumSizeHint().width()}
        keys = Keys(qtbot)
        looks = []

        def look(who: str) -> None:
            looks.append((who, box.isChecked(), box.isEnabled(), box.text()))
            widths.add(dock.width())
            boxes.add(box.minimumSizeHint().width())

        def roll() -> bool:
            count = len(services.campaign.events())
            keys.key(Qt.Key.Key_K, CTRL)
            keys.key(Qt.Key.Key_R, CTRL)
            events = services.campaign.events()
            assert len(events) > count and events[-1].kind == "roll"
            return events[-1].secret

        pick(keys, window, "Walker")
        look("Walker")
        walker_secret = roll()
        look("Walker rolled")
        pick(keys, window, "Ana")
        look("Ana")
        keys.key(Qt.Key.Key_K, CTRL)
        keys.key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is box
        keys.key(Qt.Key.Key_Space)  # the GM ticks it for Ana
        ana_secret = roll()
        look("Ana rolled")
        pick(keys, window, "Walker")
        look("Walker again")
        roll()
        pick(keys, window, "Ana")
        look("Ana after Walker's roll")
        tip = box.toolTip()
    finally:
        set_language("en")
    assert walker_secret and ana_secret
    assert looks == [
        ("Walker", True, False, hidden_word),  # ticked and greyed: his rolls are secret anyway
        ("Walker rolled", True, False, hidden_word),
        ("Ana", False, True, looks[2][3]),  # the GM's own setting: not ticked
        ("Ana rolled", True, True, looks[2][3]),  # stays as the GM set it after her roll...
        ("Walker again", True, False, hidden_word),
        ("Ana after Walker's roll", True, True, looks[2][3]),  # ...and after Walker's: one rule
    ], looks
    assert looks[2][3] != hidden_word
    assert len(widths) == 1, widths  # the dock as wide for either word
    # the box too: 1 px narrower for "Скрыт" than for «Тайно», it let the dice dock's column (the
    # Threat dial's with it) grow 1 px when a seen roller followed a hidden one
    assert len(boxes) == 1, boxes
    assert tip and tip != "The GM's eyes only: kept off the player display and out of exports; unticked when the " \
                          "turn passes"


def test_a_roll_against_a_hidden_target_says_it_is_secret_before_the_roll(qtbot, tmp_path):
    # Ana's duel against the hidden Walker was logged secret with the box unticked: the line names
    # him, so it is kept from the players; the box says so before the roll (ticked, greyed, why)
    from tests.gui.test_afmbe_dice_reach import choose_kind, pick_with_keys, tab_to

    window = campaign_window(qtbot, tmp_path, "twdu", before=cast)
    services = window.services
    dock = window.docks["diceDock"]
    box = dock.secret_check
    keys = Keys(qtbot)
    pick(keys, window, "Ana")
    assert not box.isChecked() and box.isEnabled()
    choose_kind(qtbot, window, "Duel")
    tab_to(qtbot, dock.opponent_combo)
    pick_with_keys(qtbot, dock.opponent_combo, "Walker")
    assert box.isChecked() and not box.isEnabled() and box.text() == "Hidden"
    assert box.toolTip().startswith("Secret anyway: the target is hidden from the players")
    count = len(services.campaign.events())
    keys.key(Qt.Key.Key_K, CTRL)
    keys.key(Qt.Key.Key_R, CTRL)
    events = services.campaign.events()
    assert len(events) > count and events[count].secret  # as the box said
    pick(keys, window, "Ana")
    assert box.isChecked() and not box.isEnabled()  # still against him
