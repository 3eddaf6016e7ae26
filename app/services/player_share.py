"""The players' view in their browsers: a read-only page on the local network (Session → Share).

Off until the GM switches it on.  The server runs on the application's asyncio loop (qasync) with
aiohttp, bound to the interface the GM picks, at an address holding a random token:

* ``GET /?t=TOKEN`` — the page (its script and style are ``player.js`` and ``player.css``, served
  from here: no other network resource, no inline code, so a strict Content-Security-Policy holds);
* ``GET /view?t=TOKEN`` — the current view as JSON;
* ``GET /events?t=TOKEN`` — the view pushed as server-sent events whenever it changes.

A wrong, revoked or malformed token gets 403 and nothing else.  What is served is only ever what
:func:`app.services.player_view.build_view` returns: the revealed fields.  What a hostile client on
the network can cost the GM's app is bounded in :mod:`app.services.share_guard`.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.services.share_guard import Latest, Limits, query_token, token_ok

WEB = Path(__file__).resolve().parents[2] / "resources" / "web"
PAGE = WEB / "player.html"
ASSETS = {"/player.js": ("player.js", "text/javascript"), "/player.css": ("player.css", "text/css")}


class PlayerShare:
    """One sharing session: start, push changes, revoke the token, stop."""

    def __init__(self, view: Callable[[], dict[str, Any]], limits: Limits | None = None) -> None:
        self._view = view
        self.token = secrets.token_urlsafe(16)
        self.limits = limits
        self._server: Any = None
        self._streams: set[Latest] = set()
        self.host = ""
        self.port = 0

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def guard(self) -> Any:
        """The running server's connection guard (its counters), or None."""
        return self._server.guard if self._server is not None else None

    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/?t={self.token}"

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> str:
        """Serve on ``host`` (the interface the GM picked); returns the address to share."""
        from app.services.share_guard import serve

        limits = self.limits or Limits.for_this_process()
        self._server = await serve(self._route, host, port, limits)
        self.host = host
        self.port = self._server.port or port
        return self.url()

    async def stop(self) -> None:
        self._close_streams()
        if self._server is not None:
            server, self._server = self._server, None
            await server.close()

    def revoke(self) -> str:
        """A new token: the old address stops working, open pages are cut off."""
        self.token = secrets.token_urlsafe(16)
        self._close_streams()
        return self.url()

    def push(self) -> None:
        """Send the current view to every open page (call on every change signal).  A page that
        has not taken the last one yet gets this one instead: never more than one view waits."""
        if not self._streams:
            return
        data = json.dumps(self._view(), ensure_ascii=False)
        for stream in list(self._streams):
            stream.put(data)

    def waiting(self) -> list[int]:
        """How many views wait for each open page (0 or 1)."""
        return [stream.qsize() for stream in self._streams]

    def _close_streams(self) -> None:
        for stream in list(self._streams):
            stream.close()
        self._streams.clear()

    # ------------------------------------------------------------------ handlers
    async def _route(self, request: Any) -> Any:
        from aiohttp import web

        if request.method != "GET":
            return _refusal(405, "Method Not Allowed", {"Allow": "GET"})
        if request.path in ASSETS:  # no secret in them, so no token; nor a kept-alive connection
            name, content_type = ASSETS[request.path]
            response = web.Response(text=_read(name), content_type=content_type, charset="utf-8")
            response.force_close()
            return response
        handler = {"/": self._page, "/view": self._json, "/events": self._events}.get(request.path)
        if handler is None:
            return _refusal(404, "Not Found")
        if not token_ok(query_token(request), self.token):
            return _refusal(403, "Forbidden")
        return await handler(request)

    async def _page(self, request: Any) -> Any:
        from aiohttp import web

        return web.Response(text=_read("player.html"), content_type="text/html", charset="utf-8")

    async def _json(self, request: Any) -> Any:
        from aiohttp import web

        return web.json_response(self._view())

    async def _events(self, request: Any) -> Any:
        from aiohttp import web

        limits = self._server.guard.limits
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        stream = Latest()
        self._streams.add(stream)
        message = f"data: {json.dumps(self._view(), ensure_ascii=False)}\n\n"
        try:
            while True:
                await asyncio.wait_for(response.write(message.encode()), limits.write_timeout)
                try:
                    data = await asyncio.wait_for(stream.get(), limits.heartbeat)
                except TimeoutError:
                    message = ":\n\n"  # a comment line: finds a vanished phone, keeps routers awake
                    continue
                if not data:
                    break
                message = f"data: {data}\n\n"
        except TimeoutError:  # the client takes nothing: it goes, its buffers with it
            if request.transport is not None:
                request.transport.abort()
        except ConnectionError:
            pass
        finally:
            self._streams.discard(stream)
        return response


def _refusal(status: int, text: str, headers: dict[str, str] | None = None) -> Any:
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
