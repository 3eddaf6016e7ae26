"""In a twdu duel the dice dock names the opponent's dice as it names the roller's ("It is handled as
a simple opposed roll"): under Ana's "9 × d6 = Agility 4 + Ranged Combat 3 + gear 2", Rook's own
line, in the GM's language, and the roll rolls what both add up to.  By keys: Ctrl+Shift+D, the
kind, Tab to the opponent and on to the opponent's form, Return on the faces."""

from __future__ import annotations

import pytest

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, roll_faces, tab_to, type_number
from ui import i18n

REVOLVER = {"name": "Revolver", "kind": "ranged", "bonus": 2, "damage": 2, "range": "long", "ammo": 6}
SAID = {
    "en": ("Duel", "9 × d6 = Agility 4 + Ranged Combat 3 + gear 2 (Revolver)",
           "Rook: 6 × d6 = Agility 3 + Ranged Combat 2 + gear 1"),
    "ru": ("Дуэль", "9 × d6 = Ловкость 4 + Дальний бой 3 + снаряжение 2 (Revolver)",
           "Rook: 6 × d6 = Ловкость 3 + Дальний бой 2 + снаряжение 1"),
}


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_duel_shows_the_opponent_s_dice_and_rolls_them(qtbot, tmp_path, language):
    assert i18n.set_language(language)
    try:
        def before(services):
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Ana", "pc", {**sheet, "agility": 4, "ranged_combat": 3,
                                                             "weapons": [REVOLVER]})
            assert services.characters.create("Rook", "npc", {**sheet, "agility": 3, "ranged_combat": 2,
                                                              "weapons": [REVOLVER]})  # he shoots back

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        who = ids(window)
        window.selection.select_character(who["Ana"])
        kind, mine, theirs = SAID[language]
        dock = choose_kind(qtbot, window, kind)
        tab_to(qtbot, dock.opponent_combo)  # whom, under the kind
        pick_with_keys(qtbot, dock.opponent_combo, "Rook")
        tab_to(qtbot, dock.form.inputs["band"])
        pick_with_keys(qtbot, dock.form.inputs["band"], dock.form.inputs["band"].itemText(1))  # Long
        tab_to(qtbot, dock.opponent_form.inputs["opponent_gear"])  # then the opponent's form
        type_number(qtbot, dock.opponent_form.inputs["opponent_gear"], "1")
        qtbot.waitUntil(lambda: dock.parts_label.text() == f"{mine}\n{theirs}")
        assert dock.parts_label.isVisible()
        roll_faces(qtbot, dock, "6 1 1 1 1 1 1 1 1 2 2 2 2 2 2")  # 9 faces of Ana's, then 6 of Rook's
        qtbot.waitUntil(lambda: window.services.campaign.events()[-1].kind in ("roll", "ammo"))  # a round spent
        event = window.services.campaign.events()[-1]
        assert len(event.faces) == 9 + 6 and event.target == "Rook"  # the dice both lines add up to
    finally:
        i18n.set_language("en")
