"""Issue 40, AFMBE's norms demo in a fight at 1366×768, the default layout, the GM's theme: the
tension meter on, + asks why.  The Tension dock stood ~140 px high under the tall dice dock and showed
only "Tension 0 → 1: why? 1–3 or a click; Enter:" cut at its edge, no reason in view; after Esc the
dial was cut, its number behind the dice dock.  Now the dock borrows the room from the dice dock while
it asks (every reason and the question in view), gives it back exactly after, and the dial is whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_threat_reasons_all_in_view_laptop_keys import edges_back, out_of_view, settle
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_every_reason_in_view_and_the_room_given_back(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "afmbe-norms.deadwatch", "afmbe", "norms", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        dock = window.docks["threatDock"]
        assert window.services.threat.set_tension_meter(True) is not False
        dock.refresh()
        for _ in range(3):
            settle(qtbot)
        activate(qtbot, window)
        edges = {name: window.docks[name].geometry().getRect() for name in ("threatDock", "diceDock")}
        tree = window.docks["initiativeDock"].tree
        tree.setFocus()
        qtbot.keyClick(tree, Qt.Key.Key_Plus)
        for _ in range(4):
            settle(qtbot)
        assert dock.pending == 1 and len(dock.reason_buttons) == 3
        missed = [out_of_view(dock, w) for w in (dock.dial, dock.prompt, *(b for _, b in dock.reason_buttons))]
        assert [m for m in missed if m] == [], missed
        assert all(b.isVisible() and b.height() > 0 for _, b in dock.reason_buttons)
        assert dock.prompt.height() >= dock.prompt.heightForWidth(dock.prompt.width()), "the question whole"
        qtbot.keyClick(dock.dial, Qt.Key.Key_Escape)
        for _ in range(4):
            settle(qtbot)
        assert not dock.pending
        assert edges_back(window, edges) == {}, edges
        assert out_of_view(dock, dock.dial) is None, "the dial whole after Esc"
    finally:
        close([window])
        i18n.set_language("en")
