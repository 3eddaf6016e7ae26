"""Issue 40, AFMBE's norms demo in a fight at 1366×768, the default layout, the GM's theme: the
tension meter on, + asks why.  The Tension dock stood ~140 px high under the tall dice dock and showed
only "Tension 0 → 1: why? 1–3 or a click; Enter:" cut at its edge, no reason in view; after Esc the
dial was cut, its number behind the dice dock.  Now the dock borrows the room from the dice dock while
it asks (every reason and the question in view), gives it back exactly after, and the dial is whole.

Issue 41, AFMBE's Unisystem demo in a fight at 1366×768 in English, Russian and Spanish: under the dice
dock made tall for the attack's form, the dial shrank to 90 px, «Напряжение» ran over its steps'
numbers, its word («Calma») and its figures were drawn at 8 px, and «Esta sesión» was cut at the view's
edge, the timeline under it.  Every label of the Tension dock is whole in its view and in its room,
nothing it draws under 11 px, meter off or on, in the default layout and in the fight layout (F11),
the dice dock's roll still whole in its own view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QStyle, QStyleOptionButton, QWidget

from app.rules.dice import Dice
from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_threat_reasons_all_in_view_laptop_keys import edges_back, out_of_view, settle
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_every_reason_in_view_and_the_room_given_back(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "afmbe-norms.deadwatch", "afmbe", "norms", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        dock = window.docks["threatDock"]
        assert window.services.threat.set_tension_meter(True) is not False
        dock.refresh()
        for _ in range(3):
            settle(qtbot)
        activate(qtbot, window)
        edges = {name: window.docks[name].geometry().getRect() for name in ("threatDock", "diceDock")}
        tree = window.docks["initiativeDock"].tree
        tree.setFocus()
        qtbot.keyClick(tree, Qt.Key.Key_Plus)
        for _ in range(4):
            settle(qtbot)
        assert dock.pending == 1 and len(dock.reason_buttons) == 3
        missed = [out_of_view(dock, w) for w in (dock.dial, dock.prompt, *(b for _, b in dock.reason_buttons))]
        assert [m for m in missed if m] == [], missed
        assert all(b.isVisible() and b.height() > 0 for _, b in dock.reason_buttons)
        assert dock.prompt.height() >= dock.prompt.heightForWidth(dock.prompt.width()), "the question whole"
        qtbot.keyClick(dock.dial, Qt.Key.Key_Escape)
        for _ in range(4):
            settle(qtbot)
        assert not dock.pending
        assert edges_back(window, edges) == {}, edges
        assert out_of_view(dock, dock.dial) is None, "the dial whole after Esc"
        assert labels_cut(dock) == []
    finally:
        close([window])
        i18n.set_language("en")


#: the dice of the Unisystem fight's initiative: a crawler acts first (its attack's form the tallest)
SEED = 1


def _seen(widget: QWidget, view: QWidget) -> bool:
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def _words_fit(what: str, text: str, box: tuple[QRectF, int, object] | None, arc: QRectF, dial) -> list[str]:  # noqa: ANN001
    """The dial's ``text`` in its box: each word no wider than the box, all its lines within it, the
    box in the dial and clear of the arc's ring (beside it, or inside the ring's opening)."""
    if box is None or not text:
        return [f"{what} {text!r} not drawn"] if text else []
    rect, flags, font = box
    metrics = QFontMetricsF(font)
    bad = [f"{what} word {word!r}: {metrics.horizontalAdvance(word):.0f} > {rect.width():.0f} px"
           for word in text.split() if metrics.horizontalAdvance(word) > rect.width() + 0.5]
    drawn = metrics.boundingRect(rect, flags, text)
    if drawn.height() > rect.height() + 0.5 or not QRectF(dial.rect()).contains(rect):
        bad.append(f"{what} {text!r} needs {drawn.height():.0f} px in {rect} of a {dial.width()}×{dial.height()} dial")
    if dial.beside() and rect.left() < arc.right():
        bad.append(f"{what} {text!r} over the arc ({rect.left():.0f} < {arc.right():.0f})")
    if not dial.beside() and what == "caption" and drawn.width() > dial.inside_width(arc, drawn.top()) + 0.5:
        bad.append(f"caption {text!r} over the ring ({drawn.width():.0f} px)")
    return bad


def labels_cut(dock) -> list[str]:  # noqa: ANN001
    """What the Tension dock shows cut, overlapping or too small to read (empty: every label whole):
    the meter's switch, the timeline's title and figures, the dial's caption and word each in its room
    and in the dock's view; every figure and word of the dial at 11 px at least."""
    view = dock.widget().viewport()
    bad = []
    toggle = dock.meter_toggle
    if toggle.isVisible():
        option = QStyleOptionButton()
        toggle.initStyleOption(option)
        room = toggle.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, toggle).width()
        if toggle.fontMetrics().horizontalAdvance(toggle.text()) > room:
            bad.append(f"switch {toggle.text()!r} elided in {room} px")
    title = dock.timeline_label
    if title.fontMetrics().horizontalAdvance(title.text()) > title.contentsRect().width():
        bad.append(f"{title.text()!r} elided in {title.contentsRect().width()} px")
    box, font = dock.timeline.figure_box()
    if any(QFontMetricsF(font).horizontalAdvance(figure) > box.width() for figure in "036") or font.pixelSize() < 11:
        bad.append(f"the timeline's figures at {font.pixelSize()} px in {box.width():.0f} px")
    for widget in (toggle, title, dock.timeline, dock.dial):
        if widget.isVisible() and not _seen(widget, view):
            bad.append(f"{widget.objectName() or getattr(widget, 'text', str)()!r} out of the dock's view")
    dial = dock.dial
    sizes = dial.text_sizes()
    bad += [f"the dial's {what} at {px} px" for what, px in sizes.items() if px < 11]
    arc = dial.arc_square()
    bad += _words_fit("caption", dial.caption, dial.caption_box(arc, arc.width()), arc, dial)
    bad += _words_fit("name", dial.name, dial.name_box(), arc, dial)
    return bad


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_tension_dock_s_labels_are_whole_in_a_fight_and_in_the_fight_layout(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "afmbe-unisystem.deadwatch", "afmbe", "unisystem", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        services = window.services
        services.campaign.dice = Dice(seed=SEED)  # a zombie's turn first: the dice dock's attack form, tall
        services.initiative.start([c.id for c in services.characters.characters()])
        services.initiative.add_extras("Crawler", 3)
        services.initiative.roll()
        services.initiative.next_turn()
        dock, dice = window.docks["threatDock"], window.docks["diceDock"]
        for _ in range(3):
            settle(qtbot)
        assert dock.height() < 220, "the dice dock no longer squeezes the Tension dock: the test tests nothing"
        assert not dock.meter_toggle.isChecked()
        assert labels_cut(dock) == []  # «Medidor de tensión apagado»
        dock.meter_toggle.setFocus()
        qtbot.keyClick(dock.meter_toggle, Qt.Key.Key_Space)  # the meter on: its word under (or beside) the arc
        for _ in range(3):
            settle(qtbot)
        assert dock.meter_toggle.isChecked() and dock.dial.name
        assert labels_cut(dock) == []
        assert _seen(dice.roll_button, dice.roll_scroll.viewport()), "the dice dock's Roll pushed out of view"
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_F11)  # the fight layout: the Tension dock behind the dice's tab
        dock.raise_()
        for _ in range(3):
            settle(qtbot)
        assert dock.height() > 500 and labels_cut(dock) == []
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_F11)  # back: under the dice dock again
        for _ in range(3):
            settle(qtbot)
        assert labels_cut(dock) == []
    finally:
        close([window])
        i18n.set_language("en")
