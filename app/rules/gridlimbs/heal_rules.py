"""First aid on a limb and pain pills, with the bandage or pill they use up (the heal form the
ruleset's damage rules, :class:`~app.rules.gridlimbs.damage_rules.GridLimbsDamage`, hand on to)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import Choice, FieldSpec, LogLine, Outcome, RulesError, Sheet, State
from app.rules.dice import Dice
from app.rules.errors import SuppliesMissingError
from app.rules.gridlimbs import reading
from app.rules.gridlimbs import sheet as sheets
from app.rules.gridlimbs.body import HEAD, LIMBS, PART_IN_LINE, PART_LABELS, TORSO
from app.rules.gridlimbs.first_aid_odds import cap_cuts, cap_reason, first_aid_odds
from app.rules.gridlimbs.healing import FIRST_AID_ROUNDS, first_aid, first_aid_cap_left, pain_pills
from app.rules.gridlimbs.state_changes import log_changes, whole_number, with_body
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import marked

FIRST_AID = "first_aid"
PAIN_PILLS = "pain_pills"


class GridLimbsHealing:
    """The heal form: first aid or pain pills."""

    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        return (
            FieldSpec("kind", QT_TRANSLATE_NOOP("rules", "Treatment"), "choice", default=FIRST_AID, choices=(
                Choice(FIRST_AID, QT_TRANSLATE_NOOP("rules", "First aid (three rounds, a bandage)")),
                Choice(PAIN_PILLS, QT_TRANSLATE_NOOP("rules", "Pain pills (main pool +half Max HP)")),
            )),
            FieldSpec("part", QT_TRANSLATE_NOOP("rules", "Limb"), "choice", default=LIMBS[0],
                      choices=tuple(Choice(p, PART_LABELS[p]) for p in LIMBS),
                      help=QT_TRANSLATE_NOOP("rules", "First aid keeps the arms and legs working; the torso "
                                                      "and the head are not limbs it treats (pain pills "
                                                      "restore the main pool).")),
            FieldSpec("first_aid", QT_TRANSLATE_NOOP("rules", "First Aid of the one giving it"),
                      default=int(sheet.get(sheets.FIRST_AID, 0)), minimum=0),
            # "{patient}": the form names the one whose bandage or pill goes (the dialog fills it in)
            FieldSpec("own_supplies", QT_TRANSLATE_NOOP("rules", "Use {patient}'s own supplies"), "bool",
                      default=True,
                      help=QT_TRANSLATE_NOOP("rules", "Off when someone else's bandage or pills are used: the "
                                                      "healer's, picked above.")),
        )

    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """First aid on a limb (:func:`first_aid`) or pain pills (:func:`pain_pills`), using up a
        bandage or a pill the character carries unless ``own_supplies`` is off."""
        kind = request.get("kind", FIRST_AID)
        own = bool(request.get("own_supplies", True))
        body = reading.body(sheet, state)
        new_state = dict(state)
        if kind == PAIN_PILLS:
            if own:
                if int(state.get("pain_pills", 0)) < 1:
                    raise SuppliesMissingError(QT_TRANSLATE_NOOP("rules", "This character has no pain pills."))
                new_state["pain_pills"] = int(state["pain_pills"]) - 1
            after = pain_pills(body)
            gained = after.pool(TORSO) - body.pool(TORSO)
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Pain pills: the main pool regains {points}."),
                           {"points": gained})
            template = QT_TRANSLATE_NOOP("rules", "Main pool {before} + ⌊Max HP {max_hp} / 2⌋ = {after}")
            if after.pool(TORSO) != body.pool(TORSO) + body.max_hp // 2:
                template = QT_TRANSLATE_NOOP("rules",
                                             "Main pool {before} + ⌊Max HP {max_hp} / 2⌋, at most {maximum}: {after}")
            text = marked(template, before=body.pool(TORSO), max_hp=body.max_hp, after=after.pool(TORSO),
                          maximum=body.maximum(TORSO))
            return Outcome(with_body(new_state, after), [line], [], text)
        if kind != FIRST_AID:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown treatment."))
        part = request.get("part", LIMBS[0])
        skill = whole_number(request.get("first_aid", int(sheet.get(sheets.FIRST_AID, 0))))
        if own:
            if int(state.get("bandages", 0)) < 1:
                raise SuppliesMissingError(QT_TRANSLATE_NOOP("rules", "This character has no bandages."))
        result = first_aid(body, part, skill, dice)
        if own:
            new_state["bandages"] = int(state["bandages"]) - 1
        lines = [LogLine(QT_TRANSLATE_NOOP("rules", "First aid on {part} ({rounds} rounds)."),
                         {"part": {"t": PART_LABELS[part]}, "rounds": FIRST_AID_ROUNDS})]
        if result.succeeded:
            restores = (QT_TRANSLATE_NOOP("rules", "It restores {points} and stops the bleeding.")
                        if body.bleeding(part) else QT_TRANSLATE_NOOP("rules", "It restores {points}."))
            lines.append(LogLine(restores, {"points": result.restored}))
            face = result.records[0].total
            if cap_cuts(body, part, face):  # the number the die gave, cut by the text's cap: said why
                lines.append(cap_reason(body, part))
                most = body.maximum(part)
                text = marked(QT_TRANSLATE_NOOP("rules", "d{sides} rolled {face}: restores {points} HP (first aid at "
                                                         "most ⌊{most} / 2⌋ = {cap} in total, {given} before)"),
                              sides=skill + 2, face=face, points=result.restored, most=most, cap=most // 2,
                              given=body.first_aid_restored(part))
            else:
                text = marked(QT_TRANSLATE_NOOP("rules", "d{sides} rolled {face}: restores {points} HP"),
                              sides=skill + 2, face=face, points=result.restored)
        else:
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "It goes wrong: {part} takes {damage}."),
                                 {"part": {"t": PART_LABELS[part]}, "damage": result.harm}))
            text = marked(QT_TRANSLATE_NOOP("rules", "d{sides} rolled 1, then {harm}: {harm} damage"),
                          sides=skill + 2, harm=result.harm)
        log_changes(lines, body, result.body)
        headline = None
        if not result.succeeded:  # the log says what happened, not that the character was healed
            headline = LogLine(QT_TRANSLATE_NOOP("rules", "First aid on {name}'s {part} goes wrong"),
                               {"part": {"t": PART_IN_LINE[part]}})
        return Outcome(with_body(new_state, result.body), lines, list(result.records), text, headline=headline)

    def heal_notes(self, sheet: Sheet, state: State) -> list[LogLine]:
        """A bleeding torso or head, which the form's Limb list does not offer: first aid "can keep
        your limbs functioning (but not the head)", and the torso is no limb.  The torso's own
        bleeding stops once its pool is above half again, where pain pills always leave it."""
        body = reading.body(sheet, state)
        notes: list[LogLine] = []
        if body.bleeding(TORSO):  # at or below half: half of Max HP more always lifts it above half
            gain = pain_pills(body).pool(TORSO) - body.pool(TORSO)
            text = QT_TRANSLATE_NOOP("rules", "The torso bleeds {points} a round: first aid in these rules "
                                              "treats limbs only. Pain pills give the main pool {gain}, "
                                              "above half: that stops its bleeding.")
            notes.append(LogLine(text, {"points": body.bleeding(TORSO), "gain": gain}))
        if body.bleeding(HEAD):
            notes.append(LogLine(QT_TRANSLATE_NOOP("rules", "The head bleeds {points} a round: first aid treats "
                                                            "limbs only, not the head, and pain pills restore "
                                                            "only the main pool."),
                                 {"points": body.bleeding(HEAD)}))
        return notes

    def heal_odds(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """First aid's odds before its die is rolled (:func:`first_aid_odds`); pain pills roll none."""
        if request.get("kind", FIRST_AID) != FIRST_AID:
            return None
        part = request.get("part", LIMBS[0])
        if part not in LIMBS:
            return None
        skill = whole_number(request.get("first_aid", int(sheet.get(sheets.FIRST_AID, 0))))
        lines = first_aid_odds(reading.body(sheet, state), part, skill)
        return Outcome(dict(state), lines[1:], [], marked(lines[0].text, **lines[0].args))

    def heal_defaults(
        self, sheet: Sheet, state: State, healer: tuple[Sheet, State] | None = None, *, fighting: bool = False
    ) -> dict[str, Any]:
        """First aid on the limb that bleeds most (else the most hurt limb first aid can still
        restore); pain pills when the torso bleeds and no limb does; with a healer, his First Aid
        and his bandage."""
        body = reading.body(sheet, state)
        out: dict[str, Any] = {}
        hurt = [p for p in LIMBS if body.pool(p) < body.maximum(p)]
        bleeding = [p for p in LIMBS if body.bleeding(p)]
        if body.bleeding(TORSO) and not bleeding:  # only the torso bleeds: first aid cannot reach it
            out["kind"] = PAIN_PILLS
        if bleeding:
            out["part"] = max(bleeding, key=lambda p: (body.bleeding(p), -LIMBS.index(p)))
        elif hurt:
            out["part"] = max(hurt, key=lambda p: (min(body.maximum(p) - body.pool(p), first_aid_cap_left(body, p)),
                                                   -LIMBS.index(p)))
        if healer is not None:
            out["first_aid"] = int(healer[0].get(sheets.FIRST_AID, 0))
            out["own_supplies"] = False
        return out

    def care_given(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """The healer's bandage (first aid) or pain pill, unless the patient's own are used."""
        if bool(request.get("own_supplies", True)):
            return None
        kind = request.get("kind", FIRST_AID)
        key = "pain_pills" if kind == PAIN_PILLS else "bandages"
        left = int(state.get(key, 0)) - 1
        if left < 0:
            if kind == PAIN_PILLS:
                raise SuppliesMissingError(QT_TRANSLATE_NOOP("rules", "The one giving the care has no pain pills."))
            raise SuppliesMissingError(QT_TRANSLATE_NOOP("rules", "The one giving the care has no bandages."))
        new_state = dict(state)
        new_state[key] = left
        if kind == PAIN_PILLS:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Gives a pain pill: {left} left."), {"left": left})
        else:
            line = LogLine(QT_TRANSLATE_NOOP("rules", "Uses a bandage: {left} left."), {"left": left})
        return Outcome(new_state, [line])
