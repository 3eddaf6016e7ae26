"""Rolling an All Flesh Must Be Eaten task: the d10 with its natural 10 and 1, and the total.

* Test (unisystem §2.1; norms "What to Roll"): d10 + attribute + skill + modifiers.
* Checks (unisystem §2.2): a simple check adds twice the attribute, a difficult check once.
* Unskilled (unisystem §2.3): the attribute alone, a penalty of −2 (fairly easy) to −10 (really
  hard), and never better than Decent (level 2).  The norms text only says "just dexterity, if
  you're unskilled": the attribute alone, no fixed penalty, no cap.
* Several actions in one turn (unisystem §4): −2 for the second, −4 for the third, and so on; in
  melee one attack and one defence come free.
* Good Luck (norms, qualities): a luck point spent after the roll raises it; Bad Luck: the GM
  spends points to lower the character's rolls.  How much one point is worth the text leaves open:
  the campaign option ``luck_bonus`` (1 by default) says.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.afmbe.levels import DEFAULT_DIFFICULTY, MAX_LEVEL, level_name, success_level_against
from app.rules.afmbe.odds import PRESETS
from app.rules.base import RulesError
from app.rules.dice import Dice, Face, RollRecord
from app.rules.numbers import number, signed
from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

TASK_KINDS = ("test", "simple", "difficult", "unskilled")

#: the highest level an unskilled unisystem test can reach ("no mayor que Decente")
UNSKILLED_CAP = 2

_ONE_CHAIN = {4: -1, 3: -2, 2: -3, 1: -5}

#: one part of what is added to the die, after its name: "attribute +3", "wounds and fatigue −5"
PART = QT_TRANSLATE_NOOP("rules", "{part} {points}")
#: the parts as one number, in logs written before every part was named
BONUS_BEFORE = QT_TRANSLATE_NOOP("rules", "bonus {points}")
#: the penalty wounds and fatigue put on every action (unisystem), a part of its own
WOUNDS_AND_FATIGUE = QT_TRANSLATE_NOOP("rules", "wounds and fatigue")
#: the parts of a task named in general, when the roll does not say which attribute or skill it took
ATTRIBUTE = QT_TRANSLATE_NOOP("rules", "attribute")
SKILL = QT_TRANSLATE_NOOP("rules", "skill")
#: a simple check's doubled attribute, by the attribute's sheet name ("Dexterity ×2", "Ловкость ×2")
ATTRIBUTE_TWICE = {
    QT_TRANSLATE_NOOP("rules", "Strength"): QT_TRANSLATE_NOOP("rules", "Strength ×2"),
    QT_TRANSLATE_NOOP("rules", "Dexterity"): QT_TRANSLATE_NOOP("rules", "Dexterity ×2"),
    QT_TRANSLATE_NOOP("rules", "Constitution"): QT_TRANSLATE_NOOP("rules", "Constitution ×2"),
    QT_TRANSLATE_NOOP("rules", "Intelligence"): QT_TRANSLATE_NOOP("rules", "Intelligence ×2"),
    QT_TRANSLATE_NOOP("rules", "Perception"): QT_TRANSLATE_NOOP("rules", "Perception ×2"),
    QT_TRANSLATE_NOOP("rules", "Willpower"): QT_TRANSLATE_NOOP("rules", "Willpower ×2"),
}


_signed = signed


@dataclass(frozen=True)
class DieRoll:
    """The task die: every d10 face rolled (natural first) and the value they make."""

    faces: tuple[int, ...]
    value: int
    #: the preset whose natural 10 and 1 rolled the die again ("" when not known: a plain wording)
    preset: str = ""

    @property
    def natural(self) -> int:
        return self.faces[0]

    @property
    def text(self) -> Arithmetic:
        """``"d10 7"``; a natural 10 or 1 rolled again, with the rule that did it as the text words
        it: "d10 10 (Unisystem rule of ten: again 8, what is over 5 is added…): 13"."""
        if len(self.faces) == 1:
            return f"d10 {self.faces[0]}"
        template = RULE_WORDS.get((self.preset, self.faces[0]),
                                  QT_TRANSLATE_NOOP("rules", "d10 rolled {first}, again {again}: {value}"))
        return marked(template, first=self.faces[0], again=", ".join(str(f) for f in self.faces[1:]),
                      value=self.value)


#: a die rolled again, by preset and natural face: what the text says a 10 and a 1 do, named by the
#: preset whose text says it (unisystem §3 "La Regla del Diez y la del 1"; norms "Rolling natural 1's
#: and 10's"): the two presets read a natural 1 or 10 differently, and the GM tells which at a glance
RULE_WORDS: dict[tuple[str, int], str] = {
    ("unisystem", 10): QT_TRANSLATE_NOOP(
        "rules", "d10 {first} (Unisystem rule of ten: again {again}, what is over 5 is added, a 10 adds 5 and "
                 "rolls on): {value}"),
    ("unisystem", 1): QT_TRANSLATE_NOOP(
        "rules", "d10 {first} (Unisystem rule of one: again {again}, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 "
                 "−5, a 1 rolls on): {value}"),
    ("norms", 10): QT_TRANSLATE_NOOP("rules", "d10 {first} (Norms: a natural 10 adds another d10: {again}): {value}"),
    ("norms", 1): QT_TRANSLATE_NOOP(
        "rules", "d10 {first} (Norms: a natural 1 takes off another d10: {again}): {value}"),
}
#: the same, in logs written before the preset was named
WRITTEN_BEFORE = (
    QT_TRANSLATE_NOOP(
        "rules", "d10 {first} (rule of ten: again {again}, what is over 5 is added, a 10 adds 5 and rolls on): "
                 "{value}"),
    QT_TRANSLATE_NOOP(
        "rules", "d10 {first} (rule of one: again {again}, 5 to 10 leave the 1, 4 3 2 1 make it −1 −2 −3 −5, "
                 "a 1 rolls on): {value}"),
    QT_TRANSLATE_NOOP("rules", "d10 {first} (a natural 10 adds another d10: {again}): {value}"),
    QT_TRANSLATE_NOOP("rules", "d10 {first} (a natural 1 takes off another d10: {again}): {value}"),
)


def roll_die(dice: Dice, preset: str) -> DieRoll:
    """Roll the task die with the preset's natural 10 and 1 (see :mod:`app.rules.afmbe.odds`)."""
    if preset not in PRESETS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    first = dice.d(10)
    faces = [first]
    if preset == "norms":
        if first == 10:
            extra = dice.d(10)
            faces.append(extra)
            return DieRoll(tuple(faces), 10 + extra, preset)
        if first == 1:
            extra = dice.d(10)
            faces.append(extra)
            return DieRoll(tuple(faces), 1 - extra, preset)
        return DieRoll(tuple(faces), first)
    if first == 10:
        value = 10
        while True:
            again = dice.d(10)
            faces.append(again)
            if again == 10:
                value += 5
                continue
            value += max(0, again - 5)
            break
        return DieRoll(tuple(faces), value, preset)
    if first == 1:
        change = 0
        while True:
            again = dice.d(10)
            faces.append(again)
            if again >= 5:
                break
            change += _ONE_CHAIN[again]
            if again != 1:
                break
        return DieRoll(tuple(faces), change if change else 1, preset)
    return DieRoll(tuple(faces), first)


