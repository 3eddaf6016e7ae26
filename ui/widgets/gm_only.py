"""What only the GM is told of an event, beside its line on the GM's console: a result the player
must not learn (the rounds of a clip drawn at random) is kept in the event's ``payload["secret"]``,
never in the line itself (:mod:`app.services.ammo`), and shown after the line in the session log
and the ammo ledger: "Kit reloads Pistol with a clip drawn at random [GM only: 3 → 13 rounds]",
the rounds before the reload and after it.  An export, the players' screen and their phones read
the line alone."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.rules.text import QT_TRANSLATE_NOOP

#: the rounds before a reload and those a clip drawn at random left in the gun (its unit agreeing with
#: the count after)
GM_ONLY = QT_TRANSLATE_NOOP("LedgerTable", "[GM only: {before} → {after} {unit}]")


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def gm_only(payload: dict[str, Any]) -> str:
    """The GM's part of an event of ``payload`` (with its leading space), or "" where it keeps none."""
    secret = payload.get("secret")
    if not isinstance(secret, dict) or "after" not in secret:
        return ""
    from app.services import plurals
    from ui import i18n

    after, before = secret["after"], payload.get("before")
    unit = str(payload.get("unit", ""))
    text = QCoreApplication.translate("rules", unit)
    if text == unit:
        text = plurals.ENGLISH.get(unit, unit)
    unit_text = plurals.choose(text, {"count": _count(after)}, i18n.current_language())
    said = QCoreApplication.translate("LedgerTable", GM_ONLY)
    return " " + i18n.plural(said, before="?" if _count(before) is None else before, after=after, unit=unit_text)
