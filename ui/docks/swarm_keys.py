"""The swarm panel from the keyboard (see ui.keymap, scope "swarm").

* Ctrl+Shift+W from anywhere brings the panel forward with the focus on the field that wants the
  GM next: the count of dead before a fight (a second Ctrl+Shift+W starts it), the first roller or
  the typed dice during one, the GM's picks after a lost round, the Threat choice after a win.
* Tab runs through the rollers (who, skill, dice ±), then the modifier and the typed dice of each
  planned roll, then Roll; Enter in a typed-dice field goes on to the next one, and in the last one rolls the round.
* The random victim of a single or mass attack: its die typed next to Apply, or rolled.
* Ctrl+K (anywhere, during a swarm fight) goes to the typed dice of the round's first roll.
* After a lost round the digits 1-5 tick the ruleset's picks in order (Ctrl+Enter applies them);
  after a win a digit sets that Threat Level, where the ruleset offers it.  The round's result and
  the decision it calls for are scrolled into view, at the top of the panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QBoxLayout, QLineEdit, QScrollArea, QWidget

from ui import keymap
from ui.widgets.typed_dice import typed_dice_field

if TYPE_CHECKING:
    from ui.docks.swarm_dock import SwarmDock

NO_LIMIT = 16777215  # Qt's QWIDGETSIZE_MAX


def install(dock: SwarmDock) -> None:
    """Give the built panel its keys and its Tab order."""
    for n in range(6):
        action = QAction(dock)
        action.setObjectName(f"actSwarmAnswer{n}")
        keymap.bind(action, f"swarm.answer{n}")
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False, k=n: answer(dock, k))
        dock.addAction(action)
    action = QAction(dock)
    action.setObjectName("actSwarmApply")
    keymap.bind(action, "swarm.apply")
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _=False: apply_picks(dock))
    dock.addAction(action)
    # the random victim's die (a single or mass attack) typed from the table, next to Apply
    box = dock.outcome_box.layout()
    if not isinstance(box, QBoxLayout):
        raise TypeError("the outcome box is laid out in a column")
    dock.victim_die = typed_dice_field(dock.outcome_box, lambda: apply_picks(dock), "victimDie")
    dock.victim_die.setMaximumWidth(NO_LIMIT)  # the panel's width: its hint in full
    box.insertWidget(box.indexOf(dock.apply_picks), dock.victim_die)
    for i, (_label, faces) in enumerate(dock.plan_labels):
        faces.returnPressed.connect(lambda i=i: _faces_done(dock, i))
    dock.apply_picks.setAutoDefault(True)
    tab_chain(dock)


def tab_chain(dock: SwarmDock) -> None:
    """The panel's Tab order, again once the ruleset's picks and Threat buttons are made."""
    chain: list[QWidget] = [dock.dead, dock.size_spin]
    for who, skill, extra in dock.rollers:
        chain += [who, skill, extra]
    chain += [dock.twice, dock.block_cost]
    for modifier, (_, faces) in zip(dock.plan_mods, dock.plan_labels, strict=True):
        chain += [modifier, faces]
    chain.append(dock.roll_button)
    chain += [dock.leader, dock.leader_faces, dock.leader_button]
    chain += [dock.sacrificer, dock.victim, dock.sacrificer_faces, dock.victim_faces, dock.sacrifice_button]
    chain += [dock.method, *dock.pick_boxes.values(), dock.victim_die, dock.apply_picks, *dock.won_buttons]
    chain += [dock.start_button, dock.clear_button, dock.call_off_button]
    for first, second in zip(chain, chain[1:], strict=False):
        QWidget.setTabOrder(first, second)


def has_focus(dock: SwarmDock) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and dock.isAncestorOf(focus)


def go(dock: SwarmDock) -> None:
    """Ctrl+Shift+W: to the panel, on the field the GM wants next; a second press starts a fight."""
    dock.ensure_built()
    dock.show()
    dock.raise_()
    swarm = dock.swarm
    if not swarm.active() and has_focus(dock):
        dock.dead.interpretText()  # a count typed without Enter counts: it is what the GM sees
        dock.swarm.start(False)  # the panel is refreshed at once (its change signal)
    focus_next(dock)


def focus_next(dock: SwarmDock) -> None:
    """The focus on what the swarm fight asks of the GM now, and it in view."""
    swarm = dock.swarm
    fight = swarm.fight()
    if not swarm.active():
        target: QWidget = dock.dead
    elif fight.pending == "loss_picks" and dock.pick_boxes:
        target = next(iter(dock.pick_boxes.values()))
    elif fight.pending == "threat_choice" and dock.won_buttons:
        target = dock.won_buttons[min(1, len(dock.won_buttons) - 1)]
    elif dock.rollers[0][0].currentData(Qt.ItemDataRole.UserRole) is None:
        target = dock.rollers[0][0]
    else:
        target = first_faces(dock) or dock.roll_button
    target.setFocus(Qt.FocusReason.ShortcutFocusReason)
    show_outcome(dock)


def first_faces(dock: SwarmDock) -> QLineEdit | None:
    return next((f for _, f in dock.plan_labels if f.isVisibleTo(dock)), None)


def to_faces(dock: SwarmDock) -> bool:
    """Ctrl+K during a swarm fight: the typed dice of the round's first roll (False: no swarm round
    waits for dice)."""
    swarm = dock.swarm if dock.services is not None else None
    if swarm is None or not swarm.available() or not swarm.active() or swarm.fight().pending:
        return False
    dock.ensure_built()
    dock.show()
    dock.raise_()
    faces = first_faces(dock)
    if faces is None:
        return False
    faces.setFocus(Qt.FocusReason.ShortcutFocusReason)
    return True


def _faces_done(dock: SwarmDock, index: int) -> None:
    later = [f for _, f in dock.plan_labels[index + 1 :] if f.isVisibleTo(dock)]
    if later:
        later[0].setFocus(Qt.FocusReason.TabFocusReason)
    else:
        dock.roll_round()


def answer(dock: SwarmDock, n: int) -> None:
    """A digit in the panel: tick pick n after a lost round; Threat n after a win."""
    fight = dock.swarm.fight()
    if fight.pending == "loss_picks" and 1 <= n <= len(dock.pick_boxes):
        key, box = list(dock.pick_boxes.items())[n - 1]
        box.setChecked(not box.isChecked())
        random_victim = key in dock.random_victim_picks and box.isChecked()
        # an attack on a random victim: next, its die from the table (Enter applies), or Enter to roll it
        (dock.victim_die if random_victim else box).setFocus(Qt.FocusReason.ShortcutFocusReason)
    elif fight.pending == "threat_choice" and n in dock.won_levels:
        dock.won_buttons[dock.won_levels.index(n)].click()


def won(dock: SwarmDock, level: int) -> None:
    """The GM sets the Threat Level after a won fight; the focus goes back to the fight list."""
    if dock.swarm.end_won(level):
        after_step(dock)


def apply_picks(dock: SwarmDock) -> None:
    if dock.apply_picks.isVisible() and dock.apply_picks.isEnabled():
        dock.apply_picks.click()


def victim_faces(dock: SwarmDock) -> str:
    """The random victim's die typed from the table (empty: rolled here)."""
    return dock.victim_die.text()


