"""twdu: a Close Combat duel with bare hands showed the note "Short range (under 25 m): a shot is a Close
Combat roll…" (a walker's duel at Ana), which means nothing without a ranged weapon.  And a range
the GM set (Long, for a shot) vanished when he picked bare hands, "Ranged Combat" and "Ranged attacks"
kept, the roll made at Short range unsaid.  Now the range stays in sight, the skill follows the
weapon (Close Combat), and the roll is refused beyond Short ("Long Range means that you need to use
Ranged Combat"): "A close combat weapon reaches only Short range."."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, pick_with_keys, tab_to
from ui import i18n

RANGED = ("distance", "distance_unit", "band")


def _shown(form, key: str) -> bool:  # noqa: ANN001
    return form.form_layout.isRowVisible(form.inputs[key])


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_bare_handed_duel_shows_no_distance_and_sends_none(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        def before(services):  # noqa: ANN001, ANN202
            sheet = services.ruleset.new_sheet()
            assert services.characters.create("Walker", "npc", {**sheet, "strength": 3, "close_combat": 0})
            rifle = {"name": "Rifle", "kind": "ranged", "bonus": 1, "damage": 2, "range": "long", "ammo": 5}
            assert services.characters.create("Ana", "pc", {**sheet, "strength": 2, "close_combat": 1,
                                                            "ranged_combat": 2, "agility": 3, "weapons": [rifle]})

        window = campaign_window(qtbot, tmp_path, "twdu", before=before)
        who = ids(window)
        window.selection.select_character(who["Walker"])
        duel = QCoreApplication.translate("rules", "Duel")
        dock = choose_kind(qtbot, window, duel)
        form = dock.form
        assert form.values()["item"] == ""  # bare hands: the walker has no weapon
        assert all(_shown(form, key) for key in RANGED)  # the range in sight with any weapon
        assert not form.form_layout.isRowVisible(form.notes["band"])  # "Short range: a shot is…" not said
        # Ana with her rifle: the distance sets the band
        window.selection.select_character(who["Ana"])
        dock = choose_kind(qtbot, window, duel)
        form = dock.form
        qtbot.waitUntil(lambda: form.values()["item"] == "w0")
        assert all(_shown(form, key) for key in RANGED)
        form.inputs["distance"].setValue(60)  # a shot at Long range
        assert form.values()["band"] == "long" and form.values()["skill"] == "ranged_combat"
        tab_to(qtbot, form.inputs["item"])
        pick_with_keys(qtbot, form.inputs["item"], QCoreApplication.translate("rules", "Bare hands (damage 1)"))
        # the Long range stays in sight and is sent; the skill follows the weapon, and the roll is refused
        assert all(_shown(form, key) for key in RANGED)
        assert (form.values()["band"], form.values()["skill"], form.values()["ranged"]) == (
            "long", "close_combat", False)
        assert dock.forms.request(False).inputs["band"] == "long"
        refused = QCoreApplication.translate("rules", "A close combat weapon reaches only Short range.")
        qtbot.waitUntil(lambda: refused[1:] in dock.odds_label.text())
    finally:
        i18n.set_language("en")
