"""What the mess-ups of a lost swarm round did, said on the panel's last round (the round's dice show
the walkers; a won round says "… messed up: a single attack" and offers its roll)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def lost_mess_ups(last: dict[str, Any]) -> list[str]:
    """A line for each PC who messed up in a lost round: a lost round brings no single attack, its
    mess-ups another pick for the GM (twdu text: "the GM chooses two options instead of one")."""
    if not last or last.get("won") or int(last.get("picks_due") or 0) < 2:
        return []
    names = dict.fromkeys(str(r["name"]) for r in last.get("rolls", []) if r.get("messed_up") and r.get("is_pc"))
    return [QCoreApplication.translate(
        "SwarmDock", "{name} messed up: the GM picks two of the options below (in a lost round a mess-up brings no "
                     "single attack of its own)").format(name=n)
        for n in names]
