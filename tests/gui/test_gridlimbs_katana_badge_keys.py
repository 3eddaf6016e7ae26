"""The katana's state on the roster row, by keys: Ctrl+Alt+D in a fight shows "Katana being drawn",
the round's end "Katana drawn" (the old roster and fight list showed nothing either way)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def badge_tips(window, cid) -> tuple[str, ...]:  # noqa: ANN001
    badges = window.docks["charactersDock"].badges(cid)
    return badges.tips if badges is not None else ()


def test_draw_in_a_fight_then_the_round_s_end_show_on_the_roster(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    sheet = {**services.ruleset.new_sheet(), "starting_item": "vest",
             "weapons": [{"weapon": "katana", "concealed": True}]}
    assert services.characters.create("Ann", "pc", sheet)
    assert services.characters.create("Zed", "zombie", services.ruleset.new_sheet())
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Ann"], who["Zed"]], name="Mall")
    qtbot.waitUntil(lambda: "Katana concealed: drawing it takes up a round of combat" in badge_tips(window, who["Ann"]))
    window.selection.select_character(who["Ann"])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_ALT)
    qtbot.waitUntil(lambda: any(t.startswith("Katana being drawn") for t in badge_tips(window, who["Ann"])))
    assert services.initiative.end_round()
    qtbot.waitUntil(lambda: "Katana drawn: ready to strike" in badge_tips(window, who["Ann"]))
    assert not any("concealed" in t for t in badge_tips(window, who["Ann"]))
