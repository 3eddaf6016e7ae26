"""The fight itself: start it, bring combatants in (roster characters or extras), take them out,
end it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from sqlmodel import col, select

from app.rules.base import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import EXTRAS
from app.services.checks import need_int, need_sound, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.fight_line import FIGHT_BEGINS
from app.services.initiative.arithmetic import place, sort
from app.services.initiative.fight_order import (
    KINDS,
    active,
    at_turn,
    character_of,
    find,
    mode_label,
    named,
    open_session,
    order,
    settle,
    unable,
)
from app.services.initiative.kept_turn import keep_turn, kept_line, turn_begun
from app.services.map_blasts import blasts_due
from app.services.row_ids import row_id
from app.services.threat.single import SWARM_OVER
from app.store.models import Character, Combatant, Encounter


# ---------------------------------------------------------------------- commands
@record(eq=False, repr=False)
class StartEncounter(Command):
    """Open a fight with these characters in ``mode`` (the ruleset's first mode when empty)."""

    character_ids: Sequence[int] = ()
    mode: str = ""
    name: str = ""
    reroll: bool = False
    kind = "encounter"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        game = open_session(tx, ctx)
        running = tx.session.exec(
            select(Encounter).where(Encounter.session_id == game.id, col(Encounter.active).is_(True))
        ).first()
        if running is not None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A fight is already running: end it first."))
        modes = [c.value for c in ctx.ruleset.initiative_modes]
        mode = self.mode or (modes[0] if modes else "")
        if mode not in modes:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown initiative mode."))
        count = len(tx.session.exec(select(Encounter.id).where(Encounter.session_id == game.id)).all())
        name = self.name.strip() or str(count + 1)
        enc = tx.add(Encounter(session_id=row_id(game), name=name, mode=mode, state={"reroll": bool(self.reroll)}))
        rows = join(tx, ctx, enc, [], self.character_ids)
        rows = sort(enc, rows)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "encounter",
            FIGHT_BEGINS,
            {"name": name, "mode": mode_label(ctx.ruleset, mode), "names": ", ".join(r.name for r in rows)},
            label=QT_TRANSLATE_NOOP("log", "Start fight {name}"),
            label_args={"name": name},
        )


def join(
    tx: Tx, ctx: Context, enc: Encounter, rows: list[Combatant], character_ids: Sequence[int], adhoc: bool = False
) -> list[Combatant]:
    present = {r.character_id for r in rows}
    out = list(rows)
    for cid in character_ids:
        if cid in present:
            continue
        character = tx.session.get(Character, cid)
        if character is None or character.archived or character.campaign_id != ctx.campaign.id:
            raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
        need_sound(ctx, character)
        fresh = ctx.ruleset.fight_joined(character.state)  # what counts "this round" starts afresh
        if fresh != character.state:
            tx.touch(character)
            character.state = fresh
            tx.save(character)
        state: dict[str, Any] = {"hidden": not character.revealed}
        if adhoc:
            state["adhoc"] = True
        row = tx.add(
            Combatant(encounter_id=row_id(enc), character_id=cid, name=character.name, position=len(out), state=state)
        )
        place(tx, ctx, enc, row, character)
        out.append(row)
        present.add(cid)
    return out


@record(eq=False, repr=False)
class EndEncounter(Command):
    kind = "encounter"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        # a grenade still waiting for the next round's end goes off as the fight ends: that round
        # comes whether or not the fight goes on
        lines, faces = blasts_due(tx, ctx, enc, enc.round + 1)
        enc.active = False
        tx.save(enc)
        gone = 0
        for row in order(tx, enc):
            character = character_of(tx, row)
            if character is None or character.archived:
                continue
            # a condition that lasts a turn or a round ends with the fight (a dodge of shots)
            over = ctx.ruleset.fight_over(character.state)
            if over.state != character.state:
                character.state = over.state
                tx.save(character)
            lines.extend(named(row.name, line.text, dict(line.args)) for line in over.lines)
            if row.state.get("adhoc"):
                character.archived = True
                tx.save(character)
                gone += 1
        text = QT_TRANSLATE_NOOP("log", "Fight {name} over (rounds: {rounds})")
        if gone:
            text = QT_TRANSLATE_NOOP("log", "Fight {name} over (rounds: {rounds}); extras leaving the roster: {count}")
        # a swarm fight running in it ends with it: its offers go, the line says so
        from app.services.swarm.fight_end import end_with_fight  # a fight ended: loaded at its first

        swarm = end_with_fight(tx, ctx, enc.session_id)
        lines.extend(swarm)
        return LogEntry(
            "encounter",
            text,
            {"name": enc.name, "rounds": enc.round, "count": gone, **({"lines": lines} if lines else {})},
            payload={SWARM_OVER: True} if swarm else {},
            faces=faces,
            label=QT_TRANSLATE_NOOP("log", "End fight {name}"),
            label_args={"name": enc.name},
        )


