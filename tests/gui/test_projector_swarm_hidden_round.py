"""The projector in a swarm fight with hidden Rook (issue 44): Ana and Rook lose round 1, the die picks
Rook and the GM's damage breaks him (the GM's Swarm Threat 4 -> 3; the room, told of no attack, keeps 4).
Round 2 Ana rolls three sixes, Ben and Mia none: won against the real 3.  The room reads "Round 2: won",
not "3 successes against Swarm Threat 4" (3 against 4 is no win), and never that Rook fell, not even
once the GM shows him at name only or whole.  In English and Russian, on the screen and on the band
over a handout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.services.swarm import RollerSpec, RoundSetup
from tests.gui.display_scenes import demo, ids, to_threat
from ui.player_display import PlayerDisplay


def _faces(services, setup, sixes):  # noqa: ANN001, ANN202
    plan, _odds = services.swarm.odds(setup)
    return [" ".join(["6"] * sixes.get(r.name, 0) + ["2"] * (r.dice - sixes.get(r.name, 0))) for r in plan.rolls]


@pytest.mark.parametrize(("language", "won", "numbers"), [
    ("en", "Round\u00a02: won", "against"),
    ("ru", "Раунд\u00a02: выигран", "против"),
])
def test_the_room_reads_round_two_won_and_nothing_of_rook(qtbot, tmp_path, language, won, numbers):
    from ui.i18n import set_language

    assert set_language(language)
    try:
        services = demo(tmp_path)
        who = ids(services)
        display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(display)
        display.resize(1366, 768)
        display.show()
        qtbot.waitExposed(display)
        display.set_handout(1, "The mall's plan", "Ground floor: the food court, the pharmacy.")
        to_threat(services, 3)
        services.swarm.set_dead(5)  # Swarm Size 1: Swarm Threat 4
        assert services.swarm.start()
        first = RoundSetup((RollerSpec(who["Ana Reyes"], "ranged_combat"), RollerSpec(who["Rook"], "close_combat")))
        assert services.swarm.roll_round(first, _faces(services, first, {}))
        assert services.swarm.loss_picks(["single_attack"], "2")  # the die picks Rook
        assert services.characters.damage(who["Rook"], services.swarm.harm_request(3))  # Broken
        second = RoundSetup((RollerSpec(who["Ana Reyes"], "ranged_combat"),
                             RollerSpec(who["Ben Okafor"], "close_combat"),
                             RollerSpec(who["Mia Chen"], "close_combat")))
        assert services.swarm.roll_round(second, _faces(services, second, {"Ana Reyes": 3}))
        assert services.swarm.last_round()["won"] and services.swarm.fight().swarm_threat == 3
        for health in (None, "hidden", "numbers"):  # hidden, at name only, then whole
            if health is not None:
                assert services.player_view.set_reveal(who["Rook"], name=True, health=health)
            display.set_view(services.player_view.view())
            band = display.band
            for result in (display.content.result, band.result):
                assert won in result.text() and numbers not in result.text(), (health, result.text())
            for fallen in (display.content.fallen, band.fallen):
                assert "Rook" not in fallen.text(), (health, fallen.text())
        services.close()
    finally:
        set_language("en")
