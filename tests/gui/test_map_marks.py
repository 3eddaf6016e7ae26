"""The map's marks read across a room in every language: each kind of tile has a mark of its own, a
shape rather than a letter (the weapons' cabinet and the crate were "C" and "c", English initials
in Russian and Spanish too), the GM's map and the projector draw the same ones, and under the map on
the projector a legend names every kind of tile shown, the walls and the grass (their colour alone)
included, each name whole at the room's size of text."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.services.initiative import StartEncounter
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_projector_handout import shot
from ui import i18n
from ui.widgets.player_map import players_label


def on_display(display, widget) -> QRect:
    return QRect(widget.mapTo(display, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_kind_of_tile_has_its_own_mark_and_a_name_in_the_legend(qtbot, tmp_path, language):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    grid = services.battle_map.grid()
    kinds = grid.tile_kinds()
    marks = {k.key: k.mark for k in kinds}
    drawn = [m for m in marks.values() if m]
    assert len(set(drawn)) == len(drawn)  # a mark each
    assert not any(ch.isalpha() for m in drawn for ch in m)  # no letter: the same in every language
    assert not marks["wall"] and not marks["grass"]  # their colour says it
    ids = [create(window, name) for name in ("Kit", "Dov")]
    services.campaign.execute(StartEncounter(ids))
    services.battle_map.set_size(len(kinds) + 2, 6)
    for x, kind in enumerate(kinds):
        assert services.battle_map.paint([(x, 3)], kind.key)
    services.battle_map.place({ids[0]: (0, 0), ids[1]: (1, 0)})
    assert services.battle_map.show_to_players(True)
    try:
        assert i18n.set_language(language)
        # the GM's map draws the marks the projector draws
        dock = window.docks["mapDock"]
        dock.show()
        dock.ensure_built()
        dock.refresh()
        on_gm = {item.text() for item in dock.view.scene().items() if isinstance(item, QGraphicsSimpleTextItem)}
        assert set(drawn) <= on_gm
        cabinet = next(k for k in kinds if k.key == "C")
        named = f"{cabinet.mark} {QCoreApplication.translate('rules', cabinet.label)}"  # the GM learns the marks
        qtbot.waitUntil(lambda: any(named in dock.paint.itemText(i) for i in range(dock.paint.count())))
        display = window.player.display
        display.resize(1920, 1080)
        display.bind_map(services)
        display.set_view({"campaign": "Mall", "threat": None, "swarm": None, "round": 1, "turn": "Kit",
                          "order": [], "timer": None})
        display.show()
        qtbot.waitExposed(display)
        layout = display.map.view.layout_now
        assert layout is not None and set(drawn) <= {t.text for t in layout.texts}
        font = display.legend.entries[0][0].font()
        assert all(QFontMetrics(font).inFontUcs4(ord(m)) for m in drawn)  # drawn, not a missing-glyph box
        legend = display.legend
        names = [players_label(k) for k in kinds]
        assert legend.names() == names  # every kind shown, in the GM's language
        # without the text's letter ("Furniture", not "Furniture (f)"): the mark tells the room which
        assert not any(k.symbol and n.endswith(f"({k.symbol})") for n, k in zip(names, kinds, strict=True))
        pairs = zip(names, kinds, strict=True)
        assert all(QCoreApplication.translate("rules", k.label).startswith(n) for n, k in pairs)
        assert legend.marks() == [k.mark for k in kinds]
        least = math.ceil(1080 / 30)
        assert all(t.px >= least and t.fits() for t in legend.shown_texts())
        strip = legend.geometry()
        boxes = [on_display(display, w) for entry in legend.entries for w in entry]
        assert all(strip.contains(box) for box in boxes)
        for i, a in enumerate(boxes):
            assert not any(a.intersects(b) for b in boxes[i + 1:])
        assert not on_display(display, display.map.view).intersects(strip)
        shot(display, f"projector-map-marks-{language}.png")
        shot(dock.view, f"gm-map-marks-{language}.png")
    finally:
        i18n.set_language("en")
