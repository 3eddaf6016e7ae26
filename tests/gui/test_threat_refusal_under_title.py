"""twdu's Threat at 3 on a 1366×768 laptop, in Russian and Spanish: − asks why, and the digit of a
reason greyed for now (its why beside it) is refused, the refusal on four lines under the reasons.
The dial's title («Угроза») and its level stay in the dock's view, and the refusal is whole in it
under them (the reasons' view, then the question's line, give it their room while it is said).
Before, the refusal pushed the dock's view down to itself and the title went out of sight above."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7,
          Qt.Key.Key_8, Qt.Key.Key_9]


def laid_out(qtbot) -> None:  # noqa: ANN001
    for _ in range(4):
        settle()
        qtbot.wait(30)


@pytest.mark.usefixtures("gm_theme")
@pytest.mark.parametrize("lang", ["ru", "es"])
def test_a_refused_reason_leaves_the_dial_s_title_and_level_in_view(qtbot, tmp_path, demos, lang):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        threat = window.docks["threatDock"]
        while window.services.threat.level() < 3:
            assert window.services.threat.step(1)
        laid_out(qtbot)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Minus)
        laid_out(qtbot)
        greyed = [n for n, (_, button) in enumerate(threat.reason_buttons) if not button.isEnabled()]
        assert greyed, "a reason greyed for now"
        view = threat.widget().viewport()
        for n in greyed:
            qtbot.keyClick(threat.dial, DIGITS[n])
            laid_out(qtbot)
            status = threat.status
            assert threat.pending and status.text(), "refused, the question still asked"
            lines = status.height() // status.fontMetrics().lineSpacing()
            title = threat.dial.mapTo(view, QPoint(0, threat.dial.caption_top())).y()
            level = threat.dial.mapTo(view, QPoint(0, threat.dial.level_bottom())).y()
            assert 0 <= title and level <= view.height(), f"reason {n + 1}: the title at {title}, the level to {level}"
            top = status.mapTo(view, QPoint(0, 0)).y()
            assert top >= level and top + status.height() <= view.height(), (
                f"reason {n + 1}: the refusal ({lines} lines) at {top}..{top + status.height()} in {view.height()}")
            assert status.height() >= status.heightForWidth(status.width()), "the refusal whole"
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
