"""Spanish, 1366×768, the swarm panel after a lost round: the push buttons ("Forzar la tirada de Ana
Reyes (3 dados)", the dice pushed, the chances) were cut at their top and bottom, their text taller
than the button.  Each push button now holds its text whole."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.swarm_alone import laptop_demo, settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_swarm_dock import pick
from tests.gui.test_swarm_panel_laptop import roll
from ui import i18n
from ui.dock_goto import go_to


def test_the_spanish_push_buttons_are_whole(qtbot, tmp_path, gm_theme):  # noqa: F811
    assert i18n.set_language("es")
    window = laptop_demo(qtbot, tmp_path)  # twelve dead counted
    try:
        services = window.services
        assert services.swarm.start(False)
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
