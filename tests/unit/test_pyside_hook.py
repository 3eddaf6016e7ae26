"""PySide6's import hook: the modules imported after PySide6 are not read into memory at start-up."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_modules_imported_after_the_window_library_keep_no_source_lines_in_memory():
    """Importing SQLAlchemy after PySide6 read every one of its modules' source into linecache
    (about 550 modules, 22 MiB and 0.1–0.2 s of the start): with Deadwatch's ui loaded, none is read."""
    code = (
        "import sys, linecache, json; import ui; import sqlalchemy.orm; "
        "print(json.dumps([k for k in linecache.cache if 'sqlalchemy' in k and k.endswith('.py')]))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout.splitlines()[-1]) == []


def test_the_check_still_tells_which_modules_use_pyside():
    """PySide6 asks whether a module's source names it (for ``from __feature__ import …``): the same answer."""
    import ui.launch
    from ui.pyside_hook import uses_pyside

    assert uses_pyside(ui.launch)
    assert not uses_pyside(json)
    assert not uses_pyside(sys)  # built in: no source, as PySide6's own check says
    feature = importlib.import_module("PySide6.support.feature")
    assert feature._mod_uses_pyside is uses_pyside  # noqa: SLF001 (what PySide6 calls at each import)
