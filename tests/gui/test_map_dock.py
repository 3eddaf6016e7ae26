"""The map dock played from the keyboard: a fight placed on the map, a move planned with the arrows
and made with Enter, a grenade aimed with G and the arrows and thrown with Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from app.services.initiative import StartEncounter
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from ui.docks.initiative_dock import TRACKS
from ui.widgets.tracks_delegate import TRACKS_ROLE

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def create(window, name, kind="pc", **sheet):
    services = window.services
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet})
    return next(c.id for c in services.characters.characters() if c.name == name)


def log_lines(window, count):
    return [render_event(e) for e in window.services.campaign.events()[-count:]]


def keys(qtbot, window, *presses):
    view = window.docks["mapDock"].view
    for press in presses:
        key, mods = press if isinstance(press, tuple) else (press, Qt.KeyboardModifier.NoModifier)
        qtbot.keyClick(view, key, mods)


def torso_on_tracker(window, name):
    tree = window.docks["initiativeDock"].tree
    for i in range(tree.count()):
        if tree.text(i, 1).startswith(name) or tree.text(i, 0).startswith(name):
            return [t for t, *_ in tree.cell(i, TRACKS, TRACKS_ROLE) if t.startswith("Torso")][0]
    raise AssertionError(name)


def test_a_move_and_a_grenade_from_the_keyboard(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", speed=10, stamina=5, strength=4, starting_item="grenades", max_hp=20)
    zed1 = create(window, "Zombie 1", "zombie", max_hp=30)
    zed2 = create(window, "Zombie 2", "zombie", max_hp=30)
    services.battle_map.set_size(16, 6)
    services.battle_map.place({ana: (0, 2), zed1: (6, 2), zed2: (7, 3)})
    services.campaign.execute(StartEncounter([ana, zed1, zed2]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)  # Fight → Battle map: the map takes the keys
    qtbot.waitUntil(dock.view.hasFocus)
    assert dock.modes.selected == ana  # the acting combatant is chosen
    # a move: right, then Shift+Down (down and left)… taken back, Shift+Right (down and right)
    keys(qtbot, window, Qt.Key.Key_Right, (Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier),
         Qt.Key.Key_Backspace, (Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier))
    assert dock.modes.path == [(0, 2), (1, 2), (2, 3)]
    assert "Ana to C4: Walks 2.5 tiles" not in dock.info.text()  # 2.5 is past a walk of 2
    assert "Sprints 2.5 tiles (2.5 of 10 this turn) for 2.5 stamina." in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_Return)
    assert services.battle_map.battle_map().tokens[ana] == (2, 3)
    assert log_lines(window, 1) == [
        "Ana moves A3 → C4 — Sprints 2.5 tiles (2.5 of 10 this turn) for 2.5 stamina."
    ]
    # a grenade: G puts the blast on Ana's tile; three steps right take it to F4
    services.campaign.dice = TypedDice([1, 6])  # radius 10, damage 15
    keys(qtbot, window, Qt.Key.Key_G, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert dock.modes.cursor == (5, 3)
    text = dock.info.text()
    assert "Grenade by Ana at F4: 3 of 4 tiles." in text
    assert "Red: the blast hits everyone within 10 tiles, walls or not: Ana, Zombie 1, Zombie 2." in text
    assert "Orange stripes: 11-15 tiles, if it reaches; no one else is there." in text and "perhaps" not in text
    keys(qtbot, window, Qt.Key.Key_Return)
    tokens = services.battle_map.battle_map().tokens
    # knocked back one tile away from F4: Ana west, Zombie 1 (G3) up and right, Zombie 2 (H4) east
    assert tokens == {ana: (1, 3), zed1: (7, 1), zed2: (8, 3)}
    line = log_lines(window, 1)[0]
    assert line.startswith("Ana throws a grenade at F4 — Blast radius 10 tiles, 15 damage.")
    assert "Damage to Zombie 1: 15" in line and "Knocked back to H2." in line
    assert torso_on_tracker(window, "Zombie 1") == "Torso (main pool) 15/30"
    assert torso_on_tracker(window, "Ana") == "Torso (main pool) 5/20"
    # Edit → Undo takes the throw back: the tokens go back to their tiles
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.battle_map.battle_map().tokens == {ana: (2, 3), zed1: (6, 2), zed2: (7, 3)}
    assert torso_on_tracker(window, "Zombie 1") == "Torso (main pool) 30/30"


def test_a_move_beyond_reach_is_refused_with_the_reason_and_changes_nothing(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", speed=2)  # walk 1, sprint 2
    services.battle_map.set_size(8, 4)
    services.battle_map.place({ana: (0, 0)})
    services.campaign.execute(StartEncounter([ana]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    events = len(services.campaign.events())
    keys(qtbot, window, (Qt.Key.Key_3, Qt.KeyboardModifier.KeypadModifier),
         (Qt.Key.Key_3, Qt.KeyboardModifier.KeypadModifier))  # two diagonals: 3 tiles
    assert ("Ana cannot go there: out of reach: 3 tiles this turn, each diagonal step counting 1.5 tiles (2 on this"
            " path); a walk reaches 1, a sprint 2.") in dock.info.text()
    assert not dock.buttons["move"].isEnabled()  # the plan is refused: its button too; Enter says why
    keys(qtbot, window, Qt.Key.Key_Return)
    assert "Out of reach" in dock.status.text()
    assert services.battle_map.battle_map().tokens[ana] == (0, 0)
    assert len(services.campaign.events()) == events


def test_a_target_picked_on_the_map_gives_the_dice_dock_s_shot_its_real_distance(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", accuracy=4)
    zed = create(window, "Zombie 1", "zombie")
    services.battle_map.set_size(10, 6)
    services.battle_map.place({ana: (0, 0), zed: (5, 1)})  # one diagonal and four straight: 5.5 → 6
    services.campaign.execute(StartEncounter([ana, zed]))
    dock, dice = window.docks["mapDock"], window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_X)  # the next target
    assert ("Ana → Zombie 1: Distance 6 tiles. d4: a shot at a chosen body part hits 0%; "
            "at no part in particular 25% (it reaches 50% further, and always hits the torso).") in dock.info.text()
    assert dice.character_id() == ana
    values = dice.form.values()
    assert (values["distance"], values["diagonal"]) == (6, False)
    # two steps nearer, made with Enter: the dice dock follows the new distance (1.5 + 2 → 4)
    keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return)
    assert dice.form.values()["distance"] == 4
    # having moved this round, Ana shoots with half Accuracy ("move and attack with a ranged weapon
    # in the same turn with half accuracy"): d2 reaches no farther than 3 tiles unaimed
    assert ("Distance 4 tiles. d2: a shot at a chosen body part hits 0%; at no part in particular 0% "
            "(it reaches 50% further, and always hits the torso). Moved this round: half Accuracy.") in dock.info.text()
    assert dice.form.values()["shooter_moved"] is True
    assert dice.odds_label.text().startswith("Hit (cannot hit: out of range")


def test_the_players_map_shows_what_the_gm_shows_and_leaves_hidden_tokens_out(qtbot, tmp_path):
    from ui.widgets.player_map import PlayerMap

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana")
    zed1 = create(window, "Zombie 1", "zombie")
    zed2 = create(window, "Zombie 2", "zombie")
    services.battle_map.set_size(8, 4)
    services.battle_map.place({ana: (0, 0), zed1: (4, 1), zed2: (6, 2)})
    services.campaign.execute(StartEncounter([ana, zed1, zed2]))
    services.player_view.set_reveal(zed1, name=True)
    shown = PlayerMap()
    qtbot.addWidget(shown)
    shown.bind(services)
    assert shown.isHidden()  # the GM has not shown the map yet
    dock = window.docks["mapDock"]
    dock.focus_map()
    dock.players_check.click()  # the GM's choice, one undoable line
    assert render_event(services.campaign.events()[-1]) == "The players' display shows the map"
    shown.refresh()
    assert not shown.isHidden()
    assert shown.view.battle_map.tokens == {ana: (0, 0), zed1: (4, 1)}  # Zombie 2 is not revealed
    fight = services.initiative.view()
    row = next(r for r in fight.combatants if r.character_id == zed1)
    assert services.initiative.mark(int(row.id), "hidden")  # kept from the players in the fight
    shown.refresh()
    assert shown.view.battle_map.tokens == {ana: (0, 0)}


def test_a_token_dragged_shows_the_cost_on_the_way_and_moves_on_the_drop(qtbot, tmp_path):
    from PySide6.QtCore import QPointF

    from ui.docks.map_scene import TILE

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana", speed=10)  # walk 2
    services.battle_map.set_size(8, 4)
    services.battle_map.paint([(1, 0), (1, 1)], "wall")
    services.battle_map.place({ana: (0, 0)})
    services.campaign.execute(StartEncounter([ana]))
    dock = window.docks["mapDock"]
    dock.focus_map()
    view = dock.view

    def at(tile):
        return view.mapFromScene(QPointF(tile[0] * TILE + TILE / 2, tile[1] * TILE + TILE / 2))

    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at((0, 0)))
    qtbot.mouseMove(view.viewport(), at((2, 1)))
    # round the wall's end: down, then two diagonals (1 + 1.5 + 1.5): more than Ana's stamina
    assert dock.modes.path == [(0, 0), (0, 1), (1, 2), (2, 1)]
    assert ("Ana cannot go there: not enough stamina: this sprint costs 4 (1 a tile, each diagonal step 1.5: 2 on "
            "this path), 2 left; a round without") in dock.info.text()
    qtbot.mouseMove(view.viewport(), at((0, 2)))
    assert "Ana to A3: Walks 2 tiles (2 of 2 this turn)." in dock.info.text()
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at((0, 2)))
    assert services.battle_map.battle_map().tokens[ana] == (0, 2)
    assert log_lines(window, 1) == ["Ana moves A1 → A3 — Walks 2 tiles (2 of 2 this turn)."]


def test_the_map_s_window_keys_are_its_own(qtbot, tmp_path):
    from PySide6.QtGui import QAction

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    fight = {a.text().replace("&", ""): a.shortcut().toString() for a in window.fight_menu.actions()}
    assert fight["Battle map"] == "Ctrl+Alt+M" and fight["Place the fight on the map"] == "Ctrl+Alt+P"
    keys_of = [k.toString() for a in window.findChildren(QAction) for k in a.shortcuts() if not k.isEmpty()]
    assert [k for k in set(keys_of) if keys_of.count(k) > 1 and k in ("Ctrl+Alt+M", "Ctrl+Alt+P", "Ctrl+9")] == []
    assert window.docks["mapDock"].toggleViewAction().isVisible()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_demo_s_map_fits_a_laptop_screen_whole_in_every_language(qtbot, tmp_path, lang):
    from PySide6.QtWidgets import QApplication

    from tests.gui.test_layout import body_of, laptop_window
    from ui import i18n
    from ui.docks.map_scene import TILE

    try:
        i18n.set_language(lang)
        window = laptop_window(qtbot, tmp_path, "gridlimbs")
        dock = window.docks["mapDock"]
        dock.raise_()
        qtbot.waitUntil(dock.on_screen)
        QApplication.processEvents()
        body, room = body_of(dock)
        assert body.minimumSizeHint().width() <= room, f"the map dock is cut off in {lang}"
        view = dock.view
        assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
        assert view.transform().m11() * TILE >= 24  # the demo's 14 × 8 tiles, each big enough to read
        assert len(view.battle_map.tokens) == 4
    finally:
        i18n.set_language("en")


def test_numbered_copies_are_told_apart_on_their_tokens():
    from ui.docks.map_scene import short_names

    labels = short_names({1: "Zombie 1", 2: "Zombie 12", 3: "Walker 1", 4: "Wanderer 1", 5: "Ana", 6: "Anatoly"})
    assert labels == {1: "Z1", 2: "Z12", 3: "Wal1", 4: "Wan1", 5: "Ana", 6: "Anat"}


def test_the_map_is_painted_from_the_keyboard_too(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    services.battle_map.set_size(6, 4)
    dock = window.docks["mapDock"]
    dock.focus_map()
    dock.edit_button.click()
    dock.paint.setCurrentIndex(dock.paint.findData("wall"))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, (Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier))  # the brush to B2
    assert "Space paints B2" in dock.info.text()
    keys(qtbot, window, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert services.battle_map.battle_map().cells == {(1, 1): "wall", (2, 1): "wall"}
    assert log_lines(window, 1) == ["Map: C2 (1 tile) set to Wall"]
    dock.edit_button.click()  # done editing: the arrows plan moves again, nothing is painted
    assert dock.paint_kind() == ""


def test_the_players_display_shows_the_map_while_the_gm_shows_it(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana")
    services.battle_map.set_size(8, 4)
    services.battle_map.place({ana: (1, 1)})
    controller = window.player
    controller.set_shown(True)
    display = controller.display
    qtbot.waitUntil(display.isVisible)
    assert display.stack.currentWidget() is display.content  # the threat and the fight, as ever
    assert services.battle_map.show_to_players(True)  # the GM's choice (an undoable action)
    assert display.stack.currentWidget() is display.map
    assert display.map.view.battle_map.tokens == {ana: (1, 1)}
    display.set_blackout(True)
    assert display.stack.currentWidget() is display.black
    display.set_blackout(False)
    assert services.campaign.undo()  # the GM takes it back: the screen as before
    assert display.stack.currentWidget() is display.content
    controller.set_shown(False)


def test_g_with_no_grenade_says_only_the_refusal(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    kit = create(window, "Kit", strength=4, starting_item="vest", max_hp=20)
    zed = create(window, "Zombie 1", "zombie", max_hp=30)
    services.battle_map.set_size(16, 6)
    services.battle_map.place({kit: (0, 2), zed: (6, 2)})
    services.campaign.execute(StartEncounter([kit, zed]))
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    keys(qtbot, window, Qt.Key.Key_G)  # refused at G: nothing aimed, the arrows still move Kit
    assert dock.status.text() == "Kit cannot throw a grenade: no grenade left."
    text = dock.info.text()
    assert "throws" not in text and "The blast hits" not in text and "Red:" not in text
    assert dock.modes.mode == "move" and not dock.view.overlay_drawn.sure


def test_the_hint_leaves_editing_when_editing_ends(qtbot, tmp_path):
    """Ctrl+Alt+B, an arrow, Enter, Ctrl+Alt+B again: the size fields go, and the hint under
    the map no longer says "Editing: drag a token…"."""
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ana = create(window, "Ana")
    services.battle_map.set_size(6, 4)
    services.battle_map.place({ana: (1, 1)})
    dock = window.docks["mapDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_B, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)  # where the arrows move the chosen token
    assert dock.info.text().startswith("Editing: Ana chosen: the arrows move it")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.keyClick(window, Qt.Key.Key_B, CTRL_ALT)
    qtbot.waitUntil(dock.view.hasFocus)
    assert not dock.bar.isVisible()
    assert "Editing" not in dock.info.text(), dock.info.text()
    assert dock.info.text().startswith("Ana is chosen")
