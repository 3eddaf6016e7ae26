"""The log view draws only the rows that are new or changed (the others are copied from their kept
pictures); what the screen shows must still be every line, in order, as drawing every row afresh
would show it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QImage, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication

from ui.widgets.log_view import LogView


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def on_screen(view: LogView) -> QImage:
    """The pixels in the window's backing store (what the GM's screen shows), not a fresh render."""
    viewport = view.viewport()
    top_left = viewport.mapTo(view.window(), viewport.rect().topLeft())
    screen = QGuiApplication.primaryScreen()
    shot = screen.grabWindow(view.window().winId(), top_left.x(), top_left.y(), viewport.width(), viewport.height())
    return shot.toImage().convertToFormat(QImage.Format.Format_RGB32)


def fresh(view: LogView) -> QImage:
    """Every row drawn afresh (none copied from its kept picture), as the view drew before it kept them."""
    view.keep_rows = False
    try:
        view.viewport().repaint()
        return on_screen(view)
    finally:
        view.keep_rows = True


def make_view(qtbot, rows: int = 0) -> tuple[LogView, QStandardItemModel]:
    model = QStandardItemModel(0, 3)
    for i in range(rows):
        model.appendRow(line(i))
    view = LogView()
    view.setModel(model)
    view.resize(400, 200)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    settle()
    return view, model


def line(i: int) -> list[QStandardItem]:
    return [QStandardItem(f"{i:02d}:00"), QStandardItem(f"Line {i}"), QStandardItem("Ana" if i % 2 else "")]


def test_lines_added_at_the_bottom_scroll_up_and_show_as_a_full_repaint_would(qtbot):
    view, model = make_view(qtbot, rows=3)
    for i in range(3, 30):
        model.appendRow(line(i))
        view.scrollToBottom()
        settle()
        assert on_screen(view) == fresh(view), f"after line {i}"
    last = view.rowAt(view.viewport().height() - 1)
    assert model.index(last, 1).data() == "Line 29"
    assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum() > 0


def test_a_changed_line_repaints_in_place_and_the_current_line_follows_the_keys(qtbot):
    view, model = make_view(qtbot, rows=40)
    view.scrollToBottom()
    settle()
    font = QFont()
    font.setStrikeOut(True)
    model.item(38, 1).setFont(font)  # an undone line is struck through
    model.item(37, 1).setForeground(Qt.GlobalColor.gray)
    settle()
    assert on_screen(view) == fresh(view)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.currentIndex().row() == 39
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.currentIndex().row() == 37
    assert view.accessibleDescription() == "37:00  Line 37  Ana"  # what a screen reader reads
    qtbot.keyClick(view, Qt.Key.Key_Home)
    settle()
    assert view.currentIndex().row() == 0 and view.verticalScrollBar().value() == 0
    assert on_screen(view) == fresh(view)


def test_hidden_and_moved_columns_follow_the_header(qtbot):
    view, model = make_view(qtbot, rows=5)
    header = view.horizontalHeader()
    header.moveSection(2, 1)
    view.setColumnHidden(0, True)
    settle()
    assert view.isColumnHidden(0)
    assert view.indexAt(view.viewport().rect().topLeft()).column() == 2
    assert on_screen(view) == fresh(view)


def test_rows_grow_with_the_themes_type(qtbot):
    """The projector theme's style sheet sets large type after the view is made: the rows follow."""
    view, _model = make_view(qtbot, rows=5)
    small = view.rowHeight()
    view.setStyleSheet("font-size: 30pt;")
    settle()
    assert view.rowHeight() == view.fontMetrics().height() + 8 > small
    assert view.verticalScrollBar().singleStep() == view.rowHeight()


