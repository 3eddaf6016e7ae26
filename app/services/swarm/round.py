"""Rolling a swarm round and settling it against the Swarm Threat."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm.attributes import set_committed_value

from app.rules.base import RulesError
from app.rules.dice import DiceError, parse_faces
from app.rules.features.swarm import SwarmRules
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.logtext import qt_translate, render_value
from app.services.reveal import reveal_of
from app.services.rolls.wanted import MISCOUNTED
from app.services.row_ids import row_id
from app.services.swarm.fallen import down_now, fell_before
from app.services.swarm.plan import RoundPlan, RoundSetup, plan_round, refuse_dead
from app.services.swarm.single_victims import single_payload
from app.services.swarm.state import (
    fight_state,
    load_rows,
    prep_of,
    ready_for_rolls,
    roll_line,
    round_outcome,
    rules_error,
    running,
    swarm_rules,
    typed_block_line,
)
from app.services.swarm.unseen_attacks import (
    UNSAID,
    UNSEEN,
    UNSEEN_BEFORE,
    UNSEEN_ROLLED,
    count_of,
    hidden_took_part,
    shown_whole,
    unsaid_of,
)
from app.services.threat import skill_label, threat_state
from app.services.typed_count import DICE
from app.store.models import Campaign

#: the round's log line, the successes counted in the language's plural forms ("1 success")
ROUND_LINE = QT_TRANSLATE_NOOP(
    "log", "Swarm round {round}: {total} {total|success|successes} against Swarm Threat {needed} — {outcome}"
)
#: a roll of the round whose faces the GM typed from the table, as other typed rolls are marked
TABLE_DICE = QT_TRANSLATE_NOOP("log", "{roll}, with table dice")
#: a PC who messed up in a lost round: no single attack, one more pick for the GM
LOST_MESS_UP = QT_TRANSLATE_NOOP("log", "{name} messed up: the GM's second pick")
#: the line in logs written before (shown as it was)
ROUND_LINE_BEFORE = QT_TRANSLATE_NOOP(
    "log", "Swarm round {round}: {total} successes against Swarm Threat {needed} — {outcome}"
)


#: typed faces that are not the roll's count: whose roll (which of theirs), the dice it takes, how many typed
MISCOUNT = QT_TRANSLATE_NOOP("log", "{name}'s roll takes {wanted}; {typed} typed.")
MISCOUNT_OF = QT_TRANSLATE_NOOP("log", "{name}'s roll {number} of {count} takes {wanted}; {typed} typed.")


def miscounted(plan: RoundPlan, index: int, typed: str, exc: Exception) -> CommandError | None:
    """The refusal of faces typed for roll ``index`` that are too few or too many for it, naming
    the roller (and which of their rolls) and the two counts; None for any other refusal."""
    if not typed or str(exc) not in MISCOUNTED:
        return None
    planned = plan.rolls[index]
    same = [i for i, r in enumerate(plan.rolls) if r.character_id == planned.character_id]
    wanted = render_value({"t": DICE, "ctx": "log", "args": {"count": planned.dice}}, qt_translate)
    args = {"name": planned.name, "wanted": wanted, "typed": len(parse_faces(typed))}
    if len(same) > 1:
        return CommandError(MISCOUNT_OF, "log", number=same.index(index) + 1, count=len(same), **args)
    return CommandError(MISCOUNT, "log", **args)


CLEARED_BY_GM = QT_TRANSLATE_NOOP("log", "Clearing out failed: {method}, as the GM set it; Threat Level {threat}")
CLEARED_BY_SKILL = QT_TRANSLATE_NOOP(
    "log", "Clearing out failed: {name} fought with {skill}, so {method}; Threat Level {threat}"
)


def clearing_line(rules: SwarmRules, plan: RoundPlan, threat: int) -> dict[str, Any]:
    """Why a failed clearing-out raised the Threat Level as far as it did: the way the GM set, or
    the roller whose skill made it (the first whose skill alone reads as that way)."""
    label = next((c.label for c in rules.clearing_methods() if c.value == plan.method), plan.method)
    method = {"t": label, "ctx": "rules"}
    if plan.method_by_gm or not plan.rolls:
        return {"t": CLEARED_BY_GM, "ctx": "log", "args": {"method": method, "threat": threat}}
    roll = next((r for r in plan.rolls if rules.clearing_method_of([r.skill]) == plan.method), plan.rolls[0])
    args = {"name": roll.name, "skill": skill_label(rules, roll.skill), "method": method, "threat": threat}
    return {"t": CLEARED_BY_SKILL, "ctx": "log", "args": args}


@record(eq=False, repr=False)
class RollRound(Command):
    """Roll the round (or take the faces typed from physical dice, one text per roll) and settle
    it against the Swarm Threat."""

    setup: RoundSetup
    faces: tuple[str, ...] = ()
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules = swarm_rules(ctx)
        campaign = ctx.campaign  # read in this transaction; its state written once, below
        fight = running(rules, campaign)
        ready_for_rolls(fight)
        if not self.setup.rollers:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick who rolls against the swarm."))
        rows = load_rows(tx.session, [r.character_id for r in self.setup.rollers], ctx)
        refuse_dead(ctx.ruleset, rows, self.setup)
        plan = plan_round(rules, campaign.state, rows, self.setup)
        prep = prep_of(campaign.state)
        lines: list[dict[str, Any]] = []
        fighter_rolls: list[Any] = []
        shown: list[dict[str, Any]] = []
        faces: list[Any] = []
        for i, planned in enumerate(plan.rolls):
            typed = self.faces[i].strip() if i < len(self.faces) else ""
            try:
                roll = rules.roll(planned.pool, ctx.dice, typed)
            except (RulesError, DiceError) as exc:
                raise miscounted(plan, i, typed, exc) or rules_error(exc) from exc
            record = roll.record(rules.skill_label(planned.skill), bool(typed))
            faces.append(rules.roll_faces(planned.name, roll, record))  # who rolled, the stress dice named
            is_pc = rows[planned.character_id].kind == "pc"
            fighter_rolls.append(rules.fighter_roll(planned.name, roll, is_pc, planned.skill, plan.block_cost))
            by_gm = i < len(self.setup.modifiers) and self.setup.modifiers[i] is not None
            said = record.text if not typed else {"t": TABLE_DICE, "ctx": "log", "args": {"roll": record.text}}
            line = roll_line(rules, planned.name, planned.skill, said, planned.dice, planned.modifier, by_gm)
            lines.append(line)
            shown.append(
                {
                    "name": planned.name,
                    "skill": planned.skill,
                    "dice": planned.dice,
                    "modifier": planned.modifier,
                    "leadership": planned.leadership,
                    "roll": record.text,
                    "successes": roll.successes,
                    "messed_up": roll.messed_up,
                    # what a push of this roll needs (see app.services.swarm.push)
                    "character_id": planned.character_id,
                    "is_pc": is_pc,
                    "memo": rules.memo(roll),
                    "block_cost": plan.block_cost,
                }
            )
        try:
            result = rules.resolve_round(fight, fighter_rolls, plan.sacrifices, plan.method)
        except RulesError as exc:
            raise rules_error(exc) from exc
        escaped = {s["escaped"] for s in prep.get("sacrifices", [])}
        names = [p.name for p in plan.rolls] + [s["suffers"] for s in prep.get("sacrifices", [])]
        if prep.get("leader"):
            names.append(str(prep["leader"]))
        participants = [n for i, n in enumerate(names) if n not in escaped and n not in names[:i]]
        after = result.fight
        args: dict[str, Any] = {"round": fight.round, "total": result.total, "needed": result.needed}
        outcome = round_outcome(ctx, fight, result)
        args["outcome"] = outcome
        if result.almost:
            lines.append({"t": QT_TRANSLATE_NOOP("log", "Almost made it: one free success next round"), "ctx": "log"})
        if plan.free_successes:
            lines.insert(
                0,
                {
                    "t": QT_TRANSLATE_NOOP("log", "{count} free success from the last round"),
                    "ctx": "log",
                    "args": {"count": plan.free_successes},
                },
            )
        for name in result.single_attacks:
            lines.append(
                {
                    "t": QT_TRANSLATE_NOOP("log", "{name} messed up: a single attack"),
                    "ctx": "log",
                    "args": {"name": name},
                }
            )
        if not result.won and result.picks_due > 1:  # a lost round's mess-ups: the GM's second pick, said
            for name in dict.fromkeys(str(r["name"]) for r in shown if r["messed_up"] and r["is_pc"]):
                lines.append({"t": LOST_MESS_UP, "ctx": "log", "args": {"name": name}})
        if result.alerted:
            lines.append(clearing_line(rules, plan, after.threat_level))
        block_line = typed_block_line(rules, plan.block_cost)
        if block_line is not None:
            lines.insert(0, block_line)
        args["lines"] = lines
        last = {
            "round": fight.round,
            "total": result.total,
            "needed": result.needed,
            "won": result.won,
            "almost": result.almost,
            "single_attacks": list(result.single_attacks),
            "picks_due": result.picks_due,
            "alerted": result.alerted,
            "rolls": shown,
            "participants": participants,
            "free_used": plan.free_successes,
            "outcome": outcome,
            "before": fight.to_dict(),
            "after": after.to_dict(),
            "sacrifices": plan.sacrifices,
            "method": plan.method,
            # who is down as the round is rolled: whoever falls before the next roll fell in this one
            "down": down_now(tx, ctx),
        }
        # who fell in the fight's earlier rounds: the players' screen keeps them until the fight ends
        last["fell_before"] = fell_before(campaign.state.get("swarm_last"), last["down"], fight.round)
        # the attacks on hidden fighters so far: the players' Swarm Threat counts none of them
        # (app.services.swarm.unseen_attacks)
        unseen = count_of(campaign.state.get("swarm_last"))
        last[UNSEEN] = last[UNSEEN_BEFORE] = unseen
        # a hidden fighter's roll counts in the total: the players read the outcome without numbers;
        # who of the fighters the players see not whole fell is not said to them, ever
        # (app.services.swarm.unseen_attacks)
        rolled_unseen = any(not reveal_of(campaign.state, rows[p.character_id])["name"] for p in plan.rolls)
        # a free success earned by the round before, which something hidden took part in, counts in this
        # total too: the players' "2 successes" beside one six of their own would tell what he rolled
        rolled_unseen = rolled_unseen or bool(plan.free_successes and fight.round > 1
                                              and hidden_took_part(campaign.state.get("swarm_last")))
        last[UNSEEN_ROLLED] = rolled_unseen
        earlier = unsaid_of(campaign.state.get("swarm_last")) if fight.round > 1 else set()
        last[UNSAID] = sorted(earlier | {i for i, r in rows.items() if not shown_whole(campaign.state, r)})
        state = fight_state(rules, campaign.state, after, True, swarm_round={"sacrifices": []}, swarm_last=last)
        if after.threat_level != fight.threat_level:
            state = threat_state(tx, ctx, campaign, after.threat_level, "clearing_failed", state)
        # one UPDATE of the state, recorded as it goes (the row's snapshot, the unit of work's
        # flush and the comparison of the state before and after were a fifth of the round)
        tx.set_columns(Campaign, row_id(campaign), {"state": campaign.state}, {"state": state})
        set_committed_value(campaign, "state", state)
        if result.alerted:
            self._stress(tx, ctx, rules, plan)
        return LogEntry(
            "swarm",
            ROUND_LINE,
            args,
            faces=faces,
            payload={"won": result.won, "total": result.total,
                     **single_payload(tx, ctx, last, result.single_attacks), **({UNSEEN: unseen} if unseen else {}),
                     **({UNSEEN_ROLLED: True} if rolled_unseen else {})},
            label=QT_TRANSLATE_NOOP("log", "Swarm round {round}"),
            label_args={"round": fight.round},
        )

    @staticmethod
    def _stress(tx: Tx, ctx: Context, rules: SwarmRules, plan: RoundPlan) -> None:
        """A failed clearing-out alerts the dead: each PC in the fight takes one stress."""
        for cid in dict.fromkeys(r.character_id for r in plan.rolls):
            row = sound_character(tx, ctx, cid)
            if row.kind == "pc":
                row.state = rules.add_stress(row.state, 1).state
                tx.save(row)
