"""Files the GM picks in a dialog, read or written without harm to an open campaign.

A file picked to import is read only if it is not a campaign this process has open (reading a
campaign file through a descriptor of Deadwatch's own and closing it would release SQLite's locks on
it): see :mod:`app.store.guard`.  A file picked to write is never an open campaign or another campaign
file.  Either way a refusal is a CommandError with a message, never a traceback.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.store.errors import CampaignFileError
from app.store.guard import refuse_open_campaign, refuse_output

OPEN_CAMPAIGN = QT_TRANSLATE_NOOP(
    "log", "That file is a campaign that is open: it was not read. Pick the file to import."
)
UNREADABLE = QT_TRANSLATE_NOOP("log", "The file cannot be read.")
TOO_LARGE = QT_TRANSLATE_NOOP("log", "The file is larger than 512 MB: it was not read, and nothing was imported.")
IS_A_CAMPAIGN = QT_TRANSLATE_NOOP(
    "log", "That file is a Deadwatch campaign: it is never written over. Choose another file; nothing was written."
)
UNWRITABLE = QT_TRANSLATE_NOOP("log", "The file cannot be written; nothing was written.")


def open_picked(path: str | Path, limit: int | None = None) -> BinaryIO:
    """A file the GM picked to import, opened to be read as it streams in; a file of more than
    ``limit`` bytes is refused before a byte of it is read (a pipe, which says no size, is
    counted by its reader)."""
    if not isinstance(path, str | Path) or not str(path).strip() or "\0" in str(path):
        raise CommandError(UNREADABLE)
    try:
        refuse_open_campaign(path)
    except CampaignFileError as exc:
        raise CommandError(OPEN_CAMPAIGN) from exc
    try:
        fh = open(path, "rb")  # noqa: SIM115 - the caller closes it
    except OSError as exc:
        raise CommandError(UNREADABLE) from exc
    try:
        too_large = limit is not None and os.fstat(fh.fileno()).st_size > limit
    except OSError as exc:
        fh.close()
        raise CommandError(UNREADABLE) from exc
    if too_large:
        fh.close()
        raise CommandError(TOO_LARGE)
    return fh


def read_picked(path: str | Path, limit: int | None = None) -> bytes:
    """The bytes of a file the GM picked to import; a file of more than ``limit`` bytes is refused
    before a byte of it is read (an import never holds more than ``limit`` of a file in memory)."""
    with open_picked(path, limit) as fh:
        try:
            return fh.read(-1 if limit is None else limit + 1)  # a pipe says no size: read up to the limit
        except OSError as exc:
            raise CommandError(UNREADABLE) from exc


def check_output(path: str | Path) -> None:
    """Before writing a file the GM picked: never an open campaign, its -wal or -shm, or a campaign."""
    if not isinstance(path, str | Path) or not str(path).strip() or "\0" in str(path):
        raise CommandError(UNWRITABLE)
    try:
        refuse_output(path)
    except CampaignFileError as exc:
        raise CommandError(IS_A_CAMPAIGN) from exc
