"""What the melee dialog asks for (:class:`MeleeService`): the running fight's fighters and their
sides, the groups set or the rules' first grouping, each group's odds, and the two actions (the
groups set, a group's exchange rolled).  A ruleset without melee in groups offers none of it
(``available`` False)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlmodel import col, select

from app.rules.base import LogLine, RulesError
from app.rules.dice import DiceError
from app.rules.rolling import Chance
from app.services.checks import as_list
from app.services.command import CommandError, Tx
from app.services.damaged import DamageCheck
from app.services.melee.commands import (
    MeleeGroupExchange,
    SetMeleeGroups,
    dice_wanted,
    melee_fighter,
    stored_groups,
)
from app.services.melee.left_out import SitsOut, sitting_out
from app.services.service import Service
from app.store.models import Character, Combatant

ONE, TWO = 1, 2


@dataclass(frozen=True)
class MeleeFighterRow:
    """A fighter of the running fight: its character, its side by default (1: the players', 2:
    the others') and what it brings to an exchange (a line to show)."""

    character_id: int
    name: str
    side: int
    brings: LogLine | None


class MeleeService(Service):
    """The running fight's melee groups."""

    def __init__(self, campaign: Any, parent: Any = None) -> None:
        super().__init__(campaign, parent)
        self._damage = DamageCheck()

    @property
    def available(self) -> bool:
        """Whether the ruleset fights melee in groups."""
        return self.ruleset.melee_groups() is not None

    def _rows(self) -> list[Character]:
        fight = self.campaign.active_encounter()
        if fight is None:
            return []
        with self.campaign._session() as s:
            ids = [cid for cid in s.exec(
                select(Combatant.character_id).where(Combatant.encounter_id == fight.id)
                .order_by(col(Combatant.position))
            ) if cid is not None]
        rows = self.campaign.characters_by_id(ids)
        return [rows[i] for i in dict.fromkeys(ids) if i in rows and not rows[i].archived]

    def fighters(self) -> list[MeleeFighterRow]:
        """The running fight's living characters in the order of the fight, each with its side (the
        dead are offered as nobody's opponent)."""
        rules = self.ruleset.melee_groups()
        out = []
        for row in self._rows():
            if self.ruleset.is_dead(row.sheet, self.ruleset.with_kind(row.kind, row.state)):
                continue  # the dead fight nobody: neither a row nor anyone's opponent
            brings = None
            if rules is not None and self._damage.of(self.ruleset, row) is None:
                try:
                    brings = rules.fighter_line(melee_fighter(self.ruleset, row))
                except RulesError:
                    brings = None
            out.append(MeleeFighterRow(int(row.id or 0), row.name, ONE if row.kind == "pc" else TWO, brings))
        return out

    def groups(self) -> list[tuple[list[int], list[int]]]:
        """The groups set for the running fight (none set: an empty list)."""
        return stored_groups(self.campaign.active_encounter())

    def first_grouping(self, sides: dict[int, int] | None = None) -> list[tuple[list[int], list[int]]]:
        """The text's first grouping of the fight's fighters, by side (``sides``: a side for some
        fighters other than their own); refused (CommandError) when a side is empty."""
        rules = self.ruleset.melee_groups()
        if rules is None:
            return []
        fighters = self.fighters()
        side = {f.character_id: (sides or {}).get(f.character_id, f.side) for f in fighters}
        one = [str(f.character_id) for f in fighters if side[f.character_id] == ONE]
        two = [str(f.character_id) for f in fighters if side[f.character_id] == TWO]
        try:
            groups = rules.first_grouping(one, two)
        except RulesError as exc:
            raise CommandError(str(exc), "rules") from exc
        return [([int(k) for k in a], [int(k) for k in b]) for a, b in groups]

    def out_now(self, ids: list[int]) -> dict[int, SitsOut]:
        """The fighters of ``ids`` who sit out an exchange rolled now (fired this round, fought an
        exchange this round), each with why (:mod:`app.services.melee.left_out`): out of a group's odds."""
        fight = self.campaign.active_encounter()
        game = self.campaign.current_session()
        if fight is None or game is None or not ids:
            return {}
        rows = self.campaign.characters_by_id(ids)
        with self.campaign._session() as s:
            ctx = self.campaign.context_in(s, game, fight)
            out = sitting_out(Tx(s), ctx, [(cid, rows[cid].name) for cid in ids if cid in rows])
            s.rollback()
        return out

    def dice_wanted(self, group: int, target: int | None = None) -> dict[str, Any] | None:
        """The dice group number ``group``'s exchange takes, as a marked value to render, before any
        face is typed (None: it cannot be rolled now, or it cannot be told)."""
        fight = self.campaign.active_encounter()
        game = self.campaign.current_session()
        if fight is None or game is None or not self.available:
            return None
        with self.campaign._session() as s:
            ctx = self.campaign.context_in(s, game, fight)
            wanted = dice_wanted(Tx(s), ctx, group, target)
            s.rollback()
        return wanted

    def odds(self, one: list[int], two: list[int]) -> list[Chance]:
        """The exact chances of a group's exchange, the first side's view (CommandError: refused)."""
        rules = self.ruleset.melee_groups()
        if rules is None:
            return []
        rows = self.campaign.characters_by_id([*one, *two])
        try:
            return rules.exchange_odds([melee_fighter(self.ruleset, rows[i]) for i in one if i in rows],
                                       [melee_fighter(self.ruleset, rows[i]) for i in two if i in rows])
        except (RulesError, DiceError) as exc:
            raise CommandError(str(exc), "rules") from exc

    def set_groups(self, groups: list[tuple[list[int], list[int]]]) -> bool:
        """Set who fights whom in the running fight (one log line, undoable)."""
        return self.run(SetMeleeGroups(as_list(groups)))  # its fields' types are checked before it runs

    def exchange(self, group: int, target: int | None = None, faces: str = "") -> bool:
        """Roll group number ``group``'s exchange and deal its hits (one log line, undoable)."""
        return self.run(MeleeGroupExchange(group, target, faces))
