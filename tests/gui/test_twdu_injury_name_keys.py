"""twdu at the table, by keys: an unnamed critical injury's D66 rolled, the chip read "D66 52" and
the GM had nowhere to type the name read off the book; the fight list's tooltip of an injury said its
name alone, not its recovery time; the heal form said nothing of a lethal injury not yet stabilized
where the GM picks what to tend (the text: "Some critical injuries are lethal, meaning they will
kill you after a certain amount of time unless you are stabilized before it runs out ... Only one
attempt can be made each day").  Now the dice dock's D66 takes the name with the table's dice, or
later H, N ("Name an injury"), Tab to the name, the name, Enter:
one log line, the chip named; the fight list's tooltip says "recovery 3 days" («3 días», «3 дня»);
the heal form says the lethal injury's time left and how to stabilize it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_afmbe_dice_reach import choose_kind, roll_faces
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_fight_by_keys import campaign_window, in_dialog
from ui import i18n
from ui.docks.order_tree import CONDITIONS


def _broken_ana(qtbot, tmp_path, **injury):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "twdu", people=[("Ana", "pc", {"agility": 3})])
    services = window.services
    ana = next(int(c.id) for c in services.characters.characters())
    from app.rules.dice import TypedDice

    services.campaign.dice = TypedDice([4, 3, 2])  # (a lethal time limit 4 hours,) recovery 3 days, 2 minutes
    faces = {"injury_lethal": True} if injury.get("lethal") else {}
    if not faces:
        services.campaign.dice = TypedDice([3, 2])
    if "name" not in injury:  # taken unnamed: 2 minutes now; its entry's recovery die (3 days) once it is read
        services.campaign.dice = TypedDice([2, 3])
    assert services.characters.damage(ana, {"damage": 3, "armor": False, **faces,
                                            **({"injury_name": injury["name"]} if "name" in injury else {})})
    window.selection.select_character(ana)
    settle()
    return window, ana


def test_h_names_the_injury_read_off_the_table_after_its_d66(qtbot, tmp_path):
    window, ana = _broken_ana(qtbot, tmp_path)
    dice = choose_kind(qtbot, window, "Critical injury (D66)")
    roll_faces(qtbot, dice, "5 2")
    settle()
    assert "D66 52" in last_log_line(window)
    window.docks["charactersDock"].tree.setFocus()
    keys = Keys(qtbot)
    seen = {}

    def name(dialog) -> None:  # noqa: ANN001
        keys.type("N")  # the kind of care: "Name an injury"
        seen["kind"] = dialog.form.inputs["kind"].currentData()
        field = dialog.form.inputs.get("injury_name")
        if field is None:  # no such care: the form closed, not left waiting
            keys.key(Qt.Key.Key_Escape)
            return
        for _ in range(4):  # Tab down the form to the name
            if QApplication.focusWidget() is field:
                break
            keys.key(Qt.Key.Key_Tab)
        seen["focus"] = isinstance(QApplication.focusWidget(), QLineEdit) and QApplication.focusWidget() is field
        keys.type("Broken leg")
        seen["preview"] = dialog.preview.text()
        keys.key(Qt.Key.Key_Return)

    in_dialog(qtbot, name)
    keys.key(Qt.Key.Key_H)
    settle()
    # the headline first and whole, then what the GM alone reads: the recovery time the entry's die gives
    headline, *secret = seen.pop("preview").split("\n")
    assert seen == {"kind": "name", "focus": True}, seen
    assert headline == "Ana: critical injury D66 52 — Broken leg", headline
    assert len(secret) == 1 and secret[0].startswith("Recovery time "), secret
    assert last_log_line(window) == ("Ana: critical injury D66 52 — Broken leg — Recovery time 3 days (1 D6 of its "
                                     "entry, the GM's secret roll)."), last_log_line(window)
    roster = window.docks["charactersDock"]
    assert "Broken&nbsp;leg" in roster.badges(ana).html
    assert "Broken leg: D66 52: −1 die; recovery 3 days" in roster.badges(ana).tips
    activate(qtbot, window)
    keys.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undone
    settle()
    assert "Broken leg" not in roster.badges(ana).html


def test_the_fight_list_tooltip_says_the_recovery_time_in_each_language(qtbot, tmp_path):
    window, ana = _broken_ana(qtbot, tmp_path, name="Cut")
    fight = window.docks["initiativeDock"]
    assert window.services.initiative.start([ana], name="Yard")
    settle()
    said = {}
    try:
        for language in ("en", "es", "ru"):
            window.set_language(language)
            settle()
            said[language] = str(fight.tree.cell(0, CONDITIONS, Qt.ItemDataRole.ToolTipRole))
    finally:
        window.set_language("en")
        i18n.set_language("en")
    assert said["en"].endswith("Cut: −1 die; recovery 3 days"), said
    assert said["es"].endswith("recuperación: 3 días"), said
    assert said["ru"].endswith("восстановление: 3 дня"), said


def test_the_heal_form_says_a_lethal_injury_is_not_yet_stabilized(qtbot, tmp_path):
    window, _ana = _broken_ana(qtbot, tmp_path, name="Gut wound", lethal=True)
    window.docks["charactersDock"].tree.setFocus()
    keys = Keys(qtbot)
    seen = {}

    def look(dialog) -> None:  # noqa: ANN001
        keys.key(Qt.Key.Key_Down, times=4)  # from first aid down to "Tend an injury"
        seen["kind"] = dialog.form.inputs["kind"].currentData()
        seen["note"] = dialog.note.text() if dialog.note.isVisible() else ""
        keys.key(Qt.Key.Key_Escape)

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    settle()
    assert seen["kind"] == "tend", seen
    assert seen["note"] == ("Injury 1, Gut wound, is lethal and not yet stabilized: it kills in 4 hours unless "
                            "a Medicine roll with basic medical gear (B) stabilizes it first (Stabilize a lethal "
                            "injury; one attempt a day). Tending shortens only its recovery time."), seen


def test_the_dice_dock_takes_the_name_with_the_d66_typed_from_the_table(qtbot, tmp_path):
    from tests.gui.test_afmbe_dice_reach import tab_to

    window, ana = _broken_ana(qtbot, tmp_path)
    dice = choose_kind(qtbot, window, "Critical injury (D66)")
    field = dice.form.inputs.get("injury_name")
    assert field is not None  # the D66's kind asks for the name read off the table
    tab_to(qtbot, field)
    qtbot.keyClicks(field, "Broken leg")
    roll_faces(qtbot, dice, "5 2")
    settle()
    line = last_log_line(window)  # the injury named once
    assert "Ana rolls Critical injury (D66) with table dice: D66 52 (5 tens, 2 units) — Broken leg." in line, line
    # the D66 alone typed: the entry's recovery die is Deadwatch's, the GM's secret roll, and the line says so
    assert line.endswith("— Recovery time 3 days (1 D6 of its entry rolled by Deadwatch, the GM's secret roll)."), line
    roster = window.docks["charactersDock"]
    assert "Broken leg: D66 52: −1 die; recovery 3 days" in roster.badges(ana).tips
