"""What keeps the players' LAN view from hurting the GM's app: limits, timeouts, headers, tokens.

The share server (:mod:`app.services.player_share`) is reachable by anything on the network the GM
picked, before any token is checked.  This module bounds what such a client can cost:

* **Connections.**  At most :attr:`Limits.per_address` open connections from one address and
  :attr:`Limits.total` in all, well below the process's file-descriptor limit (a quarter of the
  soft ``RLIMIT_NOFILE``, at most 256).  A connection over the limit is aborted the moment it is
  accepted, before a byte of it is read, so it holds a descriptor for one turn of the loop; when
  all are taken, the oldest connection that has not sent a request yet makes room instead.  A
  client without the token gets one answer and the connection closes: only the players' phones
  keep a slot for longer than it takes to answer.
* **Time.**  A client must send a complete request head within :attr:`Limits.header_timeout` of
  connecting (a slow-loris dribbling bytes gains nothing); an idle kept-alive connection, or a
  slow next head on it, is closed :attr:`Limits.idle_timeout` after the last response; a pushed
  update the client does not take within :attr:`Limits.write_timeout` drops that client.
* **Memory.**  Each open page has a :class:`Latest` slot, not a queue: a client that never reads
  holds one view, the newest, however many changes the GM makes (and never an older one after a
  newer: views are numbered).
* **Answers.**  Every response, errors and the parser's own 400 included, carries
  :data:`SECURITY_HEADERS` (``Cache-Control: no-store`` unless the answer set its own: a handout's
  picture, which a phone may keep and ask again for, :mod:`app.services.player_share`); a token
  is compared as ASCII bytes with :func:`hmac.compare_digest` after a strict shape check, so no
  token can make the server fail (:func:`token_ok`).

aiohttp loads only when the GM shares: this module imports it inside :func:`serve`.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import re
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from aiohttp.web import BaseRequest, ServerRunner, StreamResponse

    #: what answers the share server's requests
    Handler = Callable[[BaseRequest], Awaitable[StreamResponse]]

TOTAL_CAP = 256
PER_ADDRESS = 16
BACKLOG = 100

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": CSP,
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
}

_TOKEN = re.compile(r"[A-Za-z0-9_-]{12,128}")
log = logging.getLogger("deadwatch.share")


class _Quiet(logging.LoggerAdapter[logging.Logger]):
    """aiohttp's logger for what it answers itself (a malformed request, a client gone): anyone on
    the network can send junk, so it is one debug line, not an error with a traceback each time."""

    def exception(self, msg: object, *args: object, exc_info: Any = True, **kwargs: Any) -> None:
        reason = exc_info if isinstance(exc_info, BaseException) else sys.exc_info()[1]
        self.debug(f"{msg} (%r)", *args, reason)


def fd_soft_limit() -> int | None:
    """The process's soft limit on open files, or None where there is none to read (Windows)."""
    try:
        import resource
    except ImportError:  # Windows: sockets are handles, not C descriptors
        return None
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return None if soft == resource.RLIM_INFINITY else int(soft)


