"""A drawn katana put away and drawn again by keys, from the Fight menu (gridlimbs: "All items can be
concealed; however, to draw a concealed katana takes up a round of combat").  Concealing has no cost
in the text: Ctrl+Alt+S puts the selected character's drawn katana away at once, in a fight too and
after a blow; Ctrl+Alt+D draws it again (at once out of a fight, taking the round in one: not a round
already spent on a blow, where it is refused saying so).  One
undoable line in the log each; what cannot be done is said in the status bar and changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.gridlimbs.drawing import drawn_katanas
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_ALT = CTRL | Qt.KeyboardModifier.AltModifier


def fight_menu_texts(window) -> dict[str, tuple[str, bool]]:  # noqa: ANN001
    menu = window.fight_menu
    return {a.objectName(): (a.text(), a.isEnabled()) for a in menu.actions() if a.objectName()}


def test_a_drawn_katana_put_away_and_drawn_again_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {**services.ruleset.new_sheet(), "starting_item": "katana"})
    assert services.characters.create("Bob", "pc", {**services.ruleset.new_sheet(), "starting_item": "vest"})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    window.selection.select_character(who["Ann"])
    activate(qtbot, window)
    shown = fight_menu_texts(window)
    assert shown["actPutAwayWeapon"] == ("Put a drawn katana away", True)
    assert shown["actDrawWeapon"] == ("Draw a concealed katana", True)
    events = len(services.campaign.events())

    def ann():  # noqa: ANN202
        return services.characters.character(who["Ann"])

    qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)  # her starting katana, put away
    assert last_log_line(window) == (
        "Ann: Put a drawn katana away: Puts the katana away, concealed: drawing it again takes up a round of combat")
    assert len(services.campaign.events()) == events + 1
    assert drawn_katanas(ann().sheet, ann().state) == 0
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)  # nothing drawn: said, nothing changed
    assert window.statusBar().currentMessage() == "No katana is drawn: every katana is concealed already."
    assert len(services.campaign.events()) == events + 1
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_ALT)  # out of a fight: drawn at once
    assert "Draw a concealed katana: drawn at once, no fight is running" in last_log_line(window)
    assert drawn_katanas(ann().sheet, ann().state) == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the draw taken back: put away
    assert drawn_katanas(ann().sheet, ann().state) == 0
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # the putting away taken back: drawn as she started
    assert drawn_katanas(ann().sheet, ann().state) == 1 and not ann().state.get("put_away")
    # Bob carries no katana: the keys say so and do nothing
    window.selection.select_character(who["Bob"])
    activate(qtbot, window)
    assert fight_menu_texts(window)["actPutAwayWeapon"][1] is False
    window.docks["charactersDock"].tree.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_D, CTRL_ALT)
    assert window.statusBar().currentMessage() == "Bob carries no weapon to draw."
    assert len(services.campaign.events()) == events + 4  # two actions and their two undos


def test_in_a_fight_putting_away_costs_nothing_and_the_draw_takes_the_round(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Ann", "pc", {**services.ruleset.new_sheet(), "starting_item": "katana"})
    assert services.characters.create("Zed", "zombie", {**services.ruleset.new_sheet("zombie"), "max_hp": 30})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Ann"], who["Zed"]], name="Mall")
    assert services.characters.damage(who["Zed"], {"part": "torso", "weapon": "katana", "attacker_strength": 2},
                                      actor_id=who["Ann"])  # she has struck this round
    window.selection.select_character(who["Ann"])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)  # no cost in the text: at once, after her blow too
    assert "Puts the katana away, concealed" in last_log_line(window)
    put_away = last_log_line(window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_ALT)  # drawing it again takes up a round: this one went to her blow
    assert window.statusBar().currentMessage() == (
        "Has already struck this round: drawing a concealed katana takes up a whole round of combat, so it is "
        "drawn in the next round.")
    assert last_log_line(window) == put_away
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)  # the round's end
    qtbot.waitUntil(lambda: not services.characters.character(who["Ann"]).state.get("fought"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_ALT)  # a round of her own: the draw takes it up
    assert ("Draw a concealed katana: it takes up the round; the katana strikes from the next one"
            in last_log_line(window))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL_ALT)  # being drawn: not out to put away yet
    assert window.statusBar().currentMessage() == (
        "No katana is drawn: the one being drawn is out at the round's end (Undo takes the draw back).")
    assert QApplication.activeModalWidget() is None
    state = services.characters.character(who["Ann"]).state
    assert (state.get("drawing"), state.get("put_away")) == ([-1], [-1])
