"""A screen a GM can read at 1366×768 in English, Russian and Spanish, on the default layout, in
a fight: every name in the fight list whole (up to 20 characters on one line), every track with
its name and numbers, every initiative, condition and turn whole, every log line whole (wrapped),
three copies of a zombie told apart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui import readable
from tests.gui.shared_windows import LAPTOP, SharedWindows, open_window
from ui import i18n
from ui.docks.log_model import EVENT
from ui.themes import apply_theme

DEMOS = {"twdu": None, "afmbe": "unisystem", "d10under": None, "gridlimbs": None}
#: the languages, each a group of the module's tests (scope="module"): a switch closes the windows
#: the module shares, so its tests in one language run together and share them
LANGS = pytest.mark.parametrize("lang", ["en", "ru", "es"], scope="module")


@pytest.fixture(scope="module", autouse=True)
def gm_theme(qapp):  # noqa: ANN001, ANN201
    """The theme the GM sees (its 11 pt type, as Deadwatch starts): the default Qt font measured
    smaller and let cut texts pass.  Set once a module: a style sheet set again restyles every
    shared window."""
    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


@pytest.fixture(scope="session")
def demos(tmp_path_factory):
    """The demo campaigns (each window opens a copy)."""
    folder = tmp_path_factory.mktemp("demos")
    return {rs: build_demo(folder / f"{rs}.deadwatch", rs, preset) for rs, preset in DEMOS.items()}


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """The module's shared windows (tests/gui/shared_windows.py), closed at its end, and the
    interface back in English."""
    windows = SharedWindows(lambda: tmp_path_factory.mktemp("window"))
    yield windows
    windows.close_all()
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def interface_language(request, shared):  # noqa: ANN001, ANN201
    """A test without a ``lang`` runs in English (a test before it may have left Russian on)."""
    if "lang" not in request.fixturenames:
        shared.speak("en")


def fight_window(qtbot, tmp_path, source, size=LAPTOP):  # noqa: ANN001, ANN201
    """A window of the test's own (for a test that changes it), in a fight: see ``open_window``."""
    window = open_window(qtbot, tmp_path, source, size)
    qtbot.addWidget(window)
    return window


@LANGS
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_nothing_in_a_fight_elides_on_a_laptop(qtbot, shared, demos, lang, ruleset):
    window = shared.window(qtbot, demos[ruleset], lang)
    fight = window.docks["initiativeDock"]
    assert fight.on_screen()
    names = [fight.tree.text(i, 1) for i in range(fight.tree.count())]
    copies = [n for n in names if n.startswith("Crawler")]
    assert len(copies) == 3 and len(set(copies)) == 3  # told apart: Crawler 1, Crawler 2, Crawler 3
    problems = readable.fight_list(fight) + readable.log_lines(window.docks["logDock"])
    problems += readable.roster_tracks(window.docks["charactersDock"])
    assert problems == [], f"{ruleset} in {lang}"


def test_the_measures_catch_what_is_cut(qtbot, tmp_path, demos):
    """The checks can fail: the GM drags the initiative column wide and the names narrow, which
    leaves the names and the bars a sliver (a window of its own: it changes the columns)."""
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


@LANGS
def test_the_fight_layout_reads_on_a_laptop(qtbot, tmp_path, shared, demos, lang):
    """F11 on a laptop: the fight list whole, and the log's lines wrapped at a few words a line,
    not one word a line beside the time, round, who and dice columns (a window of its own: it
    switches the layout)."""
    shared.speak(lang)
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


@LANGS
def test_the_log_dock_s_controls_and_headings_read_on_a_laptop(qtbot, shared, demos, lang):
    """The session log in the default layout: its switches, filters and buttons wrap onto more rows
    rather than run past the dock's edge, and its headings show whole ("Время", not "Вре…")."""
    log = shared.window(qtbot, demos["afmbe"], lang).docks["logDock"]
    assert log.on_screen()
    assert readable.log_controls(log) == [], lang


@LANGS
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_the_fight_list_shows_four_rows_on_a_laptop(qtbot, shared, demos, lang, ruleset):
    """In the default layout during a fight, the list of who acts shows at least four whole rows at
    1366×768: the dock's controls and the roster above leave it the room."""
    fight = shared.window(qtbot, demos[ruleset], lang).docks["initiativeDock"]
    rows = readable.whole_rows(fight.tree)
    heights = [fight.tree.row_rect(i).height() for i in range(4)]
    assert rows >= 4, f"{rows} whole rows in {fight.tree.viewport().height()} px (rows {heights})"
    # the initiative's short heading ("Иниц.") says its whole word on the mouse
    assert fight.tree.heading(2, Qt.ItemDataRole.ToolTipRole) == readable.tr("InitiativeDock", "Initiative")


