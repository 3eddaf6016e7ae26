"""The swarm panel from the keyboard (see ui.keymap, scope "swarm").

* Ctrl+Shift+W from anywhere brings the panel forward with the focus on the field that wants the
  GM next: the count of dead before a fight (a second Ctrl+Shift+W starts it), the GM's picks after
  a lost round, a single attack's roll, the Threat choice after a win; between rounds the first
  roller or the typed dice of the round (or Roll), scrolled into view, however often it is pressed:
  never the count of dead, where a stray Up or Down would take a dead away (+ and − count them).
* Tab runs through the panel as it reads, top to bottom and left to right: before a fight the counts
  and the buttons that start one; during a fight the last round's decision, the rollers (who, dice
  ±, then the skill under them), the Leadership and sacrifice rows, the modifier and the typed dice
  of each planned roll, Roll, then the counts and Call off (Ctrl+Alt+X calls it off from anywhere);
  Enter in a typed-dice field goes on to the next one, and in the last one rolls the round.
* The random victim of a single or mass attack: its die typed next to Apply, or rolled.
* Ctrl+K (anywhere, during a swarm fight) goes to the typed dice of the round's first roll, scrolled into
  view; before anyone is picked to roll, to the first roller's box.
* After a lost round the digits 1-5 tick the ruleset's picks in order (Ctrl+Enter applies them);
  after a win a digit sets that Threat Level, where the ruleset offers it.  The round's result and
  the decision it calls for are scrolled into view, at the top of the panel.
* Wherever the focus moves inside the panel, the field is scrolled into view (:class:`FocusInView`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea, QWidget

from ui import keymap
from ui.docks.swarm_dead_keys import focus_in_view
from ui.focus_in_view import bring_into_view
from ui.messages import refusal_message
from ui.widgets import reading_order
from ui.widgets.labels import clear_text

if TYPE_CHECKING:
    from ui.docks.swarm_dock import SwarmDock

def install(dock: SwarmDock) -> None:
    """Give the built panel its keys and its Tab order."""
    for n in range(6):
        action = QAction(dock)
        action.setObjectName(f"actSwarmAnswer{n}")
        keymap.bind(action, f"swarm.answer{n}")
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False, k=n: dock.outcome_box.answer(k))
        dock.addAction(action)
    action = QAction(dock)
    action.setObjectName("actSwarmApply")
    keymap.bind(action, "swarm.apply")
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _=False: dock.outcome_box.apply_if_ready())
    dock.addAction(action)
    for i, (_label, faces) in enumerate(dock.round_box.plan_labels):
        faces.returnPressed.connect(lambda i=i: _faces_done(dock, i))
    tab_chain(dock)
    FocusInView(dock)


class FocusInView(QObject):
    """Every move of the focus inside the panel scrolls the field into view (Enter in a typed-dice
    field, a digit's pick, a button gone): the GM never types into a field below the panel's edge.
    A child of the dock: it goes with it."""

    def __init__(self, dock: SwarmDock) -> None:
        super().__init__(dock)
        self._dock = dock
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._moved)

    def _moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        scroll = self._dock.widget()
        if not isinstance(scroll, QScrollArea):
            return
        body = scroll.widget()
        if new is None or body is None or not body.isAncestorOf(new) or not new.isVisible():
            return
        layout = body.layout()
        if layout is not None:
            layout.activate()  # a field just shown has its place
        in_view(scroll, body, new)


def tab_chain(dock: SwarmDock) -> None:
    """The panel's Tab order as it reads, top to bottom and left to right along a row
    (:mod:`ui.widgets.reading_order`): the decision of the last round, who rolls and the dice ±
    beside, the skill under them, the Leadership and sacrifice rows, the planned rolls, Roll, with
    the counts and the buttons before them outside a fight and after them in one; set again once the
    ruleset's picks or a fighter's Leadership die are made, and as a fight starts or ends."""
    scroll = dock.widget()
    body = scroll.widget() if isinstance(scroll, QScrollArea) else scroll
    if body is not None:
        reading_order.chain(reading_order.stops(body))


def has_focus(dock: SwarmDock) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and dock.isAncestorOf(focus)


def go(dock: SwarmDock) -> None:
    """Ctrl+Shift+W: to the panel, on the field the GM wants next; a second press starts a fight."""
    dock.ensure_built()
    dock.show()
    dock.raise_()
    swarm = dock.swarm
    tried = False
    if not swarm.active() and has_focus(dock):
        dock.dead.interpretText()  # a count typed without Enter counts: it is what the GM sees
        clear_text(dock.status)  # the hint below said so
        dock.swarm.start(False)  # the panel is refreshed at once (its change signal)
        tried = True
    if swarm.active():  # the round in view, scrolled to within the panel: the docks keep their edges
        # (the panel took the Threat dock's room above it, which cut the dial off)
        QTimer.singleShot(0, dock, lambda: _from_the_top(dock))  # once laid out
    if swarm.active() or not swarm.available() or (tried and swarm.count_refusal(False) is None):
        # in a running fight: the round's next step (its roller, its typed dice, Roll), never the count
        # of dead, where a stray Up or Down would add or take a dead (+ and − count them from anywhere
        # here); a start refused for the Threat Level (said already): the count, typed for later
        focus_next(dock)
        return
    # the first press only comes to the panel: the panel and the status bar say what the next one does,
    # or why no fight can start now, and the focus goes to the count only when the count is the GM's
    # to change: no promise the rules would refuse at the second press
    key = keymap.first_shown("swarm.start")
    refused = swarm.start_refusal(False)
    if refused is not None:  # the Threat Level below the rules' mark: the count typed now counts later
        focus_next(dock)
        dock.status.setText(refusal_message(refused.context, refused.message, refused.args_))
        return
    counted = swarm.count_refusal(False)
    if counted is None:  # the count makes a swarm: Enter on Fight the swarm, or the key again, starts it
        focus_in_view(dock, dock.start_button)
        dock.status.say_hint(QCoreApplication.translate("SwarmDock", "{key} again starts the swarm fight.").format(
            key=key))
    elif swarm.fight().dead == 0:  # nothing counted yet: the count is what the GM types next
        focus_next(dock)
        dock.status.say_hint(QCoreApplication.translate(
            "SwarmDock", "Type the count of dead (five or more make a swarm): {key} again starts the swarm fight."
        ).format(key=key))
    else:  # a few dead are fought one by one: the focus stays where the GM was, off the count
        dock.status.setText(refusal_message(counted.context, counted.message, counted.args_) + " " + (
            QCoreApplication.translate(
                "SwarmDock", "To fight them as a swarm, count five dead or more in Dead, then press {key} again."
            ).format(key=key)))


def _from_the_top(dock: SwarmDock) -> None:
    """The panel's view from its headline down, as far as the field with the focus lets it; on a
    roller, the round's rollers whole as far as the view holds them (a sum wrapped on two lines in a
    narrower column left the last roller's bottom edge a pixel under the view)."""
    scroll = dock.widget()
    focus = QApplication.focusWidget()
    if isinstance(scroll, QScrollArea) and focus is not None and dock.isAncestorOf(focus):
        scroll.verticalScrollBar().setValue(0)
        rows = [(who, extra) for who, _skill, extra in dock.round_box.rollers if who.isVisible()]
        if rows and any(focus is who for who, _extra in rows):
            for field in rows[-1]:  # the last roller's row whole, scrolled no further than it needs
                if field.isVisible():
                    scroll.ensureWidgetVisible(field, 0, 0)
        bring_into_view(focus)  # the focus wins when the view holds not all of them


def focus_next(dock: SwarmDock) -> None:
    """The focus on what the swarm fight asks of the GM now, and it in view."""
    swarm = dock.swarm
    fight = swarm.fight()
    if not swarm.active():
        target: QWidget = dock.dead
    elif fight.pending == "loss_picks" and dock.outcome_box.pick_boxes:
        target = next(iter(dock.outcome_box.pick_boxes.values()))
    elif dock.outcome_box.harm_row.isVisibleTo(dock.outcome_box):
        target = dock.outcome_box.harm_row.damage  # the mass attack's damage: Enter applies it
    elif (single := dock.outcome_box.next_single()) is not None:
        target = single  # a single attack's roll first: the Threat choice or the next round ends what it is for
    elif fight.pending == "threat_choice" and dock.outcome_box.won_buttons:
        won_buttons = dock.outcome_box.won_buttons
        target = won_buttons[min(1, len(won_buttons) - 1)]
    elif dock.round_box.rollers[0][0].currentData(Qt.ItemDataRole.UserRole) is None:
        target = dock.round_box.rollers[0][0]
    else:
        target = first_faces(dock) or dock.round_box.roll_button
    target.setFocus(Qt.FocusReason.ShortcutFocusReason)
    show_outcome(dock, target)  # and the field in view, not cut at the panel's bottom edge


def first_faces(dock: SwarmDock) -> QLineEdit | None:
    return next((f for _, f in dock.round_box.plan_labels if f.isVisibleTo(dock)), None)


def to_faces(dock: SwarmDock) -> bool:
    """Ctrl+K during a swarm fight: the typed dice of the round's first roll, scrolled into view; with
    no roller picked yet, the first roller's box (False: no swarm round waits for dice)."""
    services = dock.campaign_services  # bound, or waiting to be when first needed
    swarm = services.swarm if services is not None else None
    if swarm is None or not swarm.available() or not swarm.active() or swarm.fight().pending:
        return False
    dock.ensure_built()
    dock.show()
    dock.raise_()
    faces = first_faces(dock)
    if faces is None:  # no one picked to roll yet: the first roller's box (the dice fields follow it)
        focus_in_view(dock, dock.round_box.rollers[0][0])
        dock.status.setText(QCoreApplication.translate(
            "SwarmDock", "Pick who rolls against the swarm first: the typed dice of each roll follow."))
        return True
    focus_in_view(dock, faces)
    return True


def _faces_done(dock: SwarmDock, index: int) -> None:
    later = [f for _, f in dock.round_box.plan_labels[index + 1 :] if f.isVisibleTo(dock)]
    if later:
        later[0].setFocus(Qt.FocusReason.TabFocusReason)
    else:
        dock.roll_round()


def single_attack(dock: SwarmDock, character_id: int, kind: str, inputs: dict[str, object]) -> None:
    """The roll of a single attack asked for: the dice dock on it, in front, the focus on its typed
    dice (the GM types the faces and Enter rolls them; Ctrl+R rolls here); Ctrl+K comes back to the
    swarm round."""
    attack = dock.bound.threat.roll_due_of(character_id)  # the roll answers that attack, no other
    dock.selection.ask_roll(character_id, kind, inputs, attack.event_id if attack is not None else None)
    dice = getattr(dock.window(), "docks", {}).get("diceDock")
    faces = getattr(dice, "faces_edit", None)
    chosen = getattr(dice, "character_id", lambda: None)()
    if dice is None or not isinstance(faces, QLineEdit) or chosen != character_id:
        return  # no dice dock to roll it in (the panel's button said what to roll)
    dice.show()
    dice.raise_()
    faces.setFocus(Qt.FocusReason.ShortcutFocusReason)


def harm(dock: SwarmDock, character_id: int, damage: int) -> None:
    """The damage of a mass attack applied to its victim (the damage rules, one log line, undoable);
    then on to what the fight asks next."""
    services = dock.campaign_services
    if services is None:
        return
    swarm = dock.swarm
    said: list[tuple[str, str]] = []

    def heard(context: str, message: str) -> None:
        said.append((context, message))

    characters = services.characters
    characters.failed.connect(heard)  # a refusal shows in the panel the GM is in, too
    try:
        done = characters.damage(character_id, swarm.harm_request(damage))
    finally:
        characters.failed.disconnect(heard)
    if not done:  # why, beside the damage the GM applied (the panel's own line is scrolled away above)
        dock.outcome_box.harm_row.failed(character_id, QCoreApplication.translate(*said[-1]) if said else "")
    dock.refresh()
    focus_next(dock)


def won(dock: SwarmDock, level: int) -> None:
    """The GM sets the Threat Level after a won fight; the focus goes back to the fight list."""
    if dock.swarm.end_won(level):
        after_step(dock)


def after_step(dock: SwarmDock, picked: bool = False) -> None:
    """After a round, the picks (``picked``) or the Threat choice: the focus on what comes next (the
    fight list once the fight is over); after the picks, what they did stays in view above it."""
    from ui.key_guard import to_fight

    if dock.swarm.active():
        focus_next(dock)
        if picked:
            keep_result(dock)
            QTimer.singleShot(0, lambda: keep_result(dock))  # after show_outcome's own second look
    else:
        show_outcome(dock)
        to_fight(dock)


def show_outcome(dock: SwarmDock, focus: QWidget | None = None) -> None:
    """The last round's result and the decision it calls for in view (the panel scrolls), then the
    field with the focus (``focus``) whole, now and once the panel has laid out what the round showed."""
    _show_outcome(dock, focus)
    QTimer.singleShot(0, lambda: _show_outcome(dock, focus))


def _show_outcome(dock: SwarmDock, focus: QWidget | None = None) -> None:
    scroll = dock.widget()
    if not isinstance(scroll, QScrollArea):
        return
    body = scroll.widget()
    layout = body.layout() if body is not None else None
    if layout is not None:
        layout.activate()  # a field just shown has its place
    _show_result(dock, scroll)
    if focus is not None and focus.isVisible() and body is not None and body.isAncestorOf(focus):
        in_view(scroll, body, focus)  # what the GM types in next wins over the result above it


def keep_result(dock: SwarmDock) -> None:
    """Scroll no further down than the last round's result: the field with the focus in view when
    it fits under it, else the result and what the picks did (the attacks, their victims) first."""
    scroll = dock.widget()
    if not isinstance(scroll, QScrollArea):
        return
    body = scroll.widget()
    result = dock.outcome_box.result
    if body is None or not result.isVisible():
        return
    bar = scroll.verticalScrollBar()
    top = result.mapTo(body, QPoint(0, 0)).y()
    if bar.value() > top:
        bar.setValue(top)


#: room kept in view around the field with the focus: the line under it (the skill under who rolls)
ROOM = 50


def in_view(scroll: QScrollArea, body: QWidget, widget: QWidget) -> None:
    """Scroll so that ``widget`` and ``ROOM`` pixels around it are in view (Qt's ensureWidgetVisible
    leaves a widget that just fits where it is: at the very edge, the line under it hidden)."""
    bar = scroll.verticalScrollBar()
    top = widget.mapTo(body, QPoint(0, 0)).y()
    bottom = top + widget.height()
    height = scroll.viewport().height()
    if bottom + ROOM > bar.value() + height:
        bar.setValue(bottom + ROOM - height)
    if top - ROOM < bar.value():
        bar.setValue(max(0, top - ROOM))


def _show_result(dock: SwarmDock, scroll: QScrollArea) -> None:
    out = dock.outcome_box
    if not out.isVisible():
        return
    fight = dock.swarm.fight()
    decision: QWidget | None = None
    if fight.pending == "loss_picks":
        decision = out.apply_picks
    elif fight.pending == "threat_choice" and out.won_buttons:
        decision = out.won_buttons[-1]
    scroll.ensureWidgetVisible(out.result, 0, 0)
    if decision is not None:
        scroll.ensureWidgetVisible(decision, 0, 0)

