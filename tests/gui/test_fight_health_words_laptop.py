"""In Russian and Spanish the fight list at 1366×768 cut the twdu health's word off its bar: a GM saw
"Здоровье 3/3" and "Salud 2/3" where English shows "Health 3/3 Unharmed", in the default layout
(the column 161 px, "Здоровье 3/3 Без ран" needs 188) and in the fight layout (F11: "Salud 2/3"
beside "Estrés 0/5" on one line rather than its word on a line of its own).  Every bar's value's
word now shows whole in both layouts of every demo, in both languages, the rest of the list whole
too; the words take their room from the columns beside the list, never the map's: the grid game's
map, gone to on a laptop, keeps the room it is read in (tests/gui/test_map_readable.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import DEMOS
from ui import i18n
from ui.docks.order_tree import TRACKS as TRACKS_COLUMN
from ui.themes import apply_theme
from ui.widgets.tracks_delegate import TRACKS_ROLE, TracksDelegate, lines_of, split

#: where the tests leave their screenshots, when set
SHOTS = os.environ.get("DEADWATCH_SHOTS")


@pytest.fixture
def gm_theme(qapp):  # noqa: ANN001, ANN201
    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def settle() -> None:
    for _ in range(4):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def words_shown(dock) -> tuple[list[str], list[str]]:  # noqa: ANN001
    """(the bars' texts with a value's word as drawn, those drawn without it: "'Здоровье 3/3' for
    'Здоровье 3/3 Без ран' in 161 px") in the fight list as laid out."""
    from ui.docks.initiative_dock import TRACKS

    tree = dock.tree
    width = tree.header().sectionSize(TRACKS)
    metrics = tree.fontMetrics()
    whole, cut = [], []
    for i in range(tree.count()):
        cells = tree.cell(i, TRACKS, TRACKS_ROLE) or []
        bars = split(cells)[1]
        area = QRectF(0, 0, width, tree.row_rect(i).height())
        form, rects = TracksDelegate.bar_rects(area, cells, metrics)
        for cell, rect in zip(bars, rects, strict=True):
            if cell[0] == cell[1]:  # no word for this value
                continue
            lines = lines_of(cell, form)  # on the bar's line, or the word on a line of its own
            drawn = " ".join(lines)
            wide = max(metrics.horizontalAdvance(line) for line in lines)
            if drawn != cell[0] or wide > rect.width() - 10 or len(lines) * metrics.height() > rect.height():
                cut.append(f"{drawn!r} for {cell[0]!r} in {rect.width():.0f} px")
            else:
                whole.append(drawn)
    return whole, cut


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("ruleset", list(DEMOS))
@pytest.mark.parametrize("lang", ["ru", "es"], indirect=True)
def test_the_health_words_show_whole_on_a_laptop_in_both_layouts(qtbot, tmp_path, gm_theme, lang, ruleset):  # noqa: ARG001
    from app.services.demo import build_demo

    demo = build_demo(tmp_path / "demo" / f"{ruleset}-{lang}.deadwatch", ruleset, DEMOS[ruleset], language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        settle()
        fight = window.docks["initiativeDock"]
        worded = ruleset == "twdu"  # the ruleset whose health has words ("Unharmed", "Battered")
        for layout in ("default", "fight layout"):
            if layout == "fight layout":
                window.fight_layout.action.trigger()
                settle()
            assert fight.on_screen()
            whole, cut = words_shown(fight)
            assert cut == [], f"{ruleset} in {lang}, {layout}: the health's word left out: {cut}"
            # the four living (walkers and crawlers have no Health in twdu): four health bars, each worded
            assert len(whole) == (4 if worded else 0), (layout, whole)
            assert readable.fight_list(fight) == [], f"{ruleset} in {lang}, {layout}"
    finally:
        close([window])


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("lang", ["ru", "es"], indirect=True)
def test_a_broken_characters_word_shows_whole_and_the_dice_keep_their_form(qtbot, tmp_path, gm_theme, lang):  # noqa: ARG001
    """Broken was the longest word ("Здоровье 0/3 Вне строя", "Salud 0/3 Fuera de combate"); it is
    said once now, by the badge with what it means («Fuera de combate — toda tirada de habilidad
    falla»), the bar its numbers alone: the list takes its room from the columns beside it, each kept
    whole (the dice's form unscrolled)."""
    from app.services.characters import ApplyRules
    from app.services.demo import build_demo

    demo = build_demo(tmp_path / "demo" / f"twdu-{lang}.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        services = window.services
        ben = next(int(c.id) for c in services.characters.characters() if c.name == "Ben Okafor")
        services.campaign.execute(ApplyRules(ben, {"damage": 5, "source": "attack", "armor": False}))
        settle()
        fight, dice = window.docks["initiativeDock"], window.docks["diceDock"]
        for layout in ("default", "fight layout"):
            if layout == "fight layout":
                window.fight_layout.action.trigger()
                settle()
            whole, cut = words_shown(fight)
            assert cut == [], f"{lang}, {layout}: {cut}"
            # the living's four bars, Ben's without its word: his badge says he is Broken
            assert len(whole) == 3 and not any(" 0/3 " in text for text in whole), whole
            assert ben_health(fight) == {"ru": "Здоровье 0/3", "es": "Salud 0/3"}[lang]
            assert readable.fight_list(fight) == []
            assert dice.isVisible() and dice.width() >= dice.least_width(), f"the dice {dice.width()} px"
    finally:
        close([window])


def ben_health(fight) -> str:  # noqa: ANN001
    """The text of Ben's Health bar in the fight list."""
    tree = fight.tree
    row = next(i for i in range(tree.count()) if tree.text(i, 1) == "Ben Okafor")
    return str((tree.cell(row, TRACKS_COLUMN, TRACKS_ROLE) or [("",)])[0][0])


def left_widths(window) -> tuple[int, int, int]:  # noqa: ANN001
    """The widths of the roster's and the fight list's docks (the left column) and the log's."""
    return tuple(window.docks[name].width() for name in ("charactersDock", "initiativeDock", "logDock"))


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("lang", ["en", "ru", "es"], indirect=True)
def test_the_left_column_keeps_its_width_as_a_character_is_hurt_and_healed(qtbot, tmp_path, gm_theme, lang):  # noqa: ARG001
    """A damage brought a longer word ("Salud 0/3 Fuera de combate", "Здоровье 0/3 Вне строя") and
    the fight list took room for it again: the left column widened (651 → 686 px in Spanish), the
    log beside it narrowed, at each Broken character.  The word now goes under the numbers where the
    bar's line is too narrow ("Salud 0/3" over "Fuera de combate"), the row taller: the left column
    and the log keep their widths through a damage, a heal, a Broken character with a critical
    injury and its naming, every health word whole."""
    from app.services.characters import ApplyRules
    from app.services.demo import build_demo

    demo = build_demo(tmp_path / "demo" / f"twdu-{lang}.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        settle()
        services = window.services
        fight = window.docks["initiativeDock"]
        ben = next(int(c.id) for c in services.characters.characters() if c.name == "Ben Okafor")
        widths = left_widths(window)
        steps = (
            ("a damage", {"damage": 1, "source": "attack", "armor": False}, False),
            ("a day's healing", {"kind": "day"}, True),
            ("Broken, a lethal critical injury", {
                "damage": 5, "source": "attack", "armor": False, "injury_name": "Crushed ribs", "injury_lethal": True,
            }, False),
            ("the injury named", {"kind": "name", "injury_name": "Gut wound"}, True),
            ("first aid", {"kind": "first_aid", "successes": 1}, True),
        )  # fmt: skip
        for step, request, heal in steps:
            if request.get("kind") == "name":  # the injury the damage brought: the last of Ben's
                request["injury"] = len(services.characters.character(ben).state["injuries"])
            services.campaign.execute(ApplyRules(ben, request, heal=heal))
            settle()
            assert left_widths(window) == widths, f"{lang}, after {step}: (roster, fight list, log)"
            whole, cut = words_shown(fight)
            # the living's four bars, each worded but a Broken Ben's (his badge says it)
            broken = services.characters.character(ben).state["health"] == 0
            assert cut == [] and len(whole) == (3 if broken else 4), f"{lang}, after {step}: {cut}"
            assert readable.fight_list(fight) == [], f"{lang}, after {step}"
            if SHOTS and step.startswith("Broken"):  # Ben's row in sight: his word under his numbers
                tree = fight.tree
                row = next(i for i in range(tree.count()) if tree.text(i, 1) == "Ben Okafor")
                tree.scrollTo(tree.model().index(row, 0))
                settle()
                window.grab().save(str(Path(SHOTS) / f"fight-column-{lang}.png"))
    finally:
        close([window])
