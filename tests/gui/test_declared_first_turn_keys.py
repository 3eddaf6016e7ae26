"""The first turn of a brawl goes to a fighter who declared a ranged attack (the Raider, an NPC: "NPCs
declare before PCs in each phase").  His turn was already his before anyone declared, so the dice dock
kept the generic Skill roll it set up at the fight's start until the GM pressed N and came back with
Shift+N; now his declaration sets his declared roll up at once (the shot with his revolver), as on
every later turn.  English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_twdu_shot_offer_keys import KNIFE, REVOLVER
from ui import i18n

SHOT = {"en": "Shot", "ru": "Выстрел", "es": "Disparo"}


def declare(qtbot, window, phase: str) -> None:  # noqa: ANN001
    """E on the fight list's chosen row (the next who has not declared), the phase's number typed
    in the dialog, Enter (and Enter again on Against, where an attack's Enter goes on to)."""
    fight = window.docks["initiativeDock"]
    activate(qtbot, window)  # the dialog took the focus; the list has it back
    fight.tree.setFocus()

    def answer(dialog) -> None:  # noqa: ANN001
        qtbot.keyClicks(dialog.phase, phase)
        qtbot.keyClick(dialog.phase, Qt.Key.Key_Return)
        if dialog.isVisible():
            assert dialog.against.hasFocus()
            qtbot.keyClick(dialog.against, Qt.Key.Key_Return)

    when_dialog_opens(answer)
    qtbot.keyClick(fight.tree, Qt.Key.Key_E)


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_first_turn_s_declared_shot_is_set_up_without_n(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        services = window.services
        new = services.ruleset.new_sheet
        assert services.characters.create("Ana", "pc", {**new(), "agility": 4, "ranged_combat": 3,
                                                        "weapons": [REVOLVER]})
        assert services.characters.create("Ben", "pc", {**new(), "strength": 4, "close_combat": 3,
                                                        "weapons": [KNIFE]})
        assert services.characters.create("Raider", "npc", {**new(), "agility": 3, "ranged_combat": 2,
                                                            "weapons": [REVOLVER]})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        dice = window.docks["diceDock"]
        assert services.initiative.start(list(who.values()), name="Yard")
        assert services.initiative.current().character_id == who["Raider"]  # his turn before anyone declared
        assert dice.character_combo.currentText() == "Raider"
        generic = dice.kind_combo.currentText()
        for phase in ("2", "3", "6"):  # the Raider (NPCs first) shoots, then the PCs in the list's order
            declare(qtbot, window, phase)
            QApplication.processEvents()
        rows = {c.character_id: c.state.get("phase") for c in services.initiative.combatants(
            services.initiative.encounter().id)}
        assert rows[who["Raider"]] == "2" and sorted(rows.values()) == ["2", "3", "6"]
        assert services.initiative.current().character_id == who["Raider"]  # no N pressed
        assert dice.character_combo.currentText() == "Raider"
        assert dice.kind_combo.currentText() == SHOT[lang] != generic
        assert dice.form.inputs["item"].currentText().startswith("Revolver")
    finally:
        i18n.set_language("en")
