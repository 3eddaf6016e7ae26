"""Spanish, 1366×768, the swarm panel after a lost round: the push buttons ("Forzar la tirada de Ana
Reyes (3 dados)", the dice pushed, the chances) were cut at their top and bottom, their text taller
than the button.  Each push button now holds its text whole."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_swarm_dock import pick
from tests.gui.test_swarm_panel_laptop import roll
from ui import i18n
from ui.dock_goto import go_to


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def test_the_spanish_push_buttons_are_whole(qtbot, tmp_path, gm_theme):  # noqa: F811
    assert i18n.set_language("es")
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(12) and services.swarm.start(False)
        dock = window.docks["swarmDock"]
        go_to(dock)
        settle()
        people = {c.name: c.id for c in services.swarm.fighters()}
        (who, skill, _extra) = dock.round_box.rollers[0]
        pick(who, people["Ana Reyes"])
        pick(skill, "close_combat")
        settle()
        roll(window, dock, lambda n: " ".join(["1"] * n))  # lost
        window.resizeDocks([window.docks["threatDock"]], [342], Qt.Orientation.Horizontal)  # as the GM's
        settle()
        shown = [b for b in dock.outcome_box.push_buttons if b.isVisible()]
        assert shown and all(b.text().startswith("Forzar la tirada") for b in shown)
        for button in shown:
            label = button.label
            needed = label.heightForWidth(label.width())
            assert label.height() >= needed and button.rect().contains(label.geometry()), (
                f"{button.text()!r}: {label.height()} px of {needed} in a {button.height()} px button")
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
