"""Issue 40, point 2: nothing sideways, nothing out of view on a 1366×768 laptop.  Every demo, in the
normal layout and the F11 fight layout, in English, Russian and Spanish: no dock scrolls sideways
(each brought to the front in turn), and a flow's question and result are inside the dock's view:
the threat step's question and its numbered reasons (+), a roll's result and its offers (Ctrl+R)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QPushButton, QScrollArea, QWidget

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.dock_goto import go_to

DEMOS = {"twdu": ("twdu", None), "afmbe-norms": ("afmbe", "norms"), "afmbe-unisystem": ("afmbe", "unisystem"),
         "d10under": ("d10under", None), "gridlimbs": ("gridlimbs", None)}


@pytest.fixture(scope="module")
def demos(tmp_path_factory):  # noqa: ANN001, ANN201
    folder = tmp_path_factory.mktemp("sideways")
    return {name: build_demo(folder / f"{name}.deadwatch", rs, preset) for name, (rs, preset) in DEMOS.items()}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def scroll_of(dock) -> QAbstractScrollArea | None:  # noqa: ANN001
    widget = dock.widget()
    return widget if isinstance(widget, QScrollArea) else None


def sideways(window) -> list[str]:  # noqa: ANN001
    """Each dock of the ruleset, brought to the front: those whose contents scroll sideways."""
    found = []
    for name, dock in window.docks.items():
        if not dock.toggleViewAction().isVisible():
            continue
        go_to(dock)
        settle()
        scroll = scroll_of(dock)
        if scroll is None or not dock.on_screen():
            continue
        bar = scroll.horizontalScrollBar()
        if bar.maximum() > 0:
            inner = scroll.widget()
            found.append(f"{name}: {inner.minimumSizeHint().width()} px wide in a {scroll.viewport().width()} px view"
                         f" ({widest(inner, scroll.viewport().width())})")
    return found


def widest(inner: QWidget, room: int) -> str:
    """The widgets wider than the view (what pushes the dock sideways), by name."""
    wide = [w for w in inner.findChildren(QWidget) if w.isVisibleTo(inner)]
    wide.sort(key=lambda w: -w.minimumSizeHint().width())
    wide = wide[:3]
    return ", ".join(f"{type(w).__name__}#{w.objectName()} {w.minimumSizeHint().width()}" for w in wide[:3])


def in_view(dock, widget: QWidget) -> bool:  # noqa: ANN001
    """Whether ``widget`` is whole inside its dock's view (the dock on screen, not scrolled away)."""
    if not dock.on_screen() or not widget.isVisible():
        return False
    scroll = scroll_of(dock)
    # (a heading kept above the view, outside what scrolls: inside the dock)
    view = scroll.viewport() if scroll is not None and scroll.viewport().isAncestorOf(widget) else dock
    top_left = widget.mapTo(view, QPoint(0, 0))
    rect = QRect(top_left, widget.size())
    return view.rect().contains(rect)


def skills_cut(window) -> list[str]:  # noqa: ANN001
    """The swarm rollers' skill boxes: each skill's name whole ("Ranged Combat", not "Ranged Cor")."""
    dock = window.docks["swarmDock"]
    if not dock.toggleViewAction().isVisible() or not window.services.swarm.available():
        return []
    go_to(dock)
    settle()
    bad = []
    for _, skill, _ in dock.round_box.rollers:
        texts = [skill.itemText(i) for i in range(skill.count())]
        arrow = skill.style().pixelMetric(skill.style().PixelMetric.PM_ScrollBarExtent) + 12
        for text in texts:
            needed = skill.fontMetrics().horizontalAdvance(text) + arrow
            if skill.isVisible() and needed > skill.width():
                bad.append(f"swarm skill {text!r} cut: {skill.width()} px where {needed} are needed")
    return bad


def threat_out_of_view(window, keys: Keys) -> list[str]:  # noqa: ANN001
    dock = window.docks["threatDock"]
    if not window.services.threat.enabled():
        return []
    window.docks["initiativeDock"].tree.setFocus()
    keys.type("+")
    settle()
    if not dock.pending:
        keys.type("-")
        settle()
    bad = []
    if not dock.pending:
        return ["the threat step did not ask"]
    if not in_view(dock, dock.prompt):
        bad.append(f"threat question {dock.prompt.text()!r} out of view")
    scroll = scroll_of(dock)
    # the reasons within the dock's view, scrolled to where the dock is too short for them and the dial
    # (the dock keeps its edges: tests/gui/test_threat_dock_edges_hold.py)
    for _, button in dock.reason_buttons:
        if scroll is not None:
            scroll.ensureWidgetVisible(button, 0, 0)
        if not in_view(dock, button):
            bad.append(f"threat reason {button.text()!r} out of view")
    if scroll is not None and scroll.horizontalScrollBar().maximum() > 0:
        bad.append(f"the threat step scrolls sideways ({widest(scroll.widget(), scroll.viewport().width())})")
    if bad:
        bad.append(f"(the threat dock's view {scroll.viewport().size().toTuple() if scroll else None},"
                   f" its dial {dock.dial.height()} px high)")
    keys.key(Qt.Key.Key_Escape)
    return bad


def roll_out_of_view(window, keys: Keys) -> list[str]:  # noqa: ANN001
    dock = window.docks["diceDock"]
    view = dock.result_view
    # a player character's roll: its push, its offers (the first whose default roll can be made: the grid
    # demo's Dov carries no gun, and his blow reaches no one from where he stands)
    kinds = dock.forms.kind_combo
    for pc in [c.id for c in window.services.characters.characters() if c.kind == "pc"]:
        window.selection.select_character(pc)
        go_to(dock)
        for index in range(kinds.count()):  # the kind the dock offers first, else the next that rolls
            if index:
                kinds.setCurrentIndex(index)
                settle()
            keys.key(Qt.Key.Key_R, CTRL)
            settle()
            if dock.zero_warned is not None:  # a roll that cannot succeed (a shot out of reach): Ctrl+R again
                keys.key(Qt.Key.Key_R, CTRL)
                settle()
            if view.result_label.text():
                break
        if view.result_label.text():
            break
    bad = []
    if not in_view(dock, view.result_label):
        bad.append(f"roll result {view.result_label.text()!r} out of view")
    offers = [b for b in view.findChildren(QPushButton) if b.isVisibleTo(view)]
    bad += [f"offer {b.text()!r} out of view" for b in offers if not in_view(dock, b)]
    scroll = scroll_of(dock)
    if scroll is not None and scroll.horizontalScrollBar().maximum() > 0:
        bad.append(f"the roll scrolls sideways: {scroll.widget().minimumSizeHint().width()} px in"
                   f" {scroll.viewport().width()} ({widest(scroll.widget(), scroll.viewport().width())})")
    return bad


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("layout", ["normal", "fight"])
@pytest.mark.parametrize("demo", list(DEMOS))
def test_nothing_sideways_nothing_out_of_view_on_a_laptop(qtbot, tmp_path, demos, demo, layout, lang):
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos[demo], LAPTOP)
    try:
        assert window.size().width() == LAPTOP[0]
        if layout == "fight":
            window.fight_layout.action.trigger()
        settle()
        keys = Keys(qtbot)
        problems = sideways(window)
        problems += skills_cut(window)
        problems += threat_out_of_view(window, keys)
        problems += roll_out_of_view(window, keys)
        assert problems == [], "\n".join(problems)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
