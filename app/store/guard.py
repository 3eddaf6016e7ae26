"""No write lands on an open campaign, and no file picked by the GM is read behind SQLite's back.

Every output Deadwatch writes (a copy, an export, a party file) and every file it reads that the GM
picked (a characters file, a session log) is first checked here: a path that is a campaign this
process has open, or its -wal or -shm, is refused before it is opened (reading it through a
descriptor of Deadwatch's own would release SQLite's locks on the campaign when closed).  An output
path that holds another Deadwatch campaign is refused too: an export never replaces a campaign.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.store.errors import CampaignFileError
from app.store.sqlite_file import is_part_of_open_campaign, resolved


def refuse_open_campaign(target: Path | str) -> None:
    """Raise CampaignFileError(OPEN_CAMPAIGN) when ``target`` is part of a campaign open here."""
    campaign = is_part_of_open_campaign(target)
    if campaign is not None:
        raise CampaignFileError(CampaignFileError.OPEN_CAMPAIGN, str(target), str(campaign))


def holds_a_campaign(target: Path | str) -> bool:
    """Whether ``target`` is a SQLite file with a Deadwatch campaign in it (read through SQLite)."""
    path = resolved(target)
    if not path.is_file() or path.stat().st_size == 0:
        return False
    try:
        con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.Error:
        return False
    finally:
        con.close()
    return {"campaign", "alembic_version"} <= names


def refuse_output(target: Path | str) -> None:
    """Before writing ``target``: refuse an open campaign's files and any other campaign file."""
    refuse_open_campaign(target)
    if holds_a_campaign(target):
        raise CampaignFileError(CampaignFileError.OPEN_CAMPAIGN, str(target), str(target))
