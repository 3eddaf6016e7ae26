"""The grid game's damage dialog by keys at 1366×768 (issue 41): a fight, Kit selected, D, the part
«Левая рука», Tab, 4: the Russian result was cut at the dialog's right edge («…основной запас
теряет 2» lost its end, «сама час…») and the fields on the right were clipped, while English
wrapped whole.  The dialog now takes the width its body asks for: every field and the whole result
inside it, in English, Russian and Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_dock_keys_behind_tabs import demo_window
from ui import i18n


def outside(dialog: QWidget, widget: QWidget) -> bool:
    """Whether ``widget`` reaches past the dialog's right edge (cut where the GM reads it)."""
    top_left = widget.mapTo(dialog, widget.rect().topLeft())
    return not dialog.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("lang", ["ru", "en", "es"])
def test_the_damage_result_and_fields_read_whole(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = demo_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        fighters = [c.id for c in services.characters.characters() if c.name in ("Kit", "Dov")]
        assert services.initiative.start(fighters)
        QApplication.processEvents()
        kit = next(c for c in services.characters.characters() if c.name == "Kit")
        roster = window.docks["charactersDock"]
        roster.select(kit.id)
        seen: dict[str, object] = {}

        def by_keys(dialog) -> None:  # noqa: ANN001
            qtbot.wait(50)
            part = dialog.form.inputs["part"]
            assert QApplication.focusWidget() is part
            while part.currentData() != "left_arm":  # the part, by the arrows
                qtbot.keyClick(part, Qt.Key.Key_Down)
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            qtbot.keyClicks(QApplication.focusWidget(), "4")
            qtbot.waitUntil(lambda: not dialog.body_area.minimumWidth() or dialog.width() >= min(
                dialog.minimumSizeHint().width(), dialog.screen().availableGeometry().width()))
            qtbot.wait(50)
            QApplication.processEvents()
            seen["text"] = dialog.preview.text()
            widgets = [dialog.preview, dialog.by, dialog.faces, *dialog.form.inputs.values()]
            seen["cut"] = [w.objectName() for w in widgets if w.isVisible() and outside(dialog, w)]
            seen["needed"] = dialog.preview.heightForWidth(dialog.preview.width()) <= dialog.preview.height()
            seen["wide"] = dialog.width() <= 1366
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

        when_dialog_opens(by_keys)
        activate(qtbot, window)
        roster.tree.setFocus()
        qtbot.keyClick(roster.tree, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: "text" in seen)
        assert seen["cut"] == [], (seen["cut"], seen["text"])
        assert seen["needed"] and seen["wide"]
        assert "4" in str(seen["text"])
    finally:
        i18n.set_language("en")
