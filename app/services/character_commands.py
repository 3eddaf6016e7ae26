"""The commands that add, change and take away characters: create, edit, copy, remove.

The log lines a ruleset's outcome gives (``rule_lines``, ``rule_faces``) and the state a changed
sheet leaves (``refit_state``) are here too: the other services' commands use them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from sqlmodel import select

from app.rules.base import Outcome, RulesError, Ruleset
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import COPIES
from app.services.checks import live_character, need_int, need_sheet, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import KINDS
from app.services.gm_parts import GM_ONLY as GM_PART
from app.services.row_ids import row_id
from app.store.models import Character, new_character_id

__all__ = [
    "KINDS", "CreateCharacter", "DuplicateCharacter", "EditCharacter", "RemoveCharacter",
    "refit_state", "rule_faces", "rule_lines", "secret_faces",
]


#: the key of a line's part the GM alone reads (:attr:`app.rules.base.LogLine.gm_only`)
GM_ONLY = GM_PART


def rule_lines(outcome: Outcome) -> list[dict[str, Any]]:
    return [{"t": line.text, "ctx": "rules", "args": dict(line.args), **({GM_ONLY: True} if line.gm_only else {})}
            for line in outcome.lines]


def rule_faces(outcome: Outcome) -> list[Any]:
    """The faces of the rolls the players may see (secret rolls go to the GM-only payload)."""
    return [r.faces_payload() for r in outcome.rolls if not r.secret]


def secret_faces(outcome: Outcome) -> list[Any]:
    return [{"label": r.label, "faces": r.faces_payload()} for r in outcome.rolls if r.secret]


def refit_state(
    rules: Ruleset, old_sheet: Mapping[str, Any], sheet: Mapping[str, Any], state: Mapping[str, Any]
) -> dict[str, Any]:
    """The state after the sheet changed: a pool whose maximum changed keeps its damage; a new pool
    starts fresh."""
    old_tracks = {t.key: t.maximum for t in rules.tracks(dict(old_sheet))}
    out = dict(state)
    for key, value in rules.initial_state(dict(sheet)).items():
        out.setdefault(key, value)
    for track in rules.tracks(dict(sheet)):
        if track.key in out and isinstance(out[track.key], int) and track.key in old_tracks:
            out[track.key] = min(track.maximum, out[track.key] + track.maximum - old_tracks[track.key])
    return out


@record(eq=False, repr=False)
class CreateCharacter(Command):
    name: str
    kind: str = "pc"
    sheet: Mapping[str, Any] | None = None
    revealed: bool | None = None
    notes: str = ""
    #: the character's own id (a demo's, the same in each language); "": a new one
    uid: str = ""

    kind = "character"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        name = self.name.strip()
        if not name:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A character needs a name."))
        if self.kind not in KINDS:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
        if self.sheet is not None:
            need_sheet(ctx.ruleset.sheet_fields(), self.sheet)
        try:
            given = self.sheet if self.sheet is not None else ctx.ruleset.new_sheet(self.kind)
            sheet = ctx.ruleset.validate_sheet(given)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        position = len(tx.session.exec(select(Character.id).where(Character.campaign_id == ctx.campaign.id)).all())
        revealed = self.kind == "pc" if self.revealed is None else self.revealed
        row = tx.add(
            Character(
                campaign_id=row_id(ctx.campaign),
                uid=self.uid or new_character_id(),
                name=name,
                kind=self.kind,
                sheet=sheet,
                state=ctx.ruleset.initial_state(sheet),
                revealed=revealed,
                position=position,
                notes=self.notes,
            )
        )
        return LogEntry(
            "character", QT_TRANSLATE_NOOP("log", "{name} joins the campaign"), {"name": row.name}, target=row.name
        )


@record(eq=False, repr=False)
class EditCharacter(Command):
    character_id: int
    name: str | None = None
    kind_of: str | None = None
    sheet: Mapping[str, Any] | None = None
    notes: str | None = None
    revealed: bool | None = None
    kind = "character"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        """The edit, its log line saying what changed ("Dana's sheet edited: Strength 3 → 4;
        Skills: Brawling 2 → 3": :mod:`app.services.sheet_edits`)."""
        from app.services import sheet_edits  # a sheet edited: loaded at its first

        row = sound_character(tx, ctx, self.character_id)
        said: list[Any] = []
        if self.name is not None:
            if not self.name.strip():
                raise CommandError(QT_TRANSLATE_NOOP("log", "A character needs a name."))
            if row.name != self.name.strip():
                said.append(sheet_edits.renamed(row.name, self.name.strip()))
                _renamed_in_fight(tx, row, self.name.strip())
            row.name = self.name.strip()
        if self.kind_of is not None:
            if self.kind_of not in KINDS:
                raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown kind of character."))
            if row.kind != self.kind_of:
                said.append(sheet_edits.kind_changed(row.kind, self.kind_of))
            row.kind = self.kind_of
        if self.sheet is not None:
            need_sheet(ctx.ruleset.sheet_fields(), self.sheet)
            try:
                sheet = ctx.ruleset.validate_sheet(self.sheet)
            except RulesError as exc:
                raise CommandError(str(exc), "rules") from exc
            said += sheet_edits.sheet_changes(ctx.ruleset.sheet_fields(), row.sheet, sheet)
            said += sheet_edits.worked_out_changes(ctx.ruleset, row.sheet, sheet)
            row.state = refit_state(ctx.ruleset, row.sheet, sheet, row.state)
            row.sheet = sheet
        if self.notes is not None:
            if (row.notes or "") != self.notes:
                said.append(sheet_edits.notes_edited())
            row.notes = self.notes
        if self.revealed is not None:
            row.revealed = self.revealed
        tx.save(row)
        text, args = sheet_edits.edited_line(row.name, said)
        return LogEntry("character", text, args, target=row.name)


def _renamed_in_fight(tx: Tx, row: Character, name: str) -> None:
    """A character renamed in a running fight is renamed in its list too, where the list still calls him
    by his old name: the fight list, its turn's words and its next lines read the list's names ("Vera
    has acted; Gleb is up" after Gleb became Gleb Prokhorenko), undone with the rename."""
    from sqlmodel import col

    from app.store.models import Combatant, Encounter

    for combatant in tx.session.exec(
        select(Combatant)
        .join(Encounter, col(Encounter.id) == Combatant.encounter_id)
        .where(Combatant.character_id == row.id, col(Encounter.active).is_(True), Combatant.name == row.name)
    ):
        tx.touch(combatant)
        combatant.name = name
        tx.save(combatant)


@record(eq=False, repr=False)
class RemoveCharacter(Command):
    character_id: int
    kind = "character"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = live_character(tx, ctx, self.character_id)
        row.archived = True
        tx.save(row)
        return LogEntry(
            "character", QT_TRANSLATE_NOOP("log", "{name} leaves the campaign"), {"name": row.name}, target=row.name
        )


#: the copies' line in logs written before the copies joined the roster only (read as it was)
COPIES_JOIN_BEFORE = QT_TRANSLATE_NOOP("log", "{count} copies of {name} join the fight")


@record(eq=False, repr=False)
class DuplicateCharacter(Command):
    """Copies of a character ("5 walkers"): numbered names, fresh state, one action."""

    character_id: int
    count: int = 1
    kind = "character"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.count, *COPIES, QT_TRANSLATE_NOOP("log", "Make between 1 and 100 copies."))
        source = sound_character(tx, ctx, self.character_id)
        names = set(tx.session.exec(select(Character.name).where(Character.campaign_id == ctx.campaign.id)).all())
        base = re.sub(r"\s+\d+$", "", source.name)
        position = len(names)
        number = 1
        for _ in range(self.count):
            while f"{base} {number}" in names:
                number += 1
            name = f"{base} {number}"
            names.add(name)
            position += 1
            tx.add(
                Character(
                    campaign_id=source.campaign_id,
                    name=name,
                    kind=source.kind,
                    sheet=dict(source.sheet),
                    state=ctx.ruleset.initial_state(source.sheet),
                    revealed=source.revealed,
                    position=position,
                )
            )
        return LogEntry(
            "character",
            # the copies join the roster only (Ins in the fight list adds them to a running fight)
            QT_TRANSLATE_NOOP("log", "{count} copies of {name} made"),
            {"count": self.count, "name": source.name},
            target=source.name,
        )
