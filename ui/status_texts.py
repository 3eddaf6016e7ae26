"""The status bar's words for the fight: a round of the initiative order, a swarm fight's round,
or no fight (and only then)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from app.services.bundle import Services


def fight_status(services: Services) -> str:
    """"Round 2", "Swarm fight · round 3", both when both run, or "No fight"."""
    parts = []
    encounter = services.initiative.view().encounter  # the fight as the screens show it, read once
    if encounter is not None:
        parts.append(QCoreApplication.translate("MainWindow", "Round {n}").format(n=encounter.round))
    swarm = services.swarm
    if swarm.active():
        parts.append(QCoreApplication.translate("MainWindow", "Swarm fight · round {n}").format(n=swarm.fight().round))
    return " · ".join(parts) if parts else QCoreApplication.translate("MainWindow", "No fight")
