"""The body of a grid-and-limbs character: six hit-point pools, bleeding and first-aid marks.

Rule text (revision), "Damage": each body part has an HP pool separate from the main pool; the
torso has the main pool as its own.  "Your limbs have HP pools equal to 3/4 of your main HP pool;
your head, however, only has 1/2 the HP of your main pool."  A hit on a limb takes the damage from
the limb and half of it from the main pool ("if you are hit in the left leg for six hitpoints, you
also lose three hitpoints from your main hitpoints"); a hit on the head takes double from the main
pool.  A part at 0 is useless; the head or the main pool at 0 is death.

Bleeding (end of each round): a limb or the head at or below half its maximum loses 1 and costs
the main pool 1; the main pool at or below half loses 1 more ("if all your hitpoint pools have
been halved, you're taking six damage a round").  A hit on a non-functioning limb "adds a point
per round's bleed damage to that limb" for good.  First aid on a limb stops its bleeding until
the limb is hit again.

:class:`Body` is an immutable value: every change returns a new one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

HEAD = "head"
TORSO = "torso"
LEFT_ARM = "left_arm"
RIGHT_ARM = "right_arm"
LEFT_LEG = "left_leg"
RIGHT_LEG = "right_leg"

#: every body part, in the order pools are stored and drawn
PARTS: tuple[str, ...] = (HEAD, TORSO, LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG)
ARMS: tuple[str, ...] = (LEFT_ARM, RIGHT_ARM)
LEGS: tuple[str, ...] = (LEFT_LEG, RIGHT_LEG)
LIMBS: tuple[str, ...] = ARMS + LEGS

PART_LABELS: dict[str, str] = {
    HEAD: QT_TRANSLATE_NOOP("rules", "Head"),
    TORSO: QT_TRANSLATE_NOOP("rules", "Torso (main pool)"),
    LEFT_ARM: QT_TRANSLATE_NOOP("rules", "Left arm"),
    RIGHT_ARM: QT_TRANSLATE_NOOP("rules", "Right arm"),
    LEFT_LEG: QT_TRANSLATE_NOOP("rules", "Left leg"),
    RIGHT_LEG: QT_TRANSLATE_NOOP("rules", "Right leg"),
}
#: a part as a sentence names it, in lower case ("First aid on Dov's left arm goes wrong", "Strikes
#: the right arm: 6 damage")
PART_IN_LINE: dict[str, str] = {
    HEAD: QT_TRANSLATE_NOOP("rules", "head"),
    TORSO: QT_TRANSLATE_NOOP("rules", "torso"),
    LEFT_ARM: QT_TRANSLATE_NOOP("rules", "left arm"),
    RIGHT_ARM: QT_TRANSLATE_NOOP("rules", "right arm"),
    LEFT_LEG: QT_TRANSLATE_NOOP("rules", "left leg"),
    RIGHT_LEG: QT_TRANSLATE_NOOP("rules", "right leg"),
}
#: the parts' short names, for a narrow list (the full name stays in the tooltip)
PART_SHORT: dict[str, str] = {
    HEAD: QT_TRANSLATE_NOOP("rules", "Head"),
    TORSO: QT_TRANSLATE_NOOP("rules", "Torso"),
    LEFT_ARM: QT_TRANSLATE_NOOP("rules", "L. arm"),
    RIGHT_ARM: QT_TRANSLATE_NOOP("rules", "R. arm"),
    LEFT_LEG: QT_TRANSLATE_NOOP("rules", "L. leg"),
    RIGHT_LEG: QT_TRANSLATE_NOOP("rules", "R. leg"),
}
#: the parts' abbreviations, for a body figure in a list narrower still (a laptop's fight list in
#: Russian or Spanish: "Л.рук", "Br. izq."), the torso's short name being short enough
PART_ABBR: dict[str, str] = {
    HEAD: QT_TRANSLATE_NOOP("rules", "Hd."),
    LEFT_ARM: QT_TRANSLATE_NOOP("rules", "L.arm"),
    RIGHT_ARM: QT_TRANSLATE_NOOP("rules", "R.arm"),
    LEFT_LEG: QT_TRANSLATE_NOOP("rules", "L.leg"),
    RIGHT_LEG: QT_TRANSLATE_NOOP("rules", "R.leg"),
}

#: the smallest Max HP that gives every part at least one point (head ⌊2/2⌋ = 1, limb ⌊6/4⌋ = 1)
MIN_MAX_HP = 2


def _index(part: str) -> int:
    try:
        return PARTS.index(part)
    except ValueError:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown body part.")) from None


def part_maximum(part: str, max_hp: int) -> int:
    """The pool maximum of ``part``: torso = Max HP, limbs ⌊3/4 × Max HP⌋, head ⌊1/2 × Max HP⌋."""
    _index(part)
    if part == TORSO:
        return max_hp
    if part == HEAD:
        return max_hp // 2
    return 3 * max_hp // 4


def main_pool_loss(part: str, damage: int) -> int:
    """What a hit of ``damage`` on ``part`` costs the main pool.

    Torso: the damage itself.  Head: double ("in which case you lose double").  A limb: half the
    damage, rounded up (README: ⌈d/2⌉; the text's example: a six-point leg hit costs three).
    """
    _index(part)
    if part == TORSO:
        return damage
    if part == HEAD:
        return 2 * damage
    return (damage + 1) // 2


def _check_max_hp(max_hp: int) -> int:
    if isinstance(max_hp, bool) or not isinstance(max_hp, int):
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Max HP must be a whole number."))
    if max_hp < MIN_MAX_HP:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Max HP must be at least 2."))
    return max_hp


@dataclass(frozen=True)
class Body:
    """Six pools and the marks bleeding and first aid leave, all in :data:`PARTS` order.

    ``marks`` counts the extra bleeding of each limb from hits taken while it was useless;
    ``bandaged`` says that first aid stopped the limb's bleeding (until its next hit);
    ``restored`` is how much first aid has given back to the limb in total (capped at half its
    maximum).
    """

    max_hp: int
    pools: tuple[int, ...]
    marks: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    bandaged: tuple[bool, ...] = (False, False, False, False, False, False)
    restored: tuple[int, ...] = (0, 0, 0, 0, 0, 0)

    # ---- construction -------------------------------------------------------------------------
    @classmethod
    def fresh(cls, max_hp: int) -> Body:
        """An unhurt body: every pool at its maximum, no marks."""
        _check_max_hp(max_hp)
        return cls(max_hp, tuple(part_maximum(p, max_hp) for p in PARTS))

    def to_dict(self) -> dict[str, Any]:
        """The JSON form kept in a character's state."""
        return {
            "max_hp": self.max_hp,
            "pools": {p: self.pools[i] for i, p in enumerate(PARTS)},
            "bleed_marks": {p: self.marks[i] for i, p in enumerate(PARTS) if p in LIMBS},
            "bandaged": {p: self.bandaged[i] for i, p in enumerate(PARTS) if p in LIMBS},
            "first_aid_restored": {p: self.restored[i] for i, p in enumerate(PARTS) if p in LIMBS},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Body:
        """Read :meth:`to_dict`'s form back, refusing anything out of range."""
        try:
            max_hp = _check_max_hp(data["max_hp"])
            pools_in = data["pools"]
            marks_in = data.get("bleed_marks", {})
            bandaged_in = data.get("bandaged", {})
            restored_in = data.get("first_aid_restored", {})
            for mapping in (pools_in, marks_in, bandaged_in, restored_in):
                if not isinstance(mapping, Mapping) or set(mapping) - set(PARTS):
                    raise RulesError(QT_TRANSLATE_NOOP("rules", "The stored body is not valid."))
            pools = tuple(_whole(pools_in[p]) for p in PARTS)
            marks = tuple(_whole(marks_in.get(p, 0)) if p in LIMBS else 0 for p in PARTS)
            bandaged = tuple(bool(bandaged_in.get(p, False)) and p in LIMBS for p in PARTS)
            restored = tuple(_whole(restored_in.get(p, 0)) if p in LIMBS else 0 for p in PARTS)
        except (KeyError, TypeError):
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The stored body is not valid.")) from None
        for i, p in enumerate(PARTS):
            if not 0 <= pools[i] <= part_maximum(p, max_hp) or marks[i] < 0 or restored[i] < 0:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "The stored body is not valid."))
        return cls(max_hp, pools, marks, bandaged, restored)

    # ---- reading ------------------------------------------------------------------------------
    def maximum(self, part: str) -> int:
        return part_maximum(part, self.max_hp)

    def pool(self, part: str) -> int:
        return self.pools[_index(part)]

    def useless(self, part: str) -> bool:
        """A part at 0 hit points is useless (for the head or torso that means death)."""
        return self.pool(part) == 0

    @property
    def dead(self) -> bool:
        """Dead when the head or the main pool is at 0."""
        return self.pool(HEAD) == 0 or self.pool(TORSO) == 0

    def useless_legs(self) -> int:
        return sum(1 for leg in LEGS if self.useless(leg))

    def bleed_mark(self, part: str) -> int:
        return self.marks[_index(part)]

    def is_bandaged(self, part: str) -> bool:
        return self.bandaged[_index(part)]

    def first_aid_restored(self, part: str) -> int:
        return self.restored[_index(part)]

    def at_or_below_half(self, part: str) -> bool:
        """Whether ``part`` is at or below half its maximum (the bleeding threshold)."""
        return 2 * self.pool(part) <= self.maximum(part)

    def bleeding(self, part: str) -> int:
        """How much ``part`` costs the main pool each round by bleeding.

        A limb or the head at or below half bleeds 1, a limb adds its marks from hits taken
        while useless; a bandaged limb does not bleed.  The torso (the main pool) bleeds 1 at or
        below half.  A dead body no longer bleeds.
        """
        i = _index(part)
        if self.dead or self.bandaged[i]:
            return 0
        return (1 if self.at_or_below_half(part) else 0) + self.marks[i]

    def bleeding_per_round(self) -> int:
        """The main pool's loss at the end of the round from every bleeding part."""
        return sum(self.bleeding(p) for p in PARTS)

    # ---- changes ------------------------------------------------------------------------------
    def with_pool(self, part: str, value: int) -> Body:
        """The same body with ``part`` set to ``value`` (kept within 0 and its maximum)."""
        i = _index(part)
        value = max(0, min(value, self.maximum(part)))
        return replace(self, pools=self.pools[:i] + (value,) + self.pools[i + 1 :])

    def hit(self, part: str, damage: int) -> Body:
        """A hit of ``damage`` on ``part`` (rule text, "Damage").

        The part loses the damage (a torso hit is a main-pool hit), the main pool loses its share
        (:func:`main_pool_loss`).  A hit on a limb lifts its first-aid bandage; a hit on a limb
        that was already useless adds one to its bleeding for good.  Pools stop at 0.
        """
        i = _index(part)
        if isinstance(damage, bool) or not isinstance(damage, int) or damage < 0:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "Damage must be a whole number, 0 or more."))
        if damage == 0:
            return self
        body = self
        if part in LIMBS:
            marks = self.marks
            if self.pools[i] == 0:
                marks = marks[:i] + (marks[i] + 1,) + marks[i + 1 :]
            bandaged = self.bandaged[:i] + (False,) + self.bandaged[i + 1 :]
            body = replace(body, marks=marks, bandaged=bandaged)
        if part != TORSO:
            body = body.with_pool(part, body.pool(part) - damage)
        return body.with_pool(TORSO, body.pool(TORSO) - main_pool_loss(part, damage))

    def end_of_round(self) -> Body:
        """One round of bleeding.

        Every threshold is read from the body as the round ends, then applied at once: each
        bleeding limb or head loses 1 (not below 0), and the main pool loses the total of
        :meth:`bleeding_per_round`.  A dead body is returned unchanged.
        """
        if self.dead:
            return self
        loss = self.bleeding_per_round()
        body = self
        for part in PARTS:
            if part != TORSO and not self.bandaged[_index(part)] and self.at_or_below_half(part):
                body = body.with_pool(part, body.pool(part) - 1)
        return body.with_pool(TORSO, body.pool(TORSO) - loss)

    def lose(self, part: str, points: int) -> Body:
        """``part`` loses ``points`` directly, with no share to the main pool and no hit marks.

        Used for sprinting to 0 stamina ("deducts one HP from your legs").
        """
        return self.with_pool(part, self.pool(part) - points)

    def restore(self, part: str, points: int) -> Body:
        """``part`` gains ``points`` (never above its maximum)."""
        return self.with_pool(part, self.pool(part) + points)

    def bandage(self, part: str, restored: int) -> Body:
        """Record a successful first aid on a limb: its bleeding stops and ``restored`` is added
        to the limb's pool and to its first-aid total (only what fits under the maximum counts)."""
        i = _index(part)
        if part not in LIMBS:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "First aid helps the arms and legs only."))
        restored = max(0, min(restored, self.maximum(part) - self.pool(part)))
        body = replace(
            self,
            bandaged=self.bandaged[:i] + (True,) + self.bandaged[i + 1 :],
            restored=self.restored[:i] + (self.restored[i] + restored,) + self.restored[i + 1 :],
        )
        return body.restore(part, restored)

    def with_max_hp(self, max_hp: int) -> Body:
        """The same body under a new Max HP (experience): maxima follow, current pools stay
        (cut down to a smaller maximum)."""
        _check_max_hp(max_hp)
        if max_hp == self.max_hp:
            return self
        pools = tuple(min(v, part_maximum(p, max_hp)) for p, v in zip(PARTS, self.pools, strict=True))
        return replace(self, max_hp=max_hp, pools=pools)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not a whole number")
    return value
