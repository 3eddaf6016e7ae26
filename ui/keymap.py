"""The window's keymap, designed as a whole: one table of every key, one meaning for each key.

Every dock and the main window make their actions' shortcuts from :data:`KEYMAP` through
:func:`bind` (an action id → its default keys, its label and where it works).  The GM's own keys
(Help → Keys) are remembered in QSettings under ``keys/<id>`` and applied at once to every action
bound to the id; a key already in use is refused.  The README's table of keys is
:func:`markdown_table` (a test compares them).

Scopes: ``window`` keys work anywhere in the main window (a single letter or sign, such as N or +,
only while no text field, spin box, editable list or open popup has the focus: see
:mod:`ui.key_guard`); the other scopes work while the focus is in that list or panel.  A key
may be in two scopes that work in the same place only when it means the same there (Ins adds to
the list, Del takes out of it; Esc backs out of what is under way, else goes back to the fight
list); in two panels it means the like (a digit answers by its number, an arrow moves that way).
A ``FIELDS`` scope is a field where keys are typed: the window's single keys never fire there, so
a sign may mean the field's own step (+ in the count of dead adds one).

A ``fixed`` entry is a group of keys that answer by their number or direction (the digits that
pick the reason of a threat step, the map's numeric keypad): one line in Help → Keys, not rebound.
The map's four directions are rebound like any other key (Shift with a direction's key: the step
turned 45° clockwise).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QKeyCombination, QSettings, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut

from app.rules.text import QT_TRANSLATE_NOOP

WINDOW = "window"
SCOPES = {
    WINDOW: QT_TRANSLATE_NOOP("Keys", "Anywhere in the window"),
    "fight": QT_TRANSLATE_NOOP("Keys", "In the fight list"),
    "roster": QT_TRANSLATE_NOOP("Keys", "In the roster"),
    "ammo": QT_TRANSLATE_NOOP("Keys", "In the weapons table"),
    "swarm": QT_TRANSLATE_NOOP("Keys", "In the swarm panel"),
    "swarmDead": QT_TRANSLATE_NOOP("Keys", "In the swarm panel's count of dead"),
    "threat": QT_TRANSLATE_NOOP("Keys", "On the threat dial"),
    "map": QT_TRANSLATE_NOOP("Keys", "On the battle map"),
    "history": QT_TRANSLATE_NOOP("Keys", "In the history"),
    "log": QT_TRANSLATE_NOOP("Keys", "In the log"),
    "handouts": QT_TRANSLATE_NOOP("Keys", "In the handouts"),
}
#: keys that mean the same in each list they are in (so they may be in several scopes)
SHARED = {"Ins", "Del", "Return", "Enter", "Ctrl+F", "Esc"}
#: scopes that are fields: keys typed there, so the window's single keys never fire in them
FIELDS = {"swarmDead"}
#: scopes where a typed key finds a name (the roster): their actions take keys that type nothing
SEARCHED = {"roster"}
#: scopes that are a window of their own (a dialog over the main window): the main window's keys
#: never fire there, so their keys may be the main window's too
OWN_WINDOW = {"handouts"}


@dataclass(frozen=True)
class Key:
    id: str
    keys: tuple[str, ...]
    label: str
    scope: str = WINDOW
    #: a group of keys that answer by number or direction: shown as this text, never rebound
    fixed: str = ""


def _k(id_: str, keys: str | tuple[str, ...], label: str, scope: str = WINDOW, fixed: str = "") -> Key:
    return Key(id_, (keys,) if isinstance(keys, str) else keys, label, scope, fixed)


DIGITS = tuple(str(n) for n in range(1, 10))
KEYPAD_KEYS = ("Home", "PgUp", "End", "PgDown")


KEYMAP: tuple[Key, ...] = (
    # the fight, anywhere in the window
    _k("fight.next", "N", QT_TRANSLATE_NOOP("Keys", "Next turn")),
    _k("fight.previous", "Shift+N", QT_TRANSLATE_NOOP("Keys", "Previous turn")),
    _k("fight.roll", "R", QT_TRANSLATE_NOOP("Keys", "Roll initiative")),
    _k("fight.start", "Ctrl+Shift+F", QT_TRANSLATE_NOOP("Keys", "Start a fight")),
    _k("fight.end", "Ctrl+Alt+F", QT_TRANSLATE_NOOP("Keys", "End the fight")),
    _k("fight.endRound", "Ctrl+Alt+N", QT_TRANSLATE_NOOP("Keys", "End the round")),
    _k("fight.list", "Esc", QT_TRANSLATE_NOOP("Keys", "Back to the fight list")),
    _k("ammo.fire", "F", QT_TRANSLATE_NOOP("Keys", "Fire the selected weapon")),
    _k("ammo.fireWith", "Shift+F", QT_TRANSLATE_NOOP("Keys", "Fire with options")),
    _k("ammo.reload", "Ctrl+L", QT_TRANSLATE_NOOP("Keys", "Reload")),
    _k("ammo.refill", "Ctrl+Shift+P", QT_TRANSLATE_NOOP("Keys", "Ammunition found")),
    _k("ammo.give", "Ctrl+Shift+G", QT_TRANSLATE_NOOP("Keys", "Give ammunition")),
    _k("ammo.empty", "Ctrl+Shift+M", QT_TRANSLATE_NOOP("Keys", "Empty a weapon")),
    _k("characters.damage", "D", QT_TRANSLATE_NOOP("Keys", "Damage the selected character")),
    _k("characters.heal", "H", QT_TRANSLATE_NOOP("Keys", "Heal the selected character")),
    _k("characters.checks", "Ctrl+Shift+K",
       QT_TRANSLATE_NOOP("Keys", "Checks due on the selected character (survival, consciousness, a zombie's fate)")),
    _k("characters.found", "Ctrl+Shift+U",
       QT_TRANSLATE_NOOP("Keys", "What the selected character finds and keeps (bandages, pain pills)")),
    _k("threat.up", ("+", "="), QT_TRANSLATE_NOOP("Keys", "Threat up")),
    _k("threat.down", "-", QT_TRANSLATE_NOOP("Keys", "Threat down")),
    _k("threat.avoid", "Ctrl+Shift+A", QT_TRANSLATE_NOOP("Keys", "Roll to avoid the dead")),
    _k("swarm.start", "Ctrl+Shift+W", QT_TRANSLATE_NOOP("Keys", "Swarm fight: start it, or go to the swarm panel")),
    _k("swarm.clear", "Ctrl+Shift+C", QT_TRANSLATE_NOOP("Keys", "Clear out an area")),
    _k("swarm.roll", "Ctrl+Alt+W", QT_TRANSLATE_NOOP("Keys", "Roll the swarm round")),
    _k("swarm.callOff", "Ctrl+Alt+X", QT_TRANSLATE_NOOP("Keys", "Call off the swarm fight")),
    _k("dice.roll", "Ctrl+R", QT_TRANSLATE_NOOP("Keys", "Roll the dice")),
    _k("dice.repeat", "Ctrl+Shift+R", QT_TRANSLATE_NOOP("Keys", "Repeat the last roll")),
    _k("dice.focus", "Ctrl+Shift+D", QT_TRANSLATE_NOOP("Keys", "Go to the dice")),
    _k("dice.melee", "Ctrl+Alt+G", QT_TRANSLATE_NOOP("Keys", "Melee groups of the fight")),
    _k("dice.faces", "Ctrl+K", QT_TRANSLATE_NOOP("Keys", "Go to the typed dice (of the swarm round in a swarm fight)")),
    _k("player.toggle", "F5", QT_TRANSLATE_NOOP("Keys", "Player display on or off")),
    _k("player.blackout", "B", QT_TRANSLATE_NOOP("Keys", "Blackout the player display")),
    _k("player.share", "Ctrl+Shift+L", QT_TRANSLATE_NOOP("Keys", "Share with the players")),
    _k("player.turnTimer", "Ctrl+Alt+T", QT_TRANSLATE_NOOP("Keys", "Turn timer for the one acting: start or stop")),
    _k("player.pauseTimer", "Ctrl+Alt+Space", QT_TRANSLATE_NOOP("Keys", "Pause the turn timer, or go on")),
    _k("player.handouts", "Ctrl+Alt+H", QT_TRANSLATE_NOOP("Keys", "Handouts: show the players a picture or a text")),
    _k("file.new", "Ctrl+N", QT_TRANSLATE_NOOP("Keys", "New campaign")),
    _k("file.open", "Ctrl+O", QT_TRANSLATE_NOOP("Keys", "Open a campaign")),
    _k("file.copy", "Ctrl+Shift+S", QT_TRANSLATE_NOOP("Keys", "Save a copy")),
    _k("file.quit", "Ctrl+Q", QT_TRANSLATE_NOOP("Keys", "Quit")),
    _k("characters.import", "Ctrl+I", QT_TRANSLATE_NOOP("Keys", "Import characters")),
    _k("characters.export", "Ctrl+Shift+X", QT_TRANSLATE_NOOP("Keys", "Export characters")),
    _k("log.export", "Ctrl+E", QT_TRANSLATE_NOOP("Keys", "Export the log")),
    _k("log.import", "Ctrl+Shift+I", QT_TRANSLATE_NOOP("Keys", "Import a log")),
    _k("edit.undo", "Ctrl+Z", QT_TRANSLATE_NOOP("Keys", "Undo")),
    _k("edit.redo", "Ctrl+Shift+Z", QT_TRANSLATE_NOOP("Keys", "Redo")),
    _k("log.note", "Ctrl+Shift+N", QT_TRANSLATE_NOOP("Keys", "Write a note in the log")),
    _k("log.secret", "Ctrl+Shift+H", QT_TRANSLATE_NOOP("Keys", "Mark a log line secret")),
    _k("session.start", "Ctrl+Shift+B", QT_TRANSLATE_NOOP("Keys", "Start a new session")),
    _k("session.end", "Ctrl+Shift+E", QT_TRANSLATE_NOOP("Keys", "End the session")),
    _k("characters.experience", "F9", QT_TRANSLATE_NOOP("Keys", "Experience")),
    _k("characters.time", "Ctrl+Shift+T", QT_TRANSLATE_NOOP("Keys", "Time passes")),
    _k("view.charactersDock", "Ctrl+1",
       QT_TRANSLATE_NOOP("Keys", "Go to the roster: shown, in front, the focus in it")),
    _k("view.initiativeDock", "Ctrl+2", QT_TRANSLATE_NOOP("Keys", "Go to the fight: shown, in front, the focus in it")),
    _k("view.logDock", "Ctrl+3", QT_TRANSLATE_NOOP("Keys", "Go to the log: shown, in front, the focus in it")),
    _k("view.historyDock", "Ctrl+4", QT_TRANSLATE_NOOP("Keys", "Go to the history: shown, in front, the focus in it")),
    _k("view.diceDock", "Ctrl+5", QT_TRANSLATE_NOOP("Keys", "Go to the dice: shown, in front, the focus in it")),
    _k("view.ammoDock", "Ctrl+6", QT_TRANSLATE_NOOP("Keys", "Go to the ammunition: shown, in front, the focus in it")),
    _k("view.threatDock", "Ctrl+7", QT_TRANSLATE_NOOP("Keys", "Go to the threat: shown, in front, the focus in it")),
    _k("view.swarmDock", "Ctrl+8", QT_TRANSLATE_NOOP("Keys", "Go to the swarm: shown, in front, the focus in it")),
    _k("view.mapDock", "Ctrl+9", QT_TRANSLATE_NOOP("Keys", "Go to the map: shown, in front, the focus in it")),
    _k("view.fightLayout", "F11", QT_TRANSLATE_NOOP("Keys", "Fight layout, and back to your own")),
    _k("map.focus", "Ctrl+Alt+M", QT_TRANSLATE_NOOP("Keys", "Go to the battle map")),
    _k("map.place", "Ctrl+Alt+P", QT_TRANSLATE_NOOP("Keys", "Place the fight on the map")),
    _k("map.players", "Ctrl+Alt+V", QT_TRANSLATE_NOOP("Keys", "The players see the map, or not")),
    _k("help.keys", "F1", QT_TRANSLATE_NOOP("Keys", "Keys (this list)")),
    _k("help.errorDetails", "Ctrl+Alt+E", QT_TRANSLATE_NOOP("Keys", "Details of the last error")),
    # the fight list
    _k("fight.add", "Ins", QT_TRANSLATE_NOOP("Keys", "Add from the roster"), "fight"),
    _k("fight.extras", "Shift+Ins", QT_TRANSLATE_NOOP("Keys", "Add extras"), "fight"),
    _k("fight.remove", "Del", QT_TRANSLATE_NOOP("Keys", "Take out of the fight"), "fight"),
    _k("fight.value", "E", QT_TRANSLATE_NOOP("Keys", "Type the initiative, or declare"), "fight"),
    _k("fight.delay", "W", QT_TRANSLATE_NOOP("Keys", "Delay"), "fight"),
    _k("fight.hold", "Shift+W", QT_TRANSLATE_NOOP("Keys", "Hold a ready action"), "fight"),
    _k("fight.actNow", "A", QT_TRANSLATE_NOOP("Keys", "Act now"), "fight"),
    _k("fight.first", "S", QT_TRANSLATE_NOOP("Keys", "Started the violence"), "fight"),
    _k("fight.timer", "T", QT_TRANSLATE_NOOP("Keys", "Timed condition"), "fight"),
    _k("fight.clearTimers", "Shift+T", QT_TRANSLATE_NOOP("Keys", "Clear timed conditions"), "fight"),
    _k("fight.hidden", "V", QT_TRANSLATE_NOOP("Keys", "Hide from or show to the players"), "fight"),
    _k("fight.up", "Ctrl+Up", QT_TRANSLATE_NOOP("Keys", "Move up"), "fight"),
    _k("fight.down", "Ctrl+Down", QT_TRANSLATE_NOOP("Keys", "Move down"), "fight"),
    # the handouts
    _k("handouts.text", "Ins", QT_TRANSLATE_NOOP("Keys", "New handout: type a text"), "handouts"),
    _k("handouts.picture", "Shift+Ins", QT_TRANSLATE_NOOP("Keys", "New handout: a picture from a file"), "handouts"),
    _k("handouts.room", "R", QT_TRANSLATE_NOOP("Keys", "Show it to the room (the player display)"), "handouts"),
    _k("handouts.phones", "P", QT_TRANSLATE_NOOP("Keys", "Show it on every phone"), "handouts"),
    _k("handouts.player", "O", QT_TRANSLATE_NOOP("Keys", "Show it on one player's phone"), "handouts"),
    _k("handouts.hideRoom", "Shift+R", QT_TRANSLATE_NOOP("Keys", "Hide the room's handout"), "handouts"),
    _k("handouts.hidePhones", "Shift+P", QT_TRANSLATE_NOOP("Keys", "Hide the phones' handout"), "handouts"),
    _k("handouts.hidePlayer", "Shift+O", QT_TRANSLATE_NOOP("Keys", "Hide the handout on one player's phone"),
       "handouts"),
    _k("handouts.remove", "Del", QT_TRANSLATE_NOOP("Keys", "Take the handout back"), "handouts"),
    # the roster
    _k("roster.new", "Ins", QT_TRANSLATE_NOOP("Keys", "New character"), "roster"),
    _k("roster.edit", "F2", QT_TRANSLATE_NOOP("Keys", "Open the sheet"), "roster"),
    _k("roster.duplicate", "Ctrl+D", QT_TRANSLATE_NOOP("Keys", "Numbered copies"), "roster"),
    _k("roster.remove", "Del", QT_TRANSLATE_NOOP("Keys", "Remove from the campaign"), "roster"),
    _k("roster.reveal", "Ctrl+P", QT_TRANSLATE_NOOP("Keys", "What the players see of them"), "roster"),
    _k("roster.filter", "Ctrl+F", QT_TRANSLATE_NOOP("Keys", "Filter by name"), "roster"),
    # the weapons table
    _k("ammo.fireRow", ("Return", "Enter"), QT_TRANSLATE_NOOP("Keys", "Fire this weapon"), "ammo"),
    _k("ammo.warn", "L", QT_TRANSLATE_NOOP("Keys", "Low-ammo warning of this weapon"), "ammo"),
    # the swarm panel
    _k("swarm.answer1", "1", QT_TRANSLATE_NOOP("Keys", "The GM's pick 1 (or Threat 1 after a win)"), "swarm"),
    _k("swarm.answer2", "2", QT_TRANSLATE_NOOP("Keys", "The GM's pick 2 (or Threat 2 after a win)"), "swarm"),
    _k("swarm.answer3", "3", QT_TRANSLATE_NOOP("Keys", "The GM's pick 3"), "swarm"),
    _k("swarm.answer4", "4", QT_TRANSLATE_NOOP("Keys", "The GM's pick 4"), "swarm"),
    _k("swarm.answer5", "5", QT_TRANSLATE_NOOP("Keys", "The GM's pick 5"), "swarm"),
    _k("swarm.answer0", "0", QT_TRANSLATE_NOOP("Keys", "Threat 0 after a win"), "swarm"),
    _k("swarm.apply", ("Ctrl+Return", "Ctrl+Enter"), QT_TRANSLATE_NOOP("Keys", "Apply the GM's picks"), "swarm"),
    _k("swarm.deadMore", ("+", "="), QT_TRANSLATE_NOOP("Keys", "One more dead"), "swarmDead"),
    _k("swarm.deadFewer", "-", QT_TRANSLATE_NOOP("Keys", "One dead fewer"), "swarmDead"),
    # the threat dial (+ and − anywhere: see above)
    _k("threat.dialUp", "Up", QT_TRANSLATE_NOOP("Keys", "Threat up, on the dial"), "threat"),
    _k("threat.dialDown", "Down", QT_TRANSLATE_NOOP("Keys", "Threat down, on the dial"), "threat"),
    _k("threat.reason", DIGITS,
       QT_TRANSLATE_NOOP("Keys", "The reason with that number (not rebound)"),
       "threat", QT_TRANSLATE_NOOP("Keys", "1 to 9")),
    _k("threat.gmCall", ("Enter", "Return"), QT_TRANSLATE_NOOP("Keys", "The GM's call (the step without a reason)"),
       "threat"),
    _k("threat.cancel", "Esc", QT_TRANSLATE_NOOP("Keys", "Do not step the threat after all"), "threat"),
    # the battle map (see ui/docks/map_keys.py)
    _k("map.up", "Up", QT_TRANSLATE_NOOP("Keys", "A step of the planned move up (Shift: up and right)"), "map"),
    _k("map.right", "Right", QT_TRANSLATE_NOOP("Keys", "A step of the planned move right (Shift: down and right)"),
       "map"),
    _k("map.down", "Down", QT_TRANSLATE_NOOP("Keys", "A step of the planned move down (Shift: down and left)"),
       "map"),
    _k("map.left", "Left", QT_TRANSLATE_NOOP("Keys", "A step of the planned move left (Shift: up and left)"), "map"),
    _k("map.keypad", KEYPAD_KEYS,
       QT_TRANSLATE_NOOP("Keys", "A step on the numeric keypad (7, 9, 1, 3 diagonally; not rebound)"), "map",
       QT_TRANSLATE_NOOP("Keys", "Keypad")),
    _k("map.cancel", "Esc", QT_TRANSLATE_NOOP("Keys", "Cancel the planned move, throw or spray"), "map"),
    _k("map.commit", ("Enter", "Return"), QT_TRANSLATE_NOOP("Keys", "Make the planned move, throw or spray"), "map"),
    _k("map.stepBack", "Backspace", QT_TRANSLATE_NOOP("Keys", "A step of the planned move back"), "map"),
    _k("map.nextToken", "Tab", QT_TRANSLATE_NOOP("Keys", "Choose the next token"), "map"),
    _k("map.previousToken", "Shift+Tab", QT_TRANSLATE_NOOP("Keys", "Choose the previous token"), "map"),
    _k("map.target", "X", QT_TRANSLATE_NOOP("Keys", "The next target: distance, reach and the odds of a shot"),
       "map"),
    _k("map.grenade", "G", QT_TRANSLATE_NOOP("Keys", "Aim a grenade (the arrows move it)"), "map"),
    _k("map.spray", "Z", QT_TRANSLATE_NOOP("Keys", "An SMG spray"), "map"),
    _k("map.paint", "Space", QT_TRANSLATE_NOOP("Keys", "Paint the brush's tile (while editing the map)"), "map"),
    _k("map.passing", "M", QT_TRANSLATE_NOOP("Keys", "Melee in passing: the move strikes whom it runs past (on, off)"),
       "map"),
    _k("map.furniture", "U",
       QT_TRANSLATE_NOOP("Keys", "The furniture beside the chosen token: move it, hit it or try to eat it"), "map"),
    _k("map.block", "K", QT_TRANSLATE_NOOP("Keys", "Declare the chosen token's block this round, or take it back"),
       "map"),
    _k("map.pickUp", "P",
       QT_TRANSLATE_NOOP("Keys", "The chosen token picks up what lies beside it (a crate, a weapons' cabinet)"), "map"),
    # elsewhere
    _k("history.back", "Del", QT_TRANSLATE_NOOP("Keys", "Step back to here"), "history"),
    _k("log.search", "Ctrl+F", QT_TRANSLATE_NOOP("Keys", "Search the log"), "log"),
)
BY_ID = {k.id: k for k in KEYMAP}

_overrides: dict[str, tuple[str, ...]] = {}
_bound: dict[str, list[weakref.ref[QAction | QShortcut]]] = {}


def text(source: str) -> str:
    return QCoreApplication.translate("Keys", source)


def portable(keys: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The keys as Qt writes them (``Esc``, ``Ins``), empty ones left out."""
    return tuple(s for s in (QKeySequence(k).toString() for k in keys) if s)


