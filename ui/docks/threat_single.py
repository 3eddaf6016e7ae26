"""A single attack from the threat dock: whom it falls on, and its victim's roll.

twdu, "Threat Level": instead of a step up the GM may "Let a PC or NPC suffer a single attack from
the dead"; "Single attacks": "A single attack is resolved with one skill roll by you".  After the
dial's "Instead: a single attack" the dock asks on whom (a digit or a click, Esc cancels); after that
pick, or after the GM gives a single attack to one who failed to avoid the dead, the focus lands on
"Roll <name>'s single attack": Space puts that roll in the dice dock with the focus on its typed
dice (Enter rolls them, Ctrl+R rolls here).  The button stays until the victim has rolled.  "Failure:
If you fail the roll, your outcome will be determined by the GM. This might entail taking damage": a
roll without success brings the swarm dock's damage row for the victim, its field focused, Enter
applies it.  The harm of a swarm fight's single attack (a mess-up in a round, the GM's pick after a
lost round), whose roll the swarm panel asks for, comes here too.  Both follow the log
(:mod:`app.services.threat.single`): an undo shows them again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.row_ids import row_id
from ui import keymap
from ui.docks import threat_question
from ui.docks.swarm_harm import HarmRow
from ui.widgets.wrap_button import WrapButton

#: the kinds of action that roll for a single attack or deal its harm (an ammunition line is a shot)
AFTER_KINDS = ("roll", "ammo", "damage")
#: the kinds of action after which the harm's field may take the focus: those, and a mess-up's pick
FOCUS_KINDS = ("threat", *AFTER_KINDS)
#: the kinds of action after which the offers are read again: those, what gives a single attack
#: (a swarm round, its picks, a push of its roll), and the fight's end (its swarm fight's offers go)
FOLLOW_KINDS = ("swarm", "encounter", *FOCUS_KINDS)
HARM_LABEL = ("ThreatDock", QT_TRANSLATE_NOOP("ThreatDock", "The single attack on {name} got through: damage"))

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.services.changes import ChangeSet
    from app.services.threat.single import SingleAttack
    from ui.docks.threat_dock import ThreatDock
    from ui.selection import Selection


def single_attack_key() -> str:
    """The dial's "Instead: a single attack" (imported when asked: the services' modules load after
    the window paints)."""
    from app.services.threat.dial import SINGLE_ATTACK

    return SINGLE_ATTACK


def victims(services: Services) -> list[tuple[int, str]]:
    """Who a single attack may fall on: the living PCs, then the living NPCs (not the walkers, nor
    those already dead), roster order."""
    rules = services.ruleset
    rows = [c for c in services.characters.characters() if c.kind != "zombie"
            and not rules.is_dead(dict(c.sheet or {}), rules.with_kind(c.kind, dict(c.state or {})))]
    rows.sort(key=lambda c: c.kind != "pc")
    return [(row_id(c), c.name) for c in rows]


class Victim(NamedTuple):
    """One a single attack may fall on, as the dock's question offers it."""

    character_id: int
    name: str


