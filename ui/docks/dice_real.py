"""The dice a GM has at the table: a roll that takes a die of another size (the grid game's
d(Accuracy): a d7, a d3) is said so under the dice it takes, with the way to roll it here
(the rules' text gives no real die to read in its place)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.rules.text import QT_TRANSLATE_NOOP
from ui import keymap

#: the dice of a usual set (and a coin, d2, and the d100 of two d10)
OWNED = frozenset({2, 4, 6, 8, 10, 12, 20, 100})

NOTE = QT_TRANSLATE_NOOP("DiceDock", "No {dice} in a set of dice: leave the faces empty and {key} rolls it here.")


def sides_in(value: Any) -> list[int]:
    """The sides of every die a "dice wanted" value names (nested lines of the log context)."""
    found: list[int] = []
    if isinstance(value, dict):
        args = value.get("args", value)
        for key, item in args.items() if isinstance(args, dict) else ():
            if key == "sides" and isinstance(item, int):
                found.append(item)
            else:
                found += sides_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found += sides_in(item)
    return found


def odd_dice_note(wanted: Any) -> str:
    """"No d7 in a set of dice: …" for the dice no set has, else ""."""
    odd = sorted({s for s in sides_in(wanted) if s not in OWNED})
    if not odd:
        return ""
    dice = ", ".join(f"d{s}" for s in odd)
    return QCoreApplication.translate("DiceDock", NOTE).format(dice=dice, key=keymap.first_shown("dice.roll"))
