"""Melee in groups: the running fight's groups and their exchanges (see :mod:`.service`).

The service is loaded with the first fight that asks for it (:mod:`app.services.bundle`); the one
exchange a turn, which a shot at the start's first turn reads, is :mod:`app.services.ammo.one_exchange`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.services.melee.service import ONE, TWO, MeleeFighterRow, MeleeService

__all__ = ["ONE", "TWO", "MeleeFighterRow", "MeleeService"]


def __getattr__(name: str) -> Any:  # the service's names, loaded when first asked for
    if name in __all__:
        from app.services.melee import service

        return getattr(service, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
