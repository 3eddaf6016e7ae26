"""The map's text for a move that runs past enemies: whom it strikes in passing, each blow's damage
and the block that meets it (certain: melee always hits), before the GM makes the move; M, which
turns those blows on and off and says so (or says why nothing could be struck, and stays off); and
K, the chosen token's block."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render
from ui import keymap
from ui.messages import refusal_message

if TYPE_CHECKING:
    from ui.docks.map_modes import MapModes

TEXTS = (
    QT_TRANSLATE_NOOP("MapDock", "Melee in passing ({key} turns it off), certain: {blows}"),
    QT_TRANSLATE_NOOP("MapDock", "{key}: strike in passing ({count} {count|blow|blows})."),
)
#: what M says in the status bar
SAID = {
    "on": QT_TRANSLATE_NOOP("MapDock", "Melee in passing on: {count} {count|blow|blows}, certain; Enter makes the "
                                       "move and strikes."),
    "planned": QT_TRANSLATE_NOOP("MapDock", "Melee in passing on: the move planned with the arrows strikes whom "
                                            "it runs past."),
    "off": QT_TRANSLATE_NOOP("MapDock", "Melee in passing off: the move strikes nobody."),
    "nobody": QT_TRANSLATE_NOOP("MapDock", "Choose whose move it is first (Tab): {key} makes it strike whom it "
                                           "runs past."),
}


def t(text: str) -> str:
    return QCoreApplication.translate("MapDock", text)


def passing_lines(modes: MapModes, rows: dict[int, Any]) -> list[str]:
    """The lines under the map for the planned path's blows in passing (none when there are none)."""
    if modes.selected is None or len(modes.path) < 2:
        return []
    attack = modes.service.passing_attacks(modes.selected, modes.path)
    if attack is None or not attack.hits:
        refused = modes.service.passing_refusal(modes.selected, modes.path) if modes.passing else None
        return [refusal_message(refused.context, refused.message, refused.args_)] if refused is not None else []
    key = keymap.shown("map.passing")
    if not modes.passing:
        count = len(attack.hits)
        return [render(TEXTS[1], {"key": key, "count": count}, "MapDock")]
    blows = []
    for hit in attack.hits:
        row = rows.get(hit.character_id)
        said = " ".join(render(line.text, dict(line.args), "rules") for line in hit.intro)
        blows.append(f"{row.name if row is not None else ''}: {said}")
    return [render(TEXTS[0], {"key": key, "blows": "; ".join(blows)}, "MapDock")]


def say(modes: MapModes, text: str) -> None:
    """A word in the window's status bar (what M did)."""
    window = modes.dock.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, 10000)


def toggle_passing(modes: MapModes) -> None:
    """M: the planned move's blows in passing on or off, said in the status bar; turned on only
    while something could be struck, else the map's message line says why and it stays off."""
    modes.dock.status.clear()
    key = keymap.shown("map.passing")
    if modes.passing:
        modes.passing = False
        say(modes, t(SAID["off"]))
        return
    if modes.selected is None:
        modes.dock.status.setText(render(SAID["nobody"], {"key": key}, "MapDock"))
        return
    refused = modes.service.passing_refusal(modes.selected, modes.path)
    if refused is not None:
        modes.dock.status.setText(refusal_message(refused.context, refused.message, refused.args_))
        return
    modes.passing = True
    attack = modes.service.passing_attacks(modes.selected, modes.path) if len(modes.path) > 1 else None
    if attack is not None and attack.hits:
        say(modes, render(SAID["on"], {"count": len(attack.hits)}, "MapDock"))
    else:
        say(modes, t(SAID["planned"]))


def declare_block(modes: MapModes) -> None:
    """K: the chosen token declares its block this round (again: takes it back)."""
    modes.dock.status.clear()
    if modes.selected is not None:
        modes.service.declare_block(modes.selected)
