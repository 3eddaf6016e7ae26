"""The dice dock's shot as the map set it up, kept up with the map.

The map hands the dice dock a shot's inputs (the distance, whether the shooter moved this turn) and
its target (X, the start of a turn).  Those inputs are the map's at that moment: a move undone (or
redone, or made) changes them.  :class:`MapShot` keeps whom the map's shot was for and at whom, and
the inputs it handed over; after every change it reads them again from the store, as X does, and
hands the new ones to the form when they differ (the undone move: "Shooter moved this turn" no
longer ticked, the distance the map says again).  The shot stays the map's only while the dock
still rolls for that shooter against that target: another roller or another target picked is the
GM's own, and the map no longer speaks for it.

:class:`MapShot` is a member of :class:`ui.docks.dice_dock.DiceDock`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.docks.dice_forms import DiceForms


class MapShot:
    """Whom the map's shot was for, at whom, and with which inputs (None: no shot from the map)."""

    def __init__(self, services: Callable[[], Services | None], forms: DiceForms) -> None:
        self._services = services
        self._forms = forms
        self.shot: tuple[int, int, dict[str, Any]] | None = None

    def remember(self, character_id: int, inputs: Mapping[str, Any], opponent_id: int | None) -> None:
        """The map offered ``inputs`` for ``character_id``'s shot at ``opponent_id``."""
        self.shot = (character_id, opponent_id, dict(inputs)) if opponent_id is not None else None

    def forget(self) -> None:
        self.shot = None

    def follow(self) -> None:
        """After a change: the map's inputs read again, and handed to the form when they changed."""
        services = self._services()
        if self.shot is None or services is None:
            return
        shooter, target, given = self.shot
        forms = self._forms
        if forms.character_id() != shooter or forms.opponent_id() != target:
            self.shot = None  # the GM rolls for someone else, or at someone else: no longer the map's
            return
        grid = services.ruleset.grid()
        view = services.battle_map.attack_view(shooter, target) if grid is not None else None
        if grid is None or view is None:
            return
        inputs = dict(grid.roll_inputs(view))
        if inputs == given:
            return
        self.shot = (shooter, target, inputs)
        forms.take_inputs(shooter, inputs, target)
