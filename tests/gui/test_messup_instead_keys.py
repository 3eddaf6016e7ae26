"""A pushed roll that messes up (a walker on a stress die) offers every choice its text lists, by
keys: the Threat +1, a single attack from the dead instead, and the Swarm Size one step up instead."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_evenings_by_keys import NEXT_PAGE, TAB, sheet
from tests.gui.test_fight_by_keys import campaign_window, lines


def test_a_mess_up_offers_the_swarm_size_step_instead_of_the_threat(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Mia", TAB, TAB, TAB, "4", NEXT_PAGE, "1", TAB, TAB, TAB, "2")
    keys.key(Qt.Key.Key_Escape)
    for _ in range(3):
        keys.type("+3")
    size = window.services.swarm.fight().size
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)  # Mia sneaks past (Mobility), fails, pushes and messes up
    keys.key(Qt.Key.Key_Tab, SHIFT)
    keys.type("M")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("1 2 3 4 5 3")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, above the offers
    keys.type("2 2 3 4 2 2 1")
    keys.key(Qt.Key.Key_Tab, times=3)  # Secret, Roll, the offer
    keys.key(Qt.Key.Key_Space)
    assert "Push the roll" in lines(window)[-1]
    view = window.docks["diceDock"].result_view
    offers = [b.text() for b in (view.threat_button, *view.instead_buttons) if b is not None and b.isVisible()]
    assert offers == ["Threat +1 (walker)", "Instead: a single attack from the dead", "Instead: Swarm Size one step up"]
    swarm_size = view.instead_buttons[1]
    for _ in range(20):  # Tab to it
        if QApplication.focusWidget() is swarm_size:
            break
        keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is swarm_size
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1] == f"Threat 3 (Aware) stays: instead, Swarm Size {size} → {size + 1}"
    assert window.services.threat.level() == 3
    assert not any(b.isVisible() for b in (view.threat_button, *view.instead_buttons) if b is not None)
    keys.key(Qt.Key.Key_Z, CTRL)
    assert window.services.swarm.fight().size == size


def test_a_mess_up_s_single_attack_falls_on_the_roller_whose_roll_is_the_next_key(qtbot, tmp_path):
    """"A single attack can result from a mishap during a skill roll … one or two of them are
    definitely approaching you": picked instead of the Threat, it falls on Mia, the log names her,
    and her roll to avoid it (Close Combat) is in the dock with the focus on its typed dice."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    keys = Keys(qtbot)
    sheet(keys, qtbot, window, "Mia", TAB, TAB, TAB, "4", NEXT_PAGE, "1", TAB, TAB, TAB, "2")
    keys.key(Qt.Key.Key_Escape)
    for _ in range(3):
        keys.type("+3")
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    keys.key(Qt.Key.Key_Tab, SHIFT)
    keys.type("M")
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type("1 2 3 4 5 3")
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_K, CTRL)  # the typed dice, above the offers
    keys.type("2 2 3 4 2 2 1")
    keys.key(Qt.Key.Key_Tab, times=3)  # Secret, Roll, the offer
    keys.key(Qt.Key.Key_Space)
    dice = window.docks["diceDock"]
    single = dice.result_view.instead_buttons[0]
    for _ in range(20):  # Tab to it
        if QApplication.focusWidget() is single:
            break
        keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is single
    keys.key(Qt.Key.Key_Space)
    assert lines(window)[-1] == "Threat 3 (Aware) stays: instead, a single attack from the dead on Mia"
    mia = next(c.id for c in window.services.characters.characters() if c.name == "Mia")
    assert dice.character_id() == mia and dice.form is not None and dice.form.values()["skill"] == "close_combat"
    assert QApplication.focusWidget() is dice.faces_edit
    keys.key(Qt.Key.Key_R, CTRL)
    assert lines(window)[-1].startswith("Mia rolls Skill roll (Close Combat)")
