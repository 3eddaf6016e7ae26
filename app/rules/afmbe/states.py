"""An All Flesh Must Be Eaten character's live state under one preset: a fresh one, a stored one read
with every key present, and one settled after a change (pools clamped to their tracks, the automatic
states of the preset).  The ruleset and each of its features hold one :class:`AfmbeStates`."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from app.rules.afmbe import character, fatigue, norms_death, undead
from app.rules.afmbe.catalog import BAD_LUCK, GOOD_LUCK
from app.rules.base import RulesError, Sheet, State
from app.rules.text import QT_TRANSLATE_NOOP


class AfmbeStates:
    """The states of characters under ``preset`` ("norms" or "unisystem")."""

    def __init__(self, preset: str) -> None:
        self.preset = preset

    @property
    def uni(self) -> bool:
        return self.preset == "unisystem"

    def fresh(self, sheet: Sheet) -> State:
        """The live state of a fresh, unhurt character with this sheet."""
        clean = character.validate_sheet(sheet)
        return {
            "life_points": character.life_points(clean),
            "endurance": character.endurance_points(clean),
            "luck": character.trait_level(clean, "quality", GOOD_LUCK),
            "bad_luck": character.trait_level(clean, "drawback", BAD_LUCK),
            "wounds_untreated": 0,
            "disabled": [],
            "unconscious": False,
            "dead": False,
            "checks_due": [],
            "untreated_turns": 0,
            "survival_owed": 0,
            "dead_turns": 0,
            "cared_for": False,
            "sleep_debt": 0,
            "load": "none",
            undead.ZOMBIE: False,
            undead.CALL_AT: undead.NO_CALL,
        }

    def read(self, sheet: Sheet, state: Mapping[str, Any]) -> State:
        """A copy of ``state`` with every key present (missing keys from a fresh state).

        Keys this ruleset does not use are kept as they are.
        """
        if not isinstance(state, Mapping):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The character state is not a set of values."))
        fresh = self.fresh(sheet)
        out: State = {k: copy.deepcopy(v) for k, v in state.items() if k not in fresh}
        for key, default in fresh.items():
            value = state.get(key, default)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, int):
                ok = isinstance(value, int) and not isinstance(value, bool)
            elif isinstance(default, list):
                ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
                value = list(value) if ok else value
            else:
                ok = isinstance(value, str)
            if not ok:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "The character state holds a wrong value."))
            out[key] = value
        if out["load"] not in fatigue.LOADS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown load level."))
        return out

    def settle(self, sheet: Sheet, state: State) -> State:
        """Clamp the pools to their tracks and apply the automatic states of the preset."""
        lp_max = character.life_points(sheet)
        end_max = character.endurance_points(sheet)
        state["life_points"] = min(lp_max, state["life_points"])  # no floor: no text gives one
        state["endurance"] = max(-end_max, min(end_max, state["endurance"]))
        state["luck"] = max(0, min(character.trait_level(sheet, "quality", GOOD_LUCK), state["luck"]))
        state["bad_luck"] = max(0, min(character.trait_level(sheet, "drawback", BAD_LUCK), state["bad_luck"]))
        # nothing kills by a number: unisystem, a failed Survival check; norms, the GM's call below 0
        # Life Points (:mod:`.norms_death`); a zombie, the GM's call at 0 or below (:mod:`.undead`)
        if undead.is_zombie(state):
            state = undead.settle(state)
        elif not self.uni:
            state = norms_death.settle(state)
        if state["dead"]:
            state["checks_due"] = []
        elif not self.uni and not undead.is_zombie(state):
            state["unconscious"] = state["life_points"] <= 0 or state["endurance"] <= 0
        return state
