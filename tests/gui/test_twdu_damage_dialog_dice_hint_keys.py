"""Issue 40: D on Ana (armored), Damage 2, Tab to Dice: the hint said "4 dice: 2 × d6 (Armor); 1 × d6
(…); 1 × d6 (…)", yet "6 2 3 4" was refused "More dice were typed than this roll uses" (the six
stopped a point, no injury followed), and before any dice the result read "damage 2 − armor 1 = 1"
as if the armor had been rolled.  Now the hint says the armor's dice first, then the injury's only if
those call for them; the refusal names how many the damage used; no result shows before its dice."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.store.models import Character
from tests.unit.services.twdu_party import set_state, twdu_services
from ui.dialogs.rules_action_dialog import RulesActionDialog

# no injury named: no recovery die before its D66 (its entry on the table gives its recovery dice)
HINT = "Dice to type, in this order: 2 × d6 (Armor); then, only if those dice call for them: 1 × d6 (Broken minutes)"


def test_the_hint_says_what_depends_and_the_refusal_how_many_were_used(qtbot, tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        cid = ids["Rick"]
        with services.campaign._session() as s:  # test set-up only: Rick in armor, Battered
            row = s.get(Character, cid)
            row.sheet = {**row.sheet, "armor_level": 2}
            s.add(row)
            s.commit()
        set_state(services, cid, health=2)
        dialog = RulesActionDialog(services, cid, heal=False)
        qtbot.addWidget(dialog)
        damage = dialog.form.inputs["damage"]
        damage.selectAll()
        qtbot.keyClicks(damage, "2")
        assert damage.value() == 2
        assert dialog.wanted.text() == HINT
        assert "armor" not in dialog.preview.text()  # nothing rolled yet: no armor result
        assert dialog.preview.text() == ("The result waits for its dice: type them above, or Enter lets the "
                                         "console roll them.")
        dialog.faces.setFocus()
        qtbot.keyClicks(dialog.faces, "6 2 3 4")
        assert dialog.preview.text() == "With the faces typed this roll uses only 2 × d6 (Armor); 4 typed."
        for _ in range(4):
            qtbot.keyClick(dialog.faces, Qt.Key.Key_Backspace)
        assert dialog.faces.text() == "6 2"
        assert dialog.preview.text().startswith("Damage 2 − armor 1 = 1")
        dialog.buttons.accepted.emit()  # OK
        assert services.characters.character(cid).state["health"] == 1
    finally:
        services.close()
