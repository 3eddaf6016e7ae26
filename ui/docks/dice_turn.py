"""The dice dock at the start of a turn: the last result goes when it was another character's (a
walker's turn does not show the survivor's hit), and the roll is set up for the one whose turn it
is from what the map says now (the distance to the nearest enemy, whether they moved this turn),
and from the action the fighter declared for the round's phase (a brawl's Ranged Combat: the shot
with the ranged weapon), so Ctrl+R straight away rolls the right die.  When a round ends, a
fighter's roll at the round's end (an aimed shot due) is set up first.  A new fight starts with
no result shown.  The faces typed for the last fighter go when the turn passes: Enter never rolls
them for the next one, whose name the empty faces field shows.

:class:`DiceTurn` is a member of :class:`ui.docks.dice_dock.DiceDock`; it keeps which turn the dock
last set up (``key``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from app.services.logtext import render
from ui.docks.dice_sight import odds_and_faces
from ui.docks.map_targets import offer_turn, turn_key
from ui.widgets.field_form import rules_tr

if TYPE_CHECKING:
    from app.store.models import Combatant
    from ui.docks.dice_dock import DiceDock


class DiceTurn:
    def __init__(self, dock: DiceDock) -> None:
        self.dock = dock
        #: the turn last set up and what its fighter had declared then (a declaration made once the
        #: turn is theirs, the first of the round's, sets the roll up again)
        self.key: tuple[tuple[int | None, int, int, int | None] | None, str, str, int | None, bool | None,
                        str | None] | None = None
        #: the kind of roll the last declaration set up (not carried over to a turn with none declared)
        self.declared_kind: str | None = None
        #: the turn's fighter declared nothing that rolls, in a brawl: his first kind stays shown
        self.nothing_declared = False
        #: the kind shown before a zombie's turn set up its blow, and that blow's (put back after)
        self.before_blow: tuple[str, str] | None = None
        #: what the rules said of the declared action as his turn set its roll up, and the roll it was
        #: said of (roller, kind, opponent): said again while that roll stands unrolled
        self.said_declared: tuple[tuple[int | None, str | None, int | None], str] | None = None

    def follow(self) -> None:
        """After a change: when the turn passed, or its fighter declared, set the dock up for it."""
        services = self.dock.services
        if services is None:
            return
        turn = turn_key(services)
        current = services.initiative.current() if turn is not None else None
        state = current.state if current is not None else {}
        against = state.get("against")
        # and whether the one it is against declared back at the fighter (a duel, not a straight roll)
        # and whether the opposed roll the two declared was rolled on the other's turn (an undo brings it back)
        key = (turn, str(state.get("phase") or ""), str(state.get("action") or ""),
               int(against) if isinstance(against, int) else None, self._target(current)[1],
               self._settled(current))
        if key == self.key:
            return
        before, self.key = self.key, key
        self.said_declared = None
        self.dock.nothing_left.clear()  # set again below where this turn's action is settled already
        if before is not None and before[0] != turn:  # the next roller starts with the Secret box unticked
            self.dock.secret.turn_passed()
            # and with no faces typed for the one before: the next Enter would roll them for the wrong fighter
            self.dock.faces_edit.clear()
            self.dock.end_series()  # a fire's attacks not rolled are not carried into the next turn
            self.dock.due.clear()  # nor the rolls a time passing called for
            self._to_top()  # the next roller's "Roll for" and kind in view, not the roll before's middle
        fight = turn[0] if turn is not None else None
        if fight is not None and (before is None or before[0] is None or before[0][0] != fight):
            self._new_fight()  # a new fight's odds never stand above the last fight's hit
        if self._round_end_shot(before[0] if before is not None else None, turn):
            return
        actor = turn[3] if turn is not None else None
        # in a fight on the map, "Against" is the nearest living enemy or nobody, never an ally
        self.dock.forms.target.turn_on_map = actor is not None and services.ruleset.grid() is not None
        if actor is None:
            if before is not None and before[0] is not None and turn is None:
                self.dock.forms.target.off_the_dead()  # the fight over: none it left dead rolls next
                # and the faces field no longer asks for the last turn's roll ("Rook: faces of the roll")
                self.dock.fight_roller_over = self.dock.character_id()
                self.dock.faces_edit.clear()
                self.dock.show_whose(self.dock.character_id())
            return
        rolls = self.dock.rolls
        if rolls.last is not None and rolls.last.request.character_id != actor:
            # the one before's damage no longer waits for the table's dice: Ctrl+K, Enter and Ctrl+R
            # are this fighter's roll's (its own button still takes them)
            rolls.damage_dice.release_damage()
            rolls.damage_dice.prompted = None
            if not rolls.keep_open_offers():
                rolls.forget()  # kept: an undo of a damage it dealt shows it again with that offer
        self.dock.forms.follow_selection(actor)
        self._declared(actor)
        self._on_his_attack(actor, before is None or before[0] != turn)
        self._zombie_blow(actor)
        self._one_he_can_take(actor)
        offer_turn(services, self.dock.selection, actor)
        self.dock.turn_set_up()  # what the roll waits for said plainly, not in red, until the GM acts

    def _on_his_attack(self, actor: int, new_turn: bool) -> None:
        """A new turn with no roll declared opens on the turn's roll, the fighter's first attack,
        whatever kind the GM left up from the turn before (AFMBE's Task left up opened every next
        turn on Task; Aim, carried from the turn before or put up when the zombie went down, on Aim);
        an attack kind left up stays (another of his attacks, picked by the GM); with no attack,
        his first roll a turn may open on.  ``new_turn``: the turn just passed to him (a roll the GM
        picks during the turn stays); a brawl's turn with nothing declared keeps its first kind."""
        forms = self.dock.forms
        shown = forms.kind()
        if self.declared_kind or self.nothing_declared or shown is None or forms.character_id() != actor \
                or not new_turn:
            return
        if shown.opens_turn and shown.opposed and shown.hostile:
            return
        services = self.dock.services
        # a roll he makes at all (a twdu walker's turn: its attack, never the survivor's skill roll)
        openers = [k for k in forms.kinds
                   if k.opens_turn and (services is None or services.rolls.can_make(actor, k.key))]
        first = next((k for k in openers if k.opposed and k.hostile), openers[0] if openers else None)
        if first is not None and first.key != shown.key:
            forms.take_roll(actor, first.key, {})

    def _one_he_can_take(self, actor: int) -> None:
        """The roll set up for the turn is one its fighter can make: on Dov's turn (his katana drawn,
        no firearm) the dock opened on the shot he had last, "Cannot roll: no firearm".  A roll he
        cannot make as the turn begins gives way to another attack he can make now, else to his
        first other attack (his blow: out of reach, it says so, and he can step up), else to a roll
        he can make; a roll his declaration set up stays (it says why it cannot be made)."""
        dock, forms = self.dock, self.dock.forms
        services = dock.services
        if services is None or forms.character_id() != actor or self.declared_kind or self.nothing_declared:
            return
        row = services.characters.character(actor)
        if row is None or row.kind == "zombie":  # a zombie's turn: its blow, set up above, whatever its reach
            return
        shown = forms.kind()
        dock.refresh_odds()
        if shown is None or not dock.cannot_roll:
            return
        if shown.opposed and not shown.opponent_optional and forms.opponent_id() is None:
            return  # his attack with no one left to attack (the zombie down): its line says so, no first aid instead
        others = [k for k in forms.kinds if k.key != shown.key and k.opens_turn]  # never Aim in his attack's place
        # his other attacks he can make at all (no shot for Dov, who carries no gun)
        attacks = [k for k in others if k.opposed and services.rolls.can_make(actor, k.key)]
        for kind in attacks:
            forms.take_roll(actor, kind.key, {})
            dock.refresh_odds()
            if not dock.cannot_roll:
                return
        if attacks:
            forms.take_roll(actor, attacks[0].key, {})  # his blow: its line says what it waits for
            dock.refresh_odds()
            return
        if shown.opposed and services.rolls.can_make(actor, shown.key):  # his only attack: it says what it waits for
            forms.take_roll(actor, shown.key, {})
            dock.refresh_odds()
            return
        for kind in others:
            forms.take_roll(actor, kind.key, {})
            dock.refresh_odds()
            if not dock.cannot_roll:
                return
        forms.take_roll(actor, shown.key, {})  # none he can make: the one shown says why
        dock.refresh_odds()

    def _to_top(self) -> None:
        """The dock scrolled to its top, now and once it has laid the new turn's form out; then, where
        the form is taller than the view, down to the roll's odds with the typed dice and Roll (an
        AFMBE attack's form at 1366×768 left its odds under the fold: the GM scrolled to read them)."""
        scroll = getattr(self.dock, "roll_scroll", None)
        if scroll is None:
            return
        bar = scroll.verticalScrollBar()
        bar.setValue(0)

        def place() -> None:
            bar.setValue(0)
            # Roll, the typed dice's row's tallest, beside them: the row whole under the odds
            odds_and_faces(scroll, self.dock.odds_label, self.dock.roll_button)

        QTimer.singleShot(0, bar, place)

    def _new_fight(self) -> None:
        """A fight begins: the result of a roll made before it (the last fight's hit, "the target is
        5 tiles away") goes from the dock."""
        rolls = self.dock.rolls
        if rolls.last is not None:
            rolls.forget()

    def _zombie_blow(self, actor: int) -> None:
        """A zombie's turn on the map sets up what a zombie does, its blow (a bite, a strike), not
        the shot the survivor before it had set up."""
        services = self.dock.services
        rules = services.ruleset.roll_rules() if services is not None else None
        row = services.characters.character(actor) if services is not None else None
        forms = self.dock.forms
        if services is None or rules is None or row is None or services.ruleset.grid() is None \
                or forms.character_id() != actor:
            return
        current = forms.kind()
        if row.kind != "zombie":  # the living's turn again: the kind they had before the zombies' blows
            if self.before_blow is not None and current is not None and current.key == self.before_blow[1]:
                forms.take_roll(actor, self.before_blow[0], {})
            self.before_blow = None
            return
        blow = next((k for k in forms.kinds if rules.blow_request(k.key, {}) is not None), None)
        if blow is not None and (current is None or current.key != blow.key):
            if self.before_blow is None and current is not None:
                self.before_blow = (current.key, blow.key)
            forms.take_roll(actor, blow.key, {})

    def _declared(self, actor: int) -> None:
        """A fighter who declared an action for the round's phase (a brawl's Ranged Combat) has
        that action's roll set up: the shot with the ranged weapon, the Close Combat roll; aimed
        at the fighter it was declared against, where it was."""
        services = self.dock.services
        self.nothing_declared = False
        current = services.initiative.current() if services is not None else None
        phase = current.state.get("phase") if current is not None else None
        if services is None or phase is None or current is None or current.character_id != actor:
            self._undeclared(actor)
            return
        target, answered = self._target(current)
        # one opposed roll settled both, even where it killed the other (the walker that lost the
        # duel it rolled at Ben): his turn offers it no more, nor another roll at the dead
        settled = self._settled(current)
        if settled is not None and target is not None:
            self._undeclared(actor)
            self.dock.nothing_left.settled(actor, settled, self._name(target))
            self.dock.forms.targetMoved.emit(QCoreApplication.translate(
                "DiceDock", "{roll} — {other} and {name}: one roll for both, already rolled on {other}'s turn; "
                            "nothing left for {name} to roll."
            ).format(name=self._name(actor), roll=settled, other=self._name(target)))
            return
        dead = self._dead(target)
        if dead is not None:  # killed since the declaration: no duel with the dead, no roll at him
            target, answered = None, None
        roll = services.rolls.declared(actor, str(phase), answered, target)
        if roll is None:
            self._undeclared(actor)
        else:
            self.dock.forms.take_roll(actor, *roll)
            self.declared_kind = roll[0]
        if target is not None:
            self.dock.forms.target.aim_at(target)
        elif dead is not None:
            self.dock.forms.target.leave_the_dead()
            self.dock.forms.targetMoved.emit(QCoreApplication.translate(
                "DiceDock", "The declared target ({name}) is dead: pick another target."
            ).format(name=dead))
            return
        self._say_declared(actor, str(phase))

    def kind_chosen(self) -> None:
        """The GM picked a kind of roll himself for the turn's fighter: where the action he declared
        rolls that kind (a duel or a straight roll for Close Combat, the Close Combat skill roll), its
        inputs are put in, his close combat weapon or bare hands (Rook's Close Combat duel, picked
        on his turn, took the shotgun listed first: its Agility and three gear dice)."""
        services, forms = self.dock.services, self.dock.forms
        kind, actor = forms.kind(), forms.character_id()
        current = services.initiative.current() if services is not None else None
        phase = current.state.get("phase") if current is not None else None
        if services is None or kind is None or current is None or phase is None or current.character_id != actor \
                or actor is None or kind.key == self.declared_kind:
            return
        target, _answered = self._target(current)
        for answered in (True, False, None):
            roll = services.rolls.declared(actor, str(phase), answered, target)
            if roll is not None and roll[0] == kind.key:
                forms.take_roll(actor, kind.key, roll[1])
                return

    def _say_declared(self, actor: int, phase: str) -> None:
        """What the rules say of the action declared as its roll is set up on his turn (Ben's ranged
        attack with no ranged weapon: the roll set up is Close Combat, and why), on the dock's message
        line for this setup only."""
        services = self.dock.services
        enc = services.initiative.encounter() if services is not None else None
        if services is None or enc is None:
            return
        note = services.initiative.phase_notes(enc.mode, actor, on_turn=True).get(phase)
        if note is not None:
            said = render(note.text, note.args, "rules")
            self.said_declared = (self.dock.roll_key(), said)
            self.dock.forms.targetMoved.emit(said)

    def say_declared_again(self) -> None:
        """The turn's declared action said again once a change emptied the message line (the next
        fighter's declaration after Ben's ranged attack with his axe took the line's why away before
        the GM read it), while the roll it was said of stands, not yet rolled."""
        said = self.said_declared
        dock = self.dock
        if said is None or dock.refusal_label.text() or dock.roll_key() != said[0]:
            return
        last = dock.rolls.last
        if last is not None and last.request.character_id == said[0][0]:
            return  # his roll made: its result speaks now
        dock.forms.targetMoved.emit(said[1])

    def _settled(self, current: Combatant | None) -> str | None:
        """The opposed roll the turn's fighter and the one he declared against declared at each
        other (a twdu duel of shots), when that one already rolled it at him this round: the
        label of its kind, as the dock names it; None while it is still to roll (or undone)."""
        services = self.dock.services
        phase = current.state.get("phase") if current is not None else None
        if services is None or current is None or current.character_id is None or phase is None:
            return None
        target, answered = self._target(current)
        if not answered or target is None:
            return None
        actor = current.character_id
        roll = services.rolls.declared(actor, str(phase), answered, target)
        if roll is None or not services.rolls.rolled_at(target, actor, roll[0]):
            return None
        kind = next((k for k in services.rolls.kinds(actor) if k.key == roll[0]), None)
        if kind is None or not kind.opposed:
            return None
        return rules_tr(kind.label)

    def _name(self, character_id: int | None) -> str:
        services = self.dock.services
        row = services.characters.character(character_id) if services is not None and character_id else None
        return row.name if row is not None else ""

    def _dead(self, target: int | None) -> str | None:
        """The name of the declared target when he is dead (a walker destroyed since), else None."""
        services = self.dock.services
        row = services.characters.character(target) if services is not None and target is not None else None
        if services is None or row is None or not services.ruleset.is_dead(row.sheet, row.state):
            return None
        return row.name

    def _target(self, current: Combatant | None) -> tuple[int | None, bool | None]:
        """The character the turn's fighter declared the action against (None: no one, or himself),
        and whether that one declared an action back at him in the same phase (an opposed roll);
        None without a target."""
        services = self.dock.services
        against = current.state.get("against") if current is not None else None
        if services is None or current is None or not isinstance(against, int):
            return None, None
        target = services.initiative.view().by_id.get(against) or next(
            (r for r in services.initiative.view().combatants if r.id == against), None)
        if target is None or target.character_id is None or target.character_id == current.character_id:
            return None, None
        phase = str(current.state.get("phase") or "")
        return target.character_id, bool(phase) and str(target.state.get("phase") or "") == phase \
            and target.state.get("against") == current.id

    def _undeclared(self, actor: int) -> None:
        """A turn with no roll declared: the kind a declaration set up for the fighter before (Ben's
        first aid, the last fight's attack) is not carried over; the dock shows the fighter's first
        kind of roll, as at the first turn.  In a fight whose rounds walk phases (a brawl) whatever
        the turn before showed goes, set up by a declaration or picked by the GM (Mia's Other after
        Ben's duel at Rook showed that duel): the first kind, aimed at no one."""
        set_up, self.declared_kind = self.declared_kind, None
        forms = self.dock.forms
        shown = forms.kind()
        services = self.dock.services
        if shown is None or forms.character_id() != actor or not forms.kinds:
            return
        # his first kind he makes at all: a walker's attack, not the survivor's skill roll listed first
        first = (services.rolls.opening_kind(actor) if services is not None else None) or forms.kinds[0].key
        if self._walks_phases():
            self.nothing_declared = True
            if shown.key != first:
                forms.take_roll(actor, first, {})
            forms.target.aim_at_no_one()
            return
        if set_up is None or shown.key != set_up:
            return
        forms.take_roll(actor, first, {})

    def _walks_phases(self) -> bool:
        """Whether the running fight's rounds walk phases, each fighter's action declared (a brawl)."""
        services = self.dock.services
        enc = services.initiative.encounter() if services is not None else None
        return services is not None and enc is not None and bool(services.initiative.phases(enc.mode))

    def _round_end_shot(self, before: tuple[int | None, int, int, int | None] | None,
                        turn: tuple[int | None, int, int, int | None] | None) -> bool:
        """The round just ended (the same fight, a later round): a fighter's roll at the round's end
        (an aimed shot due) is set up before the new round's first turn, the focus on the typed dice
        so that Enter (or Ctrl+R) fires it.  Whether one was."""
        services = self.dock.services
        if services is None or before is None or turn is None or before[0] != turn[0] or turn[1] <= before[1]:
            return False
        enc = services.initiative.encounter()
        if enc is None:
            return False
        for row in services.initiative.combatants(int(enc.id or 0)):
            roll = services.rolls.round_end_roll(row.character_id) if row.character_id is not None else None
            if roll is None or row.character_id is None:
                continue
            self.dock.forms.take_roll(row.character_id, *roll)
            if self.dock.character_id() == row.character_id:
                # against whom the aim was, while they stand; else the GM picks a foe (never an ally);
                # a check due (AFMBE's Survival check each turn at 0 Endurance) is against nobody
                kind = self.dock.forms.kind()
                pick = kind is not None and kind.opposed and self.dock.forms.target.aimed_shot_target(
                    services.rolls.round_end_target(row.character_id))
                self.dock.show()
                self.dock.raise_()
                focus = self.dock.forms.opponent_combo if pick else self.dock.faces_edit
                focus.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False
