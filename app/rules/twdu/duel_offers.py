"""twdu: a duel's damage offers, each saying how its number is made (the text, "Duels"): the winner
"inflict[s] damage on the other fighter equal to their own weapon's Damage rating", and "each extra
success increases the damage done by one point"; on equal successes "you will hit each other
simultaneously", each side dealing its own weapon's Damage, no success beyond the other's to add.
A straight roll at one who does not shoot back: weapon Damage + (successes − 1).

"Apply 3 damage to Walker (weapon damage 2 + 1 extra success)", "Apply 2 damage to Rook (both hit:
weapon damage 2)": the bare "Apply 2 damage to Mia Chen" beside "Both hit, 2 against 2" left the
GM to work out whose weapon made which number."""

from __future__ import annotations

from typing import Literal

from app.rules.rolling import DamageOffer
from app.rules.text import QT_TRANSLATE_NOOP

#: a hit with successes beyond the other side's (or beyond the first, a straight roll)
EXTRA = QT_TRANSLATE_NOOP(
    "rules", "Apply {amount} damage to {name} (weapon damage {weapon} + {extra} extra {extra|success|successes})")
#: a hit with none beyond
BARE = QT_TRANSLATE_NOOP("rules", "Apply {amount} damage to {name} (weapon damage {weapon}, no extra success)")
#: equal successes: each side deals its own weapon's Damage
BOTH = QT_TRANSLATE_NOOP("rules", "Apply {amount} damage to {name} (both hit: weapon damage {weapon})")


def said_offer(to: Literal["roller", "opponent"], amount: int, weapon: int, both: bool = False) -> DamageOffer:
    """The offer of ``amount`` damage ``to`` one side, dealt with a weapon of Damage ``weapon``
    (the successes beyond it making up the rest), its button saying so; ``both``: the two hit."""
    extra = max(0, amount - weapon)
    label = BOTH if both else EXTRA if extra else BARE
    return DamageOffer(to, amount, {"damage": amount, "source": "attack"}, label=label,
                       args={"amount": amount, "weapon": weapon, "extra": extra})


def said_offers(to_opponent: int, to_roller: int, roller_weapon: int, opponent_weapon: int,
                both: bool = False) -> tuple[DamageOffer, ...]:
    """A duel's offers to the opponent's and the roller's damage forms, each with its arithmetic."""
    offers = []
    if to_opponent:
        offers.append(said_offer("opponent", to_opponent, roller_weapon, both))
    if to_roller:
        offers.append(said_offer("roller", to_roller, opponent_weapon, both))
    return tuple(offers)
