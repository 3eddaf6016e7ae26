"""twdu from the keyboard: an injury's penalty ends when its recovery time has passed ("The GM rolls
a die for recovery time secretly … When the recovery time has passed, the penalty is removed").
Session → Time passes (Ctrl+Shift+T) asks the minutes; a minute short of the recovery time the
penalty still takes its dice off the dice dock's odds, the last minute removes it: one log line, the
row's badge says so, the odds come back; Ctrl+Z puts the penalty back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, pick_with_keys, tab_to
from tests.gui.test_twdu_days_heal_keys import when_modal

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier


def pass_minutes(qtbot, window, minutes: int | str, rations: bool = False) -> None:
    """Ctrl+Shift+T, the time typed over the offered 10 (minutes, or "3 d"), Enter; ``rations``: whole
    days heal one hurt, and the question who ate is answered by Enter, as ticked."""
    asked: list[str] = []

    def eaten(dialog) -> None:  # noqa: ANN001
        try:
            qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    def answer(dialog) -> None:  # noqa: ANN001
        try:
            assert isinstance(dialog, QInputDialog)
            asked.append(dialog.labelText())
            dialog.activateWindow()
            spin = dialog.findChild(QLineEdit)
            qtbot.waitUntil(spin.hasFocus)  # the time's box takes the keys as the dialog opens
            qtbot.keyClick(spin, Qt.Key.Key_A, CTRL)
            qtbot.keyClicks(spin, str(minutes))
            if rations:
                when_modal(lambda d: d.objectName() == "rationsDialog", eaten)
            qtbot.keyClick(spin, Qt.Key.Key_Return)
        finally:  # a dialog that went wrong fails the test instead of waiting for keys
            if dialog.isVisible():
                dialog.reject()

    activate(qtbot, window)
    when_dialog_opens(answer)
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL_SHIFT)
    assert asked == ["How long? Minutes, or with h for hours, d for days (3 h, 2 d)"]


def badge_tips(window, cid) -> str:
    return " ".join(window.docks["charactersDock"].badges(cid).tips)


def test_the_recovery_time_passed_by_keys_removes_the_penalty(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ben", "pc", {"strength": 4, "close_combat": 3})
    ben = ids(window)["Ben"]
    assert services.characters.damage(ben, {"damage": 3, "source": "attack", "armor": False,
                                            "injury_name": "Cracked ribs", "injury_penalty": 2,
                                            "injury_recovery_unit": "hours"})
    [injury] = services.characters.character(ben).state["injuries"]
    hours, down = injury["recovery"], services.characters.character(ben).state["broken_minutes"]
    window.selection.select_character(ben)
    pass_minutes(qtbot, window, down)  # "gets back up with Health 1 after D6 minutes"; the injury stays
    assert services.characters.character(ben).state["health"] == 1
    dock = choose_kind(qtbot, window, "Skill roll")
    skill = dock.form.inputs["skill"]
    tab_to(qtbot, skill)
    pick_with_keys(qtbot, skill, "Close Combat")
    # Strength 4 + Close Combat 3 − Cracked ribs 2 = 5 dice and the stress die of the fall:
    # 1 − (5/6)^6 = 66.5%
    qtbot.waitUntil(lambda: "Success 66.5%" in dock.odds_label.text())

    pass_minutes(qtbot, window, hours * 60 - down - 1)
    assert "Success 66.5%" in dock.odds_label.text()  # a minute short: the penalty stays
    assert "healed" not in badge_tips(window, ben)

    pass_minutes(qtbot, window, 1)
    assert last_log_line(window).endswith(
        "Ben: Cracked ribs has healed: the recovery time has passed; −2 dice removed.")
    assert last_log_line(window).startswith("1 min pass")
    assert "healed (no penalty)" in badge_tips(window, ben)
    # 7 dice and the stress die: 1 − (5/6)^8 = 76.7%
    qtbot.waitUntil(lambda: "Success 76.7%" in dock.odds_label.text())

    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: "Success 66.5%" in dock.odds_label.text())
    assert "healed" not in badge_tips(window, ben)


def test_days_are_typed_as_days_and_said_as_days(qtbot, tmp_path):
    """Three days of a recovery were typed as 4320 minutes and logged "4320 min pass": "3 d" is three
    days, the log says so; what is no time is refused in the status bar and changes nothing."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ben", "pc", {"strength": 4, "close_combat": 3})
    ben = ids(window)["Ben"]
    assert services.characters.damage(ben, {"damage": 3, "source": "attack", "armor": False,
                                            "injury_name": "Cracked ribs", "injury_penalty": 1,
                                            "injury_recovery_unit": "hours"})
    window.selection.select_character(ben)
    before = len(services.campaign.events())
    pass_minutes(qtbot, window, "45 d")  # past the month a time may pass at once
    assert len(services.campaign.events()) == before
    assert "is no time to pass" in window.statusBar().currentMessage()
    pass_minutes(qtbot, window, "2 h")
    assert last_log_line(window).startswith("2 hours pass")
    pass_minutes(qtbot, window, "3d", rations=True)  # Battered Ben: who ate is asked
    assert last_log_line(window).startswith("3 days pass")
    assert "healed (no penalty)" in badge_tips(window, ben)  # a recovery of hours is over in 3 days
