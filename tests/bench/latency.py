"""GM action latency: from the service call to the change committed and every window repainted.

In-process and offscreen, on the large campaign (40 combatants, 10,000-event log), with the main
window (in the default dark theme) and the player display open on two simulated 1920x1080
screens.  One sample is:

1. the call a dock's request signal makes (``characters.damage``, ``initiative.next_turn``,
   ``threat.step(+1)``, ``swarm.roll_round``); the service commits, then emits its change signal,
   and every dock's slot runs inside that call;
2. three rounds of ``QApplication.sendPostedEvents()`` and ``processEvents()``: the layout requests
   and then the paint events of every widget that changed, in the main window and the player
   display, are handled (a paint posts nothing further), so the pixels of the new state are in
   the windows' backing stores.

The clock stops after step 2.  Between samples a step puts the table back where it was (the damage
is undone, the threat stepped down, the swarm fight settled), so every sample does the same work
on the same size of log; the undo after each damage is itself timed as the undo (Ctrl+Z) figure.
Before each action the GM's pause ends, untimed, what the one before started on a timer (a level's
sweep, half a second; "The dead are here", a few seconds; :func:`finish_animations`): their frames
are not the next action's, and what each of them costs is measured on its own
(:func:`animation_frames`; a GM who acts while the alarm still shows pays a frame of it, 3 ms, beside
the action's).

The machine is shared: another job can take the CPU away for ten milliseconds in the middle of a
sample, or slow everything down for a minute.  So each action is measured in three passes, taken
in turns with the other actions' passes (a quarter of a minute apart), and sample i of every pass
does the same work: the same character damaged, the same combatant's turn (a pass is two whole
rounds of the forty-combatant fight), the same threat step.  The figures come from the quickest of
the three takes of each sample, the way ``timeit`` takes the best of its repeats: what the action
costs, without what other programs cost it.  The worst sample of a pass (a round's end) stays the
worst, since every pass has it.  The p95 of every take is printed beside it.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from sqlalchemy import event

from app.rules.dice import Dice
from app.services.bundle import Services, open_services
from tests.bench.campaign import HIT, NPCS, PCS, settle_swarm, swarm_setup

FRAME_MS = 1000 / 60


@dataclass
class Action:
    """A GM action, and the step that puts the table back (itself measured when ``reset_name`` is set)."""

    name: str
    do: Callable[[int], bool]
    reset: Callable[[int], object] | None = None
    reset_name: str = ""
    reset_samples: list[float] = field(default_factory=list)
    queries: list[int] = field(default_factory=list)  # SQL statements each measured call ran
    sql_ms: list[float] = field(default_factory=list)  # ... and the milliseconds the database took
    passes: list[list[float]] = field(default_factory=list)  # each pass's samples, in order
    reset_passes: list[list[float]] = field(default_factory=list)
    #: the dock the GM has in front for it (raised before each pass, untimed): the swarm's for its round
    dock: str = "diceDock"

    @property
    def quickest(self) -> list[float]:
        """Sample i: the quickest of its takes in the passes (the same work each time)."""
        return [min(takes) for takes in zip(*self.passes, strict=True)]

    @property
    def reset_quickest(self) -> list[float]:
        return [min(takes) for takes in zip(*self.reset_passes, strict=True)]

    @property
    def every(self) -> list[float]:
        return [x for samples in self.passes for x in samples]


def settle(app: QApplication) -> None:
    """Deliver what the action posted: layout requests, then the paint events they lead to."""
    for _ in range(3):
        app.sendPostedEvents()
        app.processEvents()


def delete_now(app: QApplication) -> None:
    """Delete the widgets closed with ``deleteLater`` now: with no event loop running, the deferred
    deletes never come, and a window of the section before (891 widgets for the 10,000-event
    session) stayed alive under the next section's figures."""
    from PySide6.QtCore import QEvent

    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_window(path: Path, folder: Path):  # noqa: ANN201 - (MainWindow, Services)
    from ui.main_window import MainWindow
    from ui.themes import apply_theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")  # what a GM sees: the default theme's style sheet paints every view
    services = open_services(str(path), Dice(seed=11))
    window = MainWindow(services, QSettings(str(folder / "bench.ini"), QSettings.Format.IniFormat))
    window.show()
    window.player.act_toggle.trigger()  # the player display, on the second screen
    return window, services


def actions(services: Services, ids: dict[str, int]) -> list[Action]:
    people = [ids[n] for n in PCS + NPCS]
    failed: list[str] = []
    for service in (services.characters, services.initiative, services.threat, services.swarm):
        service.failed.connect(lambda _ctx, msg: failed.append(msg))

    def threat_up(_i: int) -> bool:
        if services.threat.level() >= 6:
            services.threat.step(-1, "gm")
        return services.threat.step(+1, "gm")

    return [
        Action(
            "damage",
            lambda i: services.characters.damage(people[i % len(people)], HIT),
            lambda i: services.campaign.undo(),
            "undo (Ctrl+Z)",
        ),
        Action("next turn", lambda i: services.initiative.next_turn()),
        Action("threat +1", threat_up, lambda i: services.threat.step(-1, "gm")),
        Action(
            "swarm round",
            lambda i: services.swarm.roll_round(swarm_setup(ids)),
            lambda i: settle_swarm(services),
            dock="swarmDock",
        ),
    ]


