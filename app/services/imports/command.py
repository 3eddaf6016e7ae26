"""Importing a preview: the characters it read, added as one undoable action with one log line.

A number the file did not hold and the rules roll (a Foundry critical injury's time limit, one die
of its unit) was rolled as the preview was read (:mod:`.rolling`) and is set here as the preview
showed it (rolled here when the preview holds no face); the log line says it after the names, and
the faces are in the log's GM-only payload.

A character that updates one of the roster (``"update"``: its id, :mod:`.updating`) sets that
character's kind, sheet, state and notes in the same action; the line counts and names the
characters added and those the update changed (one the files hold as the roster has it is
neither counted nor named).  When nothing is added and no update changes anything, the import is
refused saying so: nothing is written and no empty step is left for Edit → Undo.

The line names the characters the players see; those they have not been shown (an NPC or a zombie
come in, one of the roster hidden) follow it in a part the GM alone reads (:data:`HIDDEN_PART`,
:mod:`app.services.gm_parts`), so the line is not kept from the players whole for naming them
(:mod:`app.services.unseen_lines`).  An import of hidden characters alone is one line, secret for them.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from sqlmodel import select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import sound_character
from app.services.command import CommandError, Context, LogEntry, Tx
from app.services.experience import ledger, set_unspent
from app.services.gm_parts import GM_ONLY
from app.services.imports import death, note_titles
from app.services.imports.night import mark_imported
from app.services.imports.read_names import mark_named
from app.services.imports.rolling import set_rolled
from app.services.imports.updating import (
    LINKED,
    LISTED,
    NOTHING_CHANGES,
    WORKED_OUT,
    changes,
    kept_sheet,
    new_state,
    roster_number,
)
from app.services.name_lists import QUOTED, joined, named
from app.services.party_files import ImportCharacters, held_actor_ids
from app.services.row_ids import row_id
from app.store.models import Character

#: a number rolled for one character, after the import's line
ROLLED_FOR = QT_TRANSLATE_NOOP("log", "{name}: {what}")
#: after the line: the characters updated whose state the night's play left stays (:mod:`.night`)
NIGHT_KEPT = QT_TRANSLATE_NOOP("log", "{names}: the sheet from the files; {state} as the night left them")
#: the same, as lines written before the ruleset named what the night changes read it (still shown)
NIGHT_KEPT_BEFORE = QT_TRANSLATE_NOOP("log", "{names}: the sheet from the files; health, stress, conditions and "
                                             "injuries as the night left them")
#: characters added, none updated (and Edit → Undo's name of it)
ADDED = QT_TRANSLATE_NOOP("log", "Imported {count} characters: {names}")
ADDED_LABEL = QT_TRANSLATE_NOOP("log", "Import {count} characters")
#: after a line naming the characters the players see, those they have not been shown, for the GM alone
#: (a line of its own, as the import's line says them: "Imported 1 character: Rook; updated …")
HIDDEN_PART = QT_TRANSLATE_NOOP("log", "Not shown to the players: {line}")
#: characters of the roster updated from the files, none added
UPDATED = QT_TRANSLATE_NOOP("log", "Updated {count} {count|character|characters} from the files: {names}")
#: characters added and characters updated
#: the files hold only characters of the roster, each as the roster has it
NOTHING_CHANGED = QT_TRANSLATE_NOOP("log", "Nothing was imported: the characters in the files are already in the "
                                           "roster as the files have them")
ADDED_AND_UPDATED = QT_TRANSLATE_NOOP("log", "Imported {count} {count|character|characters}: {names}; updated "
                                             "{updated} {updated|character|characters}: {updated_names}")
#: the same two lines naming, after each character updated, what changed (``changed``: a line for
#: each, :data:`CHANGED_FEW`); ``names`` and ``updated_names`` are kept beside it, not shown, so the
#: players' copy counts the characters it names (:mod:`app.export.recount`)
UPDATED_WHAT = QT_TRANSLATE_NOOP("log", "Updated {count} {count|character|characters} from the files: {changed}")
ADDED_AND_UPDATED_WHAT = QT_TRANSLATE_NOOP("log", "Imported {count} {count|character|characters}: {names}; updated "
                                                  "{updated} {updated|character|characters}: {changed}")
#: a character updated and its first changes ("Ben Okafor (Strength: 4 → 5)"), the rest counted
CHANGED_FEW = (
    QT_TRANSLATE_NOOP("log", "{name} ({a})"),
    QT_TRANSLATE_NOOP("log", "{name} ({a}, {b})"),
    QT_TRANSLATE_NOOP("log", "{name} ({a}, {b}, {c})"),
)
CHANGED_MORE = QT_TRANSLATE_NOOP("log", "{name} ({a}, {b}, {c} and {more} more {more|change|changes})")
#: Edit → Undo's name of an import that added and updated characters: every character it touched
ADDED_AND_UPDATED_LABEL = QT_TRANSLATE_NOOP("log", "Import {count} {count|character|characters} ({updated} updated)")
#: Edit → Undo's name of an import that only updated characters
UPDATED_LABEL = QT_TRANSLATE_NOOP("log", "Update {count} {count|character|characters}")
#: the same, as logs written before its plural forms named it (read as it was)
UPDATED_LABEL_BEFORE = QT_TRANSLATE_NOOP("log", "Update {count} characters")
#: the same naming whom it updated and how, as its log line does ("Update 1 character: Ana Reyes (Strength:
#: 3 → 4, …)"): "Undo: " says it with each change turned back
UPDATED_NAMED_LABEL = QT_TRANSLATE_NOOP("log", "Update {count} {count|character|characters}: {changed}")


@dataclass(eq=False, repr=False)
class ImportRead(ImportCharacters):
    """Add the characters of a preview (each ``{"name", "kind", "sheet", "state", "notes", "rolls"}``);
    ``session_said``: the session its preview said Enter starts (none running after a night played): its
    Undo takes that session back with it."""

    session_said: int = 0
    #: once applied: how many characters it added, and how many of the roster's it changed
    counts: tuple[int, int] = (0, 0)
    #: once applied: the roster's characters it changed (by id, in the files' order); one the files hold
    #: as the roster has it is not one
    changed_ids: tuple[int, ...] = ()

    def session_with_it(self, number: int) -> bool:
        return bool(self.session_said) and number == self.session_said

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if not self.people:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The files hold no characters."))
        rolled: list[dict[str, Any]] = []
        said: list[dict[str, Any]] = []
        people = []
        for person in self.people:
            person = copy.deepcopy(person)
            rolls = list(person.get("rolls", []))  # all kept with the person: an update's new state reads them
            if person.get("update") is not None:  # an update rolls only for what the roster has not (a new injury)
                roster = sound_character(tx, ctx, person["update"]).state
                rolls = [r for r in rolls if roster_number(roster, person["state"], r["path"]) is None]
            if person.get("keep_night"):  # the roster's state stays whole: nothing of the files' is rolled
                rolls = []
            for roll in rolls:
                if "face" not in roll:  # a preview read before the numbers were rolled with it
                    roll["face"] = ctx.dice.d(int(roll["sides"]))
                set_rolled(person["state"], roll)
                rolled.append({"label": person["name"], "faces": [[int(roll["sides"]), int(roll["face"])]]})
                if isinstance(roll.get("said"), dict):
                    said.append({"t": ROLLED_FOR, "ctx": "log", "args": {"name": person["name"], "what": roll["said"]}})
            people.append(person)
        updates = [p for p in people if p.get("update") is not None]
        self.people = [p for p in people if p.get("update") is None]
        updated = self._update(tx, ctx, updates)
        names = [name for name, _said in updated]
        if not self.people and not names:
            raise CommandError(NOTHING_CHANGED)
        fresh: list[dict[str, Any]] = []
        if self.people:
            fresh = list(super().apply(tx, ctx).args.get("lines", []))
        self.counts = (len(self.people), len(names))
        # those the players have not been shown (an NPC or a zombie come in, one of the roster hidden):
        # said in the line's part the GM alone reads, when the line names some the players see
        hidden = {str(p["name"]) for p in self.people if p["kind"] != "pc"} | self._hidden
        seen = [str(p["name"]) for p in self.people if str(p["name"]) not in hidden]
        seen_updated = [(name, said) for name, said in updated if name not in hidden]
        unseen = [str(p["name"]) for p in self.people if str(p["name"]) in hidden]
        unseen_updated = [(name, said) for name, said in updated if name in hidden]
        split = bool(unseen or unseen_updated) and bool(seen or seen_updated)
        if split:
            text, args = _line(seen, seen_updated)
            gm_text, gm_args = _line(unseen, unseen_updated)
        else:
            text, args = _line([str(p["name"]) for p in self.people], updated)
        entry = LogEntry("character", text, args, label=ADDED_LABEL, label_args={"count": len(self.people)})
        if self.people and names:
            entry.label = ADDED_AND_UPDATED_LABEL
            entry.label_args = {"count": len(self.people) + len(names), "updated": len(names)}
        elif names and text == UPDATED_WHAT and len(args.get("changed") or ()) == len(names):
            # whom (the players' part of the line alone: the GM's hidden ones stay in its secret part)
            entry.label, entry.label_args = UPDATED_NAMED_LABEL, {"count": len(names), "changed": args["changed"]}
        elif names:
            entry.label, entry.label_args = UPDATED_LABEL, {"count": len(names)}
        # each character's state as imported, so a later import sees the night's play since (:mod:`.night`)
        mark_imported(tx, ctx, [str(p["name"]) for p in self.people], [int(p["update"]) for p in updates])
        mark_named(tx, ctx, self.people)  # "Gloria (2)" made of the file's "Gloria": found by it next time
        _set_unspent(tx, ctx, self.people, updates)
        if rolled:
            entry.payload = {**entry.payload, "gm_only_rolls": rolled}
        kept = self._night_kept
        if kept:  # the GM's choice, for each character: those whose night is kept named
            state = {"t": ctx.ruleset.night_state_of(self._night_sheets), "ctx": "rules", "args": {}}
            for group in ([n for n in kept if n not in hidden], [n for n in kept if n in hidden]) if split \
                    else (kept,):
                if group:
                    said.append({"t": NIGHT_KEPT, "ctx": "log", "args": {"names": joined(group), "state": state},
                                 **({GM_ONLY: True} if split and group[0] in hidden else {})})
        lines = [*fresh, *said]
        if split:  # the rest of the import the GM's, then the lines of a hidden one ("Rook: Deep cut: …"), the
            # GM's too: each after the words that say the players have not been shown it, never before them
            lines = [{**x, GM_ONLY: True} if x.get("args", {}).get("name") in hidden else x for x in lines]
            part = {"t": HIDDEN_PART, "ctx": "log", "args": {"line": {"t": gm_text, "ctx": "log", "args": gm_args}},
                    GM_ONLY: True}
            lines = [*(x for x in lines if not x.get(GM_ONLY)), part, *(x for x in lines if x.get(GM_ONLY))]
        if lines:  # the numbers rolled, after the line ("Ana Reyes: Deep cut: −1 dice; lethal in 4 hours …")
            entry.args = {**entry.args, "lines": lines}
        return entry

    def _update(self, tx: Tx, ctx: Context, updates: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
        """Set each updated character's kind, sheet, state and notes from the files; the names of
        those it changed (a character the files hold as the roster has it is left as it is), each
        with what changed (lines, as the preview said them)."""
        names: list[tuple[str, list[dict[str, Any]]]] = []
        changed: list[int] = []
        self._night_kept: list[str] = []  # those changed whose state the night left stays
        self._night_sheets: list[dict[str, Any]] = []  # their sheets: what of their state the rules track
        self._hidden: set[str] = set()  # those changed whom the players have not been shown
        seen: set[int] = set()
        for person in updates:
            row = sound_character(tx, ctx, person["update"])
            if row.id in seen:  # one character updated twice by one import
                raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
            seen.add(int(person["update"]))
            sheet = kept_sheet(row, person)
            state = new_state(ctx.ruleset, row, {**person, "sheet": sheet})
            notes = person["notes"] or ""
            if person.get("keep_notes"):  # the file gives no notes: the roster's stay
                notes = row.notes or ""
            if note_titles.same_notes(ctx.ruleset, row.notes or "", notes):  # the titles' language aside
                notes = row.notes or ""
            after = (person["kind"], sheet, state, notes)
            actor = str(person.get("foundry_id") or "")
            # matched by name: a later import finds it renamed (unless another character holds that actor's id)
            linked = bool(actor) and row.foundry_id != actor and actor not in held_actor_ids(tx, ctx)
            points = person.get("experience")
            unspent = ledger(ctx.campaign.state, int(person["update"]))["unspent"]
            earned = isinstance(points, int) and points != unspent
            # its words as lines: the log shows them in whatever language the GM reads it in
            said = changes(ctx.ruleset, row, {**person, "unspent_now": unspent}, logged=True)
            if person.get("keep_night") and (earned or linked or after != (row.kind, row.sheet, row.state,
                                                                           row.notes or "")):
                self._night_kept.append(row.name)
                self._night_sheets.append(sheet)
            if not row.revealed:
                self._hidden.add(row.name)
            if after == (row.kind, row.sheet, row.state, row.notes or "") and not linked:
                if earned:
                    names.append((row.name, said))
                    changed.append(int(person["update"]))
                continue
            row.kind, row.sheet, row.state, row.notes = person["kind"], sheet, state, notes
            if linked:
                row.foundry_id = actor
            tx.save(row)
            names.append((row.name, said))
            changed.append(int(person["update"]))
        self.changed_ids = tuple(changed)
        return names


def _line(added: list[str], updated: list[tuple[str, list[dict[str, Any]]]]) -> tuple[str, dict[str, Any]]:
    """The import's line (its template and arguments) of the characters ``added`` and those ``updated``
    (each with what changed): "Imported 2 characters: …; updated 1 character: Ben Okafor (…)"."""
    names = [name for name, _said in updated]
    changed = [what_changed(name, said) for name, said in updated]
    if added and names:
        return ADDED_AND_UPDATED_WHAT, {"count": len(added), "names": joined(added), "updated": len(names),
                                        "updated_names": joined(names), "changed": changed}
    if added:
        return ADDED, {"count": len(added), "names": joined(added)}
    return UPDATED_WHAT, {"count": len(names), "names": joined(names), "changed": changed}


def what_changed(name: str, said: list[dict[str, Any]]) -> dict[str, Any]:
    """A character updated as the log line names it: "Ben Okafor (Strength: 4 → 5)", its first three
    changes and how many more, as the preview counted them (the Foundry actor's id it now keeps is
    not one of them, unless it is its only change: "Gloria (linked to its Foundry actor: …)"); its name
    alone when no line says a change."""
    lines = [x for x in said if x.get("t") not in (NOTHING_CHANGES, death.KEPT, LINKED)] \
        or [x for x in said if x.get("t") == LINKED]
    if not lines:
        return {"t": "{name}", "ctx": "log", "args": {"name": _quoted(name)}}
    # the values the sheet works out (a raised Strength's Essence and Life Points) are said whole,
    # after the file's own changes, and never among the "N more"
    worked = [x for x in lines if x.get("t") in WORKED_OUT]
    direct = [x for x in lines if x.get("t") not in WORKED_OUT]
    more = max(0, len(direct) - len(CHANGED_FEW))
    shown = direct[:len(CHANGED_FEW)] + worked
    if len(shown) > len(CHANGED_FEW):  # the third slot holds the rest, one after the other
        rest = shown[-1]
        for each in reversed(shown[len(CHANGED_FEW) - 1:-1]):
            rest = {"t": LISTED, "ctx": "log", "args": {"first": each, "rest": rest}}
        shown = [*shown[:len(CHANGED_FEW) - 1], rest]
    args: dict[str, Any] = {"name": _quoted(name), **dict(zip("abc", shown, strict=False))}
    if more:
        return {"t": CHANGED_MORE, "ctx": "log", "args": {**args, "more": more}}
    return {"t": CHANGED_FEW[len(shown) - 1], "ctx": "log", "args": args}


def _quoted(name: str) -> Any:
    """A name in a list of changes: between the quotes of the language the log is read in when it
    carries a comma ("“Reyes, Ana” (Strength: 3 → 4)", «Reyes, Ana» in Russian)."""
    return {"t": QUOTED, "ctx": "log", "args": {"name": name}} if named(name) != name else name


def _set_unspent(tx: Tx, ctx: Context, added: list[dict[str, Any]], updates: list[dict[str, Any]]) -> None:
    """The campaign's unspent experience points of each character whose file holds them (a Foundry
    actor's experience): the new ones found by their names, the updated by their ids."""
    given = {int(p["update"]): int(p["experience"]) for p in updates if isinstance(p.get("experience"), int)}
    named = {str(p["name"]): int(p["experience"]) for p in added if isinstance(p.get("experience"), int)}
    if named:
        tx.session.flush()
        rows = tx.session.exec(select(Character).where(Character.campaign_id == row_id(ctx.campaign))).all()
        given.update({int(r.id): named[r.name] for r in rows if r.id is not None and r.name in named
                      and int(r.id) not in given and str(r.id) not in (ctx.campaign.state.get("experience") or {})})
    set_unspent(tx, ctx, given)
