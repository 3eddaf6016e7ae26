"""A screen a GM can read at 1366×768 in English, Russian and Spanish, on the default layout, in
a fight: every name in the fight list whole (up to 20 characters on one line), every track with
its name and numbers, every initiative, condition and turn whole, every log line whole (wrapped),
three copies of a zombie told apart."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui import readable
from ui import i18n, open_main_window
from ui.docks.log_model import EVENT
from ui.themes import apply_theme

LAPTOP = (1366, 768)
DEMOS = {"twdu": None, "afmbe": "unisystem", "d10under": None, "gridlimbs": None}


@pytest.fixture(autouse=True)
def gm_theme(qapp):  # noqa: ANN001, ANN201
    """The theme the GM sees (its 11 pt type, as Deadwatch starts): the default Qt font measured
    smaller and let cut texts pass."""
    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


@pytest.fixture(scope="module")
def demos(tmp_path_factory):
    folder = tmp_path_factory.mktemp("demos")
    return {rs: build_demo(folder / f"{rs}.deadwatch", rs, preset) for rs, preset in DEMOS.items()}


def fight_window(qtbot, tmp_path, source, size=LAPTOP):  # noqa: ANN001, ANN201
    path = tmp_path / source.name
    shutil.copy(source, path)
    window = open_main_window(str(path), QSettings(str(tmp_path / "layout.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.setGeometry(0, 0, *size)
    window.show()
    qtbot.waitExposed(window)
    services = window.services
    services.initiative.start([c.id for c in services.characters.characters()])
    services.initiative.add_extras("Crawler", 3)
    services.initiative.roll()
    services.initiative.next_turn()
    for _ in range(3):
        QApplication.processEvents()
    return window


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_nothing_in_a_fight_elides_on_a_laptop(qtbot, tmp_path, demos, lang, ruleset):
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos[ruleset])
        fight = window.docks["initiativeDock"]
        assert fight.on_screen()
        names = [fight.tree.topLevelItem(i).text(1) for i in range(fight.tree.topLevelItemCount())]
        copies = [n for n in names if n.startswith("Crawler")]
        assert len(copies) == 3 and len(set(copies)) == 3  # told apart: Crawler 1, Crawler 2, Crawler 3
        problems = readable.fight_list(fight) + readable.log_lines(window.docks["logDock"])
        problems += readable.roster_tracks(window.docks["charactersDock"])
        assert problems == [], f"{ruleset} in {lang}"
    finally:
        i18n.set_language("en")


def test_the_measures_catch_what_is_cut(qtbot, tmp_path, demos):
    """The checks can fail: the GM drags the initiative column wide and the names narrow, which
    leaves the names and the bars a sliver."""
    from PySide6.QtWidgets import QHeaderView

    from ui.docks.initiative_dock import NAME, TRACKS

    window = fight_window(qtbot, tmp_path, demos["afmbe"])
    fight = window.docks["initiativeDock"]
    header = fight.tree.header()
    header.resizeSection(NAME, 30)
    header.setSectionResizeMode(TRACKS, QHeaderView.ResizeMode.Interactive)
    header.resizeSection(TRACKS, 50)
    QApplication.processEvents()
    problems = readable.fight_list(fight)
    # what the list showed before: initials ("LP 24/30", "H 3/3", in Russian "З 3/3") are not a name
    assert not any(readable.TRACK.match(t) for t in ("LP 24/30", "H 3/3", "З 3/3", "Tp 5/20", "24/30"))
    assert any(p.startswith("name ") for p in problems) and any(p.startswith("track ") for p in problems)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_fight_layout_reads_on_a_laptop(qtbot, tmp_path, demos, lang):
    """F11 on a laptop: the fight list whole, and the log's lines wrapped at a few words a line,
    not one word a line beside the time, round, who and dice columns."""
    from ui.docks.log_model import EVENT

    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["afmbe"])
        window.fight_layout.action.trigger()
        for _ in range(3):
            QApplication.processEvents()
        log = window.docks["logDock"]
        room = log.view.horizontalHeader().sectionSize(EVENT)
        assert room >= log.view.fontMetrics().horizontalAdvance("x" * 13), f"{room} px for the log's lines"
        assert readable.fight_list(window.docks["initiativeDock"]) + readable.log_lines(log) == []
        dice = window.docks["diceDock"].widget()  # its scroll area: the fields, the odds, Roll whole across
        assert dice.horizontalScrollBar().maximum() == 0, f"the dice dock {dice.width()} px, cut across"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_log_dock_s_controls_and_headings_read_on_a_laptop(qtbot, tmp_path, demos, lang):
    """The session log in the default layout: its switches, filters and buttons wrap onto more rows
    rather than run past the dock's edge, and its headings show whole ("Время", not "Вре…")."""
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["afmbe"])
        log = window.docks["logDock"]
        assert log.on_screen()
        assert readable.log_controls(log) == [], lang
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_the_fight_list_shows_four_rows_on_a_laptop(qtbot, tmp_path, demos, lang, ruleset):
    """In the default layout during a fight, the list of who acts shows at least four whole rows at
    1366×768: the dock's controls and the roster above leave it the room."""
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos[ruleset])
        fight = window.docks["initiativeDock"]
        rows = readable.whole_rows(fight.tree)
        heights = [fight.tree.visualItemRect(fight.tree.topLevelItem(i)).height() for i in range(4)]
        assert rows >= 4, f"{rows} whole rows in {fight.tree.viewport().height()} px (rows {heights})"
        # the initiative's short heading ("Иниц.") says its whole word on the mouse
        assert fight.tree.headerItem().toolTip(2) == readable.tr("InitiativeDock", "Initiative")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_log_s_events_get_the_room_on_a_laptop(qtbot, tmp_path, demos, lang):
    """The event text is what the GM reads in the log: at 1366×768 it gets more than a third of the
    log's width (in Russian it had 104 of 356 px, two words a line, while Who and Dice kept room
    for eight letters and four dice; both wrap)."""
    try:
        i18n.set_language(lang)
        window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
        log = window.docks["logDock"]
        header = log.view.horizontalHeader()
        event = EVENT
        width = log.view.viewport().width()
        assert header.sectionSize(event) * 3 > width, (lang, header.sectionSize(event), width)
    finally:
        i18n.set_language("en")
