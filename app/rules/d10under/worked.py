"""The roll-under system's worked texts, each number named (issue #20, 6): what the dice dock, a
dialog's preview and the log show for a test, a shot, an armor die, a hit, a heal and a volley.

Each text is a marked value (:mod:`app.rules.worked`) translated when shown: "d10 rolled 7, needs
6 or less: failure", "d10 rolled 10, again 4, needs 10 or less: hit", "Health 100 − damage 20 = 80".
"""

from __future__ import annotations

from collections.abc import Sequence

from app.rules.text import QT_TRANSLATE_NOOP
from app.rules.worked import Arithmetic, marked

#: what a shot's die says, in words (the log line's outcome label starts a sentence; these end one)
SHOT_OUTCOME_WORDS: dict[str, str] = {
    "miss": QT_TRANSLATE_NOOP("rules", "miss"),
    "hit": QT_TRANSLATE_NOOP("rules", "hit"),
    "critical": QT_TRANSLATE_NOOP("rules", "critical hit, damage ×2"),
}


def test_text(face: int, target: int, passed: bool) -> Arithmetic:
    """An attribute test: "d10 rolled 4, needs 6 or less: success"."""
    if passed:
        return marked(QT_TRANSLATE_NOOP("rules", "d10 rolled {face}, needs {target} or less: success"),
                      face=face, target=target)
    return marked(QT_TRANSLATE_NOOP("rules", "d10 rolled {face}, needs {target} or less: failure"),
                  face=face, target=target)


def shot_text(used: Sequence[int], target: int, outcome: str, rerolled: bool, confirmed: bool | None) -> Arithmetic:
    """A shot's dice in order, each by its role: the hit die, the reroll of a 10 (Perception 10),
    the die confirming a needed 1: "d10 rolled 10, again 4, needs 10 or less: hit"."""
    args = {"face": used[0], "target": target, "outcome": marked(SHOT_OUTCOME_WORDS[outcome])}
    if rerolled and confirmed is not None:
        return marked(QT_TRANSLATE_NOOP(
            "rules", "d10 rolled {face}, again {again}, confirming die {confirm}, needs {target} or less: {outcome}"),
            again=used[1], confirm=used[2], **args)
    if rerolled:
        return marked(QT_TRANSLATE_NOOP("rules", "d10 rolled {face}, again {again}, needs {target} or less: {outcome}"),
                      again=used[1], **args)
    if confirmed is not None:
        return marked(QT_TRANSLATE_NOOP(
            "rules", "d10 rolled {face}, confirming die {confirm}, needs {target} or less: {outcome}"),
            confirm=used[1], **args)
    return marked(QT_TRANSLATE_NOOP("rules", "d10 rolled {face}, needs {target} or less: {outcome}"), **args)


def armor_die_text(face: int, deflect: int, deflected: bool) -> Arithmetic:
    """The armor's die: "armor d10 rolled 2, deflects on 3 or less: deflected"."""
    if deflected:
        return marked(QT_TRANSLATE_NOOP("rules", "armor d10 rolled {face}, deflects on {deflect} or less: deflected"),
                      face=face, deflect=deflect)
    return marked(QT_TRANSLATE_NOOP("rules", "armor d10 rolled {face}, deflects on {deflect} or less: gets through"),
                  face=face, deflect=deflect)


def hit_steps(
    amount: int, health: int, taken: int, face: int | None, deflect: int, absorb: int, deflected: bool
) -> list[Arithmetic]:
    """A hit worked through: "damage 30; armor d10 rolled 7, deflects on 3 or less: gets through;
    damage 30 − absorbed 10 = 20; Health 100 − damage 20 = 80" (the armor's parts only when it has
    them)."""
    steps: list[Arithmetic] = []
    if face is not None:
        steps.append(marked(QT_TRANSLATE_NOOP("rules", "damage {damage}"), damage=amount))
        steps.append(armor_die_text(face, deflect, deflected))
    if not deflected and absorb:
        if amount >= absorb:
            steps.append(marked(QT_TRANSLATE_NOOP("rules", "damage {damage} − absorbed {absorb} = {taken}"),
                                damage=amount, absorb=absorb, taken=taken))
        else:
            steps.append(marked(QT_TRANSLATE_NOOP("rules", "damage {damage} − absorbed {absorb}: no damage"),
                                damage=amount, absorb=absorb))
    left = health - taken
    if left < 0:
        steps.append(marked(QT_TRANSLATE_NOOP("rules", "Health {before} − damage {taken} = {left}, stops at 0"),
                            before=health, taken=taken, left=left))
    else:
        steps.append(marked(QT_TRANSLATE_NOOP("rules", "Health {before} − damage {taken} = {after}"),
                            before=health, taken=taken, after=left))
    return steps


def heal_text(before: int, amount: int, maximum: int) -> Arithmetic:
    """A heal: "Health 80 + healed 30 = 110, at most 100"."""
    if before + amount > maximum:
        return marked(QT_TRANSLATE_NOOP("rules", "Health {before} + healed {amount} = {sum}, at most {maximum}"),
                      before=before, amount=amount, sum=before + amount, maximum=maximum)
    return marked(QT_TRANSLATE_NOOP("rules", "Health {before} + healed {amount} = {after}"),
                  before=before, amount=amount, after=before + amount)


def volley_text(damages: Sequence[int]) -> Arithmetic:
    """The shots' damage before the target's armor: "shots' damage 20 + 0 + 40 = 60"."""
    if len(damages) == 1:
        return marked(QT_TRANSLATE_NOOP("rules", "shot's damage {damage}"), damage=damages[0])
    return marked(QT_TRANSLATE_NOOP("rules", "shots' damage {each} = {total}"),
                  each=" + ".join(str(d) for d in damages), total=sum(damages))


def side_text(names: Sequence[str], faces: Sequence[Sequence[int]]) -> Arithmetic:
    """A melee side's faces after its fighters' names: "Ana rolled 4 6 9", "Shambler rolled 1 | 8 |
    9" (copies of one opponent named once, each copy's dice between bars), "Ana rolled 4 6; Ben rolled
    9"; a fighter without attacks "rolled no die"; fighters without names: the faces alone."""
    dice = [" ".join(str(v) for v in d) for d in faces]
    if set(names) == {""}:
        return " | ".join(d or "-" for d in dice)

    def rolled(name: str, shown: list[str]) -> Arithmetic:
        if not any(shown):
            return marked(QT_TRANSLATE_NOOP("rules", "{name} rolled no die"), name=name)
        return marked(QT_TRANSLATE_NOOP("rules", "{name} rolled {dice}"), name=name,
                      dice=" | ".join(d or "-" for d in shown))

    if len(set(names)) == 1:
        return rolled(names[0], dice)
    return [rolled(name, [d]) for name, d in zip(names, dice, strict=True)]


def round_text(mine: Arithmetic, theirs: Arithmetic) -> Arithmetic:
    """One roll of an exchange, side a's first: "Ana rolled 4 6 9 against Shambler rolled 1 | 8 | 9"
    (what it means, highest die and Agility, is :func:`~app.rules.d10under.melee.exchange_reason`'s)."""
    return marked(QT_TRANSLATE_NOOP("rules", "{mine} against {theirs}"), mine=mine, theirs=theirs)
