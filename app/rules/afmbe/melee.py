"""Attack against defence in All Flesh Must Be Eaten: who wins a tie, and the exact chance of a hit.

* Unisystem melee (§4.1.2): attack and defence are resisted tests; "si el atacante consigue un
  resultado más alto que el defensor, le alcanza.  Si empata o gana el defensor este último evita al
  atacante o le para": the attacker needs a total higher than the defender's, a tie is parried.
* Unisystem, dodging shots (§4.2.2): the dodger must roll higher ("si la tirada es superior"): a
  tie is a hit.
* Norms ("Avoiding Attacks"): "if you beat the attacker's roll, you avoid the attack": a tie is a
  hit, in melee or not.

Either way the attack must first succeed (a total of 9 or more).

The chance of a hit is exact for both presets.  Past a total ``H`` far enough above both bonuses,
the unisystem chance of each attack total and of each defence tail shrinks tenfold every 5 points
(the rule of 10 adds 5 a natural 10), so the infinite rest of the sum is a geometric series with
ratio 1/100, summed in closed form.
"""

from __future__ import annotations

from fractions import Fraction

from app.rules.afmbe.levels import DEFAULT_DIFFICULTY
from app.rules.afmbe.odds import chance_at_least, total_chance
from app.rules.base import RulesError
from app.rules.text import QT_TRANSLATE_NOOP


def ties_to_defender(preset: str, melee: bool) -> bool:
    """Whether a tie between attack and defence totals is the defender's (unisystem melee only)."""
    return preset == "unisystem" and melee


def defence_holds(attack_total: int, defence_total: int, preset: str, melee: bool) -> bool:
    """Whether a defence total avoids (or parries) an attack total."""
    if ties_to_defender(preset, melee):
        return defence_total >= attack_total
    return defence_total > attack_total


def hit_probability(attack_bonus: int, defence_bonus: int | None, preset: str, melee: bool,
                    difficulty: int = DEFAULT_DIFFICULTY) -> Fraction:
    """The exact chance that the attack succeeds and the defence does not hold.

    ``defence_bonus`` None: no defence, the chance that the attack succeeds.
    """
    if defence_bonus is None:
        return chance_at_least(difficulty, attack_bonus, preset)
    # the defence holds against a total t when it reaches t + gap
    gap = 0 if ties_to_defender(preset, melee) else 1
    if preset == "norms":
        high = attack_bonus + 20  # the highest norms total
    else:
        high = max(attack_bonus, defence_bonus - gap, difficulty) + 10
    chance = Fraction(0)
    for total in range(difficulty, high + 1):
        p = total_chance(total, attack_bonus, preset)
        if p:
            chance += p * (1 - chance_at_least(total + gap, defence_bonus, preset))
    if preset == "norms":
        return chance
    # totals above ``high``: every attack total hits unless the defence holds; both factors fall
    # tenfold every 5 points, so each residue class mod 5 is a geometric series of ratio 1/100
    above = chance_at_least(high + 1, attack_bonus, preset)
    held = sum((total_chance(t, attack_bonus, preset) * chance_at_least(t + gap, defence_bonus, preset)
                for t in range(high + 1, high + 6)), Fraction(0))
    return chance + above - held * Fraction(100, 99)


def melee_action_penalty(action_number: int, other_kind_before: int = 0) -> int:
    """The several-actions penalty of a melee attack or defence (unisystem §4 "Acciones").

    "En combate cuerpo se puede realizar una acción de ataque y otra de defensa por Turno sin
    penalización.  Cualquier acción posterior a esas sufriría la regla del −2 acumulativo": the
    first attack and the first defence of a turn are free, and the other actions count −2, −4…
    in the order they come.  ``action_number`` counts this fighter's actions this turn, this one
    included; ``other_kind_before`` how many of the earlier ones were of the other kind
    (defences before an attack, attacks before a defence).  Attack, attack: the second −2;
    attack, defence, attack: the defence free, the second attack −2; defence, attack: both free.
    """
    if action_number < 1 or not 0 <= other_kind_before < action_number:
        raise RulesError(QT_TRANSLATE_NOOP(
            "rules", "Actions are counted from 1, and the earlier ones cannot outnumber them."))
    same_kind_before = action_number - 1 - other_kind_before
    if same_kind_before == 0:
        return 0
    free_used = 1 + (1 if other_kind_before else 0)
    return -2 * (action_number - free_used)
