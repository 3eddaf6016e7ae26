"""The threat level (or tension) and each character's main track over a session, rebuilt from the log, drawn as SVG.

Every action's log event keeps the rows it changed, before and after.  Replaying the exported
events in order (an undo line puts back the "before" of the action it names, a redo line its
"after") gives each value at each event, numbered as the page lists the events (the last one is the
session's count of events).  A ruleset without a Threat Level draws its tension meter, named so,
only when the GM had it on during the session (or a level was recorded to change).  Player
characters and NPCs get a chart of their health track (the ruleset's ``health_track``: gridlimbs'
main pool, else the first track marked ``main``); zombies do not, to keep the page readable.
The SVG is written by hand: no fonts or scripts to fetch, it is text in the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from app.export.events import ExportData, SessionLog
from app.export.health_shown import HealthShown
from app.export.seen_tracks import seen_states
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.row_ids import row_id

CHART_KINDS = ("pc", "npc")
COLOURS = ("#c0392b", "#2e86c1", "#27ae60", "#8e44ad", "#d68910", "#16a085", "#7f8c8d", "#b03a2e")


@dataclass
class Series:
    """One line: ``points`` are (sequence number, value), the value holding until the next point."""

    label: str
    minimum: int
    maximum: int
    points: list[tuple[int, int]] = field(default_factory=list)
    higher_is_worse: bool = False

    def add(self, x: int, value: int) -> None:
        if self.points and self.points[-1][1] == value:
            return
        if self.points and self.points[-1][0] == x:
            self.points[-1] = (x, value)
        else:
            self.points.append((x, value))


def threat_of(state: Mapping[str, Any] | None) -> int | None:
    """The threat level in a campaign state (a number, or an object with a ``level``)."""
    if not isinstance(state, Mapping):
        return None
    value = state.get("threat")
    if isinstance(value, Mapping):
        value = value.get("level")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _level_before(state: Any) -> int | None:
    """The level before the session's first change of the campaign's state: a state that never had
    one set is at 0, where the dial stands (the chart starts there, then steps up: "Threat 0 → 1")."""
    level = threat_of(state)
    if level is None and isinstance(state, Mapping) and "threat" not in state:
        return 0
    return level


class _Replay:
    """The characters' and campaign's state at each step of a session."""

    def __init__(self, data: ExportData, log: SessionLog) -> None:
        self.data = data
        rows = {row_id(c): c for c in data.characters}
        self.sheets = {cid: dict(c.sheet) for cid, c in rows.items()}
        self.names = {cid: c.name for cid, c in rows.items()}
        self.kinds = {cid: c.kind for cid, c in rows.items()}
        self.states: dict[int, dict[str, Any]] = {}
        self.threat: int | None = None
        self.main_tracks: dict[int, tuple[dict[str, Any], Any]] = {}  # id → (the sheet, its main track)
        self.steps = list(self._steps(log))
        first: dict[int, dict[str, Any] | None] = {}
        first_threat: list[int | None] = []
        first_meter: list[bool] = []
        for change in (change for _event, changes in self.steps for change in changes):
            before = change["before"]
            if change["table"] == "character":
                cid = int(change["id"])
                # his state before the first change of it (a reveal or a note first changes none)
                if cid not in first and (not isinstance(before, dict) or "state" in before):
                    first[cid] = before.get("state") if isinstance(before, dict) else None
                after = change["after"] if isinstance(change["after"], dict) else {}
                if "sheet" in after and cid not in self.sheets:
                    self.sheets[cid] = dict(after["sheet"])
                if "name" in after and cid not in self.names:
                    self.names[cid] = str(after["name"])
                    self.kinds[cid] = str(after.get("kind", "pc"))
            elif change["table"] == "campaign" and not first_threat and isinstance(before, dict) and "state" in before:
                first_threat.append(_level_before(before["state"]))
                first_meter.append(isinstance(before["state"], Mapping) and bool(before["state"].get("tension_meter")))
        for cid, c in rows.items():
            if cid in first:
                if first[cid] is not None:
                    self.states[cid] = dict(first[cid] or {})
            elif log.latest and not c.archived:
                self.states[cid] = dict(c.state)
        # a session that changed no part of the campaign's state: as it stood when it began (a later
        # session's first change tells it), else as it is now
        began = log.start_state
        self.threat = first_threat[0] if first_threat else (
            threat_of(data.campaign.state) if began is None else _level_before(began))
        state = data.campaign.state if began is None else began
        #: whether the plain tension meter is on (a ruleset without a Threat Level)
        self.meter = bool(first_meter[0] if first_meter else state.get("tension_meter"))

    def _steps(self, log: SessionLog) -> Any:
        """(event, its changes in replay order) for every exported event."""
        by_id = {int(e.id): e for e in log.all_events}
        for row in log.rows:
            event = row.event
            if event.kind in {"undo", "redo"} and event.ref_id in by_id:
                ref = by_id[event.ref_id]
                if event.kind == "undo":
                    yield event, [{**c, "before": c["after"], "after": c["before"]} for c in reversed(ref.changes)]
                else:
                    yield event, ref.changes
            else:
                yield event, event.changes or ()

    def apply(self, change: Mapping[str, Any]) -> None:
        after = change["after"]
        if change["table"] == "character":
            cid = int(change["id"])
            if after is None:
                self.states.pop(cid, None)
                return
            if "sheet" in after:
                self.sheets[cid] = dict(after["sheet"])
            if "state" in after:
                self.states[cid] = dict(after["state"])
        elif change["table"] == "campaign" and isinstance(after, dict) and "state" in after:
            self.threat = threat_of(after["state"])
            self.meter = bool(isinstance(after["state"], Mapping) and after["state"].get("tension_meter"))

    def main_value(self, cid: int) -> tuple[Any, int] | None:
        return self.value_of(cid, self.sheets.get(cid), self.states.get(cid))

    def value_of(self, cid: int, sheet: dict[str, Any] | None, state: dict[str, Any] | None) -> tuple[Any, int] | None:
        """The main track of character ``cid`` and its value in ``sheet`` and ``state``."""
        if sheet is None or state is None:
            return None
        rules = self.data.ruleset
        try:
            known = self.main_tracks.get(cid)
            if known is None or known[0] is not sheet:  # the track is looked up again when the sheet changes
                known = self.main_tracks[cid] = (sheet, health_track_of(rules, sheet))
            track = known[1]
            if track is None:
                return None
            return track, int(rules.track_value(sheet, state, track))
        except (KeyError, TypeError, ValueError):
            return None


def health_track_of(rules: Any, sheet: dict[str, Any]) -> Any:
    """The track a character's chart draws: the ruleset's health track (gridlimbs' main pool, the
    torso, not the head listed first), else the first track the ruleset marks ``main``."""
    tracks = rules.tracks(sheet)
    key = rules.health_track(sheet)
    return next((t for t in tracks if key and t.key == key), None) or next((t for t in tracks if t.main), None)


def session_series(data: ExportData, log: SessionLog) -> tuple[Series | None, list[Series]]:
    """The threat series (None when the ruleset has no threat and none was recorded) and the tracks."""
    replay = _Replay(data, log)
    start = 1  # the events are numbered as the page lists them: the last is the header's count
    own_threat = "threat" in data.ruleset.features
    label = QT_TRANSLATE_NOOP("Export", "Threat level") if own_threat else QT_TRANSLATE_NOOP("Export", "Tension")
    threat = Series(data.t(label), 0, 0)
    if replay.threat is not None:
        threat.add(start, replay.threat)
    tracks: dict[int, Series] = {}
    # in the players' copy, a character hidden at some moment, or whose health the table saw only as a
    # word (or not at all), is drawn only at the lines he was shown at with his health as numbers
    concealed_ids, unseen_at = set(log.concealed), log.hidden_at
    if log.hidden_at is not None:
        hidden_at, shown = log.hidden_at, HealthShown(log.all_events, data.characters, data.campaign.state)
        concealed_ids |= shown.ever

        def unseen_at(event_id: int) -> frozenset[int]:
            return hidden_at(event_id) | shown.at(event_id)

    def sample(cid: int, x: int, seen: tuple[dict[str, Any], dict[str, Any]] | None = None) -> None:
        if replay.kinds.get(cid) not in CHART_KINDS or (cid in concealed_ids and seen is None):
            return
        found = replay.main_value(cid) if seen is None else replay.value_of(cid, *seen)
        if found is None:
            return
        spec, value = found
        series = tracks.get(cid)
        if series is None:
            label = data.t(
                QT_TRANSLATE_NOOP("Export", "{name} — {track}"),
                name=replay.names.get(cid, "?"),
                track=data.lookup("rules", spec.label),
            )
            series = tracks[cid] = Series(label, spec.minimum, spec.maximum, higher_is_worse=spec.higher_is_worse)
        series.add(x, value)

    for cid in list(replay.states):
        sample(cid, start)
    end = start
    metered = own_threat or replay.meter
    for number, (_event, changes) in enumerate(replay.steps, start):
        end = number
        touched: set[int] = set()
        for change in changes:
            replay.apply(change)
            if change["table"] == "character":
                touched.add(int(change["id"]))
        for cid in touched:
            sample(cid, number)
        metered = metered or replay.meter
        if replay.threat is not None:
            threat.add(number, replay.threat)
    # in the players' copy, those characters: their track at the lines they were shown at, from the
    # line that showed them, replayed from the session's every line (app.export.seen_tracks)
    concealed = {row_id(c): c for c in data.characters if row_id(c) in concealed_ids}
    #: the last line each of those was seen at: his chart stops there, it does not hold his last
    #: seen value on to the end as if the players still saw it (Rook's Health 3 shown, then hidden
    #: and brought to 0 is no "Health 3" to the end)
    last_seen: dict[int, int] = {}
    if concealed and unseen_at is not None:
        shown_lines = {int(row.event.id): n for n, row in enumerate(log.rows, start)}
        for cid, seen in seen_states(log.all_events, shown_lines, concealed, unseen_at, log.latest).items():
            for number, sheet, state in seen:
                sample(cid, number, (sheet, state))
            last_seen[cid] = seen[-1][0] if seen else start
        # a character hidden from the players when the exported lines end gets no chart at all
        if log.hidden_at is not None and log.rows:
            for cid in log.hidden_at(int(log.rows[-1].event.id)):
                tracks.pop(cid, None)
    for series, until in [(threat, end), *((s, last_seen.get(cid, end)) for cid, s in tracks.items())]:
        if series.points and series.points[-1][0] < until:
            series.points.append((until, series.points[-1][1]))
    # a ruleset without a Threat Level draws its tension meter where the GM switched it on (or a
    # level was recorded to change)
    has_threat = own_threat or metered or len({v for _x, v in threat.points}) > 1
    if threat.points:
        threat.maximum = max(max(v for _x, v in threat.points), 1)
        threat.minimum = min(0, *(v for _x, v in threat.points))
    order = {row_id(c): i for i, c in enumerate(data.characters)}
    ordered = [tracks[cid] for cid in sorted(tracks, key=lambda c: order.get(c, len(order) + c))]
    return (threat if has_threat and threat.points else None), ordered


@dataclass
class Shape:
    """Where a chart's parts go in a ``width`` × ``height`` box (SVG units, y down): what the SVG and the PDF draw."""

    width: int
    height: int
    left: int
    top: int
    plot_w: int
    plot_h: int
    title: str  # "label: last value"
    high: int
    low: int
    first_x: str
    last_x: str
    points: list[tuple[float, float]]  # the step line, in the box's coordinates


