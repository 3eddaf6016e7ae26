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
from functools import cache

from PySide6.QtCore import QCoreApplication, QKeyCombination, QSettings, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut

from ui.key_table import (  # noqa: F401  (the table is read through this module)
    BY_ID,
    DIGITS,
    FIELDS,
    KEYMAP,
    KEYPAD_KEYS,
    OWN_WINDOW,
    SCOPES,
    SEARCHED,
    SHARED,
    WINDOW,
    Key,
)

_overrides: dict[str, tuple[str, ...]] = {}
_bound: dict[str, list[weakref.ref[QAction | QShortcut]]] = {}


def text(source: str) -> str:
    return QCoreApplication.translate("Keys", source)


@cache
def key_sequence(key: str) -> QKeySequence:
    """A key written as the table and the settings write them ("Ctrl+Enter": the keypad's Enter), read
    as that, in any language: read as the GM's language names keys, Russian's name of Return is
    "Enter", and Ctrl+Enter became a second Ctrl+Return (an ambiguous key that did nothing).  Read
    once a key (a window binds some nine hundred actions and shortcuts; Qt copies the sequence)."""
    return QKeySequence.fromString(key, QKeySequence.SequenceFormat.PortableText)


def portable(keys: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The keys as Qt writes them (``Esc``, ``Ins``), empty ones left out."""
    return tuple(s for s in (_written(k) for k in keys) if s)


@cache
def _written(key: str) -> str:
    return key_sequence(key).toString(QKeySequence.SequenceFormat.PortableText)


@cache
def _default_keys(key_id: str) -> tuple[str, ...]:
    return portable(BY_ID[key_id].keys)


def keys_of(key_id: str) -> tuple[str, ...]:
    """The keys of an action: the GM's own, else the default."""
    return _overrides[key_id] if key_id in _overrides else _default_keys(key_id)


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
    return [key_sequence(k) for k in keys_of(key_id)]


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
    """Read the GM's own keys (``keys/<id>`` in ``settings``); unknown ids are left out.  Every
    action bound so far takes them when they differ from those it has (each binding takes the keys
    as they are when it is made)."""
    before = dict(_overrides)
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
    if _overrides != before:
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
    written = key_sequence(key).toString()
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
    return ", ".join(key_sequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys_of(key_id))


def first_shown(key_id: str) -> str:
    """The first key of an action as the GM reads it ("Enter"), for a hint that names one key."""
    keys = keys_of(key_id)
    return key_sequence(keys[0]).toString(QKeySequence.SequenceFormat.NativeText) if keys else ""


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
