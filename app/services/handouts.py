"""Handouts: a picture or a text the GM shows the room (the projector), every phone, or one player's
phone — a note found on a body, a radio message, a sketch of the mall.

The campaign keeps the list (:class:`app.store.handout_table.Handout`): added from a picture file or typed.
A picture is checked and scaled once, when it is added (:func:`read_picture`, with the window's
reader, ``ui.pictures``): a file that is not a picture, is larger than :data:`MAX_FILE_BYTES` or
cannot be read is refused with a message and nothing changes; a picture larger than a 4K screen is
scaled down to fit one, and a copy at most :data:`PHONE_WIDTH` wide is kept for the phones.  Where each handout is
shown lives in ``Campaign.state["handouts"]``: ``{"room": id, "phones": id, "players": {character
id: id}, "stamps": {place: n}}`` (``stamps``: when each phone place was last given one, for the
order of a phone's list).  Adding, renaming, showing, hiding and taking one back are each one undoable line of the
session log; a line about one player's phone is secret (the other players do not learn of it), and so is
adding one (the GM's preparation).

:func:`shown_for` is what a screen shows: the room's handout, or on a player's phone theirs first,
else the one for every phone; :func:`shown_on_phone` is everything a player's phone shows: their
own and the one for every phone, both, the newest first.  Signals (on :class:`HandoutService`): ``failed(str, str)``.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy.orm import defer
from sqlmodel import col, select

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.checks import need_text
from app.services.command import Command, CommandError, Context, LogEntry, Tx
from app.services.link_keys import LINKS_STATE
from app.services.refusals import refusal_text
from app.services.row_ids import row_id
from app.services.service import Service
from app.store.handout_table import Handout
from app.store.models import Campaign, Character

STATE_KEY = "handouts"
AUDIENCES = ("room", "phones", "player")
#: the largest picture file taken (a phone's photo fits; a film does not)
MAX_FILE_BYTES = 20 * 1024 * 1024
#: a picture is kept at most this large (a 4K screen); the phones get it at most PHONE_WIDTH wide
MAX_SIDE = (3840, 2160)
PHONE_WIDTH = 720  # 360 CSS pixels at twice the density
TITLE_MAX = 200
TEXT_MAX = 4000

NOT_A_PICTURE = QT_TRANSLATE_NOOP("log", "{file} is not a picture Deadwatch can read (PNG, JPEG, GIF, BMP or WebP).")
TOO_LARGE = QT_TRANSLATE_NOOP("log", "{file} is too large for a handout: at most 20 MB.")
UNREADABLE = QT_TRANSLATE_NOOP("log", "{file} cannot be read: {reason}")
SHOWN = {
    "room": QT_TRANSLATE_NOOP("log", "Handout shown to the room: {title}"),
    "phones": QT_TRANSLATE_NOOP("log", "Handout shown on every phone: {title}"),
    "player": QT_TRANSLATE_NOOP("log", "Handout shown on {name}'s phone: {title}"),
}
HIDDEN = {
    "room": QT_TRANSLATE_NOOP("log", "Handout hidden from the room: {title}"),
    "phones": QT_TRANSLATE_NOOP("log", "Handout hidden from every phone: {title}"),
    "player": QT_TRANSLATE_NOOP("log", "Handout hidden from {name}'s phone: {title}"),
}


class PictureError(CommandError):
    """A picture file refused: ``message`` (context ``log``) with its ``args_`` (the file's name)."""

    def __init__(self, message: str, **args: Any) -> None:
        super().__init__(message, "log", **args)


@dataclass(frozen=True)
class Picture:
    """A picture as the campaign keeps it: PNG or JPEG bytes at most a 4K screen's size (``width`` ×
    ``height``) and the same at most :data:`PHONE_WIDTH` wide for the phones."""

    data: bytes
    phone: bytes
    mime: str
    width: int
    height: int


#: what turns a file's bytes into a :class:`Picture` (scaled for a 4K screen and for a phone), or None
#: when they are not a picture: the window's reader (ui.pictures), services touch no pixels
PictureReader = Callable[[bytes], "Picture | None"]


def read_picture(path: str | Path, reader: PictureReader) -> Picture:
    """The picture at ``path``; PictureError when it is not one, is too large or cannot be read
    (nothing is kept then)."""
    target = Path(path)
    try:
        if target.stat().st_size > MAX_FILE_BYTES:
            raise PictureError(TOO_LARGE, file=target.name)
        data = target.read_bytes()
    except OSError as exc:
        raise PictureError(UNREADABLE, file=target.name, reason=exc.strerror or str(exc)) from exc
    picture = reader(data) if data else None
    if picture is None:
        raise PictureError(NOT_A_PICTURE, file=target.name)
    return picture


def placed(campaign_state: dict[str, Any]) -> dict[str, Any]:
    """Where handouts are shown: ``{"room": id or None, "phones": id or None, "players": {cid: id}}``."""
    found = campaign_state.get(STATE_KEY) or {}
    players = found.get("players")
    stamps = found.get("stamps")
    return {"room": found.get("room"), "phones": found.get("phones"),
            "players": dict(players) if isinstance(players, dict) else {},
            "stamps": dict(stamps) if isinstance(stamps, dict) else {}}


def _stamp(where: dict[str, Any], place: str) -> None:
    """``place`` ("phones" or a character id) was given a handout now: the newest on its phones."""
    stamps = where["stamps"]
    stamps[place] = max((int(n) for n in stamps.values() if isinstance(n, int)), default=0) + 1


def shown_for(campaign_state: dict[str, Any], audience: str, character_id: int | None = None) -> int | None:
    """The handout a screen shows: the room's; on a player's phone their own first, else every phone's."""
    where = placed(campaign_state)
    if audience == "room":
        return where["room"]  # type: ignore[no-any-return]
    if character_id is not None and where["players"].get(str(character_id)) is not None:
        return int(where["players"][str(character_id)])
    return where["phones"]  # type: ignore[no-any-return]


def shown_on_phone(campaign_state: dict[str, Any], character_id: int | None = None) -> list[tuple[int, bool]]:
    """Every handout a phone shows, the newest first: (its id, whether it is for that player alone:
    not when every phone shows it too).
    A player's phone shows both their own and the one for every phone; the shared page the latter."""
    where = placed(campaign_state)
    stamps = where["stamps"]
    found: list[tuple[int, int, bool]] = []
    own = where["players"].get(str(character_id)) if character_id is not None else None
    if own is not None:
        # shown to every phone too: not for that player alone (Kit's phone said «только для вас» of
        # the note every phone had)
        alone = where["phones"] is None or int(where["phones"]) != int(own)
        found.append((int(stamps.get(str(character_id), 0)), int(own), alone))
    if where["phones"] is not None and all(h != int(where["phones"]) for _n, h, _mine in found):
        found.append((int(stamps.get("phones", 0)), int(where["phones"]), False))
    found.sort(key=lambda item: (-item[0], not item[2]))  # the newest first; at a tie their own
    return [(handout, mine) for _n, handout, mine in found]


# ---------------------------------------------------------------------------------- commands
def _handout(tx: Tx, handout_id: int) -> Handout:
    row = tx.session.get(Handout, handout_id)
    if row is None or row.archived:
        raise CommandError(QT_TRANSLATE_NOOP("log", "That handout no longer exists."))
    return row


def _player(tx: Tx, character_id: int | None) -> Character:
    row = tx.session.get(Character, character_id) if character_id is not None else None
    if row is None or row.archived or row.kind != "pc":
        raise CommandError(QT_TRANSLATE_NOOP("log", "A handout goes to one player character's phone."))
    return row


def has_link(campaign_state: dict[str, Any], character_id: int) -> bool:
    """Whether the player has a phone link: a handout for their phone alone needs one."""
    return str(character_id) in (campaign_state.get(LINKS_STATE) or {})


def _set_placed(tx: Tx, ctx: Context, where: dict[str, Any]) -> None:
    campaign = tx.get(Campaign, row_id(ctx.campaign))
    campaign.state = {**campaign.state, STATE_KEY: where}
    tx.save(campaign)


@dataclass(eq=False, repr=False)
class AddHandout(Command):
    """A new handout in the list: a typed text, or a picture already read (:func:`read_picture`)."""

    title: str
    text: str = ""
    image: bytes = b""  # a picture's PNG or JPEG bytes (read_picture), for phones, its type and size
    phone: bytes = b""
    mime: str = ""
    width: int = 0
    height: int = 0
    kind = "handout"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        title = need_text(self.title, TITLE_MAX).strip()
        text = need_text(self.text, TEXT_MAX).strip()
        if not title:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A handout needs a title."))
        if not self.image and not text:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A handout needs a text or a picture."))
        last = tx.session.exec(select(Handout.position).order_by(col(Handout.position).desc())).first()
        row = Handout(campaign_id=row_id(ctx.campaign), title=title, text=text, position=(last or 0) + 1,
                      kind="picture" if self.image else "text")
        if self.image:
            if self.mime not in ("image/png", "image/jpeg") or not 0 < self.width <= MAX_SIDE[0] \
                    or not 0 < self.height <= MAX_SIDE[1]:
                raise CommandError(QT_TRANSLATE_NOOP("log", "That action was given a value it cannot use."))
            row.image = base64.b64encode(self.image).decode("ascii")
            row.phone_image = base64.b64encode(self.phone or self.image).decode("ascii")
            row.mime, row.width, row.height = self.mime, self.width, self.height
        tx.add(row)
        line = QT_TRANSLATE_NOOP("log", "Handout ready: {title}")
        return LogEntry(self.kind, line, {"title": title}, secret=True, label=line, label_args={"title": title})


@dataclass(eq=False, repr=False)
class ShowHandout(Command):
    """Show a handout to the room, on every phone, or on one player's phone (in place of the last)."""

    handout_id: int
    audience: str
    character_id: int | None = None
    kind = "handout"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if self.audience not in AUDIENCES:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown place to show a handout."))
        row = _handout(tx, self.handout_id)
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        where = placed(campaign.state)
        args: dict[str, Any] = {"title": row.title}
        if self.audience == "player":
            player = _player(tx, self.character_id)
            if not has_link(campaign.state, row_id(player)):
                raise CommandError(QT_TRANSLATE_NOOP("log", "{name} has no phone link, so nobody would see it. "
                                                     "Give them one first: Ctrl+Shift+L, Share player view."),
                                   name=player.name)
            where["players"][str(player.id)] = row.id
            _stamp(where, str(player.id))
            args["name"] = player.name
        else:
            where[self.audience] = row.id
            if self.audience == "phones":
                _stamp(where, "phones")
        _set_placed(tx, ctx, where)
        text = SHOWN[self.audience]
        return LogEntry(self.kind, text, args, target=args.get("name", ""), secret=self.audience == "player",
                        label=text, label_args=args)


@dataclass(eq=False, repr=False)
class HideHandout(Command):
    """The room, every phone or one player's phone stops showing its handout."""

    audience: str
    character_id: int | None = None
    kind = "handout"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        if self.audience not in AUDIENCES:
            raise CommandError(QT_TRANSLATE_NOOP("log", "Unknown place to show a handout."))
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        where = placed(campaign.state)
        args: dict[str, Any] = {}
        if self.audience == "player":
            player = _player(tx, self.character_id)
            current = where["players"].pop(str(player.id), None)
            args["name"] = player.name
        else:
            current, where[self.audience] = where[self.audience], None
        if current is None:
            raise CommandError(QT_TRANSLATE_NOOP("log", "No handout is shown there."))
        shown = tx.session.get(Handout, int(current))
        args["title"] = shown.title if shown is not None else "?"
        _set_placed(tx, ctx, where)
        text = HIDDEN[self.audience]
        return LogEntry(self.kind, text, args, target=args.get("name", ""), secret=self.audience == "player",
                        label=text, label_args=args)


@dataclass(eq=False, repr=False)
class RemoveHandout(Command):
    """Take a handout back: out of the list and off every screen showing it."""

    handout_id: int
    kind = "handout"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = _handout(tx, self.handout_id)
        tx.touch(row)  # its "before" kept: undo puts it back in the list
        campaign = tx.get(Campaign, row_id(ctx.campaign))
        where = placed(campaign.state)
        public = row.id in (where["room"], where["phones"])
        where["room"] = None if where["room"] == row.id else where["room"]
        where["phones"] = None if where["phones"] == row.id else where["phones"]
        where["players"] = {k: v for k, v in where["players"].items() if v != row.id}
        _set_placed(tx, ctx, where)
        row.archived = True
        tx.save(row)
        text = QT_TRANSLATE_NOOP("log", "Handout taken back: {title}")
        # secret unless everyone saw it: a handout for one player's eyes stays between them and the GM
        return LogEntry(self.kind, text, {"title": row.title}, secret=not public, label=text,
                        label_args={"title": row.title})


@dataclass(eq=False, repr=False)
class RenameHandout(Command):
    """A handout's new title (a picture came titled with its file's name): on every screen showing it."""

    handout_id: int
    title: str
    kind = "handout"

    def apply(self, tx: Tx, ctx: Context) -> LogEntry:
        row = _handout(tx, self.handout_id)
        title = need_text(self.title, TITLE_MAX).strip()
        if not title:
            raise CommandError(QT_TRANSLATE_NOOP("log", "A handout needs a title."))
        if title == row.title:
            raise CommandError(QT_TRANSLATE_NOOP("log", "The handout already has that title."))
        where = placed(tx.get(Campaign, row_id(ctx.campaign)).state)
        public = row.id in (where["room"], where["phones"])
        tx.touch(row)  # its "before" kept: undo gives the old title back
        before, row.title = row.title, title
        tx.save(row)
        text = QT_TRANSLATE_NOOP("log", "Handout renamed: {before} → {title}")
        # secret unless the room or every phone shows it: the players see the new title then
        return LogEntry(self.kind, text, {"before": before, "title": title}, secret=not public, label=text,
                        label_args={"before": before, "title": title})


def payload(handout: Handout | None, mine: bool = False) -> dict[str, Any] | None:
    """A handout as a phone's view carries it (a picture by its number: the page asks the share for
    it); ``mine``: for that player alone."""
    if handout is None:
        return None
    out: dict[str, Any] = {"id": handout.id, "title": handout.title, "text": handout.text, "picture": False,
                           "kind": handout.kind, "mine": mine}
    if handout.kind == "picture":
        width = min(handout.width, PHONE_WIDTH)
        out.update(picture=True, width=width, height=round(handout.height * width / max(1, handout.width)))
    return out


class HandoutService(Service):
    """The campaign's handouts.  Signals: ``failed(str, str)``."""

    def handouts(self) -> list[Handout]:
        with self.campaign._session() as s:
            return list(s.exec(select(Handout).where(col(Handout.archived).is_(False))
                               .order_by(col(Handout.position), col(Handout.id))))

    def handout(self, handout_id: int | None) -> Handout | None:
        if handout_id is None:
            return None
        with self.campaign._session() as s:
            row = s.get(Handout, int(handout_id))
        return row if row is not None and not row.archived else None

    def placed(self) -> dict[str, Any]:
        return placed(self.campaign.campaign.state)

    def shown(self, audience: str, character_id: int | None = None) -> Handout | None:
        return self.handout(shown_for(self.campaign.campaign.state, audience, character_id))

    def _without(self, handout_id: int, *pictures: Any) -> Handout | None:
        """The handout without the ``pictures`` columns read (not there to read: a phone's view and its
        picture never read the projector's, megabytes at each change of the GM's)."""
        with self.campaign._session() as s:
            row = s.exec(select(Handout).options(*(defer(p) for p in pictures))
                         .where(col(Handout.id) == int(handout_id))).first()
        return row if row is not None and not row.archived else None

    def on_phone(self, character_id: int | None = None) -> list[dict[str, Any]]:
        """What a phone shows (:func:`shown_on_phone`), each as its view carries it, the newest first."""
        shown = [(self._without(h, col(Handout.image), col(Handout.phone_image)), mine)
                 for h, mine in shown_on_phone(self.campaign.campaign.state, character_id)]
        return [p for row, mine in shown if (p := payload(row, mine)) is not None]

    def phone_picture(self, handout_id: int) -> tuple[bytes, str] | None:
        """A picture handout's bytes for the phones and its type (None: no such picture)."""
        row = self._without(handout_id, col(Handout.image))
        if row is None or row.kind != "picture" or not row.phone_image:
            return None
        return base64.b64decode(row.phone_image), row.mime

    def add_text(self, title: str, text: str) -> bool:
        return self.run(AddHandout(title, text))

    def add_picture(self, path: str | Path, reader: PictureReader, title: str = "") -> bool:
        """A picture file added to the list; a refused file changes nothing (``failed`` says why)."""
        try:
            picture = read_picture(path, reader)
        except PictureError as exc:
            self.failed.emit(exc.context, refusal_text(exc))
            return False
        return self.run(AddHandout(title or Path(path).stem, "", picture.data, picture.phone, picture.mime,
                                   picture.width, picture.height))

    def show(self, handout_id: int, audience: str, character_id: int | None = None) -> bool:
        return self.run(ShowHandout(handout_id, audience, character_id))

    def hide(self, audience: str, character_id: int | None = None) -> bool:
        return self.run(HideHandout(audience, character_id))

    def remove(self, handout_id: int) -> bool:
        return self.run(RemoveHandout(handout_id))

    def rename(self, handout_id: int, title: str) -> bool:
        return self.run(RenameHandout(handout_id, title))

    def title(self, handout_id: int | None) -> str | None:
        """A handout's title, its pictures not read (None: no such handout)."""
        row = self._without(handout_id, col(Handout.image), col(Handout.phone_image)) if handout_id else None
        return None if row is None else row.title

