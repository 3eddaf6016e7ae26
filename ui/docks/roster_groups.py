"""The roster's groups, in their order: the characters dock's headings and the compact roster's gaps."""

from __future__ import annotations

from app.rules.text import QT_TRANSLATE_NOOP

GROUPS = (
    ("pc", QT_TRANSLATE_NOOP("CharactersDock", "Player characters")),
    ("npc", QT_TRANSLATE_NOOP("CharactersDock", "NPCs")),
    ("zombie", QT_TRANSLATE_NOOP("CharactersDock", "Zombies")),
)
