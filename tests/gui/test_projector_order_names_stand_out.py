"""The grid game's order on a 1920×1080 projector, in Russian: "Kit" and "Dov" turned the same grey,
size and indent as their six limb lines (fourteen lines alike), and a wrapped line of parts ended
with a dangling "·".  Each name is white (yellow and bold on its turn), never greyed like its lines:
one who has acted has a ✓ before his name; his limbs go indented under it; no line ends with "·"."""

from __future__ import annotations

import pytest

from app.services.initiative import StartEncounter
from app.services.player_view import build_view
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from ui.player_screen.order import DONE, MARK


@pytest.fixture(params=["ru", "en"])
def language(request, qapp):
    from ui.i18n import set_language

    assert set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("with_map", [True, False], ids=["map", "order"])
def test_names_stand_out_from_their_limbs(qtbot, tmp_path, language, with_map):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in (("Kit", "pc"), ("Dov", "pc"))}
    services.campaign.execute(StartEncounter(list(ids.values())))
    assert services.initiative.next_turn()  # the first has acted, the second's turn
    if with_map:
        services.battle_map.set_size(14, 8)
        services.battle_map.place({ids["Kit"]: (3, 5), ids["Dov"]: (5, 4)})
        assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(1920, 1080)
    if with_map:
        display.bind_map(services)
    display.set_view(build_view(services))
    display.show()
    qtbot.waitExposed(display)
    order = display.side.order if with_map else display.order
    assert sorted(order.marks()) == sorted([MARK.strip(), DONE]), order.marks()
    rows = [row for column in order.rows for row in column]
    assert {part for _i, part, _text in rows} == {"name", "health"}, rows  # the limbs under each name
    for i, line in enumerate(order.lines):
        name, limbs = order.look(i, "name"), order.look(i, "health")
        assert not limbs[0] and name[0] == line[2], (line, name, limbs)  # whose turn it is: bold
        assert name[1] != limbs[1], line  # in another colour: the acted one's name not greyed like his limbs
        assert limbs[2] > name[2], line  # the limbs indented under the name
    assert not [text for _i, _part, text in rows if text.rstrip().endswith(("·", "—"))], rows
    assert order.fits()
