"""AFMBE unisystem: a dying character does not attack.  Father Tom, whose turn it is, is hit to −14
Life Points ("Cuando se alcanzan los -10 puntos, hay posibilidades de que el personaje muera": dying,
out of the fight); his attack set up in the dice dock by keys
(Ctrl+Shift+D, the kind, the faces, Enter) is refused before the die, saying why, and nothing is
logged.  One on the ground at −3 owing the check to stay up ("tirado en el suelo, necesitando un
Chequeo … para volver a ponerse en pie") is refused too, until that check is made."""

from __future__ import annotations

from tests.gui.afmbe_attack import attack_by_keys
from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import ids, last_log_line, row_tracks

GUNS = [{"name": "Guns", "type": "Handgun", "level": 2}]
PISTOL = {"name": "Pistol", "damage": "d6×4", "damage_type": "bullet", "ranged": True, "ammo": 15}
DYING = "At −10 Life Points or less this character is dying, out of the fight: no attack."
GROUND = ("At 0 Life Points or less this character is on the ground: roll the check to stay up (checks due) "
          "before any attack.")


def test_a_dying_character_s_attack_is_refused_and_says_why(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    for name in ("Father Tom", "Kim"):
        assert services.characters.create(name, "pc", {"str": 2, "con": 2, "wil": 3, "dex": 2, "skills": GUNS,
                                                       "weapons": [PISTOL]})  # 26 Life Points
    assert services.characters.create("Biter", "zombie", {})
    who = ids(window)
    assert services.initiative.start(list(who.values()), name="Corridor")
    assert services.initiative.roll("9 8 7")
    assert services.characters.damage(who["Father Tom"], {"amount": 40})
    assert row_tracks(window, who["Father Tom"])[0] == "Life Points −14/26"
    window.selection.select_character(who["Father Tom"])
    before = last_log_line(window)
    dock = attack_by_keys(qtbot, window, opponent=who["Biter"], faces="9")
    assert dock.refusal_label.text() == DYING
    assert dock.odds_label.text().endswith(f"Cannot roll: {DYING[0].lower()}{DYING[1:]}</span>")
    assert last_log_line(window) == before


def test_one_on_the_ground_owing_the_check_to_stay_up_is_refused_until_it_is_made(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
    services = window.services
    assert services.characters.create("Kim", "pc", {"str": 2, "con": 2, "dex": 2, "skills": GUNS,
                                                    "weapons": [PISTOL]})  # 26 Life Points
    assert services.characters.create("Biter", "zombie", {})
    who = ids(window)
    assert services.characters.damage(who["Kim"], {"amount": 29})  # −3: on the ground
    window.selection.select_character(who["Kim"])
    before = last_log_line(window)
    dock = attack_by_keys(qtbot, window, opponent=who["Biter"], faces="9")
    assert dock.refusal_label.text() == GROUND
    assert last_log_line(window) == before
