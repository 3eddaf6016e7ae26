"""PySide6's import hook without the source reads: 0.1–0.2 s and 22 MiB off every start.

Once PySide6 is imported, every module imported after it is asked whether it uses PySide6 (for
``from __feature__ import snake_case``): PySide6 reads the module's whole source through
``inspect.getsource``, which tokenizes it and keeps its lines in ``linecache`` for the rest of the
program.  SQLAlchemy, pydantic and the services are some 550 modules: reading them took about
100–200 ms of the start and their lines 22 MiB.  :func:`install` makes the same check (does the
source name ``PySide6``?) on the file's bytes, keeping nothing.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def uses_pyside(module: ModuleType) -> bool:
    """Whether ``module``'s source names PySide6 (False without a source file, as PySide6's own check)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def install() -> bool:
    """Put :func:`uses_pyside` in place of PySide6's check; False where PySide6 has none (another version)."""
    try:
        feature = importlib.import_module("PySide6.support.feature")
    except ImportError:
        return False
    if not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (looked up by name at each import)
    return True