class QueryCounter:
    """Counts the SQL statements the engine runs (what the screens ask the store after an action)
    and the time the database spends in them (from the cursor's execute to its return)."""

    def __init__(self, engine) -> None:  # noqa: ANN001
        self.count = 0
        self.seconds = 0.0
        self._started = 0.0
        event.listen(engine, "before_cursor_execute", self._before)
        event.listen(engine, "after_cursor_execute", self._after)

    def _before(self, *_args) -> None:  # noqa: ANN002
        self.count += 1
        self._started = time.perf_counter()

    def _after(self, *_args) -> None:  # noqa: ANN002
        self.seconds += time.perf_counter() - self._started


class CollectorWatch:
    """Python's collector passes that start inside a timed sample: how many, and how long each."""

    def __init__(self) -> None:
        self.inside = False
        self.passes: list[float] = []
        self._started = 0.0

    def __call__(self, phase: str, _info: dict) -> None:
        if not self.inside:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.passes.append((time.perf_counter() - self._started) * 1000)


#: the collector passes inside the samples of this process (read by the bench's report)
COLLECTOR = CollectorWatch()
gc.callbacks.append(COLLECTOR)


def pause() -> None:
    """The GM's pause between two actions: what the window does in it (``ui.memory`` collects what
    is due a quarter of a second after an action; the bench does not wait that long), and the end
    of what the last action started on a timer (:func:`finish_animations`)."""
    from ui import memory

    collect = getattr(memory, "collect_if_due", None)
    if collect is not None:
        collect()
    finish_animations()


def finish_animations() -> int:
    """End, untimed, what the last action started on a timer on the players' screen and the dials:
    a level's sweep and tint (half a second), "The dead are here" (a few seconds).  Their frames
    belong to no later action (as between passes, :func:`measure_in_turns`); the bench takes its
    actions back to back, and a sample counted the frames that fell due inside it (a threat step's
    slowest sample painted the players' screen three times).  What a frame of theirs costs is its
    own figure (:func:`animation_frames`).  Returns the animations ended."""
    from PySide6.QtCore import QAbstractAnimation

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 0
    ended = 0
    for top in app.topLevelWidgets():
        for animation in top.findChildren(QAbstractAnimation):
            if animation.state() != QAbstractAnimation.State.Running or animation.group() is not None:
                continue
            total = animation.totalDuration()
            if total > 0:
                animation.setCurrentTime(total)  # its last frame, as when it runs out
            else:
                animation.stop()
            ended += 1
    if ended:
        settle(app)
    return ended


def animation_frames(app: QApplication, window, services: Services, steps: int = 6) -> list[float]:  # noqa: ANN001
    """The CPU milliseconds of each frame the screens paint while a change of level animates (the
    dial's sweep and the players' screen's tint, "The dead are here" from 3 up): ``steps`` threat
    steps up and down, each followed, a frame apart, until every animation has run out."""
    display = window.player.display
    frames: list[float] = []
    for i in range(steps):
        finish_animations()
        services.threat.step(+1 if i % 2 == 0 else -1, "gm")
        settle(app)
        started = time.perf_counter()
        while display.animating() and time.perf_counter() - started < 1.0:  # the sweep; the alarm's first second
            time.sleep(FRAME_MS / 1000)
            cpu = time.process_time()
            settle(app)
            frames.append((time.process_time() - cpu) * 1000)
    finish_animations()
    return frames


def sample(app: QApplication, action: Action, i: int, counter: QueryCounter) -> float:
    before, sql_before = counter.count, counter.seconds
    pause()
    COLLECTOR.inside = True
    start = time.perf_counter()
    ok = action.do(i)
    settle(app)
    elapsed = (time.perf_counter() - start) * 1000
    COLLECTOR.inside = False
    action.queries.append(counter.count - before)
    action.sql_ms.append((counter.seconds - sql_before) * 1000)
    if not ok:
        raise RuntimeError(f"{action.name} was refused during the benchmark")
    if action.reset is not None:
        pause()
        COLLECTOR.inside = True
        start = time.perf_counter()
        action.reset(i)
        settle(app)
        action.reset_samples.append((time.perf_counter() - start) * 1000)
        COLLECTOR.inside = False
    return elapsed


def measure(app: QApplication, action: Action, count: int, counter: QueryCounter, warmup: int = 3) -> list[float]:
    """One pass of ``count`` samples (after ``warmup`` unrecorded ones on the first pass), added to
    ``action.passes``; sample i does the same work in every pass."""
    if not action.passes:
        for i in range(warmup):
            sample(app, action, i, counter)
        action.reset_samples.clear()
        action.queries.clear()
        action.sql_ms.clear()
    resets = len(action.reset_samples)
    samples = [sample(app, action, warmup + i, counter) for i in range(count)]
    action.passes.append(samples)
    if action.reset is not None:
        action.reset_passes.append(action.reset_samples[resets:])
    return samples


def measure_in_turns(
    app: QApplication, window, actions: list[Action], count: int, counter: QueryCounter, passes: int  # noqa: ANN001
) -> None:
    """``passes`` passes of each action, taken in turns (damage, turn, threat, swarm, damage, …).

    Between passes the players' screen finishes what an action started on a timer: a change of
    level sweeps its dial and tint for half a second, a threat raised to 3 or more shows "The dead
    are here" over it for a few seconds, and the repaints of those belong to no later action."""
    display = window.player.display
    for _ in range(passes):
        for action in actions:
            window.docks[action.dock].raise_()
            settle(app)
            measure(app, action, count, counter)
            while display.animating():
                settle(app)
                time.sleep(0.01)
            settle(app)


def full_repaint(app: QApplication, window, count: int) -> list[float]:  # noqa: ANN001
    """The cost of repainting the whole main window and the player display with nothing changed."""
    out = []
    for _ in range(count):
        start = time.perf_counter()
        window.repaint()
        window.player.display.repaint()
        settle(app)
        out.append((time.perf_counter() - start) * 1000)
    return out
