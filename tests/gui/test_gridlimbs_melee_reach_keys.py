"""A katana blow typed in the damage form (D on the fight list) needs reach when both tokens are on
the map: from 4 tiles away the form says so, naming the distance, and Enter writes nothing; beside
the target it lands, and the preview names each factor ("Strength 2 × Katana 2 × hand 50% × 2 = 4")
where it showed bare numbers ("2×2×50%×2 = 4") — grid game, rule text: "You may not hit anyone with
a melee weapon if they are on a tile diagonally across from yours"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.initiative import StartEncounter
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_map_dock import create


def _blow(qtbot, window, target_row: int) -> dict:  # noqa: ANN001
    """D on the fight list's row ``target_row``, Ann named as the one dealing it, the katana picked
    by keys, Enter; what the form showed."""
    seen: dict = {}

    def answer(dialog):  # noqa: ANN001, ANN202
        try:
            activate(qtbot, dialog)
            dialog.by.setFocus()
            qtbot.keyClicks(dialog.by, "A")  # Dealt by: Ann, whose turn it is (nobody until named)
            next(iter(dialog.form.inputs.values())).setFocus()
            for _ in range(3):  # to the weapon
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            qtbot.keyClicks(QApplication.focusWidget(), "K")  # the katana
            seen["weapon"] = dialog.form.inputs["weapon"].currentText()
            seen["preview"] = dialog.preview.text()
            seen["ok"] = dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                seen["left_open"] = True
                dialog.reject()

    fight = window.docks["initiativeDock"]
    fight.tree.setFocus()
    while fight.tree.currentIndex().row() != target_row:
        qtbot.keyClick(fight.tree, Qt.Key.Key_Down if fight.tree.currentIndex().row() < target_row else Qt.Key.Key_Up)
    when_dialog_opens(answer)
    qtbot.keyClick(fight.tree, Qt.Key.Key_D)
    activate(qtbot, window)
    return seen


def test_a_katana_blow_needs_reach_on_the_map_and_names_its_factors(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    services = window.services
    ann = create(window, "Ann", speed=5, strength=2, weapons=[{"weapon": "katana", "concealed": False}])
    zed = create(window, "Shambler 1", "zombie", speed=1, max_hp=12)
    services.battle_map.set_size(8, 4)
    services.battle_map.place({ann: (0, 1), zed: (4, 1)})
    services.campaign.execute(StartEncounter([ann, zed]))  # Ann (Speed 5) acts first
    activate(qtbot, window)
    assert services.initiative.current().character_id == ann
    torso = services.characters.character(zed).state["torso"]
    events = len(services.campaign.events())
    far = _blow(qtbot, window, 1)
    assert far["weapon"] == "Katana"
    assert far["preview"] == ("Out of melee reach: the two tokens are 4 tiles apart on the map, and the katana strikes "
                              "only an adjacent tile (not a diagonal one).")
    assert far["ok"] is False and far.get("left_open")
    assert services.characters.character(zed).state["torso"] == torso
    assert len(services.campaign.events()) == events  # nothing written
    services.battle_map.place({zed: (1, 1)})  # beside Ann
    near = _blow(qtbot, window, 1)
    assert near["preview"].startswith("Strength 2 × Katana 2 × hand 50% × 2 = 4"), near["preview"]
    assert services.characters.character(zed).state["torso"] == torso - 4