def keys_of(key_id: str) -> tuple[str, ...]:
    """The keys of an action: the GM's own, else the default."""
    return _overrides.get(key_id, portable(BY_ID[key_id].keys))


def pressed(event: QKeyEvent, key_id: str) -> bool:
    """Whether ``event`` is one of the keys of ``key_id`` (the GM's own, if rebound), for the keys a
    widget reads itself: the keypad's keys count as the main ones, Shift+Tab (Qt's Backtab) as
    Shift+Tab, and a sign typed with Shift (+ on most keyboards) as the sign."""
    key = Qt.Key(event.key())
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    if key == Qt.Key.Key_Backtab:
        key, mods = Qt.Key.Key_Tab, mods | Qt.KeyboardModifier.ShiftModifier
    wanted = keys_of(key_id)
    text = QKeySequence(QKeyCombination(mods, key)).toString()
    if text and text in wanted:
        return True
    typed_text = event.text()
    shifted_sign = (
        mods == Qt.KeyboardModifier.ShiftModifier
        and len(typed_text) == 1
        and typed_text.isprintable()
        and not (typed_text.isalnum() or typed_text.isspace())
    )
    if shifted_sign:
        text = QKeySequence(QKeyCombination(mods & ~Qt.KeyboardModifier.ShiftModifier, key)).toString()
        return bool(text) and text in wanted
    return False


