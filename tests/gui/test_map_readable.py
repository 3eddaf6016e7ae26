"""Issue 40, point 8: a map the GM can read on a 1366×768 laptop.  In the fight layout (F11) the
map, gone to with Ctrl+Alt+M, takes the room it needs (not a third of the window); its row and column
labels and its tokens' names are at the GM's font size however small the map is drawn; X marks the
target on the map; the map does not move up or down as the text under it changes length."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_map_shot import create
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's theme)
from ui.docks.map_scene import TILE


def laptop_map(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ana = create(window, "Ana", accuracy=7, starting_item="pistol", max_hp=20)
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    far = create(window, "Zombie 2", "zombie", max_hp=30)
    services.battle_map.set_size(16, 12)
    services.battle_map.place({ana: (0, 2), zed: (3, 2), far: (12, 9)})
    services.campaign.execute(StartEncounter([ana, zed, far]))
    window.fight_layout.action.trigger()
    activate(qtbot, window)
    for _ in range(3):
        QApplication.processEvents()
    return window, {"Ana": ana, "Zombie 1": zed, "Zombie 2": far}


def on_screen_px(view, item: QGraphicsSimpleTextItem) -> float:  # noqa: ANN001
    """The height of a text item as drawn on the screen."""
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect().height() if not (
        item.flags() & item.GraphicsItemFlag.ItemIgnoresTransformations
    ) else item.boundingRect().height()


def test_the_map_on_a_laptop_reads_and_holds_still(qtbot, tmp_path):
    window, ids = laptop_map(qtbot, tmp_path)
    dock = window.docks["mapDock"]
    keys = Keys(qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_M, CTRL | ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    for _ in range(3):
        QApplication.processEvents()
    assert dock.width() >= 0.4 * window.width(), f"the map gets {dock.width()} px of {window.width()}"
    view = dock.view
    gm = QFontInfo(window.font()).pixelSize()
    texts = [i for i in view.scene().items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert texts
    small = [(i.text(), round(on_screen_px(view, i))) for i in texts if on_screen_px(view, i) < gm]
    assert small == [], f"texts smaller than the GM's {gm} px: {small[:5]}"
    top = view.mapTo(window, view.rect().topLeft()).y()
    height = view.height()
    keys.key(Qt.Key.Key_X)  # the target: marked on the map; the text under it grows
    for _ in range(3):
        QApplication.processEvents()
    marks = [i for i in view.scene().items() if i.data(0) == "target"]
    assert marks, "X put no mark on the target"
    x, y = window.services.battle_map.battle_map().tokens[ids["Zombie 1"]]
    centre = QPointF((x + 0.5) * TILE, (y + 0.5) * TILE)
    assert any(m.sceneBoundingRect().contains(centre) for m in marks), "the mark is not on Zombie 1"
    keys.key(Qt.Key.Key_Right)  # a planned move: another text
    keys.key(Qt.Key.Key_Escape)
    for _ in range(3):
        QApplication.processEvents()
    assert (view.mapTo(window, view.rect().topLeft()).y(), view.height()) == (top, height), "the map jumped"
