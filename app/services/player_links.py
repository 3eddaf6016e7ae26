"""Each player's own view on their phone: a link per player character, what it shows, its words.

The GM hands each PC its own link (Session → Share: one row per PC with its address, its QR code
and Revoke).  The campaign keeps each link as a random nonce in
``Campaign.state["phone_links"][character id]``, set through a command (:class:`IssueLink`,
:class:`RevokeLink`); the token itself is derived from it with a key kept on this computer
(:mod:`app.services.link_keys`), so no token is in the campaign file, its log or an export.  The
links stay the same across restarts of sharing and of Deadwatch; revoking one is one line of the
session log (a secret event: GM's eyes only) and can be undone.  A link revoked or replaced keeps its
nonce among the last few under ``phone_links["revoked"]``: a phone opening it is told the GM revoked
it, where a code that never opened the table is told to check it letter by letter.

:func:`own_view` is what a player's phone gets: the shared view (:func:`build_view`, what is
revealed to everyone: another PC's health only if the GM shows it) and, under ``me``, that
player's own character as the ruleset declares it: its tracks, its conditions (with the
ruleset's player detail where the detail holds the GM's secret, a time limit rolled in secret)
and its ammunition (no count the GM alone knows).  Nothing else of the sheet: no GM notes.

Every payload carries ``ui``, the page's words in the GM's language, ``lang``, and ``texts``: the
shared screen's lines with their numbers already written (:mod:`app.services.player_words`).

Signals (on :class:`PlayerLinksService`): ``failed(str, str)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale

from app.rules.base import Ruleset
from app.rules.features.ammo import NO_AMMO
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.link_keys import EARLIER_ALPHABET, LINKS_STATE, link_token, local_key, new_nonce, old_link_token
from app.services.logtext import Translate, qt_translate, render
from app.services.player_view import build_view, pool_word
from app.services.player_words import ammo_text, table_texts, track_text, unit
from app.services.row_ids import row_id
from app.services.secret_tallies import public_state
from app.services.service import Service
from app.services.share_guard import token_ok
from app.store.models import Campaign, Character

if TYPE_CHECKING:
    from app.services.bundle import Services

STATE_KEY = LINKS_STATE
LANGUAGES = ("en", "ru", "es")

#: the player page's words, in context PlayerPage; ``{name}`` fields are filled by the page
PAGE_STRINGS = {
    "round": QT_TRANSLATE_NOOP("PlayerPage", "Round {round}"),
    "turn": QT_TRANSLATE_NOOP("PlayerPage", "{name}'s turn"),
    "your_turn": QT_TRANSLATE_NOOP("PlayerPage", "Your turn!"),
    "threat": QT_TRANSLATE_NOOP("PlayerPage", "Threat"),
    "order": QT_TRANSLATE_NOOP("PlayerPage", "Initiative"),
    "conditions": QT_TRANSLATE_NOOP("PlayerPage", "Conditions"),
    "no_conditions": QT_TRANSLATE_NOOP("PlayerPage", "None"),
    "ammo": QT_TRANSLATE_NOOP("PlayerPage", "Ammunition"),
    "unknown": QT_TRANSLATE_NOOP("PlayerPage", "? (the GM knows)"),
    "spare": QT_TRANSLATE_NOOP("PlayerPage", "+{spare} spare"),
    "you": QT_TRANSLATE_NOOP("PlayerPage", "you"),
    "dead": QT_TRANSLATE_NOOP("PlayerPage", "Dead"),
    "lost": QT_TRANSLATE_NOOP("PlayerPage", "Connection lost, reconnecting…"),
    "revoked": QT_TRANSLATE_NOOP("PlayerPage", "This link no longer works. Ask the GM for a new one."),
    # a link the GM revoked (or replaced with a new one), opened again
    "revoked_by_gm": QT_TRANSLATE_NOOP("PlayerPage", "The GM revoked this link. Ask the GM for a new one."),
    # an address whose code opens nothing here and never did: typed wrong, or another table's
    "wrong": QT_TRANSLATE_NOOP("PlayerPage", "This link does not open this table. Check it against the one the GM "
                                             "shows, letter by letter, or ask the GM for a new one."),
    "no_token": QT_TRANSLATE_NOOP("PlayerPage", "This address needs the code at the end of the GM's link "
                                                "(after “?t=”). Scan or type the whole link."),
    "table": QT_TRANSLATE_NOOP("PlayerPage", "The table"),
    "waiting": QT_TRANSLATE_NOOP("PlayerPage", "Waiting for the GM to start…"),
    "paused": QT_TRANSLATE_NOOP("PlayerPage", "paused"),
    "time_left": QT_TRANSLATE_NOOP("PlayerPage", "Time left:"),
    "handout_picture": QT_TRANSLATE_NOOP("PlayerPage", "Picture"),
    "handout_text": QT_TRANSLATE_NOOP("PlayerPage", "Note"),
    "handout_mine": QT_TRANSLATE_NOOP("PlayerPage", "for you alone"),
    "handout_all": QT_TRANSLATE_NOOP("PlayerPage", "for everyone"),
}


def language(translate: Translate) -> str:
    code = getattr(translate, "language", None) or QLocale().name()[:2]
    return code if code in LANGUAGES else "en"


def page_strings(translate: Translate = qt_translate) -> dict[str, Any]:
    return {"ui": {key: translate("PlayerPage", text) for key, text in PAGE_STRINGS.items()},
            "lang": language(translate)}


#: the links the GM revoked or replaced, kept beside the live ones as (character id, nonce) pairs, the
#: latest last: a phone opening one is told the GM revoked it, not to check it letter by letter
REVOKED = "revoked"
REVOKED_KEPT = 32


def _nonces(campaign: Campaign) -> list[tuple[int, str]]:
    return [(int(character), nonce) for character, nonce in (campaign.state.get(STATE_KEY) or {}).items()
            if isinstance(nonce, str) and str(character).isdigit()]


def _revoked_nonces(campaign: Campaign) -> list[tuple[int, str]]:
    kept = (campaign.state.get(STATE_KEY) or {}).get(REVOKED)
    return [(int(pair[0]), pair[1]) for pair in kept if isinstance(pair, list) and len(pair) == 2
            and isinstance(pair[0], int) and isinstance(pair[1], str)] if isinstance(kept, list) else []


def _gone(links: dict[str, Any], character: str) -> None:
    """``character``'s link taken out of ``links`` (revoked, or about to be replaced), kept among the revoked."""
    nonce = links.pop(character, None)
    if isinstance(nonce, str) and character.isdigit():
        kept = [p for p in links.get(REVOKED) or [] if isinstance(p, list)]
        links[REVOKED] = [*kept, [int(character), nonce]][-REVOKED_KEPT:]


