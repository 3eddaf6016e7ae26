"""AFMBE: the checks-due dialog (Ctrl+Shift+K) on a zombie at 0 Life Points or below asks the GM's
call, destroyed or still coming, where nothing is rolled; its button said "Roll".  Now its buttons
say what each does ("Destroyed", "Still coming"; in Russian and Spanish too), the one of the call
picked in the list is the default (Enter makes that call, one log line), Esc cancels and changes
nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from tests.gui.helpers import campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line
from ui import i18n
from ui.docks import roster_checks

SHOTS = Path("/tmp/s22c")
WORDS = {
    "en": ("Destroyed", "Still coming"),
    "ru": ("Уничтожен", "Всё ещё идёт"),
    "es": ("Destruido", "Sigue avanzando"),
}


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def fallen_zombie(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})  # 26 Life Points
    biter = next(int(c.id) for c in services.characters.characters())
    assert services.characters.damage(biter, {"amount": 29})
    settle()
    return window, biter


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_zombie_fate_dialog_names_its_buttons_by_the_call(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    window, biter = fallen_zombie(qtbot, tmp_path)
    try:
        dock = window.docks["charactersDock"]
        checks = roster_checks.due_checks(dock, biter)
        dialog = roster_checks.ChecksDialog(dock, biter, checks, dock)
        dialog.show()
        settle()
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / f"zombie-fate-{lang}.png"))
        box = dialog.findChild(QDialogButtonBox)
        texts = [b.text().replace("&", "") for b in box.buttons()]
        assert not any(QApplication.translate("ChecksDialog", "&Roll").replace("&", "") == t for t in texts)
        destroyed, coming = WORDS[lang]
        assert [dialog.call_buttons[k].text() for k in ("destroyed", "still_coming")] == [destroyed, coming]
        for button in box.buttons():  # whole: no word cut
            assert button.width() >= button.fontMetrics().horizontalAdvance(button.text()) + 8
        assert dialog.call_buttons["destroyed"].isDefault()
        qtbot.keyClick(dialog.list, Qt.Key.Key_Down)  # the other call picked: its button the default
        assert dialog.call_buttons["still_coming"].isDefault() and not dialog.call_buttons["destroyed"].isDefault()
        qtbot.keyClick(dialog.list, Qt.Key.Key_Escape)
        assert not dialog.isVisible() and dialog.result() == 0
        assert not window.services.ruleset.is_dead(*_sheet_state(window, biter))
    finally:
        window.close()
        i18n.set_language("en")


def _sheet_state(window, cid: int):  # noqa: ANN001, ANN202
    row = window.services.characters.character(cid)
    return row.sheet, row.state


def test_enter_makes_the_default_call_and_a_button_its_own(qtbot, tmp_path):
    window, biter = fallen_zombie(qtbot, tmp_path)
    try:
        dock = window.docks["charactersDock"]
        window.selection.select_character(biter)
        settle()

        def press(key: Qt.Key, name: str = "") -> None:
            dialog = QApplication.activeModalWidget()
            assert dialog is not None and dialog.objectName() == "checksDueDialog"
            if name:
                dialog.findChild(QPushButton, name).click()
            else:
                qtbot.keyClick(dialog.list, key)

        QTimer.singleShot(0, lambda: press(Qt.Key.Key_Down, "call_still_coming"))
        roster_checks.open_checks(dock)
        settle()
        assert last_log_line(window).endswith("The GM's call at −3 Life Points: still coming.")
        assert not window.services.ruleset.is_dead(*_sheet_state(window, biter))
        assert window.services.campaign.undo()
        settle()
        QTimer.singleShot(0, lambda: press(Qt.Key.Key_Return))
        roster_checks.open_checks(dock)
        settle()
        assert last_log_line(window).endswith("The GM's call at −3 Life Points: destroyed.")
        assert window.services.ruleset.is_dead(*_sheet_state(window, biter))
    finally:
        window.close()
