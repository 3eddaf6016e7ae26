"""The docks are composed of parts that own their state, not stacked from mixins over one ``self``.

Read from the source of ``ui/docks`` (the AST, as ``test_import_cycles.py`` reads the imports):

- no class has two or more of the project's own classes among its bases (a class of ``app`` or
  ``ui``, imported or defined in the same module; Qt's, ABC and Protocol bases aside);
- no name is bound to ``object`` at run time while the type checker sees a class under it (the
  ``if TYPE_CHECKING: … else: Base = object`` trick that made a mixin look like its host dock);
- no class takes a base imported only for the type checker.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[2]
DOCKS = ROOT / "ui" / "docks"


def _checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _project_module(node: ast.ImportFrom) -> bool:
    return node.level > 0 or (node.module or "").split(".")[0] in ("app", "ui")


def _names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """(the project's class-like names the module can use as bases at run time, the names it imports
    for the type checker only)."""
    project: set[str] = set()
    checker_only: set[str] = set()

    def walk(nodes: list[ast.stmt], for_checker: bool) -> None:
        for node in nodes:
            if isinstance(node, ast.ImportFrom) and _project_module(node):
                for alias in node.names:
                    (checker_only if for_checker else project).add(alias.asname or alias.name)
            elif isinstance(node, ast.ClassDef) and not for_checker:
                project.add(node.name)
            elif isinstance(node, ast.If):
                checking = _checking_only(node)
                walk(node.body, for_checker or checking)
                walk(node.orelse, for_checker)

    walk(tree.body, False)
    return project, checker_only - project


def _base_name(base: ast.expr) -> str | None:
    if isinstance(base, ast.Name):
        return base.id
    if isinstance(base, ast.Attribute):
        return base.attr
    return None


def problems(source: str, name: str) -> list[str]:
    """What in one module's source breaks the rules above, each as a line naming the module."""
    tree = ast.parse(source)
    project, checker_only = _names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = [_base_name(b) for b in node.bases]
            own = [b for b in bases if b in project]
            if len(own) >= 2:
                found.append(f"{name}: class {node.name} mixes in {', '.join(own)}")
            hidden = [b for b in bases if b in checker_only]
            if hidden:
                found.append(f"{name}: class {node.name} takes {', '.join(hidden)}, a base for the type checker only")
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id == "object":
            targets = ", ".join(t.id for t in node.targets if isinstance(t, ast.Name))
            found.append(f"{name}: {targets} = object")
    return found


def test_no_dock_is_stacked_from_its_own_mixins() -> None:
    found = []
    for path in sorted(DOCKS.glob("*.py")):
        found += problems(path.read_text("utf-8"), path.relative_to(ROOT).as_posix())
    assert found == []


def test_the_check_sees_a_mixin_host_trick() -> None:
    """What the docks were: a mixin that is ``object`` at run time and the dock to the type checker,
    and a dock made of it and another of the project's classes."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "from ui.docks.base import Dock\n"
        "if TYPE_CHECKING:\n"
        "    from ui.docks.base import Dock as DockBase\n"
        "else:\n"
        "    DockBase = object\n"
        "class Rows(DockBase):\n"
        "    pass\n"
        "class FightDock(Rows, Dock):\n"
        "    pass\n"
    )
    assert sorted(problems(source, "m.py")) == [
        "m.py: DockBase = object",
        "m.py: class FightDock mixes in Rows, Dock",
        "m.py: class Rows takes DockBase, a base for the type checker only",
    ]


def test_qt_bases_beside_one_of_the_project_s_own_are_allowed() -> None:
    source = (
        "from PySide6.QtWidgets import QGroupBox, QSpinBox\n"
        "from ui.widgets.wheel_guard import Calm\n"
        "class Box(QGroupBox):\n"
        "    pass\n"
        "class Spin(Calm, QSpinBox):\n"
        "    pass\n"
    )
    assert problems(source, "m.py") == []
