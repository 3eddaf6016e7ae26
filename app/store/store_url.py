"""Database URLs: which targets are URLs, how messages show them, and the engine made on one.

Only ``scheme://…`` with a known dialect is a URL; everything else is a campaign file's path.
"""

from __future__ import annotations

import re

from sqlalchemy.engine import Engine
from sqlmodel import create_engine

from app.store.errors import CampaignFileError

KNOWN_DIALECTS = frozenset({"sqlite", "postgresql", "mysql", "mariadb", "oracle", "mssql"})
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*)://")
#: the Python package each dialect's default driver comes from, for the message when it is missing
DRIVERS = {
    "postgresql": "psycopg",
    "mysql": "mysqlclient",
    "mariadb": "mariadb",
    "oracle": "oracledb",
    "mssql": "pyodbc",
}


def is_url(target: str) -> bool:
    """Only ``scheme://…`` with a known database dialect is a URL; anything else is a file path,
    whatever its characters (``?``, ``#``, ``%``, spaces, Cyrillic, right-to-left)."""
    match = _SCHEME.match(target)
    return match is not None and match.group(1).split("+")[0].lower() in KNOWN_DIALECTS


def shown_url(url: str) -> str:
    """A database URL as messages show it: with its password hidden."""
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # not a URL SQLAlchemy reads: said without its user part
        return url.split("://", 1)[0] + "://…@" + url.rsplit("@", 1)[-1] if "@" in url else url


def url_engine(url: str) -> Engine:
    """An engine on a database URL; a dialect whose driver is missing is said with the package to install."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return create_engine(url, connect_args={"check_same_thread": False})
    if parsed.drivername == "postgresql":  # the README's URL: psycopg 3, not psycopg2
        parsed = parsed.set(drivername="postgresql+psycopg")
    try:
        return create_engine(parsed, pool_pre_ping=True)
    except ModuleNotFoundError as exc:
        package = DRIVERS.get(parsed.get_backend_name(), exc.name or "")
        raise CampaignFileError(CampaignFileError.NO_DRIVER, shown_url(url), package) from exc
