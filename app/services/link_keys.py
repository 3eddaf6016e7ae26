"""The players' phone-link tokens: derived from a key kept on this computer, never stored.

The campaign keeps, for each player character with a link, only a random *nonce*
(``Campaign.state["phone_links"]``).  Every action that changes the campaign's state records that
state in its log event (for undo), and a JSON log export carries those records: a token kept there
would go wherever the export goes.  So the token is ``HMAC-SHA256(key, campaign:character:nonce)``
with a key that lives in this computer's Deadwatch data folder (``phone-links.key``, readable by
its owner only): the same links after sharing restarts or Deadwatch does, useless to whoever reads
the campaign file or an export.  On another computer the same campaign shows other links.
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


def link_token(key: bytes, campaign_id: int, character_id: int, nonce: str) -> str:
    """The token of one link: 24 URL-safe characters (what :func:`share_guard.token_ok` accepts)."""
    digest = hmac.new(key, f"{campaign_id}:{character_id}:{nonce}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode("ascii")
