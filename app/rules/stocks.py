"""Helpers the rulesets share to keep the ammo ledger's stocks (see :class:`app.rules.base.AmmoStock`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.base import AmmoStock, RulesError
from app.rules.text import QT_TRANSLATE_NOOP

#: units of the ammunition currencies
UNIT_POINTS = QT_TRANSLATE_NOOP("rules", "AP")
UNIT_ROUNDS = QT_TRANSLATE_NOOP("rules", "rounds")
UNIT_CLIPS = QT_TRANSLATE_NOOP("rules", "clips")


def find_stock(stocks: Sequence[AmmoStock], key: str, action: str | None = None) -> AmmoStock:
    """The stock called ``key``; refused when there is none, or when ``action`` does not apply to it."""
    for stock in stocks:
        if stock.key == key:
            if action is not None and action not in stock.actions:
                raise RulesError(QT_TRANSLATE_NOOP("rules", "That cannot be done with this ammunition."))
            return stock
    raise RulesError(QT_TRANSLATE_NOOP("rules", "No such weapon or ammunition."))


def whole(value: Any, minimum: int = 1) -> int:
    """A whole number of at least ``minimum`` (1 unless said), else refused."""
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Give a whole number of at least 1."))
    return value


def request_int(request: Mapping[str, Any], key: str, default: int, minimum: int = 0) -> int:
    """A whole number from a form, ``default`` when absent; refused when below ``minimum``."""
    value = request.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Ammo cannot be negative."))
    return value


def named_keys(names: Sequence[str]) -> list[str]:
    """A key for each row: its name, or "#n" (its place) when unnamed or named as an earlier row."""
    out: list[str] = []
    for i, name in enumerate(names, start=1):
        key = name.strip() or f"#{i}"
        out.append(key if key not in out else f"#{i}")
    return out