class SingleAttackRoll:
    """The button that asks for a single attack's roll: shown while the latest single attack waits
    for its victim's roll (read from the log: :meth:`app.services.threat.ThreatService.single_attack`),
    so that undoing the roll, or redoing the pick, offers it again, and undoing the pick takes it away."""

    def __init__(self, parent: QWidget, selection: Selection, services: Callable[[], Services]) -> None:
        self.selection = selection
        self.services = services
        self.character_id: int | None = None
        self.name = ""
        #: the log line of the single attack whose roll the button asks for (that roll answers it)
        self.event_id: int | None = None
        #: the log line of the dial's last pick of a victim here: that pick undone, the dial asks again
        self.picked_event: int | None = None
        self.button = WrapButton("", parent)
        self.button.setObjectName("threatSingleAttackRoll")
        self.button.clicked.connect(self.ask)
        self.button.hide()

    def retranslate(self) -> None:
        if self.character_id is not None:
            text = QCoreApplication.translate("ThreatDock", "Roll {name}'s single attack (a skill roll)")
            self.button.setText(text.format(name=self.name))
            tip = QCoreApplication.translate(
                "ThreatDock", "Space: the roll in the dice dock, the focus on its typed dice; Enter rolls them")
            self.button.setToolTip(tip)

    def offer(self, character_id: int, name: str) -> None:
        """A single attack fell on ``name``: the button for its roll, with the focus."""
        self.character_id, self.name = character_id, name
        self.retranslate()
        self.button.show()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        self.character_id, self.name, self.event_id = None, "", None
        self.button.hide()

    def follow(self, attack: SingleAttack | None) -> None:
        """Shown for the single attack ``attack`` while its roll is due, else hidden."""
        if attack is None or not attack.roll_due:
            self.clear()
            return
        if (attack.character_id, attack.name) != (self.character_id, self.name):
            self.character_id, self.name = attack.character_id, attack.name
            self.retranslate()
        self.event_id = attack.event_id
        self.button.show()

    def ask(self) -> None:
        """The roll in the dice dock, in front, the focus on its typed dice; the button stays until
        the victim has rolled."""
        character_id = self.character_id
        roll = self.services().swarm.single_attack_roll()
        if character_id is None or roll is None:
            return
        event_id = self.event_id
        if event_id is None:  # offered before the log was read again: the victim's attack whose roll is due
            attack = self.services().threat.roll_due_of(character_id)
            event_id = attack.event_id if attack is not None else None
        self.selection.ask_roll(character_id, roll[0], roll[1], event_id)
        dice = getattr(self.button.window(), "docks", {}).get("diceDock")
        faces = getattr(dice, "faces_edit", None)
        if dice is None or not isinstance(faces, QLineEdit):
            return
        dice.show()
        dice.raise_()
        faces.setFocus(Qt.FocusReason.ShortcutFocusReason)


class SingleAttackHarm:
    """After a victim's roll failed, the GM's harm: the swarm dock's damage row (:class:`HarmRow`),
    the victim and a damage field with the ruleset's default, focused as it comes (Enter applies it
    through the damage rules: undoable, one log line).  Every single attack's: the dial's and a swarm
    fight's (a mess-up in a round, the GM's pick after a lost round), the oldest whose harm waits
    first.  Gone once dealt; back when that is undone."""

    def __init__(self, parent: QWidget, services: Callable[[], Services]) -> None:
        self.services = services
        self.attacks: list[SingleAttack] = []  # whose harm waits, oldest first
        self.row = HarmRow(parent, lambda: services().swarm, self.due, HARM_LABEL)
        self.row.setObjectName("singleAttackHarm")
        self.row.harm.connect(self.apply)
        #: the attack whose field still owes the focus: it waited beside the roll's own next step (a
        #: push, a mess-up's pick), and takes the focus once that step is taken
        self.owed: int | None = None

    def due(self) -> list[tuple[int, str]]:
        if not self.services().swarm.available():
            return []
        return [(a.character_id, a.name) for a in self.attacks]

    def follow(self, attacks: list[SingleAttack], focus: bool) -> None:
        """The row for the first of ``attacks`` whose harm waits; ``focus``: the field takes the focus
        as the row comes (after the failed roll, or the harm taken back), or once the roll's own next
        step is taken (the push, the mess-up's pick) when it waited beside it."""
        was = not self.row.isHidden()
        before = self.attacks[0].event_id if self.attacks else None
        self.attacks = [a for a in attacks if a.harm_due]
        first = self.attacks[0].event_id if self.attacks else None
        shown = self.row.refresh(first)
        self.row.setVisible(shown)
        if not shown:
            self.owed = None
            return
        if not focus:
            self.owed = None  # the GM went on to something else (a swarm round): the harm waits unfocused
        elif not was or first != before:
            self.owed = first
        focused = QApplication.focusWidget()
        if focused is not None and self.row.isAncestorOf(focused):
            self.owed = None  # the GM is on it already
        if focus and self.owed is not None:  # after the dice dock has shown the roll and its own focus
            QTimer.singleShot(0, self.row, self._take_focus)

    def _take_focus(self) -> None:
        """The harm's field takes the focus, unless it sits on the failed roll's own next step (a push,
        the text's second chance before any harm; a mess-up's pick, Threat +1 or what comes instead) or
        a new roll is asked: then the harm waits beside it, takes the focus once that step is taken,
        and the Threat dial's key (Go to) lands on its field."""
        if self.owed is None or self.row.isHidden():
            return
        focused = QApplication.focusWidget()
        if focused is not None and (focused.objectName().startswith(NEXT_STEPS) or _asks_a_roll(focused)):
            return
        self.owed = None
        self.row.damage.setFocus(Qt.FocusReason.OtherFocusReason)
        scroll = _scroll_of(self.row)
        if scroll is not None:
            scroll.ensureWidgetVisible(self.row, 0, 0)

    def waiting_field(self) -> QWidget | None:
        """The harm's field while the harm waits (where Go to lands in the Threat dock), else None."""
        return self.row.damage if not self.row.isHidden() else None

    def retranslate(self) -> None:
        self.row.refresh(self.attacks[0].event_id if self.attacks else None)

    def apply(self, character_id: int, damage: int) -> None:
        """The harm of the first attack on ``character_id`` whose harm waits: its own log line."""
        attack = next((a for a in self.attacks if a.character_id == character_id), None)
        if attack is None or not self.services().threat.single_attack_harm(attack.event_id, character_id, damage):
            self.row.failed(character_id)


