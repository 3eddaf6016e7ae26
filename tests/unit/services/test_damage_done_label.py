"""Undo and redo of a damage name the damage done, not the form's amount: a weapon's damage is asked
as 0, so "Rehacer: Daño a Caminantes 1: 0" told the GM nothing; in the grid game each limb hit is named."""

from __future__ import annotations

import re

from sqlmodel import Session

from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.log import read_lines
from app.services.logtext import render


def _rendered(services, kind, language="en"):
    with Session(services.campaign.engine) as s:
        lines = [e for e in read_lines(s, "1 = 1", {}) if e.kind == kind]
    return [render(e.text, e.args, "log", translator_for(language)) for e in lines]


def test_undo_and_redo_of_a_weapons_damage_name_the_limb_and_the_damage(tmp_path, qapp):
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs")
    services = open_services(str(path), Dice(seed=3))
    try:
        services.campaign.start_session("The mall")
        kit = next(c for c in services.initiative.roster() if c.name == "Kit")
        assert services.characters.damage(int(kit.id), {"part": "left_leg", "amount": 0, "weapon": "pistol"})
        assert services.campaign.undo()
        redo = services.campaign.undo_redo.redo_target()
        assert redo is not None
        label = render(redo.text, redo.args, redo.ctx, translator_for("es"))
        # "6 de daño a Kit (Torso (reserva principal) 8 → 5; Pierna izquierda 6 → 0)": the limb hit and the main pool
        assert label.startswith("6 de daño a Kit (") and "Pierna izquierda 6 → 0" in label, label
        assert not label.endswith(": 0")
        assert services.campaign.redo()
        undone, = _rendered(services, "undo")
        redone, = _rendered(services, "redo")
        # the undo gives the leg back: the change it makes
        assert "Left leg 0 → 6" in undone and undone.startswith("Undo: 6 damage to Kit ("), undone
        assert "Left leg 6 → 0" in redone and redone.startswith("Redo: 6 damage to Kit (")
    finally:
        services.close()


def test_a_weapons_damage_with_no_amount_field_ends_with_no_bare_colon(tmp_path, qapp):
    """All Flesh (Unisystem): a weapon's formula and no amount asked; "Deshecho: Daño a Orderly Vic:"."""
    path = build_demo(tmp_path / "afmbe.deadwatch", "afmbe", "unisystem")
    services = open_services(str(path), Dice(seed=3))
    try:
        services.campaign.start_session("Ward 3")
        vic = next(c for c in services.initiative.roster() if c.name == "Orderly Vic")
        request = {"weapon": "d6×4", "attacker_str": 2, "damage_type": "bullet", "two_handed": False,
                   "success_level": 3, "location": "torso"}
        assert services.characters.damage(int(vic.id), request)
        assert services.campaign.undo()
        undone, = _rendered(services, "undo", "es")
        # the points taken, and the track from what to what
        assert re.fullmatch(r"Deshecho: ([1-9]\d*) de daño a Orderly Vic \(Puntos de Vida (\d+) → 30\)", undone), undone
        taken, left = re.findall(r"\d+", undone.split("a Orderly Vic")[0])[0], undone.split("Vida ")[1].split(" →")[0]
        assert int(taken) == 30 - int(left)
    finally:
        services.close()
