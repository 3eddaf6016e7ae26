"""The initiative service: what the initiative dock and the player display read (the fight kept up
to date from each change) and the commands they run."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from typing import Any

from PySide6.QtCore import QObject
from sqlmodel import col, func, select

from app.rules.base import Choice, LogLine, RulesError
from app.rules.dice import DiceError
from app.rules.records import record
from app.services.ammo.ledger import KIND as AMMO_KIND
from app.services.campaign import CampaignService
from app.services.changes import ChangeSet
from app.services.checks import as_tuple
from app.services.damaged import DamageCheck
from app.services.fight_line import FIGHT_BEGINS
from app.services.initiative.arithmetic import NeedsDiceError, NoDice
from app.services.initiative.encounter import AddCombatants, EndEncounter, RemoveCombatant, StartEncounter
from app.services.initiative.fight_delta import FightDelta, FightDeltas, combatant_columns
from app.services.initiative.fight_order import DELAYED, fight_declared
from app.services.initiative.marks import AddTimer, ClearTimers, MarkCombatant
from app.services.initiative.ordering import (
    Declare,
    DeclareFight,
    MoveCombatant,
    RollInitiative,
    SetEncounterFlag,
    SetInitiative,
    SetMode,
)
from app.services.initiative.seen_turn import hidden, seen_turn
from app.services.initiative.turns import ActNow, EndRound, NextTurn, PreviousTurn, Wait
from app.services.roll_marks import TENDS
from app.services.row_ids import row_id
from app.services.service import Service
from app.services.snapshots import row_from, with_values
from app.store.models import Character, Combatant, Encounter, LogEvent

# ---------------------------------------------------------------------- the service
Fight = tuple[Encounter | None, list[Combatant]]


def patched_fight(fight: Fight, changes: Sequence[dict[str, Any]]) -> Fight | None:
    """The running fight after ``changes`` (rows as the change left them), or None where it cannot
    tell without reading (no fight was running, or one started, ended or was replaced)."""
    patched = _patched(fight, changes)
    return None if patched is None else (patched[0], patched[1])


def _patched(
    fight: Fight, changes: Sequence[dict[str, Any]]
) -> tuple[Encounter, list[Combatant], dict[int, Combatant]] | None:
    """:func:`patched_fight`, with the combatants by id."""
    enc, rows = fight
    if enc is None:
        return None
    by_id = {row_id(r): r for r in rows}
    for change in changes:
        table, changed_id, after = change["table"], int(change["id"]), change["after"]
        if table == "encounter":
            if changed_id != enc.id or after is None or change["before"] is None or "active" in after:
                return None
            enc = with_values(enc, after)
        elif table == "combatant":
            if after is None:
                by_id.pop(changed_id, None)
            elif change["before"] is None:  # joined a fight: this one, or another (not shown)
                if after.get("encounter_id") == enc.id:
                    by_id[changed_id] = row_from("combatant", after)  # type: ignore[assignment]  # a Combatant, by its table
            elif "encounter_id" in after and after["encounter_id"] != enc.id:
                by_id.pop(changed_id, None)
            elif changed_id in by_id:
                by_id[changed_id] = with_values(by_id[changed_id], after)
    ordered = sorted(by_id.values(), key=lambda r: (r.position, r.id))
    return enc, ordered, by_id


def attack_pair(payload: Mapping[str, Any]) -> tuple[int, int] | None:
    """(attacker, attacked) of a log line's payload: a roll against someone, damage someone dealt;
    None for a roll done on someone (first aid on him: an ally's care makes no foe)."""
    if payload.get(TENDS):
        return None
    request = payload.get("request")
    if isinstance(request, dict) and isinstance(request.get("character_id"), int) \
            and isinstance(request.get("opponent_id"), int):
        return request["character_id"], request["opponent_id"]
    actor, target = payload.get("actor_id"), payload.get("target_id")
    if isinstance(actor, int) and isinstance(target, int) and actor != target:
        return actor, target
    return None


@record(frozen=True, eq=False, repr=False)
class FightView:
    """What the tracker shows: the running encounter and its order (empty when no fight runs)."""

    encounter: Encounter | None = None
    combatants: tuple[Combatant, ...] = ()
    characters: dict[int, Character] = field(default_factory=dict)
    #: whose turn it is (None between turns, or when that combatant is hidden from the players)
    current_id: int | None = None
    #: the view's number: :meth:`InitiativeService.changed_since` says what changed after it
    serial: int = 0
    #: the combatants by id (empty when the view does not say)
    by_id: dict[int, Combatant] = field(default_factory=dict)
    #: those the players see as not having acted yet although they did: the one still up for them
    #: while a fighter hidden from them acts (:mod:`app.services.initiative.seen_turn`)
    unticked: frozenset[int] = frozenset()


class InitiativeService(Service):
    """What the initiative dock asks for.  Reads are plain rows; writes go through commands.

    Signals: ``failed(str, str)`` — (tr context, English message) of a refused action.

    :meth:`view` is read once per change, however many screens ask for it (the initiative dock and
    the player display both follow the fight), and the fighters' character rows are read again (and
    checked for damage) only when a change named them: a round's end, which changes every combatant
    and no character, reads none.  :meth:`changed_since` tells a screen which combatants and
    characters changed since a view it showed.
    """

    def __init__(self, campaign: CampaignService, parent: QObject | None = None) -> None:
        super().__init__(campaign, parent)
        self._damage = DamageCheck()  # which character rows cannot be used (kept per row)
        #: the damage rolled this round and not applied, in the log's words (set by the dice dock, which
        #: holds the offers): a round's end names it in its line
        self.unapplied: Callable[[], list[dict[str, Any]]] = list
        self._view: FightView | None = None
        self._fight: Fight | None = None  # the encounter and its order, kept up to date from the changes
        self._by_id: dict[int, Combatant] = {}  # the fight's combatants by id, kept with it
        #: the fighters' sound characters as the last view had them (None: read them all again), the
        #: rules they were checked by, the fighters' character ids, and those changed since
        self._sound: dict[int, Character] | None = None
        self._sound_rules: object = None
        self._fighters: frozenset[int] = frozenset()
        self._stale: set[int] = set()
        self._serial = 0
        self._deltas = FightDeltas()
        self._phases: dict[str, tuple[Any, tuple[Choice, ...]]] = {}  # mode → (ruleset, its phases)
        # connected before any screen is built, so a screen never reads a view older than the change
        campaign.changed.connect(self._forget)

    def _forget(self, changes: ChangeSet) -> None:
        if changes.reset or changes.session:
            self._fight = None
            self._view = None
            self._sound = None
            self._deltas.forget()
            return
        characters = frozenset(changes.characters)
        self._stale |= characters
        if changes.characters_added_or_removed:
            self._sound = None
        if changes.encounter:
            # a turn, a declaration, a new round: the fight is brought up to date from the rows the
            # change carries; anything it cannot follow (a fight started or ended) is read again
            columns = None
            if self._fight is not None:
                patched = _patched(self._fight, changes.rows)
                if patched is None:
                    self._fight = None
                else:
                    self._fight = (patched[0], patched[1])
                    self._by_id = patched[2]
                    columns = combatant_columns(changes.rows, patched[0].id)
            if columns is None or any("character_id" in c for c in columns.values()):
                self._sound = None  # someone joined or left: every fighter's character read again
            self._deltas.changed(columns, characters)
            self._view = None
        elif changes.characters or changes.characters_added_or_removed:
            # the same order with a fighter's new health: its character alone is read
            self._deltas.changed({} if self._sound is not None else None, characters)
            self._view = None

    # ------------------------------------------------------------------ reading
    def encounter(self) -> Encounter | None:
        return self.campaign.active_encounter()

    def combatants(self, encounter_id: int) -> list[Combatant]:
        with self.campaign._session() as s:
            return list(
                s.exec(
                    select(Combatant)
                    .where(Combatant.encounter_id == encounter_id)
                    .order_by(col(Combatant.position), col(Combatant.id))
                )
            )

    def roster(self) -> list[Character]:
        return self.campaign.roster_rows()

    def view(self) -> FightView:
        """The running fight as the tracker shows it (rows shared by every screen: read only)."""
        if self._view is None:
            self._view = self._read_view()
        return self._view

    def changed_since(self, serial: int) -> FightDelta | None:
        """What changed from the view numbered ``serial`` to the current :meth:`view` (None: not known;
        compare everything)."""
        return self._deltas.since(serial, self.view().serial)

    def _read_view(self) -> FightView:
        if self._fight is None:
            enc = self.encounter()
            self._fight = (enc, self.combatants(row_id(enc)) if enc is not None else [])
            self._by_id = {row_id(r): r for r in self._fight[1]}
            self._sound = None
        enc, rows = self._fight
        characters = self._sound_characters(rows) if enc is not None else {}
        self._serial += 1
        self._deltas.viewed(self._serial)
        if enc is None:
            return FightView(serial=self._serial)
        current = rows[enc.turn].id if 0 <= enc.turn < len(rows) else None
        return FightView(enc, tuple(rows), characters, current, self._serial, self._by_id)

    def party_foes(self) -> frozenset[int]:
        """The living combatants of the running fight on the other side from the player characters:
        those (not PCs, not the dead) who attacked a PC in this fight (a roll against, damage dealt)
        or whom a PC rolled against, read from the fight's log lines.  The dead fight the living anyway;
        an NPC who did neither stands beside the PCs as far as Deadwatch knows.  Empty out of a fight."""
        view = self.view()
        enc = view.encounter
        if enc is None:
            return frozenset()
        kinds = {cid: row.kind for cid, row in view.characters.items()}
        with self.campaign._session() as s:
            begun = s.exec(select(func.max(LogEvent.seq)).where(
                LogEvent.session_id == enc.session_id, LogEvent.kind == "encounter",
                LogEvent.text == FIGHT_BEGINS)).one()
            payloads = s.exec(select(LogEvent.payload).where(
                LogEvent.session_id == enc.session_id, LogEvent.seq > (begun or 0), col(LogEvent.undone).is_(False),
                col(LogEvent.kind).in_(("roll", "damage", AMMO_KIND)))).all()
        foes: set[int] = set()
        for payload in payloads:
            pair = attack_pair(payload)
            if pair is None:
                continue
            # damage "dealt by" a PC to an NPC says nothing of sides (the zombie's bite on the orderly,
            # entered while it was Dana's turn): only damage the NPC dealt makes one a foe
            request = payload.get("request")
            rolled = isinstance(request, dict) and isinstance(request.get("opponent_id"), int)
            for one, other in ((pair, pair[::-1]) if rolled else (pair,)):
                if kinds.get(other) == "pc" and kinds.get(one) not in (None, "pc", "zombie"):
                    foes.add(one)
        return frozenset(foes)

    def _sound_characters(self, rows: Sequence[Combatant]) -> dict[int, Character]:
        """The fighters' characters whose records are sound (a damaged row never reaches the rules:
        the roster shows it marked, and its combatant has no sheet), kept from the view before and
        read again for those a change named.  Shared by the views: read only."""
        rules = self.ruleset
        sound = self._sound
        if sound is None or rules is not self._sound_rules:
            self._deltas.changed(None, frozenset())  # (every character read again: not followed one by one)
            ids = [r.character_id for r in rows if r.character_id is not None]
            self._fighters = frozenset(ids)
            characters = self.campaign.characters_by_id(ids)
            sound = {k: v for k, v in characters.items() if self._damage.of(rules, v) is None}
        elif self._stale:
            stale = self._stale & self._fighters
            if stale:
                fresh = self.campaign.characters_by_id(stale)
                sound = dict(sound)
                for cid in stale:
                    row = fresh.get(cid)
                    if row is None or self._damage.of(rules, row) is not None:
                        sound.pop(cid, None)
                    else:
                        sound[cid] = row
        self._stale.clear()
        self._sound = sound
        self._sound_rules = rules
        return sound

    def players_view(self) -> FightView:
        """What the player display may show: the order without hidden combatants, and whose turn
        it is; while a hidden one acts, the turn as the players saw it last (the last visible
        fighter still up, not yet ticked: :mod:`app.services.initiative.seen_turn`)."""
        view = self.view()
        shown = tuple(r for r in view.combatants if not hidden(r))
        ids = {r.character_id for r in shown}
        current, unticked = seen_turn(view.combatants, view.current_id)
        return FightView(view.encounter, shown, {k: v for k, v in view.characters.items() if k in ids}, current,
                         unticked=unticked)

    def current(self) -> Combatant | None:
        """Whose turn it is (the player display follows it)."""
        enc = self.encounter()
        if enc is None:
            return None
        rows = self.combatants(row_id(enc))
        return rows[enc.turn] if 0 <= enc.turn < len(rows) else None

    def phases(self, mode: str) -> tuple[Choice, ...]:
        """The mode's phases (kept by mode: the fight list asks for each of its rows)."""
        rules = self.ruleset
        found = self._phases.get(mode)
        if found is None or found[0] is not rules:
            found = self._phases[mode] = (rules, tuple(rules.round_phases(mode)))
        return found[1]

    def hostile_phases(self, mode: str) -> tuple[str, ...]:
        """Those of the mode's phases aimed against their target (attacks), the others being done
        to them (first aid): the declaration says "against" or "on" as the session log does."""
        rules = self.ruleset
        return tuple(c.value for c in self.phases(mode) if rules.phase_is_hostile(mode, c.value))

    def aimed_phases(self, mode: str) -> tuple[str, ...]:
        """Those of the mode's phases aimed at someone (attacks, first aid): the declaration goes
        on to the target once the phase is picked; the others (taking cover) are declared at once."""
        rules = self.ruleset
        return tuple(c.value for c in self.phases(mode) if rules.phase_aims(mode, c.value))

    def phase_notes(self, mode: str, character_id: int | None, on_turn: bool = False) -> dict[str, LogLine]:
        """What declaring each of the mode's phases warns of for ``character_id`` (twdu's Ranged
        Combat with no ranged weapon), by phase; none for a phase with nothing to say.  ``on_turn``:
        what his turn says of the phase he declared, as its roll is set up."""
        if type(mode) is not str or type(character_id) is not int or type(on_turn) is not bool:  # a bad call
            return {}
        row = self.campaign.characters_by_id([character_id]).get(character_id)
        if row is None:
            return {}
        rules = self.ruleset
        notes = {str(c.value): rules.phase_note(mode, str(c.value), row.sheet, row.name, on_turn)
                 for c in self.phases(mode)}
        return {phase: note for phase, note in notes.items() if note is not None}

    def phase_targets(self, mode: str, phase: str) -> frozenset[int]:
        """The combatants of the running fight an action declared in ``phase`` may be aimed at
        (twdu's first aid: the Broken alone; never the dead), by combatant id."""
        rules = self.ruleset
        view = self.view()
        out = set()
        for row in view.combatants:
            character = view.characters.get(row.character_id) if row.character_id is not None else None
            if character is not None and rules.phase_takes(mode, phase, character.sheet,
                                                           rules.with_kind(character.kind, character.state)):
                out.add(int(row.id or 0))
        return frozenset(out)

    def phase_targets_words(self, mode: str) -> dict[str, str]:
        """Whom each of the mode's phases may be aimed at, in the rules' words (twdu's first aid: "first
        aid is for the Broken …"), by phase; none for a phase aimed at anyone alive."""
        if type(mode) is not str:  # a bad call
            return {}
        words = {str(c.value): self.ruleset.phase_takes_words(mode, str(c.value)) for c in self.phases(mode)}
        return {phase: said for phase, said in words.items() if said}

    def rolls(self, mode: str) -> bool:
        """Whether ``mode`` rolls dice (rather than reading the order off the sheets or declarations)."""
        if self.phases(mode):
            return False
        rules = self.ruleset
        sheet = rules.new_sheet()
        try:
            rules.roll_initiative(sheet, rules.initial_state(sheet), mode, NoDice())
        except NeedsDiceError:
            return True
        except (RulesError, DiceError):
            return False
        return False

    def round_end_rolls(self) -> bool:
        """Whether the running fight's round end rolls dice for its fighters (AFMBE's frantic-combat
        d4…): the GM may type them from the table for the turn that ends the round."""
        rules = self.ruleset
        view = self.view()
        declared = fight_declared(view.encounter.state if view.encounter is not None else {})
        for character in view.characters.values():
            try:
                rules.end_of_round(character.sheet, rules.with_kind(character.kind, character.state), NoDice(),
                                   declared)
            except NeedsDiceError:
                return True
            except (RulesError, DiceError):
                continue
        return False

    def round_end_rollers(self) -> list[str]:
        """Whose dice the running fight's round end rolls (AFMBE's frantic combat: each fighter's
        d4), in the order of the list, as the typed faces are read."""
        rules = self.ruleset
        view = self.view()
        declared = fight_declared(view.encounter.state if view.encounter is not None else {})
        names: list[str] = []
        for row in view.combatants:
            character = view.characters.get(row.character_id) if row.character_id is not None else None
            if character is None or character.archived:
                continue
            try:
                rules.end_of_round(character.sheet, rules.with_kind(character.kind, character.state), NoDice(),
                                   declared)
            except NeedsDiceError:
                names.append(character.name)
            except (RulesError, DiceError):
                continue
        return names

    def round_end_dice(self) -> dict[str, Any] | None:
        """The dice the running fight's round end rolls for its fighters (AFMBE's frantic combat:
        "3 × d4"), as a nested log value; None when it rolls none."""
        from app.services.rolls.wanted import dice_wanted  # the rolls' package loads the initiative's

        rules = self.ruleset
        view = self.view()
        declared = fight_declared(view.encounter.state if view.encounter is not None else {})
        fighters = [c for c in view.characters.values() if not c.archived]

        def roll(dice: Any) -> list[Any]:
            records: list[Any] = []
            for character in fighters:
                try:
                    outcome = rules.end_of_round(character.sheet, rules.with_kind(character.kind, character.state),
                                                 dice, declared)
                except RulesError:
                    continue
                records.extend(outcome.rolls)
            return records

        return dice_wanted(roll) if self.round_end_rolls() else None

    # ------------------------------------------------------------------ writing
    def start(self, character_ids: Sequence[int], mode: str = "", name: str = "", reroll: bool = False) -> bool:
        return self.run(StartEncounter(as_tuple(character_ids), mode, name, reroll))

    def end(self) -> bool:
        return self.run(EndEncounter())

    def add(self, character_ids: Sequence[int]) -> bool:
        return self.run(AddCombatants(as_tuple(character_ids)))

    def add_extras(self, name: str, count: int, kind: str = "zombie", template_id: int | None = None) -> bool:
        return self.run(AddCombatants((), name, count, kind, template_id))

    def remove(self, combatant_id: int) -> bool:
        return self.run(RemoveCombatant(combatant_id))

    def roll(self, faces: str = "") -> bool:
        """``faces``: typed from physical dice, else rolled here."""
        return self.run(RollInitiative(faces))

    def set_initiative(self, combatant_id: int, value: int) -> bool:
        return self.run(SetInitiative(combatant_id, value))

    def declare(self, combatant_id: int, phase: str, action: str = "", against: int | None = None) -> bool:
        """``against``: the combatant the action is aimed at (a shot's target), or None."""
        return self.run(Declare(combatant_id, phase, action, against))

    def next_turn(self, faces: str = "") -> bool:
        """``faces``: typed from physical dice for the round's end this turn brings, else rolled here."""
        return self.run(NextTurn(faces, self._left()))

    def previous_turn(self) -> bool:
        return self.run(PreviousTurn())

    def wait(self, combatant_id: int, status: str = DELAYED) -> bool:
        return self.run(Wait(combatant_id, status))

    def act_now(self, combatant_id: int) -> bool:
        return self.run(ActNow(combatant_id))

    def move(self, combatant_id: int, index: int) -> bool:
        return self.run(MoveCombatant(combatant_id, index))

    def end_round(self, faces: str = "") -> bool:
        return self.run(EndRound(faces, self._left()))

    def _left(self) -> tuple[dict[str, Any], ...]:
        """The damage rolled this round and not applied, as :attr:`unapplied` (the dice dock) names it."""
        return tuple(self.unapplied())

    def set_mode(self, mode: str) -> bool:
        return self.run(SetMode(mode))

    def set_reroll(self, on: bool) -> bool:
        return self.run(SetEncounterFlag(on))

    def fight_declarations(self) -> tuple[Choice, ...]:
        """What the GM may declare of the running fight (the ruleset's :meth:`fight_declarations`)."""
        return tuple(self.ruleset.fight_declarations())

    def fight_declared(self) -> frozenset[str]:
        """The declarations in force in the running fight (empty out of a fight)."""
        enc = self.view().encounter
        return fight_declared(enc.state) if enc is not None else frozenset()

    def declare_fight(self, key: str, on: bool) -> bool:
        """Declare ``key`` of the running fight (AFMBE's frantic combat), or take it back: one log
        line, undoable."""
        return self.run(DeclareFight(key, on))

    def mark(self, combatant_id: int, mark: str) -> bool:
        return self.run(MarkCombatant(combatant_id, mark))

    def add_timer(self, combatant_id: int, label: str, rounds: int) -> bool:
        return self.run(AddTimer(combatant_id, label, rounds))

    def clear_timers(self, combatant_id: int) -> bool:
        return self.run(ClearTimers(combatant_id))
