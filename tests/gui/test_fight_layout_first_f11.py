"""Issue 40: the first F11 in a campaign changed nothing.  F11's switch was kept in the settings at
once but the window's arrangement only as the window closed: Deadwatch stopped without closing it
(killed, a crash) started again with F11 on over the GM's own layout, and F11 then "brought back"
the layout already up.  The arrangement is now kept with the switch, so the two always agree."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from ui import open_main_window


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def docks(window) -> dict[str, tuple]:  # noqa: ANN001
    return {name: (dock.isVisible(), dock.geometry().getRect()) for name, dock in window.docks.items()}


def opened(qtbot, path, ini):  # noqa: ANN001, ANN201
    window = open_main_window(str(path), QSettings(ini, QSettings.Format.IniFormat))
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    settle()
    return window


def test_after_a_stop_without_closing_the_first_f11_changes_the_layout(qtbot, tmp_path):
    ini = str(tmp_path / "layout.ini")
    norms = build_demo(tmp_path / "norms.deadwatch", "afmbe", "norms")
    uni = build_demo(tmp_path / "uni.deadwatch", "afmbe", "unisystem")
    first = opened(qtbot, norms, ini)
    own = docks(first)
    first.fight_layout.action.trigger()  # F11: the fight layout
    settle()
    assert first.fight_layout.is_on() and docks(first) != own
    # the process stops here: the window is never closed (its closeEvent never saves)
    second = opened(qtbot, uni, ini)
    try:
        started = docks(second)
        assert second.fight_layout.is_on()
        second.fight_layout.action.trigger()  # the first F11 of the evening
        settle()
        assert not second.fight_layout.is_on()
        assert docks(second) != started, "the first F11 changed nothing"
        second.fight_layout.action.trigger()
        settle()
        assert second.fight_layout.is_on() and docks(second) != own
    finally:
        for window in (first, second):
            window.hide()  # gone without a close, as the stopped process left it
            window.deleteLater()
