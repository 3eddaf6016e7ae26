"""twdu, H on the roster: the heal form opens on the care the patient needs — Ben, hurt but
standing, on a day's healing; Mia, Broken, on first aid — not on first aid for everyone (refused for
Ben, so the GM opened the list each time)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import Keys


def _party(services) -> None:  # noqa: ANN001
    for name in ("Ben", "Mia"):
        assert services.characters.create(name, "pc", services.ruleset.new_sheet("pc"))


def test_h_opens_on_a_day_s_healing_for_the_hurt_and_first_aid_for_the_broken(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=_party)
    services = window.services
    who = {c.name: c.id for c in services.characters.characters()}
    assert services.characters.damage(who["Ben"], {"damage": 1, "armor": False})  # Health 2: hurt, standing
    assert services.characters.damage(who["Mia"], {"damage": 3, "armor": False})  # Broken
    keys = Keys(qtbot)
    seen: dict[str, str] = {}
    for name in ("Ben", "Mia"):
        def look(dialog, name=name) -> None:  # noqa: ANN001
            seen[name] = dialog.form.inputs["kind"].currentText()
            dialog.reject()

        window.docks["charactersDock"].select(who[name])
        activate(qtbot, window)
        window.docks["charactersDock"].tree.setFocus()
        when_dialog_opens(look)
        keys.key(Qt.Key.Key_H)
        qtbot.waitUntil(lambda name=name: name in seen)
    assert seen == {"Ben": "A day's healing", "Mia": "First aid (Medicine successes)"}
