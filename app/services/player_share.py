"""The players' view in their browsers: a read-only page on the local network (Session → Share).

Off until the GM switches it on.  The server runs on the application's asyncio loop (qasync) with
aiohttp, bound to the interface the GM picks, at an address holding a random token:

* ``GET /?t=TOKEN`` — the page (self-contained: no network resources);
* ``GET /view?t=TOKEN`` — the current view as JSON;
* ``GET /events?t=TOKEN`` — the view pushed as server-sent events whenever it changes.

A wrong or revoked token gets 403 and nothing else.  What is served is only ever what
:func:`app.services.player_view.build_view` returns: the revealed fields.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

PAGE = Path(__file__).resolve().parents[2] / "resources" / "web" / "player.html"


class PlayerShare:
    """One sharing session: start, push changes, revoke the token, stop."""

    def __init__(self, view: Callable[[], dict[str, Any]]) -> None:
        self._view = view
        self.token = secrets.token_urlsafe(16)
        self._runner: Any = None
        self._queues: set[asyncio.Queue[str]] = set()
        self.host = ""
        self.port = 0

    @property
    def running(self) -> bool:
        return self._runner is not None

    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/?t={self.token}"

    def _allowed(self, request: Any) -> bool:
        return secrets.compare_digest(request.query.get("t", ""), self.token)

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> str:
        """Serve on ``host`` (the interface the GM picked); returns the address to share."""
        from aiohttp import web  # the web server loads only when the GM shares

        app = web.Application()
        app.router.add_get("/", self._page)
        app.router.add_get("/view", self._json)
        app.router.add_get("/events", self._events)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        sockets = site._server.sockets if site._server else []  # type: ignore[union-attr]
        self.host = host
        self.port = int(sockets[0].getsockname()[1]) if sockets else port
        return self.url()

    async def stop(self) -> None:
        self._close_streams()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def revoke(self) -> str:
        """A new token: the old address stops working, open pages are cut off."""
        self.token = secrets.token_urlsafe(16)
        self._close_streams()
        return self.url()

    def push(self) -> None:
        """Send the current view to every open page (call on every change signal)."""
        if not self._queues:
            return
        data = json.dumps(self._view(), ensure_ascii=False)
        for queue in list(self._queues):
            queue.put_nowait(data)

    def _close_streams(self) -> None:
        for queue in list(self._queues):
            queue.put_nowait("")
        self._queues.clear()

    # ------------------------------------------------------------------ handlers
    async def _page(self, request: Any) -> Any:
        from aiohttp import web

        if not self._allowed(request):
            raise web.HTTPForbidden(text="Forbidden")
        return web.Response(text=PAGE.read_text("utf-8"), content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store", "Content-Security-Policy": _CSP})

    async def _json(self, request: Any) -> Any:
        from aiohttp import web

        if not self._allowed(request):
            raise web.HTTPForbidden(text="Forbidden")
        return web.json_response(self._view(), headers={"Cache-Control": "no-store"})

    async def _events(self, request: Any) -> Any:
        from aiohttp import web

        if not self._allowed(request):
            raise web.HTTPForbidden(text="Forbidden")
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"})
        await response.prepare(request)
        queue: asyncio.Queue[str] = asyncio.Queue()
        self._queues.add(queue)
        await response.write(f"data: {json.dumps(self._view(), ensure_ascii=False)}\n\n".encode())
        try:
            while True:
                data = await queue.get()
                if not data:
                    break
                await response.write(f"data: {data}\n\n".encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._queues.discard(queue)
        return response


_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'"
