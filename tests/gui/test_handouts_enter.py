"""Session → Handouts, a handout selected, Enter: it closed the whole dialog (its Close button is the
default one) and showed nothing.  Enter shows the handout to the room, as R does, and the dialog stays
open; Esc closes it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.bundle import open_services
from app.services.files import create_campaign
from app.services.logtext import render_event
from tests.stores import campaign_target
from ui.dialogs.handouts_dialog import HandoutsDialog


def test_enter_on_a_handout_shows_it_to_the_room_and_esc_closes(qtbot, tmp_path, qapp):
    path = campaign_target(tmp_path, "mall.deadwatch")
    create_campaign(str(path), "Mall", "d10under").engine.dispose()
    services = open_services(str(path))
    try:
        assert services.handouts.add_text("Radio message", "The north doors are open.")
        dialog = HandoutsDialog(services)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.list.setCurrentRow(0)
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
        assert dialog.isVisible()
        shown = services.handouts.shown("room")
        assert shown is not None and shown.title == "Radio message"
        assert render_event(services.campaign.events()[-1]) == "Handout shown to the room: Radio message"
        assert "The room sees: Radio message" in dialog.where.text()
        qtbot.keyClick(dialog.list, Qt.Key.Key_Escape)
        assert not dialog.isVisible()
    finally:
        services.close()
