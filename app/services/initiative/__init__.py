"""The initiative tracker: encounters, the order of a fight, turns, rounds and the round's effects.

An :class:`Encounter` row is the fight: its initiative ``mode`` (one of the ruleset's
``initiative_modes``), its ``round`` and ``turn`` (the index, in order, of the combatant whose turn
it is), and ``state`` (``reroll``: roll everyone again each round).  A :class:`Combatant` row is one
entry of the order: ``position``, ``initiative`` (the value shown), ``sort_key`` (higher first),
``acted`` this round, and ``state``: ``status`` ("delayed" or "ready": acts later in the round),
``phase`` and ``action`` (a declaration, in modes whose rounds walk phases), ``first`` (started the
violence: acts first in round 1), ``timers`` (conditions that last some rounds), ``hidden`` (kept
from the player display), ``adhoc`` (made for this fight), ``rolled`` (the value came from a roll).

Whose turn it is follows from the order: the first combatant who has neither acted nor waits.
Every command keeps ``Encounter.turn`` so; after the last one the round ends.

Signals (on :class:`InitiativeService`)
---------------------------------------
failed(str, str)
    An action was refused: (tr context, English message).  Nothing changed.

The package, by theme: :mod:`.fight_order` (the order read and kept in a transaction),
:mod:`.arithmetic` (initiative values, sorting, ties), :mod:`.encounter` (start, join, leave, end),
:mod:`.ordering` (roll, type, declare, mode, move), :mod:`.turns` (turns and the round's end),
:mod:`.marks` (started the violence, hidden, timed conditions) and :mod:`.service` (what the
screens read and run).
"""

from __future__ import annotations

from app.services.initiative.encounter import AddCombatants, EndEncounter, RemoveCombatant, StartEncounter
from app.services.initiative.fight_order import DELAYED, KINDS, READY, WAITING
from app.services.initiative.marks import AddTimer, ClearTimers, MarkCombatant
from app.services.initiative.ordering import (
    Declare,
    MoveCombatant,
    RollInitiative,
    SetEncounterFlag,
    SetInitiative,
    SetMode,
)
from app.services.initiative.service import FightView, InitiativeService, patched_fight
from app.services.initiative.turns import ActNow, EndRound, NextTurn, PreviousTurn, Wait, end_round

__all__ = [
    "DELAYED",
    "KINDS",
    "READY",
    "WAITING",
    "ActNow",
    "AddCombatants",
    "AddTimer",
    "ClearTimers",
    "Declare",
    "EndEncounter",
    "EndRound",
    "FightView",
    "InitiativeService",
    "MarkCombatant",
    "MoveCombatant",
    "NextTurn",
    "PreviousTurn",
    "RemoveCombatant",
    "RollInitiative",
    "SetEncounterFlag",
    "SetInitiative",
    "SetMode",
    "StartEncounter",
    "Wait",
    "end_round",
    "patched_fight",
]
