"""What a fight list's row shows of its combatant, kept so that a change works out the rows that
changed and the rest of a row only when it is shown.

:class:`FightFaces` works out a row's *face* (the texts and bars the columns are measured by: the
order's mark, the name, the initiative, the tracks, the conditions, the turn's word, and the
row's font) and what its other cells are made from.  What a row shows of its character (the
tracks, the badges, whether the rules let it act) is kept by character while the character is the
same object (the services give a changed one a new object) or holds the same sheet and state (the
campaign read again), and shared by characters of the same make (a horde of whole walkers is asked
of the rules once); an initiative's texts are kept by
what they are made from.  Texts keep the ``InitiativeDock`` context."""

from __future__ import annotations

import functools
import json
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, Qt

from ui.docks.fight_texts import initiative_text
from ui.widgets.condition_text import badge_text, condition_detail, condition_name, told, unsaid
from ui.widgets.fight_columns import NAME_ROLE
from ui.widgets.fight_model import CONDITIONS, INIT, NAME, ORDER, TRACKS, TURN, Cells
from ui.widgets.tracks_delegate import TRACKS_ROLE, dead_words, split, track_cells, word_of

if TYPE_CHECKING:
    from app.services.bundle import Services
    from app.store.models import Character, Combatant, Encounter
    from ui.widgets.tracks_delegate import Cell

_DISPLAY = Qt.ItemDataRole.DisplayRole
#: where the face keeps the row's font: (current, hidden, out of the fight)
FONT_KEY = (-1, int(Qt.ItemDataRole.FontRole))
#: makes of characters kept at most (a fight with more makes works some out again)
MAKES = 2048


class Shown(NamedTuple):
    """What a row shows of its character: the tracks' cells, the conditions' badges, the worst
    severity among them and whether the rules say it cannot act."""

    cells: list[Cell]
    badges: list[str]
    worst: str | None
    out: bool
    #: each condition's name and whole detail, for the tooltip ("Broken leg: −1 die; recovery 3
    #: days": a badge too long for its detail says the name alone)
    tips: tuple[str, ...] = ()
    #: dead (not merely down: twdu's Broken can be tended): the row struck through
    dead: bool = False


class Source(NamedTuple):
    """What a row's cells are made from, besides its face."""

    row: Combatant
    character: Character | None
    current: bool
    tied: bool
    tip: str  # the initiative's tooltip
    labels: list[str]  # the conditions' badges and timers
    shown: Shown
    waits: bool = False  # delays or holds (its turn's word is not the acted's or the waiting's)


_NOBODY = Shown([], [], None, False)


@functools.cache
def _waiting() -> tuple[str, str]:
    """The statuses of one who delays and one who holds."""
    from app.services.initiative import DELAYED, READY  # the services load with the campaign

    return DELAYED, READY


