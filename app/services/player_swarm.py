"""The swarm fight as the players see it: the box of :func:`app.services.player_view.build_view`.

:func:`swarm_view` gives the dead, the Swarm Size, the Swarm Threat, the round and the last round's
result (the dice totals and who won, never who rolled; after a lost round the GM's pick once made,
:func:`picks_said`), and who fell in the round, only those the players know, worded once by
:func:`down_lines` for the projector, the band over its map and the phones alike.  Nothing hidden
from the players is put into it (:mod:`app.services.swarm.unseen_attacks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import Translate, render
from app.services.player_words import kept_numbers
from app.services.reveal import reveal_of
from app.services.row_ids import row_id
from app.services.swarm.fallen import fell_since, is_down
from app.services.swarm.unseen_attacks import (
    UNSEEN,
    UNSEEN_BEFORE,
    UNSEEN_VICTIMS,
    count_of,
    hidden_took_part,
    unsaid_of,
)

if TYPE_CHECKING:
    from app.services.bundle import Services


#: the last swarm round as the players hear it (no names: who rolled and who is attacked stays the GM's)
ROUND_TEXT = QT_TRANSLATE_NOOP("PlayerView", "Round {round}: {total} successes against Swarm Threat {needed}")
#: the last swarm round as the players hear it when something hidden from them took part in it (a hidden
#: fighter rolled, or the dead struck one): its total and Swarm Threat would not add up from what they see
ROUND_TEXT_BARE = {
    True: QT_TRANSLATE_NOOP("PlayerView", "Round {round}: won"),
    False: QT_TRANSLATE_NOOP("PlayerView", "Round {round}: lost"),
}
ROUND_OUTCOMES = {
    "over": QT_TRANSLATE_NOOP("PlayerView", "The swarm is beaten"),
    "won": QT_TRANSLATE_NOOP("PlayerView", "Round won: the swarm thins"),
    "alerted": QT_TRANSLATE_NOOP("PlayerView", "Round lost: the dead are alerted"),
    "lost": QT_TRANSLATE_NOOP("PlayerView", "Round lost: the dead strike"),
    # the GM's only pick fell on someone hidden from the players: the room hears of no attack
    "lost_unseen": QT_TRANSLATE_NOOP("PlayerView", "Round lost"),
    # the GM has yet to pick what the dead do: the room hears no attack the GM may not choose
    "picking": QT_TRANSLATE_NOOP("PlayerView", "Round lost: what will the dead do?"),
}
#: the same after a round said bare ("Round 1: lost"), which says already whether it was lost: "Round 1:
#: lost. Round lost: what will the dead do?" said it twice
AFTER_BARE = {
    "over": ROUND_OUTCOMES["over"],
    "won": QT_TRANSLATE_NOOP("PlayerView", "The swarm thins"),
    "alerted": QT_TRANSLATE_NOOP("PlayerView", "The dead are alerted"),
    "lost": QT_TRANSLATE_NOOP("PlayerView", "The dead strike"),
    "lost_unseen": "",
    "picking": QT_TRANSLATE_NOOP("PlayerView", "What will the dead do?"),
}
#: the GM's pick after a lost round that falls on someone, as the room hears it (the victim's name
#: only where the players know it); the victim rolls to avoid the first, not the second
STRUCK = {
    True: QT_TRANSLATE_NOOP("PlayerView", "{name} faces an attack"),
    False: QT_TRANSLATE_NOOP("PlayerView", "{name} takes the hit"),
}
STRUCK_UNKNOWN = {
    True: QT_TRANSLATE_NOOP("PlayerView", "Someone faces an attack"),
    False: QT_TRANSLATE_NOOP("PlayerView", "Someone takes the hit"),
}
#: what came of an attack the victim rolled to avoid, once rolled: fought off, or hurt (a failed roll)
FOUGHT_OFF = QT_TRANSLATE_NOOP("PlayerView", "{name} fights it off")
HURT = QT_TRANSLATE_NOOP("PlayerView", "{name} is hurt")
FOUGHT_OFF_UNKNOWN = QT_TRANSLATE_NOOP("PlayerView", "Someone fights it off")
#: who fell in the last swarm round (only those the players know), until the next round is rolled: the
#: round named, as the result above it names it (the heading already counts the next one)
FALLEN = QT_TRANSLATE_NOOP("PlayerDisplay", "Down in round {round}: {names}")
#: who fell in the fight's earlier rounds and is still down, until the fight ends
FALLEN_BEFORE = QT_TRANSLATE_NOOP("PlayerDisplay", "Down so far: {names}")
HURT_UNKNOWN = QT_TRANSLATE_NOOP("PlayerView", "Someone is hurt")


def _rolled_attacks(services: Services) -> dict[str, tuple[bool, bool]]:
    """For each victim of a swarm fight's single attack, as the log last says: (rolled, failed)."""
    from app.services.threat import single

    out: dict[str, tuple[bool, bool]] = {}
    for attack in single.all_of(services.campaign):
        if not attack.dial:
            out[attack.name] = (attack.rolled, attack.failed)
    return out


