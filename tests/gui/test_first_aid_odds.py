"""First aid in the grid game by keys, as a GM meets it: the heal dialog's preview shows the odds
of d(First Aid + 2) and what each outcome does, never a roll a GM could fish for; the die is rolled
once, on OK; a first aid gone wrong is logged as what happened to the limb."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import Keys
from tests.gui.test_fight_by_keys import in_dialog, lines
from tests.gui.test_map_shot import create


def test_the_preview_shows_the_odds_and_the_die_is_rolled_on_ok(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 2})
    services = window.services
    dov = create(window, "Dov", max_hp=12, first_aid=1)
    assert services.characters.damage(dov, {"part": "left_arm", "amount": 2})
    window.selection.select_character(dov)
    activate(qtbot, window)
    rng = services.campaign.dice.rng
    before = rng.getstate()
    keys = Keys(qtbot)
    seen: dict[str, object] = {}

    def look(dialog):  # noqa: ANN001, ANN202
        try:
            read(dialog)
        finally:
            if dialog.isVisible():  # a failure above: the test fails, it does not hang
                dialog.reject()

    def read(dialog):  # noqa: ANN001, ANN202
        seen["first"] = dialog.preview.text()
        limb = dialog.form.inputs["part"]
        limb.setFocus()
        keys.key(Qt.Key.Key_Down)  # right arm: nothing to restore there, and no bleeding to stop
        seen["right arm"] = dialog.preview.text()
        keys.key(Qt.Key.Key_Up)
        seen["same"] = dialog.preview.text() == seen["first"]
        seen["rolled before OK"] = rng.getstate() != before
        seen["dialog"] = QApplication.activeModalWidget() is dialog
        keys.key(Qt.Key.Key_Return)  # OK

    in_dialog(qtbot, look)
    keys.key(Qt.Key.Key_H)
    activate(qtbot, window)
    assert seen["first"] == (
        "d3 is rolled when you press OK.\n"
        "1 in 3: it goes wrong, Left arm takes 1 to 3 (1 in 9 each).\n"
        "2 in 3: restores 2.")  # a 3 restores 2 as well: only 2 are missing; 7 of 9 does not bleed
    assert "2 in 3: restores nothing." in str(seen["right arm"])
    assert seen["same"] is True and seen["rolled before OK"] is False
    assert rng.getstate() != before  # rolled once, on OK
    last = lines(window)[-1]
    assert last.startswith(("Dov healed: d3 rolled", "First aid on Dov's left arm goes wrong: d3 rolled 1"))


def test_a_first_aid_gone_wrong_is_logged_as_what_happened(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs", options={"start_bandages": 2})
    services = window.services
    dov = create(window, "Dov", max_hp=12, first_aid=0)
    assert services.characters.damage(dov, {"part": "left_arm", "amount": 3})
    assert services.characters.heal(dov, {"kind": "first_aid", "part": "left_arm", "first_aid": 0}, faces="1 2")
    assert lines(window)[-1].startswith(
        "First aid on Dov's left arm goes wrong, dice from the table: d2 rolled 1, then 2: 2 damage")
    assert services.characters.heal(dov, {"kind": "first_aid", "part": "left_arm", "first_aid": 0}, faces="2")
    assert lines(window)[-1].startswith("Dov healed, dice from the table: d2 rolled 2")
