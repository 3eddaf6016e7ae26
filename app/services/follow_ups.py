"""What a roll leads to, as secret as the roll's own line.

A roll's line may be secret: the GM rolled it secret, or it names someone hidden from the players
(Ana's shot at the hidden walker, :mod:`app.services.unseen_lines`).  What follows from that roll
is no less secret, though its own line may not name the hidden one: the roll pushed ("Ana Reyes:
Push the roll — Shot (Revolver, Long range): the shot hits"), the damage it offered and the GM
applied.  Such a line is written secret whenever the line it follows is secret as it is written
(so a roll the GM marked public by hand since is followed by public lines).  A line that names someone hidden itself is
secret for those names first (the wound of Ana's shot at the hidden walker: an export without
secrets leaves it out, his health not the players' to read).  A line whose actor the players see,
after a roll secret only for the names it holds, is secret for those names too: Ben's push of his
duel with the hidden walker is his own doing, public at the table, and such an export writes it
against no one ("Ben Okafor: Push the roll — Duel: …").  So is a wound or a heal no one is named
as giving, after such a roll: a line is secret only for what it names, and the care of a hidden
healer's first aid says Mia got back up ("Mia Chen healed: Health 1").  Any other is secret as a
secret the GM chose, and such an export leaves it out.

A line secret for its names after a roll the GM made secret (the kill of a hidden zombie) keeps that
roll's line in its payload (:data:`~app.services.unseen_mark.AFTER_SECRET`): what it added to the
killer's score stays off the players' screens while the roll is secret (:mod:`app.services.secret_tallies`).

A mess-up's pick (the Threat up, a single attack, the swarm a step up) is another matter: the
projector and the phones show the Threat Level and the Swarm Size whoever moved them, so the
players' copy of the log must say every step they saw.  After a roll secret only for the names it
holds (Ana's shot at the hidden Rook, pushed into a walker) the pick, naming no one hidden, is
public; after a roll the GM made secret it is secret on the console, and an export without secrets
writes it as the players saw it: "Threat 0 → 1 (Dead around)", without the mess-up that raised it
(its payload's :data:`~app.services.unseen_mark.TOLD`).

:class:`FollowedLine` is held by the campaign service: ``with campaign.following(event_id):`` around
the action a roll's line led to.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from sqlmodel import Session

from app.services.command import LogEntry
from app.services.unseen_mark import AFTER_SECRET, EFFECTS, NAMES_HIDDEN, SHOWN, TOLD, chosen_secret
from app.store.models import LogEvent


class FollowedLine:
    """The log line the action written next follows (None: it follows none)."""

    def __init__(self) -> None:
        self.event_id: int | None = None

    @contextmanager
    def following(self, event_id: int | None) -> Iterator[None]:
        """The actions written inside follow the line ``event_id`` (a roll's)."""
        before, self.event_id = self.event_id, event_id
        try:
            yield
        finally:
            self.event_id = before

    def kept(self, s: Session, entry: LogEntry, hidden: frozenset[str] = frozenset()) -> LogEntry:
        """``entry``, secret when the line it follows is secret now: for the names it holds when
        that line is secret for its names only and ``entry``'s actor is not one of ``hidden`` (the
        names of those the players are not shown)."""
        if self.event_id is None or (entry.secret and not entry.payload.get(NAMES_HIDDEN)):
            return entry
        followed = s.get(LogEvent, self.event_id)
        if followed is None or not followed.secret:
            return entry
        if entry.secret:  # secret for its names (the kill of a hidden zombie) after the GM's secret roll
            if not chosen_secret(followed.secret, followed.payload):
                return entry
            return replace(entry, payload={**entry.payload, AFTER_SECRET: self.event_id})
        if entry.kind in SHOWN:  # the Threat step of a mess-up: the players' screens showed it
            if not chosen_secret(followed.secret, followed.payload):
                return entry  # a roll secret for whom it names: the step names no one, and is theirs
            # a secret roll's: their copy says the step as they saw it, not the mess-up that made it
            told = entry.payload.get(TOLD, entry.text)
            return replace(entry, secret=True, payload={**entry.payload, NAMES_HIDDEN: True, TOLD: told})
        actor = entry.actor.strip()
        # a wound or a heal no one is named as giving (first aid's care applied from its roll): its
        # effect on the one it names is no secret of the roll's hidden roller (Mia healed)
        said = actor not in hidden if actor else entry.kind in EFFECTS
        if said and not chosen_secret(followed.secret, followed.payload):
            return replace(entry, secret=True, payload={**entry.payload, NAMES_HIDDEN: True})
        # the roll it follows by id: the GM's "No longer secret" on that roll makes it public too
        # (:class:`app.services.log.SetSecret`)
        after = {AFTER_SECRET: self.event_id} if chosen_secret(followed.secret, followed.payload) else {}
        return replace(entry, secret=True, payload={**entry.payload, **after})
