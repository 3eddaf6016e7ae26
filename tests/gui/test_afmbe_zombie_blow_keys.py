"""A Shambler's attack offered no damage: with no weapon on its sheet the attack form picked "No
weapon", so a hit offered nothing and the damage dialog opened by hand (D) read success level 1
though the roll was Excellent.  A character with no weapon on the sheet strikes with what every body
has (a zombie's bite or claw: the texts give the dead no weapon; the norms punch, d4×STR); a blow is
melee, a shot is not; and the damage dialog opened after a hit takes that hit's success level."""

from __future__ import annotations

from tests.gui.test_dice_dock import make_dock, people, pick, pick_kind, type_faces
from ui.dialogs.rules_action_dialog import RulesActionDialog

ATTACK = "Attack against a dodge or block"
SKILLS = [{"name": "Guns", "type": "Handgun", "level": 2}, {"name": "Hand Weapon", "type": "Club", "level": 1}]
WEAPONS = [{"name": "Pistol", "damage": "d6×4", "ranged": True},
           {"name": "Baseball bat", "damage": "d6×STR", "ranged": False}]


def _dock(qtbot, tmp_path):  # noqa: ANN001, ANN202
    return make_dock(qtbot, tmp_path, "afmbe", "norms", characters=[
        ("Ash", "pc", {"dex": 3, "skills": SKILLS, "weapons": WEAPONS}),
        ("Biter", "zombie", {"dex": 1, "str": 2}),
    ])


def test_a_zombie_strikes_with_its_own_blow_and_a_hit_offers_damage(qtbot, tmp_path):
    dock, services = _dock(qtbot, tmp_path)
    try:
        pick(dock, "Biter")
        pick_kind(dock, ATTACK)
        assert dock.form.inputs["weapon"].currentText().startswith("Bare hands")
        assert dock.form.inputs["melee"].isChecked()  # a bite is a blow, not a shot
        type_faces(qtbot, dock, "9 2")  # 9 + DEX 1 = 10 against Ash's dodge 2 + 3
        assert dock.last.result.success
        assert [b.text() for b in dock.result_view.damage_buttons if b.isEnabled()], "no damage offered"
    finally:
        services.close()


def test_the_melee_box_follows_the_weapon(qtbot, tmp_path):
    dock, services = _dock(qtbot, tmp_path)
    try:
        pick(dock, "Ash")
        pick_kind(dock, ATTACK)
        weapon, melee = dock.form.inputs["weapon"], dock.form.inputs["melee"]
        assert weapon.currentText() == "Pistol" and not melee.isChecked()
        weapon.setCurrentIndex(weapon.findText("Baseball bat"))
        assert melee.isChecked()
        weapon.setCurrentIndex(weapon.findData("unarmed"))
        assert melee.isChecked()
        weapon.setCurrentIndex(weapon.findText("Pistol"))
        assert not melee.isChecked()
    finally:
        services.close()


def test_the_damage_dialog_after_a_hit_takes_its_success_level(qtbot, tmp_path):
    dock, services = _dock(qtbot, tmp_path)
    try:
        ids = people(services)
        pick(dock, "Ash")
        pick_kind(dock, ATTACK)
        dock.form.inputs["weapon"].setCurrentIndex(dock.form.inputs["weapon"].findData(""))  # no weapon
        dock.form.inputs["skill"].setCurrentIndex(1)  # Guns 2
        type_faces(qtbot, dock, "9")  # 9 + 3 + 2 = 14: Good (level 3); the zombie does not dodge
        assert dock.last.result.success
        dialog = RulesActionDialog(services, ids["Biter"], heal=False)
        qtbot.addWidget(dialog)
        dialog.by.setCurrentIndex(dialog.by.findData(ids["Ash"]))
        assert dialog.form.inputs["success_level"].value() == 3
        other = RulesActionDialog(services, ids["Ash"], heal=False)  # not the roll's target: the form's own
        qtbot.addWidget(other)
        other.by.setCurrentIndex(other.by.findData(ids["Biter"]))
        assert other.form.inputs["success_level"].value() == 1
    finally:
        services.close()
