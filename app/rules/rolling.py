"""What a ruleset declares about its rolls, so that one dice dock rolls every ruleset.

A ruleset lists its roll kinds (:class:`RollKind`: an attribute and skill test, a dice pool, a
shot, an opposed exchange…) with the inputs each one takes as :class:`~app.rules.base.FieldSpec`
declarations.  For given inputs it gives the exact chance of each outcome (:class:`Chance`),
resolves the roll from a :class:`~app.rules.dice.Dice` (rolled here or typed from the table) into a
:class:`RollResult`, and runs the follow-ups a result offers (:class:`FollowUp`: a push, luck
points).  Everything is plain data; labels are marked in the context ``rules``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from fractions import Fraction
from typing import Any, Literal

from app.rules.base import FieldSpec, LogLine, RulesError, Sheet, State
from app.rules.dice import RollRecord
from app.rules.field_presets import with_presets
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP


@record(frozen=True)
class RollKind:
    """One roll a ruleset offers: its inputs and, when ``opposed``, the opponent's inputs."""

    key: str
    label: str
    fields: tuple[FieldSpec, ...] = ()
    opposed: bool = False
    opponent_fields: tuple[FieldSpec, ...] = ()
    help: str = ""
    #: the inputs that say what is rolled (the skill, the weapon): the log names their choices
    #: after the roll's label ("Skill roll (Mobility, Knife)"); an empty choice is not named
    subject: tuple[str, ...] = ("attribute", "skill", "weapon", "item")
    #: an opposed roll that may be rolled at no character too (a shot at a door): the opponent is
    #: then only whom its damage offers go to
    opponent_optional: bool = False
    #: the roll is the character's whole action of a turn (a melee exchange), refused after a fire
    #: where firing is the turn's one action (:meth:`~app.rules.features.ammo.AmmoRules.ammo_one_fire_a_turn`)
    turn_action: bool = False
    #: the roll records what the character finds and keeps (bandages, pills picked up): offered on
    #: the character's row too (Edit → Found…, a key), not only in the dice dock
    found: bool = False
    #: the roll draws a weapon ("draw") or puts one away ("put_away"), nothing rolled: offered for
    #: the character D and H act on too (Fight → Draw a weapon, Put a weapon away; a key each)
    wield: str = ""
    #: the action in the ruleset's own words when nothing is rolled, a marked template naming the
    #: character ``{name}`` ("{name} puts a katana away"): Edit → Undo and the History name it so,
    #: not by the roll's label ("Kit: Put a drawn katana away")
    done: str = ""
    #: why the roll is refused without an opponent, in the ruleset's words where the roll is not a
    #: contest ("First aid needs someone to tend"), a marked line, context ``rules``; "" for the
    #: opposed roll's own refusal
    no_opponent: str = ""
    #: the roll goes against its opponent (an attack, a contest); False: it is done *on* him (first
    #: aid's patient): the dock's box, the log line and its refusals say "On", not "Against"
    hostile: bool = True
    #: the roll is made for one who is dead (a revival roll): every other roll of a dead character is
    #: refused, the dead roll nothing (:func:`app.services.rolls.command_parts.refuse_the_dead`)
    by_the_dead: bool = False
    #: the dice dock may open a fighter's turn on this roll; False: one the GM picks for the turn
    #: itself (an aim before the shot), never carried into another turn nor put up in place of an
    #: attack that waits for a target (the turn opens on the fighter's attack)
    opens_turn: bool = True
    #: the dice dock lays the form out on as few rows as its width allows (each label beside its
    #: input, two inputs a row where both fit): a long form (AFMBE's attack, its defence) shows its
    #: setup, its odds, the typed dice and Roll together on a laptop's dock
    compact: bool = False


@record(frozen=True)
class Roller:
    """A character taking part in a roll: sheet, live state, and whether a player runs it."""

    sheet: Sheet
    state: State
    player: bool = False
    name: str = ""
    #: a fight is running: what takes up "a round of combat" waits for the round's end; out of a
    #: fight there is no round to lose and it is done at once (drawing a concealed katana)
    fighting: bool = True


@record(frozen=True)
class Chance:
    """The exact chance of one outcome: ``label`` is a marked template filled from ``args``.

    ``severity`` "danger" marks a bad outcome (a mess-up) the dock shows in red.  ``certain``
    marks a line of a roll-less choice (what carrying a load does): it says what will be, and the
    dock shows it with no percentage.
    """

    label: str
    chance: Fraction
    args: Mapping[str, Any] = field(default_factory=dict)
    severity: Literal["info", "danger"] = "info"
    certain: bool = False


@record(frozen=True)
class FollowUp:
    """Something a rolled result still allows: a push, luck points (``points`` at most)."""

    key: str
    label: str
    points: int = 0
    help: str = ""
    #: values of ``label``'s {placeholders} (the odds after a push), filled when shown
    args: Mapping[str, Any] = field(default_factory=dict)
    #: its name in the log ("Push the roll"), when ``label`` says more than that (the odds); else the label
    name: str = ""
    #: it rolls dice (a push): after a roll typed from the table, its faces are asked for too
    rolls_dice: bool = False
    #: whose it is: "roller", or "opponent" (the defender of a duel pushing his own side of it: his
    #: stress, his dice, his line in the log)
    by: Literal["roller", "opponent"] = "roller"
    #: the dice it rolls, as a marked value ("11 pushed dice: 9 base, 2 stress"), where the rules say
    #: (asked for by that when the roll was typed from the table)
    dice_said: Mapping[str, Any] | None = None


