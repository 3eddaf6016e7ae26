"""The fight dock's initiative mode reads whole at 1366×768 in English, Russian and Spanish: the
box shows every word of the mode the ruleset offers (AFMBE's norms declare a short label, "Instigators
first, then d10 + …", and say the mode at length on the mouse), and the fight list keeps
its rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

from app.services.demo import build_demo
from tests.gui import readable
from tests.gui.test_readable import LANGS, gm_theme, interface_language, shared  # noqa: F401 (fixtures)

PRESETS = {"afmbe-norms": ("afmbe", "norms"), "afmbe-unisystem": ("afmbe", "unisystem"), "twdu": ("twdu", None),
           "d10under": ("d10under", None), "gridlimbs": ("gridlimbs", None)}


@pytest.fixture(scope="module")
def campaigns(tmp_path_factory):
    folder = tmp_path_factory.mktemp("modes")
    return {key: build_demo(folder / f"{key}.deadwatch", rs, preset) for key, (rs, preset) in PRESETS.items()}


def edit_room(box) -> int:  # noqa: ANN001
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    return box.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
    ).width()


@LANGS
@pytest.mark.parametrize("campaign", list(PRESETS))
def test_the_initiative_mode_reads_whole_on_a_laptop(qtbot, shared, campaigns, campaign, lang):  # noqa: F811
    """(Each window in a fight at 1366×768, shared by the module's tests: they only read it.)"""
    window = shared.window(qtbot, campaigns[campaign], lang)
    fight = window.docks["initiativeDock"]
    box = fight.mode
    shown, room = box.currentText(), edit_room(box)
    assert shown and box.fontMetrics().horizontalAdvance(shown) <= room, f"{shown!r} cut in {room} px"
    assert readable.side_scrolls(window) == []
    assert readable.whole_rows(fight.tree) >= 4


@LANGS
def test_a_short_mode_says_itself_at_length_on_the_mouse(qtbot, shared, campaigns, lang):  # noqa: F811
    """AFMBE's norms: the box says the declared short label, the mouse the whole rule (in the
    status bar over the box, over the "Initiative:" label and the line of the open list)."""
    window = shared.window(qtbot, campaigns["afmbe-norms"], lang)
    fight = window.docks["initiativeDock"]
    rule = QCoreApplication.translate(
        "rules", "Who started the violence first in turn 1, then d10 + Dexterity + Fast Reaction Time"
    )
    assert fight.mode.count() == 1
    assert fight.mode.currentText() == QCoreApplication.translate(
        "rules", "Instigators first, then d10 + Dexterity + Fast Reaction Time"
    )
    assert fight.mode.statusTip() == rule and fight.mode_label.toolTip() == rule
    assert fight.mode.itemData(0, Qt.ItemDataRole.ToolTipRole) == rule
    assert rule != fight.mode.currentText()