def was_revoked(campaign: Campaign, given: object) -> bool:
    """Whether ``given`` is a link the GM revoked (or replaced with a new one) and no link that works."""
    if not isinstance(given, str) or not given:
        return False
    key = local_key()
    typed = given.lower()
    found = False
    for character_id, nonce in _revoked_nonces(campaign):
        new = link_token(key, int(campaign.id or 0), character_id, nonce)
        earlier = link_token(key, int(campaign.id or 0), character_id, nonce, EARLIER_ALPHABET)
        found |= token_ok(typed, new) | token_ok(typed, earlier)
    return found and character_of(campaign, given) is None


def links_of(campaign: Campaign, key: bytes | None = None) -> dict[int, str]:
    """Character id → token of every phone link handed out (``key``: this computer's)."""
    key = key or local_key()
    return {cid: link_token(key, int(campaign.id or 0), cid, nonce) for cid, nonce in _nonces(campaign)}


def character_of(campaign: Campaign, given: object) -> int | None:
    """Whose link ``given`` is, or None.  Every token is compared (in constant time each): as written
    (typed in capitals by a phone's keyboard, too), and as Deadwatch wrote links before (in the
    earlier alphabet, and before that as 24 URL-safe characters)."""
    found = None
    key = local_key()
    typed = given.lower() if isinstance(given, str) else given
    for character_id, nonce in _nonces(campaign):
        new = link_token(key, int(campaign.id or 0), character_id, nonce)
        earlier = link_token(key, int(campaign.id or 0), character_id, nonce, EARLIER_ALPHABET)
        old = old_link_token(key, int(campaign.id or 0), character_id, nonce)
        if token_ok(typed, new) | token_ok(typed, earlier) | token_ok(given, old):
            found = character_id
    return found


