"""Time passes (Ctrl+Shift+T) by keys: the rolls the time calls for are said on the form as the time
is typed, for whom and how many, and in the time's log line, which Ctrl+Z takes back.  AFMBE
unisystem §5: "La carga pesada ... cuesta 1D4 Puntos de Resistencia cada dos minutos"; twdu: "You must
make a new opposed roll against the poison each hour".  The form said nothing of either."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_twdu_time_passes_says_death_keys import pass_time
from tests.unit.services.twdu_party import set_state

HEAVY = ("Ann: Heavy load for 10 min: 5d4 Endurance due (1d4 every 2 min); roll it in the dice dock: "
         "Endurance loss, Carrying the current load, 10 minutes.")


def test_a_heavy_load_s_endurance_is_said_on_the_form_and_in_the_log(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"dex": 3, "con": 2})
    ann = ids(window)["Ann"]
    window.selection.select_character(ann)
    dock = choose_kind(qtbot, window, "Load carried")
    load = dock.form.inputs["load"]
    tab_to(qtbot, load)
    pick_with_keys(qtbot, load, "Heavy load")
    roll_faces(qtbot, dock, "")
    settle()
    said = pass_time(qtbot, window, "10")
    assert said and HEAVY in said[0], said
    qtbot.waitUntil(lambda: render_event(services.campaign.events()[-1]).startswith("10 min pass"))
    event = services.campaign.events()[-1]
    assert render_event(event) == "10 min pass — " + HEAVY
    # the roll set up in the dice dock: Ann's Endurance loss, carrying the load, the 10 minutes passed
    dice = window.docks["diceDock"]
    qtbot.waitUntil(lambda: dice.kind_combo.currentText() == "Endurance loss" and dice.form is not None)
    assert dice.form.values()["activity"] == "load" and dice.form.values()["duration"] == 10
    assert window.selection.character_id == ann
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: any(e.id == event.id and e.undone for e in services.campaign.events()))


def test_a_poisoned_character_s_hourly_rolls_are_said_on_the_form(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Mia", "pc", services.ruleset.new_sheet())
    mia = next(int(c.id) for c in services.characters.characters())
    set_state(services, mia, poisoned=True)
    services.campaign.forget()
    settle()
    said = pass_time(qtbot, window, "2h")
    poison = ("Mia: Poisoned: 2 hourly rolls of Endure against the poison due; in the dice dock: Poison (Endure "
              "against Toxicity) (−1 die while poisoned; one Medicine roll each hour adds its successes).")
    assert said and poison in said[0], said
    qtbot.waitUntil(lambda: render_event(services.campaign.events()[-1]) == "2 hours pass — " + poison)
    dice = window.docks["diceDock"]  # the poison's roll set up for Mia
    qtbot.waitUntil(lambda: dice.kind_combo.currentText() == "Poison (Endure against Toxicity)")


def test_the_rolls_due_wrap_and_the_form_stays_on_the_screen(qtbot, tmp_path):
    # two long lines, in Russian the longest: unwrapped the form grew wider than the screen
    from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

    from tests.gui.helpers import when_dialog_opens
    from ui import i18n

    assert i18n.set_language("ru")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        for name in ("Mia", "Ben"):
            assert services.characters.create(name, "pc", services.ruleset.new_sheet())
        mia, ben = (int(c.id) for c in services.characters.characters())
        set_state(services, mia, poisoned=True)
        set_state(services, ben, sick=True)
        services.campaign.forget()
        seen: dict[str, object] = {}

        def answer(dialog) -> None:  # noqa: ANN001
            try:
                assert isinstance(dialog, QInputDialog)
                line = dialog.findChild(QLineEdit)
                qtbot.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
                qtbot.keyClicks(line, "2d")
                qtbot.wait(50)
                seen["said"] = dialog.labelText()
                seen["width"] = max(dialog.frameGeometry().width(), dialog.sizeHint().width())
                seen["screen"] = dialog.screen().availableGeometry().width()
            finally:
                dialog.reject()

        activate(qtbot, window)
        when_dialog_opens(answer)
        qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: "width" in seen and QApplication.activeModalWidget() is None)
        assert "Mia: Отравление: положено 48 ежечасных бросков Стойкости" in str(seen["said"])
        assert "Ben: Болезнь: положено 2 ежедневных броска болезни" in str(seen["said"])
        assert int(seen["width"]) <= min(700, int(seen["screen"])), seen
    finally:
        i18n.set_language("en")
