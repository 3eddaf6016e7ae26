"""What the players may see: the one place the player display and the LAN view get their data.

:func:`build_view` returns plain JSON-able data built only from what the GM has revealed: the
threat level, its name and situation (and whether the ruleset's dial is a named threat dial or a
plain tension meter), during a swarm fight the count of dead, the Swarm Size, the Swarm Threat and
the last round's result (the dice totals and who won, never who rolled; after a lost round the GM's
pick once made, and who fell in the round, only those the players know, worded once in ``down``
for the projector, the band over its map and the phones alike), the round, whose turn it is (and,
for one who cannot act on her turn, why: ``turn_state``, "Broken"), and the initiative order with
each combatant's revealed fields.  Nothing hidden (an NPC's
name, health, GM notes, secret timers or rolls) is ever put into it, so neither screen can leak it.

Reveal settings live in ``Campaign.state["reveal"][character id]``: ``name`` (shown or not) and
``health`` ("numbers", "word" or "hidden").  By default player characters show their name and
numbers; NPCs and zombies stay hidden until revealed, and then show a word.

Signals (on :class:`PlayerViewService`): ``failed(str, str)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from sqlmodel import col, select

from app.rules.base import Ruleset
from app.rules.numbers import number
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import live_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.logtext import Translate, qt_translate, render
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
from app.services.turn_timer import timer_view
from app.store.models import Campaign, Character, Combatant, Encounter

if TYPE_CHECKING:
    from app.services.bundle import Services

HEALTH_MODES = ("numbers", "word", "hidden")
HEALTH_LABELS = {
    "numbers": QT_TRANSLATE_NOOP("PlayerView", "numbers"),
    "word": QT_TRANSLATE_NOOP("PlayerView", "a word"),
    "hidden": QT_TRANSLATE_NOOP("PlayerView", "hidden"),
}
#: words for a pool's fill when the ruleset names no values (fraction at or above, word)
HEALTH_WORDS = (
    (1.0, QT_TRANSLATE_NOOP("PlayerView", "Unhurt")),
    (0.75, QT_TRANSLATE_NOOP("PlayerView", "Scratched")),
    (0.5, QT_TRANSLATE_NOOP("PlayerView", "Wounded")),
    (0.25, QT_TRANSLATE_NOOP("PlayerView", "Badly wounded")),
    (0.0001, QT_TRANSLATE_NOOP("PlayerView", "Near death")),
    (float("-inf"), QT_TRANSLATE_NOOP("PlayerView", "Down")),
)


def health_text(rules: Ruleset, character: Character, mode: str, translate: Translate) -> str | None:
    """The main track as numbers ("Health 12/30") or as a word ("Battered"), or None when hidden."""
    if mode == "hidden":
        return None
    key = rules.health_track(character.sheet)
    track = next((t for t in rules.tracks(character.sheet) if t.key == key), None)
    if track is None:
        return None
    values = rules.track_values(character.sheet, character.state)
    value = values.get(track.key, track.maximum)
    if rules.is_dead(character.sheet, character.state):
        return translate("PlayerView", "Dead")
    if mode == "numbers":
        # the minus sign the console shows ("Life Points −5/34"), not a hyphen
        numbers = f"{translate('rules', track.label)} {number(value)}/{track.maximum}"
        # one who is down says so, as the phones do: "Health 0/3 · Broken", "Life Points −5/34 · Incapacitated"
        if not rules.can_act(character.sheet, rules.with_kind(character.kind, character.state)):
            word = state_word(rules, character, translate)
            if word:
                return f"{numbers} · {word}"
        return numbers
    if track.value_labels.get(value):
        return translate("rules", track.value_labels[value])
    return pool_word(value, track.maximum, translate)


def state_word(rules: Ruleset, character: Character, translate: Translate) -> str | None:
    """The rules' own word for the state of one who cannot act: the health track's word for its value
    ("Broken"), else the first of the character's grave conditions ("Unconscious", "Incapacitated");
    None when the rules say neither."""
    key = rules.health_track(character.sheet)
    track = next((t for t in rules.tracks(character.sheet) if t.key == key), None)
    value = rules.track_values(character.sheet, character.state).get(key) if track is not None else None
    word = track.value_labels.get(value) if track is not None and value is not None else None
    if word:
        return translate("rules", word)
    state = rules.with_kind(character.kind, character.state)
    grave = next((c for c in rules.conditions(character.sheet, state) if c.severity == "danger"), None)
    return translate("rules", grave.label) if grave is not None else None


def down_word(rules: Ruleset, character: Character, translate: Translate) -> str:
    """The word for one who cannot act ("Broken", "Dead"; "Down" where the rules name no value),
    or "" for one who can: what the players read beside the turn marker when it is her turn."""
    if rules.is_dead(character.sheet, character.state):
        return translate("PlayerView", "Dead")
    if rules.can_act(character.sheet, rules.with_kind(character.kind, character.state)):
        return ""
    return state_word(rules, character, translate) or translate("PlayerView", HEALTH_WORDS[-1][1])


def pool_word(value: int, maximum: int, translate: Translate) -> str:
    """A health pool's fill as a word ("Badly wounded"), for a ruleset that names no values."""
    fraction = value / max(1, maximum)
    return next(translate("PlayerView", word) for limit, word in HEALTH_WORDS if fraction >= limit)


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
            # "Round 1: lost" says all a round whose pick nothing is said of comes to: said once
            "outcome": "" if bare and key == "lost_unseen"
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


