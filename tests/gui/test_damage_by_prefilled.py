"""Damage's "By" where the attacker is plain: the one who last rolled against the target fills it
(not on his own damage; the turn's fighter alone does not: issue 41), and a roll's damage offer is
dealt by the other side of the roll."""

from __future__ import annotations

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.files import create_campaign
from tests.gui.test_dice_dock import make_dock, people, pick, pick_kind, type_faces
from ui.dialogs.rules_action_dialog import RulesActionDialog


def fight(tmp_path):  # noqa: ANN001, ANN201
    path = tmp_path / "d10under.deadwatch"
    create_campaign(str(path), "By test", "d10under").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    for name, kind in (("Dana", "pc"), ("Shambler", "zombie")):
        assert services.characters.create(name, kind, services.ruleset.new_sheet(kind))
    ids = people(services)
    services.initiative.start([ids["Dana"], ids["Shambler"]])
    services.initiative.roll()
    while services.initiative.current().character_id != ids["Dana"]:
        services.initiative.next_turn()
    return services, ids


def test_the_damage_dialog_names_who_last_rolled_against_the_target_not_the_turn(qtbot, tmp_path):
    # issue 41: the turn's fighter is not the dealer of every damage typed; the one who last rolled
    # against the target (her shot) is
    from app.services.rolls import RollRequest

    services, ids = fight(tmp_path)
    try:
        dialog = RulesActionDialog(services, ids["Shambler"], heal=False)
        qtbot.addWidget(dialog)
        assert dialog.by.currentData() is None  # Dana's turn, but she has not attacked him
        assert services.rolls.roll(RollRequest("test", ids["Dana"], {"attribute": "strength"},
                                               ids["Shambler"]), "4") is not None
        named = RulesActionDialog(services, ids["Shambler"], heal=False)
        qtbot.addWidget(named)
        assert named.by.currentText() == "Dana" and named.by.currentData() == ids["Dana"]
        own = RulesActionDialog(services, ids["Dana"], heal=False)  # her own damage: no one is obvious
        qtbot.addWidget(own)
        assert own.by.currentData() is None
    finally:
        services.close()


def test_a_rolls_damage_offer_is_dealt_by_the_roller(qtbot, tmp_path):
    skills = [{"name": "Guns", "type": "Handgun", "level": 2}]
    weapons = [{"name": "Pistol", "damage": "d6×4", "ranged": True}]
    dock, services = make_dock(
        qtbot, tmp_path, "afmbe", "norms",
        characters=[("Ash", "pc", {"dex": 3, "skills": skills, "weapons": weapons}), ("Biter", "zombie", {"dex": 1})],
    )
    pick(dock, "Ash")
    pick_kind(dock, "Attack against a dodge or block")
    dock.form.inputs["skill"].setCurrentIndex(1)
    type_faces(qtbot, dock, "8")  # the zombie does not dodge: one die
    dock.result_view.damage_buttons[0].click()  # a typed attack: its damage die asked for, then typed
    type_faces(qtbot, dock, "3")
    damage = [e for e in services.campaign.events() if e.kind == "damage"][-1]
    assert damage.target == "Biter"
    assert damage.actor == "Ash" and damage.payload["actor_id"] == people(services)["Ash"]
