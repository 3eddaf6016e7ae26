"""Where one GM action's time goes: ``python -m tests.bench.phases "next turn" [--paints]``.

The latency bench's campaign and window (``tests.bench.latency``: 40 combatants, the 10,000-event
session, the players' screen on the second screen, offscreen), one action taken ``--samples``
times, each timed with ``time.process_time()`` in parts: the service (its transaction and commit,
without the screens' slots), each screen's slot for the change (by its class), the rest of the
call, then the paint (what ``latency.settle`` delivers after the call).  With ``--paints``, each
widget's paint event too (its own paint and its children's, nested in it; the application's
``notify`` is timed for paint events only, which adds a little to each).  Printed: the slowest
``--top`` samples, part by part, and the median total.  A tool for finding the work, not a figure
of the bench (the parts are timed from Python: they add some microseconds each).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screens.json'}"
os.environ.setdefault("QT_QPA_FONTDIR", "/usr/share/fonts/truetype/dejavu")

from PySide6.QtCore import QEvent, QObject  # noqa: E402 (the platform is chosen first)
from PySide6.QtWidgets import QApplication  # noqa: E402

PARTS: dict[str, float] = {}  # this sample's milliseconds by part


def add(part: str, since: float) -> None:
    PARTS[part] = PARTS.get(part, 0.0) + (time.process_time() - since) * 1000


class PaintTimer(QApplication):
    """An application that times each widget's paint event (``paints``: on or off), or with
    ``events`` each outermost event by its type and receiver's class (what the paint phase spends
    on layouts, polish, show and the window's repaint, each counted once, nested ones in it)."""

    paints = False
    events = False
    depth = 0

    def notify(self, receiver: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self.events:
            return self._outermost(receiver, event)
        if not self.paints or event.type() != QEvent.Type.Paint:
            return super().notify(receiver, event)
        parent = receiver.parent()
        # named before the event: a widget may be gone after it
        part = f"  paint {type(receiver).__name__} {receiver.objectName()}".rstrip()
        if parent is not None:
            part += f" (in {type(parent).__name__} {parent.objectName()})".replace(" )", ")")
        since = time.process_time()
        try:
            return super().notify(receiver, event)
        finally:
            add(part, since)

    def _outermost(self, receiver: QObject, event: QEvent) -> bool:
        if PaintTimer.depth:
            return super().notify(receiver, event)
        part = f"  event {event.type().name} to {type(receiver).__name__}"
        PaintTimer.depth += 1
        since = time.process_time()
        try:
            return super().notify(receiver, event)
        finally:
            PaintTimer.depth -= 1
            add(part, since)


def timed(owner: type, name: str, part: Callable[[Any], str]) -> None:
    """Time ``owner.name`` under ``part(self)`` (set before any instance connects it)."""
    inner = getattr(owner, name)

    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        since = time.process_time()
        try:
            return inner(self, *args, **kwargs)
        finally:
            add(part(self), since)

    setattr(owner, name, wrapper)


def watch() -> None:
    from app.services.campaign import CampaignService
    from ui.docks.base import Dock
    from ui.player_display_controller import PlayerDisplayController
    from ui.window_status import WindowStatus

    timed(CampaignService, "execute", lambda _s: "the action's call: the service")
    timed(CampaignService, "tell", lambda _s: "the screens' slots")
    timed(Dock, "_changed", lambda s: f"  slot {type(s).__name__}")
    timed(PlayerDisplayController, "on_changed", lambda _s: "  slot the players' screen")
    timed(WindowStatus, "on_changed", lambda _s: "  slot the window")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.bench.phases", description=__doc__.splitlines()[0])
    p.add_argument("action", help='an action of the latency bench: "damage", "next turn", "threat +1", …')
    p.add_argument("--samples", type=int, default=80, help="samples taken (default 80: four rounds)")
    p.add_argument("--top", type=int, default=5, help="the slowest samples printed (default 5)")
    p.add_argument("--paints", action="store_true", help="each widget's paint event timed too")
    p.add_argument("--events", action="store_true", help="the paint's outermost events by type (not with --paints)")
    args = p.parse_args(argv)
    app = PaintTimer(sys.argv[:1])
    from tests.bench import latency
    from tests.bench.campaign import build

    folder = Path(tempfile.mkdtemp(prefix="deadwatch-phases-"))
    large, ids = build(folder)
    watch()
    window, services = latency.open_window(large, folder)
    actions = {a.name: a for a in latency.actions(services, ids)}
    action = actions.get(args.action)
    if action is None:
        p.error(f"no such action; the bench's are: {', '.join(actions)}")
    window.docks["swarmDock" if action.name == "swarm round" else "diceDock"].raise_()
    latency.settle(app)
    samples: list[dict[str, float]] = []
    for i in range(3 + args.samples):  # three to warm up
        latency.pause()
        PaintTimer.paints = args.paints
        PARTS.clear()
        start = time.process_time()
        action.do(i)
        called = time.process_time()
        PaintTimer.events = args.events and not args.paints
        latency.settle(app)
        PaintTimer.events = False
        parts = dict(PARTS)
        parts["the action's call: the service"] -= parts.get("the screens' slots", 0.0)
        parts["the action's call: the rest"] = (called - start) * 1000 - sum(
            v for k, v in parts.items() if k.startswith("the action's call") or k == "the screens' slots"
        )
        parts["the paint (what the call left posted)"] = (time.process_time() - called) * 1000
        parts["total"] = (time.process_time() - start) * 1000
        PaintTimer.paints = False
        if i >= 3:
            samples.append(parts)
        if action.reset is not None:
            action.reset(i)
            latency.settle(app)
    samples.sort(key=lambda s: -s["total"])
    for sample in samples[: args.top]:
        print(f"total {sample['total']:.1f} ms")
        for part, ms in sorted(sample.items(), key=lambda kv: -kv[1]):
            if part != "total" and ms >= 0.05:
                print(f"  {ms:6.1f}  {part}")
    totals = sorted(s["total"] for s in samples)
    print(f"median total {totals[len(totals) // 2]:.1f} ms over {len(totals)} samples")
    window.close()
    window.player.display.close()
    services.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
