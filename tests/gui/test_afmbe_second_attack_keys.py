"""AFMBE demo, a turn's second attack (issue 41).  After Dana's shot the dice dock left "Action this
turn" (and, unisystem, «Disparo de este turno (misma arma)») at 1: the second shot of the turn had
no penalty, "Total 14 against 9: hit" where the README says "Several actions in one turn: −2 for the
second, −4 for the third", and the unisystem text «Cada disparo consecutivo sufre un −1 acumulativo».
The dock now counts the fighter's rolls of this turn from the log: the second attack shows 2 in its
fields and its penalty in the odds before the roll, an undo counts back, the next turn starts at 1."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_afmbe_skill_follows_weapon_keys import demo_window


def fight_on_turn_of(window, name: str) -> int:  # noqa: ANN001
    """A fight with everyone of the demo, rolled, on ``name``'s turn: his id."""
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    services.initiative.start(list(who.values()))
    services.initiative.roll()
    for _ in range(len(who) + 1):
        current = services.initiative.current()
        if current is not None and current.character_id == who[name]:
            break
        services.initiative.next_turn()
    assert services.initiative.current().character_id == who[name]
    for _ in range(3):
        QApplication.processEvents()
    return who[name]


def attack_by_keys(qtbot, window, faces: str) -> str:  # noqa: ANN001
    """Ctrl+Shift+D, Down to the attack, Ctrl+K, the faces, Enter: the log's new line."""
    keys = Keys(qtbot)
    dock = window.docks["diceDock"]
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    assert QApplication.focusWidget() is dock.kind_combo
    while dock.kind_combo.currentData() != "attack":
        keys.key(Qt.Key.Key_Down)
    keys.key(Qt.Key.Key_K, CTRL)
    assert QApplication.focusWidget() is dock.faces_edit
    keys.type(faces)
    keys.key(Qt.Key.Key_Return)
    return last_log_line(window)


def test_norms_dana_s_second_shot_takes_minus_two_and_an_undo_counts_back(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "norms")
    dock = window.docks["diceDock"]
    fight_on_turn_of(window, "Dana Cruz")
    first = attack_by_keys(qtbot, window, "1 5")
    assert "Total 2 against 9: miss" in first, first
    assert dock.form.values()["action"] == 2  # shown before the second roll
    assert "second action" not in dock.odds_label.text()
    odds = dock.odds_label.text()
    assert "Hit 60%" in odds, odds  # 8+ on d10+6−2 against 9 (it said "Hit 80%")
    second = attack_by_keys(qtbot, window, "8")
    assert "Total 12 against 9: hit" in second and "several actions −2" in second, second
    Keys(qtbot).key(Qt.Key.Key_Z, CTRL)  # the second shot undone: it is the second action again
    QApplication.processEvents()
    assert dock.form.values()["action"] == 2
    Keys(qtbot).key(Qt.Key.Key_Z, CTRL)  # and the first: the first action
    QApplication.processEvents()
    assert dock.form.values()["action"] == 1
    assert "Hit 80%" in dock.odds_label.text()


def test_unisystem_second_shot_takes_the_consecutive_shot_and_the_second_action(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "unisystem")
    dock = window.docks["diceDock"]
    fight_on_turn_of(window, "Dana Cruz")
    first = attack_by_keys(qtbot, window, "2")  # a miss: no damage waits for its dice
    assert "Total 8 against 9: miss" in first, first
    values = dock.form.values()
    assert (values["action"], values["shot_number"]) == (2, 2)
    second = attack_by_keys(qtbot, window, "5")
    # 5 + Dexterity 3 + Guns 3, −2 the second action, −1 the second consecutive shot
    assert "Total 8 against 9: miss" in second, second
    assert "several actions −2; consecutive shots −1" in second, second
    values = dock.form.values()
    assert (values["action"], values["shot_number"]) == (3, 3)
    services = window.services
    dana = dock.forms.character_id()
    services.initiative.next_turn()  # round by round back to Dana's next turn: her first action again
    while services.initiative.current().character_id != dana:
        services.initiative.next_turn()
    for _ in range(3):
        QApplication.processEvents()
    attack_by_keys(qtbot, window, "9")
    values = dock.form.values()
    assert (values["action"], values["shot_number"]) == (2, 2), "only this turn's shot counts"
