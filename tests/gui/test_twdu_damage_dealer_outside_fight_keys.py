"""twdu, the hidden Rook rolled against Ana earlier in the night, then a fight of Ana and Ben alone:
damage to Ana (Ctrl+1, "Ana", Esc, D, Enter) opened with "Dealt by" on Rook, so the line was
"Round 1 · Rook · secret — Damage to Ana Reyes…", kept from the players who saw the damage.  The
form now opens on no one (never one outside the fight, never one hidden): the line is public and
names no Rook.  By keys, in English and Russian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.rolls import RollRequest
from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.keycount import CTRL, Keys
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_readable import demos  # noqa: F401  (fixture)
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_damage_in_a_fight_rook_is_not_in_is_public(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        services = window.services
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        ana, ben, rook = ids["Ana Reyes"], ids["Ben Okafor"], ids["Rook"]
        assert not services.characters.character(rook).revealed
        assert services.rolls.roll(RollRequest("skill", rook, {"skill": "close_combat"}, ana))
        assert services.characters.last_attacker(ana) == rook
        assert services.initiative.start([ana, ben])
        services.initiative.roll()  # twdu draws its cards as the fight starts: nothing to roll
        health = services.characters.character(ana).state.get("health")
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def damage(dialog) -> None:  # noqa: ANN001
            try:
                activate(qtbot, dialog)
                seen["by"] = dialog.by.currentData()
                seen["by text"] = dialog.by.currentText()
                keys.key(Qt.Key.Key_Return)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        activate(qtbot, window)
        keys.key(Qt.Key.Key_1, CTRL)
        keys.type("Ana")
        keys.key(Qt.Key.Key_Escape)
        when_dialog_opens(damage)
        keys.key(Qt.Key.Key_D)
        qtbot.waitUntil(lambda: services.characters.character(ana).state.get("health") != health)
        assert seen["by"] is None and "Rook" not in str(seen["by text"]), seen
        line = services.campaign.events()[-1]
        assert line.kind == "damage", line.kind
        assert not line.secret and line.actor == "", (line.actor, line.secret)
        assert "Rook" not in line.text and "Rook" not in str(line.args), (line.text, line.args)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
