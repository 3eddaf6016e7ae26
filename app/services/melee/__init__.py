"""Melee in groups: the running fight's groups and their exchanges (see :mod:`.service`)."""

from app.services.melee.service import ONE, TWO, MeleeFighterRow, MeleeService

__all__ = ["ONE", "TWO", "MeleeFighterRow", "MeleeService"]
