"""The grid game's mall in Spanish at 1366×768, by keys: Kit shoots Shambler 1 twice (the table's d7
typed, Ctrl+K), then a third Ctrl+R is refused (two shots a round).  The refusal said "Below: the
roll before, shown for its damage still offered" while that roll and its "Apply 6 damage" sat under
the fold of the dice dock, reached with the mouse alone: they now come into view with the line.  In
the Ammunition dock each roll's ledger row held the whole roll line wrapped in a narrow column, ten
lines tall with its round's number half-way down: a row now says what the roll spent ("Pistola:
15 → 14 balas", the whole line on the mouse) on one line, the row two lines at most where the
names beside it wrap, its round at the top."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.test_damaged_rows import open_window
from tests.gui.test_readable import gm_theme  # noqa: F401 (the fixture: the GM's type, as Deadwatch starts)
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier


def whole_in(scroll: QScrollArea, widget: QWidget) -> bool:
    view = scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def test_the_offer_below_a_refusal_and_the_ledger_rows_in_sight(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = open_window(qtbot, tmp_path, build_demo(tmp_path / "mall.deadwatch", "gridlimbs", language="es"))
        window.resize(1366, 768)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.initiative.start([who["Kit"], who["Tambaleante 1"]], name="Centro")
        assert services.initiative.current().character_id == who["Kit"]  # her turn: the dock on her shot
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        for _ in range(2):  # two shots that hit, the table's d7 typed
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, CTRL)
            qtbot.waitUntil(dock.faces_edit.hasFocus)
            qtbot.keyClicks(dock.faces_edit, "7")
            qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: bool(dock.result_view.damage_buttons))
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # the fight list
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, CTRL)  # a third: refused
        line = dock.refusal_label
        qtbot.waitUntil(lambda: "Abajo: la tirada anterior" in line.text())
        offer = dock.result_view.damage_buttons[0]
        assert offer.text().startswith("Aplicar")
        qtbot.wait(500)  # the dock laid out again after the refusal (the shot's form set up anew above)
        assert whole_in(dock.roll_scroll, offer) and whole_in(dock.roll_scroll, line)

        ammo = window.docks["ammoDock"]
        ammo.raise_()
        qtbot.waitUntil(ammo.on_screen)
        ledger = ammo.ledger
        assert [ledger.item(r, 2).text() for r in range(ledger.rowCount())] == [
            "Pistola: 15 → 14 balas", "Pistola: 14 → 13 balas"]
        assert ledger.item(0, 2).toolTip().startswith("Kit tira Disparo")  # the roll's whole line
        # each entry on one line of its column; a row no taller than its names wrapped once beside it
        metrics = ledger.fontMetrics()
        qtbot.waitUntil(lambda: all(metrics.horizontalAdvance(ledger.item(r, 2).text()) < ledger.columnWidth(2)
                                    and ledger.rowHeight(r) < 3 * metrics.lineSpacing()
                                    for r in range(ledger.rowCount())))
        assert ledger.item(0, 0).textAlignment() & Qt.AlignmentFlag.AlignTop
    finally:
        i18n.set_language("en")
