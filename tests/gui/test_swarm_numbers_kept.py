"""In a swarm fight the projector and the phones broke a number from its name ("…contra Amenaza de
la horda" over "4"; "Pelea contra la horda · asalto" over "1"): each number now stays on the line of
its name at every width, in every language; and the phone shows the swarm round's number, as the
projector does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QTextLayout, QTextOption

from app.services.player_words import table_texts
from tests.gui.display_scenes import demo, set_scene
from ui import i18n
from ui.player_display import PlayerDisplay

#: the swarm round's words on the phone, as on the projector
ROUND = {"en": "Swarm fight · round", "es": "Pelea contra la horda · asalto", "ru": "Бой с роем · раунд"}


def wrapped(text: str, font, width: int) -> list[str]:  # noqa: ANN001
    """``text`` broken into lines at ``width`` as Qt wraps it."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


@pytest.fixture
def swarm_view(tmp_path, qapp):
    services = demo(tmp_path)
    set_scene(services, "swarm")
    yield services
    services.close()


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_the_projector_keeps_each_swarm_number_with_its_name(qtbot, tmp_path, swarm_view, language):
    try:
        assert i18n.set_language(language)
        view = swarm_view.player_view.view()
        display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(display)
        display.resize(1080, 1920)
        display.show()
        qtbot.waitExposed(display)
        display.set_view(view)
        content = display.content
        texts = [content.swarm_head, content.result]
        assert all(t.text() for t in texts)
        for fit in texts:
            font = fit.text_font()
            for width in range(60, 1200, 7):  # however narrow the column: no number alone on a line
                for line in wrapped(fit.text(), font, width):
                    first = line.split(" ")[0]
                    assert not first[:1].isdigit() or any(ch.isalpha() for ch in first), (fit.objectName(), width, line)
            assert fit.fits() or not fit.isVisible()  # shown whole where the screen has room for it
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_the_phone_shows_the_swarm_round_and_keeps_numbers_by_their_names(swarm_view, language):
    try:
        assert i18n.set_language(language)
        view = swarm_view.player_view.view()
        number = view["swarm"]["round"]
        texts = table_texts(view, lambda ctx, source: QCoreApplication.translate(ctx, source))
        assert texts["swarm"].replace("\u00a0", " ").startswith(f"{ROUND[language]} {number} · "), texts["swarm"]
        for key in ("swarm", "swarm_result"):
            # no number stands alone between spaces a phone may break a line at
            pieces = [p.strip(":.,;·") for p in texts[key].split(" ")]
            assert texts[key] and not any(p.isdigit() for p in pieces), (key, texts[key])
    finally:
        i18n.set_language("en")
