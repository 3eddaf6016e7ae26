"""The commands that run the ruleset's pipelines on a character: damage, heal, a check due."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlmodel import col, select

from app.rules.base import LogLine, Participant, RulesError
from app.rules.dice import Dice, DiceError, RollRecord
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.blow_reach import reach_refusal
from app.services.blows import blow_dealt
from app.services.care import care_given
from app.services.character_commands import rule_faces, rule_lines, secret_faces
from app.services.checks import need_values, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damage_done import WHOSE_MOVES, done_label, states_moved, track_values
from app.services.damage_knockback import knock_attacker_on_map, knock_on_map, settled_on_map
from app.services.damaged import damage_kept
from app.services.row_ids import row_id
from app.services.typed import dice_for, used_up
from app.services.typed_count import too_few, too_many
from app.store.models import Campaign, Character

#: the payload key of a damage (or heal) applied from a roll's offer: the roll's line, spent by it
#: (:mod:`app.services.rolls.settled`)
OF_ROLL = "of_roll"
#: an offer of a roll that was followed up since (a pushed roll's offer before the push)
SUPERSEDED = QT_TRANSLATE_NOOP("rules", "This roll has been followed up: apply the offer of the roll that followed.")
#: the payload key of the hit of its roll an offer applied (:func:`app.services.rolls.settled.offer_hit`)
HIT = "hit"
#: a hit of a roll applied a second time (after undo and redo the dock offered it again)
HIT_TAKEN = QT_TRANSLATE_NOOP("rules", "This hit's damage is applied already: a hit is not applied twice.")
CARE_TAKEN = QT_TRANSLATE_NOOP("rules", "This roll's care is applied already: it is not given twice.")


@record(eq=False, repr=False)
class ApplyRules(Command):
    """Damage or heal one character through the ruleset's pipeline."""

    character_id: int
    request: Mapping[str, Any]
    heal: bool = False
    actor: str = ""
    actor_id: int | None = None
    faces: str = ""  # typed from physical dice (app.services.typed); empty: rolled here
    knock: bool = True  # knockback moves the token on the map (the map's own attacks move it themselves)
    settle_death: bool = True  # False: the command that caused this damage settles a death (scores) once
    of_roll: int | None = None  # the roll's line whose offer this is: that roll is spent (no push of it)
    #: which hit of that roll the offer is (a burst's two hits on one target are two): applied once
    hit: int | None = None
    #: no one picked as dealing it: the one whose values the form holds (whose turn it is), named in
    #: the worked sum ("Strength 3 (Ash)"); "" for the form's own numbers
    read_off: str = ""
    #: the damage offered on the character from earlier rolls: named gone in the line if he dies
    gone: tuple[dict[str, Any], ...] = ()

    @property
    def kind(self) -> str:  # type: ignore[override]  # Command.kind is a class attribute; here it follows ``heal``
        return "heal" if self.heal else "damage"

    def _after_death(self, tx: Tx, ctx: Context, row: Character,
                     killer: Character | None) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Apply what the death of ``row`` does to the others (scores); return their log lines, and
        what it changed of each as its undo names it given back ("Kit: score 1 → 2")."""
        party = [  # a damaged record is passed by, never handed to the rules
            c
            for c in tx.session.exec(
                select(Character).where(Character.campaign_id == ctx.campaign.id, col(Character.archived).is_(False))
            )
            if damage_kept(ctx.ruleset, c) is None
        ]

        def seen(c: Character) -> Participant:
            return Participant(row_id(c), c.kind, c.sheet, c.state)

        effects = ctx.ruleset.on_death(seen(row), seen(killer) if killer else None, [seen(c) for c in party])
        lines: list[dict[str, Any]] = []
        changed: list[dict[str, Any]] = []
        by_id = {row_id(c): c for c in party}
        for cid, outcome in effects.items():
            other = by_id[cid]
            tx.touch(other)
            other.state = outcome.state
            tx.save(other)
            lines += [
                {"t": "{name}: {line}", "ctx": "log", "args": {"name": other.name, "line": line}}
                for line in rule_lines(outcome)
            ]
            changed += [{"t": WHOSE_MOVES, "ctx": "log", "args": {"name": other.name, "moves": [
                {"t": line.text, "ctx": "rules", "args": dict(line.args)}]}} for line in outcome.changed]
        return lines, changed

    def _knocked(self, tx: Tx, ctx: Context, killer: Character, row: Character,
                 said: list[LogLine]) -> list[dict[str, Any]]:
        """The token knocked back on the map, and an obstacle's damage in the way; their lines."""
        hurts, lines = knock_on_map(tx, ctx, killer, row, said)
        for request in hurts:
            # the blow's own command settles a death the wall finishes, once and with its attacker
            entry = ApplyRules(self.character_id, request, knock=False, settle_death=False).apply(tx, ctx)
            lines.append({"t": entry.text, "ctx": "log", "args": dict(entry.args)})
        return lines

    def _knocked_attacker(self, tx: Tx, ctx: Context, attacker: Character, row: Character,
                          said: list[LogLine]) -> list[dict[str, Any]]:
        """The attacker's token knocked back on the map by a block that stopped the blow, and an
        obstacle's damage in his way; their lines, each naming him."""
        hurts, moved = knock_attacker_on_map(tx, ctx, attacker, row, said)
        lines = [{"t": QT_TRANSLATE_NOOP("log", "{name}: {effect}"), "ctx": "log",
                  "args": {"name": attacker.name, "effect": line}} for line in moved]
        for request in hurts:
            entry = ApplyRules(row_id(attacker), request, knock=False).apply(tx, ctx)
            lines.append({"t": entry.text, "ctx": "log", "args": dict(entry.args)})
        return lines

    def _amount(self, ctx: Context, row: Character) -> Any:
        """The amount field (damage dealt, points healed), else the first (the kind of care)."""
        damage = ctx.ruleset.damage_rules()
        fields = (damage.heal_fields if self.heal else damage.damage_fields)(row.sheet)
        if not fields:
            return ""
        field = next((f for f in fields if f.key == "amount" and not self.heal), fields[0])
        value = self.request.get(field.key, "")
        for choice in field.choices:
            if choice.value == value:
                return {"t": choice.label}
        return value

    def _offer_taken(self, tx: Tx) -> None:
        """Refused when this hit of the roll is applied already (its line not taken back), or when
        the roll was followed up since (its push's offer stands in its place): the dice dock offered
        them again after undo and redo, and Ben was hurt twice by one hit.  A burst's hits share one
        roll and one request: each is its own ``hit``."""
        if type(self.of_roll) is not int:
            return
        from app.store.models import LogEvent

        found = tx.session.exec(
            select(LogEvent.kind, LogEvent.payload).where(
                col(LogEvent.kind).in_(("damage", "heal", "roll")), col(LogEvent.undone).is_(False),
                col(LogEvent.id) > self.of_roll)
        ).all()
        if any(kind == "roll" and isinstance(p, dict) and p.get("follows") == self.of_roll for kind, p in found):
            raise CommandError(SUPERSEDED, "rules")
        if type(self.hit) is int and any(
                kind in ("damage", "heal") and isinstance(p, dict) and p.get(OF_ROLL) == self.of_roll
                and p.get(HIT) == self.hit for kind, p in found):
            raise CommandError(CARE_TAKEN if self.heal else HIT_TAKEN, "rules")

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        self._offer_taken(tx)
        row = sound_character(tx, ctx, self.character_id)
        rules = ctx.ruleset
        damage = rules.damage_rules()
        form = damage.heal_fields(row.sheet) if self.heal else damage.damage_form(row.sheet, row.state)
        need_values(form, self.request)
        was_dead = rules.is_dead(row.sheet, row.state)
        killer = sound_character(tx, ctx, self.actor_id) if self.actor_id is not None else None
        if not self.heal and self.knock and killer is not None:  # a blow typed in the form: in reach on the map?
            refused = reach_refusal(rules, tx.get(Campaign, row_id(ctx.campaign)), row_id(killer), row_id(row),
                                    self.request)
            if refused is not None:
                raise refused
        actor = killer.name if killer is not None else self.actor
        dice = dice_for(ctx, self.faces)
        state = rules.with_kind(row.kind, row.state)  # the roster's kind, where the rules tell them apart
        values_before = track_values(rules, row.sheet, state)
        try:
            if self.heal:
                outcome = damage.apply_heal(row.sheet, state, self.request, dice)
            else:
                outcome = damage.apply_damage(row.sheet, state, self.request, dice,
                                              attacker=killer.name if killer is not None else self.read_off)
        except DiceError as exc:  # too few typed: how many these faces take, and what for
            def trial(padded: Dice) -> list[RollRecord]:
                rolled = damage.apply_heal if self.heal else damage.apply_damage
                return list(rolled(row.sheet, state, self.request, padded).rolls)

            raise too_few(str(exc), self.faces, trial) from exc
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        try:
            used_up(dice, ctx)  # the faces typed for this action (a blast applies several in one)
        except CommandError as exc:  # too many: how many these faces used, and what for
            raise too_many(self.faces, outcome.rolls, exc.message) from exc
        row.state = outcome.state
        tx.save(row)
        lines = rule_lines(outcome)
        if self.heal and killer is not None and killer.id != row.id:  # the healer's bandage, pills…
            lines += care_given(tx, ctx, killer, self.request)
        if not self.heal and killer is not None and killer.id != row.id:  # the attacker fought…
            lines += blow_dealt(tx, ctx, killer, self.request)
            if self.knock and not rules.is_dead(row.sheet, row.state):  # …and knocked the victim on the map
                knocked = self._knocked(tx, ctx, killer, row, outcome.lines)
                # stopped short by a wall: the map's lines stand for the bare "Knocked back 1 tile"
                lines = [line for line in lines if not settled_on_map(ctx, line, knocked)]
                lines += knocked
            if self.knock:  # a block that stopped the blow knocks the attacker back on the map
                lines += self._knocked_attacker(tx, ctx, killer, row, outcome.lines)
        others: list[dict[str, Any]] = []  # what the death changed of others (a kill's score), for the undo
        if self.settle_death and not self.heal and not was_dead and rules.is_dead(row.sheet, row.state):
            said, others = self._after_death(tx, ctx, row, killer)
            lines += said
        if self.heal:
            text = QT_TRANSLATE_NOOP("log", "{name} healed: {arithmetic}")
            if not outcome.arithmetic:
                text = QT_TRANSLATE_NOOP("log", "{name} healed")
        else:
            text = QT_TRANSLATE_NOOP("log", "Damage to {name}: {arithmetic}")
            if not outcome.arithmetic:
                text = QT_TRANSLATE_NOOP("log", "Damage to {name}")
        if self.faces.strip() and outcome.arithmetic:  # the log says the dice were the table's
            text = (
                QT_TRANSLATE_NOOP("log", "{name} healed, dice from the table: {arithmetic}")
                if self.heal
                else QT_TRANSLATE_NOOP("log", "Damage to {name}, dice from the table: {arithmetic}")
            )
        args: dict[str, Any] = {"name": row.name, "arithmetic": outcome.arithmetic, "lines": lines}
        if self.heal and killer is not None and killer.id != row.id:  # the healer named: he heals her
            text = (QT_TRANSLATE_NOOP("log", "{healer} heals {name}, dice from the table: {arithmetic}")
                    if self.faces.strip() and outcome.arithmetic
                    else QT_TRANSLATE_NOOP("log", "{healer} heals {name}: {arithmetic}") if outcome.arithmetic
                    else QT_TRANSLATE_NOOP("log", "{healer} heals {name}"))
            args["healer"] = killer.name
        if self.heal and outcome.headline is not None:  # "First aid on Dov's left arm goes wrong: …"
            headline = {"t": outcome.headline.text, "ctx": "rules", "args": {**outcome.headline.args, "name": row.name}}
            text = QT_TRANSLATE_NOOP("log", "{headline}: {arithmetic}")
            if not outcome.arithmetic:  # a care that works nothing out (twdu's injury named): the headline alone
                text = QT_TRANSLATE_NOOP("log", "{headline}")
            elif self.faces.strip():
                text = QT_TRANSLATE_NOOP("log", "{headline}, dice from the table: {arithmetic}")
            args["headline"] = headline
        # the label names what was done (each track moved), not the form's amount (0: "the weapon's")
        after = track_values(rules, row.sheet, rules.with_kind(row.kind, row.state))
        asked = self._amount(ctx, row)
        if not self.heal and outcome.dealt is not None and asked in (0, "", None):  # the weapon's: what it dealt
            asked = outcome.dealt
        states = states_moved(rules, row.sheet, state, rules.with_kind(row.kind, row.state))
        label, label_args = done_label(rules, row.sheet, values_before, after, self.heal, row.name, asked,
                                        row.kind, others, states, None if self.heal else outcome.dealt)
        label_ctx = "log"
        if self.heal and outcome.label is not None:  # the rules' words: "Ben's critical injury 64 named: …"
            label, label_args, label_ctx = outcome.label.text, {**outcome.label.args, "name": row.name}, "rules"
        if not self.heal:
            gone_with(args, rules, row, self.gone)
        return LogEntry(
            self.kind,
            text,
            args,
            actor=actor,
            target=row.name,
            payload={
                "request": dict(self.request),
                "actor_id": self.actor_id,
                "target_id": self.character_id,
                **({"gm_only_rolls": secret_faces(outcome)} if secret_faces(outcome) else {}),
                **({OF_ROLL: self.of_roll} if self.of_roll is not None else {}),
                **({HIT: self.hit} if self.of_roll is not None and self.hit is not None else {}),
            },
            faces=rule_faces(outcome),
            label=label,
            label_args=label_args,
            label_ctx=label_ctx,
        )


