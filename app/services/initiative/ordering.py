"""The order's commands: roll or type initiative, declare a phase, change the mode or the re-roll
flag, move a combatant by hand."""

from __future__ import annotations

from typing import Any

from app.rules.dice import TypedDice
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import INITIATIVE
from app.services.checks import need_int
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import damage_kept
from app.services.initiative.arithmetic import phases, place, read_off, roll, sort, tie_lines
from app.services.initiative.fight_order import (
    active,
    at_turn,
    character_of,
    fight_declared,
    find,
    mode_label,
    named,
    order,
    set_state,
    settle,
    unable,
)
from app.services.initiative.kept_turn import keep_turn, kept_line, turn_begun
from app.services.typed import used_up, with_dice


@record(eq=False, repr=False)
class RollInitiative(Command):
    """R: roll for everyone not yet rolled (or read the order off the sheets), then sort.  ``faces``:
    typed from physical dice, in the order of the fight list (app.services.typed)."""

    faces: str = ""
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        ctx = with_dice(ctx, self.faces)
        entry = self._roll(tx, ctx)
        used_up(ctx.dice)
        if self.faces.strip():  # typed here (the campaign's own dice may be typed too, in tests)
            entry.text = QT_TRANSLATE_NOOP("log", "Initiative ({mode}), dice from the table")
        return entry

    def _roll(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        if phases(ctx, enc.mode):
            raise CommandError(QT_TRANSLATE_NOOP("log", "In this mode everyone declares a phase instead of rolling."))
        rows = order(tx, enc)
        up = at_turn(enc, rows)  # whose turn it is: kept there when it is under way
        begun = turn_begun(tx, enc, rows, up)
        lines: list[dict[str, Any]] = []
        faces: list[Any] = []
        for row in rows:
            character = character_of(tx, row)
            if character is None or damage_kept(ctx.ruleset, character) is not None:  # damaged: passed by
                continue
            if place(tx, ctx, enc, row, character):
                # what the number means where the ruleset says ("Vera: Players' side", not "initiative 1")
                meaning = ctx.ruleset.initiative_meaning(enc.mode, int(row.initiative or 0))
                text, where = (meaning, "rules") if meaning else (QT_TRANSLATE_NOOP("log", "initiative {value}"), "log")
                lines.append(named(row.name, text, {"value": row.initiative}, where))
            elif row.initiative is None:
                line, rolled = _typed_roll(tx, ctx, enc, rows, row, character)
                lines.append(line)
                faces.extend(rolled)
        if not lines:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Everyone has an initiative already."))
        out = unable(tx, ctx, enc)
        ordered = sort(enc, rows)
        rows, moved = keep_turn(tx, ordered, up, out, begun)
        settle(tx, enc, rows, out)
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "Initiative ({mode})"),
            {"mode": mode_label(ctx.ruleset, enc.mode),
             "lines": lines + tie_lines(ordered) + kept_line(enc, up, moved)},
            faces=faces,
            label=QT_TRANSLATE_NOOP("log", "Roll initiative"),
        )


def _typed_roll(
    tx: Tx, ctx: Context, enc: Any, rows: list[Any], row: Any, character: Any
) -> tuple[dict[str, Any], list[Any]]:
    """:func:`roll`, saying what typed dice are missing: a die rolled again (AFMBE's natural 10 or 1)
    takes one more face, typed right after it; the refusal counts the dice the roll needs at least."""
    dice = ctx.dice
    before = len(dice.faces)
    try:
        return roll(tx, ctx, enc, row, character)
    except CommandError:
        if not isinstance(dice, TypedDice) or dice.left:
            raise
        taken = [face.value for face in dice.faces[before:]]
        later = rows[rows.index(row) + 1:]
        to_roll = sum(1 for other in later if other.initiative is None and _rolls(tx, ctx, enc, other))
        count = dice.used + 1 + to_roll
        if not taken:  # short of one die per fighter
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "One die per fighter who rolls: at least {count} {count|die|dice} "
                                         "for this roll, {typed} typed."),
                count=count, typed=dice.used) from None
        raise CommandError(
            QT_TRANSLATE_NOOP("log", "{name}'s natural {face} rolls another die, typed right after it: at least "
                                     "{count} {count|die|dice} for this roll, {typed} typed."),
            name=row.name, face=taken[0], count=count, typed=dice.used) from None