@LANGS
def test_the_log_s_events_get_the_room_on_a_laptop(qtbot, shared, demos, lang):
    """The event text is what the GM reads in the log: at 1366×768 it gets more than a third of the
    log's width (in Russian it had 104 of 356 px, two words a line, while Who and Dice kept room
    for eight letters and four dice; both wrap)."""
    log = shared.window(qtbot, demos["gridlimbs"], lang).docks["logDock"]
    header = log.view.horizontalHeader()
    width = log.view.viewport().width()
    assert header.sectionSize(EVENT) * 3 > width, (lang, header.sectionSize(EVENT), width)


@LANGS
@pytest.mark.parametrize("ruleset", ["twdu", "afmbe", "d10under", "gridlimbs"])
def test_the_hints_tabs_and_choices_show_whole(qtbot, shared, demos, lang, ruleset):
    """In a fight at 1366×768: each empty field's hint (the dice dock's and the fight's typed
    dice, the log's note) whole, each dock tab's name whole, each list box's choice whole, and the
    fight list as wide as its dock (a long initiative mode does not push its columns off screen)."""
    window = shared.window(qtbot, demos[ruleset], lang)
    problems = readable.field_hints(window) + readable.tabs(window) + readable.choices(window)
    problems += readable.side_scrolls(window)
    assert problems == [], f"{ruleset} in {lang}: {problems}"


@LANGS
@pytest.mark.parametrize("ruleset", ["afmbe", "gridlimbs"])
def test_on_a_laptop_the_typed_dice_hint_the_line_has_room_for(qtbot, shared, demos, lang, ruleset):
    """The fight's typed-dice field (tests/gui/test_typed_hint_room.py): at 1366×768 the field
    beside "Roll again every round" takes the rest of that line for its whole hint (AFMBE in
    Russian: "кубики со стола (пусто: бросок здесь)", not "кубики со стола" beside empty space), and
    starts no line of its own: the fight list keeps its rows."""
    from PySide6.QtCore import QCoreApplication

    from ui.widgets.placeholder_fit import text_room
    from ui.widgets.typed_dice import PLACEHOLDER

    window = shared.window(qtbot, demos[ruleset], lang)
    fight = window.docks["initiativeDock"]
    faces = fight.faces
    whole = QCoreApplication.translate("SwarmDock", PLACEHOLDER)
    line_end = faces.parentWidget().width() - 1  # the buttons' bar
    if faces.placeholderText() != whole:  # the short one only where the whole one has no room
        assert faces.fontMetrics().horizontalAdvance(whole) > text_room(faces)
        assert faces.geometry().right() >= line_end - 8, f"{faces.geometry()} in a line of {line_end} px"
    assert readable.field_hints(window) == []
    assert readable.whole_rows(fight.tree) >= 4
    if ruleset == "afmbe":
        assert faces.placeholderText() == whole


@LANGS
@pytest.mark.parametrize("ruleset", list(DEMOS))
def test_the_roster_s_chips_read_inside_their_frames(qtbot, shared, demos, lang, ruleset):
    """«Sa|lud 1/3», «31/3|4»: the fill's edge across the text read as the chip's edge, its frame
    lost in the dark list.  Each chip's text whole in its frame, the frame seen around it."""
    roster = shared.window(qtbot, demos[ruleset], lang).docks["charactersDock"]
    assert readable.roster_tracks(roster) + readable.roster_frames(roster) == [], f"{ruleset} in {lang}"


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_chip_at_its_widest_numbers_shows_them_whole(qapp, lang):
    """Three-digit maxima and a value below zero: the chip as wide as its widest text, the row as
    tall as one line of chips."""
    from PySide6.QtGui import QFont, QFontMetrics

    from app.rules.declarations import TrackSpec
    from ui.widgets.roster_look import RowBar, RowTracks

    i18n.set_language(lang)
    try:
        font = QFont()
        font.setPointSize(11)
        metrics = QFontMetrics(font)
        bars = (RowBar.of(TrackSpec("lp", "Life Points", 120, -120), -118, False),
                RowBar.of(TrackSpec("end", "Endurance", 260), 238, False))
        tracks = RowTracks((), bars)
        for width in (tracks.one_line(metrics).width(), tracks.least_width(metrics)):
            for box, text in tracks.shown_texts(width, metrics):
                assert metrics.horizontalAdvance(text) <= box.width(), (text, box.width())
        assert tracks.height_for(tracks.one_line(metrics).width(), metrics) == tracks.one_line(metrics).height() + 4
    finally:
        i18n.set_language("en")
