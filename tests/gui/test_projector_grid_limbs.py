"""The grid game's order on the players' screen (a 1920×1080 projector, with the map and without it,
in English, Russian and Spanish) showed each player character's torso alone, "Torso (main pool)
3/4", though the grid game counts a pool for every part of the body and each player's phone lists
them all.  Each PC's entry now reads every part's pool with its name, as the phone does, the arm
Kit was hit in among them; no text under a thirtieth of the screen's height; no part's name torn
from its number; and a zombie the GM has not revealed is still "Unknown", with no pool."""

from __future__ import annotations

import pytest

from app.services.initiative import StartEncounter
from app.services.player_view import build_view
from tests.gui.helpers import campaign_window
from tests.gui.test_map_dock import create
from tests.gui.test_projector_handout import shot
from ui.player_screen.text import min_px

#: Kit's entry, hit for 2 in the right arm (3 → 1, and the torso, his main pool, 4 → 3), each part's
#: short name as the language writes it
KIT = {
    "en": ["Head 2/2", "Torso 3/4", "L. arm 3/3", "R. arm 1/3", "L. leg 3/3", "R. leg 3/3"],
    "ru": ["Голова 2/2", "Торс 3/4", "Л. рука 3/3", "П. рука 1/3", "Л. нога 3/3", "П. нога 3/3"],
    "es": ["Cabeza 2/2", "Torso 3/4", "Brazo izq. 3/3", "Brazo der. 1/3", "Pierna izq. 3/3", "Pierna der. 3/3"],
}


@pytest.fixture(params=["en", "ru", "es"])
def language(request, qapp):
    from ui.i18n import set_language

    assert set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("with_map", [True, False], ids=["map", "order"])
def test_each_pcs_limbs_read_on_the_projector(qtbot, tmp_path, language, with_map):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ids = {name: create(window, name, kind) for name, kind in
           (("Kit", "pc"), ("Dov", "pc"), ("Shambler 1", "zombie"))}
    assert services.characters.damage(ids["Kit"], {"part": "right_arm", "amount": 2})
    services.campaign.execute(StartEncounter(list(ids.values())))
    if with_map:
        services.battle_map.set_size(14, 8)
        services.battle_map.place({ids["Kit"]: (3, 5), ids["Dov"]: (5, 4), ids["Shambler 1"]: (10, 2)})
        assert services.battle_map.show_to_players(True)
    display = window.player.display
    display.resize(1920, 1080)
    if with_map:
        display.bind_map(services)
    view = build_view(services)
    display.set_view(view)
    display.show()
    qtbot.waitExposed(display)
    order = display.side.order if with_map else display.order
    shot(display, f"projector-grid-limbs-{language}-{'map' if with_map else 'order'}.png")
    kit = next(line for line in order.lines if line[0].endswith("Kit"))
    assert kit[1].replace("\u00a0", " ").split(" · ") == KIT[language], kit
    assert next(line for line in order.lines if line[0].endswith("Dov"))[1].count("/") == 6
    assert "Shambler" not in order.text() and not [e for e in view["order"] if e["health"] and "Kit" != e["name"]
                                                   and e["name"] != "Dov"]
    assert order.fits() and order.px >= min_px(1080), (order.px, order.text())
    # a part's name stays on the row of its number
    rows = [text for column in order.rows for _i, part, text in column if part == "health"]
    assert all(not text.startswith(("·", "1/", "2/", "3/")) for text in rows), rows
    assert all(" ".join(rows).count(part.replace(" ", "\u00a0")) for part in KIT[language]), rows