def several_actions_penalty(action_number: int, free_actions: int = 1) -> int:
    """The penalty of the ``action_number``-th action of a turn (unisystem §4).

    One action a turn is free (in melee one attack and one defence: ``free_actions=2``); each
    further action takes −2 more: the second −2, the third −4…
    """
    if action_number < 1 or free_actions < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Actions are counted from 1."))
    return -2 * max(0, action_number - free_actions)


@dataclass(frozen=True)
class TaskBonus:
    """What is added to the d10 before luck: each part labelled for the log."""

    parts: tuple[tuple[str, int], ...]
    cap: int

    def plus(self, label: str, value: int) -> TaskBonus:
        """This bonus and one more part (none when ``value`` is 0)."""
        return TaskBonus((*self.parts, (label, value)), self.cap) if value else self

    @property
    def total(self) -> int:
        return sum(v for _, v in self.parts)


def task_bonus(preset: str, kind: str, attribute: int, skill: int = 0, modifiers: int = 0,
               unskilled_penalty: int = 0, action_number: int = 1, free_actions: int = 1,
               cap: int = MAX_LEVEL, *, attribute_label: str = ATTRIBUTE, skill_label: str = SKILL) -> TaskBonus:
    """Everything added to the d10 of a task of ``kind`` (test, simple, difficult, unskilled).

    ``attribute_label`` and ``skill_label`` name the parts as the sheet does ("Dexterity +3",
    "Guns +2"), so the GM reads which of them the roll took.
    Refuses an unskilled unisystem test whose penalty is outside −10..−2 (§2.3).
    """
    if preset not in PRESETS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    parts: list[tuple[str, int]] = []
    if kind == "test":
        parts += [(attribute_label, attribute), (skill_label, skill)]
    elif kind == "simple":
        if preset != "unisystem":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Simple and difficult checks are unisystem rules."))
        twice = ATTRIBUTE_TWICE.get(attribute_label, QT_TRANSLATE_NOOP("rules", "attribute ×2"))
        parts.append((twice, 2 * attribute))
    elif kind == "difficult":
        if preset != "unisystem":
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Simple and difficult checks are unisystem rules."))
        parts.append((attribute_label, attribute))
    elif kind == "unskilled":
        parts.append((attribute_label, attribute))
        if preset == "unisystem":
            if not -10 <= unskilled_penalty <= -2:
                raise RulesError(QT_TRANSLATE_NOOP(
                    "rules", "An unskilled test takes a penalty from −2 to −10."))
            parts.append((QT_TRANSLATE_NOOP("rules", "unskilled"), unskilled_penalty))
            cap = min(cap, UNSKILLED_CAP)
        elif unskilled_penalty:
            parts.append((QT_TRANSLATE_NOOP("rules", "unskilled"), unskilled_penalty))
    else:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown kind of task."))
    if modifiers:
        parts.append((QT_TRANSLATE_NOOP("rules", "modifiers"), modifiers))
    actions = several_actions_penalty(action_number, free_actions)
    if actions:
        parts.append((QT_TRANSLATE_NOOP("rules", "several actions"), actions))
    return TaskBonus(tuple(parts), max(0, min(cap, MAX_LEVEL)))


