"""twdu, Time passes (Ctrl+Shift+T), "2d": Health came back to no one ("A PC or NPC naturally recovers
one point of Health each day, as long as they are able to consume one ration of food during that
day"), the log said nothing of it and nothing asked about food.  Now Enter asks who ate a ration each
day, one box per hurt living character, ticked; Space clears one who had no food (no Health back);
Enter lets the days pass: the tracker's numbers, one log line naming each one's change (the sick one
said: "While you are sick, you don't heal damage"), and Ctrl+Z takes it all back.  By keys, in English,
Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QInputDialog, QLabel, QLineEdit

from tests.gui.helpers import activate, campaign_window, this_test
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from ui import i18n
from ui.docks.log_model import EVENT

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier
LINES = {
    "en": ("2 days pass — Ana: a ration a day for 2 days: Health 1 → 3. Ben is sick: no Health back. "
           "Cara had no ration: no Health back.", "(sick: no Health back)", "2 days pass. Who ate a ration each day?"),
    "ru": ("Проходят 2 дня — Ana: 2 дня по пайку в день: Здоровье 1 → 3. Ben болеет: Здоровье не "
           "возвращается. Cara без пайка: Здоровье не возвращается.", "(болеет: Здоровье не возвращается)",
           "Проходят 2 дня. Кто съедал паёк каждый день?"),
    "es": ("Pasan 2 días — Ana: una ración al día durante 2 días: Salud 1 → 3. Ben sufre una enfermedad: no "
           "recupera Salud. Cara no tuvo ración: no recupera Salud.", "(enfermedad: no recupera Salud)",
           "Pasan 2 días. ¿Quién comió una ración cada día?"),
}


def when_modal(kind_check, action) -> None:  # noqa: ANN001
    """``action(dialog)`` once a modal dialog that ``kind_check`` accepts is up."""
    running = this_test()

    def poll() -> None:
        if not running():
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None or not kind_check(dialog):
            QTimer.singleShot(10, poll)
        else:
            action(dialog)

    QTimer.singleShot(0, poll)


def log_texts(window) -> list[str]:  # noqa: ANN001
    proxy = window.docks["logDock"].proxy
    return [proxy.index(r, EVENT).data() or "" for r in range(proxy.rowCount())]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_two_days_ask_who_ate_and_give_health_back_by_keys(qtbot, tmp_path, lang):
    line, sick_note, question = LINES[lang]
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        for name in ("Ana", "Ben", "Cara", "Dan"):
            assert services.characters.create(name, "pc", services.ruleset.new_sheet())
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        hit = {"source": "attack", "armor": False}
        assert services.characters.damage(ids["Ana"], {**hit, "damage": 2})
        assert services.characters.damage(ids["Ben"], {**hit, "damage": 1, "source": "disease"})  # sick
        assert services.characters.damage(ids["Cara"], {**hit, "damage": 1})
        settle()
        asked: list[list[tuple[str, bool]]] = []
        said: list[str] = []

        def rations(dialog) -> None:  # noqa: ANN001
            try:
                boxes = dialog.findChildren(QCheckBox)
                asked.append([(box.text(), box.isChecked()) for box in boxes])
                said.append(dialog.findChild(QLabel).text())
                qtbot.waitUntil(boxes[0].hasFocus)
                qtbot.keyClick(boxes[0], Qt.Key.Key_Tab)  # Ben
                qtbot.keyClick(boxes[1], Qt.Key.Key_Tab)  # Cara: had no food
                assert boxes[2].hasFocus()
                qtbot.keyClick(boxes[2], Qt.Key.Key_Space)
                qtbot.keyClick(boxes[2], Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        def how_long(dialog) -> None:  # noqa: ANN001
            try:
                line_edit = dialog.findChild(QLineEdit)
                qtbot.waitUntil(line_edit.hasFocus)
                qtbot.keyClick(line_edit, Qt.Key.Key_A, CTRL)
                qtbot.keyClicks(line_edit, "2d")
                when_modal(lambda d: d.objectName() == "rationsDialog", rations)
                qtbot.keyClick(line_edit, Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        when_modal(lambda d: isinstance(d, QInputDialog), how_long)
        qtbot.keyClick(window, Qt.Key.Key_T, CTRL_SHIFT)
        qtbot.waitUntil(lambda: services.characters.character(ids["Ana"]).state["health"] == 3)
        settle()
        # one box per hurt living character (Dan is unhurt), each ticked; the sick one said so
        assert asked == [[("Ana", True), (f"Ben {sick_note}", True), ("Cara", True)]]
        assert said[0].startswith(question), said
        roster = window.docks["charactersDock"]
        health = {name: " ".join(roster.tracks(ids[name]).texts()) for name in ("Ana", "Ben", "Cara")}
        assert "3/3" in health["Ana"] and "2/3" in health["Ben"] and "2/3" in health["Cara"], health
        qtbot.waitUntil(lambda: line in log_texts(window))
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # one action: undone at once
        qtbot.waitUntil(lambda: services.characters.character(ids["Ana"]).state["health"] == 1)
    finally:
        i18n.set_language("en")
