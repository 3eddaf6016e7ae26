"""AFMBE, Shift+F: a burst that cannot be had is said in the fire dialog.  In norms the dialog on an
automatic weapon asked only "Reason" (norms counts Ammo Points by the turn: "one point is one combat
turn of firing", no bursts); in unisystem, on a pistol, it showed single shots and no burst field
(§4.2.1: bursts are "la manera más eficaz de disparar un arma automática").  Neither said why; now
the dialog does, in each language, and says nothing where the bursts are offered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.gui.helpers import activate, when_dialog_opens
from tests.gui.test_ammo_dock import add, choose, press, window_for
from ui import i18n

AK = {"name": "AK-47", "damage": "d8×5", "damage_type": "bullet", "ranged": True, "automatic": True, "ammo": 30}
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}

SAID = {
    ("norms", "AK-47"): {
        "en": "Norms counts a turn of firing as one Ammo Point: no bursts, no rounds to count.",
        "ru": "По правилам «Обычные люди» ход стрельбы тратит одно Очко боеприпасов: ни очередей, ни счёта патронов.",
        "es": "Las reglas «Normas» cuentan un turno de disparos como un Punto de Munición: ni ráfagas ni balas que "
              "contar.",
    },
    ("unisystem", "Pistol"): {
        "en": "Bursts need an automatic weapon: Pistol fires single shots (Automatic is not ticked in its row of "
              "the sheet).",
        "ru": "Очереди — только из автоматического оружия: «Pistol» стреляет одиночными (в его строке листа не "
              "отмечено «Автоматическое»).",
        "es": "Las ráfagas requieren un arma automática: «Pistol» dispara tiros sueltos (no tiene marcada Automática "
              "en su fila de la hoja).",
    },
    ("unisystem", "AK-47"): {"en": None, "ru": None, "es": None},  # its bursts are offered: nothing to say
}


@pytest.mark.parametrize(("preset", "weapon"), list(SAID))
@pytest.mark.parametrize("code", ["en", "ru", "es"])
def test_the_fire_dialog_says_why_it_offers_no_burst(qtbot, tmp_path, preset, weapon, code):
    window = window_for(qtbot, tmp_path, "afmbe", preset)
    try:
        window.set_language(code)
        dana = add(window, "Dana", weapons=[AK if weapon == "AK-47" else PISTOL])
        add(window, "Shambler", "zombie")
        choose(window, dana)
        seen: dict[str, object] = {}

        def look(dialog):  # noqa: ANN001
            activate(qtbot, dialog)
            note = dialog.findChild(QLabel, "ammoDialogNote")
            seen["note"] = note.text() if note is not None else None
            seen["bursts"] = dialog.form is not None and "bursts" in dialog.form.inputs
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

        when_dialog_opens(look)
        press(qtbot, window, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: "note" in seen)
        assert seen["note"] == SAID[(preset, weapon)][code]
        assert seen["bursts"] == (SAID[(preset, weapon)][code] is None)
    finally:
        i18n.set_language("en")