def sequences(key_id: str) -> list[QKeySequence]:
    return [QKeySequence(k) for k in keys_of(key_id)]


def bind(target: QAction | QShortcut, key_id: str) -> QAction | QShortcut:
    """Give ``target`` the keys of ``key_id`` (now, and again whenever the GM rebinds it)."""
    if key_id not in BY_ID:
        raise KeyError(key_id)
    _set(target, key_id)
    refs = [r for r in _bound.setdefault(key_id, []) if r() is not None]
    refs.append(weakref.ref(target))
    _bound[key_id] = refs
    return target


def _set(target: QAction | QShortcut, key_id: str) -> None:
    try:
        if isinstance(target, QAction):
            target.setShortcuts(sequences(key_id))
        else:
            target.setKeys(sequences(key_id))
    except RuntimeError:  # its C++ object is gone (a closed window)
        pass


def load(settings: QSettings) -> None:
    """Read the GM's own keys (``keys/<id>`` in ``settings``); unknown ids are left out."""
    _overrides.clear()
    settings.beginGroup("keys")
    try:
        for key_id in settings.childKeys():
            value = settings.value(key_id)
            if key_id in BY_ID and not BY_ID[key_id].fixed and value is not None:
                values = [value] if isinstance(value, str) else list(value)
                _overrides[key_id] = portable([str(v) for v in values])
    finally:
        settings.endGroup()
    _apply_all()


