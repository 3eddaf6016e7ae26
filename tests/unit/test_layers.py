"""The layers run one way: rules ← store ← services ← export ← ui."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def offenders(folder: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{p.relative_to(ROOT)}: {name}"
        for p in (ROOT / folder).rglob("*.py")
        for name in imports(p)
        if name.split(".")[0] in forbidden or any(name.startswith(f + ".") or name == f for f in forbidden)
    ]


def test_rules_import_neither_qt_nor_the_database_nor_higher_layers():
    assert offenders("app/rules", ("PySide6", "sqlmodel", "sqlalchemy", "alembic", "app.store",
                                   "app.services", "app.export", "ui")) == []


def test_store_does_not_import_services_or_ui():
    assert offenders("app/store", ("PySide6", "app.services", "app.export", "ui")) == []


def test_services_do_not_import_export_or_ui():
    assert offenders("app/services", ("app.export", "ui", "PySide6.QtWidgets", "PySide6.QtGui")) == []


def test_app_never_imports_ui():
    assert offenders("app", ("ui",)) == []


def test_the_window_can_paint_before_the_database_and_the_web_server_load():
    """Everything the window needs to show itself imports none of the libraries the campaign
    needs: they load after the first paint (ui.launch), or when the GM shares the player view.
    Nor the rules themselves (their base and dice engine): the window names the rulesets and
    catches their refusals, and loads the rules with the campaign."""
    heavy = ("sqlalchemy", "sqlmodel", "alembic", "pydantic", "aiohttp", "segno", "qasync", "asyncio")
    heavy += ("app.rules.base", "app.rules.dice", "app.rules.rolling", "app.services.bundle")
    code = (
        "import sys; import app.__main__, ui.launch, ui.main_window, ui.docks; "
        f"print(' '.join(m for m in {heavy!r} if m in sys.modules))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    loaded = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert loaded.stdout.split() == []
