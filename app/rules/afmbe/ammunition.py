"""The ammo ledger's view of All Flesh Must Be Eaten (:class:`~app.rules.features.ammo.AmmoRules`).

* ``norms``: each firearm (a weapon row marked Ranged) has its own Ammo Points, one a combat turn
  of firing, so a weapon spends at most one a round; the sheet's Ammo column is its starting
  points, 0 meaning the 5 a new ranged weapon comes with.  No reloading: a point is a turn's supply.
* ``unisystem``: the Ammo column is the magazine's rounds; a firearm starts loaded, with no spare
  rounds.  Single shots, bursts of 2-5 and rock and roll (groups of ten) spend what they fire;
  a reload fills the magazine from the spare rounds.

State: ``ammo`` maps each firearm's key (its name) to ``{"points": n}`` or ``{"loaded": n,
"spare": n}``; a firearm not yet there has its starting supply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.afmbe.ammo import NEW_WEAPON_AMMO_POINTS, rounds_used, spend_ammo_points, spend_rounds
from app.rules.afmbe.autofire import NOT_AUTOMATIC
from app.rules.afmbe.ranged import BURST_MAX, BURST_MIN, ROCK_AND_ROLL_GROUP
from app.rules.base import AmmoStock, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.features.ammo import AmmoRules
from app.rules.stocks import UNIT_POINTS, UNIT_ROUNDS, find_stock, named_keys, request_int, whole
from app.rules.text import QT_TRANSLATE_NOOP

#: the skills a firearm is shot with, the likeliest first (matched on the skill's name, its type aside)
SHOOTING_SKILLS = ("guns", "archery", "throwing")


def shooting_skill(sheet: Sheet) -> str:
    """The attack form's skill (its index, as the form's choice) a firearm is fired with: the sheet's
    Guns ("Guns (Handgun)"), its highest level where the sheet has more than one type; else another
    shooting skill; "" (no skill: the attribute alone) when the sheet has none of them."""
    from app.rules.afmbe.character import validate_sheet

    rows = list(enumerate(validate_sheet(sheet)["skills"]))
    for wanted in SHOOTING_SKILLS:
        found = [(int(row["level"]), -i, i) for i, row in rows if str(row["name"]).strip().casefold() == wanted]
        if found:
            return str(max(found)[2])
    return ""


#: the fire's log line, naming only what was fired: (single shots, bursts, groups of ten) → template
FIRED_PARTS: dict[tuple[bool, bool, bool], str] = {
    (True, False, False): QT_TRANSLATE_NOOP(
        "rules", "{shots} {shots|single shot|single shots}: {used} {used|round|rounds}."),
    (False, True, False): QT_TRANSLATE_NOOP(
        "rules", "{bursts} {bursts|burst|bursts} of {size}: {used} {used|round|rounds}."),
    (False, False, True): QT_TRANSLATE_NOOP(
        "rules", "{groups} {groups|group|groups} of ten: {used} {used|round|rounds}."),
    (True, True, False): QT_TRANSLATE_NOOP(
        "rules", "{shots} {shots|single shot|single shots}, {bursts} {bursts|burst|bursts} of {size}: {used} "
                 "{used|round|rounds}."),
    (True, False, True): QT_TRANSLATE_NOOP(
        "rules", "{shots} {shots|single shot|single shots}, {groups} {groups|group|groups} of ten: {used} "
                 "{used|round|rounds}."),
    (False, True, True): QT_TRANSLATE_NOOP(
        "rules", "{bursts} {bursts|burst|bursts} of {size}, {groups} {groups|group|groups} of ten: {used} "
                 "{used|round|rounds}."),
    (True, True, True): QT_TRANSLATE_NOOP(
        "rules", "{shots} {shots|single shot|single shots}, {bursts} {bursts|burst|bursts} of {size}, {groups} "
                 "{groups|group|groups} of ten: {used} {used|round|rounds}."),
}
#: the fire's line in logs written before it named only what was fired (read as it was; English's
#: plural forms in :data:`app.services.plurals.ENGLISH`)
FIRED_BEFORE = QT_TRANSLATE_NOOP("rules", "{shots} shots, {bursts} bursts of {size}, {groups} groups of ten: {used} "
                                          "rounds.")

#: the fire dialog's word on the bursts it does not offer (:meth:`AfmbeAmmo.ammo_fire_note`)
NO_BURSTS_IN_NORMS = QT_TRANSLATE_NOOP("rules", "Norms counts a turn of firing as one Ammo Point: no bursts, "
                                                "no rounds to count.")
SINGLE_SHOTS_ONLY = QT_TRANSLATE_NOOP("rules", "Bursts need an automatic weapon: {weapon} fires single shots "
                                               "(Automatic is not ticked in its row of the sheet).")

#: what the weapons' Ammo column counts in each preset: its word in a spreadsheet's heading ("Weapons 1:
#: Ammo (rounds)") and a count of it; a file of the other preset's is not read as this one's
AMMO_UNITS: dict[str, tuple[str, str]] = {
    "norms": (QT_TRANSLATE_NOOP("rules", "Ammo Points"),
              QT_TRANSLATE_NOOP("rules", "{count} {count|Ammo Point|Ammo Points}")),
    "unisystem": (QT_TRANSLATE_NOOP("rules", "rounds in the magazine"),
                  QT_TRANSLATE_NOOP("rules", "{count} {count|round|rounds}")),
}
#: the weapons' cells a preset has no rule for: norms fires no bursts, so Automatic is read by nothing
UNUSED_COLUMNS: dict[str, frozenset[tuple[str, str]]] = {
    "norms": frozenset({("weapons", "automatic")}),
    "unisystem": frozenset(),
}

POINTS_ACTIONS = frozenset({"fire", "refill", "give", "empty"})
ROUNDS_ACTIONS = frozenset({"fire", "reload", "refill", "give", "empty"})


class AfmbeAmmo(AmmoRules):
    """Ammo Points (norms) or magazines and spare rounds (unisystem) for each firearm of ``preset``."""

    def __init__(self, preset: str) -> None:
        self.preset = preset

    @property
    def uni(self) -> bool:
        """Unisystem: rounds counted shot by shot, a single shot's too (norms counts points a turn)."""
        return self.preset == "unisystem"

    def _firearms(self, sheet: Sheet) -> list[tuple[str, Mapping[str, Any]]]:
        rows = list(sheet.get("weapons", []))
        keys = named_keys([str(r.get("name", "")) for r in rows])
        return [(key, row) for key, row in zip(keys, rows, strict=True) if row.get("ranged")]

    def _supply(self, row: Mapping[str, Any], state: State, key: str) -> dict[str, int]:
        kept = state.get("ammo", {}).get(key)
        # the other preset's supply (rounds kept where norms counts points: a party carried between
        # the presets) is no count of this one's: the weapon starts again with its own
        if isinstance(kept, Mapping) and set(kept) == ({"points"} if self.preset == "norms" else {"loaded", "spare"}):
            return {k: int(v) for k, v in kept.items()}
        if self.preset == "norms":
            return {"points": int(row.get("ammo", 0)) or NEW_WEAPON_AMMO_POINTS}
        return {"loaded": int(row.get("ammo", 0)), "spare": 0}

    def ammo_stocks(self, sheet: Sheet, state: State) -> list[AmmoStock]:
        out = []
        for key, row in self._firearms(sheet):
            supply = self._supply(row, state, key)
            label = str(row.get("name", "")).strip() or key
            if self.preset == "norms":
                out.append(AmmoStock(key, label, UNIT_POINTS, supply["points"], actions=POINTS_ACTIONS))
            else:
                out.append(
                    AmmoStock(
                        key,
                        label,
                        UNIT_ROUNDS,
                        supply["loaded"],
                        int(row.get("ammo", 0)),
                        supply["spare"],
                        actions=ROUNDS_ACTIONS,
                    )
                )
        return out

    def ammo_fires_once_per_round(self) -> bool:
        return self.preset == "norms"

    def ammo_fire_fields(self, sheet: Sheet, state: State, key: str) -> Sequence[FieldSpec]:
        if self.preset == "norms":
            return ()
        shots = FieldSpec("shots", QT_TRANSLATE_NOOP("rules", "Single shots"), "int", 1, 0, 100)
        if not self._automatic(sheet, key):  # a pistol fires shots, never bursts (unisystem §4.2.1)
            return (shots,)
        return (
            shots,
            FieldSpec("bursts", QT_TRANSLATE_NOOP("rules", "Bursts"), "int", 0, 0, 20),
            FieldSpec(
                "burst_size",
                QT_TRANSLATE_NOOP("rules", "Rounds a burst"),
                "int",
                3,
                BURST_MIN,
                BURST_MAX,
                help=QT_TRANSLATE_NOOP("rules", "A burst is 2 to 5 rounds."),
            ),
            FieldSpec(
                "groups",
                QT_TRANSLATE_NOOP("rules", "Rock and roll (groups of ten)"),
                "int",
                0,
                0,
                20,
                help=QT_TRANSLATE_NOOP("rules", "Trigger held all turn: each group of ten rounds rolls to hit."),
            ),
        )

    def ammo_fire_note(self, sheet: Sheet, state: State, key: str) -> LogLine | None:
        """Why the fire dialog asks for no bursts: norms counts a turn's firing as one Ammo Point
        ("one point is one combat turn of firing"), with no bursts or rounds to count; a unisystem
        weapon its row does not mark automatic fires single shots (§4.2.1: bursts are "la manera
        más eficaz de disparar un arma automática")."""
        if self.preset == "norms":
            return LogLine(NO_BURSTS_IN_NORMS)
        row = dict(self._firearms(sheet)).get(key)
        if row is None or row.get("automatic"):
            return None
        return LogLine(SINGLE_SHOTS_ONLY, {"weapon": str(row.get("name", "")).strip() or key})

    def _automatic(self, sheet: Sheet, key: str) -> bool:
        """Whether the weapon's table marks it automatic: only an automatic weapon fires bursts and
        rock and roll (unisystem §4.2.1 "Ráfagas de fuego automático … un arma automática"; a
        semiautomatic fires one shot each pull of the trigger)."""
        row = dict(self._firearms(sheet)).get(key)
        return bool(row.get("automatic")) if row is not None else False

    def _with(self, state: State, key: str, supply: Mapping[str, int]) -> State:
        out = dict(state)
        out["ammo"] = {**state.get("ammo", {}), key: dict(supply)}
        return out

    def _row(self, sheet: Sheet, key: str) -> Mapping[str, Any]:
        return dict(self._firearms(sheet))[key]

    def fire_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        from app.rules.afmbe.defences import refuse_if_on_the_ground
        from app.rules.afmbe.out_of_fight import refuse_if_out_of_the_fight

        find_stock(self.ammo_stocks(sheet, state), key, "fire")
        # the attacks a fire makes would be refused (on the ground, out of the fight): refused here,
        # before a round is spent, as one refusal for the whole fire
        refuse_if_out_of_the_fight(self.preset, state)
        refuse_if_on_the_ground(state)
        supply = self._supply(self._row(sheet, key), state, key)
        if self.preset == "norms":
            supply["points"] = spend_ammo_points(supply["points"], 1, key)
            line = LogLine(QT_TRANSLATE_NOOP("rules", "One combat turn of firing."))
            return Outcome(self._with(state, key, supply), [line])
        shots = request_int(request, "shots", 1)
        bursts = request_int(request, "bursts", 0)
        size = request_int(request, "burst_size", 3)
        groups = request_int(request, "groups", 0)
        if (bursts or groups) and not self._automatic(sheet, key):
            raise RulesError(NOT_AUTOMATIC)
        used = rounds_used(shots, (size,) * bursts, groups * ROCK_AND_ROLL_GROUP)
        if used < 1:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Fire at least one shot."))
        supply["loaded"] = spend_rounds(supply["loaded"], used, key)
        line = LogLine(FIRED_PARTS[(shots > 0, bursts > 0, groups > 0)],
                       {"shots": shots, "bursts": bursts, "size": size, "groups": groups, "used": used})
        return Outcome(self._with(state, key, supply), [line])

    def reload_ammo(self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any], dice: Dice) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "reload")
        room = stock.capacity - stock.count
        if room <= 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "{weapon} is full ({count}/{capacity})."), weapon=stock.label,
                             count=stock.count, capacity=stock.capacity)
        if stock.spare <= 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "No spare rounds to reload with."))
        moved = min(room, stock.spare)
        supply = {"loaded": stock.count + moved, "spare": stock.spare - moved}
        line = LogLine(
            QT_TRANSLATE_NOOP("rules", "{moved} rounds into the magazine; {spare} spare left."),
            {"moved": moved, "spare": supply["spare"]},
        )
        return Outcome(self._with(state, key, supply), [line])

    def add_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "refill")
        amount = whole(amount)
        if self.preset == "norms":
            return Outcome(self._with(state, key, {"points": stock.count + amount}))
        return Outcome(self._with(state, key, {"loaded": stock.count, "spare": stock.spare + amount}))

    def fire_roll(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> tuple[str, dict[str, Any]] | None:
        """The attack roll with that weapon, on Dexterity and the sheet's gun skill
        (:func:`shooting_skill`); in unisystem its fire as the fire form says (a single shot, a burst
        of its size, or rock and roll with its rounds)."""
        rows = list(sheet.get("weapons", []))
        keys = named_keys([str(r.get("name", "")) for r in rows])
        if key not in keys:
            return None
        # a shot, never melee: the form's Melee box follows a weapon picked in it, not one set here
        # (a bat first on the sheet left it ticked: "Range and consecutive shots are for shots")
        inputs: dict[str, Any] = {"weapon": str(keys.index(key)), "melee": False, "attribute": "dex",
                                  "skill": shooting_skill(sheet)}
        if self.uni:
            bursts = request_int(request, "bursts", 0)
            groups = request_int(request, "groups", 0)
            if groups:
                inputs.update(fire="rock_and_roll", rounds=groups * ROCK_AND_ROLL_GROUP)
            elif bursts:
                inputs.update(fire="burst", burst_size=request_int(request, "burst_size", 3))
            else:
                inputs["fire"] = "single"
        return "attack", inputs

    def fire_rolls(
        self, sheet: Sheet, state: State, key: str, request: Mapping[str, Any]
    ) -> list[tuple[str, dict[str, Any]]]:
        """Unisystem: each single shot and each burst is its own attack roll, one after another
        ("Shot this turn" 1, 2, 3…: −1 each; "Burst this turn" 1, 2…: −3 each further burst), and
        rock and roll one roll for its groups of ten (§4.2.1.3); norms: the turn's one roll."""
        first = self.fire_roll(sheet, state, key, request)
        if first is None or not self.uni:
            return [first] if first is not None else []
        kind, base = first
        base = {k: v for k, v in base.items() if k not in ("fire", "burst_size", "rounds")}
        shots = request_int(request, "shots", 1)
        bursts = request_int(request, "bursts", 0)
        groups = request_int(request, "groups", 0)
        size = request_int(request, "burst_size", 3)
        # each roll says every count of its own: a burst after a turn's single shots (or a fire in a
        # new round) takes no consecutive-shot penalty, "Una ráfaga se dispara sin ninguna penalización"
        out = [(kind, {**base, "fire": "single", "shot_number": n, "burst_number": 1}) for n in range(1, shots + 1)]
        out += [(kind, {**base, "fire": "burst", "burst_size": size, "burst_number": n, "shot_number": 1})
                for n in range(1, bursts + 1)]
        if groups:
            out.append((kind, {**base, "fire": "rock_and_roll", "rounds": groups * ROCK_AND_ROLL_GROUP,
                               "shot_number": 1, "burst_number": 1}))
        return out

    def fired_back(self, sheet: Sheet, state: State, key: str, amount: int) -> State:
        """Points back (norms), or rounds back into the magazine, never below none (unisystem)."""
        supply = self._supply(self._row(sheet, key), state, key)
        field = "points" if self.preset == "norms" else "loaded"
        supply[field] = max(0, supply[field] + amount)
        return self._with(state, key, supply)

    def take_ammo(self, sheet: Sheet, state: State, key: str, amount: int) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "give")
        amount = whole(amount)
        if self.preset == "norms":
            if amount > stock.count:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many Ammo Points."))
            return Outcome(self._with(state, key, {"points": stock.count - amount}))
        if amount > stock.spare:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many spare rounds."))
        return Outcome(self._with(state, key, {"loaded": stock.count, "spare": stock.spare - amount}))

    def empty_ammo(self, sheet: Sheet, state: State, key: str) -> Outcome:
        stock = find_stock(self.ammo_stocks(sheet, state), key, "empty")
        if self.preset == "norms":
            return Outcome(self._with(state, key, {"points": 0}))
        return Outcome(self._with(state, key, {"loaded": 0, "spare": stock.spare}))