def _rolls(tx: Tx, ctx: Context, enc: Any, row: Any) -> bool:
    """Whether ``row`` rolls its initiative (not read off its sheet, nor passed by as damaged)."""
    character = character_of(tx, row)
    if character is None or damage_kept(ctx.ruleset, character) is not None:
        return False
    return read_off(ctx, enc.mode, character) is None


@record(eq=False, repr=False)
class SetInitiative(Command):
    """The GM types a combatant's initiative (a roll made at the table, or a ruling)."""

    combatant_id: int
    value: int
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.value, *INITIATIVE, QT_TRANSLATE_NOOP("log", "An initiative runs from -99 to 999."))
        enc = active(tx, ctx)
        if phases(ctx, enc.mode):
            raise CommandError(QT_TRANSLATE_NOOP("log", "In this mode everyone declares a phase instead of rolling."))
        rows = order(tx, enc)
        up = at_turn(enc, rows)  # whose turn it is: kept there when it is under way
        begun = turn_begun(tx, enc, rows, up)
        row = find(rows, self.combatant_id)
        character = character_of(tx, row)
        if character is not None and read_off(ctx, enc.mode, character) is not None:
            raise CommandError(
                QT_TRANSLATE_NOOP("log", "In this mode the order comes from the sheets: drag to reorder instead.")
            )
        old = list(row.sort_key)
        tail = old[1:] if old and row.initiative is not None and old[0] == row.initiative else []
        row.initiative = int(self.value)
        row.sort_key = [int(self.value), *tail]
        set_state(row, rolled=True)
        tx.save(row)
        out = unable(tx, ctx, enc)
        ordered = sort(enc, rows)
        rows, moved = keep_turn(tx, ordered, up, out, begun)
        settle(tx, enc, rows, out)
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "{name}'s initiative set to {value}"),
            {"name": row.name, "value": row.initiative, "lines": tie_lines(ordered) + kept_line(enc, up, moved)},
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name}'s initiative set to {value}"),
            label_args={"name": row.name, "value": row.initiative},
        )


@record(eq=False, repr=False)
class Declare(Command):
    """In a mode whose rounds walk phases: what a combatant declares, and in which phase;
    ``against``: the fighter of the same fight the action is aimed at (a shot's target), by
    combatant id, or None.  The turn's roll is set up against that one."""

    combatant_id: int
    phase: str
    action: str = ""
    against: int | None = None
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        marks = phases(ctx, enc.mode)
        if not marks:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This mode has no phases to declare."))
        labels = {c.value: c.label for c in marks}
        if self.phase not in labels:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown phase."))
        rows = order(tx, enc)
        up = at_turn(enc, rows)  # whose turn it is: kept there when it is under way
        begun = turn_begun(tx, enc, rows, up)
        row = find(rows, self.combatant_id)
        if row.acted:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They have already acted this round."))
        target = None
        if self.against is not None:
            target = next((r for r in rows if r.id == self.against), None)
            if target is None or target is row:
                raise CommandError(
                    QT_TRANSLATE_NOOP("log", "An action is declared against another fighter of this fight.")
                )
        # (a target declared before and not now goes: set_state drops what is None)
        set_state(row, phase=self.phase, action=self.action.strip() or None,
                  against=target.id if target is not None else None)
        place(tx, ctx, enc, row, character_of(tx, row))
        out = unable(tx, ctx, enc)
        ordered = sort(enc, rows)
        rows, moved = keep_turn(tx, ordered, up, out, begun)
        settle(tx, enc, rows, out)
        action = self.action.strip()
        if target is not None and ctx.ruleset.phase_is_hostile(enc.mode, self.phase):  # an attack: "against"
            text = (QT_TRANSLATE_NOOP("log", "{name} declares {phase} against {target}: {action}") if action
                    else QT_TRANSLATE_NOOP("log", "{name} declares {phase} against {target}"))
        elif target is not None:  # done to them (first aid): "on"
            text = (QT_TRANSLATE_NOOP("log", "{name} declares {phase} on {target}: {action}") if action
                    else QT_TRANSLATE_NOOP("log", "{name} declares {phase} on {target}"))
        else:
            text = (QT_TRANSLATE_NOOP("log", "{name} declares {phase}: {action}") if action
                    else QT_TRANSLATE_NOOP("log", "{name} declares {phase}"))
        args = {"name": row.name, "phase": {"t": labels[self.phase], "ctx": "rules"}, "action": action}
        if target is not None:
            args["target"] = target.name
        kept = kept_line(enc, up, moved)
        return LogEntry(
            "initiative",
            text,
            {**args, "lines": kept} if kept else args,
            actor=row.name,
            target=target.name if target is not None else "",
            label=QT_TRANSLATE_NOOP("log", "{name} declares {phase}"),
            label_args=args,
        )


