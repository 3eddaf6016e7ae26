"""twdu in Russian at 1366×768, the demo: Ben broken (Ctrl+1, Down, Esc, D, 2, Enter) got the roster
row's «Критическая травма (D66)» button beside his badges: the row widened, the roster scrolled
sideways and the others' conditions were cut at its right edge.  The button now goes under the
badges and the roster never scrolls sideways.  In the dice dock, the D66's name field «Название
травмы (из таблицы)» was some 80 px wide beside its long label (a name like «Сломанная рука» could
not be read while typed), kept the last name for the next injury, and the log said «Критическая
травма» three times and "(1 tens, 5 units)"; now the field has the dock's width under its label, is
empty after the roll, and the line names the injury once, "1 ten" («1 decena»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from app.rules.twdu import injury_roll
from app.services import logtext
from app.services.demo import build_demo
from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_afmbe_dice_reach import pick_with_keys, roll_faces
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_dice_tab_order_screen import settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


@pytest.fixture
def russian():  # noqa: ANN201
    assert i18n.set_language("ru")
    yield
    i18n.set_language("en")


def _broken_ben(qtbot, tmp_path):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "demo" / "twdu.deadwatch", "twdu")
    window = open_window(qtbot, tmp_path, path, fight=False)
    services = window.services
    ben = next(c.id for c in services.characters.characters() if c.name == "Ben Okafor")
    for _ in range(6):  # broken, an unnamed critical injury: its D66 due
        if window.docks["charactersDock"].checks(ben) is not None:
            break
        assert services.characters.damage(ben, {"damage": 2, "armor": False})
    settle(qtbot)
    return window, ben


def test_the_d66_button_leaves_the_russian_roster_narrow(qtbot, tmp_path, russian):
    window, ben = _broken_ben(qtbot, tmp_path)
    try:
        roster = window.docks["charactersDock"]
        cell = roster.checks(ben)
        assert cell is not None and [b.text() for b in cell.check_buttons.values()] == ["Критическая травма (D66)"]
        roster.raise_()
        settle(qtbot)
        scroll = roster.widget()
        assert scroll.horizontalScrollBar().maximum() == 0, (
            f"the roster scrolls sideways: {roster.tree.minimumWidth()} px in {scroll.viewport().width()}")
        view = roster.tree.viewport()
        for button in cell.check_buttons.values():
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} cut: {button.width()} px"
            right = button.mapTo(view, QPoint(button.width(), 0)).x()
            assert right <= view.width(), f"{button.text()!r} ends at {right} in a {view.width()} px roster"
    finally:
        close([window])


def test_the_d66_name_field_is_wide_emptied_after_the_roll_and_the_line_says_the_injury_once(
        qtbot, tmp_path, russian):
    window, ben = _broken_ben(qtbot, tmp_path)
    try:
        window.selection.select_character(ben)
        dock = window.docks["diceDock"]
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_D, CTRL | SHIFT)
        pick_with_keys(qtbot, dock.kind_combo, "Критическая травма (D66)")
        qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
        settle(qtbot)
        field = dock.form.inputs["injury_name"]
        name = "Сломанная рука"
        assert field.width() >= field.fontMetrics().horizontalAdvance(name) * 3 // 2, field.width()
        field.setFocus()
        field.insert(name)
        roll_faces(qtbot, dock, "1 5")
        settle(qtbot)
        line = last_log_line(window)
        assert line.count("Критическая травма") == 1, line
        assert "D66 15 (десятки 1, единицы 5) — Сломанная рука." in line, line
        assert dock.form.inputs["injury_name"].text() == ""  # the next injury's name is typed afresh
        row = window.services.characters.character(ben)
        assert any(i.get("name") == name for i in row.state["injuries"])
    finally:
        close([window])


@pytest.mark.parametrize(("lang", "named", "unnamed"), [
    ("en", "D66 11 (1 ten, 1 unit) — Cut.", "D66 11 (1 ten, 1 unit): read entry 11"),
    ("es", "D66 11 (1 decena, 1 unidad) — Cut.", "D66 11 (1 decena, 1 unidad): lee la entrada 11"),
    ("ru", "D66 11 (десятки 1, единицы 1) — Cut.", "D66 11 (десятки 1, единицы 1): прочтите строку 11"),
])
def test_the_d66_line_counts_one_ten(lang, named, unnamed):
    args = {"d66": 11, "tens": 1, "units": 1, "injury": "Cut"}
    try:
        assert i18n.set_language(lang)
        said = [logtext.render(text, args, "rules") for text in (injury_roll.LINE_NAMED, injury_roll.LINE)]
        # a log written before says it too, in its own words
        before = [logtext.render(text, args, "rules") for text in injury_roll.WRITTEN_BEFORE]
    finally:
        i18n.set_language("en")
    assert said[0] == named, said
    assert said[1].startswith(unnamed), said
    assert all(" 1 tens" not in line and "1 decenas" not in line for line in before), before
    assert before[1].endswith(named), before
    assert before[2].startswith(named.split(" —")[0] + ":"), before  # the line before it named where the name goes
