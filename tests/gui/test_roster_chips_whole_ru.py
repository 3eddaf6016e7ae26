"""A condition chip in the roster never breaks inside itself: in Russian at 1366×768 the grid
game's chips ("Не действует: Левая нога", "Перевязка: Правая рука") broke after a word when the
column was narrow, half a chip on one line and half on the next.  Now whole chips go to the next
line: every chip's text is on one line of the cell as painted, in the default layout and in the
fight layout (F11)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.shared_windows import close, open_window
from ui import i18n
from ui.dock_goto import go_to
from ui.widgets.roster_look import BADGES_DATA, CONDITIONS, END, SIDE, RowBadges, badges_document


class Chips(HTMLParser):
    """The chips' texts of a row's badges: each outermost span's text."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.depth, self.chips = 0, []
        self.feed(markup)

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag == "span":
            self.depth += 1
            if self.depth == 1:
                self.chips.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "span":
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.chips[-1] += data


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def broken_chips(window) -> tuple[list[str], int]:  # noqa: ANN001
    """The chips of the roster painted on more than one line (their text), and how many chips there are."""
    dock = window.docks["charactersDock"]
    tree = dock.tree
    width = tree.columnWidth(CONDITIONS)
    broken, count = [], 0
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    items += [top.child(j) for top in list(items) for j in range(top.childCount())]
    for item in items:
        badges = item.data(CONDITIONS, BADGES_DATA)
        if not isinstance(badges, RowBadges) or not badges.html:
            continue
        # the cell as the delegate paints it (wrapped when the columns say so)
        document = badges_document(badges, tree.font(), width - SIDE - END, tree.itemDelegate().wrap)
        document.size()  # laid out
        layout = document.firstBlock().layout()
        assert layout.lineCount() >= 1
        position = 0
        for text in Chips(badges.html).chips:
            first = layout.lineForTextPosition(position).lineNumber()
            last = layout.lineForTextPosition(position + len(text) - 1).lineNumber()
            if first != last:
                broken.append(text.replace("\u00a0", " ").strip())
            position += len(text) + 1  # and the space between two chips
            count += 1
    return broken, count


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_every_roster_chip_is_on_one_line(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    source = build_demo(tmp_path / "demo" / "grid.deadwatch", "gridlimbs", language=lang)
    window = open_window(qtbot, tmp_path, source)  # a fight running, as at the table
    try:
        activate(qtbot, window)
        roster = window.docks["charactersDock"]
        go_to(roster)
        settle()
        broken, count = broken_chips(window)
        assert count >= 4 and broken == [], broken
        qtbot.keyClick(window, Qt.Key.Key_F11)  # the fight layout: the roster behind the fight list's tab
        settle()
        go_to(roster)
        settle()
        assert roster.isVisible() and not roster.visibleRegion().isEmpty()
        broken, count = broken_chips(window)
        assert count >= 4 and broken == [], broken
    finally:
        close([window])
        i18n.set_language("en")
