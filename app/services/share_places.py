"""Where each campaign is shared from on this computer: its address, its port, its shared token.

A phone's link is ``http://ADDRESS:PORT/?t=TOKEN``.  So that a link given tonight still works next
week, the share keeps, per campaign (by the campaign's file or database URL) and on this computer
only, the network address and port it last served on and the *generation* of its shared token:
the token itself is derived from that generation and this computer's key
(:func:`app.services.link_keys.shared_token`), so no token is written anywhere.  A new address
(the GM revoking the old one) is the next generation.

The places live in ``share-places.json`` beside the key in Deadwatch's data folder; a file that
cannot be read or written is a share without memory (the links change at the next start, as a
new computer's would), never a failure.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from app.rules.records import record
from app.services.link_keys import EARLIER_ALPHABET, key_path, local_key, shared_token

FILE_NAME = "share-places.json"


@record(frozen=True)
class Place:
    """What is kept for one campaign: the address and port last served on, the token's generation,
    and whether it was being shared when Deadwatch closed (``shared``: shared again on opening)."""

    host: str = ""
    port: int = 0
    generation: int = 0
    shared: bool = False


def place_of(url: str, path: Path | None) -> str:
    """The campaign's place: its file (resolved) or its database URL without the password."""
    if path is not None:
        return str(path.expanduser().resolve())
    from sqlalchemy.engine import make_url

    with contextlib.suppress(Exception):
        return make_url(url).render_as_string(hide_password=True)
    return url


class SharePlaces:
    """The kept places, read from and written to ``path`` (default: beside this computer's key)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or key_path().with_name(FILE_NAME)

    @staticmethod
    def _id(place: str) -> str:
        return hashlib.sha256(place.encode()).hexdigest()[:32]  # no campaign's path in the file

    def _read(self) -> dict[str, Any]:
        with contextlib.suppress(OSError, ValueError):
            found = json.loads(self.path.read_text("utf-8"))
            if isinstance(found, dict):
                return found
        return {}

    def get(self, place: str) -> Place:
        kept = self._read().get(self._id(place))
        if not isinstance(kept, dict):
            return Place()
        host, port, generation = kept.get("host"), kept.get("port"), kept.get("generation")
        return Place(host if isinstance(host, str) else "",
                     port if isinstance(port, int) and 0 < port < 65536 else 0,
                     generation if isinstance(generation, int) and generation >= 0 else 0,
                     kept.get("shared") is True)

    def put(self, place: str, kept: Place) -> None:
        places = self._read()
        places[self._id(place)] = asdict(kept)
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial = self.path.with_name(self.path.name + ".part")
            partial.write_text(json.dumps(places, indent=1), "utf-8")
            partial.replace(self.path)

    def token(self, place: str) -> str:
        """The campaign's shared token on this computer (its current generation)."""
        return shared_token(local_key(), place, self.get(place).generation)

    def earlier(self, place: str) -> str:
        """The same token as Deadwatch wrote it before (:data:`EARLIER_ALPHABET`): a link to the
        shared screen handed out then still opens it."""
        return shared_token(local_key(), place, self.get(place).generation, EARLIER_ALPHABET)

    def served(self, place: str, host: str, port: int) -> None:
        """Sharing started on ``host``:``port``: the next start tries the same again, and opening the
        campaign shares it again there until the GM stops sharing (:meth:`stopped`)."""
        kept = self.get(place)
        self.put(place, Place(host, port, kept.generation, shared=True))

    def stopped(self, place: str) -> None:
        """The GM stopped sharing: opening the campaign next time does not share it."""
        kept = self.get(place)
        if kept.shared:
            self.put(place, replace(kept, shared=False))

    def renew(self, place: str) -> str:
        """A new shared address: the next generation's token (the old one answers 403 from now on)."""
        kept = self.get(place)
        self.put(place, replace(kept, generation=kept.generation + 1))
        return self.token(place)
