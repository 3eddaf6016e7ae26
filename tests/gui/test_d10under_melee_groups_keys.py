"""d10under from the keyboard: the fight's melee groups (Ctrl+Alt+G), the rules' first grouping
("если игроков 2, а на них прут 6 зомби, то каждый игрок будет драться с 3-мя"), the GM turning a
zombie onto the other player, then one group's exchange rolled with the table's faces and the
lone winner's hit on the zombie the GM picked; Ctrl+Z takes the hit back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to, type_number
from ui import i18n

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def health(services, cid):
    return services.characters.character(cid).state["health"]


def test_melee_groups_and_an_exchange_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})
    assert services.characters.create("Ben", "pc", {"agility": 4})
    for i in range(1, 6):
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    dock = window.docks["diceDock"]
    assert dock.melee.button.isVisibleTo(dock)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = dock.melee.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    groups = {row.fighter.name: row.group for row in dialog.rows}
    assert QApplication.focusWidget() is dialog.rows[0].group
    assert "Agility 6: 3 attacks, 25 damage" in dialog.rows[0].name.text()
    tab_to(qtbot, dialog.first_button)
    qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)  # the rules' first grouping
    assert {name: spin.value() for name, spin in groups.items()} == {
        "Ann": 1, "Ben": 2, "Z1": 1, "Z2": 1, "Z3": 1, "Z4": 2, "Z5": 2}
    tab_to(qtbot, groups["Z3"])
    type_number(qtbot, groups["Z3"], "2")  # the GM turns Z3 onto Ben
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    assert services.melee.groups() == [([who["Ann"]], [who["Z1"], who["Z2"]]),
                                       ([who["Ben"]], [who["Z3"], who["Z4"], who["Z5"]])]
    assert dialog.groups_list.count() == 2
    assert dialog.groups_list.item(0).text().startswith("1. Ann against Z1, Z2 — Ann: Win the exchange ")
    assert dialog.faces_edit.hasFocus()  # the table's dice next, for the first group
    tab_to(qtbot, dialog.groups_list)
    qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Home)  # Ann's group
    tab_to(qtbot, dialog.target_combo)
    qtbot.keyClick(dialog.target_combo, Qt.Key.Key_Down)  # a lone winner hits Z2
    assert dialog.target_combo.currentText() == "Z2"
    tab_to(qtbot, dialog.faces_edit)
    # Ann rolls 4 6 9, Z1 1, Z2 9: the 9s tied, Agility 6 against 2
    qtbot.keyClicks(dialog.faces_edit, "4 6 9 1 9")
    qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
    assert dialog.refusal_label.text() == ""
    assert health(services, who["Z2"]) == 75 and health(services, who["Z1"]) == 100
    assert dialog.result_label.text().startswith(
        "Melee exchange with table dice: Ann: won the exchange against Z1, Z2 (a tie on the dice, 9 against 9; "
        "the higher Agility wins: 6 against 2)")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert health(services, who["Z2"]) == 100
    dialog.close()


def test_no_melee_groups_where_the_rules_fight_otherwise(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    dock = window.docks["diceDock"]
    assert not dock.melee.button.isVisibleTo(dock)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    assert dock.melee.dialog is None


def test_the_dialog_fits_reaches_every_fighter_and_rolls_on_enter(qtbot, tmp_path):
    """Two players and six zombies, the last three joining after the dialog was first shown: on
    reopening every row has its full height and every fighter's group box is reached by Tab; the
    exchanges read as plain words; Enter on Roll rolls and the dialog stays for exchange 2; a live
    language switch says the last result anew."""
    from ui import i18n

    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Vera", "pc", {"agility": 7})
    assert services.characters.create("Gleb", "pc", {"agility": 5})
    for i in range(1, 7):
        assert services.characters.create(f"Zombie {i}", "zombie", {"agility": 2})
    who = ids(window)
    first = [who["Vera"], who["Gleb"], who["Zombie 1"], who["Zombie 2"], who["Zombie 3"]]
    assert services.initiative.start(first, name="Depot")
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = dock.melee.dialog
    activate(qtbot, dialog)
    dialog.close()
    assert services.initiative.add([who["Zombie 4"], who["Zombie 5"], who["Zombie 6"]])
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    activate(qtbot, dialog)
    assert len(dialog.rows) == 8
    for row in dialog.rows:  # no row squeezed under its own height
        assert row.group.height() >= row.group.minimumSizeHint().height()
        assert row.side.height() >= row.side.minimumSizeHint().height()
    for row in dialog.rows:
        tab_to(qtbot, row.group)
    tab_to(qtbot, dialog.first_button)
    qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    assert dialog.groups_list.count() == 2
    texts = [dialog.groups_list.item(i).text() for i in range(2)]
    assert all("<span" not in text and "Lose the exchange" in text for text in texts)
    assert dialog.groups_list.height() >= 4 * dialog.groups_list.fontMetrics().lineSpacing()
    qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Home)
    tab_to(qtbot, dialog.roll_button)
    qtbot.keyClick(dialog.roll_button, Qt.Key.Key_Return)
    assert dialog.isVisible()
    said = dialog.result_label.text()
    assert said.startswith("Melee exchange")
    try:
        i18n.set_language("ru")
        qtbot.waitUntil(lambda: not dialog.result_label.text().startswith("Melee exchange"))
        assert dialog.result_label.text() != said
        assert "Win the exchange" not in dialog.groups_list.item(0).text()
    finally:
        i18n.set_language("en")
    dialog.close()


def test_too_few_faces_say_how_many_the_exchange_takes_and_what_for(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})
    for i in range(1, 3):
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.first_button)
    qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    tab_to(qtbot, dialog.faces_edit)
    qtbot.keyClicks(dialog.faces_edit, "3 8 9")  # Ann's three dice; Z1's and Z2's missing
    qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)
    assert dialog.refusal_label.text() == (
        "With the faces typed this roll takes 5 × d10 (Melee); 3 typed.")
    assert health(services, who["Z1"]) == 100 and health(services, who["Z2"]) == 100
    dialog.close()


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_the_faces_hint_is_whole_at_1366_by_768(qtbot, tmp_path, language):
    """«Грани со стола, в порядке бойцов (пусто — бросить здесь)», not «… (пусто …»."""
    i18n.set_language(language)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Ann", "pc", {"agility": 6})
        assert services.characters.create("Z1", "zombie", {"agility": 2})
        assert services.initiative.start(list(ids(window).values()), name="Yard")
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
        dialog = window.docks["diceDock"].melee.dialog
        activate(qtbot, dialog)
        hint = dialog.faces_edit.placeholderText()
        assert hint.endswith(")") and len(hint) > 40
        assert readable.field_hints(dialog) == []
        dialog.close()
    finally:
        i18n.set_language("en")


def test_enter_on_a_group_rolls_its_exchange_and_says_who_hit_whom(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Vera", "pc", {"agility": 6})
    assert services.characters.create("Gleb", "pc", {"agility": 4, "strength": 6})
    assert services.characters.create("Z2", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    assert services.melee.set_groups([([who["Vera"], who["Gleb"]], [who["Z2"]])])
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = dock.melee.dialog
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.faces_edit)
    qtbot.keyClicks(dialog.faces_edit, "9 2 3 4 5 6")  # Vera 9 2 3, Gleb 4 5, Z2 6: the players win
    tab_to(qtbot, dialog.groups_list)
    assert dialog.groups_list.currentItem().text().startswith(
        "1. Vera, Gleb against Z2 — Vera, Gleb: Win the exchange ")
    qtbot.keyClick(dialog.groups_list, Qt.Key.Key_Return)  # Enter on the group rolls it
    assert health(services, who["Z2"]) == 100 - 25 - 30
    result = dialog.result_label.text()
    assert "Vera hits Z2: 25 damage" in result and "Gleb hits Z2: 30 damage" in result
    assert dialog.isVisible()
    try:  # the higher die wins the exchange («у какой стороны результат больше»), not the "best" of roll-under
        i18n.set_language("ru")
        qtbot.waitUntil(lambda: not dialog.result_label.text().startswith("Melee exchange"))
        said = dialog.result_label.text()
        assert "наибольший результат 9 против 6" in said and "лучший" not in said
        assert "Vera наносит удар, цель — Z2: урон 25" in said and "Gleb наносит удар, цель — Z2: урон 30" in said
    finally:
        i18n.set_language("en")
    dialog.close()


def test_the_groups_dialog_that_grows_stays_whole_on_the_screen(qtbot, tmp_path):
    """The dialog moved low on the screen, then grown (the groups set, their odds listed): its faces
    field and Roll stay on the screen, and Tab reaches the faces."""
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Ann", "pc", {"agility": 6})
    assert services.characters.create("Ben", "pc", {"agility": 4})
    for i in range(1, 5):
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    assert services.initiative.start(list(ids(window).values()), name="Yard")
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = dock.melee.dialog
    assert dialog is not None
    activate(qtbot, dialog)
    screen = dialog.screen().availableGeometry()
    dialog.move(dialog.x(), screen.bottom() - dialog.frameGeometry().height() + 1)  # as low as it goes, whole
    for i in range(5, 9):  # more join the fight: the dialog grows where it stands
        assert services.characters.create(f"Z{i}", "zombie", {"agility": 2})
    assert services.initiative.add([ids(window)[f"Z{i}"] for i in range(5, 9)])
    qtbot.waitUntil(lambda: len(dialog.rows) == 10)
    dialog.move(dialog.x(), screen.bottom() - 200)  # where a GM dragged it before it grew
    dialog._fit()  # it grows again where it stands (Qt's offscreen screen had moved it in already)
    tab_to(qtbot, dialog.first_button)
    qtbot.keyClick(dialog.first_button, Qt.Key.Key_Space)
    tab_to(qtbot, dialog.set_button)
    qtbot.keyClick(dialog.set_button, Qt.Key.Key_Space)
    tab_to(qtbot, dialog.faces_edit)
    assert dialog.faces_edit.hasFocus()
    assert screen.contains(dialog.frameGeometry()), (screen, dialog.frameGeometry())
    for widget in (dialog.faces_edit, dialog.roll_button):
        corner = widget.mapToGlobal(widget.rect().bottomRight())
        assert screen.contains(corner), (widget.objectName(), corner, screen)
