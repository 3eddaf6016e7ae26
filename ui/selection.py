"""Which character the GM has selected, shared by every dock of the window.

Signals: ``characterChanged(int)`` — a dock (roster, initiative list) selected a character;
the dice dock, ammo ledger and others follow it.  ``rollInputs(int, dict, int | None)`` — a dock
that knows some of a roll's inputs (the map: a shot's distance, and its target) offers them for
that character's roll.  ``rollAsked(int, str, dict)`` — a dock asks for that character's roll of
that kind with those inputs (F fired a weapon: the attack that makes the shot); a single attack's
offer names the attack under :data:`ANSWERS`, so that roll, and no other, answers it.
``rollSeries(int, list)`` — a fire of several attacks (three single shots): each (kind, inputs)
rolled in turn, the next set up once the one before is rolled.
``rollsDue(list)`` — the rolls a time passing calls for, each (whose, kind, inputs), and the minutes
passed: the dice dock sets each up in turn, the next once the one before is rolled.
``rollTyped(int, str, dict)`` — as ``rollAsked``, with the focus on the dice dock's typed dice: the table's
die typed, or Ctrl+R to let the console roll (a check due, from the roster).
``aim`` picks a target for the selected character (the map's X): D damages it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, Signal

#: the key of an asked roll's inputs naming the single attack's log line it is made for (not a field)
ANSWERS = "_answers"
#: the key of offered inputs naming the roll kind they are for (the map's X: its shot), not a field
KIND = "_kind"


class Selection(QObject):
    characterChanged = Signal(int)
    rollInputs = Signal(int, object, object)
    rollAsked = Signal(int, str, object)
    rollTyped = Signal(int, str, object)
    rollSeries = Signal(int, object)
    rollsDue = Signal(object, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.character_id: int | None = None
        #: (who aims, at whom): the target the GM picked for the selected character (the map's X)
        self._aimed: tuple[int, int] | None = None
        #: while ``characterChanged`` is told: whether the one selected may become the target of the
        #: roll of whose turn it is (False: the fight list went on to the next to declare)
        self.aiming = True
        #: the dice dock's answer to "would this roll find its target?" (:meth:`has_target`)
        self.target_check: Callable[[int, str], bool] | None = None

    def has_target(self, character_id: int, kind: str) -> bool:
        """Whether ``character_id``'s roll of ``kind``, asked now, would find the opponent it needs
        (F asks before it spends anything); True for a roll that needs none, or with no dice dock."""
        return self.target_check is None or self.target_check(character_id, kind)

    def select_character(self, character_id: int, aim: bool = True) -> None:
        """``aim``: the one selected may be the target of the turn's roll (a row chosen to damage it,
        or to look at it); False for a row the fight list chose for its declaration."""
        if character_id != self.character_id:
            self.character_id = character_id
            self._aimed = None
            self.aiming = aim
            try:
                self.characterChanged.emit(character_id)
            finally:
                self.aiming = True

    def aim(self, character_id: int, target_id: int | None) -> None:
        """``character_id`` selected, with ``target_id`` as the target the GM picked for them: D
        then damages the target (the shot's or the blow's), until another character is selected."""
        self.select_character(character_id)
        self._aimed = (character_id, target_id) if target_id is not None else None

    def drop_aim(self) -> None:
        """No target picked any more (the map chose another token)."""
        self._aimed = None

    def aimed_target(self) -> int | None:
        """The target picked for the selected character (None when none is)."""
        if self._aimed is not None and self._aimed[0] == self.character_id:
            return self._aimed[1]
        return None

    def offer_roll_inputs(
        self, character_id: int, inputs: Mapping[str, object], opponent_id: int | None = None
    ) -> None:
        """Select the character and offer ``inputs`` (roll field key → value) to its roll, with
        ``opponent_id`` as the roll's opponent (the shot's target) when the roll has one."""
        self.select_character(character_id)
        if inputs:
            self.rollInputs.emit(character_id, dict(inputs), opponent_id)

    def ask_roll(self, character_id: int, kind: str, inputs: Mapping[str, object],
                 answers: int | None = None) -> None:
        """Ask the dice dock for ``character_id``'s roll of ``kind`` with ``inputs`` (F fired a
        weapon: the attack that makes the shot, with that weapon and that kind of shot); ``answers``:
        the log line of the single attack from the dead this roll is made for."""
        asked = dict(inputs)
        if answers is not None:
            asked[ANSWERS] = answers
        self.rollAsked.emit(character_id, kind, asked)

    def ask_roll_series(self, character_id: int, rolls: Sequence[tuple[str, Mapping[str, object]]]) -> None:
        """Ask the dice dock for ``character_id``'s rolls, one after another (a fire of three single
        shots: three attack rolls); one roll is :meth:`ask_roll`."""
        if len(rolls) == 1:
            self.ask_roll(character_id, *rolls[0])
        elif rolls:
            self.rollSeries.emit(character_id, [(kind, dict(inputs)) for kind, inputs in rolls])

    def ask_rolls_due(self, rolls: Sequence[tuple[int, str, Mapping[str, object]]], minutes: int) -> None:
        """Ask the dice dock for the rolls ``minutes`` of time passing call for, each (whose, kind,
        inputs): one after another, the next set up once the one before is rolled."""
        if rolls:
            self.rollsDue.emit([(who, kind, dict(inputs)) for who, kind, inputs in rolls], minutes)

    def ask_typed_roll(self, character_id: int, kind: str, inputs: Mapping[str, object]) -> None:
        """Ask the dice dock for ``character_id``'s roll of ``kind``, the focus on its typed dice
        (a check due from the roster: the table's die, or Ctrl+R to let the console roll)."""
        self.rollTyped.emit(character_id, kind, dict(inputs))
