"""Texts are marked for translation with app.rules.text.QT_TRANSLATE_NOOP, typed ``str``.

PySide6's own marker is typed ``object -> object``: a text marked with it needs a cast wherever a
string is expected, and mypy (``make lint``) reports every use.  The modules mypy leaves unchecked
for now (pyproject.toml's pending list) are the only ones that may still import it.
"""

from __future__ import annotations

import ast
import fnmatch
import tomllib
from pathlib import Path

ROOT = Path(__file__).parents[2]
QT_MARKERS = {"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TR_NOOP", "QT_TRANSLATE_NOOP_UTF8", "QT_TR_NOOP_UTF8"}


def unchecked_modules() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return [
        pattern
        for override in config["tool"]["mypy"]["overrides"]
        if override.get("ignore_errors")
        for pattern in override["module"]
    ]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def qt_markers(path: Path) -> set[str]:
    """The Qt translation markers ``path`` imports from PySide6 (or uses as ``QtCore.X``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module == "PySide6.QtCore":
            found |= {a.name for a in node.names if a.name in QT_MARKERS}
        elif isinstance(node, ast.Attribute) and node.attr in QT_MARKERS:
            found.add(node.attr)
    return found


def offenders(paths: list[Path], unchecked: list[str]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}: {', '.join(sorted(markers))}"
        for path in paths
        if (markers := qt_markers(path))
        and not any(fnmatch.fnmatchcase(module_name(path), pattern) for pattern in unchecked)
    ]


def sources() -> list[Path]:
    return sorted(
        p for folder in ("app", "ui") for p in (ROOT / folder).rglob("*.py") if "migrations" not in p.parts
    )


def test_every_checked_module_marks_texts_with_the_str_typed_marker():
    assert offenders(sources(), unchecked_modules()) == []