def chart_shape(series: Series, x_label: str = "#{number}", width: int = 560, height: int = 150) -> Shape:
    """A step chart of one series with its range and final value; ``x_label`` names an event by number."""
    left, right, top, bottom = 44, 16, 26, 22
    plot_w, plot_h = width - left - right, height - top - bottom
    xs = [x for x, _v in series.points]
    x0, x1 = (min(xs), max(xs)) if xs else (0, 1)
    span_x = max(x1 - x0, 1)
    lo, hi = min(series.minimum, series.maximum), max(series.minimum, series.maximum)
    for _x, v in series.points:
        lo, hi = min(lo, v), max(hi, v)
    span_y = max(hi - lo, 1)

    def px(x: int) -> float:
        return left + (x - x0) * plot_w / span_x

    def py(v: int) -> float:
        return top + (hi - v) * plot_h / span_y

    points: list[tuple[float, float]] = []
    for i, (x, v) in enumerate(series.points):
        if i:
            points.append((px(x), py(series.points[i - 1][1])))
        points.append((px(x), py(v)))
    last = series.points[-1][1] if series.points else 0
    first_x, last_x = x_label.format(number=x0), x_label.format(number=x1)
    return Shape(width, height, left, top, plot_w, plot_h, f"{series.label}: {last}", hi, lo, first_x, last_x, points)


