"""What the players' screen shows of each character (Ctrl+P walks through the steps, Ctrl+Shift+V
hides or shows in one), and the roster's context menu, which sets it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QMainWindow, QMenu

from ui import i18n, keymap
from ui.docks.damaged_rows import sound_id

if TYPE_CHECKING:
    from app.store.models import Character
    from ui.docks.characters_dock import CharactersDock

#: the steps Ctrl+P walks through: (name shown, how health shows)
REVEAL_STEPS = ((False, "word"), (True, "word"), (True, "numbers"), (True, "hidden"))


def reveal_label(step: int) -> str:
    return (
        QCoreApplication.translate("CharactersDock", "nothing"),
        QCoreApplication.translate("CharactersDock", "the name, health as a word"),
        QCoreApplication.translate("CharactersDock", "the name, health as numbers"),
        QCoreApplication.translate("CharactersDock", "the name only"),
    )[step]


_TIPS: dict[tuple[int, str, tuple[str, ...]], str] = {}  # the names' tooltips, by step, language, keys


def reveal_tip(step: int) -> str:
    """A roster name's tooltip: what the players see of the character and the key that changes it
    (the same few texts for every row: made once each)."""
    key = (step, i18n.current_language(), keymap.keys_of("roster.reveal"))
    tip = _TIPS.get(key)
    if tip is None:
        if len(_TIPS) > 64:
            _TIPS.clear()
        text = QCoreApplication.translate("CharactersDock", "Players see: {what} ({key} changes it)")
        tip = _TIPS[key] = text.format(what=reveal_label(step), key=keymap.first_shown("roster.reveal"))
    return tip


def reveal_step(dock: CharactersDock, character_id: int, character: Character | None = None) -> int:
    """What the players see of the character (``character``: its row, already read)."""
    if character is not None:
        from app.services.player_view import reveal_of  # loaded with the services already

        reveal = reveal_of(dock.bound.campaign.campaign.state, character)
    else:
        reveal = dock.bound.player_view.reveal(character_id)
    if not reveal["name"]:
        return 0
    return {"word": 1, "numbers": 2, "hidden": 3}.get(reveal["health"], 1)


def set_reveal_step(dock: CharactersDock, character_id: int, step: int) -> bool:
    name, health = REVEAL_STEPS[step]
    return dock.bound.player_view.set_reveal(character_id, name=name, health=health)


def next_label(step: int) -> str:
    """What the next press of Ctrl+P does, to step ``step``: shows that much, or hides the character."""
    if step == 0:
        return QCoreApplication.translate("CharactersDock", "hide from the players")
    return reveal_label(step)


def next_step_said(name: str, step: int) -> str:
    """The status line after Ctrl+P: what the players see of ``name`` now, and what the next press
    shows; hidden, said as such ("players see nothing" read «visible para los jugadores: nada»)."""
    text = QCoreApplication.translate("CharactersDock", "{name}: players see {what} — {key} again: {next}") if step \
        else QCoreApplication.translate("CharactersDock", "{name}: hidden from the players — {key} again: {next}")
    return text.format(name=name, what=reveal_label(step), key=keymap.first_shown("roster.reveal"),
                       next=next_label((step + 1) % len(REVEAL_STEPS)))


def cycle_reveal(dock: CharactersDock) -> None:
    """Ctrl+P: what the players' screen shows of the selected character, one step further (the
    status line says what they see now and what the next press does)."""
    cid = sound_id(dock)
    if cid is None:
        return
    step = (reveal_step(dock, cid) + 1) % len(REVEAL_STEPS)
    if not set_reveal_step(dock, cid, step):
        return  # refused: the service said why
    row = dock.bound.characters.character(cid)
    window = dock.window()
    if row is not None and isinstance(window, QMainWindow):
        window.statusBar().showMessage(next_step_said(row.name, step), 10000)


def toggle_hidden(dock: CharactersDock) -> None:
    """Ctrl+Shift+V: the selected character hidden from the players, or shown again (his health as
    it was), in one step and one line of the log, as V does in the fight list; the status line says
    what the players see now."""
    cid = sound_id(dock)
    if cid is None:
        return
    shown = reveal_step(dock, cid) != 0
    if not dock.bound.player_view.set_reveal(cid, name=not shown):
        return  # refused: the service said why
    row = dock.bound.characters.character(cid)
    window = dock.window()
    if row is not None and isinstance(window, QMainWindow):
        step = reveal_step(dock, cid, row)
        text = (
            QCoreApplication.translate("CharactersDock", "{name}: players see {what} ({key} hides or shows)")
            if step
            else QCoreApplication.translate("CharactersDock", "{name}: hidden from the players ({key} hides or shows)")
        )
        window.statusBar().showMessage(
            text.format(name=row.name, what=reveal_label(step), key=keymap.first_shown("roster.hidden")), 10000)


def _a_pc(dock: CharactersDock, cid: int) -> bool:
    row = dock.bound.characters.character(cid)
    return row is not None and row.kind == "pc"


def context_menu(dock: CharactersDock, pos: QPoint) -> None:
    cid = dock.current_id()
    if cid is None:
        return
    menu = QMenu(dock)
    for text, slot in (
        (QCoreApplication.translate("CharactersDock", "Sheet…"), dock.edit_sheet),
        (QCoreApplication.translate("CharactersDock", "Damage…"), dock.damage),
        (QCoreApplication.translate("CharactersDock", "Heal…"), dock.heal),
        (QCoreApplication.translate("CharactersDock", "Copies…"), dock.duplicate),
    ):
        menu.addAction(text, slot)
    if dock.bound.ruleset.experience_rules() is not None and _a_pc(dock, cid):
        from ui.docks.roster_menu import experience

        menu.addAction(QCoreApplication.translate("CharactersDock", "Experience…"), lambda: experience(dock))
    menu.addSeparator()
    shown = menu.addMenu(QCoreApplication.translate("CharactersDock", "Players see"))
    current = reveal_step(dock, cid)
    for step in range(len(REVEAL_STEPS)):
        action = shown.addAction(reveal_label(step))
        action.setCheckable(True)
        action.setChecked(step == current)
        action.triggered.connect(lambda _=False, s=step, c=cid: set_reveal_step(dock, c, s))
    menu.addSeparator()
    menu.addAction(QCoreApplication.translate("CharactersDock", "Remove"), dock.remove)
    menu.exec(dock.tree.viewport().mapToGlobal(pos))
