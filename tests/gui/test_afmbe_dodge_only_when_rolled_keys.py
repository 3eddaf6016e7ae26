"""AFMBE unisystem, a shot at a living target who may dodge (§4.2.2, «Esquivar disparos»: the dodge
takes all of the dodger's actions, «ha hecho cuerpo a tierra, renunciando a cualquier otra
acción»), by keys.  A shot that missed asked for no dodge, yet it marked the target "Hit the dirt: no
more actions this turn" and the log said he hit the dirt; and once he had dodged, the next shot's odds
still counted his dodge.  Now the mark, the log and the odds follow what was rolled: a miss leaves
him standing (the next shot's odds with his dodge), a dodge rolled marks him and the next shot's
odds count no defence, its line saying why."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.keycount import CTRL, SHIFT, Keys
from tests.gui.test_autofire_ammo_keys import pick_with_keys, tab_to
from tests.gui.test_fight_by_keys import campaign_window, lines, start_fight

PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
DANA = {"dex": 3, "skills": [{"name": "Guns", "type": "Handgun", "level": 3}], "weapons": [PISTOL]}
BEN = {"dex": 2, "skills": [{"name": "Dodge", "level": 2}]}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def shoot(keys: Keys, dice, faces: str) -> None:  # noqa: ANN001
    keys.key(Qt.Key.Key_K, CTRL)
    keys.type(faces)
    keys.key(Qt.Key.Key_Return)
    settle()


def hit_chance(dice) -> str:  # noqa: ANN001
    text = dice.odds_label.text()
    assert "Hit " in text, text
    return text.split("Hit ", 1)[1].split("%", 1)[0]


def test_a_miss_marks_no_dodge_and_a_dodge_rolled_leaves_no_defence_for_the_next_shot(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", people=[("Dana", "pc", DANA),
                                                                             ("Ben", "npc", BEN)])
    services = window.services
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    keys = Keys(qtbot)
    dice = window.docks["diceDock"]
    window.docks["initiativeDock"].tree.setFocus()
    start_fight(keys, window, qtbot)
    window.docks["initiativeDock"].tree.setFocus()
    keys.key(Qt.Key.Key_R)  # initiative
    settle()
    while services.initiative.current().character_id != ids["Dana"]:
        services.initiative.next_turn()
    settle()
    window.selection.select_character(ids["Dana"])
    keys.key(Qt.Key.Key_D, CTRL | SHIFT)
    pick_with_keys(qtbot, dice.kind_combo, "Attack against a dodge or block")
    settle()
    tab_to(qtbot, dice.opponent_combo)
    pick_with_keys(qtbot, dice.opponent_combo, "Ben")
    settle()
    assert dice.forms.opponent_id() == ids["Ben"]
    tab_to(qtbot, dice.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dice.opponent_form.inputs["defence"], "Dodge (Dexterity + Dodge)")
    settle()
    dodging = hit_chance(dice)
    assert "Ben defends" in dice.parts_label.text(), dice.parts_label.text()
    shoot(keys, dice, "2")  # 2 + 6: a miss, no dodge asked for
    said = lines(window)[-1]
    assert "miss" in said and "hit the dirt" not in said, said
    ben = services.characters.character(ids["Ben"])
    assert not ben.state.get("dodging_shots"), "a miss marked Ben on the ground"
    assert dice.opponent_form.values()["defence"] == "dodge"
    assert "Ben defends" in dice.parts_label.text(), "he has his actions: the next shot's odds with his dodge"
    assert Fraction(hit_chance(dice).replace(",", ".")) < Fraction(dodging.replace(",", ".")), \
        "the second shot's odds: −2, his dodge still counted"
    shoot(keys, dice, "9 3")  # 9 + 6 − 3 = 12: a hit past Ben's dodge rolled, 3 + 4 = 7
    said = lines(window)[-1]
    assert "Ben hit the dirt to dodge the shot" in said, said
    ben = services.characters.character(ids["Ben"])
    assert ben.state.get("dodging_shots"), "the dodge rolled marks Ben"
    # the next shot: Ben has no defence left, and the odds say so
    assert dice.opponent_form.values()["defence"] == "none", dice.opponent_form.values()
    assert "Ben hit the dirt to dodge a shot this turn: no defence left until the round ends." \
        in dice.forms.opponent_note.text()
    assert "Ben defends" not in dice.parts_label.text(), dice.parts_label.text()
    assert "Hit " in dice.odds_label.text() and not dice.cannot_roll
