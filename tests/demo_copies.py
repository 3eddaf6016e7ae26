"""The test process opens the same demo campaigns hundreds of times (each language of each ruleset,
in GUI tests parametrized by language): each built anew ran its whole script through the services, a
tenth to a quarter of a second.  Here :func:`app.services.demo.build_demo` builds each demo once a
process (by ruleset, preset, seed and language) and gives every later test a copy of that file at
the path it asked for: the same campaign, less the time.  A copy is what the GUI tests' shared
windows open already (tests/gui/shared_windows.py); a demo built at a path is closed whole (its
services closed, its -wal folded back), so the file alone is the campaign.

Installed by tests/conftest.py before the test modules import ``build_demo``; the program itself
(``demo_path``) and the tests' subprocesses build their demos as before."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

_BUILT: dict[tuple[Any, ...], Path] = {}
_FOLDER: list[Path] = []


def install() -> None:
    from app.services import demo

    original = demo.build_demo

    def build_demo(path: Path, ruleset: str, preset: str | None = None, seed: int = 13,
                   language: str = "en") -> Path:
        key = (ruleset, preset, seed, language)
        source = _BUILT.get(key)
        if source is None or not source.exists():
            if not _FOLDER:
                _FOLDER.append(Path(tempfile.mkdtemp(prefix="deadwatch-demos-")))
            source = original(_FOLDER[0] / f"{len(_BUILT)}-{Path(path).name}", ruleset, preset, seed, language)
            _BUILT[key] = source
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        return target

    build_demo.__doc__ = original.__doc__
    build_demo.original = original  # type: ignore[attr-defined]
    demo.build_demo = build_demo
