"""Raising the Threat Level from 2 lists the numbered reasons; "Noise" (like a walker or a failed
roll to avoid the dead) alerts the dead and costs each PC one stress, but its line said nothing of
it until the GM had pressed its digit (issue 40).  Each reason's line now says what it will do, in
the GM's language: the PCs' stress where the rise alerts the dead, none for a group the GM placed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_threat_dock import make_window, reasons
from tests.unit.services.twdu_party import lines
from ui import i18n

WORDS = {
    "en": ("each PC takes 1 stress: the dead are alerted", "no stress for the PCs"),
    "ru": ("каждый персонаж игрока получает стресс +1: мертвецы всполошились",
           "без стресса для персонажей игроков"),
    "es": ("cada PJ recibe 1 de estrés: los muertos se alertan",
           "sin estrés para los PJ"),
}


def _stress(services, ids) -> dict[str, int]:  # noqa: ANN001
    return {name: services.characters.character(cid).state.get("stress", 0) for name, cid in ids.items()
            if name in ("Ana", "Ben", "Mia")}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_each_reason_says_the_stress_it_brings_before_the_pick(qtbot, tmp_path, code):
    assert i18n.set_language(code)
    try:
        window, dock, ids = make_window(qtbot, tmp_path)
        services = window.services
        stress, none = WORDS[code]
        dock.dial.setFocus()
        qtbot.keyClick(dock.dial, Qt.Key.Key_Plus)  # 0 → 1: the dead are not alerted, no word of stress
        assert not any(stress in r or none in r for r in reasons(dock))
        qtbot.keyClick(dock.dial, Qt.Key.Key_3)  # a group the GM placed
        qtbot.keyClick(dock.dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dock.dial, Qt.Key.Key_3)
        assert services.threat.level() == 2
        qtbot.keyClick(dock.dial, Qt.Key.Key_Plus)  # 2 → 3: the dead become aware
        said = reasons(dock)
        for digit in (1, 2, 4):  # a walker, a failed roll to avoid them, noise: the PCs alerted them
            assert said[digit - 1].startswith(f"{digit}  ") and said[digit - 1].endswith(f" — {stress}"), said
        assert said[2].endswith(f" — {none}"), said  # a group the GM placed
        assert all(stress not in line for line in said[5:]), said  # "Instead: …": the Threat stays
        before = _stress(services, ids)
        qtbot.keyClick(dock.dial, Qt.Key.Key_4)  # noise: what its line said
        assert services.threat.level() == 3
        assert _stress(services, ids) == {name: value + 1 for name, value in before.items()}
        assert lines(services)[-1].startswith("Threat 2 → 3") or code != "en"
    finally:
        i18n.set_language("en")
