"""AFMBE norms at 1366×768 (the demo, the GM's 11 pt theme), Shift+F on Dana's turn: the fire
dialog's reason showed its example, "Для журнала, напр. прикрывает Бена, пока тот бежит к машине",
in exactly the field's text room (0 px to spare: its last letter against the frame, cut where the
font draws a pixel wider).  Now the example is shorter, with a shorter wording still where even that
does not fit, and shows whole with room to spare in English, Russian and Spanish."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from app.services.demo import build_demo
from tests.gui.helpers import when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n
from ui.widgets.placeholder_fit import text_room

SHOTS = Path("/tmp/s22c")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_fire_dialogs_example_is_whole_at_1366(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "afmbe.deadwatch", "afmbe", "norms", language=lang)
    window = open_window(qtbot, tmp_path, demo)
    try:
        services = window.services
        dana = next(c.id for c in services.characters.characters() if c.name in ("Dana Cruz", "Дана Крус"))
        for _ in range(10):  # Dana's turn: F and Shift+F fire her pistol
            if services.initiative.current().character_id == dana:
                break
            assert services.initiative.next_turn()
        QApplication.processEvents()
        seen: dict[str, object] = {}

        def look(dialog) -> None:  # noqa: ANN001
            QApplication.processEvents()
            field = dialog.findChild(QLineEdit, "ammoReason")
            hint = field.placeholderText()
            metrics = field.fontMetrics()
            seen.update(hint=hint, spare=text_room(field) - metrics.horizontalAdvance(hint),
                        least=metrics.horizontalAdvance(" "), width=dialog.width())
            SHOTS.mkdir(exist_ok=True)
            dialog.grab().save(str(SHOTS / f"fire-{lang}.png"))
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

        when_dialog_opens(look)
        window.docks["initiativeDock"].tree.setFocus()
        Keys(qtbot).key(Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
        assert seen, "Shift+F opened no dialog"
        assert seen["hint"], "the reason has no example"
        assert seen["spare"] >= seen["least"], f"{seen['hint']!r}: {seen['spare']} px to spare"
        assert seen["width"] <= 1366 // 2
    finally:
        close([window])
        i18n.set_language("en")
