"""No write lands on an open campaign, and no file picked by the GM is read behind SQLite's back.

Every output Deadwatch writes (a copy, an export, a party file) and every file it reads that the GM
picked (a characters file, a session log) is first checked here: a path that is a campaign open in
this process or in any other (:mod:`app.store.campaign_lock`), or one of its -wal, -shm, -mark or
-lock files, is refused before it is opened (reading it through a descriptor of Deadwatch's own would
release SQLite's locks on the campaign when closed).  So is the -wal (or any such file) of a campaign
no one has open: after a crash it holds the campaign's last actions.  An output path that holds
another Deadwatch campaign is refused too: an export never replaces a campaign.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.store import campaign_lock
from app.store.errors import CampaignFileError
from app.store.sqlite_file import SIDE_FILES, is_part_of_open_campaign, read_mode, resolved


def _campaigns_of(path: Path) -> list[Path]:
    """The campaign files ``path`` may belong to: itself, and the file it is the -wal (…) of."""
    found = [path]
    for suffix in SIDE_FILES:
        if path.name.endswith(suffix) and len(path.name) > len(suffix):
            found.append(path.with_name(path.name[: -len(suffix)]))
    return found


def refuse_open_campaign(target: Path | str) -> None:
    """Raise CampaignFileError(OPEN_CAMPAIGN) when ``target`` is part of a campaign open in any
    process, or one of the files beside a campaign file (its -wal, -shm, -mark, -lock)."""
    campaign = is_part_of_open_campaign(target)
    if campaign is not None:
        raise CampaignFileError(CampaignFileError.OPEN_CAMPAIGN, str(target), str(campaign))
    path = resolved(target)
    for candidate in _campaigns_of(path):
        if campaign_lock.held(candidate):
            raise CampaignFileError(CampaignFileError.OPEN_CAMPAIGN, str(target), str(candidate))
        if candidate != path and holds_a_campaign(candidate):
            raise CampaignFileError(CampaignFileError.OPEN_CAMPAIGN, str(target), str(candidate))


def holds_a_campaign(target: Path | str) -> bool:
    """Whether ``target`` is a SQLite file with a Deadwatch campaign in it (read through SQLite,
    leaving nothing beside it)."""
    path = resolved(target)
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return False
    except OSError:
        return False
    try:
        con = sqlite3.connect(f"{path.as_uri()}?{read_mode(path)}", uri=True)
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
