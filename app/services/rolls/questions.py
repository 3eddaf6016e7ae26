"""What the dice dock asks of a roll before it is made (:class:`RollQuestions`, held by
:class:`~app.services.rolls.service.RollService`): the kinds a character rolls, the odds, what the
roll spends, its dice and where they come from, the numbers it is made of, and an expression's range.
The rules' answers are kept for the character rows they read
(:class:`~app.services.rolls.kept_answers.KeptAnswers`); nothing here writes to the campaign."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, overload

from app.rules.base import RulesError, Ruleset
from app.rules.dice import Dice, DiceError, Expression, RollRecord, parse_expression
from app.rules.features.check_kinds import check_of, dice_rolls
from app.rules.rolling import Chance, DiceParts, Roller, RollKind
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.ammo.declared import declared_now
from app.services.ammo.ledger import ammo_of
from app.services.ammo.one_action import melee_refusal
from app.services.blow_reach import reach_refusal
from app.services.campaign import CampaignService
from app.services.command import CommandError, Tx
from app.services.odds import OddsJob, expression_chances, expression_job
from app.services.rolls.command_parts import _roller, refuse_the_dead, sheet_variables
from app.services.rolls.fighting import fighting
from app.services.rolls.kept_answers import KeptAnswers
from app.services.rolls.requests import EXPRESSION, RollRequest
from app.services.rolls.spending import as_rolled, declared_key, lent_roller, paid_now, spending_lines
from app.services.rolls.wanted import dice_wanted, named_parts
from app.services.row_ids import row_id
from app.store.models import Character


class RollQuestions:
    """The dice dock's questions about a roll not yet made, answered by the rules and kept."""

    def __init__(self, campaign: CampaignService, character: Callable[[int | None], Character | None]) -> None:
        self.campaign = campaign
        #: the character row of an id, None for a damaged one (:meth:`RollService._character`)
        self._character = character
        #: answers of the rules kept for the character rows they read (app.services.rolls.kept_answers)
        self._memo = KeptAnswers()

    @property
    def ruleset(self) -> Ruleset:
        return self.campaign.ruleset

    @overload
    def _seen(self, row: Character) -> Roller: ...

    @overload
    def _seen(self, row: Character | None) -> Roller | None: ...

    def _seen(self, row: Character | None) -> Roller | None:
        """The character as the rules roll him, of his roster's kind (None for no one)."""
        return _roller(self.ruleset, row) if row is not None else None

    def kinds(self, character_id: int | None) -> list[RollKind]:
        """The rolls this character can make (none without a character)."""
        row = self._character(character_id)
        rolls = dice_rolls(self.ruleset)
        if row is None or rolls is None:
            return []
        return self._memo.kept(("kinds",), (row,), lambda: list(rolls.roll_kinds_now(row.sheet, row.state)))

    def can_make(self, character_id: int | None, kind: str) -> bool:
        """Whether the character makes the roll ``kind`` at all, as the ruleset says (a zombie's
        shot, a shot with no gun carried: no); True for no character or no rules of rolls."""
        row = self._character(character_id)
        rolls = dice_rolls(self.ruleset)
        if row is None or rolls is None:
            return True
        return rolls.can_make(kind, row.sheet, self.ruleset.with_kind(row.kind, row.state), row.kind)

    def opening_kind(self, character_id: int | None, wanted: RollKind | None = None) -> str | None:
        """The kind the dice dock sets up for ``character_id`` by itself: ``wanted`` (the kind shown
        for the roller before) when he can make it; else, for an attack wanted, his first attack he
        can make (a zombie's bite, not the survivor's shot); else his first roll he can make; else
        his first (None without kinds)."""
        kinds = self.kinds(character_id)
        if not kinds:
            return None

        def makes(kind: RollKind) -> bool:
            return self.can_make(character_id, kind.key)

        keys = {k.key for k in kinds}
        if wanted is not None and wanted.key in keys and makes(next(k for k in kinds if k.key == wanted.key)):
            return wanted.key
        made = [k for k in kinds if makes(k)]
        attacks = [k for k in made if k.opposed and k.hostile]
        if wanted is not None and wanted.opposed and wanted.hostile and attacks:
            return attacks[0].key
        return (made or kinds)[0].key

    def odds(self, request: RollRequest) -> list[Chance]:
        """The exact chance of each outcome, from the rules (refused inputs raise CommandError)."""
        if request.kind == EXPRESSION:
            return self.expression_odds(request)
        row = self._character(request.character_id)
        if row is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Pick a character to roll for."))
        spec = next((k for k in self.kinds(request.character_id) if k.key == request.kind), None)
        if spec is not None:  # the dead roll nothing: the odds line says so before Ctrl+R is refused
            refuse_the_dead(self.ruleset, row, spec)
        opponent = self._character(request.opponent_id)
        if spec is not None and spec.turn_action:  # an exchange after a fire or a reload: why, before Ctrl+R
            self._refuse_turn_taken(row, opponent)
        self._refuse_out_of_reach(request, row, opponent)
        paid = paid_now(self.campaign, self.ruleset, row)  # the roll is lent back what paid this round
        declared = declared_now(self.campaign, self.ruleset, row_id(row))  # and a shot the ammo dock fired
        with self.campaign._session() as s:  # out of the running fight no round is lost
            in_fight = fighting(s, self.campaign.active_encounter(), row_id(row))

        def work() -> list[Any]:
            rolls = dice_rolls(self.ruleset)
            if rolls is None:
                raise CommandError(QT_TRANSLATE_NOOP("rules", "Unknown kind of roll."), "rules")
            try:
                return list(
                    rolls.roll_odds(
                        request.kind, as_rolled(self.ruleset, row, paid, declared, in_fight), request.inputs,
                        self._seen(opponent)
                    )
                )
            except (RulesError, DiceError) as exc:
                raise CommandError(str(exc), "rules") from exc

        inputs = repr(sorted(request.inputs.items()))
        key = ("odds", request.kind, inputs, paid, declared_key(declared), in_fight)
        return self._memo.kept(key, (row, opponent), work)

    def _refuse_turn_taken(self, row: Character, opponent: Character | None) -> None:
        """A melee exchange, the turn's one action, is refused as Ctrl+R would refuse it when one of
        its fighters fired or reloaded in this round of the running fight (read afresh each time)."""
        fight = self.campaign.active_encounter()
        game = self.campaign.current_session()
        if fight is None or game is None or not ammo_of(self.ruleset).ammo_one_fire_a_turn():
            return
        with self.campaign._session() as s:
            ctx = self.campaign.context_in(s, game, fight)
            refused = next((r for r in (melee_refusal(Tx(s), ctx, row_id(f), f.name)
                                        for f in (row, opponent) if f is not None) if r is not None), None)
            s.rollback()
        if refused is not None:
            raise refused

    def _refuse_out_of_reach(self, request: RollRequest, row: Character, opponent: Character | None) -> None:
        """A melee blow at an opponent out of reach on the map is refused as the map refuses it
        ("N tiles apart"), read afresh each time: a token moved since is not remembered."""
        rolls = dice_rolls(self.ruleset)
        blow = rolls.blow_request(request.kind, request.inputs) if rolls is not None else None
        if blow is None or opponent is None:
            return
        refused = reach_refusal(self.ruleset, self.campaign.campaign, row_id(row), row_id(opponent), blow)
        if refused is not None:
            raise refused

    def spending(self, request: RollRequest) -> list[dict[str, Any]]:
        """What the roll will spend of a weapon that pays once a round, as nested lines: the point
        it takes, or nothing for a weapon that paid this round already (see
        :mod:`app.services.rolls.spending`); none for an expression or a roll that fires nothing."""
        row = self._character(request.character_id) if request.kind != EXPRESSION else None
        if row is None:
            return []
        opponent = self._character(request.opponent_id)
        paid = paid_now(self.campaign, self.ruleset, row)

        def work() -> list[Any]:
            return spending_lines(self.ruleset, request.kind, self._seen(row), request.inputs,
                                  self._seen(opponent), paid)

        inputs = repr(sorted(request.inputs.items()))
        return self._memo.kept(("spending", request.kind, inputs, paid), (row, opponent), work)

    def roll_parts(self, request: RollRequest) -> DiceParts | None:
        """The roller's dice and where they come from, as the ruleset names them
        (:class:`~app.rules.rolling.DiceParts`: "8 × d6 = Agility 4 + Ranged Combat 3 + gear 1");
        None for an expression, a roll the ruleset names no parts of, or one it refuses as it stands
        (the odds line says why)."""
        if not isinstance(request, RollRequest):
            return None
        row = self._character(request.character_id) if request.kind != EXPRESSION else None
        rolls = dice_rolls(self.ruleset)
        if row is None or rolls is None:
            return None
        opponent = self._character(request.opponent_id)
        paid = paid_now(self.campaign, self.ruleset, row)

        def work() -> list[Any]:
            try:
                return [rolls.roll_parts(request.kind, lent_roller(self.ruleset, self._seen(row), paid),
                                         request.inputs, self._seen(opponent))]
            except (RulesError, DiceError):
                return [None]

        inputs = repr(sorted(request.inputs.items()))
        parts: DiceParts | None = self._memo.kept(("parts", request.kind, inputs, paid), (row, opponent), work)[0]
        return parts

    def opponent_parts(self, request: RollRequest) -> tuple[str, DiceParts] | None:
        """The opponent's name and dice, with where they come from, of an opposed roll whose
        opponent rolls a named pool (a duel: "5 × d6 = Agility 3 + Close Combat 2"); None otherwise,
        or when the roll is refused as it stands."""
        if not isinstance(request, RollRequest) or request.kind == EXPRESSION:
            return None
        row = self._character(request.character_id)
        opponent = self._character(request.opponent_id)
        rolls = dice_rolls(self.ruleset)
        if row is None or opponent is None or rolls is None:
            return None

        def work() -> list[Any]:
            try:
                return [rolls.opponent_parts(request.kind, self._seen(row), request.inputs, self._seen(opponent))]
            except (RulesError, DiceError):
                return [None]

        inputs = repr(sorted(request.inputs.items()))
        parts: DiceParts | None = self._memo.kept(("opponent parts", request.kind, inputs), (row, opponent), work)[0]
        return (opponent.name, parts) if parts is not None else None

    def roll_factors(self, request: RollRequest) -> list[dict[str, Any]]:
        """The numbers the roll is made of, each named, as nested lines ({"t", "ctx", "args"}: "Accuracy
        6", "× Right hand 60% × 2", "= d7"); none for an expression, a roll the ruleset names no
        factors of, or one it refuses as it stands (the odds line says why)."""
        if not isinstance(request, RollRequest):
            return []
        row = self._character(request.character_id) if request.kind != EXPRESSION else None
        rolls = self.ruleset.roll_rules()
        if row is None or rolls is None:
            return []
        opponent = self._character(request.opponent_id)
        # the roller as the odds see him (what paid this round lent back, a fire declared): the
        # whole magazine a spray empties is the one the odds count
        paid = paid_now(self.campaign, self.ruleset, row)
        declared = declared_now(self.campaign, self.ruleset, row_id(row))

        def work() -> list[Any]:
            try:
                pieces = rolls.roll_factors(request.kind, as_rolled(self.ruleset, row, paid, declared),
                                            request.inputs, self._seen(opponent))
            except (RulesError, DiceError):
                return []
            return [{"t": p.text, "ctx": "rules", "args": dict(p.args)} for p in pieces]

        inputs = repr(sorted(request.inputs.items()))
        key = ("factors", request.kind, inputs, paid, declared_key(declared))
        return self._memo.kept(key, (row, opponent), work)

    def dice_wanted(self, request: RollRequest) -> dict[str, Any] | None:
        """How many dice of which kind the roll takes, as a nested line ("6 × d6"), for the GM who
        types the table's faces; None when the roll cannot be made as it stands."""
        if request.kind == EXPRESSION:
            try:
                expression = self._expression(request)
            except CommandError:
                return None

            def rolled(dice: Dice) -> list[RollRecord]:
                expression.roll(dice)
                return []

            return dice_wanted(rolled)
        row = self._character(request.character_id)
        if row is None:
            return None
        check, checks = check_of(request.kind), self.ruleset.check_rules()
        if check is not None and checks is not None:  # a check's dice as its ruleset says them, where it does
            words = checks.typed_dice_wanted(check, request.inputs)
            if words:
                return {"t": words, "ctx": "rules"}
        opponent = self._character(request.opponent_id)
        paid = paid_now(self.campaign, self.ruleset, row)
        declared = declared_now(self.campaign, self.ruleset, row_id(row))

        rolls = dice_rolls(self.ruleset)  # the ruleset's own, and the checks it offers the dock

        def work() -> list[Any]:
            if rolls is None:
                return [None]
            return [dice_wanted(lambda dice: rolls.resolve_roll(
                request.kind, as_rolled(self.ruleset, row, paid, declared), request.inputs, dice,
                self._seen(opponent)
            ).records)]

        inputs = repr(sorted(request.inputs.items()))
        wanted: dict[str, Any] | None = self._memo.kept(
            ("wanted", request.kind, inputs, paid, declared_key(declared)), (row, opponent), work)[0]
        kind = next((k for k in self.kinds(request.character_id) if k.key == request.kind), None)
        return named_parts(wanted, kind.label if kind is not None else None, row.name,
                           opponent.name if opponent is not None else None)

    def _expression(self, request: RollRequest) -> Expression:
        row = self._character(request.character_id)
        try:
            return parse_expression(request.expression, sheet_variables(row.sheet) if row else {})
        except DiceError as exc:
            raise CommandError(str(exc), "rules") from exc

    def expression_odds(self, request: RollRequest) -> list[Chance]:
        """An expression's exact chance of reaching its average (rounded up) and its maximum."""
        return expression_chances(self._expression(request))

    def expression_range(self, request: RollRequest) -> tuple[int, int, Fraction]:
        """The lowest and highest totals of an expression and its exact average."""
        expression = self._expression(request)
        return expression.minimum, expression.maximum, expression.mean

    def odds_job(self, request: RollRequest) -> OddsJob:
        """The odds of ``request``, to be worked out (see :mod:`app.services.odds`): refused inputs
        raise CommandError here, or from a cheap job's ``run``."""
        if not isinstance(request, RollRequest):
            raise CommandError(QT_TRANSLATE_NOOP("log", "That action was given a value it cannot use."))
        if request.kind == EXPRESSION:
            return expression_job(self._expression(request))
        notes = tuple(self.spending(request))
        return OddsJob(lambda cancelled: self.odds(request), cheap=True, notes=notes)
