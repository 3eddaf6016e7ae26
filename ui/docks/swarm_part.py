"""What every part of the swarm panel shares: the bound campaign's swarm service."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.services.swarm import SwarmService
    from ui.docks.base import Dock as _DockPart  # to a type checker the part is the dock's
else:
    _DockPart = object


class SwarmPart(_DockPart):
    """A part of :class:`ui.docks.swarm_dock.SwarmDock` (the dock's mixin, not a widget of its own)."""

    @property
    def swarm(self) -> SwarmService:
        """The open campaign's swarm service; the panel acts only once a campaign is bound."""
        if self.services is None:
            raise RuntimeError("the swarm panel is not bound to a campaign yet")
        return self.services.swarm
