"""Grid demo at 1366x768: the status bar said what an undo undid on one line, cut mid-word where the
bar ended ("Deshecho: Nota: … cuenta en voz ba"); then it grew to the lines of such a message and
pushed every dock up by a line (issue 40: the panels jumped at a long refusal); then it kept its
line and gave up the message's last words for "…", the whole in its tooltip alone (out of reach of
the keys).  A message longer than the whole bar now reads whole, wrapped, just above the bar over
the docks' bottom edge, every word on screen, while the bar keeps its one line, the whole in its
tooltip, the note in the session log; the docks stay put.  The bar under the whole text repeated it
cut at "…" (issue 40: the same words twice): it shows nothing of it now.  The window starts as
Deadwatch starts (the GM's theme first, the window shown, the campaign opened in it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import LAPTOP
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.log_model import EVENT
from ui.main_window import MainWindow

NOTE = ("Dov oye pasos en la escalera mecánica parada y decide esperar detrás del mostrador de la farmacia "
        "con la katana lista, mientras Kit recarga la pistola junto a la fuente seca del patio central y "
        "cuenta en voz baja los crawlers que bajan")


@pytest.mark.parametrize("lang", ["es", "en", "ru"])
def test_an_undone_long_note_reads_whole_in_the_status_bar(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    (tmp_path / "demo").mkdir()
    grid = build_demo(tmp_path / "demo" / "gridlimbs.deadwatch", "gridlimbs", None, language=lang)
    try:
        assert i18n.set_language(lang)
        window = started(qtbot, tmp_path, grid)
        try:
            bar = window.statusBar()
            one_line = bar.height()
            shown = [name for name, dock in window.docks.items() if dock.isVisible()]
            docks = {name: window.docks[name].geometry() for name in shown}
            keys = Keys(qtbot)
            keys.key(Qt.Key.Key_N, CTRL | SHIFT)  # a GM note
            QApplication.focusWidget().insert(NOTE)  # (typed: QTest types no accented letter)
            keys.key(Qt.Key.Key_Return)
            keys.key(Qt.Key.Key_Escape)
            keys.key(Qt.Key.Key_Z, CTRL)  # undone: the bar says what
            QApplication.processEvents()
            said = bar.currentMessage()
            assert said.endswith("los crawlers que bajan"), said
            metrics = bar.fontMetrics()
            assert metrics.horizontalAdvance(said) > bar.width()  # longer than the whole bar ...
            assert bar.height() == one_line  # ... on its one line
            assert {name: window.docks[name].geometry() for name in shown} == docks  # nothing moved
            assert blank(bar), "the bar repeats the message under its whole text"  # said once
            assert bar.toolTip() == said  # the whole message on the mouse
            whole = [label for label in window.findChildren(QLabel)
                     if label.isVisible() and label.parentWidget() is window and label.text() == said]
            assert len(whole) == 1, "the whole message is nowhere on screen"  # ... and on the screen:
            above = whole[0]
            assert above.text().split() == said.split()  # every word
            assert above.heightForWidth(above.width()) <= above.height()  # wrapped, none cut off
            assert above.height() > one_line  # (on more lines than the bar's one)
            place = above.geometry()
            assert window.rect().contains(place)  # within the window,
            assert place.bottom() < bar.geometry().top() and place.width() == bar.width()  # just above the bar
            stacked = window.children()  # on top of the docks it lies over
            assert all(stacked.index(above) > stacked.index(dock) for dock in window.findChildren(QDockWidget)
                       if dock.parentWidget() is window)
            assert above.focusPolicy() == Qt.FocusPolicy.NoFocus  # the keys stay where they were,
            assert above.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks go through
            assert {name: window.docks[name].geometry() for name in shown} == docks  # nothing moved
            window.resize(1200, 700)  # a narrower window: the message still whole above the bar
            QApplication.processEvents()
            assert above.isVisible() and above.text() == said
            assert above.geometry().bottom() < bar.geometry().top() and above.width() == bar.width()
            assert above.heightForWidth(above.width()) <= above.height()
            assert window.rect().contains(above.geometry())
            log = window.docks["logDock"].view.model()
            assert any(NOTE in str(log.index(row, EVENT).data() or "")
                       for row in range(log.rowCount()))  # and the note whole in the session log
            docks = {name: window.docks[name].geometry() for name in shown}
            keys.key(Qt.Key.Key_Z, CTRL | SHIFT)  # redone: another message, the same line
            QApplication.processEvents()
            redone = bar.currentMessage()
            assert redone != said and said not in [label.text() for label in window.findChildren(QLabel)
                                                   if label.isVisible()]  # the undo's words gone with it
            assert not above.isVisible() or above.text() == redone
            assert bar.height() == one_line
            assert not above.isVisible() or blank(bar)
            bar.clearMessage()  # (as its time out does)
            QApplication.processEvents()
            assert not above.isVisible()  # nothing left above the bar
            assert {name: window.docks[name].geometry() for name in shown} == docks
        finally:
            window.close()
            window.deleteLater()
    finally:
        i18n.set_language("en")


def started(qtbot, folder, source):  # noqa: ANN001, ANN201
    """The window as Deadwatch starts it (ui.launch.run_gui): made and shown with no campaign in the
    GM's theme, at 1366×768, the campaign opened in it, then a fight started (rolled, first turn)."""
    path = folder / source.name
    path.write_bytes(source.read_bytes())
    window = MainWindow(None, QSettings(str(folder / "layout.ini"), QSettings.Format.IniFormat))
    window.setGeometry(0, 0, *LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    from app.services.bundle import open_services

    window.set_services(open_services(str(path)))
    services = window.services
    services.initiative.start([c.id for c in services.characters.characters()])
    services.initiative.add_extras("Crawler", 3)
    services.initiative.roll()
    services.initiative.next_turn()
    for _ in range(3):
        QApplication.processEvents()
    return window


def blank(bar) -> bool:  # noqa: ANN001
    """Whether the bar shows nothing where it paints a message (one colour from its left edge to its
    first permanent widget shown, or its size grip)."""
    image = bar.grab().toImage()
    right = min([w.x() for w in bar.children() if getattr(w, "isVisible", lambda: False)()]
                + [bar.width() - 14])
    colours = {image.pixel(x, y) for x in range(2, right) for y in range(2, bar.height() - 2)}
    return len(colours) == 1