def _apply_all() -> None:
    for key_id, refs in _bound.items():
        for ref in refs:
            target = ref()
            if target is not None:
                _set(target, key_id)


def overlaps(a: str, b: str, key: str = "") -> bool:
    """Whether ``key`` (any key: "") of scopes ``a`` and ``b`` can be pressed in the same place (a
    window's single key is typed in a field, not fired there)."""
    if a == b:
        return True
    if WINDOW not in (a, b) or {a, b} & OWN_WINDOW:
        return False
    return not (key and {a, b} & FIELDS and typed(key))


def typed(key: str) -> bool:
    """A key that types a character in a field (a letter, a digit or a sign, Shift or not)."""
    written = QKeySequence(key).toString()
    if any(chord in written for chord in ("Ctrl+", "Alt+", "Meta+")):
        return False
    bare = written.removeprefix("Shift+")
    return len(bare) == 1 and bare.isprintable() and not bare.isspace()


def clash(key_id: str, keys: tuple[str, ...]) -> str | None:
    """The id of another action that has one of ``keys`` where ``key_id`` works, else None."""
    scope = BY_ID[key_id].scope
    wanted = set(portable(keys))
    for other in KEYMAP:
        if other.id == key_id:
            continue
        defaults = set(portable(BY_ID[key_id].keys)) & set(portable(other.keys))
        designed = defaults & SHARED if scope != other.scope else set()  # shared as designed: no clash
        common = (wanted & set(keys_of(other.id))) - designed
        if any(overlaps(scope, other.scope, k) for k in common):
            return other.id
    return None


