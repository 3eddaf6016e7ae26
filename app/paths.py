"""Where Deadwatch's data folders are: ``resources/``, ``i18n/`` and the store's migrations.

From a source checkout (or an editable install) they sit beside the ``app`` and ``ui`` packages.
In a bundle built by PyInstaller they are unpacked under ``sys._MEIPASS`` with the same layout, so
every folder is found as ``base_dir() / <the same relative path>``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder that holds ``resources/``, ``i18n/`` and ``app/store/migrations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[1]


def resource_dir(*parts: str) -> Path:
    """A folder or file under ``resources/``, e.g. ``resource_dir("icons", "deadwatch.svg")``."""
    return base_dir().joinpath("resources", *parts)
