"""The fight list at 1366×768 kept the health's word only for the hurt in Russian and Spanish: a GM
saw "Здоровье 3/3" and "Salud 3/3" where English shows "Health 3/3 Unharmed", and in Russian
even the hurt lost theirs ("Здоровье 2/3" without its word) once the phases were declared, the
tracks sharing their room with the phases' and the turn's words.  Every living row's health bar
shows its word in every language, in the demo of that language, as the GM plays it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui import readable
from ui import i18n, open_main_window
from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate

LAPTOP = (1366, 768)
WALKER = {"en": "Walker", "ru": "Ходячий", "es": "Caminante"}


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _window(qtbot, tmp_path, lang, declare=True):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / f"twdu-{lang}.deadwatch", "twdu", language=lang)
    window = open_main_window(str(path), QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.setGeometry(0, 0, *LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    services = window.services
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    fighters = [ids["Ana Reyes"], ids["Ben Okafor"], ids["Mia Chen"], ids[WALKER[lang]]]
    assert services.initiative.start(fighters, "phases")
    if declare:  # the phases a GM declares: cover, cover, a shot, the walker's bite
        by_character = {c.character_id: c.id for c in services.initiative.view().combatants}
        for cid, phase in ((ids[WALKER[lang]], "3"), (ids["Ana Reyes"], "2"), (ids["Ben Okafor"], "1"),
                           (ids["Mia Chen"], "1")):
            assert services.initiative.declare(by_character[cid], phase)
    for _ in range(3):
        QApplication.processEvents()
    return window


def shown_words(window):  # noqa: ANN001, ANN201
    """(what each living row's health bar shows, its whole text) in the list as laid out."""
    from ui.docks.initiative_dock import TRACKS

    tree = window.docks["initiativeDock"].tree
    width = tree.header().sectionSize(TRACKS)
    out = []
    for i in range(tree.count()):
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        if not cells or cells[0][4] <= 0:  # no bars, or down
            continue
        area = QRectF(0, 0, width, tree.row_rect(i).height())
        form, _bars = TracksDelegate.bar_rects(area, cells, tree.fontMetrics())
        out.append((cells[0][form], cells[0][0]))
    return out


@pytest.mark.parametrize("declare", [False, True])
@pytest.mark.parametrize("lang", ["en", "ru", "es"], indirect=True)
def test_every_living_rows_health_word_shows_at_1366(qtbot, tmp_path, lang, declare):
    window = _window(qtbot, tmp_path, lang, declare)
    shown = shown_words(window)
    assert len(shown) == 4
    cut = [f"{got!r} for {whole!r}" for got, whole in shown if got != whole]
    assert not cut, f"{lang}: the health's word left out: {cut}"
    assert readable.fight_list(window.docks["initiativeDock"]) == []
