"""After a round: the GM's picks after a lost round, the Threat Level after a won fight."""

from __future__ import annotations

from typing import Any

from app.rules.base import RulesError
from app.rules.dice import DiceError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Command, Context, LogEntry, Tx
from app.services.swarm.single_victims import can_be_hurt, rolled_victims, single_payload
from app.services.swarm.state import (
    rules_error,
    running_fight,
    store_fight,
)
from app.services.swarm.unseen_attacks import (
    UNSAID,
    UNSEEN,
    UNSEEN_VICTIMS,
    count_of,
    hidden_victims,
    unsaid_of,
    unsaid_struck,
)
from app.services.threat import level_arg, threat_of, write_threat
from app.services.typed import used_up, with_dice


@record(eq=False, repr=False)
class LossPicks(Command):
    """The GM's pick (two if a PC messed up) after a lost round; victims by a random die."""

    picks: tuple[str, ...]
    faces: str = ""  # the victims' dice typed from the table (app.services.typed); empty: rolled here
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx = with_dice(ctx, self.faces)
        rules, campaign, fight = running_fight(tx, ctx)
        last = dict(campaign.state.get("swarm_last") or {})
        # the random victim is drawn among those the attack can hurt: never the dead
        participants = can_be_hurt(tx, ctx, last, [str(n) for n in last.get("participants", [])])
        start = len(ctx.dice.faces)
        try:
            result = rules.apply_loss_picks(fight, list(self.picks), participants, ctx.dice)
        except (RulesError, DiceError) as exc:
            raise rules_error(exc) from exc
        used_up(ctx.dice)
        typed = bool(self.faces.strip())
        rolled = [[f.sides, f.value] for f in ctx.dice.faces[start:]]
        after = result.fight
        lines: list[dict[str, Any]] = []
        alone = len(participants) == 1  # the victim is the only one fighting: no die was rolled for him
        for attack in result.attacks:
            if attack.kind == "single_attack" and alone:
                lines.append({"t": QT_TRANSLATE_NOOP("log", "Single attack on {name}, the only one fighting"),
                              "ctx": "log", "args": {"name": attack.victim}})
            elif attack.kind == "mass_attack" and alone:
                lines.append({"t": QT_TRANSLATE_NOOP(
                    "log", "Mass attack on {name}, the only one fighting: no roll to avoid it"),
                    "ctx": "log", "args": {"name": attack.victim}})
            elif attack.kind == "single_attack":
                lines.append(
                    {
                        "t": QT_TRANSLATE_NOOP("log", "Single attack on {name} (die from the table)")
                        if typed
                        else QT_TRANSLATE_NOOP("log", "Single attack on {name} (random die)"),
                        "ctx": "log",
                        "args": {"name": attack.victim},
                    }
                )
            elif attack.kind == "mass_attack":
                lines.append(
                    {
                        "t": QT_TRANSLATE_NOOP("log", "Mass attack on {name} (die from the table), no roll to avoid it")
                        if typed
                        else QT_TRANSLATE_NOOP("log", "Mass attack on {name} (random die), no roll to avoid it"),
                        "ctx": "log",
                        "args": {"name": attack.victim},
                    }
                )
        if after.threat_level != fight.threat_level:
            lines.append(
                {
                    "t": QT_TRANSLATE_NOOP("log", "Threat {old} → {new} ({level})"),
                    "ctx": "log",
                    "args": {
                        "old": fight.threat_level,
                        "new": after.threat_level,
                        "level": level_arg(ctx, after.threat_level),
                    },
                }
            )
        if after.size != fight.size:
            lines.append(
                {
                    "t": QT_TRANSLATE_NOOP("log", "Swarm Size {old} → {new}"),
                    "ctx": "log",
                    "args": {"old": fight.size, "new": after.size},
                }
            )
        lines.append(
            {
                "t": QT_TRANSLATE_NOOP("log", "Swarm Threat now {value}"),
                "ctx": "log",
                "args": {"value": after.swarm_threat},
            }
        )
        if after.over:
            lines.append({"t": QT_TRANSLATE_NOOP("log", "The Swarm Threat is 0: the dead move on"), "ctx": "log"})
        last["attacks"] = [{"kind": a.kind, "victim": a.victim} for a in result.attacks]
        last["picks"] = list(self.picks)
        # an attack on a fighter hidden from the players lowers the Swarm Threat they read not at all
        # (app.services.swarm.unseen_attacks): counted, as his line's payload says for their copy
        victims = [a.victim for a in result.attacks]
        unseen_victims = hidden_victims(tx, ctx, campaign.state, last, victims)
        unseen = count_of(last) + len(unseen_victims)
        last[UNSEEN] = unseen
        # the attacks on those hidden when struck stay unsaid once they are shown (app.services.player_view)
        last[UNSEEN_VICTIMS] = unseen_victims
        # one struck while the players see him not whole: his fall is never said to them
        last[UNSAID] = sorted(unsaid_of(last) | unsaid_struck(tx, ctx, campaign.state, last, victims))
        store_fight(rules, campaign, after, not after.over, swarm_last=last)
        if after.threat_level != fight.threat_level:
            write_threat(tx, ctx, campaign, after.threat_level, "lost_round")
        tx.save(campaign)
        picks = [{"t": rules.loss_pick_label(p), "ctx": "rules"} for p in self.picks]
        args = {"round": fight.round, "picks": picks, "lines": lines}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The dead win round {round}: {picks}"),
            args,
            faces=rolled,
            payload={"attacks": last["attacks"], "picks": list(self.picks),
                     # whom the random victim was drawn among: the players' copy shows no die whose size
                     # counts someone hidden from them (app.export.swarm_draw)
                     **({"draw": {"names": ", ".join(participants)}} if rolled and len(participants) > 1 else {}),
                     **single_payload(tx, ctx, last, rolled_victims(rules, result.attacks)),
                     **({UNSEEN: unseen} if unseen else {})},
            label=QT_TRANSLATE_NOOP("log", "The dead win round {round}"),
            label_args={"round": fight.round},
        )


@record(eq=False, repr=False)
class EndWonFight(Command):
    """After a won round at Swarm Size 3 or less: the fight is over, the Threat Level 0, 1 or 2."""

    level: int
    kind = "swarm"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        rules, campaign, fight = running_fight(tx, ctx)
        try:
            after = rules.end_won_fight(fight, self.level)
        except RulesError as exc:
            raise rules_error(exc) from exc
        store_fight(rules, campaign, after, False, swarm_round={"sacrifices": []})
        old = threat_of(campaign.state)
        write_threat(tx, ctx, campaign, after.threat_level, "swarm_won")
        args = {"old": old, "new": after.threat_level, "level": level_arg(ctx, after.threat_level)}
        return LogEntry(
            "swarm",
            QT_TRANSLATE_NOOP("log", "The swarm fight is won: Threat {old} → {new} ({level})"),
            args,
            label=QT_TRANSLATE_NOOP("log", "Swarm fight won"),
        )
