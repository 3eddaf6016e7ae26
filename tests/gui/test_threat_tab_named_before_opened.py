"""AFMBE's threat dock holds a 0-6 tension meter: its tab read «Amenaza» ("Threat") while it waited
behind its tab for the GM, and «Tensión» ("Tension") once opened.  One name from the start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QTabBar

from app.services.demo import build_demo
from tests.gui.helpers import activate
from ui import i18n
from ui.docks.threat_dock import CAPTIONS
from ui.main_window import MainWindow


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_tension_meter_s_tab_has_its_name_while_it_waits(qtbot, tmp_path, lang):
    try:
        assert i18n.set_language(lang)
        path = build_demo(tmp_path / "afmbe.deadwatch", "afmbe", "unisystem")
        window = MainWindow(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        activate(qtbot, window)
        dock = window.docks["threatDock"]
        window.tabifyDockWidget(window.docks["diceDock"], dock)  # the threat behind the dice's tab
        window.docks["diceDock"].raise_()
        assert window.open_campaign(str(path))  # as Deadwatch starts: the docks behind tabs wait
        qtbot.wait(100)
        name = QCoreApplication.translate("ThreatDock", CAPTIONS[1])
        assert dock.waiting is not None  # behind its tab, not opened yet
        tabs = [bar.tabText(i) for bar in window.findChildren(QTabBar) for i in range(bar.count())]
        assert dock.windowTitle() == name and name in tabs, tabs
        dock.ensure_built()
        assert dock.windowTitle() == name
    finally:
        i18n.set_language("en")
