"""The band over a handout on the projector reads a swarm fight as the phones do: the round and its
figures, the last round's result with the GM's pick ("Ben Okafor faces an attack") and who is down
— the very lines of the phones, from the same view, not the three figures alone.  A character the
GM brings down by hand (D) once round 2 is under way is down in round 2, not in round 1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.services.player_links import shared_view
from app.services.swarm import RollerSpec, RoundSetup
from tests.gui.display_scenes import demo, ids, to_threat
from ui.player_display import PlayerDisplay


def band_lines(display) -> list[str]:  # noqa: ANN001
    band = display.band
    return [t.text() for t in (band.swarm, band.result, band.fallen) if t.text()]


def phone_lines(services) -> list[str]:  # noqa: ANN001
    texts = shared_view(services)["texts"]
    return [texts[k] for k in ("swarm", "swarm_result", "swarm_fallen") if texts[k]]


@pytest.fixture
def room(qtbot, tmp_path):
    services = demo(tmp_path)
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    display.set_handout(7, "Radio message", "The north doors are open. Run!")
    yield services, display
    services.close()


def test_the_band_over_a_handout_reads_the_phones_swarm_lines(room):
    services, display = room
    who = ids(services)
    to_threat(services, 3)
    services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(who["Ana Reyes"], "ranged_combat"), RollerSpec(who["Ben Okafor"], "close_combat")))
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # lost
    assert services.swarm.loss_picks(["single_attack"], "2")  # the d2 picks Ben
    display.set_view(services.player_view.view())
    lines = band_lines(display)
    assert lines == phone_lines(services)
    assert lines[0].startswith("Swarm\u00a0fight · round\u00a02")
    assert lines[1].endswith("Ben Okafor faces an attack")
    assert services.characters.damage(who["Mia Chen"], services.swarm.harm_request(10))  # by hand, in round 2
    display.set_view(services.player_view.view())
    assert band_lines(display) == phone_lines(services)
    assert display.band.fallen.text() == "Down in round\u00a02: Mia Chen"
    assert display.band.isVisible() and all(t.fits() for t in display.band.shown_texts())


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_swarm_line_wraps_by_whole_items_at_the_bands_size(qtbot, tmp_path, lang):
    """Spanish over a handout: not five stacked lines in a smaller font ("Pelea contra la horda" /
    "Asalto 2" / "Tamaño de la horda: 2" / …) in a band a third of the screen high, but whole items
    on as few lines as the width holds, at the band's own size, as in English and Russian."""
    from PySide6.QtGui import QFontMetrics

    from ui import i18n
    from ui.player_screen.text import DOT

    assert i18n.set_language(lang)
    services = demo(tmp_path)
    try:
        display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(display)
        display.resize(1920, 1080)
        display.show()
        qtbot.waitExposed(display)
        display.set_handout(7, "Radio message", "The north doors are open. Run!")
        who = ids(services)
        to_threat(services, 4)
        services.swarm.set_dead(12)
        assert services.swarm.start()
        setup = RoundSetup((RollerSpec(who["Ana Reyes"], "ranged_combat"),))
        plan, _odds = services.swarm.odds(setup)
        assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # lost
        display.set_view(services.player_view.view())
        band, swarm = display.band, display.band.swarm
        assert swarm.isVisible() and DOT in swarm.text()
        assert swarm.px == band.line_px(1080)  # the band's size, not shrunk
        lines = swarm.shown(QFontMetrics(swarm.text_font()), swarm.width()).split("\n")
        assert len(lines) <= 2, lines
        for part in swarm.text().split(DOT):  # every item whole on one line
            assert any(part[1:] in line for line in lines), (part, lines)
        assert swarm.fits() and swarm.height() <= 2 * QFontMetrics(swarm.text_font()).lineSpacing() + 2
        display.grab().save(str(tmp_path / f"band-{lang}.png"))
    finally:
        services.close()
        i18n.set_language("en")
