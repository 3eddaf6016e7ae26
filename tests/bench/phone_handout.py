"""A picture handout on the phones: milliseconds for what a phone asks the share while one is shown.

The campaign: two players with their own links and a photo handout (a 4K photo, kept at 3840×2160
for the projector and 720 pixels wide for the phones) shown on every phone.  Each figure is the
quickest of ``runs`` takes of one request, timed from the client's side on the share's own loop
(the share and the client on one machine: no network in it):

* ``page``: ``GET /?t=…`` (the page with the view written in it, what a phone loads first);
* ``view``: ``GET /view?t=…`` (the view as JSON, as each change builds it for the stream);
* ``picture``: ``GET /handout?t=…&h=…`` (the phone's copy of the picture);
* ``picture_again``: the same asked again by a page that has it (``If-None-Match``: the browser's
  cache; the answer carries no picture when nothing changed);
* ``push``: one change of the GM's reaching two open pages (the views built and queued);
* ``view_build``: the shared view built alone (no HTTP), what every change and every request costs;
* ``picture_bytes`` and ``picture_again_bytes``: what the phone is sent each time (bytes).

Measured (docs/benchmarks.md): a few milliseconds each, on a machine shared with other work; what
cost a phone time was the picture sent again at every load (now 304 and no picture) and, in headless
Chromium, the browser's own start (about half a second) and first tab.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any

from PySide6.QtGui import QColor, QImage

from app.rules.dice import Dice
from app.services.bundle import Services, open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare


def photo(path: Path, width: int = 3840, height: int = 2160) -> Path:
    """A photo-like picture (noisy blocks: JPEG cannot squeeze it to nothing), saved as JPEG."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    rng = random.Random(5)
    for y in range(0, height, 8):
        for x in range(0, width, 8):
            colour = QColor(rng.randrange(256), rng.randrange(256), rng.randrange(256))
            for dy in range(8):
                for dx in range(0, 8, 4):
                    image.setPixelColor(x + dx, y + dy, colour)
    assert image.save(str(path), None, 92)  # JPEG, by the name's suffix
    return path


def table(folder: Path) -> tuple[Services, dict[str, int]]:
    from ui.pictures import read_picture_bytes

    path = folder / "handout.deadwatch"
    create_campaign(str(path), "Handouts", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    ids = {}
    for name in ("Ana", "Ben"):
        ids[name] = int(services.campaign.execute(CreateCharacter(name, "pc")).changes[0]["id"])
        assert services.player_links.issue(ids[name])
    assert services.handouts.add_picture(photo(folder / "mall.jpg"), read_picture_bytes, "The mall")
    handout = services.handouts.handouts()[0]
    ids["handout"] = int(handout.id or 0)
    assert services.handouts.show(ids["handout"], "phones")
    return services, ids


async def _timed(runs: int, ask: Any) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        await ask()
        best = min(best, time.perf_counter() - start)
    return best * 1000


async def _measure(services: Services, ids: dict[str, int], runs: int) -> dict[str, float]:
    import aiohttp

    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                        pictures=services.handouts.phone_picture)
    await share.start("127.0.0.1", 0)
    token = services.player_links.links()[ids["Ana"]]
    base = f"http://127.0.0.1:{share.port}"
    out: dict[str, float] = {}
    try:
        async with aiohttp.ClientSession() as client:
            async def fetch(path: str, headers: dict[str, str] | None = None) -> aiohttp.ClientResponse:
                async with client.get(base + path, headers=headers) as response:
                    await response.read()
                    assert response.status in (200, 304), (path, response.status)
                    return response

            out["page"] = await _timed(runs, lambda: fetch(f"/?t={token}"))
            out["view"] = await _timed(runs, lambda: fetch(f"/view?t={token}"))
            picture = f"/handout?t={token}&h={ids['handout']}"
            out["picture"] = await _timed(runs, lambda: fetch(picture))
            async with client.get(base + picture) as first:
                out["picture_bytes"] = float(len(await first.read()))
                tag = first.headers.get("ETag")
            again = {"If-None-Match": tag} if tag else {}
            out["picture_again"] = await _timed(runs, lambda: fetch(picture, again))
            async with client.get(base + picture, headers=again) as second:
                out["picture_again_bytes"] = float(len(await second.read()))

            async def build() -> None:
                shared_view(services)

            out["view_build"] = await _timed(runs, build)
            streams = [client.get(f"{base}/events?t={t}") for t in services.player_links.links().values()]
            opened = [await s.__aenter__() for s in streams]
            try:
                await asyncio.sleep(0.05)

                async def push() -> None:
                    share.push()

                out["push"] = await _timed(runs, push)
            finally:
                for s in opened:
                    s.close()
    finally:
        await share.stop()
    return out


def measure(folder: Path, runs: int = 20) -> dict[str, float]:
    """{figure: milliseconds, or bytes for a ``…_bytes`` one} (see the module)."""
    services, ids = table(folder)
    try:
        return asyncio.run(_measure(services, ids, runs))
    finally:
        services.close()


if __name__ == "__main__":
    import os
    import sys
    import tempfile

    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        for name, value in measure(Path(folder)).items():
            print(f"handout.{name:<20} {value:10.2f} {'B' if name.endswith('bytes') else 'ms'}")
