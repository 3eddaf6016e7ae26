"""AFMBE Norms: two GM's calls due at a round's end (Dana Cruz below zero Life Points, the Shambler
down) are named in the status bar in the fight's order; Ctrl+Shift+K asked the one named second (the
one selected, hit last) first.  Now it asks the first the status bar names, then the next."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import ALT, CTRL, SHIFT, Keys
from tests.gui.test_afmbe_round_end_calls_keys import demo_fight
from ui import i18n


def test_ctrl_shift_k_asks_the_calls_in_the_order_the_status_bar_names_them(qtbot, tmp_path):
    try:
        window, zombie = demo_fight(qtbot, tmp_path, "norms", "en", fallen=True)
        services = window.services
        dana = next(c for c in services.characters.characters() if c.name == "Dana Cruz")
        assert services.characters.damage(dana.id, {"amount": 40})  # below zero: the GM's call
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_N, CTRL | ALT)
        said = window.statusBar().currentMessage().partition("Awaiting your call: ")[2]
        assert dana.name in said and zombie.name in said, window.statusBar().currentMessage()
        first, second = sorted((dana, zombie), key=lambda c: said.index(c.name))
        window.selection.select_character(second.id)  # the one hit last, selected
        asked: list[str] = []

        def call(dialog) -> None:  # noqa: ANN001
            asked.append(dialog.windowTitle())
            dialog.call_buttons[next(iter(dialog.call_buttons))].click()

        for turn in range(2):
            when_dialog_opens(call)
            activate(qtbot, window)
            window.docks["initiativeDock"].tree.setFocus()
            keys.key(Qt.Key.Key_K, CTRL | SHIFT)
            qtbot.waitUntil(lambda n=turn: len(asked) > n)  # the dialog asked, the call made
        assert first.name in asked[0] and second.name not in asked[0], asked
        assert second.name in asked[1], asked
    finally:
        i18n.set_language("en")
