"""A live switch of the interface language reaches the players at once: the projector's words (the
level's name, the round, the health of each one shown) are written again in the new language the
moment the GM picks it, not at the GM's next action; the phones' pages are sent the new view."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.test_player_display import make


def test_the_projector_speaks_the_new_language_at_once(qtbot, tmp_path):
    window, services, ana, rook = make(qtbot, tmp_path)
    display = window.player.display
    window.player.act_toggle.trigger()
    qtbot.waitUntil(display.isVisible)
    services.initiative.start([ana, rook])
    services.threat.step(1)
    services.threat.step(1)
    assert display.threat_name.text() == "Dead close by"
    try:
        window.set_language("es")
        for _ in range(3):
            QApplication.processEvents()
        assert display.threat_name.text() == "Muertos cerca"  # no GM action since the switch
        assert display.round.text().startswith("Asalto 1")
        assert "Health" not in display.order.text()
    finally:
        window.set_language("en")
        for _ in range(3):
            QApplication.processEvents()
    assert display.threat_name.text() == "Dead close by"
