"""First aid on a Broken PC of the twdu demo, from the fight list: H, Enter.  The heal dialog showed
"Stress removed 1" beside first aid, and first aid removed no stress (the text's first aid gives back
Health alone); it also asked for "Medicine successes" and "Dice" without saying which counts.  Now
each care asks only for what it reads: first aid the Medicine successes (no stress, no dice: it rolls
none); relieving stress the stress removed, which is what it takes away."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import in_dialog
from ui import open_main_window


def _window(qtbot, tmp_path):  # noqa: ANN001, ANN202
    from PySide6.QtCore import QSettings

    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", None)
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    activate(qtbot, window)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Ana Reyes"], who["Ben Okafor"]], name="Gas station")
    assert services.characters.damage(who["Ana Reyes"], {"damage": 3})  # Broken: one stress
    return window, who


def _shown(dialog) -> set[str]:  # noqa: ANN001
    layout = dialog.form.form_layout
    out = set()
    for row in range(layout.rowCount()):
        label = layout.itemAt(row, layout.ItemRole.LabelRole)
        field = layout.itemAt(row, layout.ItemRole.FieldRole)
        if label is not None and field is not None and field.widget() is not None and field.widget().isVisible():
            out.add(label.widget().text())
    return out


def test_first_aid_asks_for_the_medicine_successes_alone_and_leaves_stress_as_it_is(qtbot, tmp_path):
    window, who = _window(qtbot, tmp_path)
    services = window.services
    before = services.characters.character(who["Ana Reyes"]).state
    assert before["health"] == 0 and before["stress"] >= 1
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    window.selection.select_character(who["Ana Reyes"])
    seen: dict[str, object] = {}

    def look(dialog):  # noqa: ANN001, ANN202
        seen["rows"] = _shown(dialog)
        seen["preview"] = dialog.preview.text()
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "rows" in seen)
    rows = seen["rows"]
    assert "Medicine successes" in rows
    assert "Stress removed" not in rows  # first aid removes none
    assert "Dice" not in rows  # it rolls none: the successes are the one number typed
    after = services.characters.character(who["Ana Reyes"]).state
    assert after["health"] == 1
    assert after["stress"] == before["stress"]
    assert seen["preview"] == "First aid: Health 1."


def test_relieving_stress_asks_how_much_and_removes_that_much(qtbot, tmp_path):
    window, who = _window(qtbot, tmp_path)
    services = window.services
    before = services.characters.character(who["Ana Reyes"]).state["stress"]
    keys = Keys(qtbot)
    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    window.selection.select_character(who["Ana Reyes"])
    seen: dict[str, object] = {}

    def relieve(dialog):  # noqa: ANN001, ANN202
        kind = dialog.form.inputs["kind"]
        kind.setFocus()
        kind.setCurrentIndex(kind.findData("stress"))  # "Stress relieved"
        QApplication.processEvents()
        seen["rows"] = _shown(dialog)
        amount = dialog.form.inputs["amount"]
        amount.setFocus()
        amount.selectAll()
        keys.type("1")
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, relieve)
    keys.key(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "rows" in seen)
    assert "Stress removed" in seen["rows"]
    assert "Medicine successes" not in seen["rows"]
    qtbot.waitUntil(lambda: services.characters.character(who["Ana Reyes"]).state["stress"] == before - 1)
