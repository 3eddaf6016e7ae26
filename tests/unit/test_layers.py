"""The layers run one way: rules ← store ← services ← export ← ui."""

from __future__ import annotations

import ast
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
