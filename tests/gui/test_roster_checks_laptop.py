"""The AFMBE roster's check buttons on a 1366×768 laptop (issue 40): a zombie below 0 Life Points
shows the GM's call as two buttons, "Destroyed" and "Still coming"; beside its badge they ran past
the roster's edge ("Still co…") and made it scroll sideways.  Now they go under the badge, and
under one another when the column is narrow: each whole, in the roster's width."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QPushButton

from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos  # noqa: F401  (fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
@pytest.mark.parametrize("demo", ["afmbe-norms", "afmbe-unisystem"])
def test_a_zombie_s_call_buttons_show_whole_in_the_roster(qtbot, tmp_path, demos, demo, lang):  # noqa: F811
    i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos[demo], LAPTOP)
    try:
        services = window.services
        zombie = next(c for c in services.characters.characters() if c.name == "Shambler")
        assert services.characters.damage(int(zombie.id), {"amount": 30, "damage_type": "bludgeoning"})
        settle()
        roster = window.docks["charactersDock"]
        assert roster.on_screen()
        scroll = roster.widget()
        assert scroll.horizontalScrollBar().maximum() == 0, (
            f"the roster scrolls sideways: {roster.tree.minimumWidth()} px in {scroll.viewport().width()}")
        buttons = [b for b in roster.findChildren(QPushButton) if b.objectName().startswith("check_")]
        assert len(buttons) == 2, [b.text() for b in buttons]
        view = roster.tree.viewport()
        for button in buttons:
            assert button.isVisible(), button.text()
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} cut: {button.width()} px"
            right = button.mapTo(view, QPoint(button.width(), 0)).x()
            assert right <= view.width(), f"{button.text()!r} ends at {right} in a {view.width()} px roster"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
