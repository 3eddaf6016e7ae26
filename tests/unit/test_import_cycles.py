"""No two modules of app/ and ui/ import each other, directly or round a longer loop.

The graph is built from the source: every import statement that runs, including those inside
functions (a lazy import only hides a cycle, it does not remove one).  Imports under
``if TYPE_CHECKING:`` never run and name a type for the checker only, so they are not edges.  Each
strongly connected component of more than one module is a cycle, and the test names its modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[2]
PACKAGES = ("app", "ui")

#: Cycles still known, each to be removed by the change named beside it.  An entry only excuses its
#: cycle (the test passes with the cycle and without it); take the entry out with the change that
#: removes the cycle, so that it cannot come back unnoticed.  Any cycle not listed fails the test.
KNOWN_CYCLES: set[frozenset[str]] = set()


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if "migrations" not in path.parts:
                found[module_name(path)] = path
    return found


def type_checking_only(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def import_statements(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of ``tree`` that runs: at the top, in functions, not for the checker only."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif type_checking_only(node):
            todo.extend(node.orelse)  # type: ignore[attr-defined]
            continue
        todo.extend(ast.iter_child_nodes(node))
    return found


def imported(path: Path, name: str, modules: dict[str, Path]) -> set[str]:
    """The modules of app/ and ui/ that the file at ``path`` (module ``name``) imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in import_statements(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                # ``from a.b import c`` imports the module a.b.c when there is one, else a name of a.b
                sub = f"{base}.{alias.name}"
                targets.add(sub if sub in modules else base)
    # importing a.b.c runs the packages a and a.b first: an edge to each, unless this module lies in it
    # (its package was run before it, so importing from inside never runs the package again)
    for target in list(targets):
        parts = target.split(".")
        for depth in range(1, len(parts)):
            package_name = ".".join(parts[:depth])
            if not name.startswith(package_name + ".") and package_name in modules:
                targets.add(package_name)
    return {t for t in targets if t in modules and t != name}


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {name: imported(path, name, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[frozenset[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def describe(component: frozenset[str], graph: dict[str, set[str]]) -> str:
    edges = sorted(f"{a} -> {b}" for a in component for b in graph[a] if b in component)
    return " ↔ ".join(sorted(component)) + "  (" + "; ".join(edges) + ")"


def test_the_finder_sees_a_cycle_through_a_lazy_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [frozenset({"a", "b", "c"})]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_counts_imports_inside_functions_but_not_those_for_the_type_checker():
    source = """
from typing import TYPE_CHECKING
import os
if TYPE_CHECKING:
    from ui.main_window import MainWindow
else:
    import ui.messages
def later():
    from ui.docks.base import Dock
"""
    statements = import_statements(ast.parse(source))
    names = {n.module if isinstance(n, ast.ImportFrom) else n.names[0].name for n in statements}
    assert names == {"typing", "os", "ui.messages", "ui.docks.base"}
    graph = import_graph()
    # ui.open_main_window imports the main window inside the function only
    assert "ui.main_window" in graph["ui"]


def test_no_module_of_app_or_ui_imports_itself_round_a_loop():
    graph = import_graph()
    found = cycles(graph)
    new = [describe(c, graph) for c in found if c not in KNOWN_CYCLES]
    assert new == [], "import cycles:\n" + "\n".join(new)


def test_importing_a_module_runs_its_packages_first(tmp_path):
    """``base`` imports ``pkg.part``, which runs ``pkg/__init__`` first; if that imports ``pkg.other``
    and ``pkg.other`` imports ``base``, importing ``base`` first fails, so the finder sees the loop."""
    (tmp_path / "pkg").mkdir()
    files = {
        "base": (tmp_path / "base.py", "from pkg.part import X\n"),
        "pkg": (tmp_path / "pkg" / "__init__.py", "from pkg.other import Y\n"),
        "pkg.part": (tmp_path / "pkg" / "part.py", "X = 1\n"),
        "pkg.other": (tmp_path / "pkg" / "other.py", "from base import Z\n"),
    }
    for path, text in files.values():
        path.write_text(text, encoding="utf-8")
    modules = {name: path for name, (path, _) in files.items()}
    graph = {name: imported(path, name, modules) for name, path in modules.items()}
    assert graph["base"] == {"pkg", "pkg.part"}
    assert graph["pkg.part"] == set()  # a module inside the package does not run it again
    assert cycles(graph) == [frozenset({"base", "pkg", "pkg.other"})]
