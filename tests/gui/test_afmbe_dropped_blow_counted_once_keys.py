"""AFMBE unisystem demo by keys: Father Tom's bare-handed blow hits the zombie, its damage offered on
Life Points or Endurance instead (two buttons, one damage roll).  Dana's own roll takes its place: the
status bar counts one damage roll not used.  It said 2 («остались несделанные броски урона: 2»),
counting the buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.gui.keycount import CTRL, Keys
from tests.gui.test_afmbe_dice_reach import last_log_line
from tests.gui.test_afmbe_second_attack_keys import attack_by_keys
from tests.gui.test_afmbe_skill_follows_weapon_keys import PUNCH, attack_of, demo_window
from tests.gui.test_afmbe_turn_opens_on_attack_keys import next_turn_by_keys, settle
from ui import i18n


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_blow_offered_on_two_pools_is_one_damage_roll_dropped(qtbot, tmp_path, lang):
    try:
        window = demo_window(qtbot, tmp_path, "unisystem")
        services = window.services
        dock = window.docks["diceDock"]
        who = {c.name: int(c.id) for c in services.characters.characters()}
        dana = who["Dana Cruz"]
        tom = who["Father Tom"]
        assert services.initiative.start(list(who.values()))
        assert services.initiative.roll()
        fight = services.initiative.current()
        for n, fighter in enumerate(services.initiative.combatants(fight.encounter_id)):  # Tom, then Dana
            first = {tom: 20, dana: 15}.get(fighter.character_id, n + 1)
            assert services.initiative.set_initiative(fighter.id, first)
        for _ in range(len(who)):
            if services.initiative.current().character_id == tom:
                break
            services.initiative.next_turn()
        assert services.initiative.current().character_id == tom
        settle(qtbot)
        attack_of(qtbot, window, "Father Tom", PUNCH)
        keys = Keys(qtbot)
        keys.key(Qt.Key.Key_K, CTRL)
        keys.type("9")
        keys.key(Qt.Key.Key_Return)
        settle(qtbot)
        blow = last_log_line(window)
        assert i18n.set_language(lang)  # the GM's language from here on
        settle(qtbot)
        assert len([b for b in dock.result_view.damage_buttons if b.isEnabled()]) == 2, blow
        keys.key(Qt.Key.Key_Escape)
        next_turn_by_keys(qtbot, window)
        assert services.initiative.current().character_id == dana
        attack_by_keys(qtbot, window, "2")
        settle(qtbot)
        said = window.statusBar().currentMessage()
        wanted = i18n.plural(QCoreApplication.translate(
            "DiceDock", "The roll before still offered {count} damage {count|roll|rolls}, not used: listed under "
                        "this result, waiting to apply (Alt+1…9; Delete drops)."), count=1)
        assert said == wanted, (said, last_log_line(window))
    finally:
        i18n.set_language("en")
