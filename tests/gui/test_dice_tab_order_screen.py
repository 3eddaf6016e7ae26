"""The dice dock's Tab order follows the screen, top to bottom (it ran Kind of roll → Gear used → … →
Penalty → the typed dice → Push → Secret → Roll, up and down the dock), and a roll set up from
another dock (Space on the Threat panel's "Roll Ben Okafor's single attack") shows its odds beside the
typed dice that take the focus (the odds were scrolled out of sight above them) — at 1366×768 on the
twdu demo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def demo(qtbot, tmp_path, fight=True):  # noqa: ANN001, ANN201
    path = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu")
    window = open_window(qtbot, tmp_path, path, fight=fight)
    ben = next(c.id for c in window.services.characters.characters() if c.name == "Ben Okafor")
    return window, window.docks["diceDock"], ben


def whole_in_view(dock, widget: QWidget) -> bool:  # noqa: ANN001
    view = dock.roll_scroll.viewport()
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


def test_tab_runs_down_the_dice_dock_as_it_reads(qtbot, tmp_path):
    window, dock, ben = demo(qtbot, tmp_path, fight=False)  # the roller follows the selection
    try:
        window.selection.select_character(ben)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # the kind of roll
        keys.key(Qt.Key.Key_K, CTRL)
        count = int(dock.parts_label.text().split(" × ")[0])  # "4 × d6 = Agility 3 + Mobility 1"
        keys.type(" ".join(["2"] * count))
        keys.key(Qt.Key.Key_Return)  # no six: the push is offered, with the focus
        push = dock.result_view.buttons["push"]
        assert QApplication.focusWidget() is push
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)
        keys.key(Qt.Key.Key_Tab, SHIFT)  # who rolls, the dock's first field
        reached: list[QWidget] = []
        while QApplication.focusWidget() not in reached and dock.isAncestorOf(QApplication.focusWidget()):
            reached.append(QApplication.focusWidget())
            keys.key(Qt.Key.Key_Tab)
        body = dock.body
        places = [(w.mapTo(body, QPoint(0, 0)).y(), w.mapTo(body, QPoint(0, 0)).x(), w.objectName()) for w in reached]
        names = [name for _, _, name in places]
        assert names[:2] == ["characterCombo", "kindCombo"]
        # what is rolled, its form, then the faces, Secret, Roll and the result's offers
        at = names.index("facesEdit")
        assert names[at:at + 4] == ["facesEdit", "secretCheck", "rollButton", "followUp_push"]
        inputs = [reached.index(w) for w in dock.form.inputs.values() if w in reached]
        assert inputs and max(inputs) < at, names
        assert dock.form.inputs["item"] in reached and dock.recent_list in reached
        for (y0, x0, a), (y1, x1, b) in zip(places, places[1:], strict=False):  # down the rows, along each
            assert y1 > y0 or (abs(y1 - y0) < 10 and x1 > x0), f"Tab goes from {a} up to {b}: {names}"
    finally:
        close([window])


def test_a_single_attack_s_roll_set_up_from_the_threat_panel_shows_its_odds(qtbot, tmp_path):
    window, dock, ben = demo(qtbot, tmp_path)
    try:
        threat = window.docks["threatDock"]
        keys = Keys(qtbot)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_Plus)
        keys.type("7")  # instead: a single attack
        keys.type(str([b.objectName() for _, b in threat.reason_buttons].index(f"victim_{ben}") + 1))
        settle(qtbot)
        bar = dock.roll_scroll.verticalScrollBar()
        bar.setValue(bar.maximum())  # the dice dock left scrolled down to its inputs
        assert QApplication.focusWidget() is threat.single_roll.button
        keys.key(Qt.Key.Key_Space)  # the roll in the dice dock, the focus on its typed dice
        settle(qtbot)
        assert QApplication.focusWidget() is dock.faces_edit and dock.character_id() == ben
        assert dock.odds_label.text().startswith("Success")
        assert whole_in_view(dock, dock.odds_label) and whole_in_view(dock, dock.faces_edit)
        window.grab().save(str(tmp_path / "odds.png"))
    finally:
        close([window])
