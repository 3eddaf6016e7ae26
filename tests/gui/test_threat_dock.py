"""The threat dock in the real window: steps from keys, clicks and the wheel, each with its reason;
the 0-6 clamp; the timeline; avoiding the dead for the selected character; the tension meter."""

from __future__ import annotations

import gc
import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.helpers import activate
from tests.unit.services.twdu_party import lines, twdu_services
from ui import open_main_window


def make_window(qtbot, tmp_path, ruleset="twdu"):
    services, ids = twdu_services(tmp_path, ruleset=ruleset)
    path = services.campaign.store.path
    services.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = open_main_window(str(path), settings)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window, window.docks["threatDock"], ids


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def reasons(dock):
    return [b.text() for _, b in dock.reason_buttons]


def wheel(widget, delta):
    pos = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        pos,
        widget.mapToGlobal(pos),
        QPoint(0, 0),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_a_step_asks_for_its_reason_from_keys_clicks_and_the_wheel(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    dial = dock.dial
    assert (dial.level, dial.caption, dial.name) == (0, "Threat", "Safe")
    assert dial.situation == "You are in a cleared area and safe. For now."

    dial.setFocus()
    qtbot.keyClick(dial, Qt.Key.Key_Plus)
    assert dock.prompt.text() == "Threat 0 → 1: why? 1–8 or a click; Enter: GM's call; Esc: cancel"  # eight reasons
    assert reasons(dock) == [
        "1  Messed up (a walker)",
        "2  Failed to avoid the dead",
        "3  A group the GM placed beforehand",
        "4  Noise, or something else that draws the dead",
        "5  Lost a swarm round",
        "6  GM's call",
        "7  Instead: a single attack from the dead — Threat stays at 0; you pick who suffers it, "
        "and they roll against it",
        "8  Instead: Swarm Size one step up — Threat stays at 0; Swarm Size 0 → 1",
    ]
    assert services.threat.level() == 0  # nothing changes before the reason
    qtbot.keyClick(dial, Qt.Key.Key_4)
    assert services.threat.level() == 1 and not dock.prompt.isVisible()
    assert (dial.level, dial.name) == (1, "Dead around")
    assert lines(services)[-1] == "Threat 0 → 1 (Dead around): Noise, or something else that draws the dead"

    qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(dial.width() - 10, dial.height() // 2))
    button = dock.findChild(QPushButton, "reason_placed_group")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert services.threat.level() == 2
    assert lines(services)[-1] == "Threat 1 → 2 (Dead close by): A group the GM placed beforehand"

    wheel(dial, -120)
    assert dock.prompt.text().startswith("Threat 2 → 1: why?")
    assert reasons(dock) == [
        "1  Won the swarm fight",
        "2  Waited for the dead to leave",
        "3  The dead were lured away",
        "4  GM's call",
    ]
    wheel(dial, 120)  # scrolling to read the reasons does not turn the step round ("2 → 3")
    assert dock.prompt.text().startswith("Threat 2 → 1: why?")
    qtbot.keyClick(dial, Qt.Key.Key_Escape)
    assert services.threat.level() == 2 and not dock.prompt.isVisible()
    qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(10, dial.height() // 2))
    qtbot.keyClick(dial, Qt.Key.Key_Return)
    assert services.threat.level() == 1
    assert lines(services)[-1] == "Threat 2 → 1 (Dead around): GM's call"
    assert dock.timeline.points == [0, 1, 2, 1]


def test_the_fight_menu_keys_work_from_anywhere_and_the_dial_stops_at_6(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    texts = {a.text(): a.shortcut().toString() for a in window.fight_menu.actions()}
    assert texts["Threat up (+)"] == "+" and texts["Threat down (−)"] == "-"
    assert texts["Avoid the dead"] == "Ctrl+Shift+A"
    fight = window.docks["initiativeDock"].tree  # (in the roster + is typed: a name's search)
    fight.setFocus()
    for _ in range(7):
        qtbot.keyClick(fight, Qt.Key.Key_Plus)
        qtbot.keyClick(dock.dial, Qt.Key.Key_1)
    assert services.threat.level() == 6
    # "6." kept on the line of the word before it (a no-break space): never alone on a second line
    assert dock.status.text().replace("\xa0", " ") == "The dial is already at 6: it runs from 0 to 6."
    assert dock.status.text().endswith("to\xa06.")
    assert dock.dial.level == 6 and dock.dial.name == "In your face"
    names = ["Dead around", "Dead close by", "Aware", "Closing in", "Arm's length", "In your face"]
    expected = [f"Threat {n} → {n + 1} ({name}): Messed up (a walker)" for n, name in enumerate(names)]
    expected[2] += " — The dead are alerted: each PC takes 1 stress."  # 2 → 3: the dead are aware
    assert lines(services)[-6:] == expected
    assert lines(services)[-1] == "Threat 5 → 6 (In your face): Messed up (a walker)"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.threat.level() == 5 and dock.dial.level == 5
    assert dock.timeline.points == [0, 1, 2, 3, 4, 5]


def test_avoiding_the_dead_follows_the_selected_character(qtbot, tmp_path):
    window, dock, ids = make_window(qtbot, tmp_path)
    services = window.services
    assert not dock.avoid_button.isEnabled()  # Threat 0
    services.threat.step(+1, "noise")
    assert dock.avoid_button.isEnabled()
    window.selection.select_character(ids["Ana"])
    assert dock.avoid_who.currentText() == "Ana"
    assert dock.avoid_skill.currentText() == "Stealth"
    dock.avoid_faces.setText("2 2 3 4 5 1")
    qtbot.mouseClick(dock.avoid_button, Qt.MouseButton.LeftButton)
    assert lines(services)[-1] == (
        "Ana fails to avoid the dead (Stealth: base dice 2 2 3 4 5 1, stress dice none; in all 0 successes): the GM picks "  # noqa: E501
        "Threat +1 or "
        "a single attack"
    )
    assert dock.avoid_pending.text() == "Ana failed: the GM picks Threat +1 or a single attack."
    assert dock.pick_raise.isVisible() and not dock.avoid_button.isEnabled()
    assert dock.avoid_faces.text() == ""
    qtbot.mouseClick(dock.pick_raise, Qt.MouseButton.LeftButton)
    assert services.threat.level() == 2 and dock.dial.level == 2
    assert lines(services)[-1] == "Ana was noticed: Threat 1 → 2 (Dead close by)"
    assert not dock.pick_raise.isVisible()

    # Ctrl+Shift+A sets the roll up, its dice and odds shown; it rolls nothing until Enter
    before = len(lines(services))
    qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is dock.avoid_faces and len(lines(services)) == before
    assert dock.avoid_plan.label.text().replace("\u00a0", " ") == (
        "Ana, Stealth: 6 × d6, 66.5% to get past; Enter rolls, or reads the dice typed"
    )
    qtbot.keyClicks(dock.avoid_faces, "6 6")
    qtbot.keyClick(dock.avoid_faces, Qt.Key.Key_Return)
    assert dock.status.text() == "This roll takes 6 × d6; 2 typed."
    assert services.threat.level() == 2 and len(lines(services)) == before


def test_a_ruleset_without_threat_switches_on_a_tension_meter(qtbot, tmp_path):
    window, dock, _ = make_window(qtbot, tmp_path, ruleset="d10under")
    services = window.services
    assert dock.meter_toggle.isVisible() and not dock.meter_toggle.isChecked()
    assert not dock.avoid_box.isVisible() and not dock.dial.isEnabled()
    dock.meter_toggle.click()
    assert services.threat.enabled() and dock.dial.isEnabled()
    assert lines(services)[-1] == "Tension meter switched on"
    dock.dial.setFocus()
    qtbot.keyClick(dock.dial, Qt.Key.Key_Plus)
    assert reasons(dock) == [
        "1  A group the GM placed beforehand",
        "2  Noise, or something else that draws the dead",
        "3  GM's call",
    ]
    qtbot.keyClick(dock.dial, Qt.Key.Key_2)
    # the step's word, as the players' display names it
    assert (dock.dial.caption, dock.dial.level, dock.dial.name, dock.dial.situation) == ("Tension", 1, "Uneasy", "")
    assert lines(services)[-1] == "Tension 0 → 1: Noise, or something else that draws the dead"


def test_a_tension_meter_off_reads_off_and_its_words_follow_it_on(qtbot, tmp_path):
    # off, the dial read "Tension 0" as if it stood at 0; once on, the status bar still said it was
    # off; and the Fight menu said "Threat up" where the dial is a tension meter
    window, dock, _ = make_window(qtbot, tmp_path, ruleset="d10under")
    assert dock.dial.caption == "Tension meter off" and dock.dial.name == ""  # no word for a meter off
    assert (dock.act_up.text(), dock.act_down.text()) == ("Tension up (+)", "Tension down (−)")
    window.activateWindow()
    dock.meter_toggle.setFocus()
    qtbot.keyClick(dock.meter_toggle, Qt.Key.Key_Plus)
    assert "The tension meter is off" in window.statusBar().currentMessage()
    dock.meter_toggle.click()
    assert (dock.dial.caption, dock.dial.name) == ("Tension", "Calm")
    assert window.statusBar().currentMessage() == ""
    assert dock.act_up.text() == "Tension up (+)"


def test_the_dial_stands_alone_for_the_player_display(qtbot):
    from ui.widgets.threat_dial import ThreatDial

    shown = ThreatDial(interactive=False)
    qtbot.addWidget(shown)
    asked = []
    shown.stepRequested.connect(asked.append)
    shown.set_level(9, "In your face", "The dead are in your face, surrounding you. Good luck.", "Threat")
    assert shown.level == 6  # clamped to the dial
    assert shown.accessibleName() == "Threat 6 — In your face"
    shown.resize(1200, 800)
    shown.show()
    qtbot.keyClick(shown, Qt.Key.Key_Plus)
    wheel(shown, 120)
    assert asked == []
    big = shown.grab().toImage()
    assert big.width() == 1200 and big.pixelColor(600, 780).name() == "#15171c"

    gm = ThreatDial()
    qtbot.addWidget(gm)
    gm.stepRequested.connect(asked.append)
    gm.show()
    qtbot.keyClick(gm, Qt.Key.Key_Plus)
    qtbot.keyClick(gm, Qt.Key.Key_Minus)
    gm.activateWindow()  # the wheel once the dial has the focus (reached with Tab, or clicked)
    gm.setFocus()
    qtbot.waitUntil(gm.hasFocus)
    wheel(gm, 120)
    assert asked == [1, -1, 1]


def test_the_timeline_draws_a_long_session_as_a_coloured_step_line(qtbot):
    from PySide6.QtGui import QColor

    from ui.widgets.threat_dial import LEVEL_COLOURS, ThreatTimeline

    timeline = ThreatTimeline()
    qtbot.addWidget(timeline)
    timeline.resize(360, 60)
    timeline.set_points([0, 6] * 150 + [3])  # 301 steps in 334 pixels: closer than a dot
    image = timeline.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())}
    for level in (0, 6, 3):  # each level the session visited shows in its own colour
        assert QColor(LEVEL_COLOURS[level]).name() in colours
    # the line ends at the last level, at the right edge: level 3 halfway up
    right, middle = image.width() - 9, image.height() // 2
    assert image.pixelColor(right, middle).name() == QColor(LEVEL_COLOURS[3]).name()


def test_the_avoid_box_names_the_levels_the_ruleset_allows(qtbot, tmp_path, monkeypatch):
    # issue 25: the levels come from the ruleset's threat rules, not from twdu's text
    window, dock, _ = make_window(qtbot, tmp_path)
    assert dock.avoid_box.title() == "Avoid the dead (Threat 1-2)"
    window.close()
    from app.rules.twdu.threat_rules import TwduThreat

    monkeypatch.setattr(TwduThreat, "can_avoid", lambda self, level: level in (1, 3))
    window, dock, _ = make_window(qtbot, tmp_path / "other")
    assert dock.avoid_box.title() == "Avoid the dead (Threat 1, 3)"


def test_from_threat_3_waiting_is_offered_greyed_and_its_digit_says_why(qtbot, tmp_path):
    """REDUCING THE THREAT LEVEL: "At Threat Level 3 and above, the dead know you are there and won't just
    go away ... you'll need to cause some kind of distraction." − at 3: reason 2 (waiting) greyed with why;
    its digit refuses in the dock and the status bar, nothing changed, the question still open; 3 lures
    them away."""
    window, dock, _ = make_window(qtbot, tmp_path)
    services = window.services
    dial = dock.dial
    dial.setFocus()
    for _ in range(3):
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dial, Qt.Key.Key_3)  # a group the GM placed beforehand
    assert services.threat.level() == 3
    count = len(lines(services))
    why = ("At Threat Level 3 and above the dead know you are there and won't just go away: only a "
           "distraction that lures them away lowers it.")
    qtbot.keyClick(dial, Qt.Key.Key_Minus)
    assert reasons(dock) == [
        "1  Won the swarm fight",
        f"2  Waited for the dead to leave — {why}",
        "3  The dead were lured away",
        "4  GM's call",
    ]
    waiting = dock.findChild(QPushButton, "reason_waited_out")
    assert not waiting.isEnabled() and waiting.toolTip() == why
    qtbot.keyClick(dial, Qt.Key.Key_2)
    assert dock.status.text() == why and window.statusBar().currentMessage() == why
    assert services.threat.level() == 3 and dial.level == 3 and len(lines(services)) == count
    assert dock.prompt.isVisible() and dock.prompt.text().startswith("Threat 3 → 2: why?")
    qtbot.keyClick(dial, Qt.Key.Key_3)
    assert services.threat.level() == 2 and not dock.prompt.isVisible()
    assert lines(services)[-1] == "Threat 3 → 2 (Dead close by): The dead were lured away"
    assert dock.status.text() == ""
    qtbot.keyClick(dial, Qt.Key.Key_Minus)  # at 2 the dead may just be waited out
    assert reasons(dock)[1] == "2  Waited for the dead to leave"
    qtbot.keyClick(dial, Qt.Key.Key_2)
    assert services.threat.level() == 1
    assert lines(services)[-1] == "Threat 2 → 1 (Dead around): Waited for the dead to leave"


@pytest.mark.parametrize("caption", ["Tension meter off", "Шкала напряжения выключена", "Medidor de tensión apagado"])
def test_a_long_caption_stays_whole_inside_the_ring_at_a_laptop_s_size(qtbot, caption):
    """«Шкала напряжения выключена» was cut by the ring at 1366×768 ("ла напряжения выключ"): a
    caption too long for one line inside the ring goes on lines of its own there, every word whole."""
    from PySide6.QtGui import QFontMetricsF

    from ui.widgets.threat_dial import ThreatDial

    dial = ThreatDial()
    qtbot.addWidget(dial)
    dial.resize(360, 220)  # the dock's dial on a laptop
    dial.set_level(0, "", "", caption)
    arc, _ = dial._geometry()
    side = arc.width()
    rect, flags, font = dial.caption_box(arc, side)
    needed = QFontMetricsF(font).boundingRect(rect, flags, caption)
    assert rect.contains(needed), (caption, rect, needed)
    assert needed.left() >= arc.left() + side * 0.15 and needed.right() <= arc.right() - side * 0.15  # inside the ring


@pytest.mark.parametrize("caption", ["Threat", "Угроза", "Amenaza", "Tension", "Напряжение", "Tensión"])
@pytest.mark.parametrize(("width", "height", "interactive"),
                         [(900, 1000, False), (600, 700, False), (360, 220, True)], ids=["projector", "tv", "dock"])
def test_the_caption_stays_inside_the_ring_on_the_players_screen_and_in_the_dock(qtbot, caption, width, height,
                                                                                   interactive):
    """«Напряжение» ran over the ring on the players' screen, whose needle takes room outside the
    arc: the caption's every corner is inside the ring's inner edge, at a smaller type if it must."""
    from PySide6.QtGui import QFontMetricsF

    from ui.widgets.threat_dial import ThreatDial

    dial = ThreatDial(interactive=interactive)
    qtbot.addWidget(dial)
    dial.resize(width, height)
    dial.set_level(3, "Tense", "", caption)
    arc, _ = dial._geometry()
    side = arc.width()
    rect, flags, font = dial.caption_box(arc, side)
    drawn = QFontMetricsF(font).boundingRect(rect, flags, caption)
    ring, band = dial._ring(arc)
    inner = ring.width() / 2 - band / 2  # the level's own segment is the widest
    centre = ring.center()
    for corner in (drawn.topLeft(), drawn.topRight()):
        assert math.hypot(corner.x() - centre.x(), corner.y() - centre.y()) < inner, (caption, corner, inner)
    assert font.pixelSize() >= int(side * 0.05)  # no smaller than the steps' numbers


@pytest.mark.parametrize(("code", "tension", "threat"), [("en", "Tension", "Threat"), ("ru", "Напряжение", "Угроза"),
                                                          ("es", "Tensión", "Amenaza")])
def test_the_dock_is_titled_tension_where_it_holds_a_tension_meter(qtbot, tmp_path, code, tension, threat):
    """The grid game's dock read "Threat" over its "Tension 3 · Tense" meter."""
    from tests.gui.helpers import campaign_window
    from ui import i18n

    assert i18n.set_language(code)
    try:
        grid = campaign_window(qtbot, tmp_path / "grid", "gridlimbs")
        assert grid.docks["threatDock"].windowTitle() == tension
        twdu = campaign_window(qtbot, tmp_path / "twdu", "twdu")
        assert twdu.docks["threatDock"].windowTitle() == threat
    finally:
        i18n.set_language("en")


def test_ctrl_7_shows_the_focus_frame_on_the_dial(qtbot, tmp_path):
    # Ctrl+7 put the focus on the dial, and no frame showed where every other Ctrl+digit dock's widget
    # shows the theme's (issues 40/41): the GM could not see where + and − would go
    from PySide6.QtGui import QColor

    from ui.themes import apply_theme

    app = QApplication.instance()
    apply_theme(app, "dark")
    try:
        window, dock, _ = make_window(qtbot, tmp_path)
        dial = dock.dial

        def framed() -> bool:  # the theme's focus colour (#f0c040) down the dial's left edge
            image = dial.grab().toImage()
            edge = [QColor(image.pixel(x, image.height() // 2)) for x in range(3)]
            return any(abs(c.red() - 0xF0) < 24 and abs(c.green() - 0xC0) < 24 and c.blue() < 0x70 for c in edge)

        window.docks["initiativeDock"].tree.setFocus()
        assert not dial.hasFocus() and not framed()
        qtbot.keyClick(window, Qt.Key.Key_7, Qt.KeyboardModifier.ControlModifier)
        assert dial.hasFocus() and framed()
        window.docks["initiativeDock"].tree.setFocus()
        assert not framed()
    finally:
        app.setStyleSheet("")
