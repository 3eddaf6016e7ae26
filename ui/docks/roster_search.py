"""A name typed in the roster's list finds the character: the letters typed in quick succession
(within the application's keyboard input interval, as Qt's own keyboard search) make one search,
so "Father" finds Father Tom and "Wa" the first Walker.

Once the GM has gone to the list (Ctrl+1, a click, Tab), every printable key without Ctrl, Alt or
Meta is typed there: none of the window's single keys fires (A would act now, R roll the initiative,
B black out the players' screen while the GM looks for Father Tom, Mia or a Walker), not even for
the first letter; the keys on the selected character (D, H) act only where they find no name (below).
Where the window put the focus by itself (a campaign just opened, see :func:`ui.key_guard.to_work`)
the list is not a search yet: the arrows pick a character, and a window's single key acts from the
first press (B blacks out the players' screen); a letter that is no window key starts the search.
Leaving the list (Esc, Tab, a click elsewhere) ends it, and takes down the status bar's hint it
gave ("No name starts with “d”…" stayed up after Esc); a dialog opened from it does not.  A window
key no name holds ("+", the threat's step up; "-", its step down) acts even while the search goes on.

The search lands on characters only, never on a group's heading ("Z" finds the first zombie, not
"Zombies"); a letter typed again on its own ("ZZ") goes on to the next name with that letter.

The window's keys on the selected character (D damages, H heals: :data:`ROW_KEYS`) act from the
search where it finds no other name with them: "Dana" then D opens Dana's damage ("danad" is no
name), and H where no name starts with H heals the row found.  A letter that goes on with a name
still finds it ("Da" finds Dana), and a name that starts with D is found by its first letter, D
typed on its own, unless it is the row found already (then D damages it: "Dana", a pause, D).
Typed on the Russian layout, such a key is the Cyrillic letter on it («в» on D,
:data:`ui.english_mnemonics.PHYSICAL`): it finds a Cyrillic name that goes on with it, else acts
as D, as the window's shortcut D does on that layout; a Latin D never goes on with a Cyrillic name.
The roster's other actions on the found character are its chords (Ins, F2 or Enter, Ctrl+D, Del,
Ctrl+P) and its context menu (the Menu key).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFocusEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QMainWindow,
    QTreeWidget,
    QTreeWidgetItem,
    QTreeWidgetItemIterator,
)

from ui import keymap
from ui.english_mnemonics import PHYSICAL
from ui.key_guard import TYPED_HERE, typed_key

#: how the focus comes to the list when the GM takes it there (not the window by itself)
ON_PURPOSE = (
    Qt.FocusReason.MouseFocusReason,
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)
#: how the focus leaves the list for a while only (a dialog, a menu): the search stays on
FOR_A_WHILE = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)

#: the item data role that holds a character's id (a group's heading has none)
ID_ROLE = Qt.ItemDataRole.UserRole

#: the window's keys that act on the selected character: from the search, where no other name goes on
#: with them (the chords among them act from the list anyway: they type nothing)
ROW_KEYS = ("characters.damage", "characters.heal", "characters.checks", "characters.found",
            "characters.draw", "characters.putAway")
#: the Latin key under each Russian letter («в» is typed on D)
LATIN = {cyrillic: Qt.Key(key) for key, cyrillic in PHYSICAL.items()}


class RosterSearch(QObject):
    """Installed on the roster's list (see the module)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        self.typed = ""
        self.clock = QElapsedTimer()
        self.searching = False
        self.hint = ""  # the status bar's hint the search gave ("No name starts with “d”…"), while up
        self._set_searching(False)
        tree.installEventFilter(self)

    def begin(self) -> None:
        """The GM has come to the list on purpose (Ctrl+1), even where the focus already was: every
        letter typed from now is the search."""
        self._set_searching(True)

    def _set_searching(self, on: bool) -> None:
        """The list's typed keys are a search (``on``), or the window's single keys."""
        self.searching = on
        self.tree.setProperty(TYPED_HERE, on)  # the window's key guards leave its typed keys alone
        if not on:
            self._end()

    def _end(self) -> None:
        """The search is over: what was typed is forgotten, and its hint goes from the status bar
        (a key on the row found ends it too; the list stays a search)."""
        self.typed = ""
        self.clock.invalidate()
        hint, self.hint = self.hint, ""
        window = self.tree.window()
        if hint and isinstance(window, QMainWindow) and window.statusBar().currentMessage() == hint:
            window.statusBar().clearMessage()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.tree:
            return False
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            assert isinstance(event, QFocusEvent)
            if event.reason() in ON_PURPOSE:
                self._set_searching(True)
            return False
        if kind == QEvent.Type.FocusOut:
            assert isinstance(event, QFocusEvent)
            if event.reason() not in FOR_A_WHILE:
                self._set_searching(False)
            return False
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        if not typed_key(event):
            return False
        if self.searching and self._window_key(event) and not self._in_a_name(event.text()):
            # "+" right after a name: no name holds it, so the window's key acts (the threat's step up)
            event.accept()
            if kind == QEvent.Type.KeyPress:
                self._window_action(event)
            return True
        if not self.searching:
            if kind == QEvent.Type.ShortcutOverride:
                return False  # the window's key acts, if it is one
            if self._window_key(event):  # pressed, not fired: its action cannot act now (the status
                event.accept()  # bar says why, ui.disabled_keys); nor is it a search of the list's own
                return True
            self._set_searching(True)  # a letter that is no window key: the GM is looking for a name
        event.accept()  # typed: not a window shortcut
        if kind != QEvent.Type.KeyPress:
            return True
        row_key = self._row_key(event)
        if row_key is not None and self._finds_none(event.text()):
            self._end()  # "Dana", then D: Dana's damage; the next letter is a new name
            self._act(row_key)
        elif not self.find(event.text()):
            self._say_where(event)
        return True

    @staticmethod
    def _in_a_name(text: str) -> bool:
        """Whether ``text`` may be part of a name searched for: letters, digits, a space, an
        apostrophe or a dot ("O'Hara", "Dr. Ruiz"); "+" and "-" never are: they step the threat up
        and down, here as anywhere ("Jean" finds Jean-Luc; "-" typed in the search said "No name
        starts with “-”" while + asked why the threat goes up)."""
        return any(ch.isalnum() or ch in " '.’" for ch in text)

    def _window_action(self, event: QKeyEvent) -> None:
        """Trigger the window's action the key pressed is bound to (enabled; none: nothing)."""
        pressed = QKeySequence(event.text())
        for action in self.tree.window().findChildren(QAction):
            if action.isEnabled() and any(seq.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                                          for seq in action.shortcuts()):
                action.trigger()
                return

    @staticmethod
    def _row_key(event: QKeyEvent) -> keymap.Key | None:
        """The window's key on the selected character pressed (:data:`ROW_KEYS`), on the Latin
        layout or on the Russian one (its letter on that key: «в» is D, as Qt's shortcuts take it)."""
        latin = LATIN.get(event.text().casefold())
        pressed = [event]
        if latin is not None:
            pressed.append(QKeyEvent(event.type(), latin, event.modifiers(), event.text()))
        for key_id in ROW_KEYS:
            if any(keymap.pressed(each, key_id) for each in pressed):
                return keymap.BY_ID[key_id]
        return None

    def _act(self, key: keymap.Key) -> None:
        """The window's action of ``key`` on the row found (enabled; else the status bar says why
        not, as for the key pressed anywhere)."""
        window = self.tree.window()
        wanted = keymap.sequences(key.id)
        found = [action for action in window.findChildren(QAction) if any(seq in wanted for seq in action.shortcuts())]
        for action in found:
            if action.isEnabled():
                action.trigger()
                return
        refusal = getattr(window, "disabled_keys", None)
        if found and refusal is not None:
            refusal.say(found[0])

    @staticmethod
    def _window_key(event: QKeyEvent) -> bool:
        """Whether the key pressed is one of the window's single keys (enabled or not)."""
        return RosterSearch._key_of(event) is not None

    @staticmethod
    def _key_of(event: QKeyEvent) -> keymap.Key | None:
        """The window's single key pressed (enabled or not), if it is one."""
        for key in keymap.KEYMAP:
            if key.scope == keymap.WINDOW and not key.fixed and keymap.pressed(event, key.id):
                return key
        return None

    def _say_where(self, event: QKeyEvent) -> None:
        """A window key typed in the search found no name (D to damage, H to heal): the status bar
        says where that key acts, so the GM is not left wondering why nothing happened."""
        key = self._key_of(event)
        window = self.tree.window()
        if key is None or len(self.typed) != 1 or not isinstance(window, QMainWindow):
            return
        action = QCoreApplication.translate("Keys", key.label)
        self.hint = QCoreApplication.translate(
            "RosterSearch", "No name starts with “{typed}”: in the roster a letter finds a name; {damage} and "
            "{heal} that find none open the damage and the healing of the character found. Esc goes back to "
            "the fight list, where {key} is “{action}”.").format(
                typed=self.typed, key=event.text().upper(), action=action,
                damage=self._named("characters.damage"), heal=self._named("characters.heal"))
        window.statusBar().showMessage(self.hint, 8000)

    @staticmethod
    def _named(key_id: str) -> str:
        """The key of ``key_id`` as the GM's keyboard writes it (his own, if rebound)."""
        keys = keymap.keys_of(key_id)
        return keymap.key_sequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText) if keys else ""

    def rows(self) -> list[QTreeWidgetItem]:
        """The characters' rows shown, top to bottom (no headings, no row hidden by the filter)."""
        found = []
        it = QTreeWidgetItemIterator(self.tree, QTreeWidgetItemIterator.IteratorFlag.NotHidden)
        while it.value() is not None:
            item = it.value()
            if item.data(0, ID_ROLE) is not None:
                found.append(item)
            it += 1
        return found

    def _going_on(self) -> bool:
        """Whether a key typed now goes on with the search (within the interval)."""
        return self.clock.isValid() and self.clock.elapsed() <= QApplication.keyboardInputInterval()

    def _lands(self, typed: str, going_on: bool) -> tuple[QTreeWidgetItem | None, bool]:
        """The row the search for ``typed`` lands on (None: no name), and whether it is a name
        that goes on with the letters typed (not a letter typed on its own: "D", "ZZ")."""
        rows = self.rows()
        if not rows:
            return None, False
        current = self.tree.currentItem()
        at = rows.index(current) if current in rows else -1
        needle = typed.casefold()
        # a new search starts below the current row; one that goes on may stay on it
        start = at if going_on and at >= 0 else at + 1
        item = self._first(rows, start, needle)
        if item is not None:
            return item, going_on and len(needle) > 1
        if len(set(needle)) == 1:  # "ZZ": the next name with that letter
            return self._first(rows, at + 1, needle[0]), False
        return None, False

    def _finds_none(self, text: str) -> bool:
        """Whether ``text`` typed now would find no other name: no name goes on with it ("Dana",
        then D), and on its own it finds none or only the row found already (the one it acts on)."""
        going_on = self._going_on()
        item, goes_on = self._lands(self.typed + text if going_on else text, going_on)
        return item is None or (item is self.tree.currentItem() and not goes_on)

    def find(self, text: str) -> bool:
        """``text`` typed: the search goes on (within the interval) or starts again; whether it
        found a name."""
        going_on = self._going_on()
        self.typed = self.typed + text if going_on else text
        self.clock.start()
        item, _ = self._lands(self.typed, going_on)
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)
        return item is not None

    @staticmethod
    def _first(rows: list[QTreeWidgetItem], start: int, needle: str) -> QTreeWidgetItem | None:
        for i in range(len(rows)):
            item = rows[(start + i) % len(rows)]
            if item.text(0).casefold().lstrip("⚠ ").startswith(needle):
                return item
        return None
