"""What one roster row shows, put on its item: the tracks and condition badges the delegate paints
(:mod:`ui.widgets.roster_delegate`), their tooltips and the texts a screen reader reads, and the
row's check buttons: a real cell over the conditions of a row whose state calls for checks only.

Each call puts new objects on the item (the row's new version): the view repaints that row
alone, and the columns measure it again (:mod:`ui.widgets.roster_columns`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from ui.widgets.condition_text import badge_text, condition_detail, condition_name, told
from ui.widgets.roster_cells import SEVERITY_COLOURS, ConditionsCell
from ui.widgets.roster_look import (
    BADGES_DATA,
    CONDITIONS,
    TRACKS,
    TRACKS_DATA,
    RowBadges,
    RowBar,
    RowTracks,
    chip_html,
)

if TYPE_CHECKING:
    from app.rules.base import Choice, Condition, Ruleset, TrackSpec
    from app.store.models import Character

#: pools on this many body parts or more are drawn as a body figure (in a roster not compact)
BODY_PARTS = 3
#: the rules' condition of the dead (every ruleset's "Dead" badge)
DEAD = "dead"


def row_tracks(rules: Ruleset, character: Character, compact: bool) -> RowTracks:
    """The row's main tracks as the roster draws them.  ``compact``: a body's parts as the bars of
    its main pool and of the parts that are hurt, not the figure (a roster on one line a row)."""
    specs = [t for t in rules.tracks_of(character.sheet, character.kind) if t.main]  # a twdu walker: none
    values = rules.track_values(character.sheet, character.state)
    health_key = rules.health_track(character.sheet)
    parts = {t.body_part: (t, int(values.get(t.key, t.maximum))) for t in specs if t.body_part}
    body: tuple[tuple[str, TrackSpec, int], ...] = ()
    if len(parts) >= BODY_PARTS and not compact:
        body = tuple((part, spec, value) for part, (spec, value) in parts.items())
        specs = [t for t in specs if not t.body_part]  # the main pool is the figure's own part: not twice
    elif len(parts) >= BODY_PARTS:
        specs = [t for t in specs if not t.body_part or t.key == health_key or values.get(t.key, 0) < t.maximum]
    if compact:  # a pool shown once spent: not while full (:attr:`TrackSpec.spent_only`)
        specs = [t for t in specs if not t.spent_only or int(values.get(t.key, t.maximum)) < t.maximum]
    conditions = rules.conditions(character.sheet, character.state)
    said = told(conditions)  # "Broken — every skill roll fails" on its badge: the bar its numbers alone
    # dead (a lethal injury's time run out with Health left, a hit while Broken…): the red "Dead" badge
    # says it, every bar greyed and struck through (the Health left read alive in its orange bar)
    dead = any(c.key == DEAD for c in conditions)
    exact = rules.track_exact(character.sheet, character.state)  # "Stamina 0.5/4", as the map says it
    bars = tuple(RowBar.of(spec, int(values.get(spec.key, spec.maximum)), compact, None, said, dead,
                           exact.get(spec.key, ""))
                 for spec in specs)
    return RowTracks(body, bars)


def show_tracks(item: QTreeWidgetItem, tracks: RowTracks) -> None:
    item.setData(TRACKS, TRACKS_DATA, tracks)
    texts = tracks.texts()
    item.setToolTip(TRACKS, "\n".join(texts))
    item.setData(TRACKS, Qt.ItemDataRole.AccessibleTextRole, ", ".join(texts))


def row_badges(conditions: list[Condition]) -> RowBadges:
    parts, tips = [], []
    chips: list[tuple[str, str]] = []
    for cond in conditions:
        name, detail, label = condition_name(cond), condition_detail(cond), badge_text(cond)
        colour = SEVERITY_COLOURS.get(cond.severity, "#e0a030")
        style = f"background:{colour}; color:#000; padding:1px 4px;"
        # one piece (whole badges go to the next line), elided in a cell narrower than it
        parts.append(chip_html(style, label))
        chips.append((style, label))
        tips.append(f"{name}: {detail}" if detail else name)
    return RowBadges(" ".join(parts), tuple(c.key for c in conditions), tuple(tips), tuple(chips))


def show_badges(
    tree: QTreeWidget, item: QTreeWidgetItem, badges: RowBadges, checks: list[Choice], roll: Callable[[str], None]
) -> bool:
    """The badges on the item, and the check buttons' cell over them when checks are due; whether
    that cell came, changed or went (it is laid out once the queued events have run)."""
    item.setData(CONDITIONS, BADGES_DATA, badges)
    item.setToolTip(CONDITIONS, "\n".join(badges.tips))
    item.setData(CONDITIONS, Qt.ItemDataRole.AccessibleTextRole, ", ".join(badges.tips))
    cell = tree.itemWidget(item, CONDITIONS)
    if not checks:
        if cell is None:
            return False
        tree.removeItemWidget(item, CONDITIONS)  # the painted badges show again
        return True
    if not isinstance(cell, ConditionsCell):
        cell = ConditionsCell()
        cell.checkRequested.connect(roll)
        tree.setItemWidget(item, CONDITIONS, cell)
    cell.badges.setText(badges.html)
    cell.badges.setToolTip("\n".join(badges.tips))
    cell.badges.setProperty("conditionKeys", list(badges.keys))
    return cell.show_checks(checks)  # afresh: their labels may be in another language now


def check_cell(tree: QTreeWidget, item: QTreeWidgetItem) -> ConditionsCell | None:
    """The row's check buttons' cell, when its state calls for checks."""
    cell = tree.itemWidget(item, CONDITIONS)
    return cell if isinstance(cell, ConditionsCell) else None
