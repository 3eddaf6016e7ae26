"""The ammo ledger's view of the grid-and-limbs rules (:class:`~app.rules.features.ammo.AmmoRules`).

Each firearm carried (``state["guns"]``) is a stock of rounds in its loaded clip (15 when full);
the spare clips (``state["clips"]``, the rounds in each) are one stock of clips shared by the
character's guns.  Shots spend from the loaded clip; a reload takes one round with a clip drawn at
random (the GM sees which, the player does not) or two with a clip the player names; the old clip
is discarded unless kept.  Clips found are full; clips handed over go in the order carried.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import AmmoStock, Choice, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.features.ammo import AmmoRules
from app.rules.gridlimbs.ammo import CHOSEN_RELOAD_ROUNDS, CLIP_SIZE, HASTY_RELOAD_ROUNDS, full_clips
from app.rules.gridlimbs.reading import clips, fire, grenades_left, reload
from app.rules.gridlimbs.sheet import carried_grenades
from app.rules.gridlimbs.weapons import SMG, WEAPONS, shots_a_round
from app.rules.stocks import UNIT_CLIPS, UNIT_ROUNDS, find_stock, whole
from app.rules.text import QT_TRANSLATE_NOOP

SPARE_CLIPS = "clips"
#: the grenades carried (the sheet's, less those thrown): shown beside the clips, spent by a throw
GRENADES = "grenades"
GUN_ACTIONS = frozenset({"fire", "reload", "empty"})
CLIP_ACTIONS = frozenset({"refill", "give"})
HASTY = "hasty"
#: a gun's loaded rounds on its player's phone: the rules have the player count his shots, for a
#: reload in haste loads a clip drawn at random (the GM sees which, the player does not)
UNKNOWN_CLIP = QT_TRANSLATE_NOOP(
    "rules", "up to {capacity} {capacity|round|rounds} in the clip, how many are left unknown "
             "(a hasty reload loads a clip at random): count your shots")
CHOSEN = "chosen"
#: F on a zombie's turn, and any ammunition action of a zombie
ZOMBIE_UNARMED = QT_TRANSLATE_NOOP(
    "rules", "A zombie carries no gun and no ammunition (starting items are the players'): it bites.")


def gun_key(index: int) -> str:
    return f"gun{index + 1}"


class GridLimbsAmmo(AmmoRules):
    """Clips counted one by one; :mod:`.reading` does the shooting and reloading."""

    def ammo_kind_refusal(self, kind: str) -> str:
        """A zombie carries nothing: starting items are the players' (the rule text's "Character
        Creation"), so no gun, no clips, no grenades: it bites."""
        return ZOMBIE_UNARMED if kind == "zombie" else ""

    def ammo_stocks(self, sheet: Sheet, state: State) -> list[AmmoStock]:
        spare = tuple(int(c) for c in state.get("clips", []))
        out = []
        for i, gun in enumerate(state.get("guns", [])):
            weapon = WEAPONS.get(str(gun.get("weapon")))
            label = weapon.label if weapon is not None else str(gun.get("weapon"))
            out.append(
                AmmoStock(
                    gun_key(i),
                    label,
                    UNIT_ROUNDS,
                    int(gun.get("loaded", 0)),
                    CLIP_SIZE,
                    clips=spare,
                    actions=GUN_ACTIONS,
                    label_ctx="rules",
                    known=False,  # a hasty reload draws a clip at random: its rounds are the GM's
                    unknown_why=UNKNOWN_CLIP,
                )
            )
        out.append(
            AmmoStock(
                SPARE_CLIPS,
                QT_TRANSLATE_NOOP("rules", "Spare clips"),
                UNIT_CLIPS,
                len(spare),
                clips=spare,
                actions=CLIP_ACTIONS,
                label_ctx="rules",
            )
        )
        if carried_grenades(sheet):
            out.append(AmmoStock(GRENADES, QT_TRANSLATE_NOOP("rules", "Grenades"),
                                 QT_TRANSLATE_NOOP("rules", "grenades"), grenades_left(sheet, state),
                                 label_ctx="rules"))
        return out

    def _gun(self, sheet: Sheet, state: State, key: str, action: str) -> int:
        find_stock(self.ammo_stocks(sheet, state), key, action)
        return int(key.removeprefix("gun")) - 1

    def ammo_fire_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        return (
            FieldSpec(
                "bullets",
                QT_TRANSLATE_NOOP("rules", "Rounds fired"),
                "int",
                1,
                1,
                CLIP_SIZE,
                help=QT_TRANSLATE_NOOP("rules", "An SMG sprays two rounds at each character in range."),
            ),
        )

    def ammo_reload_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        return (
            FieldSpec(
                "how",
                QT_TRANSLATE_NOOP("rules", "Reload"),
                "choice",
                HASTY,
                choices=(
                    Choice(HASTY, QT_TRANSLATE_NOOP("rules", "In one round: a clip drawn at random")),
                    Choice(CHOSEN, QT_TRANSLATE_NOOP("rules", "In two rounds: the clip the player names")),
                ),
            ),
            FieldSpec(
                "declared",
                QT_TRANSLATE_NOOP("rules", "Rounds in the clip named"),
                "int",
                CLIP_SIZE,
                0,
                CLIP_SIZE,
                help=QT_TRANSLATE_NOOP(
                    "rules", "A clip that does not exist still takes two rounds and loads one at random."
                ),
            ),
            FieldSpec(
                "keep",
                QT_TRANSLATE_NOOP("rules", "Keep the old clip"),
                "bool",
                False,
                help=QT_TRANSLATE_NOOP("rules", "Otherwise the old clip is discarded."),
            ),
        )

    def fire_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        gun = self._gun(sheet, state, key, "fire")
        return fire(state, gun, whole(request.get("bullets", 1)))

    def fire_round_limit(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> tuple[tuple[str, str, int], int] | None:
        """"Pistol: Two shots per round", "Rifle: One shot per round": each round fired from the
        dock is a shot, counted with the shots rolled (:func:`shots_a_round`); an SMG's fire, one
        shot or its spray, is its one shot of the round."""
        gun = self._gun(sheet, state, key, "fire")
        weapon = str(state["guns"][gun].get("weapon", ""))
        limit = shots_a_round(weapon)
        if limit is None:
            return None
        return limit, 1 if weapon == SMG else whole(request.get("bullets", 1))

    def fired_back(self, sheet: Sheet, state: State, key: str, amount: int) -> State:
        """Rounds a shot fired from the dock already took, put back in (or taken again from) the
        gun's loaded clip, so the roll that makes the shot takes them once."""
        gun = self._gun(sheet, state, key, "fire")
        guns = [dict(g) for g in state.get("guns", [])]
        guns[gun]["loaded"] = int(guns[gun].get("loaded", 0)) + amount
        return {**state, "guns": guns}

    def reload_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        gun = self._gun(sheet, state, key, "reload")
        loaded = int(state["guns"][gun].get("loaded", 0))
        if loaded >= CLIP_SIZE:  # a full clip is not thrown away for one drawn at random
            weapon = WEAPONS.get(str(state["guns"][gun].get("weapon")))
            raise RulesError(QT_TRANSLATE_NOOP("rules", "{weapon} is full ({count}/{capacity})."),
                             weapon={"t": weapon.label if weapon is not None else key, "ctx": "rules"},
                             count=loaded, capacity=CLIP_SIZE)
        how = request.get("how", HASTY)
        keep = request.get("keep", False)
        if how not in (HASTY, CHOSEN) or not isinstance(keep, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
        declared = whole(request.get("declared", CLIP_SIZE), 0) if how == CHOSEN else None
        spare = clips(state, gun).spare
        outcome = reload(state, gun, keep, dice, declared)
        outcome.secret = declared is None or declared not in spare
        rounds = HASTY_RELOAD_ROUNDS if declared is None else CHOSEN_RELOAD_ROUNDS
        outcome.arithmetic = str(rounds)
        return outcome

    def add_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        find_stock(self.ammo_stocks(sheet, state), key, "refill")
        out = dict(state)
        out["clips"] = [*state.get("clips", []), *full_clips(whole(amount))]
        line = LogLine(QT_TRANSLATE_NOOP("rules", "{count} full clips of fifteen."), {"count": amount})
        return Outcome(out, [line])

    def take_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "give")
        if whole(amount) > stock.count:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many spare clips."))
        return Outcome({**state, "clips": list(stock.clips[amount:])})

    def give_ammo(
        self, giver: tuple[Sheet, State, str], receiver: tuple[Sheet, State, str], amount: int
    ) -> tuple[Outcome, Outcome]:
        """The first ``amount`` clips the giver carries go, as they are, to the end of the receiver's."""
        handed = find_stock(self.ammo_stocks(giver[0], giver[1]), giver[2], "give").clips[: whole(amount)]
        taken = self.take_ammo(*giver, amount)
        find_stock(self.ammo_stocks(receiver[0], receiver[1]), receiver[2], "refill")
        state = receiver[1]
        return taken, Outcome({**state, "clips": [*state.get("clips", []), *handed]})

    def empty_ammo(self, sheet: Sheet, state: State, key: str) -> Outcome:
        gun = self._gun(sheet, state, key, "empty")
        guns = [dict(g) for g in state.get("guns", [])]
        guns[gun]["loaded"] = 0
        return Outcome({**state, "guns": guns})
