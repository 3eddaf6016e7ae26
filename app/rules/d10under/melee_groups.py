"""Melee in groups in the roll-under d10 rules (text, section 2), for the melee dialog: the GM's
first grouping of a fight and one exchange of a group, each fighter with its own Agility.

* The grouping: "С самого начала надо определить, кто с кем находится в ближнем бою.  В
  большинстве случаев, если игроков 2, а на них прут 6 зомби, то каждый игрок будет драться с
  3-мя.  Однако Мастер может решить, что больше противников обратят внимание на одного, чем на
  другого … или же когда на чётное количество игроков нападает нечётное количество врагов" —
  the larger side shared out as evenly as it goes (:func:`~.melee.split_melee`), the GM then
  regroups.
* Mixed Agility: "Каждая сражающаяся сторона кидает столько кубов Д10, сколько у них атак" —
  each fighter rolls its own attacks (Agility ÷ 2, rounded down: Agility 1 rolls nothing), "если
  выпали одинаковые значения, то побеждает тот персонаж, у которого значение Ловкости больше" —
  a tie of the best dice goes to the higher Agility among those who rolled them (equal Agility:
  rolled again, rules README).
* The hits: "Если игрок победил против 3 проивников, он наносит повреждения только одному на выбор
  … Если же например 3 игрока победили 1 зомби (или 3 зомби 1 игрока) то КАЖДЫЙ наносит ему
  полный урон" — a lone winner hits the one loser the GM picks; several winners each hit the lone
  loser with their full damage (Strength × 5 and the first melee weapon), through its first armor.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from app.rules.base import LogLine, RulesError
from app.rules.d10under.ammo import Weapon
from app.rules.d10under.gear import armors, fighter
from app.rules.d10under.group_melee import exchange_win_probability
from app.rules.d10under.melee import (
    ExchangeRound,
    Fighter,
    check_sides,
    exchange_reason,
    melee_exchange,
    rerolls_line,
    split_melee,
)
from app.rules.dice import Dice
from app.rules.features.melee_groups import Group, GroupExchange, MeleeFighter, MeleeGroupRules, MeleeHit
from app.rules.rolling import Chance
from app.rules.text import QT_TRANSLATE_NOOP


def _blade(fighter_: MeleeFighter) -> str | None:
    """The fighter's first melee weapon, if any (what it fights with in a group)."""
    rows = (Weapon.from_row(r) for r in fighter_.roller.sheet.get("weapons", []))
    return next((w.name for w in rows if not w.ranged), None)


def _fighter(fighter_: MeleeFighter) -> Fighter:
    return replace(fighter(fighter_.key, fighter_.roller.sheet, _blade(fighter_)), name=fighter_.roller.name)


def _names(side: Sequence[MeleeFighter]) -> str:
    return ", ".join(f.roller.name for f in side)


class D10UnderMeleeGroups(MeleeGroupRules):
    """The first grouping of a fight and a group's exchange (one against one or several)."""

    def first_grouping(self, side_one: Sequence[str], side_two: Sequence[str]) -> list[Group]:
        return split_melee(side_one, side_two)

    def check_group(self, side_a: Sequence[MeleeFighter], side_b: Sequence[MeleeFighter]) -> None:
        check_sides([_fighter(f) for f in side_a], [_fighter(f) for f in side_b])

    def fighter_line(self, fighter_: MeleeFighter) -> LogLine:
        one = _fighter(fighter_)
        text = QT_TRANSLATE_NOOP("rules", "Agility {agility}: {attacks} {attacks|attack|attacks}, {damage} damage")
        return LogLine(text, {"agility": one.agility, "attacks": one.attacks, "damage": one.damage})

    def dice_count(self, fighter_: MeleeFighter) -> int | None:
        return _fighter(fighter_).attacks

    def exchange_odds(self, side_a: Sequence[MeleeFighter], side_b: Sequence[MeleeFighter]) -> list[Chance]:
        win = exchange_win_probability([_fighter(f) for f in side_a], [_fighter(f) for f in side_b])
        return [
            Chance(QT_TRANSLATE_NOOP("rules", "Win the exchange"), win),
            Chance(QT_TRANSLATE_NOOP("rules", "Lose the exchange"), 1 - win, severity="danger"),
        ]

    def exchange(
        self, dice: Dice, side_a: Sequence[MeleeFighter], side_b: Sequence[MeleeFighter], target: str | None = None
    ) -> GroupExchange:
        fighters_a, fighters_b = [_fighter(f) for f in side_a], [_fighter(f) for f in side_b]
        check_sides(fighters_a, fighters_b)
        losers_of = {"a": side_b, "b": side_a}
        if target is not None and target not in {f.key for f in (*side_a, *side_b)}:
            raise RulesError(QT_TRANSLATE_NOOP("rules", "The one hit must be a fighter of the group."))
        result = melee_exchange(dice, fighters_a, fighters_b)
        winners = side_a if result.winner == "a" else side_b
        losers = losers_of[result.winner]
        by_key = {f.key: f for f in (*side_a, *side_b)}
        hits: list[MeleeHit] = []
        for hit in result.hits:
            if not hit.damage:
                continue
            struck = hit.targets[0] if len(hit.targets) == 1 else (target or hit.targets[0])
            if struck not in hit.targets:  # the GM's pick is on the winning side: the first loser
                struck = hit.targets[0]
            worn = armors(by_key[struck].roller.sheet)
            hits.append(MeleeHit(hit.attacker, struck, hit.damage,
                                 {"amount": hit.damage, "critical": False, "armor": "0" if worn else ""}))
        text = QT_TRANSLATE_NOOP("rules", "{winners}: won the exchange against {losers} ({why})")
        line = LogLine(text, {"winners": _names(winners), "losers": _names(losers),
                              "why": exchange_reason(result.rounds[-1]) if result.winner == "a"
                              else _their_view(result.rounds[-1])})
        again = rerolls_line(result)
        return GroupExchange(line, list(result.records), result.winner, tuple(hits), [again] if again else [])


def _their_view(rnd: ExchangeRound) -> dict[str, Any]:
    """What decided a roll the second side won, the winners' numbers first."""
    flipped = ExchangeRound(rnd.faces_b, rnd.faces_a, rnd.top_b, rnd.top_a, rnd.agility_b, rnd.agility_a,
                            "a" if rnd.winner == "b" else "b")
    return exchange_reason(flipped)