def _struck_said(name: str, known: bool, rolled: bool, answered: tuple[bool, bool] | None,
                 translate: Translate) -> str:
    """One attack on ``name``: faced (or taken), then, once its roll is made, fought off or hurt."""
    if rolled and answered is not None and answered[0]:
        if known:
            return render(HURT if answered[1] else FOUGHT_OFF, {"name": name}, "PlayerView", translate)
        return translate("PlayerView", HURT_UNKNOWN if answered[1] else FOUGHT_OFF_UNKNOWN)
    if known:
        return render(STRUCK[rolled], {"name": name}, "PlayerView", translate)
    return translate("PlayerView", STRUCK_UNKNOWN[rolled])
#: the GM's picks said one after the other (each its own line where the line must wrap)
PICKS_JOIN = " · "


def picks_said(services: Services, last: dict[str, Any], known: dict[str, bool], translate: Translate,
               told: dict[str, bool] | None = None) -> str:
    """The GM's picks after the lost round ``last``, in the players' words: each attack's victim by
    name, every other pick as the rules name it.  An attack on someone the players do not know, or
    did not know when he was struck, is not said at all ("Someone faces an attack" would tell the
    room that an unseen one fights); what came of it ("is hurt") only for one whose health they see
    (``told``: by name, whose harm is said; every one known where None)."""
    unseen = {str(n) for n in last.get(UNSEEN_VICTIMS) or []}
    rules = services.swarm.rules()
    kinds = {p.value: p for p in rules.loss_picks()}
    attacks = [a for a in last.get("attacks", []) if isinstance(a, dict) and a.get("victim")]
    said: list[str] = []
    answers: dict[str, tuple[bool, bool]] | None = None
    for pick in [str(p) for p in last.get("picks", [])]:
        kind = kinds.get(pick)
        struck = [a for a in attacks if a.get("kind") == pick]
        if kind is not None and kind.random_victim and struck:
            if kind.rolled and answers is None:
                answers = _rolled_attacks(services)
            for attack in struck:
                name = str(attack["victim"])
                if not known.get(name) or name in unseen:
                    continue  # an attack on someone hidden: the players learn of no unseen victim
                harm_said = told is None or told.get(name, False)
                answered = answers.get(name) if kind.rolled and answers is not None and harm_said else None
                said.append(_struck_said(name, True, kind.rolled, answered, translate))
        else:
            said.append(translate("rules", rules.loss_pick_label(pick)))
    return PICKS_JOIN.join(said)


