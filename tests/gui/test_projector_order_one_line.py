"""On the projector a Broken character's entry in the fight's order wrapped onto two lines ("Mia
Chen" over "Здоровье 0/3 · Вне строя") while the others took one: the order now goes a little smaller
(never under the screen's least size of type) to keep every entry on a line of its own."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSettings

from ui.player_display import PlayerDisplay

SIZES = ((1280, 720), (1366, 768), (1920, 1080))
VIEW = {"campaign": "Окраины Атланты",
        "threat": {"kind": "threat", "level": 3, "name": "Настороже",
                   "situation": "Мертвецы знают, что вы здесь, и идут на шум."},
        "swarm": None, "round": 2, "turn": "Ana Reyes", "turn_state": "", "timer": None,
        "order": [{"name": "Ana Reyes", "health": "Здоровье 3/3", "current": True, "acted": False},
                  {"name": "Ben Okafor", "health": "Здоровье 2/3", "current": False, "acted": False},
                  {"name": "Mia Chen", "health": "Здоровье 0/3 · Вне строя", "current": False, "acted": True},
                  {"name": "Неизвестный", "health": None, "current": False, "acted": False}]}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_broken_one_s_entry_takes_one_line_as_the_others_do(qtbot, tmp_path, size):
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(VIEW)
    order = display.content.order
    rows = [row for column in order.rows for row in column]
    assert [text for _i, _part, text in rows] == [
        "Ana Reyes — Здоровье 3/3", "Ben Okafor — Здоровье 2/3", "Mia Chen — Здоровье 0/3 · Вне строя", "Неизвестный"]
    assert order.fits() and min(order.font_sizes()) >= math.ceil(size[1] / 30)


#: the twdu evening in Spanish on a 1024×768 projector: Ben Okafor Broken
ES = {**VIEW, "campaign": "Afueras de Atlanta",
      "order": [{"name": "Ana Reyes", "health": "Salud 3/3", "current": True, "acted": False},
                {"name": "Ben Okafor", "health": "Salud 0/3 · Fuera de combate", "current": False, "acted": True},
                {"name": "Mia Chen", "health": "Salud 1/3", "current": False, "acted": False},
                {"name": "Rook", "health": "Salud 3/3", "current": False, "acted": False}]}


@pytest.mark.parametrize("size", ((1024, 768), (800, 600)), ids=["1024x768", "800x600"])
def test_where_the_broken_one_s_entry_cannot_take_one_line_every_entry_reads_alike(qtbot, tmp_path, size):
    """«Ben Okafor / Salud 0/3 · Fuera de combate» under «Ana Reyes — Salud 3/3»: two forms in one
    order.  Where his entry cannot keep to one line, every entry reads its name over its health."""
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(ES)
    order = display.content.order
    rows = [(part, text) for column in order.rows for _i, part, text in column]
    assert rows == [("name", "Ana Reyes"), ("health", "Salud 3/3"),
                    ("name", "Ben Okafor"), ("health", "Salud 0/3 · Fuera de combate"),
                    ("name", "Mia Chen"), ("health", "Salud 1/3"),
                    ("name", "Rook"), ("health", "Salud 3/3")]
    assert order.fits() and min(order.font_sizes()) >= math.ceil(size[1] / 30)


def test_an_order_in_two_columns_never_cuts_an_entry_nor_splits_one_across_them(qtbot):
    """Issue 44 (gridlimbs, 1920×1080, the order beside the map, Mall walkers added): the order broke
    into two columns too narrow for its rows ("Torso 8/1" for 8/10, "Shambler 3" without its "3") and
    one fighter's entry ran across both, an arrow at each ("▶ S5" at the first's foot, "▶ Shambler 5 /
    Unhurt" at the second's top).  Every row whole in its column, each entry in one column."""
    from PySide6.QtWidgets import QWidget

    from ui.player_screen.order import ScreenOrder

    parent = QWidget()
    qtbot.addWidget(parent)
    order = ScreenOrder(parent)
    parent.show()  # (a hidden widget is told of no resize)
    # each part's pool held together as the players' view writes it (no-break spaces)
    pools = " · ".join(p.replace(" ", "\u00a0") for p in
                       ("Head 4/4", "Torso 8/10", "L. arm 6/6", "R. arm 6/6", "L. leg 6/6", "R. leg 6/6"))
    lines = [{"name": "Kit", "health": pools}, {"name": "Dov", "health": pools.replace("8/10", "10/10")}]
    lines += [{"name": f"Shambler {n}", "health": "Unhurt", "current": n == 5} for n in range(1, 9)]
    lines += [{"name": "Unknown"}] * 2
    order.set_order(lines)
    px = 36  # a thirtieth of 1080
    for width, height in ((560, 700), (440, 640), (700, 520)):
        order.resize(width, height)
        order.set_font_px(px, px)
        assert order.px >= px
        seen: dict[int, int] = {}
        for c, column in enumerate(order.rows):
            assert len(column) * order.spacing() <= height, (width, height)
            for i, part, text in column:
                room = width // order.columns - (order.px if order.columns > 1 else 0)
                assert order._row_width((i, part, text)) <= room, (width, order.columns, text)
                if i >= 0:
                    assert seen.setdefault(i, c) == c, (width, f"{lines[i]['name']} in two columns")
        shown = [lines[i]["name"] for i in seen]
        assert "Shambler 5" in shown, (width, shown)  # whose turn it is always shows
