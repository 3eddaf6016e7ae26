"""At 1366×768, in Russian, Spanish and English: a status message of one to four lines never moves
a dock.  The bar grew to the lines a message needed (four at the most) and back to one ~5 s later,
and the docks above jumped each time (the roster's last row went blank, the fight list's rows were
cut, the map shrank).  Now the bar keeps one height from the start, a message up or none; a
message longer than its line ends at its last whole word and "…", whole in the bar's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.status_said import painted_room, where_whole
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_status_message_never_cut_keys import started
from ui import i18n
from ui.status_whole import MAX_LINES

WORDS = ("Kit", "reloads", "the", "pistol", "by", "the", "dry", "fountain", "while", "Dov", "waits",
         "behind", "the", "counter", "with", "the", "katana", "ready")


def message_of(lines: int, metrics, room: int) -> str:  # noqa: ANN001
    """A message some ``lines`` lines long where the bar paints it (a little under, not to end on a line's edge)."""
    words: list[str] = []
    while metrics.horizontalAdvance(" ".join(words)) < room * (lines - 0.4):
        words.append(WORDS[len(words) % len(WORDS)])
    return " ".join(words)


def laid_out(window) -> dict[str, tuple[int, int, int, int]]:  # noqa: ANN001
    """Every dock shown and the bar, where they are."""
    places = {name: dock.geometry().getRect() for name, dock in window.docks.items() if dock.isVisible()}
    places["bar"] = window.statusBar().geometry().getRect()
    return places


@pytest.mark.parametrize("ruleset", ["twdu", "gridlimbs"])
@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_no_dock_moves_for_a_message_of_one_to_four_lines(qtbot, tmp_path, lang, ruleset, gm_theme):  # noqa: F811
    (tmp_path / "demo").mkdir()
    demo = build_demo(tmp_path / "demo" / f"{ruleset}.deadwatch", ruleset, None, language=lang)
    assert i18n.set_language(lang)
    try:
        window = started(qtbot, tmp_path, demo)
        try:
            bar = window.statusBar()
            bar.clearMessage()
            QApplication.processEvents()
            before = laid_out(window)
            metrics = bar.fontMetrics()
            assert bar.height() >= MAX_LINES * metrics.lineSpacing()  # its lines kept for a message
            for lines in (1, 2, 3, 4):
                text = message_of(lines, metrics, painted_room(bar))
                bar.showMessage(text, 5000)
                QApplication.processEvents()
                assert laid_out(window) == before, f"a message of {lines} lines moved the docks"
                shown = window.status.whole.lines()
                assert len(shown) == min(lines, MAX_LINES), shown
                assert where_whole(window, text) in ("bar", "lines", "elided"), where_whole(window, text)
                assert bar.toolTip() == text  # whole on the mouse
                bar.clearMessage()
                QApplication.processEvents()
                assert laid_out(window) == before, f"the {lines}-line message's going moved the docks"
            keys = Keys(qtbot)  # a long GM note undone by keys: the bar says it, nothing moves
            keys.key(Qt.Key.Key_N, CTRL | SHIFT)
            QApplication.focusWidget().insert(message_of(4, metrics, painted_room(bar)))
            keys.key(Qt.Key.Key_Return)
            keys.key(Qt.Key.Key_Escape)
            keys.key(Qt.Key.Key_Z, CTRL)
            QApplication.processEvents()
            assert bar.currentMessage() and laid_out(window) == before
            assert window.status.whole.lines()[-1].endswith("…")
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")
