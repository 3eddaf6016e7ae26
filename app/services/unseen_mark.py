"""The mark of a log line secret only for naming someone hidden from the players
(:mod:`app.services.unseen_lines` writes it), read where lines are shown or exported.  Plain Python:
the log dock reads it before any campaign (and its database library) is loaded."""

from __future__ import annotations

from typing import Any

#: the payload's mark of a line secret because it names someone hidden from the players
NAMES_HIDDEN = "names_hidden"
#: the payload's mark of a line secret (besides :data:`NAMES_HIDDEN`) because a part of it says what the
#: GM's secret dice gave ("recovery time 4 days (the GM's secret die)"): the players' copy is the line
#: without that part (:mod:`app.services.gm_parts`)
SECRET_DICE = "secret_dice"
#: a line's payload: the line as the players' copy says it when the line is kept from them for the
#: secret roll it follows (the Threat step of a secret roll's mess-up without its reason: "Threat 0 → 1
#: (Dead around)"), written there as a line secret for its names is (:mod:`app.services.follow_ups`)
TOLD = "told"
#: a told line's Who in the players' copy, where it is not the line's own (a turn a hidden fighter
#: passed, told as the players saw it pass from Dov: :mod:`app.services.initiative.turn_lines`)
TOLD_BY = "told_by"
#: a line's payload: the GM's secret line (a secret roll's) that a line secret for its names followed,
#: by id: what it did to the counts of deeds (a kill's score) is the GM's while that line is secret
#: (:mod:`app.services.secret_tallies`); the players' copy leaves the mark out
AFTER_SECRET = "after_secret"
#: the kinds of line that change what the players' screens show whoever caused it (the Threat Level,
#: the Swarm Size): never left out of their copy of the log for the secret roll they follow
SHOWN = frozenset({"threat"})
#: the kinds of line that say what the rules did to someone (a wound, a heal): what a hidden one did
#: to someone the players see is said to them as its effect alone, without him
EFFECTS = frozenset({"damage", "damage_blast", "damage_melee", "heal", "wound"})


def chosen_secret(secret: bool, payload: Any) -> bool:
    """Whether a line is secret by the GM's choice (or its action's nature: a secret roll, a
    revoked link), not only for naming someone hidden from the players."""
    return bool(secret) and not (isinstance(payload, dict) and payload.get(NAMES_HIDDEN))