@record(eq=False, repr=False)
class RollCheck(Command):
    """Roll a check the character's state calls for (survival, consciousness…)."""

    character_id: int
    check: str
    #: the damage offered on the character from earlier rolls: named gone in the line if the call kills him
    gone: tuple[dict[str, Any], ...] = ()
    kind = "roll"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = sound_character(tx, ctx, self.character_id)
        state = ctx.ruleset.with_kind(row.kind, row.state)  # the roster's kind, where the rules tell them apart
        checks = ctx.ruleset.check_rules()
        due = {c.value: c.label for c in checks.checks_due(row.sheet, state)} if checks is not None else {}
        if checks is None or self.check not in due:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That check is not due."))
        try:
            outcome = checks.roll_check(row.sheet, state, self.check, ctx.dice)
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc
        row.state = outcome.state
        tx.save(row)
        args: dict[str, Any] = {"name": row.name, "check": {"t": due[self.check]}, "lines": rule_lines(outcome)}
        gone_with(args, ctx.ruleset, row, self.gone)  # a zombie called destroyed: what was offered on it goes
        return LogEntry(
            "roll",
            QT_TRANSLATE_NOOP("log", "{name}: {check}"),
            args,
            actor=row.name,
            faces=rule_faces(outcome),
            label=QT_TRANSLATE_NOOP("log", "{name}: {check}"),  # "Shambler 1: Destroyed"
            label_args={"name": row.name, "check": {"t": due[self.check]}},
        )


#: Edit → Undo's and the History's name of a check in logs written before it named the character
#: first ("Destroyed for Shambler 1"), read as it was
CHECK_LABEL_BEFORE = QT_TRANSLATE_NOOP("log", "{check} for {name}")
#: the damage offered on one who died (a zombie called destroyed), gone with him, named in his line
GONE = QT_TRANSLATE_NOOP("log", "no longer offered, the target dead: {offers}")


def gone_with(args: dict[str, Any], rules: Any, row: Character, gone: tuple[dict[str, Any], ...]) -> None:
    """The line's ``args`` name the damage ``gone`` (offered on ``row`` from earlier rolls) as no longer
    offered when ``row`` is dead now."""
    offers = [one for one in gone if isinstance(one, dict)]
    if not offers or not rules.is_dead(row.sheet, rules.with_kind(row.kind, row.state)):
        return
    args["lines"] = [*(args.get("lines") or []), {"t": GONE, "ctx": "log", "args": {"offers": offers}}]
