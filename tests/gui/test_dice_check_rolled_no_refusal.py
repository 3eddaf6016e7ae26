"""After a Survival check rolled and passed in the dice dock, its odds line turned red: «Бросить
нельзя: Эта проверка сейчас не нужна…», as if the roll had been refused.  The check just rolled reads
as done, not refused; a check not due for someone else is still refused, and in Russian the reason
after the colon starts in lower case («Бросить нельзя: эта проверка…»)."""

from __future__ import annotations

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, last_log_line, roll_faces
from ui.i18n import set_language


def test_a_check_just_passed_is_not_said_refused(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Ann", "pc", {"str": 2, "con": 2, "wil": 2})
    assert services.characters.create("Bob", "pc", {"str": 2, "con": 2, "wil": 2})
    who = ids(window)
    assert services.characters.damage(who["Ann"], {"amount": 48})
    window.selection.select_character(who["Ann"])
    dock = choose_kind(qtbot, window, "Survival check")
    qtbot.waitUntil(lambda: "%" in dock.odds_label.text())
    roll_faces(qtbot, dock, "9")  # 9 + 2 + 2 − 2 = 11 against 9: passed
    qtbot.waitUntil(lambda: "Survival check: 11 against 9" in last_log_line(window))
    assert "survival" not in services.characters.character(who["Ann"]).state["checks_due"]
    assert "Cannot roll" not in dock.odds_label.text() and "#e04848" not in dock.odds_label.text()
    assert dock.odds_label.text() == "Rolled: the character's state calls for this check no more."
    window.selection.select_character(who["Bob"])
    qtbot.waitUntil(lambda: dock.character_id() == who["Bob"])
    # another roller opens on his own first roll: the GM picks the check for Bob
    choose_kind(qtbot, window, "Survival check")
    assert dock.character_id() == who["Bob"]
    assert "Cannot roll: that check is not due" in dock.odds_label.text()
    try:
        set_language("ru")
        dock.refresh_odds()
        assert "Бросить нельзя: эта проверка" in dock.odds_label.text()
    finally:
        set_language("en")
