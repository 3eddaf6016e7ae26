"""The latest single attack from the dead as the log has it (app.services.threat.single): the victim,
whether they rolled, whether that roll failed, whether the harm was dealt; each undone, the answer
as it stood before."""

from __future__ import annotations

from app.services.rolls import RollRequest
from app.services.threat.dial import SINGLE_ATTACK
from tests.unit.services.twdu_party import lines, twdu_services


def roll(services, cid: int, faces: str, offered: bool = True) -> None:  # noqa: ANN001
    """``cid``'s skill roll of a single attack; ``offered``: asked by the offer of their attack whose
    roll is due (as the dock's button asks it), else a roll of theirs made for something else."""
    kind, inputs = services.swarm.single_attack_roll()
    due = services.threat.roll_due_of(cid) if offered else None
    request = RollRequest(kind=kind, character_id=cid, inputs=inputs, answers=due.event_id if due else None)
    assert services.rolls.roll(request, faces) is not None


def test_a_single_attack_its_roll_and_its_harm_each_undone(tmp_path):
    services, ids = twdu_services(tmp_path)
    ben = ids["Ben"]
    assert services.threat.step(1, "noise")
    assert services.threat.single_attack() is None
    assert services.swarm.instead_of_threat(SINGLE_ATTACK, ben)
    given = services.threat.single_attack()
    assert given is not None and (given.character_id, given.name, given.roll_due) == (ben, "Ben", True)
    roll(services, ids["Ana"], "6 6 6 6")  # another's roll does not answer it
    assert services.threat.single_attack().roll_due
    roll(services, ben, "2 3 4 5 2 3 1")  # no 6: the attack got through
    failed = services.threat.single_attack()
    assert not failed.roll_due and failed.harm_due
    assert services.characters.damage(ben, services.swarm.harm_request(1))
    assert not services.threat.single_attack().harm_due
    assert services.campaign.undo()
    assert services.threat.single_attack().harm_due
    assert services.campaign.undo()
    assert services.threat.single_attack().roll_due
    roll(services, ben, "2 3 4 5 2 3 6")  # a 6: stopped, no harm
    stopped = services.threat.single_attack()
    assert not stopped.roll_due and not stopped.harm_due
    services.close()


def test_a_mess_up_avoiding_the_dead_is_a_single_attack_on_the_roller(tmp_path):
    services, ids = twdu_services(tmp_path)
    assert services.threat.step(1, "noise")
    from tests.unit.services.twdu_party import set_state

    set_state(services, ids["Mia"], stress=1)
    assert services.threat.avoid(ids["Mia"], "mobility", 0, "2 2 3 4 5 1")
    attack = services.threat.single_attack()
    assert attack is not None and attack.character_id == ids["Mia"] and attack.roll_due
    services.close()


def test_an_unrelated_roll_of_the_victim_leaves_the_single_attack_unanswered(tmp_path):
    """Ben's own roll made while the single attack on him waits (a Close Combat roll of his own turn,
    the skill the attack's roll takes too) is not the attack's roll: the attack still waits for its
    roll, no harm is offered from that roll, and its line says no more than the roll; the roll his
    attack's offer sets up answers it."""
    services, ids = twdu_services(tmp_path)
    ben = ids["Ben"]
    assert services.threat.step(1, "noise")
    assert services.swarm.instead_of_threat(SINGLE_ATTACK, ben)
    given = services.threat.single_attack()
    assert given is not None and given.roll_due
    roll(services, ben, "2 3 4 5 2 3 1", offered=False)  # no 6: his own blow missed
    attack = services.threat.single_attack()
    assert attack.roll_due and not attack.harm_due
    assert services.threat.roll_due_of(ben) == given
    assert "single attack" not in lines(services)[-1]
    roll(services, ben, "2 3 4 5 2 3 6")  # the attack's own roll: a 6, fought off
    assert not services.threat.single_attack().roll_due
    assert "fights off the single attack" in lines(services)[-1]
    services.close()