#: conditions that read alike on a phone (two critical injuries still to roll), said once with their count
COUNTED_CONDITION = QT_TRANSLATE_NOOP("PlayerPage", "{label} ×{count}")


def character_sheet(rules: Ruleset, character: Character, translate: Translate,
                    state: dict[str, Any] | None = None) -> dict[str, Any]:
    """The player's own character as their phone shows it: tracks, conditions, ammunition (with
    ``state``: his state as the players know it, the counts of his deeds without the GM's secrets)."""
    state = character.state if state is None else state
    values = rules.track_values(character.sheet, state)
    main = rules.health_track(character.sheet)
    dead = rules.is_dead(character.sheet, state)
    tracks = []
    for track in rules.tracks(character.sheet):
        value = values.get(track.key, track.maximum)
        named = track.value_labels.get(value)
        word = translate("rules", named) if named else ""
        if dead and track.key == main and track.value_labels:  # a death with Health left: not "Battered"
            word = translate("PlayerView", "Dead")
        if not word and value < track.maximum and not track.higher_is_worse and (track.key == main or track.body_part):
            word = pool_word(value, track.maximum, translate)  # a hurt pool (a limb) says how badly, in words
        tracks.append({
            "label": translate("rules", track.label),
            "value": value,
            "minimum": track.minimum,
            "maximum": track.maximum,
            "worse": track.higher_is_worse,
            "word": word,
            "main": track.key == main,
            "text": track_text(value, track.maximum, word),
        })
    conditions: list[dict[str, Any]] = []
    same: dict[tuple[str, str, str], dict[str, Any]] = {}
    for cond in rules.conditions(character.sheet, state):
        detail = cond.detail if cond.player_detail is None else cond.player_detail
        entry = {
            "label": render(cond.label, cond.args, "rules", translate),
            "detail": render(detail, cond.args, "rules", translate) if detail else "",
            "severity": cond.severity,
        }
        key = (entry["label"], entry["detail"], entry["severity"])
        if key in same:  # two injuries whose D66 is still to roll read alike: one entry, counted
            same[key]["count"] += 1
            same[key]["label"] = render(COUNTED_CONDITION, {"label": key[0], "count": same[key]["count"]},
                                        "PlayerPage", translate)
            continue
        same[key] = {**entry, "count": 1}
        conditions.append(same[key])
    for entry in conditions:
        entry.pop("count", None)
    ammo = []
    for stock in (rules.ammo_rules() or NO_AMMO).ammo_stocks(character.sheet, state):
        label = translate("rules", stock.label) if stock.label_ctx == "rules" else stock.label
        ammo.append({
            "label": label,
            # a count the player may not know gives not even its plural form («патрон», «патронов») away
            "unit": unit(stock.unit, stock.count if stock.known else stock.capacity, translate),
            "count": stock.count if stock.known else None,
            "capacity": stock.capacity if stock.known else 0,
            "spare": stock.spare if stock.known else 0,
            "text": ammo_text(stock, translate),
        })
    return {
        "name": character.name,
        "dead": bool(rules.is_dead(character.sheet, state)),
        "tracks": tracks,
        "conditions": conditions,
        "ammo": ammo,
    }


def shared_view(services: Services, translate: Translate = qt_translate) -> dict[str, Any]:
    """The shared screen's payload: the revealed view and the page's words."""
    view = {**build_view(services, translate), "timer": None}  # the turn timer: the acting one's phone only
    handouts = services.handouts.on_phone()
    return {**view, **page_strings(translate), "texts": table_texts(view, translate),
            "handout": handouts[0] if handouts else None, "handouts": handouts}


def own_view(services: Services, character_id: int, translate: Translate = qt_translate) -> dict[str, Any] | None:
    """One player's payload: the shared screen, their own character under ``me`` (and their row of
    the order marked ``me``).  None when the character is gone or no longer a player character."""
    character = services.characters.character(character_id)
    if character is None or character.kind != "pc" or character.archived:
        return None
    shared = build_view(services, translate, me=character_id)
    handouts = services.handouts.on_phone(character_id)  # their own and everyone's, the newest first
    view = {**shared, **page_strings(translate), "texts": table_texts(shared, translate),
            "handout": handouts[0] if handouts else None, "handouts": handouts}
    # the counts of his deeds as the players know them: a secret roll's kill is the GM's until revealed
    view["me"] = character_sheet(services.ruleset, character, translate,
                                 public_state(services, character_id, character.state))
    return view


