"""Damage and healing as a ruleset declares them: the damage and heal forms, what the GM expects in
them for this character, their arithmetic, what giving care costs the one who gives it and what
dealing a blow does to the one who deals it.

Every ruleset has them: :meth:`app.rules.base.Ruleset.damage_rules` returns a :class:`DamageRules`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from app.rules.declarations import FieldSpec, LogLine, Outcome, Sheet, State
from app.rules.dice import Dice

if TYPE_CHECKING:
    pass


class DamageRules(ABC):
    """The damage form and its arithmetic, the heal form and its arithmetic."""

    @abstractmethod
    def damage_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        """The damage form: the amount (key ``amount``, else the first field names the action in the
        history), type, location, armor… in the order the GM answers them."""

    def damage_form(self, sheet: Sheet, state: State) -> Sequence[FieldSpec]:
        """The damage form for this character now: its state may ask for more (a block declared
        asks for the attacker's Speed); by default :meth:`damage_fields`."""
        return self.damage_fields(sheet)

    def damage_defaults(self, sheet: Sheet, state: State,
                        attacker: tuple[Sheet, State] | None = None) -> dict[str, Any]:
        """The damage form's values read off the attacker (``attacker``: his sheet and state, the
        one the GM picked or whose turn it is); {} keeps the fields' defaults."""
        return {}

    def attacker_fields(self, request: Mapping[str, Any]) -> tuple[str, ...]:
        """The damage form's keys whose values this damage (``request``: the form's values) takes off
        the attacker (an AFMBE club's d6×STR: his Strength); the dialog says so when no one is picked
        in its "Dealt by", as the number then is the form's own.  () for none."""
        return ()

    def dealt_by_no_one(self, request: Mapping[str, Any]) -> bool:
        """Whether the damage of ``request`` (the damage form's values) is one no person deals (a
        disease, a fall): the dialog's "Dealt by" then opens on no one, and goes to no one when the
        GM picks such a kind (the GM may still name one).  False by default."""
        return False

    @abstractmethod
    def apply_damage(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice, *,
                     attacker: str = "") -> Outcome:
        """The damage of ``request`` (the damage form's values) to this character; ``attacker``: the
        name of the one whose values the form holds for :meth:`attacker_fields` (the one picked as
        dealing it, or whose turn it is), for the worked sum to say whose they are ("Strength 3
        (Ash)"); "" when they are the form's own numbers."""

    def damage_odds(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> list[LogLine]:
        """What the damage's own dice decide, before they are rolled (the armor's die: what it needs
        to deflect the hit, and what the hit does each way); the Damage dialog shows it while it waits
        for those dice, the arithmetic said before Enter.  [] where no die decides anything."""
        return []

    #: whether the heal form's care rolls dice (the heal dialog asks for the faces rolled at the
    #: table); False: its numbers are all typed in the form (twdu's Medicine successes)
    heal_rolls: bool = True

    @abstractmethod
    def heal_fields(self, sheet: Sheet) -> Sequence[FieldSpec]:
        """The heal form, in the order the GM answers it."""

    @abstractmethod
    def apply_heal(self, sheet: Sheet, state: State, request: Mapping[str, Any], dice: Dice) -> Outcome:
        """The care of ``request`` (the heal form's values) given to this character."""

    def heal_defaults(
        self, sheet: Sheet, state: State, healer: tuple[Sheet, State] | None = None, *, fighting: bool = False
    ) -> dict[str, Any]:
        """The heal form's values a GM expects for this patient (the limb that bleeds…) and, when
        someone else gives the care (``healer``: his sheet and state), for him (his skill, his
        supplies); {} keeps the fields' defaults.  ``fighting``: a fight is running (the care a
        fight gives, never one that takes days)."""
        return {}

    def heal_notes(self, sheet: Sheet, state: State) -> list[LogLine]:
        """What the heal form says of this patient whatever the GM picks in it: a hurt its care
        cannot reach (a bleeding the rules' care does not treat), where the GM would look for it;
        [] for nothing to say."""
        return []

    def heal_picked(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> dict[str, LogLine]:
        """What an input of the heal form picks on this patient, by the input's key, said under it
        (an injury's number: which injury it is); {} for nothing to say."""
        return {}

    def heal_waits_for(self, sheet: Sheet, state: State, request: Mapping[str, Any]
                       ) -> tuple[str, tuple[str, ...]] | None:
        """A care that cannot be given before a check due is rolled (an injury named off a table
        before its number is rolled): that check's key and the keys of the heal form's inputs that
        wait for it (disabled until then); None (the default) when nothing waits."""
        return None

    def heal_odds(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """The heal's chances before its dice are rolled (the lines and the worked die a preview
        shows, so that the dice are rolled once, when the GM confirms); None: the preview shows the
        heal as it would roll."""
        return None

    def care_given(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """What giving the care of ``request`` to someone else costs the one giving it (``sheet``,
        ``state``: a bandage used…); None when it costs him nothing.  RulesError when he cannot."""
        return None

    def blow_dealt(self, sheet: Sheet, state: State, request: Mapping[str, Any]) -> Outcome | None:
        """What dealing the damage of ``request`` (the damage form's) to someone else does to the one
        dealing it (``sheet``, ``state``: a melee blow marks that he fought this round); None when
        nothing."""
        return None
