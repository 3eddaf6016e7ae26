"""What one roster row shows, put on its item: the tracks and the condition badges the delegate
paints (:mod:`ui.widgets.roster_delegate`), their tooltips and accessible texts, and the row's
check buttons' cell opened or closed (a real cell only over a row whose state calls for checks)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from ui.widgets.condition_text import badge_text, condition_detail, condition_name
from ui.widgets.roster_cells import SEVERITY_COLOURS
from ui.widgets.roster_delegate import BADGES_DATA, CONDITIONS, TRACKS, TRACKS_DATA, RowBadges, RowTracks
from ui.widgets.tracks_delegate import track_text

if TYPE_CHECKING:
    from app.rules.base import Condition, Ruleset
    from app.store.models import Character


def show_tracks(item: QTreeWidgetItem, rules: Ruleset, character: Character, compact: bool) -> None:
    """The row's main tracks (``compact``: a body's parts as bars, the roster on one line a row)."""
    specs = [t for t in rules.tracks(character.sheet) if t.main]
    values = rules.track_values(character.sheet, character.state)
    shown = tuple((t.key, int(values.get(t.key, t.maximum))) for t in specs)
    item.setData(TRACKS, TRACKS_DATA, RowTracks(tuple(specs), shown, rules.health_track(character.sheet), compact))
    texts = [track_text(t, value) for t, (_key, value) in zip(specs, shown, strict=True)]
    item.setToolTip(TRACKS, "\n".join(texts))
    item.setData(TRACKS, Qt.ItemDataRole.AccessibleTextRole, ", ".join(texts))


def show_conditions(tree: QTreeWidget, item: QTreeWidgetItem, rules: Ruleset, character: Character) -> list[Condition]:
    """The row's condition badges and its checks due; returns the conditions."""
    conditions = rules.conditions(character.sheet, character.state)
    parts, tips = [], []
    for cond in conditions:
        name, detail, label = condition_name(cond), condition_detail(cond), badge_text(cond)
        colour = SEVERITY_COLOURS.get(cond.severity, "#e0a030")
        style = f"background:{colour}; color:#000; padding:1px 4px;"
        parts.append(f'<span style="{style}">&nbsp;{html.escape(label)}&nbsp;</span>')
        tips.append(f"{name}: {detail}" if detail else name)
    checks = tuple(rules.checks_due(character.sheet, character.state))
    had_checks = tree.isPersistentEditorOpen(item, CONDITIONS)
    item.setData(CONDITIONS, BADGES_DATA, RowBadges(" ".join(parts), tuple(c.key for c in conditions), checks))
    item.setToolTip(CONDITIONS, "\n".join(tips))
    item.setData(CONDITIONS, Qt.ItemDataRole.AccessibleTextRole, ", ".join(tips))
    if checks and not had_checks:  # the check buttons: a real cell over this row only
        tree.openPersistentEditor(item, CONDITIONS)
    elif had_checks and not checks:
        tree.closePersistentEditor(item, CONDITIONS)
    return conditions
