"""AFMBE first aid with no patient picked: the dice dock said «nobody is left standing to roll
against», as for an attack with the last foe down, though a patient need not stand (the dying Dana is
the one to tend).  The refusal names what first aid needs, as twdu's does."""

from __future__ import annotations

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.command import CommandError
from app.services.demo import build_demo
from app.services.rolls import RollRequest


def test_first_aid_with_no_patient_says_it_needs_someone_to_tend(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "uni.deadwatch", "afmbe", "unisystem")), Dice(seed=1))
    try:
        tom = next(c for c in services.characters.characters() if c.kind == "pc")
        kinds = [k.key for k in services.rolls.kinds(int(tom.id))]
        first_aid = "first_aid"  # on a patient (the other is on himself)
        assert first_aid in kinds
        with pytest.raises(CommandError) as refused:
            services.rolls.odds(RollRequest(first_aid, int(tom.id), {}))
        assert refused.value.message == "First aid needs someone to tend: pick them in On."
    finally:
        services.close()
