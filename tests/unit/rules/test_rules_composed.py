"""The rules are composed, not stacked (issue 39, point 4), read from the source as
tests/unit/test_import_cycles.py reads the imports:

- no class of app/rules derives from two or more of the project's own classes (a base defined in
  app/ or ui/, in the same module or imported; ``ABC``, ``Protocol``, ``Generic`` and other outside
  bases aside): a ruleset holds its features, a feature holds what it needs;
- no name is bound to ``object`` (the stand-in for a host class the type checker is told about),
  and no class declares its host's attributes under ``if TYPE_CHECKING:``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[3]
RULES = ROOT / "app" / "rules"
PROJECT = ("app", "ui")


def project_names(tree: ast.Module) -> set[str]:
    """The names that stand for the project's own classes in a module: those it defines, and those
    it imports from app or ui."""
    names = {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in PROJECT:
            names |= {alias.asname or alias.name for alias in node.names}
    return names


def base_name(base: ast.expr) -> str:
    while isinstance(base, ast.Subscript):  # Generic[T] and the like
        base = base.value
    if isinstance(base, ast.Attribute):
        return base.attr
    return base.id if isinstance(base, ast.Name) else ""


def stacked(source: str, name: str) -> list[str]:
    tree = ast.parse(source)
    own = project_names(tree)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            mine = [base_name(b) for b in node.bases if base_name(b) in own]
            if len(mine) >= 2:
                out.append(f"{name}: {node.name}({', '.join(mine)})")
    return out


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def stand_ins(source: str, name: str) -> list[str]:
    tree = ast.parse(source)
    out = []
    for node in ast.walk(tree):
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if isinstance(value, ast.Name) and value.id == "object":
            out.append(f"{name}:{node.lineno}: a name bound to object")
        if isinstance(node, ast.ClassDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.If) and is_type_checking(inner.test):
                    out.append(f"{name}:{inner.lineno}: {node.name} declares its host's own")
    return out


def sources() -> list[tuple[str, str]]:
    return [(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))) for path in sorted(RULES.rglob("*.py"))]


def test_the_check_sees_a_stacked_class_and_a_stand_in() -> None:
    sample = (
        "from typing import TYPE_CHECKING\nfrom app.rules.features.ammo import AmmoRules\n\n"
        "class Part:\n    if TYPE_CHECKING:\n        def host(self) -> int: ...\n\n"
        "class Both(Part, AmmoRules):\n    pass\n\nclass One(AmmoRules, ABC):\n    pass\n\nBase = object\n"
    )
    assert stacked(sample, "sample.py") == ["sample.py: Both(Part, AmmoRules)"]
    assert stand_ins(sample, "sample.py") == [
        "sample.py:5: Part declares its host's own", "sample.py:14: a name bound to object"]


def test_no_class_of_the_rules_is_stacked_from_the_projects_own() -> None:
    assert [line for source, name in sources() for line in stacked(source, name)] == []


def test_no_stand_in_for_a_host_class_in_the_rules() -> None:
    assert [line for source, name in sources() for line in stand_ins(source, name)] == []
