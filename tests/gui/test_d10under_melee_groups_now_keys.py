"""d10under's melee groups dialog (Ctrl+Alt+G) says whose win its odds are, leaves out of them a
fighter who cannot act (Vera fired this round: Roll would refuse her) and says why, names the round
in that refusal (not "this turn", which reads wrong once the next fighter's turn has come), and,
opened again after the exchange was undone, no longer shows that exchange as the last."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, tab_to
from tests.gui.test_d10under_melee_rule_words_keys import CTRL_ALT, roll_group

MAKAROV = {"name": "Makarov", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}


def _yard(qtbot, tmp_path):  # noqa: ANN001, ANN202
    window = campaign_window(qtbot, tmp_path, "d10under")
    window.resize(1366, 768)
    services = window.services
    assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "agility": 7,
                                                     "weapons": [MAKAROV]})
    assert services.characters.create("Gleb", "pc", {"agility": 5})
    assert services.characters.create("Z1", "zombie", {"agility": 2})
    assert services.characters.create("Z2", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Yard")
    assert services.melee.set_groups([([who["Vera"]], [who["Z1"]]), ([who["Gleb"]], [who["Z2"]])])
    return window, services, who


def _open(qtbot, window):  # noqa: ANN001, ANN202
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    tab_to(qtbot, dialog.groups_list)
    return dialog


def test_the_odds_name_their_side_and_leave_out_one_who_fired(qtbot, tmp_path):
    window, services, who = _yard(qtbot, tmp_path)
    assert services.ammo.fire(who["Vera"], "Makarov", {"shots": 1})  # Vera's action of this round
    dialog = _open(qtbot, window)
    vera, gleb = dialog.groups_list.item(0).text(), dialog.groups_list.item(1).text()
    assert "Gleb: Win the exchange" in gleb  # whose win, named
    assert "Win the exchange" not in vera  # no odds counting one who cannot fight
    assert ("No exchange now: one action a turn: Vera has fired in round 1 already; "
            "a melee attack waits for round 2.") in vera
    roll_group(qtbot, dialog, 0, "9 9 9 1")
    assert "this turn" not in dialog.refusal_label.text()
    assert "round 1" in dialog.refusal_label.text()
    dialog.close()


def test_an_exchange_undone_is_not_shown_as_the_last_on_opening_again(qtbot, tmp_path):
    window, services, who = _yard(qtbot, tmp_path)
    dialog = _open(qtbot, window)
    said = roll_group(qtbot, dialog, 1, "9 3 2")
    assert said
    dialog.close()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the exchange undone
    assert services.characters.character(who["Z2"]).state["health"] == 100
    dialog = _open(qtbot, window)
    assert dialog.result_label.text() != said
    dialog.close()
