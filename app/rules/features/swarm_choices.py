"""What a ruleset's swarm fight offers the GM, declared for the swarm panel to build from: the
picks after a lost round (:class:`LossPick`) and the numeric modifiers of a round's rolls
(:class:`RollModifier`).  Labels are marked in context ``rules``."""

from __future__ import annotations

from app.rules.records import record


@record(frozen=True)
class LossPick:
    """One of the GM's picks after a lost round.

    ``label`` is the panel's short text (the log has :meth:`SwarmRules.loss_pick_label`);
    ``option`` groups picks that count as one option (two picks must be different options: ""
    is an option of its own); ``random_victim``: the pick strikes someone chosen by a die, typed
    from the table or rolled; ``rolled``: the victim rolls to avoid it, as one who messed up does
    (:attr:`SwarmRules.single_attack_roll`); ``lone_label``: a random victim's pick when only one
    fights and no die is rolled, marked like ``label``, ``{name}`` the one it falls on ("" : ``label``)."""

    value: str
    label: str
    option: str = ""
    random_victim: bool = False
    rolled: bool = False
    lone_label: str = ""

    @property
    def group(self) -> str:
        return self.option or self.value


@record(frozen=True)
class RollModifier:
    """A modifier the rules put on the round's rolls, a numeric field: the rules' value is the
    default (``default``, or what the rules work out for each roll) and the GM may type another
    within ``minimum``-``maximum``."""

    label: str
    tooltip: str = ""
    minimum: int = -10
    maximum: int = 10
    default: int = 0
    #: what the field's number is, said before it in the field's tooltip ("Fewer than 3 rollers":
    #: −2 dice on this roll); empty: the tooltip alone
    field_label: str = ""
