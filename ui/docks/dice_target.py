"""The dice dock's target: whom the roll goes at in its "Against" box, and who is out of its lists.

The box keeps the GM's own pick for the roller shown, else goes to the first of the other side who can
act (the living against the dead, in a fight the NPCs who fought the PCs against the PCs; never the
roller's own side); a target gone down moves it on by itself, said on the dock's line, and an undo that
brings that one back up puts it back.  The dead are hidden from both lists (the dead roll nothing and
are no one's target).

:class:`TargetChoice` is a member of :class:`ui.docks.dice_forms.DiceForms`, which makes the two boxes
and hands them to it with the roller and the roll kind shown; it keeps the GM's pick (``gm_target``,
``box_target``), the target standing as the box left it and the one it moved on from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QListView

from ui.docks.dice_left import acted_this_round
from ui.docks.dice_target_words import acted_target_down_text, aimed_target_down_text, target_moved_text

if TYPE_CHECKING:
    from app.rules.rolling import RollKind
    from app.services.bundle import Services
    from ui.selection import Selection


def sides_apart(mine: str | None, theirs: str | None) -> bool:
    """Whether two characters of these kinds fight on opposite sides: the dead against the living
    (PCs and NPCs alike)."""
    return mine is not None and theirs is not None and (mine == "zombie") != (theirs == "zombie")


def other_kind_standing(mine: str | None, fighters: Sequence[tuple[int, str | None, bool]]) -> int:
    """After the roller's target of his own kind fell (a PC who fought another PC), who of the fight is
    still an opponent: the first of ``fighters`` (index, kind, standing) of another kind than ``mine``
    who stands (a PC's fall leaves the NPCs as opponents; the roller's own kind stays beside him).
    −1 with none."""
    for index, kind, standing in fighters:
        if standing and kind is not None and kind != mine:
            return index
    return -1


class TargetChoice:
    """The roll's target in the Against box (``opponent_combo``) of the roller in ``character_combo``.

    ``services`` returns the bound campaign's services; ``selection`` is the window's shared selection
    (the map's X aims a roll); ``roller`` and ``kind`` return the roller and the roll kind shown;
    ``moved`` is told what to say when the box went on from a target gone down by itself."""

    def __init__(
        self,
        character_combo: QComboBox,
        opponent_combo: QComboBox,
        services: Callable[[], Services],
        selection: Selection,
        roller: Callable[[], int | None],
        kind: Callable[[], RollKind | None],
        moved: Callable[[str], None],
    ) -> None:
        self.character_combo = character_combo
        self.opponent_combo = opponent_combo
        self._services = services
        self.selection = selection
        self._roller = roller
        self._kind = kind
        self._moved = moved
        #: each character's kind (pc, npc, zombie…): the sides of a fight
        self.kinds_by_id: dict[int, str] = {}
        #: the target the GM picked for the roller shown (kept while it rolls, even on its side)
        self.gm_target: int | None = None
        #: the target the GM picked in the Against box itself: a row of the fight list looked at (the
        #: selection moved) aims the next roll, but takes no damage offer of the last one away
        self.box_target: int | None = None
        #: a fight on the map: the default target is one of the other side or nobody, never an ally
        self.turn_on_map = False
        #: the target as the box last left it, while standing: only its fall is told (not a roller's
        #: change that finds a target down since an earlier roll)
        self.standing_target: int | None = None
        #: (the target that went down, the one the box went on to by itself, the roller): an undo that
        #: brings the first back up while the box still holds the second, for the same roller, puts the
        #: box back on it, as it was
        self.fell_from: tuple[int, int | None, int | None] | None = None

    @property
    def bound(self) -> Services:
        return self._services()

    def know_sides(self, kinds: dict[int, str]) -> None:
        """The characters' kinds (the lists filled anew)."""
        self.kinds_by_id = kinds

    def roller_changed(self) -> None:
        """Another roller picked: the other side, unless the GM picks again."""
        self.gm_target = self.box_target = None
        self.fell_from = None

    def aim_at(self, character_id: int) -> None:
        """``character_id`` as the target of the roll, now or when an opposed kind is picked."""
        index = self.opponent_combo.findData(character_id)
        row = self.bound.characters.character(character_id)
        if row is not None and self.bound.ruleset.is_dead(row.sheet, row.state):
            return  # a dead fighter is never a roll's target
        if index >= 0:
            self.gm_target = character_id
            self.fell_from = None
            if index != self.opponent_combo.currentIndex():
                self.opponent_combo.setCurrentIndex(index)
            if self.can_act(character_id):  # standing as the GM aimed: its fall is told
                self.standing_target = character_id

    def aim_at_no_one(self) -> None:
        """No target: a turn with nothing declared is aimed at no one the turn before was (Rook's
        turn after Mia's does not open on a duel against Ana)."""
        self.gm_target = self.standing_target = None
        self.fell_from = None
        kind = self._kind()
        if kind is not None and kind.opposed and not kind.opponent_optional:
            return  # a roll that needs one keeps the one the box picked (the other side's first)
        if self.opponent_combo.currentData() is not None and self.opponent_combo.itemData(0) is None:
            self.opponent_combo.setCurrentIndex(0)

    def leave_the_dead(self) -> None:
        """Against on a dead fighter (the declared target killed since): it goes on to the first
        foe standing, or no one; never left on the dead."""
        current = self.opponent_combo.currentData()
        row = self.bound.characters.character(current) if current is not None else None
        if row is None or not self.bound.ruleset.is_dead(row.sheet, row.state):
            return
        self.gm_target = self.standing_target = None
        self.pick_opponent()

    def picked(self) -> None:
        """The GM picked the target in the box: it stays the target while this roller rolls."""
        data = self.opponent_combo.currentData()
        self.gm_target = self.box_target = int(data) if data is not None else None
        self.fell_from = None  # the GM's own pick: an undo does not take it back
        # standing as the GM left it: its fall is told, and an undo of it puts the box back on it
        self.standing_target = self.gm_target if self.gm_target is not None and self.can_act(self.gm_target) \
            else None

    def pick_opponent(self) -> None:
        """Keep the chosen opponent while it is the GM's pick for this roller (or one of the other
        side) and can act; else the first of the other side who can act: the living against the
        dead, the dead against the living, in a fight the NPCs who fought the PCs against the PCs;
        never the roller's own side (an NPC fighting beside the PCs, another PC, is not the default
        target of their shots): with no foe standing, nobody."""
        me = self._roller()
        self.shape_opponents()
        current = self.opponent_combo.currentData()
        kind = self._kind()
        if kind is not None and kind.opposed and not kind.hostile:  # first aid: on one down, not a foe
            self._pick_patient(me, current)
            return
        # in a fight the roller is in, its sides: besides the dead against the living, the NPCs who
        # fought the PCs in it (Rook who shot Ana) against the PCs
        fight = self._fight_ids()
        in_fight = me is not None and me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        if self._back_up(me, current):
            return
        if (current is not None and current != me and self.can_act(current)
                and (current == self.gm_target or self._apart(me, current, foes))):
            self.standing_target = current
            return
        # the target gone down (dead, destroyed, out) since the box last left it: the box goes on, and
        # the dock says so
        down = current is not None and current != me and not self.can_act(current)
        fallen = self.opponent_combo.currentText() if down and current == self.standing_target else None
        if down and acted_this_round(self.bound, me):
            # his one action of the round made (Rook down to Ana's duel): the box stays, no other
            # attack is set up for him; the line says so as the target falls
            self.standing_target = None
            if fallen is not None:
                self._moved(acted_target_down_text(fallen, self.character_combo.currentText()))
            return
        # in a fight the roller is in, the next target is one of that fight (never one the GM left
        # out at its start) of the other side, standing: an NPC who neither attacked a PC nor was
        # attacked by one stands beside the PCs (the orderly is no target once the zombie is down)
        best = self._best_opponent(me, fight if in_fight else None, foes, in_fight)
        if best < 0 and in_fight and fallen is not None and current is not None \
                and not self._apart(me, int(current), foes):
            best = self._left_standing(me, fight)
        if best < 0 and in_fight and fallen is None:
            best = self._best_opponent(me, None, foes, other_side_only=True)
        if best < 0:
            best = self.opponent_combo.findData(None)  # nobody of the other side standing: no target
        if best >= 0:
            self.opponent_combo.setCurrentIndex(best)
        now = self.opponent_combo.currentData()
        self.standing_target = now if now is not None and self.can_act(now) else None
        if fallen is not None:
            self.fell_from = (int(current), now, me)  # an undo that brings it back up: the box back on it
            picked = best >= 0 and now is not None
            self._moved(target_moved_text(fallen, self.opponent_combo.currentText() if picked else None,
                                                    in_fight))

    def _pick_patient(self, me: int | None, current: int | None) -> None:
        """A roll done on someone (first aid): the GM's pick stands; else the first who is down but
        not dead (twdu's Broken: the only one first aid helps), of the roller's side first; nobody
        when none is down (never a walker by default)."""
        self.standing_target = None
        if current is not None and current != me and (current == self.gm_target or self._patient(current)):
            return
        foes = self.bound.initiative.party_foes() if me is not None and me in self._fight_ids() else frozenset()
        found = -1
        for index in range(self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            if cid is None or cid == me or not self._patient(cid):
                continue
            if not self._apart(me, cid, foes):
                found = index
                break
            if found < 0:
                found = index
        if found < 0:
            found = self.opponent_combo.findData(None)
        if found >= 0:
            self.opponent_combo.setCurrentIndex(found)

    def _patient(self, character_id: int) -> bool:
        """Down (no turns) but not dead: one a roll done on someone may tend."""
        return not self.can_act(character_id) and not self._dead(character_id)

    def has_target(self, me: int, kind_key: str) -> bool:
        """Whether a roll of ``kind_key`` by ``me`` set up now would find its opponent as
        :meth:`pick_opponent` picks it (True for a kind that needs none): the GM's own pick or the
        map's X, else one of the other side standing."""
        kind = next((k for k in self.bound.rolls.kinds(me) if k.key == kind_key), None)
        if kind is None or not kind.opposed or kind.opponent_optional:
            return True
        aimed = self.selection.aimed_target()
        if aimed is not None and aimed != me and self.can_act(aimed):
            return True
        fight = self._fight_ids()
        in_fight = me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        current = self.opponent_combo.currentData()
        if (current is not None and current != me and self.can_act(current)
                and (current == self.gm_target or self._apart(me, current, foes))):
            return True
        if self._best_opponent(me, fight if in_fight else None, foes) >= 0:
            return True
        return in_fight and self._best_opponent(me, None, foes, other_side_only=True) >= 0

    def foe_standing(self, me: int) -> bool:
        """Whether :meth:`pick_opponent` would find ``me`` one of the other side standing to roll
        against (in a fight, of that fight or off it; never his own side)."""
        fight = self._fight_ids()
        in_fight = me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        if self._best_opponent(me, fight if in_fight else None, foes, in_fight) >= 0:
            return True
        return in_fight and self._best_opponent(me, None, foes, other_side_only=True) >= 0

    def _back_up(self, me: int | None, current: int | None) -> bool:
        """The target the box went on from by itself (it went down) stands again (an undo) while
        the box still holds the one it went on to: the box back on it, as it was.  Whether so."""
        fell = self.fell_from
        if fell is None:
            return False
        fallen, moved_to, roller = fell
        if current != moved_to or roller != me:
            self.fell_from = None  # the box changed since: the GM's own doing stands
            return False
        index = self.opponent_combo.findData(fallen)
        if index < 0 or not self.can_act(fallen):
            return False
        self.fell_from = None
        self.opponent_combo.setCurrentIndex(index)
        self.standing_target = fallen
        return True

    def fallen_target(self) -> int | None:
        """The target the box went on from by itself, while an undo may bring it back up."""
        return self.fell_from[0] if self.fell_from is not None else None

    def aimed_shot_target(self, aimed: tuple[bool, int | None]) -> bool:
        """The roll at the round's end (an aimed shot) set against whom the aim was at, ``aimed`` as
        :meth:`~app.services.rolls.service.RollService.round_end_target` says it, while that one
        stands; else against a foe of the roller only, never an ally.  Whether the GM must pick the
        target (the one aimed at is down, or no foe stands): the dock says so."""
        known, target = aimed
        me = self._roller()
        if target is not None and target != me and self.opponent_combo.findData(target) >= 0 \
                and self.can_act(target):
            self.opponent_combo.setCurrentIndex(self.opponent_combo.findData(target))
            self.gm_target = self.standing_target = target
            return False
        fight = self._fight_ids()
        in_fight = me is not None and me in fight
        foes = self.bound.initiative.party_foes() if in_fight else frozenset()
        best = self._best_opponent(me, fight if in_fight else None, foes, other_side_only=True)
        self.opponent_combo.setCurrentIndex(best if best >= 0 else self.opponent_combo.findData(None))
        now = self.opponent_combo.currentData()
        self.gm_target = None
        self.standing_target = now if now is not None and self.can_act(now) else None
        if known and target is not None:
            index = self.opponent_combo.findData(target)
            name = self.opponent_combo.itemText(index) if index >= 0 else str(target)
            self._moved(aimed_target_down_text(name, self.opponent_combo.currentText() if best >= 0
                                                         else None))
            return True
        return best < 0

    def shape_opponents(self) -> None:
        """The Against list without the roller himself nor the dead (a zombie destroyed): neither
        is a target.  Their rows are hidden and skipped by the arrows on the closed box too."""
        me = self._roller()
        model = self.opponent_combo.model()
        view = self.opponent_combo.view()
        if not isinstance(model, QStandardItemModel):
            return
        for index in range(1, self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            row = self.bound.characters.character(cid) if cid is not None else None
            out = cid == me or (row is not None and (bool(row.state.get("dead"))
                                                     or self.bound.ruleset.is_dead(row.sheet, row.state)))
            item = model.item(index)
            if item is not None:
                item.setEnabled(not out)
            if isinstance(view, QListView):
                view.setRowHidden(index, out)

    def shape_rollers(self) -> None:
        """The "Roll for" list without the dead (the dead roll nothing): their rows hidden and
        skipped by the arrows on the closed box, but for the roller shown (a dead fighter's turn an
        undo brought back says why nothing rolls)."""
        model = self.character_combo.model()
        view = self.character_combo.view()
        if not isinstance(model, QStandardItemModel):
            return
        shown = self.character_combo.currentIndex()
        for index in range(1, self.character_combo.count()):
            cid = self.character_combo.itemData(index)
            out = index != shown and cid is not None and self._dead(cid)
            item = model.item(index)
            if item is not None:
                item.setEnabled(not out)
            if isinstance(view, QListView):
                view.setRowHidden(index, out)

    def off_the_dead(self) -> None:
        """The fight over, a dead roller (the last turn's) gives way to the one selected, when
        living, else to the first living one of the list: no roll of the dead is set up."""
        me = self._roller()
        if me is None or not self._dead(me):
            return
        others = [self.character_combo.itemData(i) for i in range(1, self.character_combo.count())]
        living = [cid for cid in (self.selection.character_id, *others) if cid is not None and not self._dead(cid)]
        self.character_combo.setCurrentIndex(self.character_combo.findData(living[0]) if living else 0)

    def _dead(self, character_id: int) -> bool:
        row = self.bound.characters.character(character_id)
        return row is not None and (bool(row.state.get("dead")) or self.bound.ruleset.is_dead(row.sheet, row.state))

    def _apart(self, me: int | None, other: int, foes: frozenset[int]) -> bool:
        """Whether ``me`` and ``other`` fight on opposite sides: the dead against the living, and in
        a fight the NPCs who fought the PCs there (``foes``) against the others."""
        mine = self.kinds_by_id.get(me) if me is not None else None
        if sides_apart(mine, self.kinds_by_id.get(other)):
            return True
        return me is not None and (me in foes) != (other in foes)

    def _best_opponent(self, me: int | None, among: set[int] | None, foes: frozenset[int],
                       other_side_only: bool = False) -> int:
        """The index of the first target of the other side who can act (of ``among`` when given;
        :meth:`_apart`), else one of another kind off the map's turn (:meth:`foe`); never one of the
        roller's own kind (a PC's shot is not aimed at another PC); ``other_side_only``: the other
        side alone.  −1 with none."""
        mine = self.kinds_by_id.get(me) if me is not None else None
        best = -1
        for index in range(self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            if cid is None or cid == me or (among is not None and cid not in among) or not self.can_act(cid):
                continue
            if self._apart(me, cid, foes):
                return index
            if best < 0 and not other_side_only and self.foe(mine, self.kinds_by_id.get(cid)):
                best = index
        return best

    def _left_standing(self, me: int | None, fight: set[int]) -> int:
        """The index of the next target once one of the roller's own side fell (a PC's duel with another
        PC): the first of the fight of another kind who stands (:func:`other_kind_standing`), −1 with none."""
        fighters = []
        for index in range(self.opponent_combo.count()):
            cid = self.opponent_combo.itemData(index)
            if cid is not None and cid != me and cid in fight:
                fighters.append((index, self.kinds_by_id.get(cid), self.can_act(cid)))
        return other_kind_standing(self.kinds_by_id.get(me) if me is not None else None, fighters)

    def foe(self, mine: str | None, theirs: str | None) -> bool:
        """Whether one of ``theirs`` may be the default target of one of ``mine``: the other side (the
        dead against the living), or off the map's turn another kind (a raider NPC against a PC);
        never the roller's own kind (another PC)."""
        return sides_apart(mine, theirs) or (not self.turn_on_map and theirs is not None and theirs != mine)

    def _fight_ids(self) -> set[int]:
        """The characters of the running fight (empty out of a fight)."""
        view = self.bound.initiative.view()
        if view.encounter is None:
            return set()
        return {row.character_id for row in view.combatants if row.character_id is not None}

    def can_act(self, character_id: int) -> bool:
        """Whether ``character_id`` takes turns now (neither dead nor down)."""
        row = self.bound.characters.character(character_id)
        return row is not None and self.bound.ruleset.can_act(row.sheet, row.state)
