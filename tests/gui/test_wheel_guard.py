"""A wheel turned over a dock scrolls it: the combo boxes and spin boxes the pointer passes keep
their values (and the keyboard focus stays where it was) unless the GM picked the field first.

Played as a GM did at 1366×768: the dice dock's shot form is taller than its place, the GM scrolls
it down with the wheel to reach the distance, and the "Aimed at" box under the pointer went from
"Not aimed" to "Head" on the way (the next roll was then a headshot)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QScrollArea

from app.services.characters import CreateCharacter
from tests.gui.helpers import campaign_window


def kit(services) -> None:  # noqa: ANN001
    services.campaign.execute(CreateCharacter("Kit", "pc"))


def turn_wheel(qtbot, widget, clicks: int) -> None:  # noqa: ANN001
    """The wheel turned ``clicks`` notches (negative: towards the GM, scrolling down) with the
    pointer on ``widget``'s middle, as the window system delivers it (a spontaneous event, which
    Qt hands on to the parents when a widget ignores it)."""
    window = widget.window()
    at = widget.mapTo(window, widget.rect().center())
    step = 120 if clicks > 0 else -120
    for _ in range(abs(clicks)):
        QTest.wheelEvent(window.windowHandle(), at, QPoint(0, step))
        qtbot.wait(1)


def shot_form(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window = campaign_window(qtbot, tmp_path, "gridlimbs", before=kit)
    window.resize(1366, 768)
    dock = window.docks["diceDock"]
    dock.show()
    dock.raise_()
    dock.ensure_built()
    dock.kind_combo.setCurrentIndex(dock.kind_combo.findText("Shot: d(Accuracy)"))
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.findChild(QComboBox, "field_aim") is not None)
    aim = dock.form.findChild(QComboBox, "field_aim")
    scroll = next(s for s in dock.findChildren(QScrollArea) if s.widget() is dock.body)
    dock.resize(dock.width(), 260)  # the dock shorter than its form, as on a laptop beside the others
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0)
    return window, dock, aim, scroll


def test_the_wheel_over_a_field_scrolls_the_dock_and_changes_nothing(qtbot, tmp_path):
    window, dock, aim, scroll = shot_form(qtbot, tmp_path)
    aim.setCurrentIndex(aim.findText("Not aimed (×1.5)"))
    scroll.ensureWidgetVisible(aim)
    qtbot.wait(20)
    window.docks["charactersDock"].tree.setFocus()
    before = scroll.verticalScrollBar().value()
    spins = [s for s in dock.form.findChildren(QAbstractSpinBox)]
    values = [s.value() for s in spins]
    turn_wheel(qtbot, aim, -1)
    assert aim.currentText() == "Not aimed (×1.5)"  # on the sources before: "Head"
    assert scroll.verticalScrollBar().value() > before  # the dock scrolled instead
    assert QApplication.focusWidget() is window.docks["charactersDock"].tree
    for spin in spins:  # the distance, the targets: the wheel passes over them too
        if spin.isVisible():
            turn_wheel(qtbot, spin, 1)
    assert [s.value() for s in spins] == values
    assert QApplication.focusWidget() is window.docks["charactersDock"].tree


def test_a_field_the_gm_picked_takes_the_wheel(qtbot, tmp_path):
    window, dock, aim, scroll = shot_form(qtbot, tmp_path)
    aim.setCurrentIndex(aim.findText("Not aimed (×1.5)"))
    scroll.ensureWidgetVisible(aim)
    qtbot.wait(20)
    aim.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(aim.hasFocus)
    turn_wheel(qtbot, aim, -1)
    assert aim.currentIndex() == aim.findText("Not aimed (×1.5)") + 1


def test_a_form_built_again_is_guarded_too(qtbot, tmp_path):
    """The dice dock builds its form afresh for each kind of roll: the new fields are guarded."""
    window, dock, aim, scroll = shot_form(qtbot, tmp_path)
    kinds = [dock.kind_combo.itemText(i) for i in range(dock.kind_combo.count())]
    other = next(k for k in kinds if k != "Shot: d(Accuracy)")
    dock.kind_combo.setCurrentIndex(dock.kind_combo.findText(other))
    qtbot.wait(20)
    dock.kind_combo.setCurrentIndex(dock.kind_combo.findText("Shot: d(Accuracy)"))
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.findChild(QComboBox, "field_aim") is not None)
    qtbot.wait(20)
    fields = dock.form.findChildren(QComboBox) + dock.form.findChildren(QAbstractSpinBox)
    assert fields
    assert all(f.focusPolicy() == Qt.FocusPolicy.StrongFocus for f in fields)
    aim = dock.form.findChild(QComboBox, "field_aim")
    scroll.ensureWidgetVisible(aim)
    qtbot.wait(20)
    window.docks["charactersDock"].tree.setFocus()
    start = aim.currentIndex()
    turn_wheel(qtbot, aim, -2)
    assert aim.currentIndex() == start


def test_no_field_of_any_dock_takes_the_wheel_unasked(qtbot, tmp_path):
    """Every dock's combo boxes and spin boxes, in each ruleset: none takes the wheel (or the
    focus with it) while the pointer only passes over it."""
    for ruleset in ("twdu", "gridlimbs", "afmbe", "d10under"):
        window = campaign_window(qtbot, tmp_path / ruleset, ruleset, before=kit)
        for dock in window.docks.values():
            dock.ensure_built()
        qtbot.wait(20)
        fields = [f for kind in (QComboBox, QAbstractSpinBox) for f in window.findChildren(kind)]
        in_docks = [f for f in fields if any(d.isAncestorOf(f) for d in window.docks.values())]
        assert len(in_docks) >= 5
        taking = [f.objectName() or type(f).__name__ for f in in_docks
                  if f.focusPolicy() == Qt.FocusPolicy.WheelFocus]
        assert taking == [], ruleset
        window.close()
