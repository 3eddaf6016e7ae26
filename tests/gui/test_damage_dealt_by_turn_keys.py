"""D on someone: the damage dialog's "Dealt by" names nobody unless the GM picks one, or the one who
last rolled against that character (his shot, his blow).  The turn's fighter is not the dealer of
every damage the GM types: on Vera's turn the GM damages Gleb from the roster (the log said
"Vera: Damage — Gleb")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.logtext import render_event
from app.services.rolls import RollRequest
from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, Keys

PISTOL = {"name": "pistol", "kind": "ranged", "damage": 25, "shots": 2, "magazine": 8, "criticals": True}


def _party(services):
    sheet = services.ruleset.new_sheet
    assert services.characters.create("Vera", "pc", {**sheet("pc"), "agility": 8, "weapons": [PISTOL]})
    assert services.characters.create("Gleb", "pc", sheet("pc"))
    assert services.characters.create("Shambler", "zombie", sheet("zombie"))
    ids = {c.name: c.id for c in services.characters.characters()}
    assert services.initiative.start(list(ids.values()))
    services.initiative.roll()
    while services.initiative.current().name != "Vera":
        services.initiative.next_turn()


def _damage(qtbot, keys, window, typed: str, amount: str | None = None, who: int | None = None) -> str:
    """Ctrl+1, the name typed, Esc, D: what "Dealt by" says; the amount typed and Enter, or Esc.
    ``who``: the character picked in the roster instead, D there."""
    seen = {}

    def look(dialog):
        seen["by"] = dialog.by.currentText()
        seen["title"] = dialog.windowTitle()
        if amount is None:
            dialog.reject()
            return
        activate(qtbot, dialog)
        keys.type(amount)
        keys.key(Qt.Key.Key_Return)

    activate(qtbot, window)
    if who is None:
        keys.key(Qt.Key.Key_1, CTRL)  # the roster: a typed name finds him
        keys.type(typed)
        keys.key(Qt.Key.Key_Escape)  # back to the fight list: D damages the one found
    else:
        window.docks["charactersDock"].select(who)
        window.docks["charactersDock"].tree.setFocus()
    when_dialog_opens(look)
    keys.key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: "by" in seen)
    assert seen["title"].lower().startswith(f"damage {typed}")
    return seen["by"]


def test_a_damage_typed_on_vera_s_turn_is_dealt_by_nobody_unless_vera_rolled_at_him(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under", before=_party)
    activate(qtbot, window)
    keys = Keys(qtbot)
    services = window.services
    assert services.initiative.current().name == "Vera"
    assert _damage(qtbot, keys, window, "gleb", "30") == "(nobody chosen)"
    damage = services.campaign.events()[-1]
    assert damage.kind == "damage" and damage.target == "Gleb" and damage.actor == ""
    assert not render_event(damage).startswith("Vera")
    ids = {c.name: c.id for c in services.characters.characters()}
    assert services.characters.character(ids["Gleb"]).state["health"] == 100 - 30
    # Vera shoots the Shambler: D on the Shambler names her, D on Gleb still nobody
    assert services.rolls.roll(RollRequest("shot", ids["Vera"], {"weapon": "pistol"}, ids["Shambler"]), "4")
    assert _damage(qtbot, keys, window, "sham", who=ids["Shambler"]) == "Vera"
    assert _damage(qtbot, keys, window, "gleb", who=ids["Gleb"]) == "(nobody chosen)"
    services.campaign.undo()  # the shot taken back: it names no one
    assert _damage(qtbot, keys, window, "sham", who=ids["Shambler"]) == "(nobody chosen)"


def test_a_fallen_attacker_is_never_the_damage_s_dealer(qtbot, tmp_path):
    # the Shambler rolled against Gleb, then fell: D on Gleb names nobody (the log line went to the
    # fallen one, and his being hidden made it secret: the players' export dropped it)
    window = campaign_window(qtbot, tmp_path, "d10under", before=_party)
    activate(qtbot, window)
    keys = Keys(qtbot)
    services = window.services
    ids = {c.name: c.id for c in services.characters.characters()}
    assert services.rolls.roll(RollRequest("test", ids["Shambler"], {"attribute": "strength"}, ids["Gleb"]), "4")
    # hidden from the players, he is no one's dealer by default (his line would be secret)
    assert _damage(qtbot, keys, window, "gleb", who=ids["Gleb"]) == "(nobody chosen)"
    assert services.player_view.set_reveal(ids["Shambler"], name=True)  # the players see him
    assert _damage(qtbot, keys, window, "gleb", who=ids["Gleb"]) == "Shambler"  # standing: he is the one
    assert services.characters.damage(ids["Shambler"], {"amount": 500}, faces="")
    assert services.characters.character(ids["Shambler"]).state["health"] <= 0  # down: takes no turns
    assert _damage(qtbot, keys, window, "gleb", "10", who=ids["Gleb"]) == "(nobody chosen)"
    damage = services.campaign.events()[-1]
    assert damage.kind == "damage" and damage.target == "Gleb" and damage.actor == ""
