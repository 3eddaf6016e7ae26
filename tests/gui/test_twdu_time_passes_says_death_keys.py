"""twdu, Time passes (Ctrl+Shift+T), "5d": Mia's lethal injury (3 hours) ran out and she died, with no
word before Enter; her row then read "Health 1/3 Battered".  The dialog now says, as the time is typed,
whom it kills and when; Enter does it (Ctrl+Z takes it back), and a dead character's row reads Dead
(its badge; its bars greyed).  And a critical injury taken unnamed does not heal before its D66 (its
entry on the table gives its recovery dice): the roster's button and Ctrl+Shift+K still ask for it.
By keys, the dialog's words in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_twdu_days_heal_keys import when_modal
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier
HIT = {"damage": 3, "source": "attack", "armor": False}
DIES = {
    "en": ("Mia dies: a lethal injury's time runs out in 2 h.", "Dead"),
    "ru": ("Mia умирает: время смертельной травмы истекает через 2 ч.", "Нет в живых"),
    "es": ("Mia muere: el tiempo de una herida letal se agota en 2 h.", "Sin vida"),
}


def pass_time(qtbot, window, typed: str, rations: bool = False) -> list[str]:  # noqa: ANN001
    """Ctrl+Shift+T, ``typed`` over the offered 10, Enter; the dialog's words just before Enter.
    ``rations``: whole days heal one hurt, and the question who ate is answered by Enter, as ticked."""
    said: list[str] = []

    def eaten(dialog) -> None:  # noqa: ANN001
        try:
            qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    def answer(dialog) -> None:  # noqa: ANN001
        try:
            assert isinstance(dialog, QInputDialog)
            dialog.activateWindow()
            line = dialog.findChild(QLineEdit)
            qtbot.waitUntil(line.hasFocus)
            qtbot.keyClick(line, Qt.Key.Key_A, CTRL)
            qtbot.keyClicks(line, typed)
            said.append(dialog.labelText())
            if rations:
                when_modal(lambda d: d.objectName() == "rationsDialog", eaten)
            qtbot.keyClick(line, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    activate(qtbot, window)
    when_dialog_opens(answer)
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_SHIFT)
    return said


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_dialog_says_the_death_before_enter(qtbot, tmp_path, lang):
    dies, dead = DIES[lang]
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        assert services.characters.create("Mia", "pc", services.ruleset.new_sheet())
        mia = next(int(c.id) for c in services.characters.characters())
        lethal = {**HIT, "injury_name": "Gut wound", "injury_lethal": True, "injury_time_unit": "hours"}
        assert services.characters.damage(mia, lethal, faces="3 2 4")  # dies in 3 hours, down 4 minutes
        settle()
        said = pass_time(qtbot, window, "1h")
        assert said and dies not in said[0]  # an hour kills nobody: nothing said
        assert not services.characters.character(mia).state["dead"]
        # an hour passed: two left of the three; the days' dialog says it again, and Enter lets them pass
        said = pass_time(qtbot, window, "5d", rations=True)
        assert said and dies in said[0], said
        qtbot.waitUntil(lambda: services.characters.character(mia).state["dead"])
        settle()
        roster = window.docks["charactersDock"]
        texts = " ".join(roster.tracks(mia).texts())
        assert [label for _style, label in roster.badges(mia).chips] == [dead]  # the red badge says it
        assert all(bar.dead for bar in roster.tracks(mia).bars)  # her bars greyed, struck through
        assert QCoreApplication.translate("rules", "Battered") not in texts, texts
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # undoable as before
        qtbot.waitUntil(lambda: not services.characters.character(mia).state["dead"])
    finally:
        i18n.set_language("en")


def test_an_unnamed_injury_heals_not_before_its_d66_and_still_asks_for_it(qtbot, tmp_path):
    """Its recovery dice are its entry's on the table, read after its D66: days pass, it does not heal,
    and its D66 is still asked for (the roster's button, Ctrl+Shift+K)."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ben", "pc", services.ruleset.new_sheet())
    ben = next(int(c.id) for c in services.characters.characters())
    assert services.characters.damage(ben, HIT, faces="5")  # an unnamed injury: the Broken minutes alone
    window.selection.select_character(ben)
    settle()
    roster = window.docks["charactersDock"]
    cell = roster.checks(ben)
    assert cell is not None and [b.text() for b in cell.check_buttons.values()] == ["Critical injury (D66)"]
    assert roster.act_checks.isEnabled()
    pass_time(qtbot, window, "2d", rations=True)  # Ben, up after his Broken minutes, eats
    settle()
    assert "healed" not in " ".join(roster.badges(ben).tips)
    cell = roster.checks(ben)
    assert cell is not None and [b.text() for b in cell.check_buttons.values() if b.isVisible()] == [
        "Critical injury (D66)"]
    assert roster.act_checks.isEnabled()  # Ctrl+Shift+K: its D66 still due
