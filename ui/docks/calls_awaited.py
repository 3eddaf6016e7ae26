"""Who in the fight awaits the GM's call at a round's end, said in the status bar with the key that
asks it: a fallen zombie of All Flesh ("Down: the GM's call": destroyed, or still coming) was asked
only on its roster row and by Ctrl+Shift+K, and Ctrl+Alt+N ended round after round without a word.
The round's end stays one key; where a call awaits, the status bar names who awaits it and the
key (the round's log line says it too: the rules' own line for each of them).

A call is a check due that rolls nothing (``Choice.call``), as the ruleset's check rules give them;
Ctrl+Shift+K asks the first of them when the character selected has no check due
(:func:`ui.docks.roster_checks.checks_target`).  Texts in the ``InitiativeDock`` context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from ui import i18n, keymap

if TYPE_CHECKING:
    from app.services.bundle import Services


def awaiting(services: Services) -> list[str]:
    """The names of the fight's characters whose checks due are the GM's call, in the fight's order."""
    return [name for _, name in awaiting_rows(services)]


def awaiting_ids(services: Services) -> list[int]:
    """The ids of those :func:`awaiting` names, in the same order: the order Ctrl+Shift+K asks them in,
    the first the status bar names first."""
    return [cid for cid, _ in awaiting_rows(services)]


def awaiting_rows(services: Services) -> list[tuple[int, str]]:
    """(id, name) of each of the fight's characters awaiting the GM's call, in the fight's order."""
    checks = services.ruleset.check_rules()
    view = services.initiative.view()
    if checks is None or view.encounter is None:
        return []
    rows: list[tuple[int, str]] = []
    for row in view.combatants:
        cid = row.character_id
        character = services.characters.character(cid) if cid is not None else None
        if cid is None or character is None or character.archived or any(n == character.name for _, n in rows):
            continue
        if any(check.call for check in checks.checks_due(character.sheet, character.state)):
            rows.append((int(cid), character.name))
    return rows


def calls_words(services: Services) -> str:
    """"Awaiting your call: Shambler, Zombie 2 — Ctrl+Shift+K", or "" when no call awaits."""
    from app.services.name_lists import joined  # the services load with the campaign

    names = awaiting(services)
    if not names:
        return ""
    return i18n.plural(
        QCoreApplication.translate("InitiativeDock", "Awaiting your call: {names} — {key}"),
        count=len(names), names=joined(names), key=keymap.first_shown("characters.checks"))


def say_calls(window: QWidget, services: Services) -> str:
    """A round just ended: the status bar of ``window`` names who awaits the GM's call and the key
    that asks; what it said ("" when no call awaits: nothing said)."""
    said = calls_words(services)
    if said and isinstance(window, QMainWindow):
        window.statusBar().setStyleSheet("")
        window.statusBar().showMessage(said, 15000)
    return said
