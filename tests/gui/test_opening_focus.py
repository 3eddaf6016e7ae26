"""Where the GM's first key goes: a campaign opens with the focus on the roster's list (on the fight
list when a fight is running), not on a dock's tab bar, and a fight started from its dialog puts the
focus on the fight list, where the next keys (R, N, the arrows, D) are meant."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QTabBar

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, SHIFT, Keys


def party(services) -> None:  # noqa: ANN001
    for name in ("Ana", "Ben"):
        services.campaign.execute(CreateCharacter(name, "pc"))


def test_a_campaign_opens_with_the_focus_on_the_roster(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Down)  # the arrows pick a character at once
    assert roster.currentItem() is not None and roster.currentItem().text(0) in ("Ana", "Ben")


def test_a_campaign_with_a_fight_opens_on_the_fight_list(qtbot, tmp_path):
    def fight(services) -> None:  # noqa: ANN001
        party(services)
        services.initiative.start([c.id for c in services.initiative.roster()])

    window = campaign_window(qtbot, tmp_path, "twdu", before=fight)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.docks["initiativeDock"].tree)


def test_a_fight_started_from_its_dialog_leaves_the_focus_on_the_fight_list(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    tabs = window.findChildren(QTabBar)
    assert tabs  # the docks behind tabs: where Qt put the focus before
    tabs[0].setFocus()  # the focus somewhere no key of the fight is meant
    keys = Keys(qtbot)

    def accept(dialog) -> None:  # noqa: ANN001
        keys.key(Qt.Key.Key_A, CTRL)  # everyone in
        keys.key(Qt.Key.Key_Return)

    when_dialog_opens(accept)
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    tree = window.docks["initiativeDock"].tree
    qtbot.waitUntil(lambda: tree.count() == 2)
    activate(qtbot, window)  # (the offscreen platform does not give the window back after a dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tree)
    keys.key(Qt.Key.Key_R)  # initiative rolled
    assert all(r.initiative is not None for r in window.services.initiative.view().combatants)
    assert keys.presses == 4


def test_ctrl_a_in_the_start_dialog_leaves_the_dead_out(qtbot, tmp_path):
    """A zombie put down last night stays on the roster; Ctrl+A ticks everyone who can fight."""

    def night(services) -> None:  # noqa: ANN001
        for name, kind in (("Kit", "pc"), ("Shambler", "zombie"), ("Corpse", "zombie")):
            sheet = {**services.ruleset.new_sheet(), "max_hp": 12}
            assert services.characters.create(name, kind, sheet)
        corpse = next(c.id for c in services.characters.characters() if c.name == "Corpse")
        assert services.characters.damage(corpse, {"part": "head", "amount": 6})

    window = campaign_window(qtbot, tmp_path, "gridlimbs", before=night)
    keys = Keys(qtbot)
    shown: list[str] = []

    def accept(dialog) -> None:  # noqa: ANN001
        shown.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        activate(qtbot, dialog)  # (the offscreen platform does not activate a dialog by itself)
        keys.key(Qt.Key.Key_A, CTRL)  # in the name field, empty: every row that can fight
        keys.key(Qt.Key.Key_Return)

    when_dialog_opens(accept)
    keys.key(Qt.Key.Key_F, CTRL | SHIFT)
    tree = window.docks["initiativeDock"].tree
    qtbot.waitUntil(lambda: tree.count() > 0)
    names = sorted(c.name for c in window.services.initiative.view().combatants)
    assert names == ["Kit", "Shambler"]
    assert "Corpse — Zombie · Dead: takes no turns" in shown  # the roster's word, and what it means here


def demo_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    """The twdu demo as a GM first opens it: the window on screen, the focus where it put it."""
    from PySide6.QtCore import QSettings

    from app.services.demo import build_demo
    from ui import open_main_window

    path = build_demo(tmp_path / "twdu-demo.deadwatch", "twdu")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    return window


def test_the_first_b_blacks_out_the_players_screen(qtbot, tmp_path):
    """B is the blackout key anywhere in the window: the first press after opening, with the focus
    the window put on the roster, blacks the players' screen out (it was typed into the roster's
    search before), and the roster's row stays where it was."""
    window = demo_window(qtbot, tmp_path)
    roster = window.docks["charactersDock"].tree
    before = roster.currentItem()
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_B)
    assert window.player.act_blackout.isChecked(), "the first B did not black out the players' screen"
    assert window.statusBar().findChild(QLabel, "blackoutLabel").isVisible()
    assert roster.currentItem() is before
    keys.key(Qt.Key.Key_B)  # and back
    assert not window.player.act_blackout.isChecked()
    keys.key(Qt.Key.Key_N)  # Next turn, with no fight: said why, and the roster's row stays
    assert "Next turn" in window.statusBar().currentMessage()
    assert roster.currentItem() is before


