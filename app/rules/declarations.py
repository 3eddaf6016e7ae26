"""The plain data a ruleset declares: fields, tracks, conditions, log lines, outcomes, budgets,
the threat dial's levels (and the plain tension meter's words), ammunition stocks and initiative
results (see :mod:`app.rules.base`).

Every label is an English source string marked with ``QT_TRANSLATE_NOOP("rules", ...)``; the user
interface translates it with the context ``"rules"``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import Any, Literal

from app.rules.dice import RollRecord
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic

Sheet = dict[str, Any]
State = dict[str, Any]


@record(frozen=True)
class Choice:
    """One option of a choice.  ``own``: the label is a name the GM typed (a weapon called
    "Pistol"), shown as written and never translated.  ``note``: the option said at length, marked
    like ``label``, where the label is kept short to show whole in a list box (the box's tooltip
    and the list's say it; empty: the label says it all).  ``suffix``: see below."""

    value: str
    label: str
    own: bool = False
    note: str = ""
    #: offered among the checks due, a decision the GM makes where nothing is rolled (a zombie's
    #: end: destroyed, or still coming); ``note`` says it at length
    call: bool = False
    #: written after the label as it is, translated or not (a skill's level: "Guns 3", where the
    #: rules' own skill name is translated and the level is a number)
    suffix: str = ""
    #: words written after the label (and suffix), marked for translation in the ``rules`` context,
    #: their ``{placeholders}`` filled from ``words_args``: a weapon's numbers named ("Revolver
    #: (gear bonus +2, damage 2)", where the name is the GM's and the words are the rules')
    words: str = ""
    words_args: tuple[tuple[str, int | str], ...] = ()


@record(frozen=True)
class FieldSpec:
    """One input on a sheet, a damage form or a campaign option.

    ``kind`` is ``int``, ``text``, ``bool``, ``choice`` or ``table``; a table has ``columns``
    and its value is a list of dicts.  ``group`` names the section of the form.  A ``text`` field's
    ``choices`` are the names the rules know (a sheet's skills): the form shows such a value by its
    label in the GM's language and stores what the GM leaves of it as its value; any other text is
    kept as typed.
    """

    key: str
    label: str
    kind: Literal["int", "text", "bool", "choice", "table"] = "int"
    default: Any = 0
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[Choice, ...] = ()
    columns: tuple[FieldSpec, ...] = ()
    group: str = ""
    help: str = ""
    #: a modifier the text sets from other inputs of the same form (a range band, a hit location):
    #: whenever one of the ``follows`` fields changes, this input takes the value ``presets`` gives
    #: for their values (pairs of a tuple of those values and this field's value), and the GM may
    #: type or pick another; see :mod:`app.rules.field_presets`
    follows: tuple[str, ...] = ()
    presets: tuple[tuple[tuple[Any, ...], Any], ...] = ()
    #: more inputs whose values key ``presets`` after those of ``follows``, whose own change does not
    #: move this one (twdu: the distance a band picked sets, in the unit the distance counts)
    reads: tuple[str, ...] = ()
    #: the values of the ``follows`` fields for which the input holds its preset alone: the form
    #: shows it greyed out, out of the Tab order (twdu: no armor roll for a disease, armor stops none)
    held_for: tuple[tuple[Any, ...], ...] = ()
    #: what 0 means for a number where it is not an amount (a budget left unchecked: "0 (no
    #: limit)"), shown in the input in place of a bare 0; "" for a plain 0
    zero: str = ""
    #: the input of the same form that words this one and says whether it is offered: (key,
    #: values).  While that input holds one of ``values`` the field reads ``label``; otherwise it
    #: reads ``other_label``, or, with none, is not offered (a shot's aim beside a knife picked)
    with_value: tuple[str, tuple[Any, ...]] | tuple[()] = ()
    other_label: str = ""
    #: more inputs of the same form that must each hold one of their values for this one to be
    #: offered at all, (key, values) pairs: a shot's range offered while Melee is not ticked
    also_with: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    #: a value for one roll only (a name read off a table for this injury): the dice dock empties it
    #: once the roll is made, so the next roll of that kind does not carry it
    once: bool = False
    #: an input that holds its default in most rolls (a called shot, the light, another type of
    #: gun): a form shows it behind its "More" toggle, closed until the GM opens it or the input
    #: holds another value than its own (or the one the inputs it follows give it)
    rare: bool = False
    #: an example shown in an empty ``text`` input, in the GM's language ("e.g. d6×STR, d4×STR−1"):
    #: what the input reads, where its label alone does not say how to write it
    placeholder: str = ""
    #: what the text makes of some of the input's values, said under it while it holds one (pairs of
    #: a value and a note marked for the ``rules`` context): a twdu shot at Short range is a Close
    #: Combat roll, which the GM took for a mistake of the form
    notes: tuple[tuple[Any, str], ...] = ()


@record(frozen=True)
class TrackSpec:
    """A pool a tracker draws for one character: Life Points, Health, Stress, a limb…

    ``value_labels`` names some values (twdu Health 1 is "Battered").  ``main`` tracks go on the
    compact roster row; the others on the full tracker.  ``minimum`` may be negative (afmbe Life
    Points run below zero).
    """

    key: str
    label: str
    maximum: int
    minimum: int = 0
    main: bool = True
    style: Literal["bar", "steps"] = "bar"
    value_labels: Mapping[int, str] = field(default_factory=dict)
    higher_is_worse: bool = False  # stress: a full bar is bad news
    #: the part of the body this pool belongs to ("head", "torso", "left_arm", "right_arm",
    #: "left_leg", "right_leg"), so a tracker can draw a body diagram instead of six bars
    body_part: str = ""
    #: a shorter name for a narrow list ("Torso" for "Torso (main pool)"), marked like ``label``;
    #: empty when the label is short enough.  The full label stays in the tooltip.
    short: str = ""
    #: the shortest name, for a body figure in a narrow list ("L.arm" for "L. arm"; three letters
    #: at least, so it still names the part), marked like ``label``; empty: ``short`` is used
    abbr: str = ""
    #: the roster kinds (pc, npc, zombie) that have this pool; empty: every kind (twdu's dead have no
    #: Health and no Stress: "The undead don't have skills, attributes, Health Points, or any other
    #: mechanical characteristics")
    kinds: tuple[str, ...] = ()
    #: a compact roster row (one line a row, the fight's layout) shows it only once it is below its
    #: maximum, as it shows a body's parts only once hurt (the grid game's stamina: "Stamina 2/4"
    #: after a sprint, nothing while it is full); the fight list and the full roster always show it
    spent_only: bool = False
    #: the fight dock's heading shows it beside whose turn it is, for the one acting ("Kit's turn
    #: (Stamina 3/5)": the grid game's stamina, spent each round, which its fight list has no room for)
    on_turn: bool = False


@record(frozen=True)
class Condition:
    """A badge on a character: Broken, Bleeding (left arm), Unconscious…

    ``detail`` may be a marked template with ``{name}`` placeholders filled from ``args`` after
    translation, as for :class:`LogLine` (an argument to translate is given as ``{"t": ...}``).
    """

    key: str
    label: str
    detail: str = ""
    severity: Literal["info", "warn", "danger"] = "warn"
    args: Mapping[str, Any] = field(default_factory=dict)
    #: the detail as the players may read it on their phones, when ``detail`` holds the GM's
    #: secret (a time limit rolled in secret); None: the same as ``detail``
    player_detail: str | None = None
    #: what the condition means in play, short enough for its badge ("every skill roll fails"): the
    #: badge reads "Broken — every skill roll fails", and a track's bar that names the same state
    #: ("Health 0/3 Broken") leaves its word to the badge, the state said once; "" for none
    meaning: str = ""
    #: a track's value words this badge belies (an injury beside Health's full "Unharmed"): a bar
    #: naming one shows its numbers alone ("Health 3/3"), the badge saying what is wrong
    belies: tuple[str, ...] = ()


@record(frozen=True)
class LogLine:
    """One line for the session log: a template marked in context ``rules`` and its arguments.

    An argument that is itself a label to translate is given as ``{"t": "Battered"}``.
    """

    text: str
    args: Mapping[str, Any] = field(default_factory=dict)
    #: the GM's alone (what a die rolled in secret gave: a critical injury's recovery time): an
    #: export for the players leaves it out of the line it is part of
    gm_only: bool = False


@record
class Outcome:
    """What a rule function did: the new state, the log lines and the rolls made.

    ``arithmetic`` is the worked sum a dialog shows before the GM applies it
    ("24 − 4 armor = 20, bullet ×2 = 40"): a plain string when it is numbers only, else a marked
    template whose words are translated when shown (see :mod:`app.rules.worked`).
    """

    state: State
    lines: list[LogLine] = field(default_factory=list)
    rolls: list[RollRecord] = field(default_factory=list)
    arithmetic: Arithmetic = ""
    #: the result is for the GM's eyes only (a clip drawn at random that the player must not learn)
    secret: bool = False
    #: what the log's line opens with instead of the action's own ("{name} healed"), when the rules
    #: know better what happened ("First aid on {name}'s left arm goes wrong"); {name}: the character
    headline: LogLine | None = None
    #: a damage's points after armor and multipliers, before the track stopped them (History names
    #: them beside what the track lost: "32 damage, Life Points −28"); None where the rules do not say
    dealt: int | None = None
    #: what History calls the action, when the rules know better than the tracks and states it
    #: moved ("Ben Okafor's critical injury 64 named: Cracked ribs", not "Ben Okafor healed (now:
    #: Cracked ribs; removed: Critical injury 64)"); {name}: the character
    label: LogLine | None = None
    #: what the outcome changed beyond the tracks, each as words naming its two ends "{old} → {new}"
    #: ("score {old} → {new}"): the action's Undo names them given back ("score 2 → 1")
    changed: list[LogLine] = field(default_factory=list)


@record(frozen=True)
class DayHealing:
    """One whom whole days passing give health back for the food eaten each day (twdu: "A PC or NPC
    naturally recovers one point of Health each day, as long as they are able to consume one ration
    of food during that day"), as the GM is asked before the days pass: ``fed``, whether the box
    "ate each day" starts ticked (they carry food, or their sheet keeps no count of it); ``sick``,
    whether a sickness keeps the health from coming back whatever they eat (said beside the box);
    ``food``: the sheet's count of food a day eaten spends one of (twdu's rations), empty where the
    sheet keeps none; ``stock``: how many it holds now."""

    fed: bool = True
    sick: bool = False
    food: str = ""
    stock: int = 0


@record(frozen=True)
class BudgetLine:
    """One creation budget: what is spent against what is allowed, with the reason if over."""

    key: str
    label: str
    spent: int
    allowed: int
    reason: str = ""
    #: how the line reads, saying what its numbers count: a marked template (context ``rules``) with
    #: ``{spent}``, ``{left}``, ``{allowed}`` and their plural forms ("Attribute points: {left} of
    #: {allowed} left"); "" for the label and "{left} of {allowed} left"
    text: str = ""

    @property
    def left(self) -> int:
        return self.allowed - self.spent

    @property
    def over(self) -> bool:
        return self.spent > self.allowed


@record(frozen=True)
class ThreatLevelSpec:
    """One named step of the threat dial: its number, its name and the situation it stands for."""

    level: int
    name: str
    situation: str


#: the threat dial (or plain tension meter) runs from 0 to 6 in every ruleset
MIN_THREAT = 0
MAX_THREAT = 6

#: the plain tension meter's word for each level 0-6, read beside its number on the players' screen
#: ("Tension 3 · Tense"), where a ruleset names no Threat Levels of its own
TENSION_WORDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("rules", "Calm"),
    QT_TRANSLATE_NOOP("rules", "Uneasy"),
    QT_TRANSLATE_NOOP("rules", "Wary"),
    QT_TRANSLATE_NOOP("rules", "Tense"),
    QT_TRANSLATE_NOOP("rules", "Dire"),
    QT_TRANSLATE_NOOP("rules", "Desperate"),
    QT_TRANSLATE_NOOP("rules", "Breaking point"),
)


