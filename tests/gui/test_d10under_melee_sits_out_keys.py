"""d10under, the depot night by keys: Vera fires in round 1, then the GM opens the melee groups
(Ctrl+Alt+G), takes the first grouping (Vera and Gleb against Zombie 2), sets it and presses Roll.
The whole exchange was refused ("One action a turn: Vera has fired in round 1 already…") though the
odds already counted Gleb alone, and the GM had to set Vera's group to 0 with the mouse.  Now Vera
sits out: the dialog says so on a line of its own under the odds (they ran on into «Не учтены в
шансах» with no separator), the exchange is rolled with Gleb's and the zombie's dice, and its log
line says who sat out and why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import ids, last_log_line, tab_to
from tests.gui.test_d10under_melee_rule_words_keys import CTRL_ALT
from ui import i18n

MAKAROV = {"name": "Makarov", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}

SITS_OUT = {
    "en": "Left out of this exchange: Vera (fired in round 1 already; one action a turn)",
    "ru": "Не участвует в этой схватке: Vera (выстрел в раунде 1 уже был; одно действие за ход)",
    "es": "Fuera de este intercambio: Vera (ya disparó en el asalto 1; una acción por turno)",
}


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_one_who_fired_sits_out_and_the_others_exchange(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "d10under")
        window.resize(1366, 768)
        services = window.services
        rules = services.ruleset
        assert services.characters.create("Vera", "pc", {**rules.new_sheet(), "agility": 7, "weapons": [MAKAROV]})
        assert services.characters.create("Gleb", "pc", {**rules.new_sheet(), "agility": 5, "strength": 8})
        assert services.characters.create("Zombie 2", "zombie", {**rules.new_sheet(), "agility": 2})
        who = ids(window)
        assert services.initiative.start(list(who.values()), name="Depot")
        assert services.ammo.fire(who["Vera"], "Makarov", {"shots": 1})  # Vera's action of round 1
        zombie = services.characters.character(who["Zombie 2"]).state["health"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_G, CTRL_ALT)
        dialog = window.docks["diceDock"].melee.dialog
        activate(qtbot, dialog)
        for button in (dialog.first_button, dialog.set_button):  # the rules' first grouping (both players
            tab_to(qtbot, button)  # against the zombie), set
            qtbot.keyClick(button, Qt.Key.Key_Space)
        assert services.melee.groups() == [([who["Vera"], who["Gleb"]], [who["Zombie 2"]])]
        said = dialog.groups_list.item(0).text()
        odds, out = said.split("\n")  # the one who sits out on a line of its own, not run on after "28.5%"
        assert odds.startswith("1. ") and "Gleb: " in odds and "Vera" not in odds.split(" — ", 1)[1], said
        assert out == SITS_OUT[lang]
        assert dialog.target_combo.count() == 1 and not dialog.target_combo.isEnabled()  # Vera is no one's target
        tab_to(qtbot, dialog.faces_edit)
        qtbot.keyClicks(dialog.faces_edit, "9 3 2")  # Gleb 9 3, Zombie 2 rolls 2: Vera's dice are not asked
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)  # Roll
        assert dialog.refusal_label.text() == ""
        assert services.characters.character(who["Zombie 2"]).state["health"] < zombie
        assert SITS_OUT[lang] in dialog.result_label.text()
        assert SITS_OUT[lang] in last_log_line(window)
        dialog.close()
    finally:
        i18n.set_language("en")


def test_a_side_of_none_but_one_who_fired_is_refused_saying_why(qtbot, tmp_path):
    """Vera alone against Zombie 1, having fired: no one is left on her side, and the refusal is
    hers (nothing is rolled, nothing changes)."""
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "agility": 7,
                                                     "weapons": [MAKAROV]})
    assert services.characters.create("Zombie 1", "zombie", {"agility": 2})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Depot")
    assert services.ammo.fire(who["Vera"], "Makarov", {"shots": 1})
    assert services.melee.set_groups([([who["Vera"]], [who["Zombie 1"]])])
    events, zombie = len(services.campaign.events()), services.characters.character(who["Zombie 1"]).state
    refused: list[str] = []
    services.melee.failed.connect(lambda _context, message: refused.append(message))
    assert not services.melee.exchange(0, None, "9 9 9 1")
    assert refused == ["One action a turn: Vera has fired in round 1 already; a melee attack waits for round 2."]
    assert len(services.campaign.events()) == events
    assert services.characters.character(who["Zombie 1"]).state == zombie