# ---------------------------------------------------------------------------------- commands
def _pc(tx: Tx, character_id: int) -> Character:
    row = tx.session.get(Character, character_id)
    if row is None or row.archived:
        raise CommandError(QT_TRANSLATE_NOOP("log", "That entry no longer exists."))
    if row.kind != "pc":
        raise CommandError(QT_TRANSLATE_NOOP("log", "Only a player character gets a phone link."))
    return row


def _set_links(tx: Tx, ctx: Context, change: Any) -> None:
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    links = dict(campaign.state.get(STATE_KEY) or {})
    change(links)
    campaign.state = {**campaign.state, STATE_KEY: links}
    tx.save(campaign)


@dataclass(eq=False, repr=False)
class IssueLink(Command):
    """A new phone link for one player character (a new token: an old link of theirs stops working)."""

    character_id: int
    nonce: str = field(default_factory=new_nonce)
    kind = "phone_link"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = _pc(tx, self.character_id)

        def issued(links: dict[str, Any]) -> None:
            _gone(links, str(row.id))  # an old link of theirs stops working: revoked
            links[str(row.id)] = self.nonce

        _set_links(tx, ctx, issued)
        text = QT_TRANSLATE_NOOP("log", "Phone link for {name}")
        return LogEntry(self.kind, text, {"name": row.name}, target=row.name, secret=True,
                        label=text, label_args={"name": row.name})


@dataclass(eq=False, repr=False)
class RevokeLink(Command):
    """One player's phone link stops working at once; the others' go on."""

    character_id: int
    kind = "phone_link"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = tx.session.get(Character, self.character_id)
        campaign = tx.session.get(Campaign, row_id(ctx.campaign))
        if row is None or campaign is None or str(row.id) not in (campaign.state.get(STATE_KEY) or {}):
            raise CommandError(QT_TRANSLATE_NOOP("log", "That player has no phone link."))
        _set_links(tx, ctx, lambda links: _gone(links, str(row.id)))
        text = QT_TRANSLATE_NOOP("log", "Phone link for {name} revoked")
        return LogEntry(self.kind, text, {"name": row.name}, target=row.name, secret=True,
                        label=text, label_args={"name": row.name})


class PlayerLinksService(Service):
    """The phone links of the open campaign.  Signals: ``failed(str, str)``."""

    def links(self) -> dict[int, str]:
        """Character id → token (this computer's) of each player's link."""
        return links_of(self.campaign.campaign)

    def character_of(self, token: object) -> int | None:
        return character_of(self.campaign.campaign, token)

    def revoked_players(self) -> frozenset[int]:
        """The players whose link the GM revoked (or replaced) and who have none that works now."""
        campaign = self.campaign.campaign
        live = links_of(campaign)
        return frozenset(cid for cid, _nonce in _revoked_nonces(campaign) if cid not in live)

    def issue(self, character_id: int) -> bool:
        return self.run(IssueLink(character_id))

    def revoke(self, character_id: int) -> bool:
        return self.run(RevokeLink(character_id))


class PhoneViews:
    """The share server's view of the players' links (see ``PlayerViews`` in player_share): whose
    a token is, and that player's view, read from the open campaign (``services()``, None: none)."""

    def __init__(self, services: Callable[[], Services | None], translate: Translate = qt_translate) -> None:
        self._services = services
        self._translate = translate

    def character_of(self, token: object) -> int | None:
        services = self._services()
        return None if services is None else character_of(services.campaign.campaign, token)

    def view(self, character_id: int) -> dict[str, Any] | None:
        services = self._services()
        return None if services is None else own_view(services, character_id, self._translate)

    def revoked(self, token: object) -> bool:
        """Whether ``token`` is a player's link the GM revoked (the page says so)."""
        services = self._services()
        return services is not None and was_revoked(services.campaign.campaign, token)
