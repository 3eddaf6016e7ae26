"""Issue 40: in the twdu demo at 1366×768 the Ammunition panel's ledger lay over its "Whole campaign"
box («Вся кампания» in Russian): the row of the warning, its button and the box wraps onto more lines
than the splitter's lower pane was given, and the ledger's header covered the last.  The pane now asks
for the height its wrapped row needs: the box reads whole above the ledger, in both layouts (the GM's
and F11's) and in the three languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def place(widget: QWidget, dock: QWidget) -> QRect:
    return QRect(widget.mapTo(dock, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
@pytest.mark.parametrize("fight_layout", [False, True])
def test_whole_campaign_reads_whole_above_the_ledger(qtbot, tmp_path, lang, fight_layout, gm_theme):  # noqa: ARG001, F811
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None), LAPTOP)
    try:
        keys = Keys(qtbot)
        activate(qtbot, window)
        if fight_layout:
            keys.key(Qt.Key.Key_F11)
            settle()
        rook = next(c for c in window.services.characters.characters() if c.name == "Rook")
        window.selection.select_character(int(rook.id))
        activate(qtbot, window)
        keys.key(Qt.Key.Key_6, CTRL)  # the Ammunition panel
        settle()
        dock = window.docks["ammoDock"]
        box, ledger = dock.all_sessions, dock.ledger
        assert box.isVisible() and box.width() >= box.sizeHint().width(), (box.text(), box.width())
        under = place(ledger, dock)  # its header first
        assert place(box, dock).bottom() < under.top(), (box.text(), place(box, dock), under)
        dock.grab().save(f"/tmp/s29a/ammo_whole_campaign_{lang}_{'f11' if fight_layout else 'own'}.png")
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
