"""The players' phone-link tokens: derived from a key kept on this computer, never stored.

The campaign keeps, for each player character with a link, only a random *nonce*
(``Campaign.state["phone_links"]``).  Every action that changes the campaign's state records that
state in its log event (for undo), and a JSON log export carries those records: a token kept there
would go wherever the export goes.  So the token is ``HMAC-SHA256(key, campaign:character:nonce)``
with a key that lives in this computer's Deadwatch data folder (``phone-links.key``, readable by
its owner only): the same links after sharing restarts or Deadwatch does, useless to whoever reads
the campaign file or an export.  On another computer the same campaign shows other links.

Tokens are typed as well as scanned: 12 characters of :data:`ALPHABET`, which has no look-alikes
(no 0 and o, no 1, l and i).  The shared screen's token is derived the same way from the campaign's
place and a generation kept on this computer (:mod:`app.services.share_places`).
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import os
import secrets
from pathlib import Path

from PySide6.QtCore import QStandardPaths

KEY_NAME = "phone-links.key"
#: where a campaign keeps the phone links it handed out (``Campaign.state``): character id → nonce
LINKS_STATE = "phone_links"
#: the characters of a token: lower-case letters and digits without look-alikes (no 0 o, 1 l i, 2 z,
#: 5 s, 9 g), so a link read off the screen and typed on a phone works
ALPHABET = "23456789abcdefhjkmnpqrtuvwxy"
#: the alphabet of the tokens Deadwatch wrote before (s, z and g among them): still answered, so a
#: link handed out then keeps working
EARLIER_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
#: a token's length: 12 characters of 28 (57 bits), short enough to type
TOKEN_LENGTH = 12
_keys: dict[Path, bytes] = {}


def key_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".deadwatch") / KEY_NAME


def local_key(path: Path | None = None) -> bytes:
    """This computer's key (made on first use; 32 random bytes, hex, owner-only)."""
    path = path or key_path()
    if path in _keys:
        return _keys[path]
    key = b""
    with contextlib.suppress(OSError, ValueError):
        key = bytes.fromhex(path.read_text("ascii").strip())
    if len(key) < 32:
        key = secrets.token_bytes(32)
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as out:
            out.write(key.hex())
    _keys[path] = key
    return key


def new_nonce() -> str:
    return secrets.token_urlsafe(12)


def typed(digest: bytes, length: int = TOKEN_LENGTH, alphabet: str = ALPHABET) -> str:
    """``length`` characters of ``alphabet`` from ``digest`` (about 5 bits each, no look-alikes)."""
    number = int.from_bytes(digest, "big")
    out = []
    for _ in range(length):
        number, index = divmod(number, len(alphabet))
        out.append(alphabet[index])
    return "".join(out)


def link_token(key: bytes, campaign_id: int, character_id: int, nonce: str, alphabet: str = ALPHABET) -> str:
    """The token of one link: :data:`TOKEN_LENGTH` characters of ``alphabet``."""
    digest = hmac.new(key, f"{campaign_id}:{character_id}:{nonce}".encode(), hashlib.sha256).digest()
    return typed(digest, alphabet=alphabet)


def old_link_token(key: bytes, campaign_id: int, character_id: int, nonce: str) -> str:
    """A link as Deadwatch wrote it before (24 URL-safe characters): still answered, so that a phone
    given one keeps working."""
    digest = hmac.new(key, f"{campaign_id}:{character_id}:{nonce}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode("ascii")


def shared_token(key: bytes, place: str, generation: int, alphabet: str = ALPHABET) -> str:
    """The shared screen's token for the campaign at ``place`` (its file or URL): the same at every
    start on this computer until the GM asks for a new address (``generation`` + 1)."""
    digest = hmac.new(key, f"shared:{place}:{generation}".encode(), hashlib.sha256).digest()
    return typed(digest, alphabet=alphabet)


def random_token() -> str:
    return typed(secrets.token_bytes(32))
