"""The README's table of keys says each action in the menus' own words: its line for Ctrl+Shift+X
said "Export characters" where File says "Export the party…", so a GM looking for it in the menu
found no such item.  Every key of an action in the window's menus is named, in the table and in
Help → Keys, as that menu item is (its underlined letter, its "…" and a key it names aside: "Threat
up (+)"), the line going on after the menu's words where it says more ("Go to the roster: shown,
in front, the focus in it"), in every ruleset's window."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from app.rules import RULESETS
from tests.gui.helpers import campaign_window
from ui import keymap

KEY_SAID = re.compile(r" \([^)]{1,3}\)$")  # "Threat up (+)": the menu names the key


def menu_words(menu: QMenu) -> dict[int, str]:
    """Every action of ``menu`` and its submenus (by id()), as the menu writes it, plainly."""
    out: dict[int, str] = {}
    for action in menu.actions():
        if action.menu() is not None:
            out.update(menu_words(action.menu()))
        elif not action.isSeparator() and action.isVisible():  # an item this ruleset has not is hidden
            text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…. ")
            out[id(action)] = KEY_SAID.sub("", text)
    return out


def said_as(label: str, words: str) -> bool:
    """Whether a key's ``label`` names the menu item of ``words``: the same, or its words first."""
    return label == words or (label.startswith(words) and label[len(words)] in ":, ")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_key_of_a_menu_item_is_named_in_the_menu_s_words(qtbot, tmp_path, ruleset):
    window = campaign_window(qtbot, tmp_path, ruleset)
    words: dict[int, str] = {}
    for action in window.menuBar().actions():
        if action.menu() is not None:
            words.update(menu_words(action.menu()))
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    table = readme.split(keymap.README_START, 1)[1].split(keymap.README_END, 1)[0]
    differ, checked = [], 0
    for key_id, refs in keymap._bound.items():  # noqa: SLF001 - which actions each key was given to
        for ref in refs:
            action = ref()
            if isinstance(action, QAction) and id(action) in words:
                checked += 1
                label = keymap.BY_ID[key_id].label
                # the dial's steps are named as the ruleset names its dial: "Tension up" where it is
                # a tension meter (no Threat Level), the key's "Threat up" otherwise; its Go to key
                # "Go to the tension meter" there
                # the fight's declaration is named as its game names it ("Frantic combat")
                named_by_game = key_id == "fight.declare" and bool(words[id(action)])
                tension = label.replace("Threat", "Tension").replace("the threat", "the tension meter")
                if not named_by_game and not said_as(label, words[id(action)]) and not said_as(
                        tension, words[id(action)]):
                    differ.append(f"{key_id}: the keys say {label!r}, the menu {words[id(action)]!r}")
                if f"| {label} |" not in table:
                    differ.append(f"{key_id}: {label!r} is not in the README's table")
    assert checked > 20, checked
    assert differ == [], "\n".join(differ)
