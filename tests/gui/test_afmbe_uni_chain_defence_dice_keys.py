"""AFMBE unisystem, an attack that reaches 9 only through the rule of ten (a Shambler at −4 in
very poor light against Dana's dodge): the dice dock's hint read "Table dice: 3 dice, and one more for
each die rolled again: 1 × d10 (Attack); 2 × d10 (Defence, when rolled)" and the GM typed "10 6 5 4",
refused because the roll took 3 dice ("2 × d10 (Attack); 1 × d10 (Defence)"): the die rolled again
belongs to the attack's 10, not to the defence.  The hint now says 1 × d10 (Defence) and the three
faces it asks for are accepted, in English, Russian and Spanish.

The verdict read "Total 10 against 9: hit, Adequate; defence 9" (the 9 needed beside a defence of 9,
its level unsaid) and a tie dodged read "Parado: la defensa 12 empata con 12": the headline now
names the defence rolled, both totals with their success levels, and the rule that decided."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.afmbe_attack import ATTACK
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import CTRL_SHIFT, last_log_line, pick_with_keys, tab_to

HINT = {"en": "Table dice: 2 dice, and one more for each die rolled again: 1 × d10 (Attack); 1 × d10 (Defence, "
              "when rolled)",
        "ru": "Кубики со стола: 2 кубика и ещё по одному на каждый переброс: 1 × d10 (Атака); 1 × d10 (Защита, "
              "если до него дойдёт)",
        "es": "Dados de la mesa: 2 dados y uno más por cada dado que se vuelve a tirar: 1 × d10 (Ataque); 1 × d10 "
              "(Defensa, si se tira)"}


#: 10 9 4: 10 + 4 + 1 − 4 = 11 against the dodge's 4 + 6 = 10; 10 9 5: 11 against 11
HIT = {"en": "Hit, Decent: attack 11 against dodge 10, Adequate (higher total hits; a tie goes to the defender)",
       "ru": "Попадание, Прилично: атака 11, уклонение 10, Сносно (попадает больший итог; ничья за защитником)",
       "es": "Impacto, Decente: ataque 11 contra esquiva 10, Válido (el total más alto acierta; el empate es del "
             "defensor)"}
TIE = {"en": "Dodged: dodge 11, Decent, ties attack 11, Decent (higher total hits; a tie goes to the defender)",
       "ru": "Уклонение удалось: уклонение 11, Прилично, равно атаке 11, Прилично (попадает больший итог; ничья за "
             "защитником)",
       "es": "Esquivado: esquiva 11, Decente, empata con el ataque 11, Decente (el total más alto acierta; el empate "
             "es del defensor)"}


@pytest.mark.parametrize("code", ["en", "ru", "es"])
@pytest.mark.parametrize(("faces", "said"), [("10 9 4", HIT), ("10 9 5", TIE)])
def test_a_defence_after_a_chain_of_tens_is_hinted_and_taken_as_one_die(qtbot, tmp_path, code, faces, said):
    from ui.i18n import set_language

    try:
        assert set_language(code)
        window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
        services = window.services
        assert services.characters.create("Biter", "zombie", {"dex": 1, "str": 2})
        assert services.characters.create("Dana", "pc", {"dex": 3, "skills": [{"name": "Dodge", "level": 3}]})
        who = {c.name: int(c.id) for c in services.characters.characters()}
        window.selection.select_character(who["Biter"])
        dock = window.docks["diceDock"]
        activate(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_D, CTRL_SHIFT)
        pick_with_keys(qtbot, dock.kind_combo, QCoreApplication.translate("rules", ATTACK))
        qtbot.waitUntil(lambda: dock.form is not None and dock.form.isVisible())
        dock.opponent_combo.setCurrentIndex(dock.opponent_combo.findData(who["Dana"]))
        tab_to(qtbot, dock.opponent_form.inputs["defence"])
        pick_with_keys(qtbot, dock.opponent_form.inputs["defence"],
                       QCoreApplication.translate("rules", "Dodge (Dexterity + Dodge)"))
        light = dock.form.inputs["light_modifier"]
        light.setValue(-4)  # very poor light (a field shown for it): d10 + 1 − 4, a 9 only through a 10 rolled again
        tab_to(qtbot, dock.faces_edit)
        qtbot.waitUntil(lambda: dock.wanted_label.text() == HINT[code], timeout=3000)
        qtbot.keyClicks(dock.faces_edit, faces)
        qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dock.last is not None and dock.last.result is not None)
        assert dock.result_view.result_label.text() == said[code]
        assert said[code] in last_log_line(window)
    finally:
        set_language("en")
