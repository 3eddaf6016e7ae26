"""A live switch of language with a swarm fight running lays the swarm panel out as a start in that
language does, on a 1366×768 laptop: no sideways scroll bar, the Swarm Threat, its sum and each
planned roll's modifier whole (a lost round's block, a roller picked: "Grupo pequeño: −4" pushed
the panel sideways in Spanish and cut "Amenaza de la horda 4")."""

from __future__ import annotations

import sqlite3
from contextlib import closing

from PySide6.QtCore import QPoint, QRect

from app.rules.dice import Dice
from app.services.demo import build_demo
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import scroll_of, settle
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_swarm_dock import pick
from ui import i18n
from ui.dock_goto import go_to


def a_round_lost_with_a_block(window) -> None:  # noqa: ANN001
    """17 dead at Threat 3, a fight; Ana Reyes rolls Close Combat and loses; the GM picks a block."""
    services = window.services
    for _ in range(3):
        services.threat.step(1)
    services.swarm.set_dead(17)
    assert services.swarm.start(False)
    dock = window.docks["swarmDock"]
    go_to(dock)
    settle()
    ana = next(c.id for c in services.characters.characters() if c.name == "Ana Reyes")
    for seed in range(40):  # the first seed that loses the round (the same every run)
        services.campaign.dice = Dice(seed=seed)
        pick(dock.round_box.rollers[0][0], ana)
        pick(dock.round_box.rollers[0][1], "close_combat")
        dock.roll_round()
        if services.swarm.fight().pending == "loss_picks":
            break
        assert services.campaign.undo()
    dock.outcome_box.pick_boxes["block"].setChecked(True)
    if services.swarm.fight().picks_due == 2:
        dock.outcome_box.pick_boxes["threat"].setChecked(True)
    dock.outcome_box.apply_if_ready()
    pick(dock.round_box.rollers[0][0], ana)  # round 2: Ana again
    pick(dock.round_box.rollers[0][1], "close_combat")
    assert services.swarm.fight().block and dock.round_box.plan_mods[2].isVisibleTo(dock)


def cut(window) -> list[str]:  # noqa: ANN001
    """What of the swarm panel is not whole in its view: a sideways scroll bar, a text past its edge."""
    dock = window.docks["swarmDock"]
    go_to(dock)
    settle()
    scroll = scroll_of(dock)
    assert scroll is not None
    view = scroll.viewport()
    found = []
    if scroll.horizontalScrollBar().maximum() > 0:
        found.append(f"{scroll.widget().minimumSizeHint().width()} px wide in a {view.width()} px view")
    box = dock.round_box
    for widget in [dock.headline, dock.sum_label, *box.plan_mods, *(label for label, _ in box.plan_labels)]:
        if not widget.isVisibleTo(dock):
            continue
        area = view if view.isAncestorOf(widget) else scroll  # (the heading stays above the view)
        rect = QRect(widget.mapTo(area, QPoint(0, 0)), widget.size())
        if rect.right() > area.width() or widget.width() < widget.minimumSizeHint().width():
            found.append(f"{widget.objectName()} cut: {rect.right()} past {area.width()}")
    return found


def test_a_live_switch_of_language_lays_the_swarm_panel_out_whole(qtbot, tmp_path, gm_theme):  # noqa: F811
    i18n.set_language("en")
    source = build_demo(tmp_path / "twdu.deadwatch", "twdu", None)
    (tmp_path / "live").mkdir()
    window = open_window(qtbot, tmp_path / "live", source, LAPTOP, fight=False)
    fresh = None
    try:
        a_round_lost_with_a_block(window)
        assert cut(window) == []
        widths = {}
        for lang in ("es", "ru", "es"):
            window.set_language(lang)
            settle()
            assert cut(window) == [], lang
            widths[lang] = scroll_of(window.docks["swarmDock"]).widget().minimumSizeHint().width()
        assert window.docks["swarmDock"].headline.text() == "Amenaza de la horda 4"
        # a start in Spanish on the same campaign: the panel as wide as after the switch
        for folder in ("copy", "fresh"):
            (tmp_path / folder).mkdir()
        copy = tmp_path / "copy" / "state.deadwatch"
        with closing(sqlite3.connect(str(window.services.campaign.store.path))) as live, \
                closing(sqlite3.connect(str(copy))) as kept:
            live.backup(kept)  # what the live window committed, its write-ahead log too
        fresh = open_window(qtbot, tmp_path / "fresh", copy, LAPTOP, fight=False)
        dock = fresh.docks["swarmDock"]
        go_to(dock)
        ana = next(c.id for c in fresh.services.characters.characters() if c.name == "Ana Reyes")
        pick(dock.round_box.rollers[0][0], ana)
        pick(dock.round_box.rollers[0][1], "close_combat")
        assert cut(fresh) == []
        assert scroll_of(dock).widget().minimumSizeHint().width() == widths["es"]
    finally:
        for w in (window, fresh):
            if w is not None:
                w.close()
                w.deleteLater()
        i18n.set_language("en")
