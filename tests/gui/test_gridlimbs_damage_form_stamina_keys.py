"""The grid game's stamina after a melee blow dealt through the damage form, by keys: "If you are
above zero stamina and you do not sprint or fight, you gain two stamina; fulfilling one of the
non-zero stamina criteria replenishes one stamina."  Ann strikes the walker with her katana from the
damage form (D, By Ann), Ben does nothing: End round (Ctrl+Alt+N) gives Ann 1 and Ben 2, as the
round's line in the log says; Ctrl+Z takes the round's end back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_map_dock import create, log_lines

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_ALT = CTRL | Qt.KeyboardModifier.AltModifier


def stamina(window, cid) -> int:
    return window.services.characters.character(cid).state["stamina"]


def test_a_blow_from_the_damage_form_gives_back_1_stamina_doing_nothing_2(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    ann = create(window, "Ann", strength=3, speed=6, stamina=6, starting_item="katana")
    ben = create(window, "Ben", speed=6, stamina=6)
    zed = create(window, "Zed", "zombie", max_hp=40)
    services.battle_map.set_size(8, 4)
    services.battle_map.place({ann: (0, 0), ben: (0, 2), zed: (4, 0)})
    assert services.initiative.start([ann, ben, zed], name="Mall")
    # the first round: both sprint 3 tiles (6 → 3) and get 1 back (6 → 3 → 4)
    assert services.battle_map.move(ann, [(0, 0), (1, 0), (2, 0), (3, 0)])
    assert services.battle_map.move(ben, [(0, 2), (1, 2), (2, 2), (3, 2)])
    assert services.initiative.end_round()
    assert (stamina(window, ann), stamina(window, ben)) == (4, 4)

    window.selection.select_character(zed)
    activate(qtbot, window)
    seen: list[str] = []

    def strike(dialog) -> None:  # noqa: ANN001
        try:
            activate(qtbot, dialog)
            dialog.by.setFocus()
            qtbot.keyClicks(dialog.by, "Ann")
            # no damage typed, no weapon yet: OK refused, and why (no line "Damage to Zed" with nothing)
            seen.append(dialog.preview.text())
            seen.append(str(dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()))
            dialog.form.inputs["weapon"].setFocus()
            qtbot.keyClicks(QApplication.focusWidget(), "K")  # her katana
            seen.append(dialog.preview.text())
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        finally:  # a form that went wrong fails the test instead of waiting for keys
            if dialog.isVisible():
                dialog.reject()

    when_dialog_opens(strike)
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert seen[:2] == ["Type the damage, or pick the weapon that deals it.", "False"], seen
    assert "Strength 3 × Katana 2 × hand 50% × 2 = 6" in seen[2]
    [line] = log_lines(window, 1)
    assert line.startswith("Damage to Zed: Strength 3 × Katana 2 × hand 50% × 2 = 6")

    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_ALT)  # End round
    # Ann fought: +1; Ben neither sprinted nor fought: +2 (the log dock's line)
    # (the hidden zombie's not acting in the GM's own part of the line)
    assert last_log_line(window) == ("Round 2 ends; round 3 begins — Ann, Ben had not acted; Zed had not acted; "
                                     "Ann: Stamina +1: fought in melee, did not sprint. "
                                     "Ben: Stamina +2: neither sprinted nor fought in melee.")
    assert (stamina(window, ann), stamina(window, ben)) == (5, 6)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert (stamina(window, ann), stamina(window, ben)) == (4, 4)
