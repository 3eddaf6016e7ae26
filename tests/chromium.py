"""Headless Chromium for the tests, driven through the DevTools protocol over aiohttp's websocket.

    async with Browser.launch(tmp_path) as browser:
        page = await browser.open("http://127.0.0.1:8765/?t=...")
        assert await page.wait_for("document.title", lambda v: "Deadwatch" in v)
        png = await page.screenshot()

Everything runs on the test's own asyncio loop, so the share server it tests answers the browser
from that same loop.  No network but 127.0.0.1: the flags turn off every background request.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--no-default-browser-check",
         "--mute-audio", "--hide-scrollbars")
WIDTH, HEIGHT = 360, 800


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Page:
    """One tab: evaluate script in it, wait for a condition, take a screenshot."""

    def __init__(self, socket: Any) -> None:
        self._socket = socket
        self._next = 0

    async def send(self, method: str, timeout: float = 30, **params: Any) -> dict[str, Any]:
        self._next += 1
        ask = self._next
        await self._socket.send_str(json.dumps({"id": ask, "method": method, "params": params}))
        while True:
            message = json.loads((await asyncio.wait_for(self._socket.receive(), timeout)).data)
            if message.get("id") == ask:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    async def evaluate(self, expression: str) -> Any:
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def wait_for(self, expression: str, ok: Callable[[Any], bool], within: float = 10.0,
                       every: float = 0.02) -> float:
        """Seconds until ``ok(value of expression)``; AssertionError with the last value after ``within``."""
        start = time.monotonic()
        value = None
        while time.monotonic() - start < within:
            try:
                value = await self.evaluate(expression)
            except RuntimeError as exc:  # the page is still loading: no such element yet
                value = exc
            if not isinstance(value, Exception) and ok(value):
                return time.monotonic() - start
            await asyncio.sleep(every)
        raise AssertionError(f"{expression} is still {value!r} after {within} s")

    async def screenshot(self, path: Path) -> bytes:
        """A PNG of the tab.  Headless Chromium draws no frame for a tab behind another one (a second
        player's page opened after it), and a capture then waits for one: the tab is brought to the
        front first, and a capture that still gets no frame is asked again."""
        await self.send("Page.bringToFront")
        for attempt in range(3):
            try:
                shot = await self.send("Page.captureScreenshot", timeout=10, format="png")
                break
            except TimeoutError:
                if attempt == 2:
                    raise
                await self.send("Page.bringToFront")
        data = base64.b64decode(shot["data"])
        path.write_bytes(data)
        return data


class Browser:
    def __init__(self, process: asyncio.subprocess.Process, port: int) -> None:
        self.process = process
        self.port = port
        self._client: Any = None
        self._sockets: list[Any] = []

    @classmethod
    @contextlib.asynccontextmanager
    async def launch(cls, profile: Path):  # noqa: ANN206
        import aiohttp

        binary = chromium()
        assert binary is not None
        process = await asyncio.create_subprocess_exec(
            binary, *FLAGS, f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}",
            "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "about:blank",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        browser = None
        try:
            port = await cls._devtools_port(process)
            browser = cls(process, port)
            browser._client = aiohttp.ClientSession()
            yield browser
        finally:
            if browser is not None:
                for socket in browser._sockets:
                    await socket.close()
                if browser._client is not None:
                    await browser._client.close()
            if process.returncode is None:
                process.terminate()
                try:
                    await asyncio.wait_for(process.wait(), 10)
                except TimeoutError:
                    process.kill()
                    await process.wait()

    @staticmethod
    async def _devtools_port(process: asyncio.subprocess.Process) -> int:
        assert process.stderr is not None
        seen = []
        while True:
            line = (await asyncio.wait_for(process.stderr.readline(), 60)).decode(errors="replace")
            if not line:
                raise RuntimeError("Chromium ended before it listened:\n" + "".join(seen[-20:]))
            seen.append(line)
            found = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
            if found:
                asyncio.get_running_loop().create_task(_drain(process.stderr))
                return int(found.group(1))

    async def open(self, url: str, width: int = WIDTH, height: int = HEIGHT) -> Page:
        """A new tab at ``url``, laid out as a phone ``width`` CSS pixels wide."""
        async with self._client.put(f"http://127.0.0.1:{self.port}/json/new?about:blank") as r:
            target = await r.json()
        socket = await self._client.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0)
        self._sockets.append(socket)
        page = Page(socket)
        await page.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                        deviceScaleFactor=1, mobile=True)
        await page.send("Page.enable")
        await page.send("Page.navigate", url=url)
        return page


async def _drain(stream: asyncio.StreamReader) -> None:
    """Chromium's own chatter, read and dropped so that its pipe never fills."""
    while await stream.readline():
        pass