@record(frozen=True)
class Participant:
    """A character as rule functions about several characters see it."""

    id: int
    kind: str  # pc, npc, zombie
    sheet: Sheet
    state: State


#: what an ammunition stock offers: fire, reload, refill (ammo found), give (to another
#: character), empty (lost, ruined, a mess-up)
AMMO_ACTIONS = ("fire", "reload", "refill", "give", "empty")


@record(frozen=True)
class AmmoStock:
    """One thing a character's ammunition is counted on, as the ammo ledger shows it: a firearm
    (its Ammo Points, its magazine and spare rounds, its loaded clip) or a stock of its own (the
    spare clips carried).

    ``key`` names it within the character; ``label`` is the sheet's name for it or, when
    ``label_ctx`` is ``"rules"``, a marked label to translate.  ``count`` is what is left in the
    ruleset's currency, ``unit`` (a marked label: "AP", "rounds", "clips"); ``capacity`` what a
    full load holds (0: no limit); ``spare`` the spare rounds beside it; ``clips`` the rounds in
    each spare clip, in the order carried.  ``actions`` lists which of :data:`AMMO_ACTIONS` apply.
    """

    key: str
    label: str
    unit: str
    count: int
    capacity: int = 0
    spare: int = 0
    clips: tuple[int, ...] = ()
    actions: frozenset[str] = frozenset()
    label_ctx: str = ""
    #: whether the player may know ``count`` (False: the rounds of a clip drawn at random, which
    #: only the GM sees); the spare clips' contents are never on a player's screen
    known: bool = True
    #: what the player reads instead of a count not known (a marked label in context ``rules``, its
    #: ``{capacity}`` the full load): why the phone has no number, in the rules' words
    unknown_why: str = ""

    @property
    def total(self) -> int:
        """Everything this stock holds, in its unit: the count and the spare rounds."""
        return self.count + self.spare


@record(frozen=True)
class InitiativeRoll:
    """An initiative result: the value shown, the sort key (higher first) and the roll."""

    value: int
    sort_key: tuple[int, ...]
    roll: RollRecord | None = None
