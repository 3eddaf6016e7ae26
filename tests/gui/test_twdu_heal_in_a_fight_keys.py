"""Issue 40: H on a hurt fighter in a twdu fight opened the heal form on «Curación de un día», and one
Enter healed Ben a whole day mid-round.  In a fight the form opens on what a fight's care is, first
aid: for one still standing it says why not and one Enter heals nothing; out of a fight a day's
healing is still the hurt one's care."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import lines
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def test_h_in_a_fight_opens_on_first_aid_and_one_enter_heals_no_day(qtbot, tmp_path):
    assert i18n.set_language("es")
    try:
        window = spanish_fight(qtbot, tmp_path)
        services = window.services
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.characters.damage(who["Ben Okafor"], {"damage": 1, "armor": False})  # hurt, standing
        health = services.characters.character(who["Ben Okafor"]).state["health"]
        tree = window.docks["initiativeDock"].tree
        window.selection.select_character(who["Ben Okafor"])
        tree.setFocus()
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def look(dialog) -> None:  # noqa: ANN001
            try:
                seen["kind"] = dialog.form.inputs["kind"].currentData()
                seen["preview"] = dialog.preview.text()
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        count = len(lines(window))
        when_dialog_opens(look)
        keys.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda: "kind" in seen)
        assert seen["kind"] == "first_aid", seen
        assert services.characters.character(who["Ben Okafor"]).state["health"] == health  # no day healed
        assert len(lines(window)) == count
        keys.report("H on a hurt fighter")
    finally:
        i18n.set_language("en")