class FightFaces:
    """The faces of a fight list's rows, and what it keeps to work them out."""

    def __init__(self) -> None:
        #: character id → (the object, its sheet and state, what its rows show)
        self._characters: dict[int, tuple[Character, Any, Any, Shown]] = {}
        self._makes: dict[str, Shown] = {}  # by the make's text (sheet, state)
        self._initiatives: dict[tuple[Any, ...], tuple[str, str]] = {}
        self._rules: object = None
        self._words: dict[str, str] = {}  # (_said)
        #: how many faces were made (what the tests count: a change makes those of the rows it names)
        self.made = 0

    def forget(self) -> None:
        """Everything worked out again (a new language, another campaign's rules)."""
        self._characters.clear()
        self._makes.clear()
        self._initiatives.clear()
        self._words.clear()

    def face(
        self, services: Services, enc: Encounter | None, row: Combatant, character: Character | None,
        current: bool, tied: bool,
    ) -> tuple[Cells, Source]:  # fmt: skip
        """A row's face and what its other cells are made from."""
        self.made += 1
        state = row.state
        hidden = bool(state.get("hidden"))
        text, tip = self._initiative(services, enc, row, state, tied)
        shown = self.shown(services, character)
        labels = list(shown.badges)  # "Bleeding: Left arm", which limb
        timers = state.get("timers")
        if timers:
            labels += [
                QCoreApplication.translate("InitiativeDock", "{condition} (rounds left: {rounds})").format(
                    condition=t["label"], rounds=t["rounds"]
                )
                for t in timers
            ]
        name = row.name
        called = self._said()["hidden"].format(name=name) if hidden else name
        position = row.position + 1
        face: Cells = {
            (ORDER, _DISPLAY): f"▶ {position}" if current else str(position),
            (NAME, _DISPLAY): called,
            (NAME, NAME_ROLE): name,  # the name alone, shown on one line ("(hidden)" may wrap)
            (INIT, _DISPLAY): text,
            (TRACKS, TRACKS_ROLE): shown.cells,
            (CONDITIONS, _DISPLAY): ", ".join(labels),
            (TURN, _DISPLAY): self._turn(row, state, current, shown.out),
            FONT_KEY: (current, hidden, shown.dead),  # struck through: the dead alone (Broken is not dead)
        }
        return face, Source(row, character, current, tied, tip, labels, shown, bool(state.get("status")))

    def _said(self) -> dict[str, str]:
        """The words of the turn's column and the hidden one's name, in the language of the moment
        (asked once, not for each of four hundred rows; a new language forgets them)."""
        if not self._words:
            self._words = {
                "now": QCoreApplication.translate("InitiativeDock", "Now"),
                "out": QCoreApplication.translate("InitiativeDock", "Out of the fight"),
                "acted": QCoreApplication.translate("InitiativeDock", "Acted"),
                "delaying": QCoreApplication.translate("InitiativeDock", "Delaying"),
                "holding": QCoreApplication.translate("InitiativeDock", "Holding"),
                "waiting": QCoreApplication.translate("InitiativeDock", "Waiting"),
                "hidden": QCoreApplication.translate("InitiativeDock", "{name} (hidden)"),
            }
        return self._words

    def turn_words(self) -> tuple[str, str, str]:
        """The words of the turn's column a row that neither waits nor acts now shows: the acted's,
        the waiting's and the one out of the fight's."""
        said = self._said()
        return said["acted"], said["waiting"], said["out"]

    def _turn(self, row: Combatant, state: dict[str, Any], current: bool, out: bool) -> str:
        said = self._said()
        if current:
            return said["now"]
        if out:
            return said["out"]
        if row.acted:
            return said["acted"]
        status = state.get("status")
        if status:
            delayed, ready = _waiting()
            if status == delayed:
                return said["delaying"]
            if status == ready:
                return said["holding"]
        return said["waiting"]

    def _initiative(
        self, services: Services, enc: Encounter | None, row: Combatant, state: dict[str, Any], tied: bool
    ) -> tuple[str, str]:
        key = (
            enc.mode if enc is not None else None,
            row.initiative,
            state.get("phase"),
            state.get("action"),
            bool(state.get("first")),
            tied,
        )
        found = self._initiatives.get(key)
        if found is None:
            if len(self._initiatives) > 4096:
                self._initiatives.clear()
            found = self._initiatives[key] = initiative_text(services, enc, row, tied)
        return found

    def shown(self, services: Services, character: Character | None) -> Shown:
        """What a row shows of ``character``: kept while it is the same object, shared by the same make."""
        if character is None:
            return _NOBODY
        rules = services.ruleset
        if rules is not self._rules:  # another campaign's rules
            self.forget()
            self._rules = rules
        cid = int(character.id or 0)
        kept = self._characters.get(cid)
        if kept is not None and (kept[0] is character or (kept[1] == character.sheet and kept[2] == character.state
                                                          and kept[0].kind == character.kind)):
            return kept[3]
        try:  # the kind too: the pools a row draws are its kind's (a twdu walker has none)
            make = json.dumps([character.sheet, character.state, character.kind], sort_keys=True, default=str)
        except (TypeError, ValueError):  # a key json cannot sort: worked out alone
            make = ""
        found = self._makes.get(make) if make else None
        if found is None:
            # a pool the roster shows once spent (the grid game's stamina) is left to the roster and the
            # map's line: beside a body figure it took the map 86 px of a laptop's width (tiles 31 px)
            specs = [t for t in rules.tracks_of(character.sheet, character.kind) if t.main and not t.spent_only]
            conditions = rules.conditions(character.sheet, character.state)
            cells = track_cells(specs, rules.track_values(character.sheet, character.state),
                                dead_words(conditions, rules.health_track(character.sheet)), told(conditions))
            # a badge that only says a bar's word again (a dead character's Health reads Dead) goes
            shown = unsaid(conditions, (word_of(cell) for cell in split(cells)[1]))
            badges = [badge_text(c) for c in shown]
            tips = tuple(f"{condition_name(c)}: {d}" if (d := condition_detail(c)) else condition_name(c)
                         for c in shown)
            worst = next((s for s in ("danger", "warn", "info") if any(c.severity == s for c in conditions)), None)
            dead = bool(character.state.get("dead")) or rules.is_dead(character.sheet, character.state)
            found = Shown(cells, badges, worst, not rules.can_act(character.sheet, character.state), tips, dead)
            if make:
                if len(self._makes) >= MAKES:
                    self._makes.clear()
                self._makes[make] = found
        self._characters[cid] = (character, character.sheet, character.state, found)
        return found


class ColumnWords:
    """The texts the order's and the turn's columns show, each with how many rows show it: what
    those columns are fitted to without reading every row (:func:`ui.widgets.columns.fit_columns`)."""

    COLUMNS = ((ORDER, _DISPLAY), (TURN, _DISPLAY))

    def __init__(self) -> None:
        self._counts: dict[int, dict[str, int]] = {key[0]: {} for key in self.COLUMNS}

    def clear(self) -> None:
        for counts in self._counts.values():
            counts.clear()

    def change(self, old: Cells, new: Cells) -> None:
        """A row's face changed from ``old`` (empty: a new row; ``new`` empty: a row gone)."""
        for key in self.COLUMNS:
            was, now = old.get(key), new.get(key)
            if was == now:
                continue
            counts = self._counts[key[0]]
            if isinstance(was, str):
                left = counts.get(was, 0) - 1
                if left > 0:
                    counts[was] = left
                else:
                    counts.pop(was, None)
            if isinstance(now, str):
                counts[now] = counts.get(now, 0) + 1

    def texts(self) -> dict[int, list[str]]:
        """Each column's texts shown now, each once."""
        return {column: list(counts) for column, counts in self._counts.items()}
