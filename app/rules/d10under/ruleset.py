"""The roll-under d10 ruleset as the rest of Deadwatch sees it.

Sheet: the six attributes (1-10), whether the character is a player's, weapons and armor.
State: ``health`` (the one track, Endurance × 20 at most) and ``ammo`` (rounds loaded in each
ranged weapon, by name).  Initiative is not in the rule text: the tracker offers sides (players
first) or Agility order.  The text has no end-of-round effects, so the round's end changes
nothing (the base behaviour).

Its features: damage and healing (:mod:`.damage_rules`), the ammo ledger (:mod:`.ammunition`) and
the dice dock's rolls (:mod:`.rolls`), each an object the ruleset builds once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import (
    CHARACTER_KIND,
    BudgetLine,
    Choice,
    Condition,
    FieldSpec,
    InitiativeRoll,
    LogLine,
    Outcome,
    RulesError,
    Ruleset,
    Sheet,
    State,
    TrackSpec,
)
from app.rules.d10under import ammo as ammo_rules
from app.rules.d10under import gear, written
from app.rules.d10under.ammo import WEAPON_KINDS, Weapon
from app.rules.d10under.ammunition import D10UnderAmmo
from app.rules.d10under.attributes import (
    ATTRIBUTE_LABELS,
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    ATTRIBUTES,
    START_POINTS,
    START_VALUE,
    attribute_budget,
    check_attribute,
    derived_values,
)
from app.rules.d10under.checks import TestResult, check_modifier, roll_test
from app.rules.d10under.damage import Armor
from app.rules.d10under.damage_rules import D10UnderDamage
from app.rules.d10under.melee import Fighter
from app.rules.d10under.melee_groups import D10UnderMeleeGroups
from app.rules.d10under.rolls import D10UnderRolls
from app.rules.d10under.shooting import OUTCOME_LABELS, roll_shot, shot_damage
from app.rules.d10under.worked import volley_text
from app.rules.dice import Dice, RollRecord
from app.rules.text import QT_TRANSLATE_NOOP


def _whole(value: Any, message: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(message)
    if (low is not None and value < low) or (high is not None and value > high):
        raise RulesError(message)
    return value


class D10UnderRuleset(Ruleset):
    """The home-made roll-under d10 system."""

    id = "d10under"
    preset = None
    title = QT_TRANSLATE_NOOP("rules", "Roll-under d10")
    features = frozenset({"ammo_rounds"})  # a magazine beside the spare rounds carried
    night_state = QT_TRANSLATE_NOOP("rules", "health and conditions")
    initiative_modes = (
        Choice("side", QT_TRANSLATE_NOOP("rules", "Sides: players first")),
        Choice("agility", QT_TRANSLATE_NOOP("rules", "Agility: highest first")),
    )

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        _whole(self.options["attribute_start"],
               QT_TRANSLATE_NOOP("rules", "The starting attribute value runs from 1 to 10."),
               ATTRIBUTE_MIN, ATTRIBUTE_MAX)
        _whole(self.options["attribute_points"],
               QT_TRANSLATE_NOOP("rules", "Attribute points must be a whole number, 0 or more."), 0)
        self._damage = D10UnderDamage()
        self._ammo = D10UnderAmmo()
        self._rolls = D10UnderRolls()
        self._melee = D10UnderMeleeGroups()

    # ---- campaign ----------------------------------------------------------------------
    def option_fields(self) -> Sequence[FieldSpec]:
        """Creation budget: every attribute starts at 5 with 7 points to raise them (rule text, 1)."""
        return (
            FieldSpec("attribute_start", QT_TRANSLATE_NOOP("rules", "Starting attribute value"),
                      "int", START_VALUE, ATTRIBUTE_MIN, ATTRIBUTE_MAX,
                      group=QT_TRANSLATE_NOOP("rules", "Character creation")),
            FieldSpec("attribute_points", QT_TRANSLATE_NOOP("rules", "Attribute points"),
                      "int", START_POINTS, 0, 60, group=QT_TRANSLATE_NOOP("rules", "Character creation")),
        )

    # ---- characters ---------------------------------------------------------------------
    def sheet_fields(self) -> Sequence[FieldSpec]:
        attributes = QT_TRANSLATE_NOOP("rules", "Attributes")
        fields = [
            FieldSpec(key, ATTRIBUTE_LABELS[key], "int", START_VALUE, ATTRIBUTE_MIN, ATTRIBUTE_MAX,
                      group=attributes)
            for key in ATTRIBUTES
        ]
        fields.append(FieldSpec(
            "player", QT_TRANSLATE_NOOP("rules", "Player character"), "bool", True,
            group=QT_TRANSLATE_NOOP("rules", "Character"),
            help=QT_TRANSLATE_NOOP("rules", "Players act first when initiative goes by sides."),
            # a zombie or an NPC made by the GM starts on the other side
            follows=(CHARACTER_KIND,), presets=((("pc",), True), (("npc",), False), (("zombie",), False)),
        ))
        gear = QT_TRANSLATE_NOOP("rules", "Gear")
        fields.append(FieldSpec(
            "weapons", QT_TRANSLATE_NOOP("rules", "Weapons"), "table", [], group=gear,
            columns=(
                FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Name"), "text", ""),
                FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "Kind"), "choice", "ranged",
                          choices=(Choice("melee", QT_TRANSLATE_NOOP("rules", "Melee")),
                                   Choice("ranged", QT_TRANSLATE_NOOP("rules", "Ranged")))),
                FieldSpec("damage", QT_TRANSLATE_NOOP("rules", "Damage"), "int", 0, 0,
                          help=QT_TRANSLATE_NOOP("rules", "Ranged: damage per hit. Melee: added to base damage.")),
                FieldSpec("shots", QT_TRANSLATE_NOOP("rules", "Shots a turn"), "int", 1, 1),
                FieldSpec("magazine", QT_TRANSLATE_NOOP("rules", "Magazine"), "int", 0, 0),
                FieldSpec("criticals", QT_TRANSLATE_NOOP("rules", "Critical hits"), "bool", True),
            ),
        ))
        fields.append(FieldSpec(
            "armor", QT_TRANSLATE_NOOP("rules", "Armor"), "table", [], group=gear,
            columns=(
                FieldSpec("name", QT_TRANSLATE_NOOP("rules", "Name"), "text", ""),
                FieldSpec("deflect", QT_TRANSLATE_NOOP("rules", "Deflects on d10 at or under"), "int", 0, 0, 10),
                FieldSpec("absorb", QT_TRANSLATE_NOOP("rules", "Absorbs"), "int", 0, 0),
            ),
        ))
        return fields

    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        """A clean copy: attributes 1-10, weapons and armor well formed; unknown keys dropped."""
        clean = self.new_sheet()
        for key in ATTRIBUTES:
            clean[key] = check_attribute(sheet.get(key, START_VALUE))
        player = sheet.get("player", True)
        if not isinstance(player, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Player character is yes or no."))
        clean["player"] = player
        clean["weapons"] = [self._clean_weapon(row) for row in self._rows(sheet, "weapons")]
        names = [row["name"] for row in clean["weapons"]]
        if len(set(names)) != len(names):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Two weapons have the same name."))
        clean["armor"] = [self._clean_armor(row) for row in self._rows(sheet, "armor")]
        return clean

    @staticmethod
    def _rows(sheet: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
        rows = sheet.get(key, [])
        if not isinstance(rows, list) or not all(isinstance(row, Mapping) for row in rows):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Weapons and armor are lists of rows."))
        return rows

    @staticmethod
    def _clean_weapon(row: Mapping[str, Any]) -> dict[str, Any]:
        name = str(row.get("name", "")).strip()
        if not name:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A weapon needs a name."))
        kind = row.get("kind", "ranged")
        if kind not in WEAPON_KINDS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "A weapon is melee or ranged."))
        criticals = row.get("criticals", True)
        if not isinstance(criticals, bool):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Critical hits is yes or no."))
        return {
            "name": name,
            "kind": kind,
            "damage": _whole(row.get("damage", 0), QT_TRANSLATE_NOOP("rules", "Weapon damage is 0 or more."), 0),
            "shots": _whole(row.get("shots", 1), QT_TRANSLATE_NOOP("rules", "A weapon fires at least one shot."), 1),
            "magazine": _whole(row.get("magazine", 0), QT_TRANSLATE_NOOP("rules", "A magazine holds 0 or more."), 0),
            "criticals": criticals,
        }

    @staticmethod
    def _clean_armor(row: Mapping[str, Any]) -> dict[str, Any]:
        name = str(row.get("name", "")).strip()
        if not name:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Armor needs a name."))
        return {
            "name": name,
            "deflect": _whole(row.get("deflect", 0), QT_TRANSLATE_NOOP("rules", "Deflection runs from 0 to 10."),
                              0, 10),
            "absorb": _whole(row.get("absorb", 0), QT_TRANSLATE_NOOP("rules", "Absorption is 0 or more."), 0),
        }

    def budget(self, sheet: Sheet, kind: str = "pc") -> list[BudgetLine]:
        """The 7 points are given to a character ("Персонажу даётся 7 очков"); the text's zombies fight
        with Agility 2, below the starting 5: a zombie is built on no budget, and has no budget line."""
        if kind == "zombie":
            return []
        return attribute_budget(sheet, self.options["attribute_start"], self.options["attribute_points"])

    def derived(self, sheet: Sheet) -> dict[str, int]:
        """Base damage (STR × 5), attacks per turn (AGI ÷ 2 rounded down, so AGI 1: none) and Health (END × 20)."""
        return derived_values(sheet)

    def derived_labels(self) -> Mapping[str, str]:
        return {
            "base_damage": QT_TRANSLATE_NOOP("rules", "Base damage"),
            "attacks": QT_TRANSLATE_NOOP("rules", "Attacks per turn"),
            "health": QT_TRANSLATE_NOOP("rules", "Health"),
        }

    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        return [TrackSpec("health", QT_TRANSLATE_NOOP("rules", "Health"), derived_values(sheet)["health"])]

    def initial_state(self, sheet: Sheet) -> State:
        return {"health": derived_values(sheet)["health"], "ammo": ammo_rules.full_ammo(self.weapons(sheet))}

    def written_conditions(self) -> Sequence[Choice]:
        """Dead, written for a character who died between sessions (:mod:`.written`)."""
        return written.written_conditions()

    def condition_spellings(self) -> Mapping[str, str]:
        return written.spellings()

    def write_condition(self, state: State, key: str, on: bool) -> State:
        """Dead written in words: no Health left, as the rules make death (:mod:`.written`)."""
        return written.write_dead(state, on) if key == "dead" else super().write_condition(state, key, on)

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        """Dead at 0 Health; out of ammo for each ranged weapon with nothing loaded."""
        out: list[Condition] = []
        if state.get("health", 0) <= 0:
            out.append(Condition("dead", QT_TRANSLATE_NOOP("rules", "Dead"), severity="danger"))
        loaded = state.get("ammo", {})
        for weapon in self.weapons(sheet):
            if weapon.ranged and loaded.get(weapon.name, 0) <= 0:
                out.append(Condition(
                    "out_of_ammo", QT_TRANSLATE_NOOP("rules", "Out of ammo"),
                    QT_TRANSLATE_NOOP("rules", "Nothing loaded in {weapon}."), "info", {"weapon": weapon.name},
                ))
        return out

    # ---- features ------------------------------------------------------------------------
    def damage_rules(self) -> D10UnderDamage:
        return self._damage

    def ammo_rules(self) -> D10UnderAmmo:
        return self._ammo

    def roll_rules(self) -> D10UnderRolls:
        return self._rolls

    def melee_groups(self) -> D10UnderMeleeGroups:
        return self._melee

    # ---- gear ---------------------------------------------------------------------------
    @staticmethod
    def weapons(sheet: Sheet) -> list[Weapon]:
        return gear.weapons(sheet)

    @staticmethod
    def armors(sheet: Sheet) -> list[Armor]:
        return gear.armors(sheet)

    # ---- actions --------------------------------------------------------------------------
    def attribute_test(self, sheet: Sheet, attribute: str, modifier: int, dice: Dice) -> TestResult:
        """An attribute test of this character: d10 ≤ attribute + modifier."""
        if attribute not in ATTRIBUTES:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown attribute."))
        return roll_test(dice, sheet[attribute], modifier, ATTRIBUTE_LABELS[attribute])

    def fire(self, sheet: Sheet, state: State, weapon_name: str, shots: int, modifier: int, dice: Dice) -> Outcome:
        """Fire ``shots`` shots of ``weapon_name`` in one turn: each a Perception test, ammo spent.

        The arithmetic lists each shot's damage before the target's armor (0 for a miss, double
        for a critical); the target's own damage form applies it.
        """
        check_modifier(modifier)
        weapon = ammo_rules.find_weapon(self.weapons(sheet), weapon_name)
        new_ammo = ammo_rules.spend_shots(state.get("ammo", {}), weapon, shots)
        lines: list[LogLine] = []
        rolls: list[RollRecord] = []
        damages: list[int] = []
        for _ in range(shots):
            shot = roll_shot(dice, sheet["perception"], modifier, weapon.criticals)
            rolls.append(shot.record)
            damage = shot_damage(weapon.damage, shot.outcome)
            damages.append(damage)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "Shot with {weapon}: {outcome}, {damage} damage."),
                                 {"weapon": weapon.name, "outcome": {"t": OUTCOME_LABELS[shot.outcome]},
                                  "damage": damage}))
        new_state = dict(state)
        new_state["ammo"] = new_ammo
        return Outcome(new_state, lines, rolls, volley_text(damages))

    def reload(self, sheet: Sheet, state: State, weapon_name: str) -> Outcome:
        """Reload a ranged weapon to its magazine (usually the whole turn)."""
        return gear.reload(sheet, state, weapon_name)

    def fighter(self, key: str, sheet: Sheet, weapon_name: str | None = None) -> Fighter:
        """This character in a melee (:func:`.gear.fighter`)."""
        return gear.fighter(key, sheet, weapon_name)

    # ---- fights --------------------------------------------------------------------------
    def roll_initiative(self, sheet: Sheet, state: State, mode: str, dice: Dice) -> InitiativeRoll:
        """No roll: ``side`` sorts players first (then by Agility), ``agility`` by Agility (then players).

        Whether the character is a player's comes from ``state["player"]`` (a bool) or
        ``state["kind"]`` (the store's ``"pc"``, ``"npc"``, ``"zombie"``) when the tracker passes
        them, else from the sheet's ``player`` field.
        """
        if "player" in state:
            is_player = bool(state["player"])
        elif "kind" in state:
            is_player = state["kind"] == "pc"
        else:
            is_player = bool(sheet.get("player", True))
        player = 1 if is_player else 0
        agility = int(sheet["agility"])
        if mode == "side":
            return InitiativeRoll(player, (player, agility))
        if mode == "agility":
            return InitiativeRoll(agility, (agility, player))
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown initiative mode."))

    def initiative_meaning(self, mode: str, value: int) -> str:
        """``side``: 1 the players' side, 0 the others'; ``agility``: the value is the Agility."""
        if mode == "side":
            return QT_TRANSLATE_NOOP("rules", "Players' side") if value else QT_TRANSLATE_NOOP("rules", "Others' side")
        if mode == "agility":
            return QT_TRANSLATE_NOOP("rules", "Agility {value}")
        return ""


def ruleset(preset: str | None = None, options: Mapping[str, Any] | None = None) -> D10UnderRuleset:
    """The factory :func:`app.rules.get_ruleset` calls; this ruleset has no presets."""
    if preset:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    return D10UnderRuleset(options)
