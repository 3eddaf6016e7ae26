"""The band over the map or a handout on the projector names each level, in the room's language: a
game with a Threat Level reads its name ("Threat 3 · Aware"), and the plain 0-6 tension meter of a
game without one reads the word its ruleset gives that step ("Tension 3 · Tense"), where it read a
bare "Tension 3".  Every level's line at least a thirtieth of the screen's height, whole."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSettings

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from ui.player_display import PlayerDisplay

TENSION = {
    "en": ("Tension", ["Calm", "Uneasy", "Wary", "Tense", "Dire", "Desperate", "Breaking point"]),
    "ru": ("Напряжение", ["Спокойно", "Неспокойно", "Настороже", "Напряжённо", "Опасно", "Отчаянно", "На пределе"]),
    "es": ("Tensión", ["Calma", "Inquietud", "Recelo", "Nervios", "Peligro", "Desesperación", "Al límite"]),
}
THREAT = {
    "en": ("Threat", ["Safe", "Dead around", "Dead close by", "Aware", "Closing in", "Arm's length", "In your face"]),
    "ru": ("Угроза", None),
    "es": ("Amenaza", None),
}
SIZES = [(1920, 1080), (1280, 720), (3840, 2160)]


@pytest.fixture(params=["en", "ru", "es"])
def language(request, qapp):
    from ui.i18n import set_language

    assert set_language(request.param)
    yield request.param
    set_language("en")


def level_lines(qtbot, tmp_path, ruleset: str, size: tuple[int, int],
                handout: bool = True) -> list[tuple[str, list[int], bool]]:
    """The band's threat line at each level 0-6 over a handout, with its type's sizes and whether it
    fits (without the handout: the word under the dial of the players' own screen)."""
    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "Night", ruleset).engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    if handout:
        display.set_handout(7, "Radio", "The north doors are open.")
    seen = []
    try:
        if not services.threat.has_levels():
            assert services.threat.set_tension_meter(True)
        for level in range(7):
            if level:
                assert services.threat.step(1)
            display.set_view(services.player_view.view())
            if not handout:
                word = display.threat_name
                assert display.dial.isVisible() and word.isVisible()
                seen.append((word.text(), word.font_sizes(), word.fits()))
                continue
            band = display.band
            assert band.isVisible()
            seen.append((band.threat.text(), [band.threat.px], band.threat.fits()))
    finally:
        services.close()
    return seen


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_tension_meter_reads_a_word_for_each_level(qtbot, tmp_path, language, width, height):
    caption, words = TENSION[language]
    seen = level_lines(qtbot, tmp_path, "gridlimbs", (width, height))
    assert [text for text, _, _ in seen] == [f"{caption} {level} · {word}" for level, word in enumerate(words)]
    least = math.ceil(height / 30)
    assert all(min(sizes) >= least and fits for _, sizes, fits in seen), seen


def test_the_threat_level_reads_its_name_in_the_rooms_language(qtbot, tmp_path, language):
    caption, names = THREAT[language]
    seen = level_lines(qtbot, tmp_path, "twdu", (1920, 1080))
    texts = [text for text, _, _ in seen]
    assert all(text.startswith(f"{caption} {level} · ") for level, text in enumerate(texts)), texts
    shown = [text.split(" · ", 1)[1] for text in texts]
    assert len(set(shown)) == 7 and all(shown), shown  # a name of its own for each level
    if names is not None:
        assert shown == names
    else:  # in the room's language, not the English names
        assert not set(shown) & set(THREAT["en"][1]), shown
    assert all(min(sizes) >= 36 and fits for _, sizes, fits in seen), seen


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1080, 1920)], ids=["1280x720", "1080x1920"])
def test_the_tension_meters_word_reads_under_its_dial(qtbot, tmp_path, language, width, height):
    """The players' own screen (no map, no handout): the word under the meter's dial, whole at each level."""
    words = TENSION[language][1]
    seen = level_lines(qtbot, tmp_path, "gridlimbs", (width, height), handout=False)
    assert [text for text, _, _ in seen] == words
    assert all(sizes and min(sizes) >= math.ceil(height / 30) and fits for _, sizes, fits in seen), seen