@dataclass(frozen=True)
class TaskResult:
    """A rolled task: the die, the bonus, luck, the total and its success level."""

    die: DieRoll
    bonus: TaskBonus
    luck: int
    bad_luck: int
    difficulty: int
    total: int
    level: int

    @property
    def success(self) -> bool:
        return self.level > 0

    @property
    def level_name(self) -> str:
        return level_name(self.level)

    @property
    def faces(self) -> tuple[int, ...]:
        return self.die.faces

    @property
    def text(self) -> Arithmetic:
        """The worked roll, every number after its name: "d10 7; attribute +3; skill +2; several
        actions −2; total 10" (never a bare "−9" the GM cannot place); with the die rolled again or
        luck: "d10 rolled 10, again 8: 13; attribute +3; luck +1; total 17".  A die alone: "d10 7 = 7"."""
        die = self.die.text
        named = [(label, value) for label, value in self.bonus.parts if value]
        if isinstance(die, str) and not named and not self.luck and not self.bad_luck:
            return f"{die} = {number(self.total)}"
        steps: list[Arithmetic] = [die]
        steps += [marked(PART, part=marked(label), points=_signed(value)) for label, value in named]
        if self.luck:
            steps.append(marked(QT_TRANSLATE_NOOP("rules", "luck {points}"), points=_signed(self.luck)))
        if self.bad_luck:
            steps.append(marked(QT_TRANSLATE_NOOP("rules", "bad luck {points}"), points=_signed(-self.bad_luck)))
        steps.append(marked(QT_TRANSLATE_NOOP("rules", "total {total}"), total=self.total))
        return steps

    def record(self, label: str, typed: bool = False) -> RollRecord:
        """The roll for the log: every d10 face, the worked text and the total."""
        return RollRecord(label, [Face(10, f) for f in self.die.faces], self.text, self.total, typed)


def resolve_task(die: DieRoll, bonus: TaskBonus, luck: int = 0, bad_luck: int = 0,
                 difficulty: int = DEFAULT_DIFFICULTY) -> TaskResult:
    """The total and success level of a task whose die is already rolled.

    ``luck`` and ``bad_luck`` are the points' worth (points × the campaign's luck bonus), added and
    subtracted after the roll.
    """
    if luck < 0 or bad_luck < 0:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Luck cannot be negative."))
    total = die.value + bonus.total + luck - bad_luck
    level = success_level_against(total, difficulty, bonus.cap)
    return TaskResult(die, bonus, luck, bad_luck, difficulty, total, level)


def roll_task(dice: Dice, preset: str, kind: str = "test", *, attribute: int, skill: int = 0,
              modifiers: int = 0, difficulty: int = DEFAULT_DIFFICULTY, unskilled_penalty: int = 0,
              action_number: int = 1, free_actions: int = 1, luck: int = 0, bad_luck: int = 0,
              cap: int = MAX_LEVEL) -> TaskResult:
    """Roll a task: d10 (natural 10 and 1 per preset) + bonus + luck − bad luck against a difficulty.

    Example (norms "What to Roll"): DEX 3 and Guns 2 roll 1d10+5.
    """
    bonus = task_bonus(preset, kind, attribute, skill, modifiers, unskilled_penalty, action_number,
                       free_actions, cap)
    return resolve_task(roll_die(dice, preset), bonus, luck, bad_luck, difficulty)
