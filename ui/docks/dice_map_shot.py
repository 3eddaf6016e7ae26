"""The dice dock's shot kept up with the map.

The map knows a shot's inputs (the distance, whether the shooter moved this turn, furniture in the
way) for any shooter and target whose tokens both stand on it.  :class:`MapShot` reads them again
from the store for the roller and the target the dock shows whenever either changes, the kind of
roll changes, or the store changes (a token moved, a move undone), and hands them to the form when
they differ from what it shows: the dock never rolls at a distance the map does not say.  Within
one roller, target and kind, what the GM typed over the map's inputs stands until the map's own
inputs change (a token moved).

:class:`MapShot` is a member of :class:`ui.docks.dice_dock.DiceDock`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.services.bundle import Services
    from ui.docks.dice_forms import DiceForms

#: the map's inputs a change of roller, target or kind does not hand again (the GM's pick of gun
#: stands; X hands the map's weapon itself)
_KEPT = frozenset({"weapon"})


class MapShot:
    """The roller, target and kind last read against the map, with the map's inputs then."""

    def __init__(self, services: Callable[[], Services | None], forms: DiceForms) -> None:
        self._services = services
        self._forms = forms
        #: (roller, target, kind key), and the map's inputs for that pair when last read
        self.shot: tuple[int, int, str, dict[str, Any]] | None = None

    def remember(self, character_id: int, inputs: Mapping[str, Any], opponent_id: int | None) -> None:
        """The map offered ``inputs`` for ``character_id``'s shot at ``opponent_id`` (X): read again
        once the form has them."""
        self.shot = None

    def forget(self) -> None:
        self.shot = None

    def follow(self) -> None:
        """After a change: the map's inputs for the roller and target shown, handed to the form when
        the pair or the kind changed, or the map's inputs did, and they differ from the form's."""
        services = self._services()
        forms = self._forms
        if services is None or forms.building:
            return
        shooter, target, kind = forms.character_id(), forms.opponent_id(), forms.kind()
        grid = services.ruleset.grid()
        if shooter is None or target is None or kind is None or grid is None or forms.form is None:
            self.shot = None
            return
        view = services.battle_map.attack_view(shooter, target)
        if view is None:
            self.shot = None
            return
        keys = {f.key for f in kind.fields}
        inputs = {k: v for k, v in grid.roll_inputs(view).items() if k in keys and k not in _KEPT}
        before = self.shot
        self.shot = (shooter, target, kind.key, inputs)
        if before is not None and before[:3] == (shooter, target, kind.key) and before[3] == inputs:
            return  # nothing of the map's changed: what the GM typed stands
        shown = forms.form.values()
        if all(shown.get(k) == v for k, v in inputs.items()):
            return
        forms.take_inputs(shooter, inputs, target)
