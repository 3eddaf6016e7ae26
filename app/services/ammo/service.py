"""What the ammo dock reads (each character's stocks with their status, warnings, the party's
totals, the ledger) and the writes it asks for, each through one command."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from random import Random
from typing import Any

from sqlmodel import col, select

from app.rules.base import AmmoStock, Choice
from app.rules.dice import Dice, DiceError
from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.commands import EmptyAmmo, FireAmmo, GiveAmmo, RefillAmmo, ReloadAmmo, SetLowAmmo
from app.services.ammo.ledger import EMPTY, KIND, LOW, OK, ammo_of, currency_of, fired_in_round, full_refusal
from app.services.ammo.unfired import unfired_rows
from app.services.checks import as_dict
from app.services.command import CommandError
from app.services.damaged import DamageCheck
from app.services.rolls.round_limit import made_this_round, over_limit
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.models import Character, LogEvent

#: why a stock without a magazine is not reloaded (its weapon, its unit)
NO_RELOAD = QT_TRANSLATE_NOOP(
    "log",
    "{weapon} has no magazine to reload: its {unit} are spent by shooting and added to when ammunition is found.",
)
#: an action the stock does not take (its weapon, its unit)
NOT_WITH = QT_TRANSLATE_NOOP("log", "{weapon} ({unit}) does not take that.")
FIRED_ALREADY = QT_TRANSLATE_NOOP(
    "log", "This weapon has fired this round already: one Ammo Point pays for the whole round."
)


@dataclass(frozen=True)
class StockView:
    """One stock of one character as the dock shows it: the stock, its status and warning level."""

    character_id: int
    character: str
    stock: AmmoStock
    status: str  # empty, low, ok
    threshold: int
    fired_this_round: bool = False


class AmmoService(Service):
    """What the ammo dock asks for.  Reads are plain values; writes go through commands."""


    # ------------------------------------------------------------------ reading
    def currency(self) -> str | None:
        """The ruleset's ammunition currency ("ammo_points"…), None when it keeps none."""
        return currency_of(self.ruleset.features)

    def _characters(self) -> list[Character]:
        """The roster's sound rows: a damaged one is never handed to the rules (see damaged.py)."""
        return self._checked.split(self.ruleset, self.campaign.roster_rows())[0]

    @cached_property
    def _checked(self) -> DamageCheck:
        return DamageCheck()

    def _sound(self, row: Character | None) -> Character | None:
        return None if row is None or self._checked.of(self.ruleset, row) is not None else row

    def _low(self) -> dict[str, Any]:
        return dict(self.campaign.campaign.state.get("ammo_low") or {})

    def threshold(self, character_id: int, key: str) -> int:
        """The warning level of one stock: its own, else every weapon's (0: no warning)."""
        low = self._low()
        own = (low.get("stocks") or {}).get(f"{character_id}:{key}")
        return int(own if own is not None else low.get("default", 0))

    def default_threshold(self) -> int:
        return int(self._low().get("default", 0))

    def _round_events(self) -> tuple[list[LogEvent], int | None, int | None]:
        encounter = self.campaign.active_encounter()
        current = self.campaign.current_session()
        if encounter is None or current is None:
            return [], None, None
        with self.campaign._session() as s:
            events = list(
                s.exec(
                    select(LogEvent).where(
                        LogEvent.session_id == current.id, LogEvent.kind == KIND, LogEvent.round == encounter.round
                    )
                )
            )
        return events, row_id(encounter), encounter.round

    def _views(self, row: Character, round_info: tuple[list[LogEvent], int | None, int | None]) -> list[StockView]:
        events, encounter, round_ = round_info
        out: list[StockView] = []
        if ammo_of(self.ruleset).ammo_kind_refusal(row.kind):  # a kind that carries none (a grid zombie)
            return out
        for stock in ammo_of(self.ruleset).ammo_stocks(row.sheet, row.state):
            cid = row_id(row)
            level = self.threshold(cid, stock.key)
            empty = stock.count <= 0 if "fire" in stock.actions else stock.total <= 0
            status = EMPTY if empty else LOW if stock.total <= level else OK
            fired = (
                encounter is not None
                and round_ is not None
                and fired_in_round(events, cid, stock.key, encounter, round_)
            )
            out.append(StockView(cid, row.name, stock, status, level, fired))
        return out

    def stocks(self, character_id: int) -> list[StockView]:
        """The character's firearms and ammunition, each with its status."""
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        if row is None:
            return []
        return self._views(row, self._round_events())

    def kind_refusal(self, character_id: int) -> CommandError | None:
        """Why the character, by the roster's kind, carries no ammunition at all (the grid game's
        zombie: F on its turn is refused with this); None when the kind may carry some."""
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        refused = ammo_of(self.ruleset).ammo_kind_refusal(row.kind) if row is not None else ""
        return CommandError(refused, "rules") if refused else None

    def warnings(self) -> list[StockView]:
        """Every stock that is low or empty, characters in roster order, of the living who use
        ammunition: characters with a firearm, not the dead nor zombies (a shambler's spare clips are
        loot, not a warning)."""
        info = self._round_events()
        out: list[StockView] = []
        for row in self._characters():
            if row.kind == "zombie" or self.ruleset.is_dead(row.sheet, row.state):
                continue
            views = self._views(row, info)
            if any("fire" in v.stock.actions for v in views):  # no firearm, nothing to warn about
                out.extend(v for v in views if v.status != OK)
        return out

    def party_totals(self) -> dict[str, int]:
        """What the player characters carry, by unit (rounds, AP, clips), in first-seen order."""
        totals: dict[str, int] = {}
        for row in self._characters():
            if row.kind != "pc":
                continue
            for stock in ammo_of(self.ruleset).ammo_stocks(row.sheet, row.state):
                totals[stock.unit] = totals.get(stock.unit, 0) + stock.total
        return totals

    def ledger(self, all_sessions: bool = False) -> list[LogEvent]:
        """The ammunition events (spends, reloads, refills, transfers, losses, the rolls that fired, the
        rounds a turn's end gave back) not undone, oldest first: of the latest session, or of the
        whole campaign."""
        if all_sessions:
            ids = [row_id(g) for g in self.campaign.sessions()]
        else:
            latest = self.campaign.latest_session()
            ids = [row_id(latest)] if latest is not None else []
        if not ids:
            return []
        with self.campaign._session() as s:
            events = list(
                s.exec(
                    select(LogEvent)
                    .where(col(LogEvent.session_id).in_(ids), LogEvent.kind == KIND, col(LogEvent.undone).is_(False))
                    .order_by(col(LogEvent.session_id), col(LogEvent.seq))
                )
            )
            # the rounds a turn's end gave back, of shots declared and never rolled, in their place
            back = unfired_rows(s, ids)
        if not back:
            return events
        return sorted([*events, *back], key=lambda e: (e.session_id, e.seq))

    def fires_once_per_round(self) -> bool:
        """Whether firing spends a whole round's worth, so a weapon spends at most once a round."""
        return ammo_of(self.ruleset).ammo_fires_once_per_round()

    def empty_reasons(self) -> tuple[Choice, ...]:
        """Why a stock may be emptied at once, the first the default."""
        return ammo_of(self.ruleset).ammo_empty_reasons()

    def fire_roll(
        self, character_id: int, key: str, request: Mapping[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]] | None:
        """The roll kind and its inputs that roll the shot ``key`` fires as ``request`` says (None
        when the rules roll no such shot); nothing is written."""
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        if row is None:
            return None
        try:
            return ammo_of(self.ruleset).fire_roll(row.sheet, row.state, key, dict(request or {}))
        except RulesError:
            return None

    def fire_rolls(
        self, character_id: int, key: str, request: Mapping[str, Any] | None = None
    ) -> list[tuple[str, dict[str, Any]]]:
        """Each roll that makes the fire of ``key`` as ``request`` says, in order (three single
        shots: three attack rolls); nothing is written."""
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        if row is None:
            return []
        try:
            return ammo_of(self.ruleset).fire_rolls(row.sheet, row.state, key, dict(request or {}))
        except RulesError:
            return []

    def fire_fields(self, character_id: int, key: str) -> list[Any]:
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        return list(ammo_of(self.ruleset).ammo_fire_fields(row.sheet, row.state, key)) if row is not None else []

    def fire_note(self, character_id: int, key: str) -> dict[str, Any] | None:
        """Why the fire form of ``key`` offers what it does, as the ruleset says it (a nested line:
        "Bursts need an automatic weapon: 9mm pistol fires single shots …"); None with nothing to say."""
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        line = ammo_of(self.ruleset).ammo_fire_note(row.sheet, row.state, key) if row is not None else None
        return None if line is None else {"t": line.text, "ctx": "rules", "args": dict(line.args)}

    def reload_fields(self, character_id: int, key: str) -> list[Any]:
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        return list(ammo_of(self.ruleset).ammo_reload_fields(row.sheet, row.state, key)) if row is not None else []

    def refusal(self, character_id: int, key: str, action: str) -> CommandError | None:
        """Why firing (``action`` "fire") or reloading ("reload") stock ``key`` would be refused as it
        stands, before any form is shown: the rules tried on the character's stock with the form's
        defaults and dice of their own, nothing written.  None when it would go through."""
        view = next((v for v in self.stocks(character_id) if v.stock.key == key), None)
        if view is None:
            return CommandError(QT_TRANSLATE_NOOP("rules", "No such weapon or ammunition."), "rules")
        stock = view.stock
        weapon = {"t": stock.label, "ctx": stock.label_ctx} if stock.label_ctx else stock.label
        args: dict[str, Any] = {"weapon": weapon, "unit": {"t": stock.unit, "ctx": "rules"}}
        if action not in stock.actions:
            if action == "reload":
                return CommandError(NO_RELOAD, "log", **args)
            return CommandError(NOT_WITH, "log", **args)
        if action == "fire" and view.fired_this_round and ammo_of(self.ruleset).ammo_fires_once_per_round():
            return CommandError(FIRED_ALREADY)
        with self.campaign._session() as s:
            row = self._sound(s.get(Character, character_id))
        if row is None:
            return None
        if action == "reload" and (full := full_refusal(row.name, stock)) is not None:
            return full
        ammo = ammo_of(self.ruleset)
        if action == "fire":
            call, fields = ammo.fire_ammo, ammo.ammo_fire_fields(row.sheet, row.state, key)
        else:
            call, fields = ammo.reload_ammo, ammo.ammo_reload_fields(row.sheet, row.state, key)
        try:
            call(row.sheet, row.state, key, {f.key: f.default for f in fields}, Dice(Random(0)))
            if action == "fire":  # the weapon's shots a round, the shots rolled counted with them
                return self._over_round_limit(row, key, {f.key: f.default for f in fields})
        except (RulesError, DiceError) as exc:
            return CommandError(str(exc), "rules", **getattr(exc, "words", {}))
        return None

    def _over_round_limit(self, row: Character, key: str, request: Mapping[str, Any]) -> CommandError | None:
        """Why a fire of ``key`` as ``request`` says would go past the weapon's shots this round of the
        running fight (None: it would not)."""
        limit = ammo_of(self.ruleset).fire_round_limit(row.sheet, row.state, key, request)
        encounter = self.campaign.active_encounter()
        current = self.campaign.current_session()
        if limit is None or encounter is None or current is None or encounter.session_id != row_id(current):
            return None
        mark = {"key": limit[0][0], "character_id": row_id(row), "encounter": row_id(encounter)}
        with self.campaign._session() as s:
            made = made_this_round(s, row_id(current), encounter.round, mark)
        return over_limit(made, limit[1], limit[0], row.name)

    # ------------------------------------------------------------------ writing
    def fire(self, character_id: int, key: str, request: Mapping[str, Any] | None = None, reason: str = "") -> bool:
        return self.run(FireAmmo(character_id, key, reason, {} if request is None else as_dict(request)))

    def reload(self, character_id: int, key: str, request: Mapping[str, Any] | None = None, reason: str = "") -> bool:
        return self.run(ReloadAmmo(character_id, key, reason, {} if request is None else as_dict(request)))

    def refill(self, character_id: int, key: str, amount: int, reason: str = "") -> bool:
        return self.run(RefillAmmo(character_id, key, reason, amount))

    def give(
        self, character_id: int, key: str, receiver_id: int, receiver_key: str, amount: int, reason: str = ""
    ) -> bool:
        return self.run(GiveAmmo(character_id, key, reason, receiver_id, receiver_key, amount))

    def empty(self, character_id: int, key: str, cause: str = "", reason: str = "") -> bool:
        return self.run(EmptyAmmo(character_id, key, reason, cause))

    def set_threshold(self, threshold: int, character_id: int | None = None, key: str = "") -> bool:
        return self.run(SetLowAmmo(threshold, character_id, key))
