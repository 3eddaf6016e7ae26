"""Campaign files: where they live, making a new one, saving a copy."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from sqlmodel import Session, SQLModel, select

from app.rules import get_ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.command import CommandError
from app.store.consoles import lock_for_write
from app.store.database import OpenedStore, open_store
from app.store.guard import refuse_open_campaign
from app.store.models import Campaign, LogEvent
from app.store.sqlite_file import backup_to, campaign_parts
from app.store.tables import TABLES

SUFFIX = ".deadwatch"


def data_dir() -> Path:
    """The user's Deadwatch data folder (created on first use)."""
    path = Path(user_data_dir("Deadwatch", "Deadwatch"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def campaigns_dir() -> Path:
    path = data_dir() / "campaigns"
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_path(name: str) -> Path:
    slug = re.sub(r"[^\w\-]+", "-", name.strip(), flags=re.UNICODE).strip("-").lower() or "campaign"
    path = campaigns_dir() / f"{slug}{SUFFIX}"
    n = 2
    while path.exists():
        path = campaigns_dir() / f"{slug}-{n}{SUFFIX}"
        n += 1
    return path


def has_campaign(store: OpenedStore) -> bool:
    with Session(store.engine) as s:
        return s.exec(select(Campaign)).first() is not None


def create_campaign(
    target: str,
    name: str,
    ruleset: str,
    preset: str | None = None,
    options: Mapping[str, Any] | None = None,
    existing_ok: bool = False,
) -> OpenedStore:
    """Make a new campaign at ``target`` (a path or URL that holds no campaign yet).

    The campaign row is made in one transaction that holds the campaign's write lock before it
    looks for one (SQLite: ``BEGIN IMMEDIATE``; PostgreSQL: the consoles' advisory lock), as the
    schema was (:func:`app.store.database.open_store`): two consoles making it at the same moment
    make one.  The second is refused ("There is a campaign there already"), or with ``existing_ok``
    opens the one the first made."""
    if not name.strip():
        raise CommandError(QT_TRANSLATE_NOOP("log", "A campaign needs a name."))
    rules = get_ruleset(ruleset, preset, options)  # validates the id, preset and options
    store = open_store(target)
    try:
        with Session(store.engine.execution_options(immediate=True)) as s:
            lock_for_write(s)
            if s.exec(select(Campaign)).first() is not None:
                if existing_ok:
                    return store
                raise CommandError(QT_TRANSLATE_NOOP("log", "There is a campaign there already."))
            s.add(Campaign(name=name.strip(), ruleset=rules.id, preset=rules.preset, options=dict(rules.options)))
            s.commit()
    except BaseException:
        store.engine.dispose()
        raise
    return store


def save_copy(store: OpenedStore, target: Path) -> Path:
    """Copy the whole campaign into a new SQLite file at ``target``.

    Refused (CampaignFileError, nothing written) when ``target`` is a campaign open in this process
    or one of its -wal/-shm files.  A campaign file is copied with SQLite's backup API (what its
    -wal holds is in the copy, and no descriptor of Deadwatch's own touches the open file); a
    campaign on a database server, row by row.  Either way the copy is written beside ``target``
    and renamed over it at the end, so a failure leaves ``target`` as it was.
    """
    refuse_open_campaign(target)
    if store.path is not None:
        with store.engine.connect() as conn:
            raw = conn.connection.driver_connection
            assert isinstance(raw, sqlite3.Connection)
            return backup_to(raw, target)
    partial = target.with_name(f".{target.name}.part")
    for part in campaign_parts(partial):
        part.unlink(missing_ok=True)
    try:
        copy = open_store(str(partial))
        try:
            with Session(store.engine) as src, Session(copy.engine) as dst:
                models: list[type[SQLModel]] = [*TABLES.values(), LogEvent]
                for model in models:
                    for row in src.exec(select(model)):
                        dst.merge(model.model_validate(row.model_dump()))
                    dst.flush()
                dst.commit()
        finally:
            copy.engine.dispose()
        for part in campaign_parts(partial):
            if part != partial:
                part.unlink(missing_ok=True)
        partial.replace(target)
    except BaseException:
        for part in campaign_parts(partial):  # a full disk leaves no half copy behind
            part.unlink(missing_ok=True)
        raise
    return target
