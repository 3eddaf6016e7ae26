"""The order beside the map on the players' screen (gridlimbs' demo, shown at 1366×768 and at
1920×1080, in English, Russian and Spanish): a health too wide for the column wraps, but a pool's
number stays on the line of its name.  "Torso (main pool)" over a lone "8/8" left the players
reading a number of nothing.  A health wraps alike for whose turn it is, measured in the plain type
it is painted in (not its name's bold).  And the README says how an entry reads there: its name, then its
health, on one line ("S1 Shambler 1 — Wounded") or, in a narrow column, under it (a GM looked for
the "—" the README quoted)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.services.initiative import StartEncounter
from app.services.player_view import build_view
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_projector_handout import shot

README = Path(__file__).resolve().parents[2] / "README.md"
SIZES = [(1366, 768), (1920, 1080)]
NUMBER = re.compile(r"[−-]?\d+(/\d+)?\b")


@pytest.fixture(params=["en", "ru", "es"])
def language(request, qapp):
    from ui.i18n import set_language

    assert set_language(request.param)
    yield request.param
    set_language("en")


def shown_order(qtbot, tmp_path, width: int, height: int):  # noqa: ANN201
    """The players' screen with the map and its order: Kit, Dov, and Shambler 1 named and hurt."""
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in
           (("Kit", "pc"), ("Dov", "pc"), ("Shambler 1", "zombie"))}
    assert services.player_view.set_reveal(ids["Shambler 1"], name=True)
    services.campaign.execute(StartEncounter(list(ids.values())))
    services.battle_map.set_size(14, 8)
    services.battle_map.place({ids["Kit"]: (3, 5), ids["Dov"]: (5, 4), ids["Shambler 1"]: (10, 2)})
    assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(width, height)
    display.bind_map(services)
    display.set_view(build_view(services))
    display.show()
    qtbot.waitExposed(display)
    assert display.side.isVisible()
    return display.side.order


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_pool_s_number_stays_with_its_name(qtbot, tmp_path, language, width, height):
    order = shown_order(qtbot, tmp_path, width, height)
    shot(order.window(), f"projector-order-pools-{language}-{width}x{height}.png")
    rows = [row for column in order.rows for row in column]
    healths = {line[1] for line in order.lines if NUMBER.search(line[1])}
    assert healths, order.lines  # "Torso (main pool) 8/8"
    for i, part, text in rows:
        if part == "health":
            assert not NUMBER.match(text), (text, [r[2] for r in rows if r[0] == i])
    # whose turn it is (its name in bold) has its health wrapped as the others' same health
    # (Kit's "Torso (main" over "pool) 4/4" beside Dov's "Torso (main pool) 4/4" on one line)
    wrapped: dict[str, set[tuple[str, ...]]] = {}
    for i, line in enumerate(order.lines):
        wrapped.setdefault(line[1], set()).add(tuple(text for j, part, text in rows if j == i and part == "health"))
    assert all(len(forms) == 1 for forms in wrapped.values()), wrapped
    assert order.fits()


def test_the_readme_says_how_an_entry_reads_beside_the_map(qtbot, tmp_path):
    order = shown_order(qtbot, tmp_path, 1366, 768)
    rows = [row for column in order.rows for row in column]
    text = " ".join(README.read_text(encoding="utf-8").split())
    quoted = re.search(r'each entry naming what its token reads \("([^"]+) — ([^"]+)"', text)
    assert quoted, "the README quotes an entry"
    name = quoted.group(1)
    assert name.startswith("S1 ") and name in order.text()
    if any(part == "health" for _i, part, _text in rows):  # at 1366×768 the health goes under the name
        said = text[quoted.start(): quoted.start() + 300]
        assert "under the name" in said, said
