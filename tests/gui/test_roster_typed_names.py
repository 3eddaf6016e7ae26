"""A name typed in the roster (Ctrl+1, then the name) finds the character: the letters make one
search, none of them fires a window key (H heals, A acts now, R rolls the initiative), and the
search lands on characters, never on a group's heading."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, Keys

NAMES = (("Father Tom", "pc"), ("Mia", "pc"), ("Ben", "npc"), ("Walker", "zombie"), ("Walker 2", "zombie"),
         ("Zed", "zombie"))


@pytest.fixture(autouse=True)
def _patient_search():
    """Typed names arrive within the interval even on a loaded machine."""
    before = QApplication.keyboardInputInterval()
    QApplication.setKeyboardInputInterval(10_000)
    yield
    QApplication.setKeyboardInputInterval(before)


class Dialogs:
    """Closes any modal dialog that a key opened, and remembers it."""

    def __init__(self) -> None:
        self.opened: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            self.opened.append(dialog.windowTitle() or type(dialog).__name__)
            dialog.close()


def roster_window(qtbot, tmp_path, ruleset, preset=None):  # noqa: ANN001, ANN201
    def party(services) -> None:  # noqa: ANN001
        for name, kind in NAMES:
            services.characters.create(name, kind)

    return campaign_window(qtbot, tmp_path, ruleset, preset, before=party)


def type_name(qtbot, keys: Keys, name: str) -> None:  # noqa: ANN001
    """``name`` typed after a pause (a new search), its letters in quick succession."""
    QApplication.setKeyboardInputInterval(20)
    qtbot.wait(60)
    keys.type(name[0])
    QApplication.setKeyboardInputInterval(10_000)
    keys.type(name[1:])


def current_name(window) -> str:  # noqa: ANN001
    item = window.docks["charactersDock"].tree.currentItem()
    return item.text(0) if item is not None else ""


@pytest.mark.parametrize(("ruleset", "preset"), [("afmbe", "norms"), ("twdu", None), ("d10under", None)])
def test_a_name_typed_in_the_roster_finds_it_and_fires_no_window_key(qtbot, tmp_path, ruleset, preset):
    window = roster_window(qtbot, tmp_path, ruleset, preset)
    dialogs = Dialogs()
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    window.statusBar().showMessage("")
    keys.key(Qt.Key.Key_1, CTRL)
    roster = window.docks["charactersDock"]
    assert QApplication.focusWidget() is roster.tree
    for typed, found in (("Father", "Father Tom"), ("Mia", "Mia"), ("Wa", "Walker"), ("Ben", "Ben")):
        type_name(qtbot, keys, typed)  # a new name: as after a pause at the table
        assert current_name(window) == found, f"{typed!r} found {current_name(window)!r}"
    QApplication.processEvents()
    assert dialogs.opened == [], f"a typed letter opened {dialogs.opened}"
    assert window.statusBar().currentMessage() == "", "a typed letter fired a window key"


def test_the_search_skips_the_group_headings(qtbot, tmp_path):
    window = roster_window(qtbot, tmp_path, "twdu")
    roster = window.docks["charactersDock"]
    keys = Keys(qtbot)
    roster.tree.setFocus()
    roster.select(next(c.id for c in window.services.characters.characters() if c.name == "Mia"))
    type_name(qtbot, keys, "Z")
    assert current_name(window) == "Zed"  # not the heading "Zombies"
    type_name(qtbot, keys, "N")  # only the heading "NPCs" starts with N: the search stays on Zed
    assert current_name(window) == "Zed"
    type_name(qtbot, keys, "WW")  # the same letter again: the next name with it
    assert current_name(window) == "Walker 2"
    assert roster.selection.character_id == next(
        c.id for c in window.services.characters.characters() if c.name == "Walker 2"
    )



def test_a_roster_action_is_not_rebound_to_a_key_the_search_would_take(qtbot, tmp_path):
    from tests.gui.helpers import when_dialog_opens
    from ui import keymap

    window = roster_window(qtbot, tmp_path, "twdu")
    seen = {}

    def rebind(dialog) -> None:  # noqa: ANN001
        dialog.tree.setCurrentItem(dialog.items["roster.reveal"])
        dialog.edit.setKeySequence("P")  # typed in the roster: it would find a name, never act
        dialog.set_button.click()
        seen["refused"] = dialog.message.text()
        dialog.edit.setKeySequence("Ctrl+Shift+Y")
        dialog.set_button.click()
        seen["set"] = dialog.message.text()
        dialog.reject()

    when_dialog_opens(rebind)
    window.act_keys.trigger()
    settings = QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat)
    try:
        assert seen["refused"] == (
            "There a typed key finds a name: give “What the players see of them” a key with Ctrl or Alt."
        )
        assert seen["set"] == "“What the players see of them” is now Ctrl+Shift+Y."
        with pytest.raises(ValueError, match="typed key finds a name"):
            keymap.rebind("roster.reveal", ("Shift+P",), settings)
    finally:
        keymap.reset(settings)  # the keys are the process's: the next test starts from the defaults
