"""Turns and rounds: next and previous turn, delay, hold, act now, and the end of a round (the
ruleset's round effects and timed conditions)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm.attributes import set_committed_value

from app.rules.base import RulesError
from app.rules.dice import DiceError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.unfired import on_turn, with_unfired
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damage_done import whose_moves
from app.services.damaged import damage_kept
from app.services.initiative.acted import ACT_KINDS, rolled_this_round, rollers_this_round
from app.services.initiative.arithmetic import phases, place, roll, sort, tie_lines
from app.services.initiative.fight_order import (
    _ENCOUNTERS,
    DELAYED,
    STEPPED_IN,
    WAITING,
    Row,
    active,
    character_of,
    fight_declared,
    find,
    named,
    order,
    places,
    set_state,
    settle,
    unable,
    up_next,
    waiting,
)
from app.services.initiative.kept_turn import BEHIND
from app.services.initiative.plain_fight import PlainFight
from app.services.initiative.turn_lines import (
    hidden,
    last_seen,
    passed_down,
    passed_on,
    still_waiting,
    with_not_acted,
    with_skipped,
)
from app.services.map_blasts import blasts_due
from app.services.typed import used_up, with_dice
from app.store.models import Character, Combatant, Encounter

#: a round's end read off the table's dice, as the log says it
TABLE_DICE = {
    "Round {round} ends; round {next} begins": QT_TRANSLATE_NOOP(
        "log", "Round {round} ends, dice from the table; round {next} begins"
    ),
    "{name} has acted. Round {round} ends; round {next} begins": QT_TRANSLATE_NOOP(
        "log", "{name} has acted. Round {round} ends, dice from the table; round {next} begins"
    ),
}


@record(eq=False, repr=False)
class NextTurn(Command):
    """N: the current combatant has acted; the next one is up.  After the last one the round ends.
    ``faces``: typed from physical dice for the end of the round this turn brings (the frantic-combat
    d4…), in the order of the list (app.services.typed); refused on a turn that ends no round."""

    faces: str = ""
    #: the damage rolled this round and not applied, as the dice dock names it (said by the round's end)
    left: tuple[dict[str, Any], ...] = ()
    kind = "turn"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ending = on_turn(tx, active(tx, ctx)) if ctx.ruleset.ammo_rules() is not None else None
        if not self.faces.strip():
            return with_left(with_unfired(tx, ctx, self._turn(tx, ctx, plain=True), ending), self.left)
        ctx = with_dice(ctx, self.faces)
        entry = self._turn(tx, ctx, plain=False)  # a plain turn ends no round: not tried
        if entry.kind != "round":
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "This turn ends no round and rolls no dice: clear the typed dice.")
            )
        used_up(ctx.dice)
        entry.text = TABLE_DICE.get(entry.text, entry.text)
        return with_left(with_unfired(tx, ctx, entry, ending), self.left)

    def _turn(self, tx: Tx, ctx: Context, plain: bool) -> LogEntry:
        enc = active(tx, ctx)
        fighters: list[dict[str, Any]] = []
        out = unable(tx, ctx, enc, fighters)
        if plain:
            quick = self._plain_turn(tx, enc, out)
            if quick is not None:
                return quick
        # the order as plain values, written at the end (a round's end changes every combatant),
        # with the characters read above (nothing changes them before the round's end)
        fight = PlainFight(tx, enc, fighters)
        entry = self._full_turn(tx, ctx, fight.enc, out, fight)
        fight.write()
        return entry

    def _full_turn(self, tx: Tx, ctx: Context, enc: Encounter, out: frozenset[int], fight: PlainFight) -> LogEntry:
        rows = fight.rows
        turn = up_next(rows, out)
        shown = rows[enc.turn] if 0 <= enc.turn < len(rows) else None
        if shown is not None and not shown.acted and not waiting(shown):
            turn = enc.turn  # the one whose turn it is acts, or fell during it and is passed over
        if turn is None:
            return end_round(tx, ctx, enc, fight)
        current = rows[turn]
        # fell during their own turn: their turn is skipped, not acted; unless they rolled in it (the
        # walker that lost the duel it rolled fell to the answer: it acted)
        down = current.id in out and not rolled_this_round(tx, enc, current.character_id)
        current.acted = True
        fight.save(current)
        following = up_next(rows, out)
        waits = [r for r in rows if not r.acted and waiting(r)]
        # those after the one who acted, who cannot act either: passed over, and said so
        skipped = [r for r in rows[turn + 1 : following] if not r.acted and not waiting(r) and r.id in out]
        if down:
            skipped.insert(0, current)
        if following is None and waits:
            settle(fight, enc, rows, unable(tx, ctx, enc))
            return with_skipped(still_waiting(current, waits, down), skipped[1:] if down else skipped)
        # after a hidden one's turn, the players' screens showed the last one they saw act as up
        # (turn_lines): read before the round's end sets everyone to act again
        seen = last_seen(rows[:turn]) if hidden(current) else None
        seen_down = seen is not None and seen.id in out and not rolled_this_round(tx, enc, seen.character_id)
        if following is None:
            entry = end_round(tx, ctx, enc, fight)
            # the round's end is the players' line: no hidden name; after a hidden one's turn, the one
            # they saw act last (or, passed over down, said so after it)
            said = current if not hidden(current) and not down else seen if not seen_down else None
            if said is not None:
                entry.args = {**entry.args, "name": said.name}
                entry.text = QT_TRANSLATE_NOOP("log", "{name} has acted. Round {round} ends; round {next} begins")
            return with_skipped(entry, [seen, *skipped] if seen is not None and seen_down else skipped)
        settle(fight, enc, rows, unable(tx, ctx, enc))
        if down:
            return with_skipped(passed_down(current, rows[following], seen, seen_down), skipped[1:])
        return with_skipped(passed_on(current, rows[following], seen, seen_down), skipped)

    def _plain_turn(self, tx: Tx, enc: Encounter, out: frozenset[int]) -> LogEntry | None:
        """Most turns: someone acts and the next one in line is up, the order already numbered.
        Decided on the order's plain values, changing the one row that acts and the fight's turn
        (the full path below loads and snapshots every combatant).  None when the turn is any other
        kind: the round ends, someone waits, the order needs numbering."""
        order_now = places(tx, enc)
        turn = up_next(order_now, out)
        if turn is None or turn != enc.turn or any(p.position != i for i, p in enumerate(order_now)):
            return None
        after = [p._replace(acted=True) if i == turn else p for i, p in enumerate(order_now)]
        following = up_next(after, out)
        if following is None:
            return None
        acting = order_now[turn]
        if hidden(acting) and not hidden(order_now[following]):  # told as the players saw it: the full path
            return None
        tx.set_columns(Combatant, acting.id, {"acted": False}, {"acted": True})
        if enc.turn != following:  # the fight's row is loaded (and touched): its change is recorded from it
            tx.session.execute(_ENCOUNTERS.update().where(_ENCOUNTERS.c.id == enc.id).values(turn=following))
            set_committed_value(enc, "turn", following)
        # those between, who cannot act (fell before their turn came): passed over, and said so
        skipped = [p for p in order_now[turn + 1 : following] if not p.acted and not waiting(p) and p.id in out]
        return with_skipped(passed_on(acting, order_now[following]), skipped)


@record(eq=False, repr=False)
class PreviousTurn(Command):
    """Shift+N: back to the one who acted last (before the current one) in this round."""

    kind = "turn"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        turn = up_next(rows)
        stop = len(rows) if turn is None else turn
        back = next((r for r in reversed(rows[:stop]) if r.acted), None)
        if back is None:
            back = next((r for r in reversed(rows) if r.acted), None)
        if back is None:
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "Nobody has acted yet this round (Undo takes back the end of a round).")
            )
        # back from a hidden one's turn: the players' screens kept up the one it goes back to
        taken = turn is not None and hidden(rows[turn])
        back.acted = False
        tx.save(back)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "turn",
            QT_TRANSLATE_NOOP("log", "Back to {name}'s turn"),
            {"name": back.name},
            label=QT_TRANSLATE_NOOP("log", "Back to {name}'s turn"),
            label_args={"name": back.name},
            secret=hidden(back) or taken,
        )


@record(eq=False, repr=False)
class Wait(Command):
    """Delay (act later in the round) or ready/hold an action; the same again clears it."""

    combatant_id: int
    status: str = DELAYED
    kind = "turn"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if self.status not in WAITING:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This action cannot be carried out."))
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        if row.acted:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They have already acted this round."))
        if row.state.get("status") == self.status:
            set_state(row, status=None)
            text = QT_TRANSLATE_NOOP("log", "{name} stops waiting")
        else:
            set_state(row, status=self.status)
            text = (
                QT_TRANSLATE_NOOP("log", "{name} delays")
                if self.status == DELAYED
                else QT_TRANSLATE_NOOP("log", "{name} holds a ready action")
            )
        tx.save(row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry("turn", text, {"name": row.name}, actor=row.name, label=text, label_args={"name": row.name},
                        secret=hidden(row))


@record(eq=False, repr=False)
class ActNow(Command):
    """A delaying or ready combatant steps in: placed before the current one, and up now."""

    combatant_id: int
    kind = "turn"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        if row.acted:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They have already acted this round."))
        out = unable(tx, ctx, enc)
        if row.id in out:  # one the order passes over (twdu: Broken) is not put up now
            raise _cannot_act(tx, ctx, row)
        set_state(row, status=None, **{STEPPED_IN: True})  # kept at the turn when the order sorts again
        tx.save(row)
        rows.remove(row)
        index = up_next(rows)
        rows.insert(len(rows) if index is None else index, row)
        settle(tx, enc, rows, out)
        return LogEntry(
            "turn",
            QT_TRANSLATE_NOOP("log", "{name} acts now"),
            {"name": row.name},
            actor=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} acts now"),
            label_args={"name": row.name},
            secret=hidden(row),
        )


def _cannot_act(tx: Tx, ctx: Context, row: Combatant) -> CommandError:
    """The refusal of Act now for one who cannot act, saying why: the character's first condition
    (twdu: Broken, the dead: Dead), else that the fighter is passed over."""
    character = character_of(tx, row)
    conditions = (ctx.ruleset.conditions(character.sheet or {}, character.state or {})
                  if character is not None and damage_kept(ctx.ruleset, character) is None else [])
    if conditions:
        return CommandError(
            QT_TRANSLATE_NOOP("log", "{name} cannot act ({why}): the turn stays where it is."),
            name=row.name, why={"t": conditions[0].label, "ctx": "rules"},
        )
    return CommandError(QT_TRANSLATE_NOOP("log", "{name} cannot act: the turn stays where it is."), name=row.name)


def end_round(tx: Tx, ctx: Context, enc: Encounter, fight: PlainFight) -> LogEntry:
    """A grenade due at this round's end, the ruleset's end of round for every combatant, timed
    conditions, then a fresh round.

    ``fight``: the order read as plain values (the caller writes it); its characters are read in
    one plain query, and a character is recorded for undo only when the rules change its state."""
    rows = fight.rows
    # a grenade thrown to go off at this round's end explodes first: the round's effects follow it
    lines, faces = blasts_due(tx, ctx, enc, enc.round)
    if lines:
        fight.forget_characters()  # read again, as the blast left them
    # who started the violence acts first in round 1 only: afterwards the order is the initiative's again
    started = any(r.state.get("first") for r in rows)
    # one put after the turn he joined during (or whose initiative changed in it) takes his place again
    behind = any(r.state.get(BEHIND) for r in rows)
    characters = fight.characters(r.character_id for r in rows if r.character_id is not None)

    def of(row: Row) -> Character | None:  # read only below: the initiative is the combatant's
        # a damaged character is passed by: never handed to the rules, and it cannot act
        return None if row.id in passed else characters.get(row.character_id) if row.character_id is not None else None

    passed = {
        row.id for row in rows
        if row.character_id in characters and damage_kept(ctx.ruleset, characters[row.character_id]) is not None
    }

    moves: list[dict[str, Any]] = []  # each character's tracks the round's end moved

    def could_act(row: Row) -> bool:  # had the round gone on: a turn to come (those waiting too)
        if row.id in passed:
            return False
        character = of(row)
        if row.character_id is None:
            return True
        return character is not None and not character.archived and ctx.ruleset.can_act(
            character.sheet or {}, character.state or {})

    left_out = [row for row in rows if not row.acted and could_act(row)]
    if left_out:  # not said of one who rolled or moved in this round, his turn not passed by N yet
        # (Padre Tom's attack, then Ctrl+Alt+N, read "Padre Tom had not acted")
        did = rollers_this_round(tx, enc, ACT_KINDS)
        left_out = [row for row in left_out if row.character_id not in did]

    for row in rows:
        character = of(row)
        if character is not None and not character.archived:
            try:
                # the roster's kind, where the rules tell them apart (a zombie burns no Endurance)
                seen = ctx.ruleset.with_kind(character.kind, character.state)
                outcome = ctx.ruleset.end_of_round(character.sheet, seen, ctx.dice, fight_declared(enc.state))
            except (RulesError, DiceError) as exc:
                raise CommandError(str(exc), "rules") from exc
            if outcome.state != seen:
                fight.set_state(character, outcome.state)  # the rules return a new state
                # what the round's end took (a bleeding): its undo says it given back, whose and how much
                said = whose_moves(ctx.ruleset, row.name, character.sheet, seen, outcome.state, character.kind)
                if said is not None:
                    moves.append(said)
            lines.extend(named(row.name, line.text, dict(line.args)) for line in outcome.lines)
            faces.extend(r.faces_payload() for r in outcome.rolls)
        timers = []
        for timer in row.state.get("timers", []):
            left = int(timer["rounds"]) - 1
            if left > 0:
                timers.append({**timer, "rounds": left})
            else:
                lines.append(
                    named(row.name, QT_TRANSLATE_NOOP("log", "{condition} ends"), {"condition": timer["label"]}, "log")
                )
        row.acted = False
        set_state(row, status=None, first=None, timers=timers or None, phase=None, action=None,
                  against=None, **{STEPPED_IN: None, BEHIND: None})
    old = enc.round
    enc.round = old + 1
    marks = phases(ctx, enc.mode)
    if marks:
        for row in rows:
            place(fight, ctx, enc, row, of(row), marks)
        rows = sort(enc, rows)
    else:
        placed = [place(fight, ctx, enc, row, of(row), marks) for row in rows]
        if enc.state.get("reroll"):
            for row, was_placed in zip(rows, placed, strict=True):
                character = of(row)
                if not was_placed and character is not None:
                    line, rolled = roll(fight, ctx, enc, row, character)
                    lines.append(line)
                    faces.extend(rolled)
        if any(placed) or enc.state.get("reroll") or started or behind:
            rows = sort(enc, rows)
        if enc.state.get("reroll"):
            lines.extend(tie_lines(rows))
    # who cannot act, from the characters in hand (what ``unable`` reads, without its query)
    out = frozenset(
        int(row.id)  # type: ignore[arg-type]
        for row in rows
        if row.id in passed or ((c := of(row)) is not None and not ctx.ruleset.can_act(c.sheet or {}, c.state or {}))
    )
    settle(fight, enc, rows, out)
    return with_not_acted(LogEntry(
        "round",
        QT_TRANSLATE_NOOP("log", "Round {round} ends; round {next} begins"),
        {"round": old, "next": old + 1, "lines": lines},
        faces=faces,
        label=(QT_TRANSLATE_NOOP("log", "End of round {round} ({moves})") if moves
               else QT_TRANSLATE_NOOP("log", "End of round {round}")),
        label_args={"round": old, "moves": moves} if moves else {"round": old},
    ), left_out)


@record(eq=False, repr=False)
class EndRound(Command):
    """End the round now (whoever has not acted loses the turn): round effects, then the next round."""

    faces: str = ""  # typed from physical dice (the frantic-combat d4…), in the order of the list
    #: the damage rolled this round and not applied, as the dice dock names it (said by the round's end)
    left: tuple[dict[str, Any], ...] = ()
    kind = "round"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx = with_dice(ctx, self.faces)
        enc = active(tx, ctx)
        fight = PlainFight(tx, enc)
        entry = end_round(tx, ctx, fight.enc, fight)
        fight.write()
        used_up(ctx.dice)
        if self.faces.strip():  # typed here (the campaign's own dice may be typed too, in tests)
            entry.text = QT_TRANSLATE_NOOP("log", "Round {round} ends, dice from the table; round {next} begins")
        return with_left(entry, self.left)


#: the round's end with damage rolled in it not applied: its line names each ("Father Tom → Shambler
#: (Attack … Shotgun)"), where only the dice dock said it, below the fold
LEFT_UNAPPLIED = QT_TRANSLATE_NOOP("log", "damage left unapplied: {offers}")
#: one of them: who → whom, and the roll (its kind, skill and weapon)
LEFT_ONE = QT_TRANSLATE_NOOP("log", "{name} → {target} ({roll})")


def with_left(entry: LogEntry, left: tuple[dict[str, Any], ...]) -> LogEntry:
    """``entry`` with the damage ``left`` unapplied named after it when it ends the round."""
    offers = [one for one in left if isinstance(one, dict)]
    if entry.kind != "round" or not offers:
        return entry
    lines = [*(entry.args.get("lines") or []), {"t": LEFT_UNAPPLIED, "ctx": "log", "args": {"offers": offers}}]
    entry.args = {**entry.args, "lines": lines}
    return entry