@dataclass(frozen=True)
class Limits:
    total: int = TOTAL_CAP
    per_address: int = PER_ADDRESS
    header_timeout: float = 10.0
    idle_timeout: float = 15.0
    write_timeout: float = 30.0
    heartbeat: float = 15.0

    @classmethod
    def for_this_process(cls, **overrides: Any) -> Limits:
        """``total`` = min(256, soft RLIMIT_NOFILE // 4) (at least 4); ``per_address`` ≤ total."""
        soft = fd_soft_limit()
        total = TOTAL_CAP if soft is None else max(4, min(TOTAL_CAP, soft // 4))
        values: dict[str, Any] = {"total": total, "per_address": min(PER_ADDRESS, total)}
        values.update(overrides)
        return cls(**values)


def token_ok(given: object, expected: str) -> bool:
    """True only for the exact token; any other value, however malformed, is just False."""
    if not isinstance(given, str) or not _TOKEN.fullmatch(given):
        return False
    return hmac.compare_digest(given.encode("ascii"), expected.encode("ascii"))


def query_token(request: BaseRequest) -> str | None:
    """The one ``t`` of the query string (``T`` too: a phone's keyboard typed "?T="), or None
    (absent, repeated, or undecodable)."""
    try:
        values = [*request.query.getall("t", []), *request.query.getall("T", [])]
    except Exception:  # noqa: BLE001 - a query string that cannot be read carries no token
        return None
    return values[0] if len(values) == 1 else None


class Latest:
    """The newest view for one open page.  ``put`` replaces what the page has not taken yet, but only
    with a newer view: each view comes with the sequence number of the GM's change it follows, and
    a view older than one this page already holds or was sent is dropped, never shown after it."""

    def __init__(self) -> None:
        self._value: str | None = None
        self._seq = -1  # the newest view's number put here (waiting or taken)
        self._closed = False
        self._event = asyncio.Event()

    def qsize(self) -> int:
        return 0 if self._value is None else 1

    @property
    def seq(self) -> int:
        return self._seq

    def put(self, value: str, seq: int) -> bool:
        """Hand the page view number ``seq``; False (and nothing changes) for an older one."""
        if self._closed or seq <= self._seq:
            return False
        self._value, self._seq = value, seq
        self._event.set()
        return True

    def close(self) -> None:
        """The page's stream ends (revoked or stopped): ``get`` answers the empty string."""
        self._value, self._closed = "", True
        self._event.set()

    async def get(self) -> str:
        await self._event.wait()
        value, self._value = self._value or "", None
        if not self._closed:
            self._event.clear()
        return value


class ConnectionGuard:
    """The protocol factory given to ``loop.create_server``: counts, refuses, evicts, times out."""

    def __init__(self, limits: Limits, make_protocol: Callable[[], asyncio.Protocol],
                 loop: asyncio.AbstractEventLoop) -> None:
        self.limits = limits
        self.loop = loop
        self._make_protocol = make_protocol
        self.by_address: dict[str, int] = {}
        self.open = 0
        self.refused = 0
        self.evicted = 0
        self.timed_out = 0
        self._silent: dict[_Guarded, None] = {}  # admitted, no request head yet; oldest first

    def __call__(self) -> asyncio.Protocol:
        return _Guarded(self)

    @property
    def turned_away(self) -> int:
        """Connections refused, made to give their slot up, or dropped for being too slow."""
        return self.refused + self.evicted + self.timed_out

    def admit(self, connection: _Guarded, address: str) -> bool:
        """Room for one more from ``address``?  When every slot is taken, the oldest connection
        that has not sent a request yet gives its slot up: a flood of idle connections cannot
        keep out a phone that asks at once, and a page already open is never the one to go."""
        if self.by_address.get(address, 0) >= self.limits.per_address:
            self.refused += 1
            return False
        if self.open >= self.limits.total:
            if not self._silent:
                self.refused += 1
                return False
            self.evicted += 1
            next(iter(self._silent)).drop()
        self.open += 1
        self.by_address[address] = self.by_address.get(address, 0) + 1
        self._silent[connection] = None
        return True

    def spoke(self, connection: _Guarded) -> None:
        self._silent.pop(connection, None)

    def release(self, connection: _Guarded, address: str) -> None:
        self._silent.pop(connection, None)
        self.open -= 1
        left = self.by_address.pop(address) - 1
        if left:
            self.by_address[address] = left


class _Guarded(asyncio.Protocol):
    """One connection: admitted or aborted on arrival; aiohttp's protocol inside once admitted."""

    def __init__(self, guard: ConnectionGuard) -> None:
        self._guard = guard
        self._inner: asyncio.Protocol | None = None
        self._address: str | None = None
        self._transport: Any = None
        self._timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self._guard.admit(self, address):
            # before reading anything: the descriptor goes on the next loop turn (a stream server's
            # transport is an asyncio.Transport, which has abort; its declared BaseTransport has not)
            cast(asyncio.Transport, transport).abort()
            return
        self._address, self._transport = address, transport
        self._timer = self._guard.loop.call_later(self._guard.limits.header_timeout, self._too_slow)
        self._inner = self._guard._make_protocol()
        self._inner.connection_made(transport)

    def head_received(self) -> None:
        """A complete request head arrived: the header timer stops (aiohttp's idle timer goes on)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._guard.spoke(self)

    def _too_slow(self) -> None:
        self._timer = None
        self._guard.timed_out += 1
        self.drop()

    def drop(self) -> None:
        """Close at once and give the slot back now (aiohttp hears of it on the next loop turn)."""
        self.head_received()
        if self._address is not None:
            self._guard.release(self, self._address)
            self._address = None
        if self._transport is not None:
            self._transport.abort()

    def data_received(self, data: bytes) -> None:
        if self._inner is not None:
            self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received() if self._inner is not None else None

    def pause_writing(self) -> None:
        if self._inner is not None:
            self._inner.pause_writing()

    def resume_writing(self) -> None:
        if self._inner is not None:
            self._inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        self.head_received()
        if self._address is not None:
            self._guard.release(self, self._address)
            self._address = None
        self._transport = None
        if self._inner is not None:
            self._inner.connection_lost(exc)
            self._inner = None


@cache
def _request_class() -> type:
    from aiohttp.web_request import BaseRequest

    class GuardedRequest(BaseRequest):
        # aiohttp calls this hook while preparing every response it sends on this server, the
        # parser's own 400 and the 500 it makes of an exception included: one place for the headers.
        async def _prepare_hook(self, response: Any) -> None:
            own = response.headers.get("Cache-Control")  # a handout's picture, kept and asked again
            response.headers.update(SECURITY_HEADERS)
            if own is not None:
                response.headers["Cache-Control"] = own
            await super()._prepare_hook(response)

    return GuardedRequest


class GuardedServer:
    """A running share server: ``port``, the ``guard`` (its counters) and ``close``."""

    def __init__(self, runner: ServerRunner, server: asyncio.AbstractServer, guard: ConnectionGuard) -> None:
        self._runner, self._server, self.guard = runner, server, guard
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1]) if sockets else 0

    async def close(self) -> None:
        self._server.close()  # stop accepting
        await self._runner.cleanup()  # closes every connection aiohttp holds
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._server.wait_closed(), 5)


async def serve(handler: Handler, host: str, port: int, limits: Limits) -> GuardedServer:
    """Serve ``handler`` (aiohttp's low-level server) on ``host``:``port`` behind the guard."""
    from aiohttp import web

    request_class = _request_class()
    loop = asyncio.get_running_loop()

    def make_request(message: Any, payload: Any, protocol: Any, writer: Any, task: Any) -> Any:
        return request_class(message, payload, protocol, writer, task, loop)

    async def guarded(request: BaseRequest) -> StreamResponse:
        transport = request.transport
        protocol = transport.get_protocol() if transport is not None else None
        if isinstance(protocol, _Guarded):
            protocol.head_received()
        try:
            return await handler(request)
        except (asyncio.CancelledError, ConnectionError, web.HTTPException):
            raise
        except Exception:  # a fault of ours: in the log in full, to the client only its status
            log.exception("The player view failed on %s", request.path)
            return web.Response(status=500, text="Internal Server Error")

    server = web.Server(guarded, request_factory=make_request, access_log=None, keepalive_timeout=limits.idle_timeout,
                        logger=_Quiet(logging.getLogger("aiohttp.server"), {}),
                        max_line_size=4096, max_field_size=4096, max_headers=32)
    runner = web.ServerRunner(server, shutdown_timeout=5.0)
    await runner.setup()
    guard = ConnectionGuard(limits, server, loop)
    # backlog: how many connections the loop accepts in one turn, so also the most that can be
    # open for a moment beyond ``total`` while those over it are being aborted
    try:
        listening = await loop.create_server(guard, host, port, backlog=BACKLOG)
    except OSError:  # the port is taken, the address gone: nothing is left behind
        await runner.cleanup()
        raise
    return GuardedServer(runner, listening, guard)
