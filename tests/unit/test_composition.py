"""Classes own their state: none is one class spread over several of the project's own mixins.

Two rules, read from the source of ``app/`` and ``ui/``:

- no class has two or more of the project's own classes among its bases (Qt, ``abc``, ``typing``
  and SQLModel bases aside): a dock, a window, a service or a ruleset holds its parts as members;
- no name is bound to ``object`` at run time and to a class for the type checker (the
  ``if TYPE_CHECKING: Base = Host`` / ``else: Base = object`` trick that lets a mixin pretend to be
  its host).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from tests.unit.test_import_cycles import all_modules

ROOT = Path(__file__).parents[2]
OURS = ("app", "ui")


@cache
def _sources() -> dict[str, tuple[ast.Module, list[ast.AST]]]:
    """Each module's tree and its nodes, read once for both rules (parsing and walking every module
    of the project is most of their time)."""
    out = {}
    for name, path in all_modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out[name] = (tree, list(ast.walk(tree)))
    return out


def resolve(module: str, node: ast.ImportFrom) -> str:
    """The absolute module an ``ImportFrom`` names (relative imports resolved against ``module``)."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    package = base[: len(base) - node.level] if not module.endswith("__init__") else base
    return ".".join([*package, *([node.module] if node.module else [])])


def project_names(module: str, tree: ast.Module, defined: set[tuple[str, str]]) -> dict[str, str]:
    """Names in ``module`` that stand for a class of the project: its own classes, and those imported."""
    names = {name: module for mod, name in defined if mod == module}
    for node in _sources()[module][1] if module in _sources() else ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = resolve(module, node)
            if source.split(".")[0] in OURS:
                for alias in node.names:
                    names[alias.asname or alias.name] = source
    return names


def base_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Subscript):  # Generic[T]-style bases
        return base_name(node.value)
    return None  # an attribute (QtWidgets.QWidget) is never one of ours here


def test_no_class_mixes_in_two_or_more_of_the_projects_own_classes():
    sources = _sources()
    defined = {
        (name, node.name) for name, (_tree, nodes) in sources.items()
        for node in nodes if isinstance(node, ast.ClassDef)
    }
    stacked = []
    for module, (tree, nodes) in sources.items():
        ours = project_names(module, tree, defined)
        for node in nodes:
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [name for name in map(base_name, node.bases) if name and name in ours]
            if len(bases) >= 2:
                stacked.append(f"{module}.{node.name}({', '.join(bases)})")
    assert stacked == []


def test_no_name_is_object_at_run_time_and_a_class_for_the_type_checker():
    pretending = []
    for module, (_tree, nodes) in _sources().items():
        for node in nodes:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id == "object":
                targets = ", ".join(t.id for t in node.targets if isinstance(t, ast.Name))
                pretending.append(f"{module}:{node.lineno} {targets} = object")
    assert pretending == []
