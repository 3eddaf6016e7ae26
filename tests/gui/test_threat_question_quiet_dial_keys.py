"""The Threat dock on a 1366×768 laptop (twdu demo, the GM's 11 pt theme), in English, Russian and
Spanish: while + asked why, the dial's description under its arc shrank to some 8 px, and "−" at
Threat 0 scrolled the dock's view past the timeline to its refusal, the dial out of view above.
Now the dial asks quiet: its level's name and description are not drawn (the question under it says
what is asked) and nothing it draws is under 11 px; "−" at 0 says its refusal right under the dial,
both in view; − at 1 shows its four reasons whole with no scroll bar beside them (their buttons keep
22 px each where the view was sized for 20: a bar showed); in the fight layout (F11) every numbered
reason is whole in view while it asks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.gui.helpers import activate
from tests.gui.shared_windows import LAPTOP, open_window
from tests.gui.test_nothing_sideways import demos, settle  # noqa: F401  (demos: fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from tests.gui.test_threat_reasons_scroll_keys import in_view, laid_out
from ui import i18n


def _whole_reasons(threat) -> int:  # noqa: ANN001
    reasons = threat.reason_scroll.viewport()
    view = threat.widget().viewport()
    count = 0
    for _, button in threat.reason_buttons:
        top = button.mapTo(reasons, QPoint(0, 0)).y()
        if top >= 0 and top + button.height() <= reasons.height() and in_view(button, view):
            count += 1
    return count


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_the_dial_asks_quiet_and_says_its_refusal_under_it(qtbot, tmp_path, demos, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        threat = window.docks["threatDock"]
        while window.services.threat.level() > 0:
            assert window.services.threat.step(-1)
        laid_out(qtbot)
        view = threat.widget().viewport()
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Plus)
        laid_out(qtbot)
        assert threat.pending and len(threat.reason_buttons) == 8
        assert threat.dial.quiet, "the dial's level words drawn while it asks"
        sizes = threat.dial.text_sizes()
        assert min(sizes.values()) >= 11, sizes
        assert in_view(threat.dial, view) and in_view(threat.prompt, view)
        qtbot.keyClick(threat.dial, Qt.Key.Key_Escape)
        laid_out(qtbot)
        assert not threat.dial.quiet, "the level's words back once the question goes"
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Minus)  # at 0: refused
        laid_out(qtbot)
        assert not threat.pending
        assert threat.status.text(), "no refusal said"
        assert in_view(threat.status, view), "the refusal out of view"
        assert in_view(threat.dial, view), "the dial out of view beside its refusal"
        assert threat.status.y() > threat.dial.y() + threat.dial.height() - 1  # under it
        assert window.services.threat.step(1)  # at 1, − offers four reasons: whole, with no scroll bar
        laid_out(qtbot)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Minus)
        laid_out(qtbot)
        assert threat.pending and _whole_reasons(threat) == len(threat.reason_buttons) == 4
        assert not threat.reason_scroll.verticalScrollBar().isVisible(), "a scroll bar beside four whole reasons"
        qtbot.keyClick(threat.dial, Qt.Key.Key_Escape)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_every_reason_is_whole_in_the_fight_layout(qtbot, tmp_path, demos, lang, gm_theme):  # noqa: F811
    assert i18n.set_language(lang)
    window = open_window(qtbot, tmp_path, demos["twdu"], LAPTOP, fight=False)
    try:
        threat = window.docks["threatDock"]
        while window.services.threat.level() > 0:
            assert window.services.threat.step(-1)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_F11)
        laid_out(qtbot)
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_Plus)
        laid_out(qtbot)
        assert threat.pending and _whole_reasons(threat) == len(threat.reason_buttons) == 8
        assert min(threat.dial.text_sizes().values()) >= 11, threat.dial.text_sizes()
        qtbot.keyClick(threat.dial, Qt.Key.Key_Escape)
    finally:
        window.close()
        window.deleteLater()
        i18n.set_language("en")
