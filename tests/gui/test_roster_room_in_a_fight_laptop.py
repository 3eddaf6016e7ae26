"""The roster beside a fight on a 1366×768 laptop (issue 40): a fight gave the fight list three
quarters of the left column and left the roster three rows; the fight layout (F11) stood every dock
in one column a moment, whose least heights grew the window 94 pixels past the screen's bottom (and
it stayed that tall); and a refusal under the fight list, whose scroll bar came with it, widened the
left docks by the bar's width.  Now the roster keeps the party and more in sight while the fight list
keeps its four rows, the window keeps its size through F11, and no dock changes width as a message
shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui import readable
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to

#: the roster's rows whole beside a fight: the party and two more (ui.window_layout asks for six, as
#: long as the fight list keeps four of its rows whole: on 768 pixels the two meet at about five)
ROWS = 5


def laid_out(qtbot) -> None:  # noqa: ANN001
    settle()
    qtbot.wait(30)
    settle()


def rows_in_sight(dock) -> list[str]:  # noqa: ANN001
    """The characters whose rows the roster shows whole."""
    tree = dock.tree
    view = tree.viewport().rect()
    names = []
    item = tree.topLevelItem(0)
    while item is not None:
        if item.data(0, Qt.ItemDataRole.UserRole) is not None and view.contains(tree.visualItemRect(item)):
            names.append(item.text(0))
        item = tree.itemBelow(item)
    return names


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_roster_keeps_its_rows_beside_a_running_fight(qtbot, tmp_path, demos, lang):  # noqa: F811
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)  # the fight started: eight fighters
    try:
        laid_out(qtbot)
        roster, fight = window.docks["charactersDock"], window.docks["initiativeDock"]
        assert len(window.services.characters.characters()) >= ROWS
        shown = rows_in_sight(roster)
        assert len(shown) >= ROWS, (shown, roster.height())
        assert fight.on_screen() and readable.whole_rows(fight.tree) >= 4  # the fight list keeps its rows
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


def test_f11_keeps_the_laptops_window_and_the_roster_behind_its_tab_shows_its_rows(qtbot, tmp_path, demos):  # noqa: F811
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP)
    try:
        qtbot.keyClick(window, Qt.Key.Key_F11)
        laid_out(qtbot)
        assert window.fight_layout.is_on()
        assert window.size().toTuple() == LAPTOP
        roster = window.docks["charactersDock"]
        go_to(roster)
        laid_out(qtbot)
        assert roster.geometry().bottom() < window.height()
        assert len(rows_in_sight(roster)) >= 6  # the whole column
        qtbot.keyClick(window, Qt.Key.Key_F11)  # and back
        laid_out(qtbot)
        assert window.size().toTuple() == LAPTOP
    finally:
        window.close()
        window.deleteLater()


def test_a_refusal_under_the_fight_list_widens_no_dock(qtbot, tmp_path, demos):  # noqa: F811
    """Four fighters in Russian: the list shows them without a scroll bar; Shift+N back before the
    round's first turn is refused in a line under it, which takes the list's room and brings its bar."""
    i18n.set_language("ru")
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        services.initiative.start([c.id for c in services.characters.characters()][:4])
        services.initiative.roll()
        services.initiative.next_turn()
        laid_out(qtbot)
        fight = window.docks["initiativeDock"]
        go_to(fight)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_N, SHIFT)  # back before the first turn
        laid_out(qtbot)
        assert not fight.tree.verticalScrollBar().isVisible()
        before = {name: dock.width() for name, dock in window.docks.items() if dock.on_screen()}
        keys.key(Qt.Key.Key_N, SHIFT)  # no turn before that: refused
        laid_out(qtbot)
        assert fight.message.isVisible() and fight.message.text()
        after = {name: dock.width() for name, dock in window.docks.items() if dock.on_screen()}
        assert after == before, fight.message.text()
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_a_fight_in_the_second_demo_of_a_ruleset_shows_its_four_rows(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    """A fresh GM (issues 40/41) ran the AFMBE norms demo, closed it, then the unisystem one in Spanish:
    Ctrl+Shift+F, «Pasillo», Ctrl+A, Enter, R, and the fight list showed 1½–2 of its 4 rows: the
    roster had not shrunk.  The window kept its arrangement at its close as the ruleset's own, and an
    arrangement come back was taken for the GM's own sizes, which a fight leaves as they are; but the
    GM had sized nothing.  An arrangement the program laid out is shared out for the fight again."""
    from PySide6.QtCore import QSettings

    from app.services.demo import build_demo
    from tests.gui.helpers import activate, when_dialog_opens
    from ui import open_main_window

    i18n.set_language(lang)
    settings = str(tmp_path / "layout.ini")
    try:
        for preset in ("norms", "unisystem"):
            path = build_demo(tmp_path / preset / "demo.deadwatch", "afmbe", preset, language=lang)
            window = open_main_window(str(path), QSettings(settings, QSettings.Format.IniFormat))
            window.setGeometry(0, 0, *LAPTOP)
            window.show()
            qtbot.waitExposed(window)
            laid_out(qtbot)
            if preset == "norms":
                window.close()  # its arrangement kept as AFMBE's
                window.deleteLater()
        roster, fight = window.docks["charactersDock"], window.docks["initiativeDock"]
        before = roster.height()
        keys = Keys(qtbot)

        def corridor(dialog):  # noqa: ANN001, ANN202
            activate(qtbot, dialog)
            keys.type("Pasillo")
            keys.key(Qt.Key.Key_A, CTRL)
            keys.key(Qt.Key.Key_Return)

        when_dialog_opens(corridor)
        keys.key(Qt.Key.Key_F, CTRL | SHIFT)
        activate(qtbot, window)
        laid_out(qtbot)
        fight.tree.setFocus()
        keys.key(Qt.Key.Key_R)
        laid_out(qtbot)
        assert fight.tree.count() == 4
        assert readable.whole_rows(fight.tree) == 4, (roster.height(), fight.height(), before)
        assert roster.height() < before  # the roster gave the fight its room
        kept = QSettings(settings, QSettings.Format.IniFormat)
        window.close()  # the program's sizes: kept as such
        kept.sync()
        assert str(kept.value("window/ownSizes")).lower() == "false"
        window.show()
        qtbot.waitExposed(window)
        laid_out(qtbot)
        # the GM drags the column himself: kept as his own, which the next fight leaves as it is
        window.resizeDocks([roster, fight], [roster.height() + 60, fight.height() - 60], Qt.Orientation.Vertical)
        laid_out(qtbot)
        window.close()
        kept.sync()
        assert str(kept.value("window/ownSizes")).lower() == "true"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