def test_long_wrapped_lines_added_at_the_bottom_show_once_as_a_full_repaint_would(qtbot):
    """A long line (a fight's initiative, every combatant named) wraps; measured only when drawn, it
    pushes the rows below it down.  Scrolling by copying the pixels kept its text at its old place
    too: the end of the line drawn a second time under itself."""
    view, model = make_view(qtbot, rows=12)
    view.setWrapColumns((1,))
    view.horizontalHeader().resizeSection(1, 120)
    settle()
    long_text = "Initiative — " + "; ".join(f"Crawler {n}: Others' side" for n in range(1, 8))
    for i in range(12, 18):
        items = line(i)
        if i % 2 == 0:
            items[1] = QStandardItem(long_text)
        model.appendRow(items)
        view.scrollToBottom()
        view.horizontalHeader().resizeSection(1, 120 + 10 * (i % 3))  # the dock's columns fitted again
        view.scrollToBottom()
        settle()
        assert on_screen(view) == fresh(view), f"after line {i}"


def test_a_line_added_at_the_bottom_draws_that_row_alone_the_others_move_up_as_they_were(qtbot):
    """A GM action adds one line: the twenty rows on screen moved up drew all their texts again
    (about 2 ms of every action); now only the new row is drawn, the others copied."""
    view, model = make_view(qtbot, rows=40)
    view.scrollToBottom()
    settle()
    drawn = view.rows_painted
    model.appendRow(line(40))
    view.scrollToBottom()
    settle()
    assert view.rows_painted - drawn == 1
    assert on_screen(view) == fresh(view)
    last = view.rowAt(view.viewport().height() - 1)
    assert model.index(last, 1).data() == "Line 40"
    drawn = view.rows_painted
    model.item(39, 1).setText("Line 39, undone")  # a line's marks change: that row alone
    settle()
    assert view.rows_painted - drawn == 1
    assert on_screen(view) == fresh(view)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)  # the current row: it and the row left are drawn again
    settle()
    assert on_screen(view) == fresh(view)
    view.setStyleSheet("QAbstractScrollArea { background: #202020; color: #e0e0e0; font-size: 15pt; }")  # a theme
    settle()
    assert on_screen(view) == fresh(view)
    font = QFont()
    font.setStrikeOut(True)
    model.item(38, 1).setFont(font)  # an undone line: struck through, in the theme's type as the others
    settle()
    assert on_screen(view) == fresh(view)


def test_lines_loaded_above_and_a_filter_redraw_the_rows_that_moved(qtbot):
    """Older lines read in above, or a filter, change the rows' numbers (and their shading)."""
    view, model = make_view(qtbot, rows=12)
    view.scrollToBottom()
    settle()
    model.insertRow(0, line(99))
    settle()
    assert on_screen(view) == fresh(view)
    model.removeRows(3, 2)
    view.scrollToBottom()
    settle()
    assert on_screen(view) == fresh(view)


def test_a_line_as_wide_as_its_column_is_measured_as_drawn_whole(qtbot):
    """Issue 41: "Mia Chen healed — Bitten forearm is stabilized." in a column as wide as its rounded
    advance (285 px for 285.08) was measured one line and drawn on two: "stabilized." was cut off,
    in the fight layout's narrow log (its other columns above the text) and out of it."""
    from PySide6.QtGui import QFontMetricsF

    from ui.widgets.log_paint import PAD
    from ui.widgets.log_rows import wrapped_height

    view, model = make_view(qtbot)
    metrics, exact = view.fontMetrics(), QFontMetricsF(view.font())
    texts = ["Mia Chen healed — Bitten forearm is stabilized.", "Damage to Walker: 3 damage, Health −1",
             "Ana Ruiz heals Ben — Broken ribs are stabilized."]
    # a text whose rounded advance is below its real width: drawn in exactly that room, it wraps
    text = next(t for t in texts if exact.horizontalAdvance(t) > metrics.horizontalAdvance(t))
    room = metrics.horizontalAdvance(text)
    assert wrapped_height(metrics, text, room) > metrics.height()  # drawn there: two lines
    model.appendRow([QStandardItem("23:44"), QStandardItem(text), QStandardItem("")])
    view.setWrapColumns((1,))
    view.horizontalHeader().resizeSection(1, room + 2 * PAD)
    settle()
    assert view.row_height(0) == wrapped_height(metrics, text, room) + 8
    view.setMetaLine(1, Qt.ItemDataRole.ToolTipRole)  # the narrow log: the other columns above it
    model.item(0, 1).setToolTip("23:44 · Round 1")
    settle()
    assert view.row_height(0) == metrics.height() + 2 + wrapped_height(metrics, text, room) + 8
