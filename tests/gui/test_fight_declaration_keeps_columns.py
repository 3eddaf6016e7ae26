"""The fight list at 1366×768 does not re-lay when a phase is declared: in Russian «Фаза 3: Ближний
бой» widened the initiatives' column and the health chips («Здоровье 3/3 Без ран») went to two
lines.  The initiatives' column is as wide as what the mode's phases may say, whatever is declared
(a declaration wraps within it); the columns' widths are the same before and after each
declaration, the chips' words on their bars' line.  And the heading above the list keeps its two
lines (the round and whose turn; the phase on its own), whole, as tall before and after each
declaration."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.docks.order_tree import TRACKS
from ui.widgets.heading_line import fitted


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def widths(dock) -> list[int]:  # noqa: ANN001
    """Each column's width but the tracks' (which stretch into the list's width: see ``tracks``)."""
    header = dock.tree.header()
    return [0 if header.isSectionHidden(c) else header.sectionSize(c) for c in range(header.count()) if c != TRACKS]


def tracks(dock) -> int:  # noqa: ANN001
    """The tracks' width, and the scroll bar's where the list shows one (a taller row may bring it)."""
    bar = dock.tree.verticalScrollBar()
    return dock.tree.header().sectionSize(TRACKS) + (bar.width() if bar.isVisible() else 0)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_declaration_leaves_the_fight_list_s_columns_and_heading_as_they_were(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        services = window.services
        dock = window.docks["initiativeDock"]
        assert services.initiative.start([int(c.id) for c in services.initiative.roster()])
        settle(qtbot)
        enc = services.initiative.encounter()
        phases = [c.value for c in services.initiative.phases(enc.mode)]
        assert len(phases) == 6, enc.mode  # the twdu demo's fights walk the brawl's phases
        before, room = widths(dock), tracks(dock)
        line = dock.tree.widths.most("words_line")
        assert line <= dock.tree.header().sectionSize(TRACKS), "the chips' words off their bars' line before"
        header_height = dock.header.height()
        assert header_height == 2 * dock.header.fontMetrics().height()  # two lines: the phase its own
        rows = [dock.order.rows[cid] for cid in dock.order.ids_in_order()]
        # each fighter declares another phase: close combat, ranged combat, taking cover, movement
        for row, phase in zip(rows, (phases[2], phases[1], phases[0], phases[3]), strict=False):
            assert services.initiative.declare(int(row.id), phase, "")
            settle(qtbot)
            assert widths(dock) == before, f"declaring phase {phase}: {widths(dock)}, {before} before"
            assert tracks(dock) == room
            assert line <= dock.tree.header().sectionSize(TRACKS), "the chips' words off their bars' line"
            assert dock.header.height() == header_height
        assert not dock.header.elided(), dock.header.shown()
        first, phase = dock.header.shown().split("\n")
        assert first.endswith(dock.header.text().rsplit(" · ", 1)[-1])  # whose turn, whole
        assert phase and phase in dock.header.text()
    finally:
        close([window])
        i18n.set_language("en")


def test_a_heading_too_long_gives_up_its_middle_first(qapp):
    font = QFont()
    font.setPixelSize(20)
    font.setBold(True)
    metrics = QFontMetrics(font)
    text = "Asalto 1 · Fase 3: Combate cuerpo a cuerpo · turno de Rook"
    whole = metrics.horizontalAdvance(text)
    assert fitted(text, metrics, whole) == text
    short = fitted(text, metrics, whole - 60)
    assert short.startswith("Asalto 1 · Fase 3") and short.endswith("… · turno de Rook")
    assert metrics.horizontalAdvance(short) <= whole - 60
    ends = metrics.horizontalAdvance("Asalto 1 · turno de Rook")
    assert fitted(text, metrics, ends + 2) == "Asalto 1 · turno de Rook"  # no room for the phase at all
    tight = fitted(text, metrics, ends // 2)
    assert tight.startswith("Asalto") and tight.endswith("…") and metrics.horizontalAdvance(tight) <= ends // 2
