"""The players' view in their browsers: a read-only page on the local network (Session → Share).

Off until the GM switches it on.  The server runs on the application's asyncio loop (qasync) with
aiohttp, bound to the interface the GM picks, at an address holding a random token:

* ``GET /?t=TOKEN`` — the page, the current view already written in it (:mod:`.player_page`; its
  script and style are ``player.js`` and ``player.css``, served from here: no other network
  resource, no inline code, so a strict Content-Security-Policy holds);
* ``GET /view?t=TOKEN`` — the current view as JSON;
* ``GET /events?t=TOKEN`` — the view pushed as server-sent events whenever it changes;
* ``GET /handout?t=TOKEN&h=ID`` — the picture of the handout that page shows now (``pictures``), and
  only while it shows it.

The picture alone may be kept by the phone's browser (``Cache-Control: private, no-cache`` and its
``ETag``; every other answer is ``no-store``): it asks again at each load, and while the page shows
that handout the same bytes are answered 304, without them (a reload, a second page, the handout
shown again cost a few bytes instead of the picture); once hidden, the answer is 404 as before.

Every view sent carries ``seq``, the number of the GM's change it follows (:attr:`PlayerShare.seq`,
one more at each :meth:`PlayerShare.push`): an open page is never sent a view older than one it
was already handed, and a page that connects while the GM acts is one of the open pages before
its answer is prepared, so that change reaches it too.

``TOKEN`` is the shared screen's (:attr:`PlayerShare.token`) or one player's own (``players``, see
:mod:`app.services.player_links`): the same page then shows that player's character beside the
shared screen.  A wrong, revoked or malformed token gets 403 and nothing else (the page itself, ``/``,
answers 403 with the page's own words for it, in the GM's language); a player's link
revoked closes that player's open pages at the next push and no one else's.  While the GM blacks
out the players' screen (:meth:`PlayerShare.set_blackout`) every page gets its view darkened
(:mod:`app.services.phone_blackout`): the table's state left out, a player's own sheet kept.  What is served is
only ever what ``view`` (the shared screen: :func:`app.services.player_view.build_view`, the
revealed fields) or ``players.view`` returns.  What a hostile client on the network can cost the
GM's app is bounded in :mod:`app.services.share_guard`.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.services.link_keys import random_token
from app.services.phone_blackout import darkened
from app.services.share_guard import ConnectionGuard, GuardedServer, Latest, Limits, query_token, token_ok

if TYPE_CHECKING:
    from aiohttp import web
    from aiohttp.web import BaseRequest, StreamResponse

WEB = Path(__file__).resolve().parents[2] / "resources" / "web"
PAGE = WEB / "player.html"
RETRY_MS = 1000
#: a link's code typed as the address's path (the "?t=" forgotten): sent on to the page it opens
TYPED_TOKEN = re.compile(r"[A-Za-z0-9]{12}")
ASSETS = {"/player.js": ("player.js", "text/javascript"), "/player.css": ("player.css", "text/css")}


class PlayerViews(Protocol):
    """Each player's own view: whose a token is, and that player's view (None: gone)."""

    def character_of(self, token: object) -> int | None: ...

    def view(self, character_id: int) -> dict[str, Any] | None: ...


#: which view a request gets: None for the shared screen, else the player character's id
Key = int | None


class PlayerShare:
    """One sharing session: start, push changes, revoke the token, stop."""

    def __init__(self, view: Callable[[], dict[str, Any]], limits: Limits | None = None,
                 players: PlayerViews | None = None, token: str | None = None, also: str | None = None,
                 pictures: Callable[[int], tuple[bytes, str] | None] | None = None,
                 words: Callable[[], dict[str, Any]] | None = None) -> None:
        self._view = view
        #: the page's words and language (app.services.player_links.page_strings): what a link that
        #: no longer works is told
        self.words = words
        self.players = players
        #: a handout's picture for the phones by its number (app.services.handouts.phone_picture)
        self.pictures = pictures
        #: the shared screen's token: the campaign's own on this computer (app.services.share_places)
        #: so that its link lasts, or a random one
        self.token = token or random_token()
        #: the same address's token as Deadwatch wrote it before, still answered (or None)
        self.also = also
        #: the shared addresses the GM revoked while Deadwatch ran: a page opening one is told so
        self._old_tokens: list[str] = []
        self.limits = limits
        self._server: GuardedServer | None = None
        self._streams: dict[Latest, tuple[str, Key]] = {}  # each open page: its token and view
        self._revoked: set[Latest] = set()  # pages cut off because their link went: told so, then closed
        self.host = ""
        self.port = 0
        #: how many changes the share was told of: each view served carries the number it follows
        self.seq = 0
        #: the players' screen blacked out: every page shows the darkened view (app.services.phone_blackout)
        self.blackout = False

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def guard(self) -> ConnectionGuard | None:
        """The running server's connection guard (its counters), or None."""
        return self._server.guard if self._server is not None else None

    def url(self, token: str | None = None) -> str:
        """The shared screen's address, or the one for ``token`` (a player's own link)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/?t={token or self.token}"

    async def start(self, host: str = "127.0.0.1", port: int = 0, fallback: bool = False) -> str:
        """Serve on ``host`` (the interface the GM picked); returns the address to share.  With
        ``fallback``, a ``port`` already taken gives way to any free one."""
        from app.services.share_guard import serve

        limits = self.limits or Limits.for_this_process()
        try:
            self._server = await serve(self._route, host, port, limits)
        except OSError:
            if not (fallback and port):
                raise
            self._server = await serve(self._route, host, 0, limits)
        self.host = host
        self.port = self._server.port or port
        return self.url()

    async def stop(self) -> None:
        self._close_streams()
        if self._server is not None:
            server, self._server = self._server, None
            await server.close()

    def revoke(self, token: str | None = None, also: str | None = None) -> str:
        """A new token for the shared screen (``token``, or a random one; ``also`` the same written as
        before): the old address stops working, its open pages are cut off (the players' own links go on)."""
        self._old_tokens = [*self._old_tokens, *(t for t in (self.token, self.also) if t)][-8:]
        self.token = token or random_token()
        self.also = also
        self._close_streams(shared_only=True)
        return self.url()

    def push(self) -> None:
        """Send the current view to every open page (call on every change signal).  A page that
        has not taken the last one yet gets this one instead: never more than one view waits.
        A player's page whose link was revoked (or whose character is gone) is closed instead."""
        self.seq += 1
        if not self._streams:
            return
        views: dict[Key, str | None] = {}
        for stream, (token, key) in list(self._streams.items()):
            if key is not None and self._key_of(token) != key:
                self._cut(stream)
                continue
            if key not in views:
                view = self._view_of(key)
                views[key] = None if view is None else self._payload(view)
            data = views[key]
            if data is None:
                self._cut(stream)
            else:
                stream.put(data, self.seq)

    def _cut(self, stream: Latest) -> None:
        """The page's link no longer works: it is told (and empties itself), then closed."""
        self._revoked.add(stream)
        stream.close()
        del self._streams[stream]

    def _key_of(self, token: object) -> Key | bool:
        """None for the shared screen's token, a character id for a player's, False for neither."""
        typed = token.lower() if isinstance(token, str) else token  # a phone's keyboard typed capitals
        if token_ok(typed, self.token) | (self.also is not None and token_ok(typed, self.also)):
            return None
        found = self.players.character_of(token) if self.players is not None else None
        return False if found is None else found

    def _payload(self, view: dict[str, Any]) -> str:
        """The view as sent, with ``seq``: the page drops a message older than the one it shows."""
        return json.dumps({**view, "seq": self.seq}, ensure_ascii=False)

    def set_blackout(self, on: bool) -> None:
        """The players' screen blacked out (or back): every open page is sent its view at once."""
        if on != self.blackout:
            self.blackout = on
            self.push()

    def _view_of(self, key: Key) -> dict[str, Any] | None:
        if key is None:
            view: dict[str, Any] | None = self._view()
        else:
            view = self.players.view(key) if self.players is not None else None
        return darkened(view) if self.blackout and view is not None else view

    def waiting(self) -> list[int]:
        """How many views wait for each open page (0 or 1)."""
        return [stream.qsize() for stream in self._streams]

    def _close_streams(self, shared_only: bool = False) -> None:
        """Every open page closed (sharing stops), or with ``shared_only`` the shared screen's
        pages cut off (its address was revoked)."""
        for stream, (_token, key) in list(self._streams.items()):
            if shared_only and key is None:
                self._cut(stream)
            elif not shared_only:
                stream.close()
                del self._streams[stream]

    # ------------------------------------------------------------------ handlers
    async def _route(self, request: BaseRequest) -> StreamResponse:
        from aiohttp import web

        if request.method not in ("GET", "HEAD"):
            return _refusal(405, "Method Not Allowed", {"Allow": "GET, HEAD"})
        if request.path in ASSETS:  # no secret in them, so no token; nor a kept-alive connection
            name, content_type = ASSETS[request.path]
            response = web.Response(text=_read(name), content_type=content_type, charset="utf-8")
            response.force_close()
            return response
        handler = {"/": self._page, "/view": self._json, "/events": self._events,
                   "/handout": self._picture}.get(request.path)
        if handler is None:
            typed = request.path.strip("/")
            if TYPED_TOKEN.fullmatch(typed):  # the code typed as the path ("/kx3kq…", "?t=" forgotten)
                return _refusal(302, "Found", {"Location": f"/?t={typed.lower()}"})
            return _refusal(404, "Not Found")
        token = query_token(request)
        key = self._key_of(token)
        view = None if key is False else self._view_of(key)
        if view is None:
            if request.path == "/":
                return self._gone_page(self._why_gone(token))
            return _refusal(403, "Forbidden")
        if request.method == "HEAD" and handler == self._events:
            # the stream's head alone: a HEAD never holds a slot open waiting for views
            response = web.Response(headers={"Content-Type": "text/event-stream"})
            response.force_close()
            return response
        # HEAD: the same head as GET, and aiohttp leaves the body out
        return await handler(request, str(token), key, view)

    def _why_gone(self, token: object) -> str:
        """Which words a page whose code opens nothing is told: none given ("no_token"), a link the GM
        revoked ("revoked_by_gm": a player's, or the shared address before a new one), or one that
        never opened this table ("wrong": check it letter by letter)."""
        if not token:
            return "no_token"
        typed = token.lower() if isinstance(token, str) else token
        if any(token_ok(typed, old) for old in self._old_tokens):
            return "revoked_by_gm"
        revoked = getattr(self.players, "revoked", None)
        return "revoked_by_gm" if callable(revoked) and revoked(token) else "wrong"

    def _gone_page(self, why: str) -> web.Response:
        """403 as a page a phone shows, in the GM's language: the code opens nothing here ("wrong":
        check it letter by letter, or ask for a new one; "revoked_by_gm": the GM revoked it, ask for a
        new one), or there is none ("no_token")."""
        from html import escape

        from aiohttp import web

        if self.words is None:
            from app.services.player_links import page_strings

            words = page_strings()
        else:
            words = self.words()
        message = escape(str(words.get("ui", {}).get(why) or "Forbidden"))
        page = (f'<!doctype html>\n<html lang="{escape(str(words.get("lang") or "en"))}">\n<head>\n'
                '<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n'
                '<meta name="color-scheme" content="dark">\n<title>Deadwatch</title>\n'
                '<link rel="stylesheet" href="player.css">\n</head>\n<body>\n'
                f'<div id="status">{message}</div>\n</body>\n</html>\n')
        response = web.Response(status=403, text=page, content_type="text/html", charset="utf-8")
        response.force_close()
        return response

    async def _page(self, request: BaseRequest, token: str, key: Key, view: dict[str, Any]) -> StreamResponse:
        from aiohttp import web

        from app.services.player_page import page

        # the view of this moment already in it: a first paint shows it, before the stream's first view
        return web.Response(text=page(_read("player.html"), view, token), content_type="text/html",
                            charset="utf-8")

    async def _json(self, request: BaseRequest, token: str, key: Key, view: dict[str, Any]) -> StreamResponse:
        from aiohttp import web

        return web.json_response({**view, "seq": self.seq})

    async def _picture(self, request: BaseRequest, token: str, key: Key, view: dict[str, Any]) -> StreamResponse:
        """The picture of the handout this page shows now, and no other (``h``: its number)."""
        wanted = request.query.get("h", "")
        found = None
        for shown in view.get("handouts") or [view.get("handout") or {}]:
            if shown.get("picture") and wanted == str(shown.get("id")) and self.pictures is not None:
                found = self.pictures(int(shown["id"]))
        if found is None:
            return _refusal(404, "Not Found")
        data, mime = found
        # kept by the phone's browser, asked again each time (only while this page shows it): the
        # same picture is then answered in a few bytes, not sent again at each reload
        return _kept(request, data, mime, "private, no-cache")

    async def _events(self, request: BaseRequest, token: str, key: Key, view: dict[str, Any]) -> StreamResponse:
        from aiohttp import web

        assert self._server is not None  # requests come only while the server runs
        limits = self._server.guard.limits
        # the page is one of the open pages before anything is awaited: a change the GM makes while
        # the answer is being prepared reaches it, and its first view (read just now) is replaced by
        # that newer one instead of being sent after it
        stream = Latest()
        self._streams[stream] = (token, key)
        stream.put(self._payload(view), self.seq)
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        # retry: a page cut off (a link revoked, sharing stopped) asks again within a second, and
        # learns from the 403 that its link is gone
        head = f"retry: {RETRY_MS}\n"
        try:
            await response.prepare(request)
            while True:
                try:
                    data = await asyncio.wait_for(stream.get(), limits.heartbeat)
                except TimeoutError:
                    # a comment line: finds a vanished phone, keeps routers awake
                    await asyncio.wait_for(response.write(b":\n\n"), limits.write_timeout)
                    continue
                if not data:
                    if stream in self._revoked:  # the page forgets what it showed, at once
                        await asyncio.wait_for(response.write(b"event: revoked\ndata: \n\n"), limits.write_timeout)
                    break
                await asyncio.wait_for(response.write(f"{head}data: {data}\n\n".encode()), limits.write_timeout)
                head = ""
        except TimeoutError:  # the client takes nothing: it goes, its buffers with it
            if request.transport is not None:
                request.transport.abort()
        except ConnectionError:
            pass
        finally:
            self._streams.pop(stream, None)
            self._revoked.discard(stream)
        return response


def _kept(request: BaseRequest, data: bytes, content_type: str, cache: str) -> web.Response:
    """``data`` with the validator a browser keeps it by (its ``ETag``): a browser that has these very
    bytes already (``If-None-Match``) is answered 304 without them."""
    from aiohttp import web

    tag = '"' + hashlib.blake2b(data, digest_size=12).hexdigest() + '"'  # a phone's picture: a tenth of a ms
    headers = {"ETag": tag, "Cache-Control": cache}
    asked = request.headers.get("If-None-Match", "")
    if any(t.strip().removeprefix("W/") in (tag, "*") for t in asked.split(",") if t.strip()):
        return web.Response(status=304, headers=headers)
    return web.Response(body=data, headers={**headers, "Content-Type": content_type})


def _refusal(status: int, text: str, headers: dict[str, str] | None = None) -> web.Response:
    """A refusal closes the connection: without the token no client keeps a slot (share_guard)."""
    from aiohttp import web

    response = web.Response(status=status, text=text, headers=headers)
    response.force_close()
    return response


_files: dict[str, str] = {}


def _read(name: str) -> str:
    if name not in _files:
        _files[name] = (WEB / name).read_text("utf-8")
    return _files[name]
