"""A turn with nothing left to roll in a brawl ("in each round everyone gets one action").

The one opposed roll two fighters declared at each other (a twdu duel of shots or of close combat,
"handled as an opposed roll, as in a Duel") was rolled on the other's turn and settled this
fighter's action too: the turn shows his first kind of roll (a Mobility roll), but that is no roll
of his turn.  Or his action is made and its target went down since (Rook Broken by Ana's duel): the
dock sets him up for no other attack.  Either way the odds line says there is nothing left to roll
and that N passes the turn, and Ctrl+R says so rather than rolling.  The GM's own pick of a kind of
roll (the box, even the same kind again) is his to roll: the dock works it out as any other.  The
next turn, or an undo of the duel or of the fall, ends it.

:class:`NothingLeft` is a member of :class:`ui.docks.dice_dock.DiceDock` (``nothing_left``), set by
its :class:`~ui.docks.dice_turn.DiceTurn` as a turn is set up; its texts keep the ``DiceDock``
translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ui import keymap
from ui.docks.dice_target_words import acted_target_down_text

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.docks.dice_dock import DiceDock


def acted_this_round(services: Services, character_id: int | None) -> bool:
    """Whether ``character_id``, whose turn it is in a fight whose rounds walk phases (a brawl: "in
    each round everyone gets one action"), has rolled this round: his action is made, and a target
    of it going down sets him up for no other attack."""
    current = services.initiative.current()
    enc = services.initiative.encounter()
    if character_id is None or current is None or current.character_id != character_id or enc is None \
            or not services.initiative.phases(enc.mode):
        return False
    return bool(services.rolls.turn_rolls(character_id))


class NothingLeft:
    """What the dock holds of the turn set up: the settled action (whose, the kind shown then, the
    roll that settled it and the other fighter who rolled it) and the GM's own pick of a kind since
    (whose, which): his to roll, whatever the turn."""

    def __init__(self, dock: DiceDock) -> None:
        self.dock = dock
        self.held: tuple[int, str | None, str, str] | None = None
        self.picked: tuple[int | None, str | None] | None = None

    def clear(self) -> None:
        """Another turn: what the last one held goes."""
        self.held = self.picked = None

    def settled(self, actor: int, roll: str, other: str) -> None:
        """``actor``'s action was settled by ``roll`` on ``other``'s turn: the kind shown now is none
        of his to roll."""
        kind = self.dock.forms.kind()
        self.held = (actor, kind.key if kind is not None else None, roll, other)
        self.dock.refresh_odds()  # the odds of the kind shown give way to the line

    def chosen(self) -> None:
        """The GM picked a kind of roll himself: that one is his to roll, its odds worked out."""
        forms = self.dock.forms
        kind = forms.kind()
        self.picked = (forms.character_id(), kind.key if kind is not None else None)
        self.dock.refresh_odds()

    def rolled(self) -> None:
        """A roll was made: a kind the GM picked before it was for that roll, not for after it."""
        self.picked = None

    def said(self) -> str:
        """The line for the roll shown while nothing is left to roll this turn, else "": the action
        settled on the other's turn, or made already and its target down since (no other attack is
        set up for him)."""
        forms = self.dock.forms
        kind = forms.kind()
        actor = forms.character_id()
        if kind is None or actor is None or self.picked == (actor, kind.key):
            return ""
        name = forms.character_combo.currentText()
        held = self.held
        if held is not None and held[:2] == (actor, kind.key):
            return QCoreApplication.translate(
                "DiceDock", "Nothing left for {name} to roll this turn: {roll} on {other}'s turn settled it; "
                            "{key} passes the turn."
            ).format(name=name, roll=held[2], other=held[3], key=keymap.first_shown("fight.next"))
        target = forms.opponent_id()
        services = self.dock.services
        if target is None or services is None or forms.target.can_act(target) or not acted_this_round(services, actor):
            return ""
        return acted_target_down_text(forms.opponent_combo.currentText(), name)
