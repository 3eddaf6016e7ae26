"""Issue 41: after Gloria's shot hit Ana, the GM applied its 2 damage through D (the Damage dialog),
and the dice dock kept offering "Apply 2 damage to Ana Reyes" into the next turn: the same hit twice.
Damage the roller deals to the offer's target through the dialog now spends the offer; Ctrl+Z of that
damage offers it again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, Keys
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_shot_offer_keys import KNIFE, REVOLVER, health

HIDDEN = Qt.WidgetAttribute.WA_WState_ExplicitShowHide


def _offers(dock):
    return [b.text() for b in dock.result_view.damage_buttons if not (b.isHidden() and b.testAttribute(HIDDEN))]


def _fight(services):
    sheet = {**services.ruleset.new_sheet(), "agility": 4, "ranged_combat": 3, "weapons": [KNIFE, REVOLVER]}
    assert services.characters.create("Ana", "pc", sheet)
    assert services.characters.create("Raider", "npc", services.ruleset.new_sheet())
    assert services.characters.create("Bob", "pc", services.ruleset.new_sheet())
    ids = {c.name: c.id for c in services.characters.characters()}
    assert services.initiative.start([ids["Ana"], ids["Raider"], ids["Bob"]])
    services.initiative.roll()
    while services.initiative.current().name != "Ana":
        assert services.initiative.next_turn()


def test_damage_dealt_through_the_dialog_spends_the_offer_and_undo_offers_it_again(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_fight)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    dock = window.docks["diceDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: dock.form is not None and dock.character_id() == who["Ana"])
    activate(qtbot, window)
    keys = Keys(qtbot)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    keys.key(Qt.Key.Key_F)
    if dock.opponent_id() != who["Raider"]:
        dock.forms.target.aim_at(who["Raider"])
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("6 1 2 3 4 5 2 3 1")  # one six: the Revolver's 2 damage
    keys.key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _offers(dock) == ["Apply 2 damage to Raider"])
    # the GM goes to the fight list and deals it through the Damage dialog instead (Dealt by: Ana)
    seen = {}

    def deal(dialog):
        seen["by"] = dialog.by.currentText()
        dialog.form.inputs["damage"].setValue(2)  # the hit's 2 damage, as typed there
        seen["damage"] = dialog.form.inputs["damage"].value()
        dialog.buttons.accepted.emit()  # OK: the console rolls what the table did not

    tree = window.docks["initiativeDock"].tree
    activate(qtbot, window)
    keys.key(Qt.Key.Key_2, CTRL)
    assert QApplication.focusWidget() is tree
    keys.key(Qt.Key.Key_Home)
    rows = [c.name for c in services.initiative.view().combatants]
    keys.key(Qt.Key.Key_Down, times=rows.index("Raider"))
    when_dialog_opens(deal)
    keys.key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: health(services, who["Raider"]) == 1)
    assert seen == {"by": "Ana", "damage": 2}
    assert last_log_line(window).startswith("Damage to Raider")
    assert _offers(dock) == []  # the same hit is not offered again
    activate(qtbot, window)
    keys.key(Qt.Key.Key_Z, CTRL)  # the damage taken back: its offer again
    assert health(services, who["Raider"]) == 3
    qtbot.waitUntil(lambda: _offers(dock) == ["Apply 2 damage to Raider"])
    when_dialog_opens(deal)  # dealt through the dialog again, then the next turn
    tree.setFocus()
    keys.key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: health(services, who["Raider"]) == 1)
    assert _offers(dock) == []
    activate(qtbot, window)
    keys.key(Qt.Key.Key_N)  # the next turn: nothing of Ana's roll is kept over it, said or offered
    qtbot.waitUntil(lambda: services.initiative.current().name != "Ana")
    assert "still offered" not in dock.refusal_label.text()
    assert _offers(dock) == []