#: the key of a roll's memo holding the values the damage form takes when the GM opens it by hand
#: after that roll (an attack's success level): the roller's blow on the roll's opponent
DAMAGE_FORM = "damage_form"


@record(frozen=True)
class DamageOffer:
    """Damage the roll calls for: ``to`` the roller or the opponent, as that character's damage
    form values (``request``), ``amount`` for the button."""

    to: Literal["roller", "opponent"]
    amount: int
    request: Mapping[str, Any]
    #: the request is for that character's heal form instead (first aid given)
    heal: bool = False
    #: the button's own text, a marked template with {name} (else "Apply N damage to name")
    label: str = ""
    #: values of ``label``'s other {placeholders} (a block's figures)
    args: Mapping[str, Any] = field(default_factory=dict)
    #: the indexes of the offers this one is the other way of (a punch to Life Points or to
    #: Endurance, the attacker's choice): taking one takes them away
    instead: tuple[int, ...] = ()
    #: what applying it adds beyond ``amount``, said on the button: a marked line, context ``rules``
    #: ("+6 against the wall": a blow's knockback into a wall on the battle map); empty: nothing
    aside: Mapping[str, Any] = field(default_factory=dict)


@record(frozen=True)
class DicePart:
    """One named part of a pool of dice: ``text`` a marked template (context ``rules``) whose
    ``{count}`` is the number of dice it adds, ``count`` that number with its sign (a penalty is
    negative), and the template's other ``args`` ("{name} {count}" with the attribute's label).
    ``aside``: no dice, a remark printed after the sum (a critical injury's D66 still to roll)."""

    text: str
    count: int
    args: Mapping[str, Any] = field(default_factory=dict)
    aside: bool = False


@record(frozen=True)
class DiceParts:
    """Where a roll's dice come from, for the dock to show the arithmetic: ``total`` dice of
    ``sides`` sides, made of ``parts`` in order.  The parts add up to ``total`` unless ``note``
    (a marked line, context ``rules``) says why not: the text's floor of no fewer than 0 dice, or a
    roll that rolls no dice at all."""

    sides: int
    total: int
    parts: tuple[DicePart, ...]
    note: str = ""

    @property
    def summed(self) -> int:
        return sum(part.count for part in self.parts)


@record
class RollResult:
    """A resolved roll.

    ``result`` says what it means ("Good", "2 successes", "Hit: left arm"); ``records`` hold the
    faces and the worked arithmetic; ``state`` is the roller's new state when the roll changed
    it (a push's stress, luck points spent), else None; ``opponent_state`` likewise the opponent's
    (a dodge that spends the defender's turn, a wound tended).  ``memo`` is what a follow-up needs
    (JSON-able).  ``alarm`` is loud news (a mess-up) followed by what may come of it.  ``sheet`` is
    the roller's new sheet when the roll changed it (a weapon found goes on its list), else None.
    """

    result: LogLine
    records: list[RollRecord] = field(default_factory=list)
    success: bool | None = None
    lines: list[LogLine] = field(default_factory=list)
    state: State | None = None
    follow_ups: tuple[FollowUp, ...] = ()
    memo: dict[str, Any] = field(default_factory=dict)
    damage: tuple[DamageOffer, ...] = ()
    alarm: tuple[LogLine, ...] = ()
    opponent_state: State | None = None
    sheet: dict[str, Any] | None = None
    #: the result as the dice dock's headline says it, where ``result`` (the log's line) is told
    #: from another side: a defender's push of his side of a duel, said in the log from his side,
    #: is said under the attacker's roll from the attacker's, as the roll itself was; None: ``result``
    headline: LogLine | None = None

    @property
    def faces(self) -> list[list[int]]:
        """Every die of the roll as [sides, value], in the order rolled."""
        return [pair for record in self.records for pair in record.faces_payload()]

    @property
    def typed(self) -> bool:
        return any(record.typed for record in self.records)


def clean_inputs(fields: Sequence[FieldSpec], inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The inputs of a roll with defaults filled in; unknown keys, wrong types and values out of
    range are refused with :class:`RulesError`.  A modifier that follows other inputs and is left
    out takes the text's value for them (:func:`~app.rules.field_presets.with_presets`)."""
    specs = {f.key: f for f in fields}
    inputs = with_presets(fields, inputs)
    if set(inputs) - set(specs):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "The roll has an input this ruleset does not know."))
    out: dict[str, Any] = {}
    for key, spec in specs.items():
        value = inputs.get(key, spec.default)
        if spec.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "A number is expected."))
            if (spec.minimum is not None and value < spec.minimum) or (
                spec.maximum is not None and value > spec.maximum
            ):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "A value is out of range."))
        elif spec.kind == "bool":
            if not isinstance(value, bool):
                raise RulesError(QT_TRANSLATE_NOOP("rules", "Yes or no is expected."))
        elif spec.kind == "choice":
            if value not in {c.value for c in spec.choices}:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown choice."))
        elif not isinstance(value, str):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Text is expected."))
        out[key] = value
    return out


def find_kind(kinds: Sequence[RollKind], key: str) -> RollKind:
    """The roll kind ``key`` among ``kinds``, or :class:`RulesError`."""
    for kind in kinds:
        if kind.key == key:
            return kind
    raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."))


def need_opponent(kind: RollKind, opponent: Roller | None) -> Roller | None:
    """Refuse an opposed roll without an opponent; return the opponent (None when not opposed)."""
    if kind.opposed and opponent is None and not kind.opponent_optional:
        raise RulesError(kind.no_opponent or QT_TRANSLATE_NOOP("rules", "An opposed roll needs an opponent."))
    return opponent if kind.opposed else None