def svg_chart(series: Series, colour: str, x_label: str = "#{number}", width: int = 560, height: int = 150) -> str:
    """A step chart of one series with its range and final value; ``x_label`` names an event by number."""
    shape = chart_shape(series, x_label, width, height)
    left, top, plot_w, plot_h = shape.left, shape.top, shape.plot_w, shape.plot_h
    label = escape(series.label)
    title = escape(shape.title)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{label}">',
        f"<title>{label}</title>",
        f'<text x="{left}" y="16" font-size="13" font-weight="bold" fill="#222">{title}</text>',
        f'<rect x="{left}" y="{top}" width="{plot_w}" height="{plot_h}" fill="#f7f7f7" stroke="#ccc"/>',
        f'<text x="{left - 6}" y="{top + 10}" font-size="11" text-anchor="end" fill="#555">{shape.high}</text>',
        f'<text x="{left - 6}" y="{top + plot_h}" font-size="11" text-anchor="end" fill="#555">{shape.low}</text>',
        f'<text x="{left}" y="{height - 6}" font-size="10" fill="#777">{escape(shape.first_x)}</text>',
        f'<text x="{left + plot_w}" y="{height - 6}" font-size="10" text-anchor="end" fill="#777">'
        f"{escape(shape.last_x)}</text>",
    ]
    if shape.points:
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in shape.points)
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" points="{path}"/>')
    parts.append("</svg>")
    return "".join(parts)


def session_series_coloured(data: ExportData, log: SessionLog) -> list[tuple[Series, str]]:
    """The series a session's charts draw, each with its colour: the threat level first, then the tracks.

    A series of one point draws no line (a character the players first saw at the session's last
    line, one made there, a session of one line): its chart would be an empty box, and is left out
    of both copies."""
    threat, tracks = session_series(data, log)
    out = [(threat, "#a93226")] if threat is not None and drawn(threat) else []
    out += [(series, COLOURS[i % len(COLOURS)]) for i, series in enumerate(s for s in tracks if drawn(s))]
    return out


def drawn(series: Series) -> bool:
    """Whether a chart of ``series`` has a line to draw: two points at least, at two lines."""
    return len({x for x, _v in series.points}) > 1


def x_label_of(data: ExportData) -> str:
    return data.t(QT_TRANSLATE_NOOP("Export", "event {number}"))


def session_charts(data: ExportData, log: SessionLog) -> list[str]:
    """The SVG charts of one session: the threat level first, then each character's main track."""
    x_label = x_label_of(data)
    return [svg_chart(series, colour, x_label) for series, colour in session_series_coloured(data, log)]
