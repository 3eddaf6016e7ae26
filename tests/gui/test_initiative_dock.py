"""The initiative dock driven from the keyboard through a whole fight of each mode."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.rules.dice import TypedDice
from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from ui.docks.initiative_dock import INIT, NAME, ORDER, TRACKS, TURN
from ui.widgets.tracks_delegate import TRACKS_ROLE


def window_for(qtbot, tmp_path, ruleset, preset=None, options=None):
    return campaign_window(qtbot, tmp_path, ruleset, preset, options, name="Fight test")


def create(window, name, kind="pc", **sheet):
    services = window.services
    assert services.characters.create(name, kind, {**services.ruleset.new_sheet(), **sheet})
    return next(c.id for c in services.characters.characters() if c.name == name)


def dock_of(window):
    return window.docks["initiativeDock"]


def rows(window):
    tree = dock_of(window).tree
    return [(tree.text(i, NAME), tree.text(i, INIT), tree.text(i, TURN)) for i in range(tree.count())]


def press(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier):
    activate(qtbot, window)
    tree = dock_of(window).tree
    tree.setFocus()
    qtbot.keyClick(tree, key, modifiers)


def select(window, name):
    tree = dock_of(window).tree
    for i in range(tree.count()):
        if tree.text(i, NAME).startswith(name):
            tree.choose_row(i)
            return
    raise AssertionError(name)


def declare_frantic(qtbot, window):
    """Ctrl+Alt+I: the GM declares the fight frantic (AFMBE unisystem), said in the fight's header."""
    press(qtbot, window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert "Frantic combat" in dock_of(window).header.text()


def start_fight(qtbot, window, tick=(), name="Mill"):
    """Ctrl+Shift+F: name the fight, tick ``tick`` (PCs come ticked), Enter."""

    def fill(dialog):
        qtbot.keyClicks(dialog.name, name)
        dialog.list.setFocus()
        for i in range(dialog.list.count()):
            if any(dialog.list.item(i).text().startswith(t) for t in tick):
                dialog.list.setCurrentRow(i)
                qtbot.keyClick(dialog.list, Qt.Key.Key_Space)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def last_line(window):
    return render_event(window.services.campaign.events()[-1])


def test_fight_menu_has_the_actions_with_their_keys(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    menu = [
        (a.text(), a.shortcut().toString()) for a in window.fight_menu.actions() if a.objectName().startswith("act_")
    ]
    assert [
        ("Start fight", "Ctrl+Shift+F"),
        ("End fight", "Ctrl+Alt+F"),
        ("Next turn", "N"),
        ("Previous turn", "Shift+N"),
        ("Roll initiative", "R"),
        ("End round", "Ctrl+Alt+N"),
    ] == [
        m
        for m in menu
        if m[0] in {"Start fight", "End fight", "Next turn", "Previous turn", "Roll initiative", "End round"}
    ]
    assert dock_of(window).header.text() == "No fight running"


def test_afmbe_roll_ties_delay_round_end_and_undo(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "afmbe", "unisystem", {"frantic_combat": True})
    create(window, "Ann", dex=3)
    create(window, "Bob", dex=2)
    create(window, "Rot", "zombie", dex=2)
    start_fight(qtbot, window, tick=("Rot",))
    declare_frantic(qtbot, window)
    dock = dock_of(window)
    assert rows(window) == [("Ann", "—", "Now"), ("Bob", "—", "Waiting"), ("Rot (hidden)", "—", "Waiting")]
    assert dock.hint.text() == "3 fighters have no initiative yet — R rolls it."
    # R: Ann 5+3=8, Bob 6+2=8, Rot 6+2=8 — Ann first by DEX, Bob and Rot tied for the GM to decide;
    # every equal 8 is marked alike (Ann's too: the tie-breaker put her first)
    window.services.campaign.dice = TypedDice([5, 6, 6])
    press(qtbot, window, Qt.Key.Key_R)
    assert rows(window) == [("Ann", "8 =", "Now"), ("Bob", "8 =", "Waiting"), ("Rot (hidden)", "8 =", "Waiting")]
    assert "tie between Bob, Rot: the GM decides" in last_line(window)
    assert "tie between Ann, Bob, Rot: the tie-breaker sets the order, the GM may change it" in last_line(window)
    assert dock.header.text() == "Round 1 · Frantic combat · Ann's turn"
    # the GM decides: Rot before Bob (Ctrl+Up on Rot)
    select(window, "Rot")
    press(qtbot, window, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert [r[0] for r in rows(window)] == ["Ann", "Rot (hidden)", "Bob"]
    # Ann delays (W): Rot is up; N: Bob is up; A on Ann: Ann acts before Bob
    select(window, "Ann")
    press(qtbot, window, Qt.Key.Key_W)
    assert rows(window)[0] == ("Ann", "8 =", "Delaying")
    assert dock.header.text() == "Round 1 · Frantic combat · Rot's turn"
    press(qtbot, window, Qt.Key.Key_N)
    assert dock.header.text() == "Round 1 · Frantic combat · Bob's turn"
    select(window, "Ann")
    press(qtbot, window, Qt.Key.Key_A)
    assert rows(window) == [("Rot (hidden)", "8 =", "Acted"), ("Ann", "8 =", "Now"), ("Bob", "8 =", "Waiting")]
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert dock.header.text() == "Round 1 · Frantic combat · Ann's turn"
    press(qtbot, window, Qt.Key.Key_N)
    # Ctrl+Alt+N: frantic combat burns Endurance for every character (not the zombie), in one action
    before = [window.services.characters.character(c).state["endurance"] for c in (1, 2, 3)]
    window.services.campaign.dice = TypedDice([2, 3])
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert dock.header.text() == "Round 2 · Frantic combat · Rot's turn"
    line = last_line(window)
    assert line.startswith("Round 1 ends; round 2 begins — Bob had not acted; Ann: Frantic combat: 2 Endurance")
    assert "Bob: Frantic combat: 3 Endurance" in line and "Rot: Frantic combat" not in line
    assert window.services.characters.character(3).state["endurance"] == before[2]  # the dead do not tire
    ann_tracks = dock.tree.cell(1, TRACKS, TRACKS_ROLE)
    assert any(text.startswith(f"Endurance {before[0] - 2}/") for text, *_ in ann_tracks)
    assert window.status_round.text() == "Round 2"
    # Ctrl+Z takes the whole end of round back
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dock.header.text() == "Round 1 · Frantic combat · Bob's turn"
    assert [window.services.characters.character(c).state["endurance"] for c in (1, 2, 3)] == before
    assert window.status_round.text() == "Round 1"


def test_gridlimbs_speed_order_bleeding_and_extras(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "gridlimbs")
    ann = create(window, "Ann", speed=3)
    create(window, "Bob", speed=2)
    start_fight(qtbot, window)
    assert rows(window) == [("Ann", "3", "Now"), ("Bob", "2", "Waiting")]

    def extras(dialog):
        qtbot.keyClicks(dialog.name, "2 walkers")
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(extras)
    press(qtbot, window, Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)
    assert [r[0] for r in rows(window)] == ["Ann", "Bob", "Walker 1 (hidden)", "Walker 2 (hidden)"]  # the singular
    assert window.services.characters.damage(ann, {"amount": 3, "part": "left_leg"})
    for _ in range(4):
        press(qtbot, window, Qt.Key.Key_N)
    assert "Ann: Bleeding: Left leg " in last_line(window)
    # a useless leg halves Ann's speed: Bob goes first now
    assert rows(window)[0] == ("Bob", "2", "Now")
    assert rows(window)[-1] == ("Ann", "1", "Out of the fight")  # the main pool bled out: dead, skipped
    dock = dock_of(window)
    torso = [t for t, *_ in dock.tree.cell(3, TRACKS, TRACKS_ROLE) if t.startswith("Torso")]
    main = window.services.ruleset.track_values(
        window.services.characters.character(ann).sheet, window.services.characters.character(ann).state
    )["torso"]
    assert main < 4
    assert torso == [f"Torso (main pool) {main}/4"]
    # end the fight: the extras leave the roster
    press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert dock.header.text() == "No fight running"
    assert [c.name for c in window.services.characters.characters()] == ["Ann", "Bob"]


def test_twdu_declarations_walk_the_phases(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    create(window, "Rick")
    create(window, "Glenn")
    create(window, "Raider", "npc")
    start_fight(qtbot, window, tick=("Raider",))
    dock = dock_of(window)
    assert not window.findChild(type(dock.fight_actions["roll"]), "act_roll").isEnabled()
    assert rows(window)[0] == ("Raider (hidden)", "(Phase 6: Other)", "Now")
    assert dock.header.text() == "Round 1 · nobody has declared yet · Raider's turn"

    def declare(phase_steps, action=""):
        def fill(dialog):
            dialog.phase.setFocus()
            qtbot.keyClick(dialog.phase, Qt.Key.Key_Home)
            for _ in range(phase_steps):
                qtbot.keyClick(dialog.phase, Qt.Key.Key_Down)
            qtbot.keyClicks(dialog.action, action)
            dialog.phase.setFocus()
            qtbot.keyClick(dialog, Qt.Key.Key_Return)
            if dialog.isVisible():  # an attack's Enter on the phase went on to Against: Enter there
                qtbot.keyClick(dialog, Qt.Key.Key_Return)

        when_dialog_opens(fill)
        press(qtbot, window, Qt.Key.Key_E)

    select(window, "Rick")
    declare(1, "shoots the raider")
    select(window, "Raider")
    declare(1, "shoots Rick")
    select(window, "Glenn")
    declare(0)
    assert rows(window) == [
        ("Glenn", "Phase 1: Taking cover", "Now"),
        ("Raider (hidden)", "Phase 2: Ranged combat", "Waiting"),
        ("Rick", "Phase 2: Ranged combat", "Waiting"),
    ]
    assert dock.header.text() == "Round 1 · Phase 1: Taking cover · Glenn's turn"
    press(qtbot, window, Qt.Key.Key_N)
    assert dock.header.text() == "Round 1 · Phase 2: Ranged combat · Raider's turn"
    # the hidden one up: the GM's line alone (the players' screens keep Glenn up: issue 44)
    assert last_line(window) == "Glenn has acted; Raider is up" and window.services.campaign.events()[-1].secret
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    assert dock.header.text() == "Round 2 · nobody has declared yet · Raider's turn"
    assert {r[1] for r in rows(window)} == {"(Phase 6: Other)"}


def test_twdu_a_round_is_declared_with_e_and_enter_alone(qtbot, tmp_path):
    """After a declaration the list goes on to the next who has not declared, the NPCs first:
    the GM declares a round of three with six presses and no arrow."""
    window = window_for(qtbot, tmp_path, "twdu")
    create(window, "Rick")
    create(window, "Glenn")
    create(window, "Raider", "npc")
    start_fight(qtbot, window, tick=("Raider",))
    dock = dock_of(window)
    presses = 0
    for _ in range(3):
        when_dialog_opens(lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))  # the phase offered
        press(qtbot, window, Qt.Key.Key_E)
        presses += 2
    declared = [e.args["name"] for e in window.services.campaign.events() if e.text.startswith("{name} declares")]
    assert declared == ["Raider", "Rick", "Glenn"]  # the NPC, then the player characters in the list's order
    assert all(not r[1].startswith("(") for r in rows(window))  # nobody left on "(Phase 6: Other)"
    assert presses == 6
    assert dock.header.text().startswith("Round 1 · Phase 1")


def test_d10under_sides_then_agility_and_a_light_next_turn(qtbot, tmp_path, monkeypatch):
    window = window_for(qtbot, tmp_path, "d10under")
    create(window, "Ann", agility=3)
    create(window, "Rot", "zombie", agility=8)
    start_fight(qtbot, window, tick=("Rot",))
    assert [r[0] for r in rows(window)] == ["Ann", "Rot (hidden)"]
    assert [r[1] for r in rows(window)] == ["Players' side", "Others' side"]  # not "1" and "0"
    dock = dock_of(window)
    dock.mode.setFocus()
    qtbot.keyClick(dock.mode, Qt.Key.Key_Down)
    # the number says what it is: Agility, in this mode (by sides: the players' side or the others')
    assert [r[:2] for r in rows(window)] == [("Rot (hidden)", "Agility 8"), ("Ann", "Agility 3")]
    assert last_line(window) == "Initiative mode: Agility: highest first"
    # V shows Rot to the players
    select(window, "Rot")
    press(qtbot, window, Qt.Key.Key_V)
    assert rows(window)[0][0] == "Rot"
    # with 40 in the fight, N redraws only the two rows that changed
    assert window.services.initiative.add_extras("Walker", 38)
    assert len(rows(window)) == 40  # every row read: worked out
    shown = []
    original = dock.order.work_out
    monkeypatch.setattr(dock.order, "work_out", lambda line: (shown.append(line.source.row.name), original(line))[1])
    press(qtbot, window, Qt.Key.Key_N)
    assert [r[0] for r in rows(window)[:3]] == ["Rot", "Walker 1 (hidden)", "Walker 2 (hidden)"]  # Agility 5
    assert sorted(shown) == ["Rot", "Walker 1"]
    assert dock.tree.text(1, ORDER) == "▶ 2"
    # damage mid-turn: only the hurt character's row is shown again, with its new tracks; undo too
    ann = next(c.id for c in window.services.characters.characters() if c.name == "Ann")
    row = next(i for i in range(dock.tree.count()) if dock.tree.text(i, NAME) == "Ann")
    before = dock.tree.cell(row, TRACKS, TRACKS_ROLE)
    shown.clear()
    assert window.services.characters.damage(ann, {"amount": 6})
    assert len(rows(window)) == 40  # every row read again: Ann's alone worked out anew
    assert shown == ["Ann"]
    after = dock.tree.cell(row, TRACKS, TRACKS_ROLE)
    assert after != before
    assert window.services.campaign.undo()
    assert dock.tree.cell(row, TRACKS, TRACKS_ROLE) == before


def test_drop_lands_between_rows(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    for name in ("Ann", "Bob", "Cid"):
        create(window, name)
    start_fight(qtbot, window)
    tree = dock_of(window).tree
    tree.choose_row(0)
    assert tree.drop_index(2, below=True) == 2
    assert tree.drop_index(1, below=False) == 0
    moved = []
    tree.moved.connect(lambda cid, index: moved.append(index))
    tree.moved.emit(tree.combatant_at(0), 2)
    assert [r[0] for r in rows(window)] == ["Bob", "Cid", "Ann"]
    assert moved == [2]


def test_the_turn_stays_on_screen_and_the_list_turns_a_page_at_a_time(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "d10under")
    create(window, "Ann", agility=3)
    start_fight(qtbot, window)
    assert window.services.initiative.add_extras("Walker", 30)
    tree = dock_of(window).tree
    bar = tree.verticalScrollBar()
    QApplication.processEvents()  # the fight's start gave the list more of its column
    view = tree.viewport().rect()
    scrolls = []
    bar.valueChanged.connect(scrolls.append)
    for _ in range(30):
        before = len(scrolls)
        press(qtbot, window, Qt.Key.Key_N)
        current = tree.chosen_row()
        assert tree.text(current, ORDER).startswith("▶")
        rect = tree.row_rect(current)
        assert view.contains(rect)
        if len(scrolls) > before:  # the list just turned a page: the turn is its top row (or the list's end shows)
            assert rect.top() < rect.height() or bar.value() == bar.maximum()
    shown_rows = view.height() // tree.row_rect(0).height()
    assert 0 < len(scrolls) <= 30 // max(shown_rows - 1, 1) + 1  # a page at a time, not a row per turn


def test_the_fight_buttons_fold_behind_a_menu_when_the_dock_is_narrow(qtbot, tmp_path):
    """In a narrow dock or a long language the fight's buttons do not widen the dock: those that do
    not fit go behind the tool bar's » menu."""
    window = window_for(qtbot, tmp_path, "d10under")
    dock = dock_of(window)
    row = sum(button.sizeHint().width() for button in dock.buttons.values())
    body = dock.widget().widget()  # the dock's contents, inside its scroll area
    assert body.minimumSizeHint().width() < row
    assert all(dock.fight_actions[key].shortcut().toString() for key in ("next", "roll", "endRound"))