@record(eq=False, repr=False)
class AddCombatants(Command):
    """Bring roster characters into the running fight, or make ``count`` extras ("3 zombies")."""

    character_ids: Sequence[int] = ()
    extra_name: str = ""
    count: int = 0
    extra_kind: str = "zombie"
    template_id: int | None = None
    kind = "encounter"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        before = len(rows)
        playing = at_turn(enc, rows)  # whose turn it is: a newcomer does not take it from him
        begun = turn_begun(tx, enc, rows, playing)  # (before anyone acted, the order sorts freely)
        ids = list(self.character_ids)
        adhoc = self.count > 0
        if adhoc:
            ids = self._make_extras(tx, ctx)
        if not ids:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick someone to add to the fight."))
        rows = join(tx, ctx, enc, rows, ids, adhoc)
        added = rows[before:]
        if not added:
            raise CommandError(QT_TRANSLATE_NOOP("log", "They are already in the fight."))
        rows = sort(enc, rows) if all(r.initiative is not None for r in added) else rows
        out = unable(tx, ctx, enc)
        # one who arrives mid-round waits his place: the turn being played stays where it was
        # (else a hidden newcomer placed ahead would take it, and the players see it go blank)
        rows, moved = keep_turn(tx, rows, playing, out, begun)
        settle(tx, enc, rows, out)
        names = ", ".join(r.name for r in added)
        kept = kept_line(enc, playing, moved)
        return LogEntry(
            "encounter",
            QT_TRANSLATE_NOOP("log", "{names} join the fight"),  # "joins" for one: the plural form by ``joined``
            {"names": names, "joined": len(added), **({"lines": kept} if kept else {})},
            label=QT_TRANSLATE_NOOP("log", "Add {names} to the fight"),
            label_args={"names": names},
        )

    def _make_extras(self, tx: Tx, ctx: Context) -> list[int]:
        name = self.extra_name.strip()
        if not name:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Extras need a name."))
        need_int(self.count, *EXTRAS, QT_TRANSLATE_NOOP("log", "Add between 1 and 100 extras."))
        if self.extra_kind not in KINDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
        sheet = ctx.ruleset.new_sheet()
        if self.template_id is not None:
            template = sound_character(tx, ctx, self.template_id)
            sheet = dict(template.sheet)
        try:
            sheet = ctx.ruleset.validate_sheet(sheet)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        names = set(tx.session.exec(select(Character.name).where(Character.campaign_id == ctx.campaign.id)).all())
        position = len(names)
        base = re.sub(r"\s+\d+$", "", name)
        ids, number = [], 1
        for _ in range(self.count):
            if self.count == 1 and base not in names:
                label = base
            else:
                while f"{base} {number}" in names:
                    number += 1
                label = f"{base} {number}"
            names.add(label)
            position += 1
            row = tx.add(
                Character(
                    campaign_id=row_id(ctx.campaign),
                    name=label,
                    kind=self.extra_kind,
                    sheet=sheet,
                    state=ctx.ruleset.initial_state(sheet),
                    revealed=self.extra_kind == "pc",
                    position=position,
                )
            )
            ids.append(row_id(row))
        return ids


@record(eq=False, repr=False)
class RemoveCombatant(Command):
    combatant_id: int
    kind = "encounter"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        enc = active(tx, ctx)
        rows = order(tx, enc)
        row = find(rows, self.combatant_id)
        rows.remove(row)
        tx.delete(row)
        settle(tx, enc, rows, unable(tx, ctx, enc))
        return LogEntry(
            "encounter",
            QT_TRANSLATE_NOOP("log", "{name} leaves the fight"),
            {"name": row.name},
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} leaves the fight"),
            label_args={"name": row.name},
        )
