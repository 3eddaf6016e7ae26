"""What the dice dock asks for (:class:`RollService`): roll kinds, odds, rolls, follow-ups and
recent rolls.  What it asks of a roll before it is made (the kinds, odds, dice, parts and factors)
is answered by ``RollService.questions`` (:class:`~app.services.rolls.questions.RollQuestions`).
What the session's log says of its rolls (the rolls to repeat, whom a roll at the round's end is
against, the damage form's values from the last hit) is read by ``RollService.logged``
(:class:`~app.services.rolls.logged.LoggedRolls`)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Signal

from app.rules.base import LogLine
from app.rules.features.check_kinds import PREFIX as CHECK_PREFIX
from app.rules.features.check_kinds import dice_rolls
from app.rules.rolling import Chance, DiceParts, Roller, RollKind
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import WRONG_VALUE, check_types
from app.services.command import CommandError
from app.services.damaged import DamageCheck
from app.services.odds import OddsJob
from app.services.refusals import refusal_text
from app.services.rolls.commands import RollDice
from app.services.rolls.dropped import DropOffer, hits_dropped
from app.services.rolls.fighting import declared_phase
from app.services.rolls.follow_up import FollowUpRoll
from app.services.rolls.logged import LoggedRolls
from app.services.rolls.questions import RollQuestions
from app.services.rolls.requests import RECENT_MAX, RecentRoll, Rolled, RollRequest
from app.services.rolls.settled import SpentRolls, offer_hit
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.models import Character


class RollService(Service):
    """What the dice dock asks for: roll kinds, odds, rolls, follow-ups and recent rolls."""

    rolled = Signal(object)

    def __init__(self, campaign: Any, parent: Any = None) -> None:
        super().__init__(campaign, parent)
        self._damage = DamageCheck()
        #: the dice dock's questions of a roll not yet made, the rules' answers kept (app.services.rolls.questions)
        self.questions = RollQuestions(campaign, self._character)
        #: which follow-ups of a roll no longer stand (its damage applied, its single attack's harm dealt)
        self._spent = SpentRolls(campaign, self._character)
        #: the session's rolls as its log holds them (app.services.rolls.logged)
        self.logged = LoggedRolls(campaign)

    def _character(self, character_id: int | None) -> Character | None:
        if character_id is None:
            return None
        row = self.campaign.characters_by_id([character_id]).get(character_id)
        # a damaged row never reaches the rules (the roster shows it marked)
        return None if row is None or self._damage.of(self.ruleset, row) is not None else row

    def kinds(self, character_id: int | None) -> list[RollKind]:
        """The rolls this character can make (none without a character)."""
        return self.questions.kinds(character_id)

    def can_make(self, character_id: int | None, kind: str) -> bool:
        """Whether the character makes the roll ``kind`` at all (a zombie shoots no pistol)."""
        return self.questions.can_make(character_id, kind)

    def opening_kind(self, character_id: int | None, wanted: RollKind | None = None) -> str | None:
        """The kind the dice dock sets up for a roller by itself: one he can make (see
        :meth:`RollQuestions.opening_kind <app.services.rolls.questions.RollQuestions.opening_kind>`)."""
        return self.questions.opening_kind(character_id, wanted)

    def check_kind(self, character_id: int, check: str) -> str | None:
        """The dice dock's kind of roll for ``check`` (a check the character's state calls for),
        when the dock offers it (its table dice typed there, or rolled with Ctrl+R); else None."""
        key = CHECK_PREFIX + check
        return key if any(k.key == key for k in self.kinds(character_id)) else None

    def declared(self, character_id: int, phase: str, answered: bool | None = None,
                 against: int | None = None) -> tuple[str, dict[str, Any]] | None:
        """The roll of the action ``character_id`` declared in ``phase`` (its kind and inputs), as
        the ruleset says it; None where the phase says no roll, or the kind is not one of the
        character's.  ``answered``: declared against one who declared back at the character in the
        same phase (True), against one who did not (False), against no one (None); ``against``: the
        character it was declared against (an opposed roll's one distance reads both sheets)."""
        row = self._character(character_id)
        rolls = dice_rolls(self.ruleset)
        if row is None or rolls is None:
            return None
        other = self._character(against)
        roll = rolls.declared_roll(row.sheet, phase, answered, other.sheet if other is not None else None)
        if roll is None or roll[0] not in {k.key for k in self.kinds(character_id)}:
            return None
        return roll

    def round_end_roll(self, character_id: int) -> tuple[str, dict[str, Any]] | None:
        """The roll ``character_id`` makes at the round's end (an aimed shot due), as the ruleset
        says it; None with none due, or when the kind is not one of the character's."""
        row = self._character(character_id)
        rolls = dice_rolls(self.ruleset)
        if row is None or rolls is None:
            return None
        roll = rolls.round_end_roll(row.sheet, self.ruleset.with_kind(row.kind, row.state))
        if roll is None or roll[0] not in {k.key for k in self.kinds(character_id)}:
            return None
        return roll

    def turn_rolls(self, character_id: int | None) -> list[tuple[str, dict[str, Any]]] | None:
        """The kind and inputs of each roll ``character_id`` made in this round of the running
        fight, oldest first (an undo takes its roll out); None out of a fight."""
        return None if character_id is None else self.logged.turn_rolls(character_id)

    def turn_rolls_against(self, character_id: int | None) -> list[tuple[str, dict[str, Any], dict[str, Any]]] | None:
        """The kind, inputs and the rules' memo of each roll made against ``character_id`` in this
        round of the running fight, oldest first (what he defended against); None out of a fight."""
        return None if character_id is None else self.logged.turn_rolls_against(character_id)

    def turn_counts(self, kind: str, inputs: dict[str, Any], earlier: list[tuple[str, dict[str, Any]]] | None,
                    against: list[tuple[str, dict[str, Any], dict[str, Any]]] | None = None,
                    opponent: tuple[list[tuple[str, dict[str, Any]]],
                                    list[tuple[str, dict[str, Any], dict[str, Any]]]] | None = None
                    ) -> dict[str, int]:
        """The numbers of the form that count what the roller did this turn (the action, the shot
        with the same weapon, his defences) and what the one he rolls against did (the defender's
        action), as the ruleset counts them from ``earlier`` (:meth:`turn_rolls`), ``against``
        (:meth:`turn_rolls_against`) and the opponent's two; none out of a fight (the GM's numbers
        stand)."""
        rolls = dice_rolls(self.ruleset)
        if rolls is None or earlier is None:
            return {}
        return rolls.turn_counts(kind, inputs, earlier, against or (), opponent)

    def turn_summary(self, character_id: int | None,
                     made: tuple[list[tuple[str, dict[str, Any]]] | None,
                                 list[tuple[str, dict[str, Any], dict[str, Any]]] | None] | None = None
                     ) -> dict[str, Any] | None:
        """What ``character_id`` did this turn of the running fight, as the ruleset says it (a nested
        line: "Dana Cruz this turn: 2 attacks, 1 defence, 0 other actions"); ``made``: his
        :meth:`turn_rolls` and :meth:`turn_rolls_against` when the caller has read them.  None out of
        a fight, for no one, or where the ruleset counts nothing."""
        row = self._character(character_id)
        rolls = dice_rolls(self.ruleset)
        if row is None or rolls is None:
            return None
        earlier, against = made if made is not None else (self.turn_rolls(row_id(row)),
                                                           self.turn_rolls_against(row_id(row)))
        if earlier is None:
            return None
        line = rolls.turn_summary(row.name, earlier, against or ())
        return None if line is None else {"t": line.text, "ctx": "rules", "args": dict(line.args)}

    def rolled_at(self, character_id: int, opponent_id: int, kind: str) -> bool:
        """Whether ``character_id`` rolled ``kind`` against ``opponent_id`` in this round of the
        running fight (an undo takes it out): one opposed roll both declared settles both actions."""
        return self.logged.rolled_at(character_id, opponent_id, kind)

    def round_end_target(self, character_id: int) -> tuple[bool, int | None]:
        return self.logged.round_end_target(character_id)

    # ---- the dice dock's questions before a roll (app.services.rolls.questions) -----------------
    def odds(self, request: RollRequest) -> list[Chance]:
        """The exact chance of each outcome, from the rules (refused inputs raise CommandError)."""
        return self.questions.odds(request)

    def spending(self, request: RollRequest) -> list[dict[str, Any]]:
        """What the roll will spend of a weapon that pays once a round, as nested lines."""
        return self.questions.spending(request)

    def roll_parts(self, request: RollRequest) -> DiceParts | None:
        """The roller's dice and where they come from, as the ruleset names them."""
        return self.questions.roll_parts(request)

    def opponent_parts(self, request: RollRequest) -> tuple[str, DiceParts] | None:
        """The opponent's name and dice, with where they come from, of an opposed roll."""
        return self.questions.opponent_parts(request)

    def roll_factors(self, request: RollRequest) -> list[dict[str, Any]]:
        """The numbers the roll is made of, each named, as nested lines."""
        return self.questions.roll_factors(request)

    def dice_wanted(self, request: RollRequest) -> dict[str, Any] | None:
        """How many dice of which kind the roll takes, as a nested line ("6 × d6")."""
        return self.questions.dice_wanted(request)

    def expression_odds(self, request: RollRequest) -> list[Chance]:
        """An expression's exact chance of reaching its average (rounded up) and its maximum."""
        return self.questions.expression_odds(request)

    def expression_range(self, request: RollRequest) -> tuple[int, int, Fraction]:
        """The lowest and highest totals of an expression and its exact average."""
        return self.questions.expression_range(request)

    def odds_job(self, request: RollRequest) -> OddsJob:
        """The odds of ``request``, to be worked out (refused inputs raise CommandError)."""
        return self.questions.odds_job(request)

    def opponent_defaults(self, kind: str, opponent_id: int | None, inputs: dict[str, Any] | None = None
                          ) -> dict[str, Any]:
        """The opponent's inputs of an opposed ``kind`` whose default depends on who the opponent is
        (an AFMBE zombie's defence: none; a twdu duel's opponent's weapon for the band of the
        roller's ``inputs`` and the action he declared in the running fight), by key; none for no
        opponent or a ruleset without such."""
        if type(kind) is not str or type(opponent_id) is not int:  # nothing to ask the rules (a bad call)
            return {}
        if not isinstance(inputs, dict):
            inputs = None
        opponent = self._character(opponent_id)
        rolls = dice_rolls(self.ruleset)
        if opponent is None or rolls is None:
            return {}
        state = self.ruleset.with_kind(opponent.kind, opponent.state)  # a zombie as the rules see one
        with self.campaign._session() as s:  # the action he declared in the running fight's round
            declared = declared_phase(s, self.campaign.active_encounter(), opponent_id)
        return dict(rolls.opponent_defaults(kind, Roller(dict(opponent.sheet), dict(state), opponent.kind == "pc",
                                                         opponent.name), dict(inputs or {}), declared=declared))

    def opponent_note(self, kind: str, opponent_id: int | None, inputs: dict[str, Any]) -> LogLine | None:
        """Why the opponent of an opposed ``kind`` defends or not, as the ruleset says it (None when
        it says nothing)."""
        if type(kind) is not str or type(opponent_id) is not int:
            return None
        opponent = self._character(opponent_id)
        rolls = dice_rolls(self.ruleset)
        if opponent is None or rolls is None:
            return None
        state = self.ruleset.with_kind(opponent.kind, opponent.state)
        note = rolls.opponent_note(kind, Roller(dict(opponent.sheet), dict(state), opponent.kind == "pc",
                                                opponent.name), dict(inputs))
        return note if isinstance(note, LogLine) else None

    # ---- rolling --------------------------------------------------------------------------------
    def _run(self, command: RollDice | FollowUpRoll) -> Rolled | None:
        try:
            check_types(command)
            event = self.campaign.execute(command)
        except CommandError as exc:
            self.failed.emit(exc.context, refusal_text(exc))
            return None
        assert command.rolled is not None
        command.rolled.event_id = row_id(event)
        self.rolled.emit(command.rolled)
        return command.rolled

    def roll(self, request: RollRequest, faces: str = "") -> Rolled | None:
        """Roll with the campaign's dice, or read ``faces`` typed from the table."""
        return self._run(RollDice(request, faces))

    def spent_follow_ups(self, rolled: Rolled) -> tuple[frozenset[str], str]:
        """The follow-ups of ``rolled`` (a push) that no longer stand, by key, and why (a marked line,
        context ``rules``; "" while all stand): see :class:`~app.services.rolls.settled.SpentRolls`."""
        return self._spent.follow_ups(rolled)

    def offers_taken(self, rolled: Rolled) -> frozenset[int]:
        """The damage (or care) offers of ``rolled`` already applied, by index, as the log holds them
        (each offer's hit is applied once: :func:`~app.services.rolls.settled.offer_hit`)."""
        return self._spent.offers_taken(rolled)

    def offers_dropped(self, rolled: Rolled) -> frozenset[int]:
        """The damage offers of ``rolled`` the GM dropped, not applied, by index, as the log holds them
        (:mod:`app.services.rolls.dropped`)."""
        result = rolled.result if isinstance(rolled, Rolled) else None
        if result is None or not result.damage:
            return frozenset()
        with self.campaign._session() as s:
            hits = hits_dropped(s, rolled.event_id)
        return frozenset(i for i in range(len(result.damage)) if offer_hit(result, i) in hits)

    def drop_offer(self, rolled: Rolled, index: int) -> bool:
        """Drop damage offer ``index`` of ``rolled``, not applied: one undoable line names it, and it is
        offered no more (its undo offers it again)."""
        result = rolled.result if isinstance(rolled, Rolled) else None
        if result is None or type(index) is not int or not 0 <= index < len(result.damage) \
                or type(rolled.event_id) is not int:
            self.failed.emit("log", WRONG_VALUE)
            return False
        offer = result.damage[index]
        amount = offer.amount if type(offer.amount) is int and offer.amount > 0 else 0
        with self.campaign.following(rolled.event_id):  # as secret as the roll's line
            return self.run(DropOffer(rolled.event_id, offer_hit(result, index), offer.to == "roller", amount))

    def follow_up(self, rolled: Rolled, action: str, points: int = 0, faces: str = "") -> Rolled | None:
        """Run a follow-up ``rolled`` offered (push, luck points)."""
        if not isinstance(rolled, Rolled) or not isinstance(rolled.request, RollRequest):
            self.failed.emit("log", WRONG_VALUE)
            return None
        if rolled.result is None or rolled.request.character_id is None:
            self.failed.emit("rules", QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
            return None
        offered = next((f for f in rolled.result.follow_ups if f.key == action), None)
        character_id, opponent_id = rolled.request.character_id, rolled.request.opponent_id
        if offered is not None and offered.by == "opponent":  # the defender pushes his side of the duel
            if opponent_id is None:
                self.failed.emit("rules", QT_TRANSLATE_NOOP("rules", "That roll allows nothing more."))
                return None
            character_id, opponent_id = opponent_id, character_id
        command = FollowUpRoll(
            character_id,
            rolled.request.kind,
            action,
            rolled.result.memo,
            points,
            faces,
            rolled.request.secret,
            dict(rolled.request.inputs),
            (offered.name or offered.label) if offered is not None else "",
            opponent_id,
            rolled.request.character_id if character_id != rolled.request.character_id else None,
            rolled.event_id if type(rolled.event_id) is int else None,
        )
        with self.campaign.following(rolled.event_id):  # as secret as the roll it follows
            out = self._run(command)
        if out is not None:
            if character_id != rolled.request.character_id:  # the defender's push: his result
                out.by = character_id
            out.request = rolled.request
        return out

    def damage_form_values(self, attacker_id: int | None, target_id: int | None) -> dict[str, Any]:
        return self.logged.damage_form_values(attacker_id, target_id)

    def typed_lately(self) -> bool:
        return self.logged.typed_lately()

    def recent(self, limit: int = RECENT_MAX) -> list[RecentRoll]:
        return self.logged.recent(limit)