def build_view(services: Services, translate: Translate = qt_translate, me: int | None = None) -> dict[str, Any]:
    """The revealed state of the game, in the current language (or ``translate``'s).  With ``me`` (a
    player's own character, for their phone) that character's row of the order is marked ``me``."""
    campaign = services.campaign.campaign
    rules = services.ruleset
    state = campaign.state
    view: dict[str, Any] = {
        "campaign": campaign.name,
        "threat": None,
        "swarm": None,
        "round": None,
        "turn": None,
        #: the word for one whose turn it is who cannot act ("Broken"), else "": said beside the marker
        "turn_state": "",
        "order": [],
        "timer": None,
    }
    if "threat" in rules.features or state.get("tension_meter"):
        spec = services.threat.level_spec()
        word = services.threat.level_word()  # a tension meter's too: every number with its name
        view["threat"] = {
            "kind": "threat" if services.threat.has_levels() else "tension",
            "level": services.threat.level(),
            "name": translate("rules", word) if word else "",
            "situation": translate("rules", spec.situation) if spec.situation else "",
        }
    if "swarm" in rules.features and services.swarm.active():
        view["swarm"] = swarm_view(services, translate)
    fight = services.initiative.players_view()  # read once per change by the initiative service
    if fight.encounter is not None:
        view["round"] = fight.encounter.round
        for row in fight.combatants:
            character = fight.characters.get(row.character_id) if row.character_id else None
            if character is None:
                continue
            reveal = reveal_of(state, character)
            entry = {
                "name": character.name if reveal["name"] else translate("PlayerView", "Unknown"),
                "health": health_text(rules, character, reveal["health"], translate) if reveal["name"] else None,
                "current": row.id == fight.current_id,
                "acted": bool(row.acted),
            }
            if me is not None:
                entry["me"] = character.id == me
            view["order"].append(entry)
            if entry["current"]:
                view["turn"] = entry["name"]
                # her turn, but she cannot act: the players read why (only where her health is theirs to see)
                if reveal["name"] and reveal["health"] != "hidden":
                    view["turn_state"] = down_word(rules, character, translate)
                # the acting one's turn timer, if the GM started one (their phone and the projector)
                view["timer"] = timer_view(fight.encounter, fight.current_id, since=services.turn_timer.opened)
                if me is not None and character.id != me:
                    view["timer"] = None
    return view


def _save_reveal(tx: Tx, campaign: Campaign, row: Character, current: dict[str, Any]) -> None:
    reveal = dict(campaign.state.get("reveal") or {})
    reveal[str(row.id)] = current
    campaign.state = {**campaign.state, "reveal": reveal}
    tx.save(campaign)


def _show_in_fight(tx: Tx, row: Character, shown: bool) -> None:
    """Revealing a character shows it in the running fight; hiding it hides it there too."""
    tx.touch(row)  # its row as it was, before the change: undo, the log and the exports follow it
    row.revealed = shown
    tx.save(row)
    for combatant in tx.session.exec(
        select(Combatant)
        .join(Encounter, col(Encounter.id) == Combatant.encounter_id)
        .where(Combatant.character_id == row.id, col(Encounter.active).is_(True))
    ):
        tx.touch(combatant)
        combatant.state = {**combatant.state, "hidden": not shown}
        tx.save(combatant)


def show_name(tx: Tx, ctx: Context, row: Character, shown: bool) -> None:
    """One reveal for every screen: the character's name shown to the players (or hidden) on the
    player display, its map and the phones, and in the running fight — what the roster's "Players
    see…" and the fight list's show/hide both do."""
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    _save_reveal(tx, campaign, row, {**reveal_of(campaign.state, row), "name": shown})
    _show_in_fight(tx, row, shown)


@record(eq=False, repr=False)
class SetReveal(Command):
    """Show or hide a character's name and health on the player display."""

    character_id: int
    name: bool | None = None
    health: str | None = None
    kind = "reveal"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if self.health is not None and self.health not in HEALTH_MODES:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown way to show health."))
        row = live_character(tx, ctx, self.character_id)  # a removed character is shown to no one
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        current = reveal_of(campaign.state, row)
        if self.name is not None:
            current["name"] = self.name
        if self.health is not None:
            current["health"] = self.health
        _save_reveal(tx, campaign, row, current)
        if self.name is not None:
            _show_in_fight(tx, row, self.name)
        args = {"name": row.name, "health": {"t": HEALTH_LABELS[current["health"]], "ctx": "PlayerView"}}
        if not current["name"]:
            text = QT_TRANSLATE_NOOP("log", "{name} is hidden from the players")
        elif current["health"] == "hidden":  # Ctrl+P's "name only": the name is what they see
            text = QT_TRANSLATE_NOOP("log", "Players see {name} (the name only)")
        else:
            text = QT_TRANSLATE_NOOP("log", "Players see {name} (health: {health})")
        return LogEntry("reveal", text, args, target=row.name, label=text, label_args=args)


class PlayerViewService(QObject):
    """Reveal settings and the revealed view.  Signals: ``failed(str, str)``."""

    failed = Signal(str, str)

    def __init__(self, services: Services, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.services = services

    def _services(self) -> Services:
        return self.services

    def view(self, translate: Translate = qt_translate) -> dict[str, Any]:
        """The revealed view.  The fight's order comes from the initiative service, which reads it
        once per change that touched the fight (a threat step does not re-read 40 combatants)."""
        return build_view(self._services(), translate)

    def reveal(self, character_id: int) -> dict[str, Any]:
        services = self._services()
        row = services.characters.character(character_id)
        return reveal_of(services.campaign.campaign.state, row) if row else {"name": False, "health": "hidden"}

    def set_reveal(self, character_id: int, name: bool | None = None, health: str | None = None) -> bool:
        try:
            self._services().campaign.execute(SetReveal(character_id, name, health))
        except CommandError as exc:
            self.failed.emit(exc.context, exc.message)
            return False
        return True
