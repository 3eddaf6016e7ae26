"""Pushing one roll of a lost swarm round, before the GM picks what the dead do: the roller takes
one stress, the round is added up again (the ruleset's :meth:`SwarmRules.push_round`), one undoable
log event.  The swarm dock offers it with the exact chances after the push."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

from app.rules.base import RulesError
from app.rules.dice import DiceError, TypedDice, parse_faces
from app.rules.features.swarm import SwarmRules, SwarmState
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.logtext import qt_translate, render_value
from app.services.rolls.wanted import MISCOUNTED
from app.services.swarm.plan import first_clearing_method
from app.services.swarm.single_victims import single_payload
from app.services.swarm.state import (
    round_outcome,
    rules_error,
    running_fight,
    store_fight,
)
from app.services.swarm.unseen_attacks import UNSEEN, UNSEEN_BEFORE, UNSEEN_ROLLED, count_of
from app.services.typed_count import DICE, SEEDS, PaddedDice

#: a push's line in logs written before it named the skill and the round (read as it was)
PUSH_BEFORE = QT_TRANSLATE_NOOP(
    "log", "{name} pushes the swarm roll ({dice}, stress {before} → {after}): {total} successes against Swarm Threat "
           "{needed} — {outcome}")


def _round(
    rules: SwarmRules, state: dict[str, Any], index: int
) -> tuple[dict[str, Any], SwarmState, list[Any], dict[str, Any]]:
    last = dict(state.get("swarm_last") or {})
    rolls = list(last.get("rolls", []))
    if type(index) is not int or "before" not in last or not 0 <= index < len(rolls) or "memo" not in rolls[index]:
        raise CommandError(QT_TRANSLATE_NOOP("rules", "No such roll this round."), "rules")
    before = rules.fight_from_dict(last["before"])
    fighters = [rules.stored_fighter_roll(r) for r in rolls]
    return last, before, fighters, rolls[index]


def push_odds(rules: SwarmRules, state: dict[str, Any], index: int) -> dict[str, Fraction]:
    """The chances after pushing roll ``index`` of the last round (CommandError when it cannot be)."""
    try:
        last, before, fighters, shown = _round(rules, state, index)
        roll = rules.from_memo(shown["memo"])
        if not roll.can_push:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Only a player character's roll can be pushed."))
        return rules.pushed_round_odds(before, fighters, index, roll)
    except RulesError as exc:
        raise rules_error(exc) from exc


def pushed_dice_said(rules: SwarmRules, state: dict[str, Any], index: int) -> dict[str, Any] | None:
    """The dice a push of roll ``index`` of the last round rolls, by kind, as a marked value ("5
    pushed dice: 4 base, 1 stress"); None when the ruleset does not say them or it cannot be pushed."""
    try:
        shown = _round(rules, state, index)[3]
        return rules.pushed_dice_said(rules.from_memo(shown["memo"]))
    except (RulesError, CommandError):
        return None


#: faces typed for a push that are not as many as it rolls: whose roll, its dice, the push's, how many typed
PUSH_MISCOUNT = QT_TRANSLATE_NOOP("log", "The push of {name}'s roll of {dice} takes {wanted}; {typed} typed.")


def _miscounted(rules: SwarmRules, roll: Any, shown: dict[str, Any], faces: str, exc: DiceError) -> CommandError | None:
    """The refusal of faces typed for a push that are too few or too many, naming the roll and the
    two counts (the dice the push rolls counted by pushing it with the program's dice); None else."""
    if not faces.strip() or str(exc) not in MISCOUNTED:
        return None
    counter = PaddedDice((), SEEDS[0])
    try:
        rules.push(roll, counter)
    except (RulesError, DiceError):
        return None
    dice = {"t": DICE, "ctx": "log", "args": {"count": int(shown.get("dice", 0))}}
    wanted = {"t": DICE, "ctx": "log", "args": {"count": counter.padded}}
    return CommandError(PUSH_MISCOUNT, "log", name=str(shown.get("name", "")),
                        dice=render_value(dice, qt_translate), wanted=render_value(wanted, qt_translate),
                        typed=len(parse_faces(faces)))


@record(eq=False, repr=False)
class PushSwarmRoll(Command):
    """Push roll ``index`` of the lost round (the campaign's dice, or the faces typed)."""

    index: int
    faces: str = ""
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules, campaign, fight = running_fight(tx, ctx)
        try:
            last, before, fighters, shown = _round(rules, campaign.state, self.index)
            rules.check_push(fight, before, last.get("after"))
            roll = rules.from_memo(shown["memo"])
            dice = TypedDice(parse_faces(self.faces)) if self.faces.strip() else ctx.dice
            try:
                pushed = rules.push(roll, dice)
                if isinstance(dice, TypedDice):
                    dice.check_used_up()
            except DiceError as exc:
                raise _miscounted(rules, roll, shown, self.faces, exc) or rules_error(exc) from exc
            result = rules.push_round(before, fighters, self.index, pushed, int(last.get("sacrifices", 0)),
                                str(last.get("method") or first_clearing_method(rules)))
        except (RulesError, DiceError) as exc:
            raise rules_error(exc) from exc
        row = sound_character(tx, ctx, int(shown["character_id"]))
        stress = int(row.state.get("stress", 0))
        row.state = rules.add_stress(row.state, 1).state
        tx.save(row)
        # the log says what the push rolled again and what it shows now; its dice the new ones alone
        record = rules.push_record(roll, pushed, rules.skill_label(shown["skill"]), bool(self.faces.strip()))
        said = Counter(str(n) for n in last.get("single_attacks", []))  # a push that messes up: one attack more
        rolls = list(last["rolls"])
        rolls[self.index] = {**shown, "roll": record.text, "successes": pushed.successes,
                             "messed_up": pushed.messed_up, "memo": rules.memo(pushed), "pushed": True}
        outcome = round_outcome(ctx, before, result)
        last.update(rolls=rolls, total=result.total, won=result.won, almost=result.almost,
                    single_attacks=list(result.single_attacks), picks_due=result.picks_due, outcome=outcome,
                    after=result.fight.to_dict())
        store_fight(rules, campaign, result.fight, True, swarm_last=last)
        tx.save(campaign)
        args = {"name": row.name, "skill": {"t": rules.skill_label(shown["skill"]), "ctx": "rules"},
                "dice": record.text, "total": result.total, "needed": result.needed, "round": last.get("round", 0),
                "outcome": outcome, "before": stress, "after": row.state["stress"]}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP(
                "log", "{name} pushes the swarm roll ({skill}): {dice}; stress {before} → {after}. Round {round}: "
                "{total} {total|success|successes} against Swarm Threat {needed} — {outcome}"
            ),
            args,
            actor=row.name,
            faces=[record.faces_payload()],  # one roll: "5d6: 2 3 1 6 4", not each die on its own
            payload={**single_payload(tx, ctx, last, list((Counter(result.single_attacks) - said).elements())),
                     # the attacks on hidden fighters the players' Swarm Threat leaves out (unseen_attacks)
                     **({UNSEEN: count_of(last, UNSEEN_BEFORE)} if count_of(last, UNSEEN_BEFORE) else {}),
                     # a hidden fighter rolled in the round: its total is not the players' to read
                     **({UNSEEN_ROLLED: True} if last.get(UNSEEN_ROLLED) else {})},
            label=QT_TRANSLATE_NOOP("log", "{name} pushes the swarm roll"),
            label_args={"name": row.name},
        )
