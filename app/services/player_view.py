"""What the players may see: the one place the player display and the LAN view get their data.

:func:`build_view` returns plain JSON-able data built only from what the GM has revealed: the
threat level, its name and situation (and whether the ruleset's dial is a named threat dial or a
plain tension meter), during a swarm fight the count of dead, the Swarm Size, the Swarm Threat and
the last round's result (the dice totals and who won, never who rolled; after a lost round the GM's
pick once made, and who fell in the round, only those the players know, worded once in ``down``
for the projector, the band over its map and the phones alike: :mod:`app.services.player_swarm`),
the round, whose turn it is (and, for one who cannot act on her turn, why: ``turn_state``,
"Broken"), and the initiative order with each combatant's revealed fields.  Nothing hidden (an NPC's
name, health, GM notes, secret timers or rolls) is ever put into it, so neither screen can leak it.

Reveal settings live in ``Campaign.state["reveal"][character id]``: ``name`` (shown or not) and
``health`` ("numbers", "word" or "hidden").  By default player characters show their name and
numbers; NPCs and zombies stay hidden until revealed, and then show a word.

Signals (on :class:`PlayerViewService`): ``failed(str, str)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from sqlmodel import col, select

from app.rules.base import Ruleset
from app.rules.numbers import number
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import live_character
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.logtext import Translate, qt_translate
from app.services.reveal import reveal_of
from app.services.row_ids import row_id
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
    # the kind's own pools: a twdu walker has no Health ("The undead don't have … Health Points")
    track = next((t for t in rules.tracks_of(character.sheet, character.kind) if t.key == key), None)
    if rules.is_dead(character.sheet, character.state):
        return translate("PlayerView", "Dead")
    if track is None:
        return None
    values = rules.track_values(character.sheet, character.state)
    value = values.get(track.key, track.maximum)
    if mode == "numbers":
        # the minus sign the console shows ("Life Points −5/34"), not a hyphen; a body of parts
        # (the grid game's limbs) reads each part's pool, as its player's phone does
        numbers = (body_text(rules, character, values, translate)
                   or f"{translate('rules', track.label)} {number(value)}/{track.maximum}")
        # one who is down says so, as the phones do: "Health 0/3 · Broken", "Life Points −5/34 · Incapacitated"
        if not rules.can_act(character.sheet, rules.with_kind(character.kind, character.state)):
            word = state_word(rules, character, translate)
            if word:
                return f"{numbers} · {word}"
        return numbers
    if track.value_labels.get(value):
        return translate("rules", track.value_labels[value])
    return pool_word(value, track.maximum, translate)


#: between the pools of a body's parts ("Head 4/4 · Torso 8/8 · L. arm 6/6 …")
PARTS_JOIN = " · "


def body_text(rules: Ruleset, character: Character, values: Mapping[str, int], translate: Translate) -> str:
    """Every pool of a body of parts with its short name, in the ruleset's order, as its player's
    phone lists them ("Head 4/4 · Torso 8/10 · L. arm 6/6 · R. arm 5/7 · L. leg 6/6 · R. leg 6/6"),
    each part's name and number held together by no-break spaces (a line breaks between parts
    only); "" for a ruleset whose main pool is not one of a body's parts."""
    parts = [t for t in rules.tracks_of(character.sheet, character.kind) if t.body_part]
    if len(parts) < 2 or not any(t.key == rules.health_track(character.sheet) for t in parts):
        return ""
    return PARTS_JOIN.join(
        f"{translate('rules', t.short or t.label)} {number(values.get(t.key, t.maximum))}/{number(t.maximum)}"
        .replace(" ", "\u00a0") for t in parts)


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
        from app.services.player_swarm import swarm_view  # a swarm fight's only

        view["swarm"] = swarm_view(services, translate)
    fight = services.initiative.players_view()  # read once per change by the initiative service
    if fight.encounter is not None:
        view["round"] = fight.encounter.round
        # a fight whose order is rolled (R) has no turn before it is: nobody is up on their screens
        # ("Turno de Dana Cruz" read before the dice were thrown); a GM who plays turns without the
        # dice (the order set by hand, N pressed) has them, and the players see whose it is
        unrolled = (bool(fight.combatants) and all(r.initiative is None for r in fight.combatants)
                    and fight.encounter.round == 1 and fight.encounter.turn == 0
                    and not any(r.acted for r in fight.combatants)
                    and services.initiative.rolls(str(fight.encounter.mode)))
        for row in fight.combatants:
            character = fight.characters.get(row.character_id) if row.character_id else None
            if character is None:
                continue
            reveal = reveal_of(state, character)
            entry = {
                "name": character.name if reveal["name"] else translate("PlayerView", "Unknown"),
                "health": health_text(rules, character, reveal["health"], translate) if reveal["name"] else None,
                "current": row.id == fight.current_id and not unrolled,
                # still up for the players while someone hidden from them acts: not ticked yet
                "acted": bool(row.acted) and row.id not in fight.unticked,
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
