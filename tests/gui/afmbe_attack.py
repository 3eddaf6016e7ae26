"""An AFMBE attack set up in the dice dock by keys, as a GM does it: Ctrl+Shift+D, the kind, the
skill (and the fire mode), the target's defence, then the faces typed and Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import activate
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, pick_with_keys, tab_to

ATTACK = "Attack against a dodge or block"


def attack_by_keys(qtbot, window, *, skill="Guns 2", defence="No defence", fire=None, opponent=None, faces=None,
                   kind=ATTACK):
    """The attack of the selected character set up by keys; ``opponent`` (an id) picked in Against
    when given; with ``faces``, typed and rolled; ``kind`` the roll's name in the language shown.
    Returns the dice dock."""
    dock = window.docks["diceDock"]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
    pick_with_keys(qtbot, dock.kind_combo, kind)
    qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
    tab_to(qtbot, dock.form.inputs["skill"])
    pick_with_keys(qtbot, dock.form.inputs["skill"], skill)
    if fire is not None:
        tab_to(qtbot, dock.form.inputs["fire"])
        pick_with_keys(qtbot, dock.form.inputs["fire"], fire)
    if opponent is not None:
        dock.opponent_combo.setCurrentIndex(dock.opponent_combo.findData(opponent))
    tab_to(qtbot, dock.opponent_form.inputs["defence"])
    pick_with_keys(qtbot, dock.opponent_form.inputs["defence"], defence)
    if faces is not None:
        tab_to(qtbot, dock.faces_edit)
        qtbot.keyClicks(dock.faces_edit, faces)
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
    return dock


def shift_f_single_shots(qtbot, window, shots: int) -> None:  # noqa: ANN001
    """Shift+F on the selected character's gun, ``shots`` single shots typed in its form, Enter."""
    from PySide6.QtWidgets import QApplication, QSpinBox

    from tests.gui.helpers import when_dialog_opens

    def answer(dialog):  # noqa: ANN001
        spin = dialog.form.inputs["shots"]
        assert isinstance(spin, QSpinBox)
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, str(shots))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(answer)
    activate(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