#: the names of a roll's own next steps in the dice dock's result (a push, a mess-up's pick)
NEXT_STEPS = ("followUp_", "threatUpButton", "instead_")


def _asks_a_roll(widget: QWidget) -> bool:
    """The dice dock's typed dice, with a roll asked (a mess-up's single attack on the roller)."""
    dice = getattr(widget.window(), "docks", {}).get("diceDock")
    return dice is not None and widget is getattr(dice, "faces_edit", None)


def _scroll_of(widget: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    return parent


def ask_victim(dock: ThreatDock) -> None:
    """The single attack picked instead of the step: the dial asks on whom, the PCs and NPCs it may
    fall on numbered in place of the reasons (a digit or a click picks; Esc cancels)."""
    dock.victim_pick = True
    dock._clear_reasons()
    text = QCoreApplication.translate(
        "ThreatDock", "A single attack from the dead: on whom? {digits} or a click; {cancel}: cancel")
    offered = victims(dock.bound)[:9]
    dock.prompt.setText(text.format(cancel=keymap.first_shown("threat.cancel"),
                                    digits=threat_question.digits(len(offered))))
    for n, (cid, name) in enumerate(offered, start=1):
        button = WrapButton(f"{n}  {name}", dock.reason_box, pad_y=1)
        button.setObjectName(f"victim_{cid}")
        button.set_alignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False, cid=cid, name=name: _struck(dock, cid, name))
        dock.reason_layout.insertWidget(len(dock.reason_buttons), button)
        dock.reason_buttons.append((Victim(cid, name), button))
    threat_question.fit(dock)


def _struck(dock: ThreatDock, character_id: int, name: str) -> None:
    """The single attack falls on ``name``: one action, then the focus on the victim's roll."""
    dock.cancel()
    if dock.bound.swarm.instead_of_threat(single_attack_key(), character_id):
        done = dock.bound.campaign.undo_target()
        dock.single_roll.picked_event = done.event_id if done is not None else None
        dock.single_roll.offer(character_id, name)


def follow(dock: ThreatDock, focus: bool) -> None:
    """The single attacks' offers as the log has them: the roll of the dial's latest while due (a swarm
    fight's are asked from its panel), then every failed roll's harm (``focus``: the harm's field takes
    the focus as it comes)."""
    attacks = dock.bound.threat.single_attacks()
    dock.single_roll.follow(next((a for a in reversed(attacks) if a.dial), None))
    dock.single_harm.follow(attacks, focus)


def on_changed(dock: ThreatDock, changes: ChangeSet) -> None:
    # a character changed: a victim may be dead now (hours passed, a lethal injury ran out), and an
    # offer on the dead is never shown
    if changes.reset or changes.session or changes.of_kind(*FOLLOW_KINDS) or changes.characters:
        follow(dock, changes.of_kind(*FOCUS_KINDS))
    if changes.of_kind("threat"):
        ask_again_if_undone(dock, changes)


def ask_again_if_undone(dock: ThreatDock, changes: ChangeSet) -> None:
    """The dial's pick of a victim taken back (Ctrl+Z, the History): the dial asks on whom again, as
    the GM saw it before picking."""
    picked = dock.single_roll.picked_event
    if picked is None or not any(e.kind == "undo" and e.ref_id == picked for e in changes.events):
        return
    dock.single_roll.picked_event = None
    dock.ask_reason(1)
    if dock.pending:
        ask_victim(dock)
