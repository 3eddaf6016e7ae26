"""The battle map's legend (issue 41): a GM who never read the code saw ■, ★, ⊠ and a blue + on the
tiles and could not tell a crate from a weapons' cabinet.  Under the map a line names each mark drawn
on this map, in the GM's language, and only those: a wall (its colour alone) and kinds painted
nowhere are left out; painting a new kind adds it at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_map_shot import create
from ui import i18n
from ui.docks.map_legend import NBSP

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_map_names_its_marks_under_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ann = create(window, "Ann")
    services.battle_map.set_size(8, 5)
    services.battle_map.paint([(0, 0), (1, 0)], "wall")
    services.battle_map.paint([(2, 0)], "window")
    services.battle_map.paint([(4, 2)], "C")
    services.battle_map.paint([(5, 2)], "c")
    services.battle_map.place({ann: (1, 2)})
    window.selection.select_character(ann)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)  # to the map, as the GM goes there
    dock = window.docks["mapDock"]
    qtbot.waitUntil(dock.view.hasFocus)
    legend = dock.legend
    assert legend.isVisible()
    assert legend.text().replace(NBSP, " ") == "Marks: ✚ Window · ★ Weapons' cabinet · ⊠ Crate"
    # a sign is never left at a line's end without its word (the English line broke "⊠" from "Crate"):
    # the only spaces the line may wrap at follow a dot
    marks = legend.text().split(": ", 1)[1]
    assert all(piece.endswith("·") for piece in marks.split(" ")[:-1]), marks
    assert legend.visibleRegion().boundingRect().height() >= legend.fontMetrics().height()  # not squeezed out
    services.battle_map.paint([(6, 4)], "f")  # a table: its mark joins the legend
    qtbot.waitUntil(lambda: f"■{NBSP}Furniture{NBSP}(f)" in legend.text())
    try:
        i18n.set_language("ru")
        dock.refresh()
        assert legend.text().startswith(f"Обозначения: ✚{NBSP}")
        assert f"⊠{NBSP}Ящик" in legend.text()
    finally:
        i18n.set_language("en")
