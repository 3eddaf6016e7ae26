"""A step of the Swarm Size the rules gave (the GM's "instead, Swarm Size one step up" on the dial)
stays on top of the size the count of dead makes: more dead never undo it; the GM's own size
replaces both."""

from __future__ import annotations

from app.services.threat.dial import SWARM_SIZE
from tests.unit.services.twdu_party import lines, twdu_services


def test_more_dead_keep_the_step_the_dial_gave_instead_of_a_threat_step(tmp_path):
    services, _ids = twdu_services(tmp_path)
    try:
        swarm = services.swarm
        assert swarm.set_dead(12)  # Swarm Size 2
        assert swarm.instead_of_threat(SWARM_SIZE)
        assert swarm.fight().size == 3
        assert swarm.set_dead(17)  # still 11-20 dead: the step stays on top
        assert swarm.fight().size == 3
        assert lines(services)[-1] == "The dead: 12 → 17 (Swarm Size 3: 2 for 17 dead + 1 step up)"
        assert swarm.size_parts() == "2 for 17 dead + 1 step up"  # the panel's words under the size
        assert swarm.set_dead(30)  # 21-50 dead make 3: with the step, 4
        assert swarm.fight().size == 4
        assert swarm.set_size(2)  # the GM's own size: the count and the step set aside
        assert swarm.fight().size == 2 and swarm.size_parts() == "set by the GM; 30 dead make 3"
        assert swarm.set_size(0)  # the count's own again, without the step
        assert swarm.fight().size == 3
    finally:
        services.close()
