"""Issue 40: in Russian the twdu Damage dialog (D on a character) grew to the bottom edge of a
1366×768 laptop's screen, OK and Отмена on its last rows.  A dialog now fits the screen with room:
its body (the form, the dice hint, the result) scrolls when the screen is too short for it, its
buttons always in view, in English, Russian and Spanish; Tab still brings each field into view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids
from tests.gui.test_latin_alt_keys_everywhere import speak  # noqa: F401  (fixture)

#: a screen shorter than the dialog's body: a 768-pixel laptop with a bigger type than the tests'
SHORT = 480


@pytest.mark.qt_log_ignore("This plugin does not support")
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_damage_dialog_fits_a_short_screen_with_its_buttons_in_view(qtbot, tmp_path, speak, lang,  # noqa: F811
                                                                       monkeypatch):
    import ui.widgets.scrolled_body as scrolled

    monkeypatch.setattr(scrolled, "screen_height", lambda _widget: SHORT, raising=False)
    assert speak(lang)
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    services = window.services
    assert services.characters.create("Ana", "pc", {**services.ruleset.new_sheet(), "armor_level": 2})
    dock = window.docks["charactersDock"]
    dock.select(ids(window)["Ana"])
    seen: dict[str, object] = {}

    def look(dialog) -> None:  # noqa: ANN001
        try:
            qtbot.wait(50)  # its wrapped lines laid out
            QApplication.processEvents()
            qtbot.wait(50)
            QApplication.processEvents()
            seen["frame"] = dialog.frameGeometry()
            buttons = dialog.findChild(QDialogButtonBox)
            ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
            seen["ok"] = QRect(ok.mapTo(dialog, QPoint(0, 0)), ok.size())
            seen["inside"] = dialog.rect()
            # Tab down the form to the dice field: in view in its scrolled body
            faces = dialog.faces
            for _ in range(12):
                if faces.hasFocus():
                    break
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            seen["faces focused"] = faces.hasFocus()
            area = getattr(dialog, "body_area", None)
            viewport = area.viewport() if area is not None else dialog
            top = faces.mapTo(viewport, QPoint(0, 0)).y()
            seen["faces in view"] = 0 <= top and top + faces.height() <= viewport.height()
        finally:
            seen.setdefault("frame", dialog.frameGeometry())
            dialog.reject()

    when_dialog_opens(look)
    activate(qtbot, window)
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_Escape)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D)
    qtbot.waitUntil(lambda: "frame" in seen)
    frame = seen["frame"]
    assert isinstance(frame, QRect)
    assert frame.height() <= SHORT - 40, (lang, frame)  # room kept to the screen's edges
    assert seen["inside"].contains(seen["ok"]), seen  # OK whole in the dialog: never scrolled off
    assert seen["faces focused"] and seen["faces in view"], seen
