"""What the fight dock's parts (:mod:`.fight_rows`, :mod:`.fight_keys`, :mod:`.fight_flows`) use of
:class:`ui.docks.initiative_dock.InitiativeDock`, which they are mixed into: its widgets and state,
made in its ``__init__``, and the methods of the dock and of each other, declared for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QToolButton, QTreeWidgetItem

    from app.store.models import Character, Combatant, Encounter
    from ui.docks.order_tree import OrderTree
    from ui.widgets.steady_label import SteadyLabel

if TYPE_CHECKING:  # to the type checker the mixin is the dock it is mixed into
    from ui.docks.base import Dock as DockBase
else:
    DockBase = object


class FightDockParts(DockBase):
    """The fight dock's widgets and state, and the methods its parts call on one another."""

    header: SteadyLabel
    hint: SteadyLabel
    mode_label: QLabel
    mode: QComboBox
    reroll: QCheckBox
    tree: OrderTree
    message: QLabel
    buttons: dict[str, QToolButton]
    faces: QLineEdit
    items: dict[int, QTreeWidgetItem]
    rows: dict[int, Combatant]
    #: combatant id → what its row last showed, to redraw only the rows that changed
    signatures: dict[int, tuple[Any, ...]]
    seen: dict[int, tuple[Any, ...]]
    character_cells: dict[int, tuple[Character, Any]]
    #: combatant id → (its item, the values its cells were last given): compared in Python, not read back
    cells_set: dict[int, tuple[QTreeWidgetItem, dict[tuple[int, int], object]]]
    order_shown: list[int]
    characters: dict[int, Character]
    encounter: Encounter | None
    fight_shown: bool
    fightRunning: Any  # Signal(bool)

    if TYPE_CHECKING:
        def _current_row(self) -> Combatant | None: ...

        def current_id(self) -> int | None: ...

        def show_refusal(self, context: str, message: str) -> None: ...

        def _enable_actions(self, enc: Encounter | None) -> None: ...

        def _shift(self, step: int) -> None: ...

        def add_extras(self) -> None: ...

        def add_from_roster(self) -> None: ...

        def add_timer(self) -> None: ...

        def enter_value(self) -> None: ...

        def start_fight(self) -> None: ...