def swarm_view(services: Services, translate: Translate) -> dict[str, Any]:
    """The running swarm fight: dead, Swarm Size, Swarm Threat, its round, the last result (once
    the GM has picked what the dead do, the picks) and who fell in that round."""
    fight = services.swarm.fight()
    last = services.swarm.last_round()
    view: dict[str, Any] = {
        "dead": fight.dead,
        "size": fight.size,
        # the Swarm Threat as the players know it: an attack on a fighter hidden from them lowers it
        # not at all here, as it is told of nowhere (app.services.swarm.unseen_attacks)
        "threat": fight.swarm_threat + count_of(last, UNSEEN),
        "round": fight.round,
        "result": None,
        "fallen": [],
        #: who fell since the last round was settled, in the round the fight is at now
        "fallen_now": [],
        "fallen_before": [],
        "down": [],
    }
    if last.get("round"):
        state = services.campaign.campaign.state
        rows = services.campaign.roster_rows()
        known = {r.name: bool(reveal_of(state, r)["name"]) for r in rows}
        # whose fall is said: one the players see whole (name and health) now, and saw whole while the
        # fight's rounds were rolled (what was hidden then stays unsaid once he is shown)
        unsaid = unsaid_of(last)
        told = {r.name: r.id not in unsaid and known.get(r.name, False) and reveal_of(state, r)["health"] != "hidden"
                for r in rows}
        won = bool(last.get("won"))
        key = (
            ("over" if fight.pending == "threat_choice" or fight.over else "won")
            if won
            else ("alerted" if last.get("alerted") else "picking" if fight.pending == "loss_picks" else "lost")
        )
        numbers = {
            "round": int(last["round"]),
            "total": int(last.get("total", 0)),
            "needed": int(last.get("needed", 0)) + count_of(last, UNSEEN_BEFORE),
        }
        picks = picks_said(services, last, known, translate, told) if key == "lost" and last.get("picks") else ""
        if key == "lost" and last.get("picks") and not picks:
            key = "lost_unseen"  # every pick an attack on someone hidden: nothing of it is said
        bare = hidden_took_part(last)
        view["result"] = {
            # a round something hidden took part in: its outcome, none of its numbers (not even in the
            # phones' data): its total counts a hidden roll, or its Swarm Threat was not the one they read
            **({"round": numbers["round"]} if bare else numbers),
            "won": won,
            "text": render(ROUND_TEXT_BARE[won], {"round": numbers["round"]}, "PlayerView", translate)
            if bare else render(ROUND_TEXT, numbers, "PlayerView", translate),
            # "Round 1: lost" says whether it was lost: what comes of it follows, not "Round lost" again
            # (a round whose pick nothing is said of comes to no more)
            "outcome": picks or (translate("PlayerView", AFTER_BARE[key]) if AFTER_BARE[key] else "") if bare
            else picks or translate("PlayerView", ROUND_OUTCOMES[key]),
        }
        # who fell since the round was rolled, as the players know them: never one whose name is hidden;
        # a victim of that round's attacks fell in it, anyone else (the GM's own damage once the next
        # round is under way) in the round the fight is at
        fell = [r.name for r in fell_since(services.ruleset, last, rows) if told.get(r.name)]
        victims = {str(a.get("victim")) for a in last.get("attacks") or [] if isinstance(a, dict)}
        later = fight.round if fight.round > int(last["round"]) else 0
        view["fallen"] = [name for name in fell if not later or name in victims]
        view["fallen_now"] = [name for name in fell if name not in view["fallen"]]
        # who fell in the fight's earlier rounds and is still down, kept until the fight ends
        by_id = {row_id(r): r for r in rows if r.id is not None}
        earlier = [by_id[i] for i in last.get("fell_before") or [] if isinstance(i, int) and i in by_id]
        view["fallen_before"] = [
            r.name for r in earlier
            if told.get(r.name) and r.name not in fell and is_down(services.ruleset, r)
        ]
        view["down"] = down_lines(view, translate)
    return view


def down_lines(swarm: dict[str, Any], translate: Translate) -> list[str]:
    """Who is down in the swarm fight as every screen says it — the projector, the band over its map
    and the phones read these lines, never their own: "Down in round 1: Ana Reyes" (the last round's
    fallen), "Down in round 2: Mia Chen" (fallen since, the GM's damage as the next round goes on),
    "Down so far: Ben Okafor" (the earlier rounds', still down).  Only the names of
    ``swarm`` (the players' view: never a hidden one)."""
    lines = []
    result = swarm.get("result") or {}
    fallen = [str(name) for name in swarm.get("fallen") or []]
    before = [str(name) for name in swarm.get("fallen_before") or []]
    now = [str(name) for name in swarm.get("fallen_now") or []]
    if fallen:
        args = {"round": result.get("round", swarm.get("round")), "names": ", ".join(fallen)}
        lines.append(kept_numbers(render(FALLEN, args, "PlayerDisplay", translate)))
    if now:  # fallen since that round was settled: in the round the fight is at
        args = {"round": swarm.get("round"), "names": ", ".join(now)}
        lines.append(kept_numbers(render(FALLEN, args, "PlayerDisplay", translate)))
    if before:
        lines.append(render(FALLEN_BEFORE, {"names": ", ".join(before)}, "PlayerDisplay", translate))
    return lines
