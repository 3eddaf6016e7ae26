"""Every dock class of the main window, in View-menu order.  Object names are fixed (tests, saved
layouts)."""

from ui.docks.ammo_dock import AmmoDock
from ui.docks.characters_dock import CharactersDock
from ui.docks.dice_dock import DiceDock
from ui.docks.history_dock import HistoryDock
from ui.docks.initiative_dock import InitiativeDock
from ui.docks.log_dock import LogDock
from ui.docks.map_dock import MapDock
from ui.docks.swarm_dock import SwarmDock
from ui.docks.threat_dock import ThreatDock

#: every dock class, in View-menu order
DOCKS = (CharactersDock, InitiativeDock, LogDock, HistoryDock, DiceDock, AmmoDock, ThreatDock, SwarmDock, MapDock)
