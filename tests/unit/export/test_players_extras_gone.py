"""The players' log counted the extras they were never shown: three walkers joining a fight hidden
(their line is not in the players' copy) still gave "Fight Mill ambush over (rounds: 1); extras
leaving the roster: 3".  The line now counts the extras the players saw, and says none when they saw
none; the GM's copy keeps the whole count."""

from __future__ import annotations

import pytest

from app.export import ExportOptions, render_text
from app.export.events import collect
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo


def _night(tmp_path, shown: int):
    services = open_services(str(build_demo(tmp_path / f"twdu{shown}.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("The mill")
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    assert services.initiative.start([ids["Ana Reyes"]], name="Mill ambush")
    assert services.initiative.add_extras("Biter", 3)
    extras = [f.character_id for f in services.initiative.view().combatants if f.character_id != ids["Ana Reyes"]]
    assert len(extras) == 3
    for cid in extras[:shown]:
        assert services.player_view.set_reveal(cid, name=True)
    assert services.initiative.end()
    return services


def _last_line(services, language, secrets=False):
    data = collect(services.campaign.engine, ExportOptions(language=language, secrets=secrets))
    return data.sessions[-1].rows[-1].line


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_fights_end_counts_only_the_extras_the_players_saw(tmp_path, qapp, language):
    none, one = _night(tmp_path, 0), _night(tmp_path, 1)
    try:
        gm, unseen, seen = _last_line(none, language, True), _last_line(none, language), _last_line(one, language)
        over = render_text(collect(none.campaign.engine, ExportOptions(language=language)), "md")
    finally:
        none.close()
        one.close()
    assert "3" in gm.split("Mill ambush")[1], gm  # the GM's copy: three extras leave
    assert "Mill ambush" in unseen and "3" not in unseen.split("Mill ambush")[1], unseen
    assert len(unseen) < len(gm)  # the players saw none: no count of them at all
    assert seen == gm.replace("3", "1"), (seen, gm)  # one walker seen: one leaves
    assert "Biter" not in over
