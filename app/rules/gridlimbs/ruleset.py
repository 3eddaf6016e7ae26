"""The grid-and-limbs ruleset: what Deadwatch's generic widgets and services read.

A character's state is a JSON dict:

- ``body``: :meth:`Body.to_dict` (pools, bleeding marks, bandaged flags, first-aid totals), with
  the six pools also kept at the top level under their part keys (``head``, ``torso``…) so a
  tracker can read and edit each pool like any other track.  The top-level values win when they
  differ from ``body``.
- ``stamina``; ``score`` and ``kills``; ``bandages`` and ``pain_pills`` carried;
  ``vest`` (:meth:`Vest.to_dict`); ``guns`` (one ``{"weapon", "loaded"}`` per firearm carried),
  ``clips`` (the spare clips, rounds in each), ``grenades_thrown`` (those carried are the sheet's);
- ``sprinted`` and ``fought``: this round's activity, set by the tracker and cleared at the end of
  the round after stamina recovery has read them.

The damage form lives in :mod:`.damage_rules`, first aid and pain pills in :mod:`.heal_rules`, the
state helpers they share in :mod:`.state_changes` and :mod:`.reading`, the rolls in :mod:`.rolls`,
the ammo ledger in :mod:`.ammunition`, experience in :mod:`.experience_rules` and the map in
:mod:`.map_rules`: each is a feature object :class:`GridLimbs` builds and returns.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import floor
from typing import Any

from app.rules.base import (
    BudgetLine,
    Choice,
    Condition,
    FieldSpec,
    InitiativeRoll,
    LogLine,
    Outcome,
    Participant,
    RulesError,
    Ruleset,
    Sheet,
    State,
    TrackSpec,
)
from app.rules.dice import Dice
from app.rules.gridlimbs import progress, reading, sprints, written
from app.rules.gridlimbs import sheet as sheets
from app.rules.gridlimbs.ammo import Clips, full_clips
from app.rules.gridlimbs.ammunition import GridLimbsAmmo
from app.rules.gridlimbs.body import (
    HEAD,
    LIMBS,
    PART_ABBR,
    PART_LABELS,
    PART_SHORT,
    PARTS,
    TORSO,
    Body,
    part_maximum,
)
from app.rules.gridlimbs.damage_rules import RANDOM_PART, GridLimbsDamage
from app.rules.gridlimbs.drawing import DRAWING, DRAWN, round_ends
from app.rules.gridlimbs.experience_rules import GridLimbsExperience
from app.rules.gridlimbs.heal_rules import FIRST_AID, PAIN_PILLS
from app.rules.gridlimbs.katana_state import katana_conditions
from app.rules.gridlimbs.map_rules import GridLimbsGrid
from app.rules.gridlimbs.movement import recover_stamina, recovery_reason, stamina_recovery
from app.rules.gridlimbs.rolls import GridLimbsRolls
from app.rules.gridlimbs.run_past_attacks import BLOCKING
from app.rules.gridlimbs.score import zombie_kill
from app.rules.gridlimbs.stamina import exact_stamina, points_arg, points_text, stamina_fields
from app.rules.gridlimbs.state_changes import bleeding_line, log_changes, with_body
from app.rules.gridlimbs.vest import Vest
from app.rules.gridlimbs.weapons import WEAPONS
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, joined, marked

__all__ = ["FIRST_AID", "PAIN_PILLS", "RANDOM_PART", "SPEED_MODE", "GridLimbs"]

SPEED_MODE = "speed"

#: stamina back at a round's end, and why ("Stamina +2: neither sprinted nor fought in melee.")
STAMINA_BACK = QT_TRANSLATE_NOOP("rules", "Stamina +{points}: {why}.")
#: the same, where the Stamina stat held the gain back ("+1: neither sprinted nor fought" read as a wrong +2)
STAMINA_BACK_TO_TOP = QT_TRANSLATE_NOOP("rules", "Stamina +{points}: {why}, up to its most, {most}.")
#: the same line in logs written before the reason was said
STAMINA_BACK_BEFORE = QT_TRANSLATE_NOOP("rules", "Stamina +{points}.")


class GridLimbs(Ruleset):
    """The rules of "The Fantastic ASCII Finally Starting Game": grid, limbs, bleeding."""

    id = "gridlimbs"
    preset = None
    title = QT_TRANSLATE_NOOP("rules", "Grid and limbs")
    features = frozenset({"ammo_clips", "healer"})
    night_state = QT_TRANSLATE_NOOP("rules", "the body's pools, stamina and conditions")
    #: a score and kills count deeds: a secret roll's kill shows on no phone (app.services.secret_tallies)
    tallies = ("score", "kills")
    initiative_modes = (Choice(SPEED_MODE, QT_TRANSLATE_NOOP("rules", "By Speed, fastest first")),)

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(options)
        sheets.check_options(self.options)
        self._damage = GridLimbsDamage()
        self._ammo = GridLimbsAmmo()
        self._rolls = GridLimbsRolls()
        self._experience = GridLimbsExperience(self.options)
        self._grid = GridLimbsGrid()

    # ---- features ----------------------------------------------------------------------------
    def damage_rules(self) -> GridLimbsDamage:
        return self._damage

    def ammo_rules(self) -> GridLimbsAmmo:
        return self._ammo

    def roll_rules(self) -> GridLimbsRolls:
        return self._rolls

    def experience_rules(self) -> GridLimbsExperience:
        return self._experience

    def grid(self) -> GridLimbsGrid:
        """The battle map: the text's tiles, moves by its costs, shots from the real distance."""
        return self._grid

    # ---- campaign and sheet -------------------------------------------------------------------
    def option_fields(self) -> Sequence[FieldSpec]:
        return sheets.option_fields()

    def sheet_fields(self) -> Sequence[FieldSpec]:
        return sheets.sheet_fields(self.options)

    def validate_sheet(self, sheet: Mapping[str, Any]) -> Sheet:
        return sheets.validate_sheet(sheet, self.options)

    def budget(self, sheet: Sheet, kind: str = "pc") -> list[BudgetLine]:
        return sheets.budget(sheet, self.options, kind)

    def derived(self, sheet: Sheet) -> dict[str, int]:
        """Pool maxima (main, each limb, head) and Speed."""
        max_hp = int(sheet[sheets.MAX_HP])
        return {
            "main_hp": part_maximum(TORSO, max_hp),
            "limb_hp": part_maximum(LIMBS[0], max_hp),
            "head_hp": part_maximum(HEAD, max_hp),
            "speed": int(sheet[sheets.SPEED]),
        }

    def derived_labels(self) -> Mapping[str, str]:
        return {
            "main_hp": QT_TRANSLATE_NOOP("rules", "Main pool"),
            "limb_hp": QT_TRANSLATE_NOOP("rules", "Each arm and leg"),
            "head_hp": QT_TRANSLATE_NOOP("rules", "Head"),
            "speed": QT_TRANSLATE_NOOP("rules", "Speed (tiles a sprint)"),
        }

    def heading_names(self) -> Mapping[str, tuple[str, ...]]:
        """A spreadsheet's "Stamina" column is the sheet's Max Stamina, as it was headed before the
        sheet named it so; "Stamina (now)" is what is left."""
        return {sheets.STAMINA: ("Stamina", "Aguante", "Запас сил")}

    def total_headings(self) -> frozenset[str]:
        """Stamina's bare name heads the most a character holds (:meth:`heading_names`)."""
        return frozenset({sheets.STAMINA})

    def tracks(self, sheet: Sheet) -> list[TrackSpec]:
        """The six body pools and stamina, what is left of the sheet's Max Stamina: each on the
        roster row and in the fight list ("Stamina 2/4"; a compact roster row shows it once spent,
        as it shows a limb once hurt); stamina also in the fight's heading on its owner's turn."""
        max_hp = int(sheet[sheets.MAX_HP])
        out = [
            TrackSpec(
                p, PART_LABELS[p], part_maximum(p, max_hp), body_part=p, short=PART_SHORT[p], abbr=PART_ABBR.get(p, "")
            )
            for p in PARTS
        ]
        out.append(TrackSpec("stamina", sheets.STAT_LABELS[sheets.STAMINA], int(sheet[sheets.STAMINA]),
                             spent_only=True, on_turn=True))
        return out

    def track_exact(self, sheet: Sheet, state: State) -> Mapping[str, str]:
        """Stamina half a point below its whole number (a diagonal step sprinted costs 1.5): the
        roster's "Stamina 0.5/4", as the map says it, not the tracker's 1/4."""
        try:
            stamina = exact_stamina(state)
        except RulesError:  # a value out of range: the whole number, as the tracker reads it
            return {}
        return {} if stamina.denominator == 1 else {"stamina": points_text(stamina)}

    def health_track(self, sheet: Sheet) -> str:
        """The main pool (torso): at 0 the character is dead."""
        return "torso"

    def initial_state(self, sheet: Sheet) -> State:
        body = Body.fresh(int(sheet[sheets.MAX_HP]))
        item = sheet.get(sheets.STARTING_ITEM)
        guns = [{"weapon": w, "loaded": 15} for w in sheets.carried_weapons(sheet) if WEAPONS[w].uses_clips]
        state: State = {
            "stamina": int(sheet[sheets.STAMINA]),
            "stamina_half": None,
            "score": 0,
            "kills": 0,
            "bandages": int(self.options["start_bandages"]),
            "pain_pills": int(self.options["start_pain_pills"]),
            "vest": Vest(worn=item == sheets.ITEM_VEST).to_dict(),
            "guns": guns,
            "clips": list(full_clips(sheets.STARTING_CLIPS if item == sheets.ITEM_CLIPS else 0)),
            reading.GRENADES_THROWN: 0,  # those carried are read off the sheet (reading.grenades_left)
            "sprinted": False,
            "fought": False,
            DRAWN: [],  # the concealed katanas drawn (rows of the weapons found)
        }
        return with_body(state, body)

    # ---- reading the state ----------------------------------------------------------------------
    def body(self, sheet: Sheet, state: State) -> Body:
        """The character's :class:`Body` (:func:`.reading.body`)."""
        return reading.body(sheet, state)

    def written_conditions(self) -> Sequence[Choice]:
        """Dead, written for a character who died between sessions (:mod:`.written`)."""
        return written.written_conditions()

    def condition_spellings(self) -> Mapping[str, str]:
        return written.spellings()

    def write_sheet_condition(self, sheet: Sheet, state: State, key: str, on: bool) -> State:
        """Dead written in words: the main pool emptied, as the rules make death (:mod:`.written`)."""
        if key == "dead":
            return written.write_dead(sheet, state, on)
        return super().write_sheet_condition(sheet, state, key, on)

    def conditions(self, sheet: Sheet, state: State) -> list[Condition]:
        body = self.body(sheet, state)
        out: list[Condition] = []
        if body.dead:
            out.append(Condition("dead", QT_TRANSLATE_NOOP("rules", "Dead"), severity="danger"))
            return out
        for part in LIMBS:
            if body.useless(part):
                label = QT_TRANSLATE_NOOP("rules", "Useless")
                out.append(Condition(f"useless_{part}", label, PART_LABELS[part], "danger"))
        for part in PARTS:
            if body.bleeding(part):
                out.append(Condition(f"bleeding_{part}", QT_TRANSLATE_NOOP("rules", "Bleeding"),
                                     PART_LABELS[part], "danger"))
        for part in LIMBS:
            if body.is_bandaged(part):
                out.append(Condition(f"bandaged_{part}", QT_TRANSLATE_NOOP("rules", "Bandaged"),
                                     PART_LABELS[part], "info"))
        if isinstance(state.get(BLOCKING), Mapping):
            out.append(Condition(BLOCKING, QT_TRANSLATE_NOOP("rules", "Blocking"), severity="info"))
        out += katana_conditions(sheet, state)  # drawn, being drawn or concealed: which can strike
        if int(state.get("stamina", 0)) == 0:
            out.append(Condition("exhausted", QT_TRANSLATE_NOOP("rules", "Out of stamina"), severity="info"))
        vest = Vest.from_dict(state.get("vest", {}))
        if vest.worn and vest.useless:
            out.append(Condition("vest_useless", QT_TRANSLATE_NOOP("rules", "Vest useless"), severity="info"))
        bandages, pills = int(state.get("bandages", 0) or 0), int(state.get("pain_pills", 0) or 0)
        if bandages or pills:  # what the character carries, on the row (picked up, it was in the log alone)
            carried = (QT_TRANSLATE_NOOP(
                "rules", "Carries {bandages} {bandages|bandage|bandages}, {pills} pain {pills|pill|pills}")
                if bandages and pills else QT_TRANSLATE_NOOP("rules", "Carries {bandages} {bandages|bandage|bandages}")
                if bandages else QT_TRANSLATE_NOOP("rules", "Carries {pills} pain {pills|pill|pills}"))  # no "0 pills"
            out.append(Condition("carries", carried, severity="info", args={"bandages": bandages, "pills": pills}))
        if int(state.get("score", 0)) or int(state.get("kills", 0)):
            # the badge says what the number counts (a bare "Score 1" meant nothing to the GM)
            out.append(Condition("score", QT_TRANSLATE_NOOP("rules", "Score {score} ({kills} {kills|kill|kills})"),
                                 QT_TRANSLATE_NOOP("rules", "a point for each zombie killed, and at each player's "
                                                            "death the number of players dead so far"), "info",
                                 {"score": int(state.get("score", 0)), "kills": int(state.get("kills", 0))}))
        return out
    # ---- fights ----------------------------------------------------------------------------------
    def speed(self, sheet: Sheet, state: State) -> Fraction:
        """Speed after useless legs, each halving it."""
        return reading.speed(sheet, state)

    def roll_initiative(self, sheet: Sheet, state: State, mode: str, dice: Dice) -> InitiativeRoll:
        """No roll: the fastest (after useless legs) acts first."""
        if mode != SPEED_MODE:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown initiative mode."))
        speed = self.speed(sheet, state)
        return InitiativeRoll(floor(speed), (int(speed * 4),))

    def fight_joined(self, state: State) -> State:
        """Round 1 starts with no sprint and no fight marked: a blow dealt or a sprint run outside
        the fight (an earlier scene, the demo's session) is in no round of it ("Each round, if you
        are above zero stamina and you do not sprint or fight, you gain two stamina")."""
        return _no_activity(state)

    def fight_over(self, state: State) -> Outcome:
        """A block is declared for one round: it ends with the fight.  A katana being drawn is out
        when the fight ends: the round the draw took up is over (else it would stay "being drawn"
        with no round left to end)."""
        new_state = _no_activity(state)  # no round goes on
        lines: list[LogLine] = []
        if state.get(DRAWING):
            new_state = round_ends(new_state)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The concealed katana is drawn: it strikes from now on.")))
        if isinstance(state.get(BLOCKING), Mapping):
            new_state.pop(BLOCKING)
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "{condition} ends"),
                                 {"condition": {"t": QT_TRANSLATE_NOOP("rules", "Blocking")}}))
        return Outcome(new_state, lines)

    def end_of_round(self, sheet: Sheet, state: State, dice: Dice,
                     declared: frozenset[str] = frozenset()) -> Outcome:
        """Bleeding (:meth:`Body.end_of_round`), then stamina recovery from this round's
        ``sprinted`` and ``fought`` flags, which are then cleared."""
        body = self.body(sheet, state)
        new_state = round_ends(state)  # a katana being drawn is drawn
        new_state["sprinted"] = False
        new_state["fought"] = False
        new_state.pop(BLOCKING, None)  # a block is declared for one round
        lines: list[LogLine] = []
        if state.get(DRAWING):  # the round the draw took up is over: the log says the katana is out
            lines.append(LogLine(QT_TRANSLATE_NOOP("rules", "The concealed katana is drawn: it strikes from now on.")))
        if body.dead:
            return Outcome(new_state, lines)
        loss = body.bleeding_per_round()
        after = body.end_of_round()
        steps: list[Arithmetic] = []
        if loss:
            lines.append(bleeding_line(body, after))
            steps.append(marked(QT_TRANSLATE_NOOP("rules", "bleeding −{points} HP"), points=loss))
        log_changes(lines, body, after)
        stamina = exact_stamina(state)
        if not after.dead:
            recovered = recover_stamina(stamina, int(sheet[sheets.STAMINA]), bool(state.get("sprinted")),
                                        bool(state.get("fought")))
            if recovered != stamina:
                sprinted, fought = bool(state.get("sprinted")), bool(state.get("fought"))
                why = recovery_reason(stamina, sprinted, fought)
                args = {"points": points_arg(recovered - stamina), "why": {"t": why}}
                if recovered - stamina < stamina_recovery(stamina, sprinted, fought):  # the stat held it back
                    lines.append(LogLine(STAMINA_BACK_TO_TOP, {**args, "most": int(sheet[sheets.STAMINA])}))
                else:
                    lines.append(LogLine(STAMINA_BACK, args))
                steps.append(marked(QT_TRANSLATE_NOOP("rules", "Stamina {before} → {after}"),
                                    before=points_arg(stamina), after=points_arg(recovered)))
            new_state.update(stamina_fields(recovered))
        return Outcome(with_body(new_state, after), lines, [], joined(steps) if steps else "")

    # ---- actions the tracker and the ammo dock call ------------------------------------------------
    def mark_activity(self, state: State, *, sprinted: bool | None = None,
                      fought: bool | None = None) -> State:
        """This round's activity flags, read by stamina recovery at the end of the round."""
        return reading.mark_activity(state, sprinted=sprinted, fought=fought)

    def apply_sprint(self, sheet: Sheet, state: State, distance: Fraction | int) -> Outcome:
        """A sprint of ``distance`` tiles (:func:`.sprints.apply_sprint`)."""
        return sprints.apply_sprint(sheet, state, distance)

    def clips(self, state: State, gun: int) -> Clips:
        """Gun number ``gun``'s loaded clip with the character's spare clips."""
        return reading.clips(state, gun)

    def fire(self, state: State, gun: int, bullets: int = 1) -> Outcome:
        """Fire ``bullets`` rounds from gun number ``gun``'s loaded clip."""
        return reading.fire(state, gun, bullets)

    def reload(self, state: State, gun: int, keep: bool, dice: Dice, declared: int | None = None) -> Outcome:
        """Reload gun number ``gun`` (:func:`.reading.reload`)."""
        return reading.reload(state, gun, keep, dice, declared)

    def add_supplies(self, state: State, bandages: int = 0, pain_pills: int = 0) -> Outcome:
        """Bandages and pain pills picked up (or, with negative numbers, handed over)."""
        out = dict(state)
        out["bandages"] = int(state.get("bandages", 0)) + bandages
        out["pain_pills"] = int(state.get("pain_pills", 0)) + pain_pills
        if out["bandages"] < 0 or out["pain_pills"] < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Not that many supplies to hand over."))
        line = LogLine(QT_TRANSLATE_NOOP("rules", "Now carries {bandages} bandages and {pills} pain pills."),
                       {"bandages": out["bandages"], "pills": out["pain_pills"]})
        return Outcome(out, [line])

    def on_death(self, dead: Participant, killer: Participant | None,
                 party: Sequence[Participant]) -> dict[int, Outcome]:
        return progress.on_death(dead, killer, party, lambda p: self.is_dead(p.sheet, p.state))

    def record_kill(self, state: State, kills: int = 1) -> Outcome:
        """Zombies killed: one point of score each."""
        out = dict(state)
        out["score"] = zombie_kill(int(state.get("score", 0)), kills)
        out["kills"] = int(state.get("kills", 0)) + kills
        line = LogLine(QT_TRANSLATE_NOOP("rules", "{kills} zombie(s) killed: score {score}."),
                       {"kills": kills, "score": out["score"]})
        return Outcome(out, [line])


def _no_activity(state: State) -> dict[str, Any]:
    """``state`` with this round's sprint and fight marks off (left as they are when off already)."""
    out = dict(state)
    for key in ("sprinted", "fought"):
        if out.get(key):
            out[key] = False
    return out