def test_a_name_typed_at_opening_still_finds_the_character(qtbot, tmp_path):
    """A letter that is no window key starts the roster's search at once, and the name's next
    letters go on with it (B then finds, it does not black out)."""

    def crowd(services) -> None:  # noqa: ANN001
        for name in ("Ana", "Mia", "Mib"):
            services.campaign.execute(CreateCharacter(name, "pc"))

    before = QApplication.keyboardInputInterval()
    QApplication.setKeyboardInputInterval(10_000)  # the letters in quick succession, even on a loaded machine
    try:
        window = campaign_window(qtbot, tmp_path, "twdu", before=crowd)
        roster = window.docks["charactersDock"].tree
        qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
        keys = Keys(qtbot)
        keys.type("Mib")
        assert roster.currentItem() is not None and roster.currentItem().text(0) == "Mib"
        assert not window.player.act_blackout.isChecked()
    finally:
        QApplication.setKeyboardInputInterval(before)


def test_the_roster_searches_again_once_the_gm_goes_to_it(qtbot, tmp_path):
    """Esc to the fight list, Ctrl+1 back to the roster: the GM is there on purpose, so B is typed
    into the search (it finds Ben) and the players' screen stays as it was."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_Escape)
    keys.key(Qt.Key.Key_1, CTRL)
    assert QApplication.focusWidget() is roster
    keys.type("B")
    assert roster.currentItem().text(0) == "Ben"
    assert not window.player.act_blackout.isChecked()


def test_ctrl_1_where_the_focus_already_is_makes_the_letters_a_search(qtbot, tmp_path):
    """The campaign opened with the focus on the roster by the window's choice; Ctrl+1 there (the
    README's way to the roster) makes every letter a search at once: "Ben" finds Ben, its B does
    not black out the players' screen, nor does an R (no name goes on with it) roll anything."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    keys.type("B")
    assert roster.currentItem().text(0) == "Ben"
    assert not window.player.act_blackout.isChecked(), "B after Ctrl+1 blacked out the players' screen"
    keys.type("r")
    assert QApplication.activeModalWidget() is None, "R after Ctrl+1 opened a dialog"
    assert roster.currentItem().text(0) == "Ben"


def test_a_window_key_that_finds_no_name_in_the_roster_says_where_it_acts(qtbot, tmp_path):
    """N in the roster's search (Ctrl+1) finds no name starting with N: nothing fires, and the status
    bar says why and where N passes the turn (the fight list, after Esc), so the GM is not left
    guessing (D and H, keys on the character, act there instead: test_roster_row_keys_after_name)."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    qtbot.wait(QApplication.keyboardInputInterval() + 50)
    keys.type("n")
    said = window.statusBar().currentMessage()
    assert QApplication.activeModalWidget() is None
    assert "“n”" in said and "Esc" in said and "Next turn" in said, said


def test_esc_takes_the_roster_s_hint_down_with_its_search(qtbot, tmp_path):
    """"No name starts with “n”…" stayed in the status bar after Esc, the search it spoke of gone:
    Esc ends the search and takes its hint down; the next letter typed there starts a new search."""
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"].tree
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roster)
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    qtbot.wait(QApplication.keyboardInputInterval() + 50)
    keys.type("n")
    assert "“n”" in window.statusBar().currentMessage()
    keys.key(Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is window.docks["initiativeDock"].tree
    assert window.statusBar().currentMessage() == ""
    keys.key(Qt.Key.Key_1, CTRL)  # back in the roster at once: "n" again is a search of its own
    keys.type("n")
    assert "“n”" in window.statusBar().currentMessage()
