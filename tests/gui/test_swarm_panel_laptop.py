"""Issue 40: the twdu swarm panel on a 1366×768 laptop, in the F11 fight layout (its narrowest
place), through a lost round (the picks, the pushes) and a won one (the Threat Level): it never
scrolls sideways ("екратить", "унд 1: 4 против угрозы роя 5"), no text is cut at the view's edge
or inside its widget, and every typed-dice field reads a pool of 8 dice whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)

from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import widest
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_swarm_dock import pick
from ui import i18n
from ui.dock_goto import go_to
from ui.widgets.placeholder_fit import text_room
from ui.widgets.wrap_button import WrapButton
from ui.widgets.wrap_check import WrapCheckBox

EIGHT_DICE = "6 6 6 6 6 6 6 6"
#: a roll of 9 dice won, all sixes (Ana Reyes's), as the last round's box names it
NAMED = {
    "en": "base dice 6 6 6 6 6 6 6 6 6, stress dice none; in all 9 successes",
    "ru": "базовые кубики 6 6 6 6 6 6 6 6 6, кубиков стресса нет; всего 9 успехов",
    "es": "dados base: 6 6 6 6 6 6 6 6 6; dados de estrés: nada; en total 9 éxitos",
}


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def cut(dock) -> list[str]:  # noqa: ANN001
    """What of the swarm panel is not whole: the panel wider than its view, a widget reaching past
    the view's sides, a one-line text wider than its widget, a typed-dice field too narrow for 8 dice."""
    scroll = dock.findChild(QScrollArea)
    view, inner = scroll.viewport(), scroll.widget()
    bad = []
    if scroll.horizontalScrollBar().maximum() > 0:
        bad.append(f"the panel scrolls sideways: {inner.minimumSizeHint().width()} px in a {view.width()} px view"
                   f" ({widest(inner, view.width())})")
        return bad  # every widget then reaches past the view
    for widget in inner.findChildren(QWidget):
        if not widget.isVisibleTo(inner) or widget.objectName() in ("wrapButtonText", "wrapCheckText"):
            continue
        left = widget.mapTo(view, QPoint(0, 0)).x()
        name = f"{type(widget).__name__}#{widget.objectName()}"
        text = widget.text() if hasattr(widget, "text") else ""
        if left < 0 or left + widget.width() > view.width():
            bad.append(f"{name} {text!r} reaches past the view ({left}..{left + widget.width()} of {view.width()})")
        one_line = (isinstance(widget, QLabel) and not widget.wordWrap()) or (
            isinstance(widget, QAbstractButton) and not isinstance(widget, (WrapButton, WrapCheckBox))
        )
        if one_line and text and widget.sizeHint().width() > widget.width():
            bad.append(f"{name} {text!r} cut: {widget.width()} px where {widget.sizeHint().width()} are needed")
        typed = isinstance(widget, QLineEdit) and not isinstance(widget.parent(), (QAbstractSpinBox, QComboBox))
        if typed and widget.objectName() != "victimDie":  # one die: the victim's
            needed = widget.fontMetrics().horizontalAdvance(EIGHT_DICE)
            if text_room(widget) < needed:
                bad.append(f"{name} shows {text_room(widget)} px of typed dice where 8 dice need {needed}")
    return bad


def roll(window, dock, faces) -> None:  # noqa: ANN001
    """The round as planned, each roll's dice typed: ``faces(n)`` for a roll of n dice."""
    plan, _ = window.services.swarm.odds(dock.round_box.setup())
    for (_, field), planned in zip(dock.round_box.plan_labels, plan.rolls, strict=False):
        field.setText(faces(planned.dice))
    dock.roll_round()
    settle()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_swarm_panel_is_whole_after_each_round_on_a_laptop(qtbot, tmp_path, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    (tmp_path / "demo").mkdir()
    source = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu", None)
    window = open_window(qtbot, tmp_path, source, LAPTOP, fight=False)
    try:
        window.fight_layout.action.trigger()  # F11: three docks side by side, the swarm's the narrowest
        services = window.services
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(14) and services.swarm.start(False)
        dock = window.docks["swarmDock"]
        go_to(dock)
        settle()
        people = {c.name: c.id for c in services.swarm.fighters()}
        chosen = [("Ana Reyes", "ranged_combat", 2), ("Ben Okafor", "close_combat", 1), ("Rook", "close_combat", 0)]
        for (who, skill, extra), (name, key, more) in zip(dock.round_box.rollers, chosen, strict=True):
            pick(who, people[name])
            pick(skill, key)
            extra.setValue(more)
        settle()
        assert cut(dock) == [], "\n".join(cut(dock))
        roll(window, dock, lambda n: " ".join(["6"] + ["2"] * (n - 1)))  # one success a roll: lost
        assert services.swarm.fight().pending == "loss_picks"
        assert any(b.isVisible() for b in dock.outcome_box.push_buttons)
        problems = cut(dock)
        assert problems == [], f"{lang}, the lost round:\n" + "\n".join(problems)
        dock.outcome_box.answer(1)  # Threat +1
        dock.outcome_box.apply_if_ready()
        settle()
        roll(window, dock, lambda n: " ".join(["6"] * n))  # won
        assert services.swarm.fight().pending == "threat_choice"
        assert all(b.isVisible() for b in dock.outcome_box.won_buttons)
        problems = cut(dock)
        assert problems == [], f"{lang}, the won round:\n" + "\n".join(problems)
        # each roll's faces say which dice they are and what the number after them counts (not
        # "стресс 5 → 3", read as the roller's stress going from 5 to 3)
        assert NAMED[lang] in dock.outcome_box.details.text(), dock.outcome_box.details.text()
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
