"""Ctrl+N from an open campaign offers that campaign's ruleset and preset first: a GM playing twdu
makes another twdu campaign with a name and Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_import_preview import when_shown
from ui.dialogs.new_campaign import NewCampaignDialog


@pytest.mark.parametrize(("ruleset", "preset"), [("twdu", None), ("afmbe", "unisystem"), ("gridlimbs", None)])
def test_ctrl_n_offers_the_open_campaign_s_ruleset_first(qtbot, tmp_path, ruleset, preset):
    window = campaign_window(qtbot, tmp_path, ruleset, preset)
    seen: dict[str, object] = {}

    def dialog_up(dialog: NewCampaignDialog) -> None:
        seen["offered"] = dialog.ruleset.currentData()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_shown(NewCampaignDialog, dialog_up)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "offered" in seen and QApplication.activeModalWidget() is None)
    assert seen["offered"] == (ruleset, preset)
