"""AFMBE unisystem in a fight: three single shots declared with Shift+F pay their rounds at once
(15 → 12), and each attack roll draws one of them; the GM rolls only the first and presses N.  The
two shots never rolled stayed spent (12 / 15 for a single shot fired); now the turn's end gives them
back, said in the turn's line ("2 rounds not fired back in Pistol: 12 → 14 rounds"), the ledger
at 14 / 15; Ctrl+Z takes the turn back with them (12 / 15), and N again gives them back once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.export.language import translator_for
from app.services.logtext import render_event
from tests.gui.afmbe_attack import shift_f_single_shots
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import ammo_shown, last_log_line

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}


def _fight_key(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:  # noqa: ANN001
    fight = window.docks["initiativeDock"]
    activate(qtbot, window)
    fight.tree.setFocus()
    qtbot.keyClick(fight.tree, key, modifiers)
    QApplication.processEvents()


def test_the_shots_never_rolled_come_back_at_the_turn_s_end(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    assert services.characters.create("Biter", "zombie", {"str": 6, "con": 6})
    assert services.characters.create("Ben", "pc", {"dex": 1})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start(list(who.values()), name="Yard")
    for name, value in (("Dana", 12), ("Biter", 8), ("Ben", 5)):  # Dana first, Biter after her
        combatant = next(c for c in services.initiative.combatants(services.initiative.encounter().id)
                         if c.character_id == who[name])
        assert services.initiative.set_initiative(int(combatant.id), value)
    assert services.initiative.current().character_id == who["Dana"]
    window.selection.select_character(who["Dana"])

    def dana_ammo() -> list[str]:  # the ammunition dock on Dana's weapons (the turn may have chosen another)
        window.selection.select_character(who["Dana"])
        return ammo_shown(qtbot, window)[0]

    shift_f_single_shots(qtbot, window, 3)
    assert dana_ammo() == ["12 / 15 rounds"]
    dock = window.docks["diceDock"]
    qtbot.waitUntil(lambda: dock.kind_combo.currentData() == "attack")
    assert dock.form.values()["shot_number"] == 1
    dock.faces_edit.setFocus()
    qtbot.keyClicks(dock.faces_edit, "9")
    qtbot.keyClick(dock.faces_edit, Qt.Key.Key_Return)  # the first shot rolled, the other two never
    assert dana_ammo() == ["12 / 15 rounds"]

    _fight_key(qtbot, window, Qt.Key.Key_N)  # Dana's turn ends: Biter's
    assert services.initiative.current().character_id == who["Biter"]
    line = last_log_line(window)
    assert "Dana: 2 rounds not fired back in Pistol: 12 → 14 rounds" in line, line
    ledger = ammo_shown(qtbot, window)[1]
    assert dana_ammo() == ["14 / 15 rounds"]
    assert ledger == ["Dana fires Pistol: 15 → 12 rounds — 3 single shots: 3 rounds.",
                      "Dana: 2 rounds not fired back in Pistol: 12 → 14 rounds"], ledger

    _fight_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the turn taken back
    assert services.initiative.current().character_id == who["Dana"]
    assert dana_ammo() == ["12 / 15 rounds"]
    assert len(ammo_shown(qtbot, window)[1]) == 1  # the ledger's give-back undone with it
    _fight_key(qtbot, window, Qt.Key.Key_N)
    assert dana_ammo() == ["14 / 15 rounds"]
    _fight_key(qtbot, window, Qt.Key.Key_N)  # Biter's turn ends: nothing of Dana's is given back again
    assert "not fired back" not in last_log_line(window)
    assert dana_ammo() == ["14 / 15 rounds"]
    assert len(ammo_shown(qtbot, window)[1]) == 2
    back = services.ammo.ledger()[-1]  # the give-back, in Russian and Spanish
    assert render_event(back, translator_for("ru")) == (
        "Dana, Pistol: 2 невыстреленных патрона возвращены, 12 → 14 патронов")
    assert render_event(back, translator_for("es")) == "Dana, Pistol: se devuelven 2 balas no disparadas: 12 → 14 balas"
