"""The AFMBE roster at 1366×768 in Spanish (issue 40): characters below 0 Life Points carry a long
condition ("Chequeo para Seguir en Pie: −4", "Chequeo de Supervivencia: −1") beside their check
buttons; a badge never broke inside itself, so the roster was as wide as the longest badge: it
scrolled sideways, and a painted badge narrower than its text was cut ("Chequeo de S…").  A badge
wider than the conditions' column now wraps its words over more lines, the row taller: every
row reads whole, nothing scrolls sideways, in English, Russian and Spanish, with a fight running or
not."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.gui import readable
from tests.gui.shared_windows import close, open_window
from ui import i18n
from ui.themes import apply_theme
from ui.widgets.roster_look import BADGES_DATA, CONDITIONS, ELLIPSIS, END, SIDE, RowBadges, fitted_badges


@pytest.fixture
def gm_theme(qapp):  # noqa: ANN001, ANN201
    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def settle() -> None:
    for _ in range(6):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def conditions_cut(dock) -> list[str]:  # noqa: ANN001
    """The roster's rows in sight whose conditions do not read whole: a painted badge elided, a check
    cell's badges past the list's right edge, cut at their foot or elided."""
    tree = dock.tree
    view = tree.viewport()
    bad = []
    for item in dock.items.values():
        rect = tree.visualItemRect(item)
        if item.isHidden() or not view.rect().intersects(rect):
            continue
        badges = item.data(CONDITIONS, BADGES_DATA)
        if not isinstance(badges, RowBadges) or not badges.html:
            continue
        cell = tree.itemWidget(item, CONDITIONS)
        if cell is None:
            room = tree.visualRect(tree.indexFromItem(item, CONDITIONS)).width() - SIDE - END
            shown = fitted_badges(badges, tree.font(), room).html
            if ELLIPSIS in shown and ELLIPSIS not in badges.html:
                bad.append(f"{item.text(0)}: a badge elided in {room} px")
            continue
        label = next(iter(cell.findChildren(QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly)))
        right = label.mapTo(view, QPoint(label.width(), 0)).x()
        if right > view.width():
            bad.append(f"{item.text(0)}: its conditions end at {right} px in a {view.width()} px roster")
        if label.wordWrap() and label.heightForWidth(label.width()) > label.height():
            bad.append(f"{item.text(0)}: its conditions cut at their foot ({label.height()} px)")
        if ELLIPSIS in label.text() and ELLIPSIS not in badges.html:
            bad.append(f"{item.text(0)}: its conditions elided")
    return bad


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("fight", [False, True], ids=["no fight", "fight"])
@pytest.mark.parametrize("lang", ["en", "ru", "es"], indirect=True)
def test_the_afmbe_rosters_long_conditions_wrap_and_nothing_scrolls_sideways(qtbot, tmp_path, gm_theme, lang, fight):  # noqa: ARG001
    from app.services.demo import build_demo

    demo = build_demo(tmp_path / "demo" / f"afmbe-unisystem-{lang}.deadwatch", "afmbe", "unisystem", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=fight)
    try:
        settle()
        services = window.services
        # below 0 Life Points: the check to stay up (−4), and a Survival check (−17) with Agony
        for i, character in enumerate(services.characters.characters()[:3]):
            amount = 34 + 14 * (i % 2)
            assert services.characters.damage(int(character.id), {"amount": amount, "damage_type": "bludgeoning"})
        settle()
        roster = window.docks["charactersDock"]
        assert roster.on_screen()
        checks = [i for i in roster.items.values() if isinstance(roster.tree.itemWidget(i, CONDITIONS), QWidget)]
        assert len(checks) >= 2, "characters with checks due"
        scroll = roster.widget()
        assert scroll.horizontalScrollBar().maximum() == 0, (
            f"{lang}: the roster scrolls sideways: {roster.tree.minimumWidth()} px in {scroll.viewport().width()}"
        )
        assert conditions_cut(roster) == [], lang
        assert readable.roster_cells(roster) == [], lang
        if where := os.environ.get("DEADWATCH_SHOTS"):
            window.grab().save(str(Path(where) / f"roster-conditions-{lang}-{'fight' if fight else 'calm'}.png"))
    finally:
        close([window])
