"""Experience at the end of a session.

Two styles, as the ruleset's experience rules declare (``ExperienceRules.style``):

* ``points`` (afmbe): the GM awards points; the player spends them on raises within the text's
  limits, at the cost the GM enters.  Unspent points and how often each thing was raised are
  kept per character in the campaign state (``state["experience"][id]``).
* ``events`` (gridlimbs): play earns +1s.  The session log knows who hit, shot, was shot and gave
  first aid; :meth:`ExperienceService.proposals` lists what each character earned, and the GM
  confirms.

Signals (on :class:`ExperienceService`): ``failed(str, str)`` — refused, nothing changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import select

from app.rules.base import Choice, RulesError, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import XP_AWARD, XP_COST
from app.services.character_commands import refit_state
from app.services.checks import as_list, need_int, sound_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.damaged import damage_kept
from app.services.roll_words import choice_arg
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.models import Campaign, Character


def ledger(campaign_state: dict[str, Any], character_id: int) -> dict[str, Any]:
    entry = (campaign_state.get("experience") or {}).get(str(character_id)) or {}
    return {"unspent": int(entry.get("unspent", 0)), "raised": dict(entry.get("raised") or {})}


def _with_ledger(tx: Tx, ctx: Context, character_id: int, entry: dict[str, Any]) -> None:
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    book = dict(campaign.state.get("experience") or {})
    book[str(character_id)] = entry
    campaign.state = {**campaign.state, "experience": book}
    tx.save(campaign)


def unspent_book(campaign_state: Mapping[str, Any]) -> dict[int, int]:
    """The unspent points of each character the campaign keeps a ledger of (awarded, spent or imported)."""
    book = campaign_state.get("experience") or {}
    return {int(key): ledger(dict(campaign_state), int(key))["unspent"] for key in book if str(key).isdigit()}


def set_unspent(tx: Tx, ctx: Context, given: Mapping[int, int]) -> None:
    """Set the unspent points of each character of ``given`` (an import's: a Foundry actor's experience)."""
    if not given:
        return
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    book = dict(campaign.state.get("experience") or {})
    for character_id, points in given.items():
        entry = ledger(campaign.state, character_id)
        entry["unspent"] = int(points)
        book[str(character_id)] = entry
    campaign.state = {**campaign.state, "experience": book}
    tx.save(campaign)


def raise_options(ruleset: Ruleset, sheet: dict[str, Any], raised: Mapping[str, int]) -> list[tuple[Choice, str]]:
    """What experience can raise now (:meth:`ExperienceRules.raise_options`); nothing without experience rules."""
    experience = ruleset.experience_rules()
    return experience.raise_options(sheet, raised) if experience is not None else []


def _raise(tx: Tx, ctx: Context, row: Character, key: str, raised: dict[str, int]) -> None:
    experience = ctx.ruleset.experience_rules()
    try:
        if experience is None:
            raise RulesError("Experience cannot raise that.")
        sheet = experience.apply_raise(row.sheet, key, raised)
    except RulesError as exc:
        raise CommandError(str(exc), "rules") from exc
    row.state = refit_state(ctx.ruleset, row.sheet, sheet, row.state)
    row.sheet = sheet
    tx.save(row)


@dataclass(eq=False, repr=False)
class AwardExperience(Command):
    character_id: int
    points: int
    kind = "experience"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.points, *XP_AWARD, QT_TRANSLATE_NOOP("log", "Award between 1 and 100 points."))
        row = sound_character(tx, ctx, self.character_id)
        entry = ledger(ctx.campaign.state, self.character_id)
        entry["unspent"] += self.points
        _with_ledger(tx, ctx, self.character_id, entry)
        args = {"name": row.name, "points": self.points, "unspent": entry["unspent"]}
        return LogEntry(
            "experience",
            QT_TRANSLATE_NOOP("log", "{name} earns {points} experience points ({unspent} unspent)"),
            args,
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "Award {points} points to {name}"),
            label_args=args,
        )


@dataclass(eq=False, repr=False)
class SpendExperience(Command):
    character_id: int
    key: str
    cost: int
    kind = "experience"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        need_int(self.cost, *XP_COST, QT_TRANSLATE_NOOP("log", "A raise costs between 0 and 100 points."))
        row = sound_character(tx, ctx, self.character_id)
        entry = ledger(ctx.campaign.state, self.character_id)
        if self.cost > entry["unspent"]:
            raise CommandError(
                QT_TRANSLATE_NOOP(
                    "log", "Not enough unspent experience points: this raise needs {cost}, {unspent} left."
                ),
                cost=self.cost, unspent=entry["unspent"],
            )
        labels = {c.value: choice_arg(c) for c, _ in raise_options(ctx.ruleset, row.sheet, entry["raised"])}
        _raise(tx, ctx, row, self.key, entry["raised"])
        entry["unspent"] -= self.cost
        entry["raised"][self.key] = entry["raised"].get(self.key, 0) + 1
        _with_ledger(tx, ctx, self.character_id, entry)
        what = labels.get(self.key, {"t": self.key, "ctx": "rules"})
        args = {"name": row.name, "what": what, "cost": self.cost, "unspent": entry["unspent"]}
        return LogEntry(
            "experience",
            QT_TRANSLATE_NOOP("log", "{name} raises {what} for {cost} points ({unspent} left)"),
            args,
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "{name} raises {what}"),
            label_args=args,
        )


@dataclass(eq=False, repr=False)
class ConfirmExperience(Command):
    """Apply the +1s the GM confirmed for one character (events style)."""

    character_id: int
    events: list[str] = field(default_factory=list)
    kind = "experience"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if not self.events:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Nothing was chosen."))
        row = sound_character(tx, ctx, self.character_id)
        labels = {c.value: choice_arg(c) for c, _ in raise_options(ctx.ruleset, row.sheet, {})}
        for key in self.events:
            _raise(tx, ctx, row, key, {})
        gains = [labels.get(k, {"t": k, "ctx": "rules"}) for k in self.events]
        args = {"name": row.name, "gains": gains}
        return LogEntry(
            "experience",
            QT_TRANSLATE_NOOP("log", "{name} grows: {gains}"),
            args,
            target=row.name,
            label=QT_TRANSLATE_NOOP("log", "Experience for {name}"),
            label_args={"name": row.name},
        )


class ExperienceService(Service):

    @property
    def style(self) -> str:
        experience = self.campaign.ruleset.experience_rules()
        return experience.style if experience is not None else ""

    def ledger(self, character_id: int) -> dict[str, Any]:
        return ledger(self.campaign.campaign.state, character_id)

    def options(self, character_id: int) -> list[tuple[Choice, str]]:
        with self.campaign._session() as s:
            row = s.get(Character, character_id)
        if row is None or damage_kept(self.ruleset, row) is not None:  # a damaged row never reaches the rules
            return []
        return raise_options(self.campaign.ruleset, row.sheet, self.ledger(character_id)["raised"])

    def proposals(self, session_id: int | None = None) -> dict[int, list[Choice]]:
        """What each character earned in the session's (not undone) actions, in order."""
        rules = self.campaign.ruleset.experience_rules()
        if rules is None:
            return {}
        with self.campaign._session() as s:
            whole = self.campaign.ruleset  # a damaged row never reaches the rules
            sheets = {row_id(c): c.sheet for c in s.exec(select(Character)) if damage_kept(whole, c) is None}
        out: dict[int, list[Choice]] = {}
        for event in self.campaign.events(session_id):
            if event.undone or event.kind not in {"damage", "heal"}:
                continue
            request = event.payload.get("request") or {}
            for role, cid in (("actor", event.payload.get("actor_id")), ("target", event.payload.get("target_id"))):
                if cid is None or int(cid) not in sheets:
                    continue
                action = {"kind": event.kind, "role": role, "request": request}
                earned = rules.experience_events(sheets[int(cid)], action)
                if earned:
                    out.setdefault(int(cid), []).extend(earned)
        return out

    def award(self, character_id: int, points: int) -> bool:
        return self.run(AwardExperience(character_id, points))

    def spend(self, character_id: int, key: str, cost: int) -> bool:
        return self.run(SpendExperience(character_id, key, cost))

    def confirm(self, character_id: int, events: list[str]) -> bool:
        return self.run(ConfirmExperience(character_id, as_list(events)))