@record(eq=False, repr=False)
class SetMode(Command):
    """Change the encounter's initiative mode: initiatives are cleared, read off the sheets where the mode says."""

    mode: str
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        if self.mode not in [c.value for c in ctx.ruleset.initiative_modes]:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown initiative mode."))
        if self.mode == enc.mode:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The fight already uses that mode."))
        enc.mode = self.mode
        rows = order(tx, enc)
        up = at_turn(enc, rows)  # whose turn it is: kept there when it is under way
        begun = turn_begun(tx, enc, rows, up)
        for row in rows:
            row.initiative = None
            row.sort_key = []
            set_state(row, phase=None, action=None, against=None, rolled=None)
            tx.save(row)
            place(tx, ctx, enc, row, character_of(tx, row))
        out = unable(tx, ctx, enc)
        ordered = sort(enc, rows)
        rows, moved = keep_turn(tx, ordered, up, out, begun)
        settle(tx, enc, rows, out)
        label = mode_label(ctx.ruleset, self.mode)
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "Initiative mode: {mode}"),
            {"mode": label, **({"lines": kept} if (kept := kept_line(enc, up, moved)) else {})},
            label=QT_TRANSLATE_NOOP("log", "Initiative mode: {mode}"),
            label_args={"mode": label},
        )


@record(eq=False, repr=False)
class SetEncounterFlag(Command):
    """Re-roll everyone each round (on or off)."""

    reroll: bool
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        enc.state = {**enc.state, "reroll": bool(self.reroll)}
        tx.save(enc)
        text = (
            QT_TRANSLATE_NOOP("log", "Initiative is rolled again each round")
            if self.reroll
            else QT_TRANSLATE_NOOP("log", "Initiative is kept from round to round")
        )
        return LogEntry("initiative", text, {}, label=text)


DECLARED_ON = QT_TRANSLATE_NOOP("log", "Declared for this fight: {what}.")
DECLARED_OFF = QT_TRANSLATE_NOOP("log", "No longer declared for this fight: {what}.")


@record(eq=False, repr=False)
class DeclareFight(Command):
    """The GM declares of the running fight what the ruleset lets him (AFMBE's frantic combat), or
    takes it back; its rounds' ends read it."""

    key: str
    on: bool
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        choice = next((c for c in ctx.ruleset.fight_declarations() if c.value == self.key), None)
        if choice is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "This game has nothing of that to declare of a fight."))
        enc = active(tx, ctx)
        now = fight_declared(enc.state)
        if (self.key in now) == bool(self.on):
            raise CommandError(QT_TRANSLATE_NOOP("log", "Already so in this fight."))
        now = now | {self.key} if self.on else now - {self.key}
        enc.state = {**enc.state, "declared": sorted(now)}
        tx.save(enc)
        text = DECLARED_ON if self.on else DECLARED_OFF
        args = {"what": {"t": choice.label, "ctx": "rules"}}
        return LogEntry("initiative", text, args, label=text, label_args=args)


@record(eq=False, repr=False)
class MoveCombatant(Command):
    """Drag to reorder (ties, rulings): ``combatant_id`` goes to ``index`` of the order."""

    combatant_id: int
    index: int
    kind = "initiative"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        old = rows.index(row)
        # a drag gives a place in the order; a step up or down may give one beyond either end
        index = max(0, min(len(rows) - 1, need_int(self.index, -1, len(rows))))
        if index == old:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That combatant is already there."))
        rows.remove(row)
        rows.insert(index, row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "initiative",
            QT_TRANSLATE_NOOP("log", "{name} moved to place {place} in the order"),
            {"name": row.name, "place": index + 1},
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} moved to place {place} in the order"),
            label_args={"name": row.name, "place": index + 1},
        )
