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
#: the time's one log line, each box (the rations each carries: Ana 4, Ben 2, Cara 1), the question
LINES = {
    "en": ("2 days pass — Ana eats 2 rations. Ana: a ration a day for 2 days: Health 1 → 3. Ben eats 2 rations. "
           "Ben is sick: no Health back. Ben: Sick: 2 daily sickness rolls due; in the dice dock: Disease (sickness "
           "roll against Virulence) (−1 die while sick; one Medicine roll each day adds its successes). Cara had no "
           "ration: no Health back.",
           ("Ana (4 rations)", "Ben (2 rations; sick: no Health back)", "Cara (1 ration)"),
           "2 days pass. Who ate a ration each day?"),
    "ru": ("Проходят 2 дня — Ana съедает 2 пайка. Ana: 2 дня по пайку в день: Здоровье 1 → 3. Ben съедает 2 пайка. "
           "Ben болеет: Здоровье не возвращается. Ben: Болезнь: положено 2 ежедневных броска болезни; в панели "
           "кубиков: «Болезнь (бросок болезни против Вирулентности)» (−1 кубик, пока длится болезнь; один бросок "
           "Медицины в день добавляет свои успехи). Cara без пайка: Здоровье не возвращается.",
           ("Ana (4 пайка)", "Ben (2 пайка; болеет: Здоровье не возвращается)", "Cara (1 паёк)"),
           "Проходят 2 дня. Кто съедал паёк каждый день?"),
    "es": ("Pasan 2 días — Ana come 2 raciones. Ana: una ración al día durante 2 días: Salud 1 → 3. Ben come 2 "
           "raciones. Ben sufre una enfermedad: no recupera Salud. Ben: Enfermedad: tocan 2 tiradas diarias de "
           "enfermedad; en el panel de dados: Enfermedad (tirada de enfermedad contra Virulencia) (−1 dado mientras "
           "dure la enfermedad; una tirada de Medicina cada día suma sus éxitos). Cara no tuvo ración: no recupera "
           "Salud.",
           ("Ana (4 raciones)", "Ben (2 raciones; enfermedad: no recupera Salud)", "Cara (1 ración)"),
           "Pasan 2 días. ¿Quién comió una ración cada día?"),
}
RATIONS = {"Ana": 4, "Ben": 2, "Cara": 1, "Dan": 0}


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


def pass_days(qtbot, window, days: str, rations) -> None:  # noqa: ANN001
    """Ctrl+Shift+T, ``days`` typed over the field's text and Enter; ``rations`` answers the rations dialog."""

    def how_long(dialog) -> None:  # noqa: ANN001
        try:
            line_edit = dialog.findChild(QLineEdit)
            qtbot.waitUntil(line_edit.hasFocus)
            qtbot.keyClick(line_edit, Qt.Key.Key_A, CTRL)
            qtbot.keyClicks(line_edit, days)
            when_modal(lambda d: d.objectName() == "rationsDialog", rations)
            qtbot.keyClick(line_edit, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    activate(qtbot, window)
    when_modal(lambda d: isinstance(d, QInputDialog), how_long)
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_SHIFT)

@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_two_days_ask_who_ate_and_give_health_back_by_keys(qtbot, tmp_path, lang):
    line, boxes_said, question = LINES[lang]
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        for name in ("Ana", "Ben", "Cara", "Dan"):
            assert services.characters.create(name, "pc", {**services.ruleset.new_sheet(), "rations": RATIONS[name]})
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
                for _ in range(4):  # Ana's days eaten, Ben, his days, Cara: had no food
                    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
                assert boxes[2].hasFocus()
                qtbot.keyClick(boxes[2], Qt.Key.Key_Space)
                qtbot.keyClick(boxes[2], Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        pass_days(qtbot, window, "2d", rations)
        qtbot.waitUntil(lambda: services.characters.character(ids["Ana"]).state["health"] == 3)
        settle()
        # one box per hurt living character (Dan is unhurt), each ticked; the sick one said so
        assert asked == [[(text, True) for text in boxes_said]]
        # a day eaten spends a ration from the sheet: Ana and Ben ate two each, Cara none
        left = {name: services.characters.character(ids[name]).sheet["rations"] for name in ("Ana", "Ben", "Cara")}
        assert left == {"Ana": 2, "Ben": 0, "Cara": 1}
        assert said[0].startswith(question), said
        roster = window.docks["charactersDock"]
        health = {name: " ".join(roster.tracks(ids[name]).texts()) for name in ("Ana", "Ben", "Cara")}
        assert "3/3" in health["Ana"] and "2/3" in health["Ben"] and "2/3" in health["Cara"], health
        qtbot.waitUntil(lambda: line in log_texts(window))
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # one action: undone at once
        qtbot.waitUntil(lambda: services.characters.character(ids["Ana"]).state["health"] == 1)
        assert services.characters.character(ids["Ana"]).sheet["rations"] == 4  # the rations back too
    finally:
        i18n.set_language("en")


def test_one_ticked_as_fed_with_no_rations_is_refused_and_nothing_changes(qtbot, tmp_path):
    """"A PC that has no food cannot heal": Dan carries no ration, so his box starts clear; the GM
    ticks it anyway (Space) and Enter: refused, said in the dialog under his box, which stays open
    (it closed, the refusal only in the status bar); Escape: no day passes."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Dan", "pc", {**services.ruleset.new_sheet(), "rations": 0})
    dan = int(services.characters.characters()[0].id)
    assert services.characters.damage(dan, {"source": "attack", "armor": False, "damage": 1})
    settle()
    before = len(services.campaign.events())
    asked: list[tuple[str, bool]] = []

    def rations(dialog) -> None:  # noqa: ANN001
        try:
            box = dialog.findChild(QCheckBox)
            qtbot.waitUntil(box.hasFocus)
            asked.append((box.text(), box.isChecked()))
            qtbot.keyClick(box, Qt.Key.Key_Space)  # "he ate": but there is nothing to eat
            qtbot.keyClick(box, Qt.Key.Key_Return)
            settle()
            note = dialog.findChild(QLabel, "rationsNote")
            asked.append((dialog.isVisible(), note.text() if note.isVisible() else ""))
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        finally:
            if dialog.isVisible():
                dialog.reject()

    pass_days(qtbot, window, "1d", rations)
    qtbot.waitUntil(lambda: len(asked) == 2)
    settle()
    assert asked == [("Dan (0 rations)", False),
                     (True, "Dan has 0 rations for 1 day eaten: fewer days, or add rations on the sheet.")], asked
    dan_now = services.characters.character(dan)
    assert (dan_now.state["health"], dan_now.sheet["rations"]) == (2, 0)
    assert len(services.campaign.events()) == before
