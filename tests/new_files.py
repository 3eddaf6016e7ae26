"""The test process makes thousands of new campaign files, each through every schema migration
(a tenth of a second each, a tenth of the README's test run).  Here a new campaign file starts as a
copy of the empty schema the process made once by the migrations: what ``open_store`` would have
made, less the time.  Only :func:`app.services.files.create_campaign`'s files (and the copies it
writes) take the shortcut; the store's own tests open their files as a GM's console does, through
the migrations, and a test that refuses a new file (a read-only folder, a full disk) gets what the
migrations would have met: a copy that fails falls back to them.

The subprocesses of the tests (other consoles, crashes) do not load this: they make their files as
the program does."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

_TEMPLATE: list[Path | None] = []  # made (or found unusable) once a process


def _template(original: Any) -> Path | None:
    """The empty schema at the head revision, made once by the migrations (None if it could not be
    made whole: its -wal not folded back into it)."""
    if _TEMPLATE:
        return _TEMPLATE[0]
    folder = Path(tempfile.mkdtemp(prefix="deadwatch-schema-"))
    path = folder / "schema.deadwatch"
    original(str(path)).engine.dispose()
    wal = folder / (path.name + "-wal")
    _TEMPLATE.append(None if wal.exists() and wal.stat().st_size else path)  # not tried again
    return _TEMPLATE[0]


def install() -> None:
    """New campaign files in the test process start from the schema's template."""
    from app.services import files
    from app.store import database
    from app.store.database import is_url

    original = files.open_store

    def open_store(target: str, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs or is_url(target) or os.path.lexists(target):
            return original(target, *args, **kwargs)
        template = _template(original)
        path = Path(target).expanduser()
        if template is not None and path.parent.is_dir():
            # copied beside it, then linked into place: a console making the same file at the same
            # moment finds no file or the whole one, never one half copied
            part = path.with_name(f".{path.name}.schema-{os.getpid()}-{threading.get_ident()}")
            try:
                shutil.copyfile(template, part)
                os.link(part, path)
                if not database._writable(path):  # noqa: SLF001 - a file the store would open read-only (a
                    path.unlink()  # test's stand-in for `chattr +i`): made new, as the migrations make it
            except OSError:  # a folder or a disk that refuses it (the migrations meet the same), or
                pass  # the file made by another at the same moment: opened as it is
            finally:
                part.unlink(missing_ok=True)
        return original(target)

    files.open_store = open_store  # type: ignore[assignment]
