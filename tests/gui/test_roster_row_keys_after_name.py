"""Issue 40 (the first night by keys): Ctrl+1, "Dana", then D did nothing (no dialog, no word), and
in the twdu demo Ctrl+1 then H said only "No name starts with “h”…", though the README says D
damages and H heals anywhere in the window.  Now D and H act from the roster's search where they
find no name: "Ana" then D opens Ana's damage, H where no name starts with H heals the row found.
A letter that goes on with a name still finds it ("Da" finds Dana), a name that starts with D is
still found by its D; in Russian a Latin D never goes on with a Cyrillic name, and on the Russian
layout the letter on the D key («в») finds a name that goes on with it, else damages."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, Keys
from ui import i18n, open_main_window


@pytest.fixture(autouse=True)
def _patient_search():
    """A name's letters arrive within the interval even on a loaded machine; gc after each window."""
    before = QApplication.keyboardInputInterval()
    QApplication.setKeyboardInputInterval(10_000)
    yield
    QApplication.setKeyboardInputInterval(before)
    gc.collect()


def demo_window(qtbot, tmp_path, language):  # noqa: ANN001, ANN201
    """The twdu demo in ``language`` (the interface in it), shown and active."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None, language=language)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def pause() -> None:
    """A pause at the table: the next letter starts a new search (the interval is short for it alone)."""
    QApplication.setKeyboardInputInterval(1)
    QTest.qWait(30)


def press(keys: Keys, letter: str) -> None:
    """``letter`` as the keyboard sends it: a Latin one by qtbot, a Cyrillic one on the Russian layout
    (its key the letter's capital, as Qt names it; qtbot's keys take no Cyrillic letter)."""
    if letter.isascii():
        keys.type(letter)
    else:
        target = keys.target()  # (the press may open a dialog: the release goes where the press went)
        for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):
            QTest.sendKeyEvent(action, target, Qt.Key(ord(letter.upper())), letter, Qt.KeyboardModifier.NoModifier)
        keys.presses += 1
        QApplication.processEvents()
    QApplication.setKeyboardInputInterval(10_000)  # the next letters go on with it, however loaded the machine


def type_name(keys: Keys, text: str) -> None:
    for letter in text:
        press(keys, letter)


def opened_by(qtbot, keys: Keys, letter: str) -> tuple[str, bool] | None:  # noqa: ANN001
    """``letter`` pressed: the damage or heal dialog it opened (its title, whether it heals), closed
    unchanged with Esc; None when it opened none."""
    seen: list[tuple[str, bool]] = []

    def look(dialog) -> None:  # noqa: ANN001
        seen.append((dialog.windowTitle(), bool(getattr(dialog, "heal", False))))
        dialog.reject()

    when_dialog_opens(look)
    press(keys, letter)
    qtbot.wait(40)  # the poll that would find a dialog opened by this key, had it opened one
    QApplication.processEvents()
    if not seen:
        dialog = QApplication.activeModalWidget()
        assert dialog is None, f"{letter!r} left {dialog.windowTitle()!r} open"
    return seen[0] if seen else None


def to_roster(qtbot, keys: Keys, window):  # noqa: ANN001, ANN201
    """Ctrl+1 from the fight list (after a dialog, the window active again first)."""
    activate(qtbot, window)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_1, CTRL)
    roster = window.docks["charactersDock"].tree
    assert QApplication.focusWidget() is roster
    return roster


def test_d_and_h_after_a_name_typed_in_the_twdu_demo_damage_and_heal_it(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "en")
    log_lines = len(window.services.campaign.events())
    keys = Keys(qtbot)
    roster = to_roster(qtbot, keys, window)
    pause()
    type_name(keys, "Ana")
    assert roster.currentItem().text(0).startswith("Ana Reyes")
    opened = opened_by(qtbot, keys, "d")  # "anad" is no name: D damages the one found
    assert opened is not None and "Ana Reyes" in opened[0] and not opened[1], opened
    roster = to_roster(qtbot, keys, window)
    pause()
    type_name(keys, "Mi")
    assert roster.currentItem().text(0).startswith("Mia Chen")
    pause()
    opened = opened_by(qtbot, keys, "h")  # no name starts with H: H heals the row found
    assert opened is not None and "Mia Chen" in opened[0] and opened[1], opened
    assert "No name" not in window.statusBar().currentMessage()
    assert len(window.services.campaign.events()) == log_lines  # Esc in the dialogs: nothing dealt
    keys.report("D and H after a name in the roster")


def test_a_letter_that_goes_on_with_a_name_finds_it_and_d_finds_a_d_name(qtbot, tmp_path):
    def party(services) -> None:  # noqa: ANN001
        for name in ("Mia", "Dana Cruz", "Dov", "Hank"):
            services.characters.create(name, "pc")

    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    keys = Keys(qtbot)
    roster = to_roster(qtbot, keys, window)
    pause()
    type_name(keys, "M")
    assert roster.currentItem().text(0) == "Mia"
    pause()
    assert opened_by(qtbot, keys, "d") is None  # a name starts with D: D on its own finds it
    first_d = roster.currentItem().text(0)
    assert first_d in ("Dana Cruz", "Dov")
    assert opened_by(qtbot, keys, "d") is None  # "DD": the next name with D, as "ZZ" does
    assert {first_d, roster.currentItem().text(0)} == {"Dana Cruz", "Dov"}
    pause()
    for letter in "Da":
        assert opened_by(qtbot, keys, letter) is None  # "Da" goes on with Dana's name: found
    assert roster.currentItem().text(0) == "Dana Cruz"
    opened = opened_by(qtbot, keys, "h")  # "dah" is no name, though Hank's starts with H
    assert opened is not None and "Dana Cruz" in opened[0] and opened[1], opened
    roster = to_roster(qtbot, keys, window)
    pause()
    assert opened_by(qtbot, keys, "h") is None  # H on its own finds Hank
    assert roster.currentItem().text(0) == "Hank"
    pause()
    opened = opened_by(qtbot, keys, "h")  # Hank is found already and no other name starts with H
    assert opened is not None and "Hank" in opened[0] and opened[1], opened


def test_n_in_the_search_fires_nothing_and_its_hint_names_d_and_h(qtbot, tmp_path):
    """A window key that is no key on the character (N, the next turn) fires nothing from the search;
    where it finds no name, the status bar says where it acts, and that D and H act here."""
    window = demo_window(qtbot, tmp_path, "en")
    keys = Keys(qtbot)
    to_roster(qtbot, keys, window)
    pause()
    assert opened_by(qtbot, keys, "n") is None
    said = window.statusBar().currentMessage()
    assert said == ("No name starts with “n”: in the roster a letter finds a name; D and H that find none open "
                    "the damage and the healing of the character found. Esc goes back to the fight list, where "
                    "N is “Next turn”."), said
    assert opened_by(qtbot, keys, "d") is not None  # the hint said so: D damages the row found
    assert window.statusBar().currentMessage() != said  # the hint of a search ended goes with it


@pytest.mark.parametrize("layout", ["latin", "russian"])
def test_russian_names_and_the_d_key_on_either_layout(qtbot, tmp_path, layout):
    """In Russian the names are Cyrillic: on the Latin layout D never goes on with one (it damages the
    row found); on the Russian layout the D key types «в», which finds «Вера» and goes on with
    «Ве…», else damages, as the window's D does on that layout."""
    def party(services) -> None:  # noqa: ANN001
        for name in ("Марк", "Вера", "Рита"):
            services.characters.create(name, "pc")

    assert i18n.set_language("ru")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", before=party)
        keys = Keys(qtbot)
        d, h = ("d", "h") if layout == "latin" else ("в", "р")
        roster = to_roster(qtbot, keys, window)
        pause()
        for letter in "Ма":
            press(keys, letter)
        assert roster.currentItem().text(0) == "Марк"
        opened = opened_by(qtbot, keys, d)  # "маd", "мав": no name
        assert opened is not None and "Марк" in opened[0] and not opened[1], opened
        roster = to_roster(qtbot, keys, window)
        pause()
        found = opened_by(qtbot, keys, h)
        if layout == "latin":  # "h" starts no Cyrillic name: Марк healed
            assert found is not None and "Марк" in found[0] and found[1], found
        else:  # «р» finds «Рита»
            assert found is None and roster.currentItem().text(0) == "Рита"
            pause()
            assert opened_by(qtbot, keys, d) is None  # «в» finds «Вера»
            assert roster.currentItem().text(0) == "Вера"
            assert opened_by(qtbot, keys, "е") is None
            assert opened_by(qtbot, keys, h) is None  # «вер» goes on with her name
            assert roster.currentItem().text(0) == "Вера"
            opened = opened_by(qtbot, keys, d)  # «верв»: no name, Вера's damage
            assert opened is not None and "Вера" in opened[0] and not opened[1], opened
    finally:
        i18n.set_language("en")
