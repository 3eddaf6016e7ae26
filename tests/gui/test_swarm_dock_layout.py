"""The swarm dock in front, as the GM rolls a round: the last round's box shows and hides a dozen
widgets (the picks, the pushes, the Threat choice).  Each one shown in the window on screen laid
out every layout above it at once; the box now changes them hidden and is shown once."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from tests.gui.test_swarm_dock import pick, raise_threat, type_into
from tests.gui.test_threat_dock import make_window
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


class Resizes(QObject):
    """How many times the box is resized: once for each layout pass of the window above it."""

    def __init__(self, box: QWidget) -> None:
        super().__init__(box)
        self.count = 0
        box.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self.count += 1
        return False


def lost_round(qtbot, window, ids):
    dock = window.docks["swarmDock"]
    dock.raise_()
    raise_threat(qtbot, window, 3)
    type_into(qtbot, dock.dead, "30")
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    pick(dock.round_box.rollers[0][0], ids["Ana"])
    pick(dock.round_box.rollers[0][1], "ranged_combat")
    for (_, faces), typed in zip(dock.round_box.plan_labels, ["6 6 1 2 3 4 5", "2 2 2 2 2", "2 2 2"], strict=True):
        faces.setFocus()
        qtbot.keyClicks(faces, typed)
    return dock


def test_a_lost_round_shows_the_picks_and_pushes_with_one_layout_pass(qtbot, tmp_path):
    window, _, ids = make_window(qtbot, tmp_path)
    dock = lost_round(qtbot, window, ids)
    resizes = Resizes(dock.outcome_box)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert window.services.swarm.fight().pending == "loss_picks"
    assert dock.outcome_box.push_buttons[0].isVisible() and dock.outcome_box.apply_picks.isVisible()
    assert all(check.isVisible() for check in dock.outcome_box.pick_boxes.values())
    assert not dock.outcome_box.details.isVisible()  # the dice give way to the picks
    assert resizes.count <= 2, resizes.count  # a layout pass for each widget shown: 5
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undone: the picks go
    assert window.services.swarm.fight().pending != "loss_picks"
    assert not dock.outcome_box.push_buttons[0].isVisible() and not dock.outcome_box.apply_picks.isVisible()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_lost_rounds_pushes_fit_the_dock_on_a_laptop(qtbot, tmp_path, lang):
    """At 1366x768 the push buttons (a name, then the odds) fit the dock's width: the Russian
    buttons on one line were wider than the dock, which then scrolled sideways, cutting them."""
    try:
        i18n.set_language(lang)
        window, _, ids = make_window(qtbot, tmp_path)
        window.showNormal()
        window.resize(1366, 768)
        dock = lost_round(qtbot, window, ids)
        qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        assert all(button.isVisible() for button in dock.outcome_box.push_buttons), lang
        qtbot.wait(20)  # the scroll area sets its bars once the dock has laid itself out
        scroll = dock.findChild(QScrollArea)
        assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width(), lang
        assert not scroll.horizontalScrollBar().isVisible(), lang
    finally:
        i18n.set_language("en")


def test_the_focus_stays_in_the_last_rounds_box_through_a_change(qtbot, tmp_path):
    """The box is hidden a moment while its widgets change: the GM's place in it is kept."""
    window, _, ids = make_window(qtbot, tmp_path)
    dock = lost_round(qtbot, window, ids)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    dock.outcome_box.push_faces.setFocus()
    qtbot.keyClicks(dock.outcome_box.push_faces, "6 6")
    assert window.services.swarm.set_dead(31)  # a change while the GM types the push's dice
    assert dock.outcome_box.push_faces.isVisible() and QApplication.focusWidget() is dock.outcome_box.push_faces
    assert dock.outcome_box.push_faces.text() == "6 6"


class ShowsAndHides(QObject):
    """The times the widgets were hidden or shown."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.count += 1
        return False


def test_a_change_leaves_the_planned_rolls_shown_as_they_were(qtbot, tmp_path):
    """Every refresh hid the planned rolls' lines and fields and showed them again (each shown
    laid out the dock and the window); now each is set once, to what it ends as."""
    window, _, ids = make_window(qtbot, tmp_path)
    dock = lost_round(qtbot, window, ids)
    shown = [w for pair in dock.round_box.plan_labels for w in pair] + list(dock.round_box.plan_mods)
    visible = [w.isVisible() for w in shown]
    assert sum(visible) >= 6  # three rolls: their lines and dice fields
    watch = ShowsAndHides(shown)
    assert window.services.swarm.set_dead(31)  # the swarm changes; the same three rolls
    assert [w.isVisible() for w in shown] == visible
    assert watch.count == 0


def test_a_change_that_leaves_the_boxs_widgets_hides_nothing(qtbot, tmp_path):
    """A damage or a count of the dead while the GM picks: the box is not hidden and shown again
    (that laid the dock and the window out at every change with the dock in front)."""
    window, _, ids = make_window(qtbot, tmp_path)
    dock = lost_round(qtbot, window, ids)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert dock.outcome_box.isVisible() and dock.outcome_box.apply_picks.isVisible()
    watch = ShowsAndHides([dock.outcome_box])
    assert window.services.swarm.set_dead(31)
    assert window.services.characters.damage(ids["Ben"], {"damage": 1, "source": "attack", "armor": False})
    assert watch.count == 0
    assert dock.outcome_box.isVisible() and dock.outcome_box.apply_picks.isVisible()