def show_picks(dock: SwarmDock, picking: bool) -> None:
    """While the GM picks, the round's dice give way to the picks (they are in the log), so that
    the result and the picks fit a laptop's panel together."""
    dock._show_in_box(dock.victim_die, picking and bool(dock.random_victim_picks))  # a die only for a random victim
    dock._show_in_box(dock.details, not picking)
    if not picking:
        dock.victim_die.clear()


def after_step(dock: SwarmDock) -> None:
    """After a round, the picks or the Threat choice: the focus on what comes next (the fight list
    once the fight is over)."""
    from ui.key_guard import to_fight

    if dock.swarm.active():
        focus_next(dock)
    else:
        show_outcome(dock)
        to_fight(dock)


def show_outcome(dock: SwarmDock) -> None:
    """The last round's result and the decision it calls for in view (the panel scrolls), now and
    once the panel has laid out what the round showed."""
    _show_outcome(dock)
    QTimer.singleShot(0, lambda: _show_outcome(dock))


def _show_outcome(dock: SwarmDock) -> None:
    scroll = dock.widget()
    if not isinstance(scroll, QScrollArea) or not dock.outcome_box.isVisible():
        return
    fight = dock.swarm.fight()
    decision: QWidget | None = None
    if fight.pending == "loss_picks":
        decision = dock.apply_picks
    elif fight.pending == "threat_choice" and dock.won_buttons:
        decision = dock.won_buttons[-1]
    body = scroll.widget()
    layout = body.layout() if body is not None else None
    if layout is not None:
        layout.activate()
    scroll.ensureWidgetVisible(dock.result, 0, 0)
    if decision is not None:
        scroll.ensureWidgetVisible(decision, 0, 0)
