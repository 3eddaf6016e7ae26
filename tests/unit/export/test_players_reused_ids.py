"""Two NPCs shown and hidden alike were written differently in the players' log: for Rook, shown
with Ctrl+P and hidden again with V during a fight, "Players see Rook", his declaration and his name
in the fight's opening line stayed; for Lena Ruiz, shown and hidden the same way, all three were left
out.  Lena came in an import the GM had undone and made again: the undone import had given her
store id to the next import's Carla Soto, a hidden NPC, and Carla's id carried Lena's name, so every
line naming Lena read as naming someone hidden.  Each character's names are now his own: Lena's
lines follow Rook's rule, in every language."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, render_text
from app.export.events import collect
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.party_files import ImportCharacters


def _people(services, names):
    sheet = services.ruleset.new_sheet()
    return [{"name": name, "kind": "pc" if name in ("Tomás Vega", "Dale Horvath") else "npc", "sheet": sheet,
             "state": services.ruleset.initial_state(sheet), "notes": ""} for name in names]


def _shown_and_hidden(services, ids, who, fight):
    """Ctrl+P shows him (health as a word), a fight with Ana, he declares, V hides him, the fight ends."""
    assert services.player_view.set_reveal(ids[who], name=True, health="word")
    assert services.initiative.start([ids[who], ids["Ana Reyes"]], name=fight)
    his = next(f for f in services.initiative.view().combatants if f.character_id == ids[who])
    phase = services.initiative.phases(services.initiative.view().encounter.mode)[0].value
    assert services.initiative.declare(his.id, phase, "shoots at the walker")
    assert services.initiative.mark(his.id, "hidden")  # V
    assert services.initiative.end()


@pytest.fixture
def night(tmp_path, qapp):
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    services.campaign.execute(ImportCharacters(_people(services, ("Dale Horvath", "Lena Ruiz"))))
    assert services.campaign.undo()  # the import taken back: its ids are given again
    services.campaign.execute(ImportCharacters(_people(services, ("Tomás Vega", "Carla Soto", "Lena Ruiz"))))
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    _shown_and_hidden(services, ids, "Rook", "Mill ambush")
    _shown_and_hidden(services, ids, "Lena Ruiz", "Ambush")
    yield services
    services.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_npc_whose_id_was_given_before_is_named_while_shown_as_any_other(night, language):
    md = render_text(collect(night.campaign.engine, ExportOptions(language=language)), "md")
    lines = md.splitlines()
    rook = [line for line in lines if "Rook" in line]
    lena = [line for line in lines if "Lena Ruiz" in line]
    assert len(rook) == 3, md  # Players see Rook, the fight's opening line, his declaration
    assert [line.replace("Lena Ruiz", "Rook").replace("Ambush", "Mill ambush").split(" · ", 1)[1] for line in lena] \
        == [line.split(" · ", 1)[1] for line in rook], md
    assert "Carla Soto" not in md
