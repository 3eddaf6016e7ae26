"""The grid game's roster at 1366×768 in English, Russian and Spanish (issue 40, the first night):
no cell shows a cut number or word ("Torso 8/1", "Useles"), in the default layout, with the map
raised, in a fight, and with the roster's column squeezed as narrow as the GM can drag it (the
map taking the room): the bars fall back to the parts' abbreviations ("Br. der. 5/7"), the badges
wrap a whole word a line, and the list is never narrower than that (its dock scrolls instead).
AFMBE's norms (two long bars, no badge) too: a compact roster's empty conditions column is still
as wide as the header lets a column be, and the bars keep their room beside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.shared_windows import open_window
from tests.gui.test_readable import LANGS, demos, fight_window, gm_theme, interface_language, shared  # noqa: F401


@pytest.fixture(scope="module")
def norms(tmp_path_factory):  # noqa: ANN001, ANN201
    """AFMBE's demo with its norms (Life Points and Endurance, long words, no badge)."""
    from app.services.demo import build_demo

    return build_demo(tmp_path_factory.mktemp("norms") / "norms.deadwatch", "afmbe", "norms")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def squeeze(window, width: int) -> None:  # noqa: ANN001
    """The roster's column dragged to ``width`` (the map, the threat and the log take the rest)."""
    docks = window.docks
    columns = [docks["charactersDock"], docks["threatDock"], docks["logDock"]]
    rest = window.width() - width
    window.resizeDocks(columns, [width, rest // 2, rest - rest // 2], Qt.Orientation.Horizontal)
    settle()


def problems(window, where: str) -> list[str]:  # noqa: ANN001
    roster = window.docks["charactersDock"]
    assert roster.items, where
    return [f"{where}: {p}" for p in readable.roster_cells(roster)]


def abbreviated(window) -> list[str]:  # noqa: ANN001
    """The rows whose body figure names its parts by their abbreviations ("Л.рук 6/6")."""
    from PySide6.QtCore import QRectF

    from ui.widgets.body_numbers import NAMED
    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks

    roster = window.docks["charactersDock"]
    tree, out = roster.tree, []
    for item in roster.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        if isinstance(tracks, RowTracks) and tracks.body:
            width = tracks_room(tree, tree.indexFromItem(item, TRACKS))  # as painted: a bare row has more
            area = QRectF(tracks.place(width, tree.fontMetrics())[0][0]).adjusted(2, 1, -2, -1)
            if tracks.named(area.width(), tree.fontMetrics(), roster.delegate.form) != NAMED:
                out.append(item.text(0))
    return out


def chips_at_least(window) -> bool:  # noqa: ANN001
    """Whether the conditions column is as narrow as its widest badge whole lets it be (a badge never
    breaks inside itself: the bars beside the Spanish "Sangrado: Pierna izquierda" at the GM's font
    then have all the rest, their parts named by the short forms)."""
    from ui.widgets.roster_look import BADGES_DATA, CONDITIONS, RowBadges, badges_least

    tree = window.docks["charactersDock"].tree
    rows = [item.data(CONDITIONS, BADGES_DATA) for item in window.docks["charactersDock"].items.values()]
    widest = max((badges_least(b, tree.font()) for b in rows if isinstance(b, RowBadges)), default=0)
    return tree.columnWidth(CONDITIONS) <= widest + 4


@LANGS
@pytest.mark.parametrize("ruleset", ["gridlimbs", "norms"])
@pytest.mark.parametrize("fight", [False, True], ids=["first-night", "fight"])
def test_no_roster_cell_is_cut_as_the_map_takes_the_room(qtbot, tmp_path, shared, demos, norms, lang, ruleset, fight):  # noqa: F811, PLR0913
    shared.speak(lang)
    source = norms if ruleset == "norms" else demos[ruleset]
    window = open_window(qtbot, tmp_path, source, fight=fight)
    qtbot.addWidget(window)
    found = problems(window, "default layout")
    short = abbreviated(window)
    room = f"{ruleset} in {lang}: the default layout has the room for the short names"
    assert short == [] or chips_at_least(window), room
    if "mapDock" in window.docks and window.docks["mapDock"].isVisible():
        window.docks["mapDock"].raise_()
        settle()
        found += problems(window, "map raised")
    for width in (420, 340, 260, 120):
        squeeze(window, width)
        found += problems(window, f"roster {window.docks['charactersDock'].width()} px")
    assert found == [], f"{ruleset} in {lang}"


def test_the_roster_measure_catches_a_cut_word(qtbot, tmp_path, shared, demos):  # noqa: F811
    """The check can fail: a badges' column narrower than its longest word, bars narrower than
    their shortest text."""
    from ui.widgets.roster_look import CONDITIONS, TRACKS

    window = fight_window(qtbot, tmp_path, demos["gridlimbs"])
    tree = window.docks["charactersDock"].tree
    header = tree.header()
    header.setSectionResizeMode(TRACKS, header.ResizeMode.Interactive)
    header.resizeSection(TRACKS, 60)
    settle()
    header.resizeSection(CONDITIONS, 40)  # measured at once, before the rows are measured again for it
    found = readable.roster_cells(window.docks["charactersDock"])
    assert any(p.startswith("roster track ") for p in found), found
    assert any(p.startswith("badges ") for p in found), found


GM = Path(__file__).resolve().parents[1] / "fixtures" / "gm"


def bar_lines(window) -> dict[str, int]:  # noqa: ANN001
    """Each character's row: on how many lines its bars are laid out in the tracks column."""
    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks

    roster = window.docks["charactersDock"]
    tree, out = roster.tree, {}
    for item in roster.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        if isinstance(tracks, RowTracks):
            width = tracks_room(tree, tree.indexFromItem(item, TRACKS))  # as painted: a bare row has more
            rects, _height = tracks.place(width, tree.fontMetrics())
            out[item.text(0)] = len({r.top() for r in rects})
    return out


def test_imported_long_names_in_russian_show_whole_on_one_line_each(qtbot, tmp_path, shared, demos):  # noqa: F811
    """After imports, in Russian, at 1366×768: every name whole, each row's bars on one line (rows
    of two lines left room for three characters), and no bar's text over its edge."""
    shared.speak("ru")
    window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
    qtbot.addWidget(window)
    characters = window.services.characters
    for files in ([GM / "partida-ru.csv"], [GM / "ana-foundry.json"], [GM / "ana-foundry.json"]):
        preview = characters.preview_import([str(f) for f in files])
        preview.choose_copies(True)  # beside the demo's Ana, numbered, not updating her
        assert characters.import_preview(preview)
    settle()
    names = [c.name for c in characters.characters()]
    assert {"Ольга Петрова", "Гриша Соколов", "Ana Reyes (2)"} <= set(names)
    assert problems(window, "after imports") == []
    two = {name: lines for name, lines in bar_lines(window).items() if lines > 1}
    assert two == {}, f"rows on more than one line: {two}"
    assert words_beside_bars(window)[1] == []


def words_beside_bars(window) -> tuple[list[str], list[str]]:  # noqa: ANN001
    """The state words the roster shows, and those painted on a bar or past the cell's edge."""
    from PySide6.QtGui import QFontMetrics

    from ui.widgets.roster_delegate import tracks_room
    from ui.widgets.roster_look import TRACKS, TRACKS_DATA, RowTracks

    roster = window.docks["charactersDock"]
    tree, shown, bad = roster.tree, [], []
    metrics = QFontMetrics(tree.font())
    for item in roster.items.values():
        tracks = item.data(TRACKS, TRACKS_DATA)
        cell = tree.visualRect(tree.indexFromItem(item, TRACKS))
        if not isinstance(tracks, RowTracks):
            continue
        room = tracks_room(tree, tree.indexFromItem(item, TRACKS))  # a row with no condition: its cell's too
        for bar, word, text in tracks.shown_words(room, metrics):
            shown.append(text)
            cut = metrics.horizontalAdvance(text) > word.width()
            if word.left() <= bar.right() or word.right() >= room or cut:
                bad.append(f"{item.text(0)}: {text!r} at {word} beside a bar at {bar} in {room} px "
                           f"(cell {cell.width()})")
    return shown, bad


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bars_state_word_stands_beside_the_bar_never_on_it(qtbot, tmp_path, shared, demos, lang):  # noqa: F811
    """"Health 2/3 Bruised" ran past the bar's fill: the bar says "Health 2/3", "Bruised" stands
    beside it, whole, inside the cell."""
    shared.speak(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], fight=False)
    qtbot.addWidget(window)
    settle()
    shown, bad = words_beside_bars(window)
    assert shown, "no state word shown beside a bar at 1366×768"
    assert bad == []
    assert problems(window, "state words") == []