def searched(key_id: str, keys: tuple[str, ...]) -> bool:
    """Whether one of ``keys`` would be typed into a name's search where ``key_id`` works."""
    return BY_ID[key_id].scope in SEARCHED and any(typed(k) for k in keys)


def rebind(key_id: str, keys: tuple[str, ...], settings: QSettings) -> str | None:
    """Give ``key_id`` the keys ``keys`` at once and remember them; refused (the id of the action
    that has the key) when one of them is in use where this one works."""
    if BY_ID[key_id].fixed:
        raise ValueError(f"{key_id} answers by number or direction: it is not rebound")
    if searched(key_id, keys):
        raise ValueError(f"{key_id} works where a typed key finds a name: it takes a key that types nothing")
    taken = clash(key_id, keys)
    if taken is not None:
        return taken
    clean = portable(keys)
    if clean == portable(BY_ID[key_id].keys):
        _overrides.pop(key_id, None)
        settings.remove(f"keys/{key_id}")
    else:
        _overrides[key_id] = clean
        settings.setValue(f"keys/{key_id}", list(clean))
    _apply_all()
    return None


def reset(settings: QSettings) -> None:
    """Every key back to its default."""
    _overrides.clear()
    settings.remove("keys")
    _apply_all()


def shown(key_id: str) -> str:
    """The keys of an action as the GM reads them (in the current language's key names; a group's
    words)."""
    if BY_ID[key_id].fixed:
        return text(BY_ID[key_id].fixed)
    return ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys_of(key_id))


def first_shown(key_id: str) -> str:
    """The first key of an action as the GM reads it ("Enter"), for a hint that names one key."""
    keys = keys_of(key_id)
    return QKeySequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText) if keys else ""


def markdown_table() -> str:
    """The default keymap as the README's table (English)."""
    lines = ["| Keys | Action | Where |", "| --- | --- | --- |"]
    for key in KEYMAP:
        keys = key.fixed or " or ".join(f"`{k}`" for k in portable(key.keys))
        lines.append(f"| {keys} | {key.label} | {SCOPES[key.scope]} |")
    return "\n".join(lines)


README_START, README_END = "<!-- keymap: generated by `python -m ui.keymap` -->", "<!-- /keymap -->"


def write_readme(path: str = "README.md") -> None:
    """Put :func:`markdown_table` between the README's keymap markers."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    head, rest = text.split(README_START, 1)
    _old, tail = rest.split(README_END, 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"{head}{README_START}\n{markdown_table()}\n{README_END}{tail}")


if __name__ == "__main__":
    write_readme()
