"""d10under's melee groups dialog, by keys.  The faces field did not say how many dice the picked
group's exchange takes until Enter refused too few ("…takes 7 dice: 6 × d10 (Melee); 1 × d10
(Armor); 6 typed."): it says them under the field before a face is typed, and again for the group
picked.  Group 1's red refusal stayed when the GM went on to group 2 (Russian, «Одно действие за
ход: Vera …»); and the dialog opened again in round 2 showed round 1's exchange under the faces as
if just rolled.  Neither is said any more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.services.demo import build_demo
from tests.gui.helpers import activate
from tests.gui.keycount import ALT, CTRL, Keys
from tests.gui.test_afmbe_dice_reach import tab_to
from tests.gui.test_damaged_rows import open_window
from ui import i18n

CTRL_ALT = CTRL | ALT
#: the dice group 1 (Vera, Gleb against Zombie 2) and group 2 (Gleb against Biter) take
#: (each fighter's dice named in the order they are typed: "3 × d10 (Melee)" named no one)
SAID = {
    "en": ("Dice to type, in this order: Vera: 3 × d10; Zombie 2: 1 × d10; then, only if those dice call for them: "
           "1 × d10 (Armor)", "Dice to type, in this order: Gleb: 2 × d10; Biter: 1 × d10"),
    "ru": ("Кубики по порядку: Vera: 3 × d10; Зомби 2: 1 × d10; затем, только если их потребуют эти кубики: "
           "1 × d10 (Броня)", "Кубики по порядку: Gleb: 2 × d10; Biter: 1 × d10"),
}
REFUSED = {"en": "One action a turn: Vera", "ru": "Одно действие за ход: Vera"}


def open_dialog(qtbot, window, keys: Keys):  # noqa: ANN001, ANN201
    activate(qtbot, window)
    keys.key(Qt.Key.Key_G, CTRL_ALT)
    dialog = window.docks["diceDock"].melee.dialog
    activate(qtbot, dialog)
    return dialog


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_faces_say_their_dice_and_no_stale_line_stays(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        window = open_window(qtbot, tmp_path, build_demo(tmp_path / "depot.deadwatch", "d10under", language=lang))
        services = window.services
        assert services.characters.create("Biter", "zombie", {**services.ruleset.new_sheet(), "agility": 2})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        zombie = next(name for name in who if name.endswith("2") and name != "Biter")  # «Зомби 2»
        assert services.initiative.start([who["Vera"], who["Gleb"], who[zombie], who["Biter"]], name="Depot")
        assert services.melee.set_groups([([who["Vera"]], [who[zombie]]), ([who["Gleb"]], [who["Biter"]])])
        keys = Keys(qtbot)
        dialog = open_dialog(qtbot, window, keys)
        tab_to(qtbot, dialog.groups_list)
        keys.key(Qt.Key.Key_Home)
        # Vera alone against the zombie: 3 dice and 1, then her jacket's die if it hits her
        assert dialog.dice_label.isVisible()
        assert dialog.dice_label.text() == SAID[lang][0], dialog.dice_label.text()
        keys.key(Qt.Key.Key_Down)  # Gleb's group: no armor on either side
        assert dialog.dice_label.text() == SAID[lang][1], dialog.dice_label.text()
        # Vera fires; then her group's exchange is refused, and group 2 picked says no refusal
        [stock] = services.ammo.stocks(who["Vera"])
        assert services.ammo.fire(who["Vera"], stock.stock.key, {"shots": 1})
        keys.key(Qt.Key.Key_Home)
        tab_to(qtbot, dialog.faces_edit)
        keys.type("1 2 3 4")
        keys.key(Qt.Key.Key_Return)
        assert dialog.refusal_label.text().startswith(REFUSED[lang]), dialog.refusal_label.text()
        tab_to(qtbot, dialog.groups_list)
        keys.key(Qt.Key.Key_Down)
        assert dialog.refusal_label.text() == ""
        # Gleb's exchange in round 1; the dialog opened again in round 2 says none of it
        tab_to(qtbot, dialog.faces_edit)
        keys.type("9 9 1")
        keys.key(Qt.Key.Key_Return)
        assert dialog.refusal_label.text() == "" and dialog.result_label.text() != ""
        keys.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not dialog.isVisible())
        activate(qtbot, window)
        window.docks["initiativeDock"].tree.setFocus()
        keys.key(Qt.Key.Key_N, CTRL_ALT)
        assert services.initiative.encounter().round == 2
        dialog = open_dialog(qtbot, window, keys)
        assert dialog.result_label.text() == "" and dialog.refusal_label.text() == ""
        assert dialog.dice_label.text() != ""  # the group picked: what its exchange takes now
    finally:
        i18n.set_language("en")
