"""The phone showed a twdu critical injury's effect before it was rolled.  Damage breaks Ana (no
injury named): her phone read "Critical injury — −1 die; healing" while the D66 was still due; after
the roll (Ctrl+Shift+K, 3 4, Return) «Критическая травма 34 — −1 к броскам; заживает», while the GM's
log said «травму 34 и её эффект прочтите в таблице книги»: the −1 was the damage form's default, no
effect anyone read.  Now the phone says the roll is due, then the number and that the effect is in
the book's table, as the log does; an effect the GM typed on the damage form is still shown.  A
lethal injury's gear reads in words on the phone, without the book's letter for it ("(B)")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from app.services.player_links import own_view
from tests.gui.helpers import activate
from tests.gui.keycount import CTRL, SHIFT
from tests.gui.test_afmbe_zombie_fate_buttons import settle
from tests.gui.test_autofire_ammo_keys import last_log_line
from tests.gui.test_twdu_mess_up_threat_in_players_copy_keys import window_ru  # noqa: F401  (fixture)
from ui import i18n


def _injuries(services, cid: int) -> list[tuple[str, str]]:  # noqa: ANN001
    """The injury chips on the player's phone: (label, detail)."""
    me = own_view(services, cid)["me"]
    return [(c["label"], c["detail"]) for c in me["conditions"] if "травм" in c["label"].lower()
            or c["label"] == "Укушенное предплечье"]


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_the_phone_says_the_injury_is_to_be_rolled_then_where_its_effect_is(qtbot, window_ru):  # noqa: F811
    window = window_ru
    services = window.services
    ana = next(int(c.id) for c in services.characters.characters() if c.name == "Ana Reyes")
    assert services.characters.damage(ana, {"damage": 3, "armor": False})  # Broken, no injury named
    assert _injuries(services, ana) == [("Критическая травма", "ещё не брошена")]
    window.selection.select_character(ana)
    activate(qtbot, window)
    settle()

    seen: dict[str, object] = {}

    def type_faces() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not open yet
            QTimer.singleShot(20, type_faces)
            return
        seen["dialog"] = dialog.objectName()
        seen["focus"] = dialog.focusWidget() is dialog.faces_edit  # the D66 alone is due: its dice asked for
        if not seen["focus"]:
            dialog.reject()
            return
        qtbot.keyClicks(dialog.faces_edit, "3 4")
        qtbot.keyClick(dialog.faces_edit, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_faces)
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL | SHIFT)
    settle()
    assert seen == {"dialog": "checksDueDialog", "focus": True}
    line = last_log_line(window)
    assert "прочтите строку 34 в таблице книги и впишите название травмы: H, «Назвать травму»" in line, line
    assert _injuries(services, ana) == [("Критическая травма 34", "эффект см. в таблице книги")]


def test_an_effect_the_gm_typed_is_shown_and_the_gear_reads_in_words(tmp_path, qapp):
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.demo import build_demo

    assert i18n.set_language("ru")
    services = open_services(str(build_demo(tmp_path / "twdu-ru.deadwatch", "twdu", language="ru")), Dice(seed=2))
    try:
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        ana, mia = ids["Ana Reyes"], ids["Mia Chen"]
        # the demo's Mia: «Укушенное предплечье», lethal, named on the damage form
        bitten = dict(_injuries(services, mia))["Укушенное предплечье"]
        assert bitten == "−1 к броскам; смертельно; нужно: базовое медицинское снаряжение", bitten
        assert "(B)" not in bitten
        # blank name, two penalty dice typed: the effect is the GM's, shown before and after the roll
        assert services.characters.damage(ana, {"damage": 3, "armor": False, "injury_penalty": 2})
        assert _injuries(services, ana) == [("Критическая травма", "−2 к броскам; заживает")]
    finally:
        services.close()
        i18n.set_language("en")
