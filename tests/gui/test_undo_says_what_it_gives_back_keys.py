"""Ctrl+Z says what it gives back, in every ruleset, as a damage's undo already did ("Undo: 30 damage
to Vera (Health 75 → 105)"): a round's end its bleeding (whose pools, from what to what), a melee
exchange the hits it dealt, a killing blow the kill it counted (Kit's score), a shot the rounds back
in the magazine, and a move on the map the token back where it was (its undo read "Shambler 1 moves
J3 → K3", a new move).  The status bar says the same words as the log line, the dangers it brings
back too, by keys, in Spanish and English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from app.services.demo import build_demo
from tests.gui.helpers import activate, campaign_window
from tests.gui.test_afmbe_dice_reach import choose_kind, ids, roll_faces
from tests.gui.test_damaged_rows import open_window
from tests.gui.test_twdu_days_heal_keys import log_texts
from ui import i18n

CTRL = Qt.KeyboardModifier.ControlModifier
MAKAROV = {"name": "Makarov", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}


def undo_said(qtbot, window) -> str:  # noqa: ANN001
    """Ctrl+Z from the window; the status bar's words before the dangers it brought back, once the
    log's line says the same, the dangers too ("— in force again: …")."""
    activate(qtbot, window)
    before = len(log_texts(window))
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: len(log_texts(window)) > before)
    whole = window.statusBar().currentMessage()
    assert log_texts(window)[-1] == whole
    again = " — " + QCoreApplication.translate("MainWindow", "in force again: {dangers}").split("{")[0]
    return whole.split(again)[0]


@pytest.fixture
def spanish():  # noqa: ANN201
    assert i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_the_round_end_undone_gives_the_bleeding_back(qtbot, tmp_path, spanish):  # noqa: ARG001
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "mall.deadwatch", "gridlimbs", language="es"))
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Kit"], who["Tambaleante 1"]], name="Centro")
    torso = services.characters.character(who["Tambaleante 1"]).state["torso"]
    assert services.initiative.end_round()  # the zombie's torso and leg bleed
    assert services.characters.character(who["Tambaleante 1"]).state["torso"] < torso
    said = undo_said(qtbot, window)
    assert said.startswith("Deshecho: Final del asalto 1 (Tambaleante 1: Torso (reserva principal) "
                           f"{torso - 2} → {torso}"), said
    assert services.characters.character(who["Tambaleante 1"]).state["torso"] == torso


def test_a_melee_exchange_undone_names_the_health_given_back(qtbot, tmp_path, spanish):  # noqa: ARG001
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "depot.deadwatch", "d10under", language="es"))
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.initiative.start([who["Vera"], who["Gleb"], who["Zombi 2"]], name="Cocheras")
    assert services.melee.set_groups([([who["Vera"], who["Gleb"]], [who["Zombi 2"]])])
    assert services.melee.exchange(0, who["Vera"], "1 1 1 1 1 9 5")  # the zombie's 9 bites Vera; her jacket's 5
    assert services.characters.character(who["Vera"]).state["health"] == 105  # 20 less her jacket's 5
    said = undo_said(qtbot, window)
    assert said == "Deshecho: Intercambio cuerpo a cuerpo: Vera, Gleb contra Zombi 2 (Vera: Salud 105 → 120)"


def test_a_killing_blow_undone_takes_back_the_kill_it_counted(qtbot, tmp_path, spanish):  # noqa: ARG001
    window = open_window(qtbot, tmp_path, build_demo(tmp_path / "mall.deadwatch", "gridlimbs", language="es"))
    services = window.services
    who = {c.name: int(c.id) for c in services.characters.characters()}
    assert services.characters.character(who["Kit"]).state["score"] == 1
    shambler = services.characters.character(who["Tambaleante 1"])
    assert services.characters.damage(who["Tambaleante 1"], {"part": "head", "amount": 6}, actor_id=who["Kit"])
    assert services.characters.character(who["Kit"]).state["score"] == 2  # his second zombie
    said = undo_said(qtbot, window)
    assert said.startswith("Deshecho: 6 de daño a Tambaleante 1 ("), said
    assert said.endswith("; Kit: puntuación 2 → 1)"), said
    assert services.characters.character(who["Kit"]).state["score"] == 1
    assert services.characters.character(who["Tambaleante 1"]).state == shambler.state


def test_shots_undone_put_the_rounds_back(qtbot, tmp_path, spanish):  # noqa: ARG001
    window = campaign_window(qtbot, tmp_path, "d10under")
    services = window.services
    assert services.characters.create("Vera", "pc", {**services.ruleset.new_sheet(), "weapons": [MAKAROV]})
    vera = ids(window)["Vera"]
    assert services.ammo.fire(vera, "Makarov", {"shots": 1})  # the ammunition dock's F
    said = undo_said(qtbot, window)
    assert said == "Deshecho: Makarov (Vera) recupera lo disparado: 7 → 8 balas"
    window.selection.select_character(vera)
    dock = choose_kind(qtbot, window, "Disparo (Percepción)")  # a shot rolled in the dice dock
    roll_faces(qtbot, dock, "5")
    qtbot.waitUntil(lambda: services.ammo.stocks(vera)[0].stock.count == 7)
    said = undo_said(qtbot, window)
    assert said.startswith("Deshecho: Vera tira Disparo (Percepción)"), said
    assert said.endswith(" — Makarov — 7 → 8 balas"), said  # the weapon named once (the roll names it)


def test_a_move_undone_says_the_token_is_back(qtbot, tmp_path):
    from tests.gui.test_map_dock import create

    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    zed = create(window, "Shambler 1", "zombie", speed=3)
    services.battle_map.set_size(12, 6)
    services.battle_map.place({zed: (9, 2)})  # J3
    assert services.battle_map.move(zed, [(9, 2), (10, 2)])  # J3 → K3
    said = undo_said(qtbot, window)
    assert said == "Undo: Shambler 1 back to J3 (was on K3)"
    assert services.battle_map.battle_map().tokens[zed] == (9, 2)
