"""The harm the GM deals for a single attack whose roll failed (twdu, "Single attacks": "Failure: If
you fail the roll, your outcome will be determined by the GM. This might entail taking damage"): the
damage goes through the ruleset's damage rules as the roster's does (undoable, one log line), and the
line names the attack it comes from, "Single attack on Ben: Health 3 → 2 — Now Bruised.",
where a plain damage said only "Damage to Ben: damage 1".  Its payload names the attack's line, so that the log
reader (:mod:`app.services.threat.single`) knows that attack's harm dealt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.character_rules import ApplyRules
from app.services.checks import need_int, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damage_done import track_values
from app.services.row_ids import row_id
from app.services.threat.single import HARM_OF, read, recent

#: the most damage one harm deals (the swarm panel's field goes no further)
MOST = 20
#: the line when the harm moved one track, and when it did something else (the rules' own words)
MOVED_ONE = QT_TRANSLATE_NOOP("log", "Single attack on {name}: {track} {old} → {new}")
DONE = QT_TRANSLATE_NOOP("log", "Single attack on {name}: {arithmetic}")
LABEL = QT_TRANSLATE_NOOP("log", "Single attack on {name}: {amount} damage")


@dataclass(eq=False, repr=False)
class HarmOfSingleAttack(Command):
    """``damage`` to the victim of the single attack whose log line is ``attack_id``, its roll failed."""

    attack_id: int
    character_id: int
    damage: int
    kind = "damage"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        amount = need_int(self.damage, 0, MOST)
        rules = ctx.ruleset.swarm_rules()
        if rules is None or rules.harm_default is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This ruleset has no swarms."))
        reading = read(recent(tx.session, row_id(ctx.game)) if ctx.game is not None else [], lambda _name: None)
        # a line may give one victim two attacks (two mess-ups in a swarm round): the first whose harm waits
        attack = next((a for a in reading.attacks if a.event_id == self.attack_id
                       and a.character_id == self.character_id and a.harm_due), None)
        if attack is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That single attack has no harm waiting."))
        row = sound_character(tx, ctx, self.character_id)
        ruleset = ctx.ruleset
        before = track_values(ruleset, row.sheet, ruleset.with_kind(row.kind, row.state))
        entry = ApplyRules(self.character_id, dict(rules.harm_request(amount))).apply(tx, ctx)
        after = track_values(ruleset, row.sheet, ruleset.with_kind(row.kind, row.state))
        moved = [t for t in ruleset.tracks(row.sheet)
                 if t.key in before and t.key in after and before[t.key] != after[t.key]]
        args: dict[str, Any] = {"name": row.name, "amount": amount, "lines": entry.args.get("lines", [])}
        if len(moved) == 1:
            track = moved[0]
            args.update(track={"t": track.label, "ctx": "rules"}, old=before[track.key], new=after[track.key])
            text = MOVED_ONE
        else:
            args["arithmetic"] = entry.args.get("arithmetic", "")
            text = DONE
        return LogEntry(
            self.kind,
            text,
            args,
            target=row.name,
            payload={**entry.payload, HARM_OF: self.attack_id},
            faces=entry.faces,
            label=LABEL,
            label_args={"name": row.name, "amount": amount},
        )
