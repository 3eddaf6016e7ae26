"""The projector's swarm panel in a lost round (issue 44): while the GM is still picking what the dead
do the room reads no attack; once picked, the pick ("Ana Reyes takes the hit"); and who fell in the
round named in one line the room reads (a thirtieth of the height at least), never a hidden NPC,
then, in the next rounds, "Down so far" until the fight ends.  At 1920x1080 and 1366x768, in
English, Spanish and Russian."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetrics

from app.services.swarm import RollerSpec, RoundSetup
from tests.gui.display_scenes import demo, ids, to_threat
from ui.player_display import PlayerDisplay

SIZES = ((1920, 1080), (1366, 768))
#: Ana alone rolls three times (6, 4 and 2 dice): not a six, the round is lost
LOST_ANA = ["2 2 3 4 5 2", "2 3 4 5", "1 2"]


def shown(qtbot, tmp_path, size):
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    return display


def on_one_line(text) -> bool:
    metrics = QFontMetrics(text.text_font())
    return metrics.horizontalAdvance(text.text()) <= text.width() and text.height() < 2 * metrics.height()


def readable(display, text, height) -> None:
    screen = display.content.rect()
    assert text.isVisible() and text.fits(), (text.text(), text.geometry())
    assert min(text.font_sizes()) >= math.ceil(height / 30)
    assert screen.contains(text.geometry())
    others = [t for t in display.content.texts() if t is not text and t.isVisible() and t.text()]
    assert not any(t.geometry().intersects(text.geometry()) for t in others)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_room_hears_the_pick_and_who_fell_never_before(qtbot, tmp_path, size):
    services = demo(tmp_path)
    who = ids(services)
    display = shown(qtbot, tmp_path, size)
    to_threat(services, 3)
    services.swarm.set_dead(5)  # Swarm Size 1
    assert services.swarm.start()
    alone = RoundSetup((RollerSpec(who["Ana Reyes"], "close_combat", 3),))
    assert services.swarm.roll_round(alone, LOST_ANA)  # lost
    display.set_view(services.player_view.view())
    outcome, fallen = display.content.outcome, display.content.fallen
    assert outcome.text() == "Round lost: what will the dead do?"  # the GM is still picking
    assert "strike" not in outcome.text() and not fallen.isVisible()
    assert services.swarm.loss_picks(["mass_attack"])  # Ana is the only one fighting: she is struck
    display.set_view(services.player_view.view())
    assert outcome.text() == "Ana Reyes takes the hit"
    readable(display, outcome, size[1])
    assert services.characters.damage(who["Ana Reyes"], services.swarm.harm_request(10))  # Broken
    assert services.characters.damage(who["Rook"], services.swarm.harm_request(20))  # a hidden NPC falls too
    display.set_view(services.player_view.view())
    assert fallen.text() == "Down in round\u00a01: Ana Reyes"  # Rook is not the players' to know
    readable(display, fallen, size[1])
    assert on_one_line(fallen)
    assert display.swarm.isVisible()  # beside the swarm's figures
    ben = RoundSetup((RollerSpec(who["Ben Okafor"], "close_combat", 3),))
    assert services.swarm.roll_round(ben, ["2 2 3 4 5 2 3 4 5 2", "2 3 4 5 2 3 4 5", "2 3 4 5 2 3"])  # the next round
    display.set_view(services.player_view.view())
    assert fallen.text() == "Down so far: Ana Reyes"  # kept until the fight ends
    readable(display, fallen, size[1])
    services.close()


@pytest.mark.parametrize(("language", "pending", "picked", "fell", "so_far"), [
    ("es", "Asalto perdido: ¿qué harán los muertos?", "Ana Reyes recibe el golpe",
     "Bajas del asalto\u00a01: Ana Reyes", "Bajas hasta ahora: Ana Reyes"),
    ("ru", "Раунд проигран: что сделают мертвецы?", "Ana Reyes принимает удар",
     "Потери раунда\u00a01: Ana Reyes", "Потери за бой: Ana Reyes"),
])
def test_the_pick_and_who_fell_in_the_players_language(qtbot, tmp_path, language, pending, picked, fell, so_far):
    from ui.i18n import set_language

    assert set_language(language)
    try:
        services = demo(tmp_path)
        who = ids(services)
        display = shown(qtbot, tmp_path, (1366, 768))
        to_threat(services, 3)
        services.swarm.set_dead(5)
        assert services.swarm.start()
        alone = RoundSetup((RollerSpec(who["Ana Reyes"], "close_combat", 3),))
        assert services.swarm.roll_round(alone, LOST_ANA)
        display.set_view(services.player_view.view())
        assert display.content.outcome.text() == pending
        assert services.swarm.loss_picks(["mass_attack"])
        assert services.characters.damage(who["Ana Reyes"], services.swarm.harm_request(10))
        display.set_view(services.player_view.view())
        assert display.content.outcome.text() == picked
        assert display.content.fallen.text() == fell
        readable(display, display.content.fallen, 768)
        assert on_one_line(display.content.fallen)
        ben = RoundSetup((RollerSpec(who["Ben Okafor"], "close_combat", 3),))
        assert services.swarm.roll_round(ben, ["2 2 3 4 5 2 3 4 5 2", "2 3 4 5 2 3 4 5", "2 3 4 5 2 3"])
        display.set_view(services.player_view.view())
        assert display.content.fallen.text() == so_far  # the next round: still listed
        services.close()
    finally:
        set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_band_over_a_handout_lists_who_fell_as_the_screen_does(qtbot, tmp_path, size):
    """The band over the map or a handout (the same band; the swarm's game plays on no grid, so in a
    swarm fight it is the handout's) lists who is down as the screen's own view does."""
    services = demo(tmp_path)
    who = ids(services)
    display = shown(qtbot, tmp_path, size)
    display.set_handout(1, "The mall's plan", "Ground floor: the food court, the pharmacy.")
    to_threat(services, 3)
    services.swarm.set_dead(5)
    assert services.swarm.start()
    assert services.swarm.roll_round(RoundSetup((RollerSpec(who["Ana Reyes"], "close_combat", 3),)), LOST_ANA)
    assert services.swarm.loss_picks(["mass_attack"])
    assert services.characters.damage(who["Ana Reyes"], services.swarm.harm_request(10))  # Broken
    assert services.characters.damage(who["Rook"], services.swarm.harm_request(20))  # a hidden NPC falls too
    display.set_view(services.player_view.view())
    assert display.stack.currentWidget() is display.handout
    band = display.band
    assert band.fallen.text() == "Down in round\u00a01: Ana Reyes"  # never Rook
    assert band.fallen.isVisible() and band.fallen.fits()
    assert min(band.fallen.font_sizes()) >= math.ceil(size[1] / 30)
    assert band.rect().contains(band.fallen.geometry())
    ben = RoundSetup((RollerSpec(who["Ben Okafor"], "close_combat", 3),))
    assert services.swarm.roll_round(ben, ["2 2 3 4 5 2 3 4 5 2", "2 3 4 5 2 3 4 5", "2 3 4 5 2 3"])
    display.set_view(services.player_view.view())
    assert band.fallen.text() == "Down so far: Ana Reyes"
    services.player_view.set_reveal(who["Ana Reyes"], name=False)  # the GM hides her
    display.set_view(services.player_view.view())
    assert band.fallen.text() == "" and not band.fallen.isVisible()
    services.close()


def test_a_broken_character_on_her_turn_reads_so_on_the_screen_and_over_the_map(qtbot, tmp_path):
    services = demo(tmp_path)
    who = ids(services)
    display = shown(qtbot, tmp_path, (1366, 768))
    services.initiative.start([who["Ana Reyes"], who["Ben Okafor"]])
    assert services.initiative.next_turn()
    name = services.player_view.view()["turn"]
    display.set_view(services.player_view.view())
    assert display.content.round.text() == f"Round 1 · {name}'s turn"  # standing: a plain turn
    assert services.characters.damage(who[name], services.swarm.harm_request(10))  # Broken on her turn
    display.set_view(services.player_view.view())
    assert display.content.round.text() == f"Round 1 · {name}'s turn · Broken"
    assert f"▶ {name} — Health 0/3 · Broken" in display.content.order.text().splitlines()
    assert display.band.turn.text() == f"Round 1 · {name}'s turn · Broken"  # the band over a map or a handout
    services.close()


@pytest.mark.parametrize(("language", "plain", "broken", "phone"), [
    ("es", "Asalto 1 · Turno de {name}", "Asalto 1 · Turno de {name} · Fuera de combate",
     "¡Tu turno! · Fuera de combate"),
    ("ru", "Раунд 1 · Ход: {name}", "Раунд 1 · Ход: {name} · Вне строя", "Ваш ход! · Вне строя"),
])
def test_a_broken_character_on_her_turn_in_the_players_language(qtbot, tmp_path, language, plain, broken, phone):
    import re

    from app.services.player_links import own_view
    from app.services.player_page import page
    from app.services.player_share import _read
    from ui.i18n import set_language

    assert set_language(language)
    try:
        services = demo(tmp_path)
        who = ids(services)
        display = shown(qtbot, tmp_path, (1366, 768))
        services.initiative.start([who["Ana Reyes"], who["Ben Okafor"]])
        assert services.initiative.next_turn()
        name = services.player_view.view()["turn"]
        display.set_view(services.player_view.view())
        assert display.content.round.text() == plain.format(name=name)
        assert services.characters.damage(who[name], services.swarm.harm_request(10))
        display.set_view(services.player_view.view())
        assert display.content.round.text() == broken.format(name=name)
        assert display.band.turn.text() == broken.format(name=name)
        html = page(_read("player.html"), own_view(services, who[name]), "token")
        # her phone (the dot kept with the word before it by a no-break space)
        assert re.search(r'<div id="your-turn">([^<]*)</div>', html).group(1).replace("\u00a0", " ") == phone
        services.close()
    finally:
        set_language("en")
