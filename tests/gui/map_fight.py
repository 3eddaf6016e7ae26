"""A fight on the battle map, by keys, as the map's shot tests start it: the map sized, everyone
placed and in the fight (in the order placed), the dice dock shown on top and built, and Ctrl+Alt+M
handing the keys to the map."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys


def fight_on_the_map(qtbot, window, size: tuple[int, int], places: dict[int, tuple[int, int]]):  # noqa: ANN001, ANN201
    """The fight begun with the characters of ``places`` on a map of ``size`` tiles, the map taking
    the keys: the dice dock and the key counter."""
    services = window.services
    services.battle_map.set_size(*size)
    services.battle_map.place(places)
    services.campaign.execute(StartEncounter(list(places)))
    dice = window.docks["diceDock"]
    dice.show()
    dice.raise_()
    dice.ensure_built()
    activate(qtbot, window)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(window.docks["mapDock"].view.hasFocus)
    return dice, keys
