"""A character renamed during a fight: the fight list called him by his old name ("Round 1 · Gleb's
turn", "Vera has acted; Gleb is up") while the roster, the projector and the phones used the new one.
Now the running fight's list takes the new name with the rename, and gives the old one back on undo."""

from __future__ import annotations

from app.services.characters import CreateCharacter, EditCharacter
from app.services.logtext import render_event
from app.services.row_ids import row_id

LONG = "Gleb Aleksandrovich Prokhorenko-Vasilievsky"


def test_a_rename_in_a_fight_renames_the_fighter_and_undo_gives_the_old_name_back(services):
    campaign = services.campaign
    vera = int(campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
    gleb = int(campaign.execute(CreateCharacter("Gleb", "pc")).changes[0]["id"])
    fight = services.initiative
    assert fight.start([vera, gleb]) and fight.roll() and fight.next_turn()

    def names() -> dict[int | None, str]:
        return {c.character_id: c.name for c in fight.combatants(row_id(campaign.active_encounter()))}

    campaign.execute(EditCharacter(gleb, name=LONG))
    assert names() == {vera: "Vera", gleb: LONG}
    campaign.undo()
    assert names() == {vera: "Vera", gleb: "Gleb"}
    campaign.redo()
    assert names() == {vera: "Vera", gleb: LONG}
    turns = []
    for _ in range(3):  # whoever went first, Gleb's turn comes within the round or the next
        assert fight.next_turn()
        turns.append(render_event(campaign.events()[-1]))
    assert any(LONG in line for line in turns) and not any("Gleb is up" in line for line in turns), turns
