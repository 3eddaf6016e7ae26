"""The ammunition ledger's rows re-fit their height when its width changes (issue 40): a line fired
in the fight layout (F11), its column wide, took one line's height; back in the GM's own layout
(F11 again) the ledger, narrower, kept rows measured as its column resized (at the width before:
narrowed behind its tab, a three-line entry showed its first line, cut).  Now each row is as tall
as its entry wrapped at the width the ledger has once its columns are laid out, however it came to
have it (shown again from behind a tab, the window's layout switched, the dock resized)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_ammo_table_whole import cut_cells
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to


def laid_out(qtbot) -> None:  # noqa: ANN001
    settle()
    qtbot.wait(20)
    settle()


def test_a_line_fired_in_the_fight_layout_reads_whole_back_in_the_gms_own(qtbot, tmp_path, demos):  # noqa: F811
    i18n.set_language("ru")
    window = open_window(qtbot, tmp_path, demos["afmbe-norms"], LAPTOP)
    try:
        dock = window.docks["ammoDock"]
        armed = next(c for c in window.services.characters.characters() if c.kind == "pc")
        window.selection.select_character(armed.id)
        go_to(dock)
        laid_out(qtbot)
        qtbot.keyClick(window, Qt.Key.Key_F11)  # the fight layout
        assert window.fight_layout.is_on()
        go_to(dock)
        laid_out(qtbot)
        # the middle column wide (the GM drags it, as a swarm fight's layout has it): a line a row
        window.resizeDocks([window.docks["initiativeDock"], dock], [380, 700], Qt.Orientation.Horizontal)
        laid_out(qtbot)
        lines = dock.ledger.rowCount()
        dock.table.setFocus()
        dock.table.selectRow(0)
        qtbot.keyClick(dock.table, Qt.Key.Key_F)  # fired
        laid_out(qtbot)
        assert dock.ledger.rowCount() == lines + 1
        assert cut_cells(dock.ledger) == []
        go_to(window.docks["diceDock"])  # the ammunition behind the dice's tab
        qtbot.keyClick(window, Qt.Key.Key_F11)  # the GM's own layout
        assert not window.fight_layout.is_on()
        laid_out(qtbot)
        go_to(dock)
        laid_out(qtbot)
        assert dock.ledger.width() < 500  # the own layout's narrower column
        assert cut_cells(dock.ledger) == []
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


def entry(text: str) -> SimpleNamespace:
    return SimpleNamespace(text=text, args={}, damaged=False, payload={"ctx": "x"}, actor="Ana Reyes", target="",
                           round=2)


def test_the_ledgers_rows_follow_its_width_shown_or_hidden(qtbot, monkeypatch):
    """The ledger alone, narrowed behind a tab (hidden) and widened in sight: each row's height
    follows its entry's lines (it kept the height of the width it was measured at)."""
    import ui.widgets.ammo_table as ammo_table
    from ui.widgets.ammo_table import LedgerTable

    monkeypatch.setattr(ammo_table, "render_event", lambda event: event.text)
    host = QWidget()
    qtbot.addWidget(host)
    table = LedgerTable(host)
    QVBoxLayout(host).addWidget(table)
    host.resize(700, 400)
    host.show()
    qtbot.waitExposed(host)
    table.show_events([entry("Ana Reyes fires the Remington 870 shotgun: 2 shells left, 1 spare box, low")] * 3)
    laid_out(qtbot)
    one_line = table.rowHeight(0)
    assert cut_cells(table) == []
    table.hide()  # behind another tab
    host.resize(300, 400)
    laid_out(qtbot)
    table.show()
    laid_out(qtbot)
    assert cut_cells(table) == []
    assert table.rowHeight(0) > one_line
    host.resize(700, 400)  # wide again, in sight: a line a row, no empty lines under it
    laid_out(qtbot)
    assert cut_cells(table) == []
    assert table.rowHeight(0) == one_line
    QApplication.processEvents()
