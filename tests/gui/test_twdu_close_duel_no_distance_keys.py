"""twdu: a Close Combat duel with bare hands showed Distance, Counted in, Range now and the note "Short
range (under 25 m): a shot is a Close Combat roll…" (a walker's duel at Ana): none of them means
anything without a ranged weapon ("You can only use Close Combat against enemies within Short
range").  Now they show only beside a ranged weapon, and a hidden field's value is not sent: a distance
typed for a shot, then bare hands picked, rolls the bare-handed duel at Short range."""

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
        assert not any(_shown(form, key) for key in RANGED)
        assert not form.form_layout.isRowVisible(form.notes["band"])  # "Short range: a shot is…" gone too
        # Ana with her rifle: the distance is asked
        window.selection.select_character(who["Ana"])
        dock = choose_kind(qtbot, window, duel)
        form = dock.form
        qtbot.waitUntil(lambda: form.values()["item"] == "w0")
        assert all(_shown(form, key) for key in RANGED)
        form.inputs["distance"].setValue(60)  # a shot at Long range
        assert form.values()["band"] == "long"
        tab_to(qtbot, form.inputs["item"])
        pick_with_keys(qtbot, form.inputs["item"], QCoreApplication.translate("rules", "Bare hands (damage 1)"))
        assert not any(_shown(form, key) for key in RANGED)
        sent = dock.forms.request(False).inputs
        # the hidden Long range is not sent, nor the Ranged Combat it set: Short range, as bare hands reach
        assert not {*RANGED, "skill", "ranged"} & set(sent), sent
        assert dock.bound.rolls.roll_parts(dock.forms.request(False)) is not None
    finally:
        i18n.set_language("en")
