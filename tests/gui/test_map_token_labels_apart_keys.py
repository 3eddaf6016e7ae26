"""Two tokens side by side on a map drawn small (a laptop's tiles) keep their labels apart: each label
stays within its own tile on screen.  Before, "Kit" and "Dov" on neighbouring tiles ran into each
other, drawn at the GM's font size however narrow the tiles."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create


def _label_rects(view) -> dict[str, QRectF]:  # noqa: ANN001
    """Each token label's box on the screen (the view's viewport), by its text."""
    out = {}
    for item in view.scene().items():
        if item.data(0) == "token":
            out[item.text()] = item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect())
    return out


def test_labels_of_tokens_side_by_side_never_overlap(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    kit, dov = create(window, "Kit"), create(window, "Dov")
    zed = create(window, "Shambler 1", "zombie")
    services.battle_map.set_size(40, 24)  # tiles drawn at their smallest
    services.battle_map.place({kit: (3, 4), dov: (4, 4), zed: (4, 5)})
    services.campaign.execute(StartEncounter([kit, dov, zed]))
    activate(qtbot, window)
    Keys(qtbot).key(Qt.Key.Key_M, CTRL | ALT)
    view = window.docks["mapDock"].view
    qtbot.waitUntil(view.hasFocus)
    for _ in range(3):
        QApplication.processEvents()
    rects = _label_rects(view)
    assert {"Kit", "Dov", "S1"} <= set(rects), rects
    assert not rects["Kit"].intersects(rects["Dov"]), rects
    assert not rects["Dov"].intersects(rects["S1"]), rects
    tile = 32.0 * view.transform().m11()
    assert all(r.width() <= tile for r in rects.values()), (tile, rects)
