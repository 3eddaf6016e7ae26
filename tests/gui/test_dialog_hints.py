"""The small dialogs of a fight show their fields' hints whole in every language ("Para el
registro, p. ej.: Emboscada en el m…" was cut in the start-fight dialog, "например: стреля…" in
the declaration, and the ammunition's reason in Spanish): the field is as wide as its hint."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit

from app.rules.base import Choice
from tests.gui.helpers import activate
from ui import i18n
from ui.dialogs.ammo_dialog import AmmoDialog
from ui.dialogs.fight_dialogs import DeclareDialog, ExtrasDialog, RosterDialog, TimerDialog
from ui.widgets.placeholder_fit import text_room

PHASES = (Choice("cover", "Take cover"), Choice("other", "Other"))


def dialogs():  # noqa: ANN201
    return [
        RosterDialog([], (Choice("speed", "By Speed, fastest first"),)),
        ExtrasDialog([]),
        DeclareDialog("Rook", PHASES),
        TimerDialog("Rook"),
        AmmoDialog("Fire", "Kit: Pistol", amount="rounds", reason=True),
    ]


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_every_hint_of_a_fight_dialog_reads_whole(qtbot, lang):
    try:
        i18n.set_language(lang)
        for dialog in dialogs():
            qtbot.addWidget(dialog)
            dialog.show()
            activate(qtbot, dialog)
            hinted = [f for f in dialog.findChildren(QLineEdit) if f.placeholderText() and f.isVisible()]
            assert hinted, type(dialog).__name__
            for field in hinted:
                hint = field.placeholderText()
                need = field.fontMetrics().horizontalAdvance(hint)
                assert need <= text_room(field), f"{type(dialog).__name__}: {hint!r} cut ({need} > {text_room(field)})"
            dialog.close()
    finally:
        i18n.set_language("en")
