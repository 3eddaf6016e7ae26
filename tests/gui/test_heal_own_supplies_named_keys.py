"""The heal dialog's supplies box said "Use this character's own supplies" beside a Healer picked
above it: whose, the patient's or the healer's?  It names the patient now ("Use Ann's own
supplies"), in every language, and its tip says the other choice is the healer's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import campaign_window, in_dialog

SAID = {"en": "Use Ann's own supplies", "ru": "Использовать собственные запасы: Ann",
        "es": "Usar los suministros propios de Ann"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_h_names_whose_own_supplies_the_box_spends(qtbot, tmp_path, code):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        people = [("Ann", "pc", {"speed": 3, "max_hp": 12}), ("Bob", "pc", {"speed": 2, "first_aid": 3})]
        window = campaign_window(qtbot, tmp_path, "gridlimbs", people=people, options={"start_bandages": 2})
        roster = window.docks["charactersDock"]
        ann = next(c.id for c in window.services.characters.characters() if c.name == "Ann")
        window.services.characters.damage(ann, {"part": "right_leg", "amount": 5})
        roster.select(ann)
        keys = Keys(qtbot)
        seen = {}

        def look(dialog):
            seen["label"] = dialog.form.labels["own_supplies"].text()
            seen["tip"] = dialog.form.inputs["own_supplies"].toolTip()
            keys.key(Qt.Key.Key_Escape)

        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        in_dialog(qtbot, look)
        keys.key(Qt.Key.Key_H)
        assert seen["label"] == SAID[code]
        assert "{patient}" not in seen["label"] and "{patient}" not in seen["tip"]
    finally:
        set_language("en")
