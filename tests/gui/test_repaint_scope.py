"""A GM action repaints and re-measures what it changed, not the whole of each window (issue 24:
every action within a frame with forty combatants).  Each test counts the work a change does (the
rows measured, the widgets painted, the texts rendered) and checks that what shows is what a full
repaint or refit shows."""

from __future__ import annotations

import copy
import sys

from PySide6.QtCore import QEvent, QObject, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.display_scenes import demo, set_scene
from tests.gui.helpers import campaign_window
from ui.player_display import PlayerDisplay
from ui.player_screen.text import pixel_font
from ui.widgets import text_cache
from ui.widgets.fight_columns import WrappedTextDelegate
from ui.widgets.roster_look import RowTracks


class Counter(QObject):
    """Counts the events of ``kind`` each watched widget receives."""

    def __init__(self, widgets: list[QWidget], kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.counts: dict[str, int] = {}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == self.kind:
            name = watched.objectName() or type(watched).__name__
            self.counts[name] = self.counts.get(name, 0) + 1
        return False


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def walkers_fight(qtbot, tmp_path, count: int):  # noqa: ANN001, ANN201 - (window, character ids)
    """A twdu campaign's window with ``count`` walkers in a fight, settled."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    for i in range(count):
        assert services.characters.create(f"Walker {i + 1}", "zombie", services.ruleset.new_sheet())
    ids = [c.id for c in services.characters.characters()]
    assert services.initiative.start(ids, name="Mill")
    settle()
    return window, ids


def test_the_players_screen_repaints_nothing_when_what_they_see_is_the_same(qtbot, tmp_path):
    services = demo(tmp_path)
    set_scene(services, "swarm_order")  # the fullest screen: dial, figures, order, round
    view = services.player_view.view()
    services.close()
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(1920, 1080)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(view)
    qtbot.waitUntil(lambda: not display.animating(), timeout=3000)
    settle()
    content = display.content
    paints = Counter([content, *content.findChildren(QWidget)], QEvent.Type.Paint)
    display.set_view(copy.deepcopy(view))  # a change the players do not see (a hidden NPC's damage)
    settle()
    assert paints.counts == {}
    changed = copy.deepcopy(view)
    changed["swarm"]["dead"] += 1  # one more dead: the figures repaint, and show it
    before = content.figures.grab().toImage()
    display.set_view(changed)
    settle()
    assert paints.counts.get("displaySwarm", 0) >= 1
    assert content.figures.grab().toImage() != before
    assert "displayDial" not in paints.counts  # the dial did not change


def test_large_type_is_rendered_once_and_shows_as_drawtext_draws_it(qtbot):
    font = pixel_font(QFont(), 108, True)  # "The dead are here" at 1080p
    colour = QColor("#ffffff")
    rect = QRectF(20.4, 10.6, 900.0, 260.0)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def image(cached: bool) -> QImage:
        out = QImage(960, 300, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(out)
        gradient = QLinearGradient(0, 0, 0, 300)
        gradient.setColorAt(0, QColor("#7a0000"))
        gradient.setColorAt(1, QColor("#200000"))
        painter.fillRect(out.rect(), gradient)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.8)  # the alarm fading in
        if cached:
            text_cache.draw_text(painter, rect, flags, "The dead are here", font, colour)
        else:
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(rect, flags, "The dead are here")
        painter.end()
        return out

    text_cache.CACHE.clear()
    rendered = text_cache.CACHE.rendered
    first, direct = image(True), image(False)
    assert text_cache.CACHE.rendered == rendered + 1
    again = image(True)
    assert text_cache.CACHE.rendered == rendered + 1  # the second paint copied the pixmap
    assert again == first
    worst = max(
        abs(getattr(first.pixelColor(x, y), c)() - getattr(direct.pixelColor(x, y), c)())
        for x in range(0, 960, 3)
        for y in range(0, 300, 3)
        for c in ("red", "green", "blue")
    )
    assert worst <= 4  # the same letters in the same place (a rounding of the blend at most)
    lit = sum(first.pixelColor(x, y).green() > 150 for x in range(0, 960, 3) for y in range(0, 300, 3))
    assert lit > 500  # the words are there (white over the red band)


def test_a_damage_measures_only_its_row_of_the_roster(qtbot, tmp_path, monkeypatch):
    def forty(services) -> None:  # noqa: ANN001
        for i in range(40):  # living NPCs: a hit takes a walker down, it has no Health to hurt twice
            assert services.characters.create(f"Raider {i + 1}", "npc", services.ruleset.new_sheet())

    window = campaign_window(qtbot, tmp_path, "twdu", before=forty)
    services = window.services
    dock = window.docks["charactersDock"]
    settle()
    target = next(c.id for c in services.characters.characters() if c.name == "Raider 7")
    assert services.characters.damage(target, {"damage": 1, "source": "attack", "armor": False})  # the first hurt
    settle()
    item = dock.items[target]
    changed: list[int] = []  # the rows the list was told to draw again
    model = dock.tree.model()
    model.dataChanged.connect(lambda first, last, _roles: changed.extend(range(first.row(), last.row() + 1)))
    measured: list[RowTracks] = []
    real = RowTracks.least_width
    monkeypatch.setattr(RowTracks, "least_width", lambda self, metrics: measured.append(self) or real(self, metrics))
    assert services.characters.damage(target, {"damage": 1, "source": "attack", "armor": False})
    settle()
    assert changed and set(changed) == {dock.tree.indexFromItem(item).row()}  # the other 39 rows left alone
    assert measured == [dock.tracks(target)]  # ... and not measured again
    bar = dock.tracks(target).bars[0]
    assert bar.value == services.characters.character(target).state.get(bar.spec.key, bar.value)
    widths = [dock.tree.header().sectionSize(c) for c in range(3)]
    heights = [dock.items[cid].sizeHint(c) for cid in dock.items for c in (1, 2)]
    dock.columns.forget()  # what a full fit of every cell gives
    dock.columns.fit()
    settle()
    assert [dock.tree.header().sectionSize(c) for c in range(3)] == widths
    assert [dock.items[cid].sizeHint(c) for cid in dock.items for c in (1, 2)] == heights


def test_a_turn_measures_each_changed_row_of_the_fight_list_once(qtbot, tmp_path):
    calls: list[int] = []

    class Counting(WrappedTextDelegate):
        def sizeHint(self, option, index):  # noqa: ANN001, ANN202, N802
            calls.append(index.row())
            return super().sizeHint(option, index)

    window, ids = walkers_fight(qtbot, tmp_path, 12)
    services = window.services
    tree = window.docks["initiativeDock"].tree
    counting = []  # the list's own wrapping delegates, counted (the class itself left alone)
    for column in range(tree.columnCount()):
        if isinstance(tree.itemDelegateForColumn(column), WrappedTextDelegate):
            counting.append(Counting(tree))
            tree.setItemDelegateForColumn(column, counting[-1])
    settle()
    calls.clear()
    before = [tree.text(i, 5) for i in range(tree.count())]
    assert services.initiative.next_turn()
    settle()
    after = [tree.text(i, 5) for i in range(tree.count())]
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    assert len(changed) >= 2  # the one who acted and the one whose turn it is now
    columns = tree.columnCount()
    wrapped = sum(1 for c in range(columns) if isinstance(tree.itemDelegateForColumn(c), WrappedTextDelegate))
    # each changed row measured once when its cells were set (not once per cell), and once more
    # when the columns were shared out again at most
    assert len(calls) <= 2 * wrapped * len(changed) + wrapped, (len(calls), changed)
    # the round's end: every row's turn changes ("Acted" to "Waiting"), but only the two rows
    # whose font changes (the turn that ends, the one that starts, in bold) can change height:
    # those two are measured, the other rows repainted (the list measured all twelve)
    while services.initiative.view().encounter.round == 1:
        calls.clear()
        assert services.initiative.next_turn()
        settle()
    rows = tree.count()
    assert rows == len(ids)
    assert [tree.text(i, 5) for i in range(1, rows)] == ["Waiting"] * (rows - 1)
    assert len(set(calls)) <= 2, calls
    assert len(calls) <= 2 * wrapped + wrapped, len(calls)
    shown = tree.viewport().grab().toImage()  # what the GM sees: as a list laid out afresh shows it
    tree.doItemsLayout()
    settle()
    assert tree.viewport().grab().toImage() == shown


def test_a_rounds_end_measures_only_the_texts_and_characters_it_changed(qtbot, tmp_path, monkeypatch):
    from ui.widgets import fight_columns
    from ui.widgets.tracks_delegate import TracksDelegate

    window, ids = walkers_fight(qtbot, tmp_path, 12)
    services = window.services
    dock = window.docks["initiativeDock"]
    tree = dock.tree
    while services.initiative.view().encounter.turn < len(ids) - 1:  # the last one's turn
        assert services.initiative.next_turn()
        settle()
    texts: list[str] = []  # the texts the list measures
    real_height = fight_columns.wrapped_height

    def wrapped_height(text, *args):  # noqa: ANN001, ANN002, ANN202
        texts.append(text)
        return real_height(text, *args)

    monkeypatch.setattr(fight_columns, "wrapped_height", wrapped_height)
    bars: list[object] = []  # the rows whose bars it measures
    real_measure = TracksDelegate._measure

    def measure(self, *args):  # noqa: ANN001, ANN002, ANN202
        bars.append(args)
        return real_measure(self, *args)

    monkeypatch.setattr(TracksDelegate, "_measure", measure)
    asked: list[str] = []  # the fight list's questions to the rules about a character
    real_conditions = type(services.ruleset).conditions

    def conditions(self, sheet, state):  # noqa: ANN001, ANN202
        asked.append(sys._getframe(1).f_code.co_filename)
        return real_conditions(self, sheet, state)

    monkeypatch.setattr(type(services.ruleset), "conditions", conditions)
    before = [tree.text(i, 5) for i in range(tree.count())]
    assert services.initiative.next_turn()  # the round ends: every row shows "Waiting" again
    settle()
    assert services.initiative.view().encounter.round == 2
    after = [tree.text(i, 5) for i in range(tree.count())]
    assert before != after
    # the names, initiatives and tracks are those of the row before: measured then, not again; of
    # the texts, only the new ones ("Now", "Waiting") are measured, once each
    assert len(texts) <= len(set(after)), texts
    assert bars == []
    # no character changed: what their rows show of them is as it was
    assert [f for f in asked if f.endswith(("fight_rows.py", "fight_faces.py"))] == []
    heights = [tree.row_rect(i).height() for i in range(tree.count())]
    for column in range(tree.columnCount()):  # what measuring every cell again gives
        forget = getattr(tree.itemDelegateForColumn(column), "forget", None)
        if forget is not None:
            forget()
    dock.order.forget_shown()
    dock._refresh()
    tree.doItemsLayout()
    settle()
    assert [tree.row_rect(i).height() for i in range(tree.count())] == heights
    assert [tree.text(i, 5) for i in range(tree.count())] == after


def test_a_sweep_of_the_dial_paints_its_arcs_and_texts_once_and_shows_what_a_full_paint_shows(qtbot):
    from ui.widgets.threat_dial import ThreatDial

    dial = ThreatDial(interactive=False)  # the players' screen's: a needle, straight on the backdrop
    qtbot.addWidget(dial)
    dial.backdrop = None
    dial.resize(900, 760)
    dial.set_level(2, caption="Threat")
    first = dial.grab().toImage()
    painted = dial.layers_painted
    dial.set_level(3, caption="Threat", animate=True)
    dial.sweep.pause()
    steps = []
    for t in range(0, 450, 15):  # each step of the sweep, as its timer would show it
        dial.sweep.setCurrentTime(t)
        steps.append(dial.grab().toImage())
    dial.sweep.setCurrentTime(450)
    dial.sweep.stop()
    dial._sweep_to(dial.level)
    steps.append(dial.grab().toImage())
    # thirty steps: the pixmap of what stays painted when the sweep starts and when it ends
    assert dial.layers_painted - painted <= 3, dial.layers_painted - painted
    assert len({s.cacheKey() for s in steps}) > 1 and steps[0] != steps[-1] and steps[-1] != first
    for t in (0, 105, 300):  # mid-sweep, what the dial shows is what painting it afresh shows
        dial.sweep.setCurrentTime(t)
        kept = dial.grab().toImage()
        dial.forget_layers()
        assert dial.grab().toImage() == kept
    fresh = ThreatDial(interactive=False)
    qtbot.addWidget(fresh)
    fresh.backdrop = None
    fresh.resize(900, 760)
    fresh.set_level(3, caption="Threat")
    assert fresh.grab().toImage() == steps[-1]  # the sweep ends where a dial set to 3 stands


def test_a_turn_shares_the_columns_out_from_the_changed_rows_alone(qtbot, tmp_path, monkeypatch):
    from ui.widgets import fight_columns

    window, ids = walkers_fight(qtbot, tmp_path, 12)
    services = window.services
    tree = window.docks["initiativeDock"].tree
    measured: list[str] = []
    real = fight_columns.row_widths

    def row_widths(item, *args):  # noqa: ANN001, ANN002, ANN202
        measured.append(item.text(1))
        return real(item, *args)

    monkeypatch.setattr(fight_columns, "row_widths", row_widths)
    assert services.initiative.next_turn()
    settle()
    # at most the one who acted and the one whose turn it is: neither, when their names,
    # initiatives, bars and conditions are as they were (their turn and order's mark are not measured)
    assert len(measured) <= 2, measured
    widths = [tree.header().sectionSize(c) for c in range(tree.columnCount())]
    measured.clear()
    tree.share_columns()  # every row measured again: the same widths
    assert len(measured) == len(ids)
    assert [tree.header().sectionSize(c) for c in range(tree.columnCount())] == widths


def test_a_turns_word_that_takes_more_lines_measures_its_row_again(qtbot, tmp_path):
    """What the round's end leaves unmeasured is only what keeps its row's height: a turn's word
    that needs another line in the column (a narrow one, a long language) is measured."""
    from ui.docks.order_tree import TURN

    window, _ids = walkers_fight(qtbot, tmp_path, 3)
    dock = window.docks["initiativeDock"]
    given = {(TURN, Qt.ItemDataRole.DisplayRole): "Acted"}
    display = Qt.ItemDataRole.DisplayRole
    assert dock.order._keeps_height(given, TURN, display, "Waiting")  # one word: one line
    assert dock.order._keeps_height(given, TURN, Qt.ItemDataRole.ForegroundRole, None)  # a colour
    assert not dock.order._keeps_height(given, TURN, Qt.ItemDataRole.FontRole, QFont())  # bold: measured
    room = dock.tree.header().sectionSize(TURN)
    long = " ".join(["word"] * (room // dock.tree.fontMetrics().horizontalAdvance("word ") + 2))
    assert not dock.order._keeps_height(given, TURN, display, long)  # two lines where "Acted" took one
    assert dock.order._keeps_height({(TURN, display): long}, TURN, display, long + " ")


def test_a_column_fitted_quietly_lays_the_rows_out_for_its_new_width(qtbot, tmp_path):
    """A column the list narrows out of the header's hearing (``quietly``) still gives the rows the
    heights their wrapped texts need at its new width: "Out of the fight" on more lines."""
    from ui.docks.order_tree import TURN

    window, _ids = walkers_fight(qtbot, tmp_path, 3)
    tree = window.docks["initiativeDock"].tree
    tree.model().setData(tree.model().index(2, TURN), "Out of the fight")
    settle()
    before = tree.row_rect(2).height()
    narrow = tree.fontMetrics().horizontalAdvance("fight") + 12
    tree.quietly(lambda: tree.header().resizeSection(TURN, narrow))
    settle()
    laid_out = tree.row_rect(2).height()
    tree.doItemsLayout()  # what a list laid out afresh gives
    settle()
    assert tree.row_rect(2).height() == laid_out > before
