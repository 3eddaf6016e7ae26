"""Issue 44: on the turn of a walker hidden from the players, the projector showed Ana and Ben both
ticked ✓ and nobody up, and the phones said the same: the room could tell that someone unseen was
acting.  Now, while the hidden walker acts, the players' view of the turn stays as it was at Ben's:
Ana ✓, Ben still up (▶, "Round 1 · Ben's turn"), on the projector, in the players' view service
and on Ana's phone, until a visible fighter's turn (the next round's Ana)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import own_view
from ui import open_main_window


def _turn(view):
    """The turn as the players read it: the round, who is up, and each one's mark."""
    return view["round"], view["turn"], [(e["name"], e["current"], e["acted"]) for e in view["order"]]


def test_a_hidden_walkers_turn_shows_the_players_the_turn_they_saw_last(qtbot, tmp_path):
    path = tmp_path / "d.deadwatch"
    create_campaign(str(path), "Display", "d10under").engine.dispose()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    services = window.services
    ids = [services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
           for name, kind in (("Ana", "pc"), ("Ben", "pc"), ("Walker", "npc"))]
    window.player.act_toggle.trigger()
    display = window.player.display
    assert services.initiative.start(ids)
    for place, name in enumerate(("Ana", "Ben", "Walker")):
        fighter = next(f for f in services.initiative.view().combatants if f.name == name)
        if services.initiative.view().combatants[place].id != fighter.id:
            assert services.initiative.move(fighter.id, place)
    assert services.initiative.current().name == "Ana"
    assert services.initiative.next_turn()  # Ana has acted; Ben is up
    at_ben = _turn(services.player_view.view())
    assert at_ben == (1, "Ben", [("Ana", False, True), ("Ben", True, False)])
    assert display.round.text() == "Round 1 · Ben's turn" and display.order.marks() == ["✓", "▶"]
    assert services.initiative.next_turn()  # the hidden walker's turn
    assert services.initiative.current().name == "Walker"
    assert _turn(services.player_view.view()) == at_ben  # nothing new for the players
    assert _turn(own_view(services, ids[0])) == at_ben  # nor on Ana's phone
    assert display.round.text() == "Round 1 · Ben's turn" and display.order.marks() == ["✓", "▶"]
    assert "Walker" not in display.order.text()
    assert services.initiative.next_turn()  # the round's end: Ana's turn of round 2
    assert services.initiative.current().name == "Ana"
    assert _turn(services.player_view.view()) == (2, "Ana", [("Ana", True, False), ("Ben", False, False)])
    assert display.round.text() == "Round 2 · Ana's turn" and display.order.marks() == ["▶", ""]


def test_no_turn_is_named_before_the_initiative_is_rolled(qtbot, tmp_path):
    """Issue 44 (es afmbe): the projector read "Turno de Dana Cruz" and marked her up (▶) before
    initiative was rolled (R); nobody is up until the dice say who, on the projector and the phones."""
    path = tmp_path / "a.deadwatch"
    create_campaign(str(path), "Display", "afmbe", "norms").engine.dispose()
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    services = window.services
    ids = [services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"] for name in ("Dana", "Tom")]
    window.player.act_toggle.trigger()
    display = window.player.display
    assert services.initiative.start(ids)
    assert services.initiative.rolls(services.initiative.view().encounter.mode)  # the order is rolled (R)
    assert _turn(services.player_view.view()) == (1, None, [("Dana", False, False), ("Tom", False, False)])
    assert _turn(own_view(services, ids[0]))[1] is None
    assert "turn" not in display.round.text() and "▶" not in display.order.marks()
    assert services.initiative.roll("9 2")  # Dana 9 + her Dexterity, Tom 2 + his: Dana first
    up = services.initiative.current().name
    assert _turn(services.player_view.view())[1] == up
    assert display.round.text() == f"Round 1 · {up}'s turn" and "▶" in display.order.marks()
