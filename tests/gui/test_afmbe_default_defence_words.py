"""The default defence changed from shot to shot (norms): after Dana's shot at a Shambler (no
defence, 80%), Father Tom's attack on the same Shambler and Dana's next shot set up by F offered
"Dodge" (72.9%), though the dead do not dodge.  One rule holds for every roller and for F: the dead
do not defend, the living may; and the dock says why above the defence."""

from __future__ import annotations

from tests.gui.helpers import campaign_window

GUNS = [{"name": "Guns", "type": "Handgun", "level": 3}, {"name": "Dodge", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 5}
BAT = {"name": "Bat", "damage": "d6×STR", "damage_type": "bludgeoning", "ranged": False}
SHOTGUN = {"name": "Shotgun", "damage": "d6×6", "damage_type": "bullet", "ranged": True, "ammo": 5}


def _party(services) -> None:  # noqa: ANN001
    services.characters.create("Dana", "pc", {"dex": 3, "skills": GUNS, "weapons": [PISTOL]})
    services.characters.create("Tom", "pc", {"dex": 2, "weapons": [BAT, SHOTGUN]})
    services.characters.create("Shambler", "zombie", {"dex": 1})


def test_the_default_defence_is_one_rule_for_every_roller_and_for_f(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms", before=_party)
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start(list(who.values()), name="Lobby")
    dock = window.docks["diceDock"]
    seen = {}
    for name in ("Dana", "Tom"):
        window.selection.select_character(who[name])
        dock.forms.take_roll(who[name], "attack", {})
        assert dock.opponent_combo.currentText() == "Shambler"
        seen[name] = dock.opponent_form.values()["defence"]
        assert dock.forms.opponent_note.text() == ("Shambler is one of the dead: no dodge, block or parry "
                                                   "(neither text gives the dead a defence).")
    assert seen == {"Dana": "none", "Tom": "none"}
    window.selection.select_character(who["Dana"])  # F: the shot with the pistol, set up in the dock
    roll = services.ammo.fire_roll(who["Dana"], services.ammo.stocks(who["Dana"])[0].stock.key, None)
    window.selection.ask_roll(who["Dana"], *roll)
    assert dock.opponent_form.values()["defence"] == "none"
    window.selection.select_character(who["Shambler"])  # the dead attack the living: she may dodge
    dock.forms.take_roll(who["Shambler"], "attack", {})
    assert dock.opponent_combo.currentText() in {"Dana", "Tom"}
    assert dock.opponent_form.values()["defence"] == "dodge"
    target = dock.opponent_combo.currentText()
    assert dock.forms.opponent_note.text() == f"{target} may dodge, block or parry the blow."
