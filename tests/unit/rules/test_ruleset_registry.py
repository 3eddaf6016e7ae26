"""The rulesets come from their own packages: the registry reads each one's ``about`` module without
loading its rules, nothing outside a ruleset's package names its id, and opening a campaign of one
ruleset loads no other (a fresh process, its ``sys.modules`` read)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.rules import registry

ROOT = Path(__file__).resolve().parents[3]

CHILD = """
import json, sys
from app.services.files import create_campaign
from app.services.bundle import open_services
path, rid = sys.argv[1], sys.argv[2]
create_campaign(path, "Opened", rid).engine.dispose()
before = set(sys.modules)
services = open_services(path)
services.threat.step(+1, "gm") if services.threat.enabled() else None
services.characters.rows() if hasattr(services.characters, "rows") else None
print(json.dumps(sorted(set(sys.modules) - before)), json.dumps(sorted(sys.modules)), sep="\\n")
"""


def test_the_registry_lists_each_package_with_its_about_and_loads_none() -> None:
    found = {e.id: e for e in registry.entries()}
    packages = {p.parent.name for p in (ROOT / "app" / "rules").glob("*/about.py")}
    assert set(found) == packages and len(packages) >= 4
    assert registry.ids()[0] == "afmbe"  # the order the New campaign dialog always had
    assert found["afmbe"].presets == ("norms", "unisystem")
    assert found["afmbe"].preset_titles["unisystem"] == "Unisystem"
    assert found["twdu"].title == "The Walking Dead Universe RPG"
    assert registry.default_id() == "twdu"
    code = "import sys, app.rules.registry as r; r.entries(); print(sorted(m for m in sys.modules if 'rules.' in m))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "twdu" not in out and "afmbe" not in out, out  # read without loading a single ruleset


def _ids_named(path: Path, ids: set[str]) -> list[str]:
    """String constants (docstrings aside) in ``path`` that are a ruleset's id."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        f"{path.relative_to(ROOT)}:{node.lineno} {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in ids and id(node) not in docstrings
    ]


def test_no_code_outside_a_rulesets_package_names_its_id() -> None:
    ids = set(registry.ids())
    own = {ROOT / "app" / "rules" / rid for rid in ids}
    named = [
        hit
        for folder in ("app", "ui")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if not any(parent in own for parent in path.parents) and "migrations" not in path.parts
        for hit in _ids_named(path, ids)
    ]
    assert named == []


@pytest.mark.parametrize("rid", registry.ids())
def test_opening_a_campaign_loads_its_ruleset_and_no_other(rid: str, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    got = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "c.deadwatch"), rid],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    loaded = json.loads(got.stdout.splitlines()[-1])
    packages = {m.split(".")[2] for m in loaded if m.startswith("app.rules.") and m.count(".") >= 2}
    assert rid in packages
    assert packages.isdisjoint(set(registry.ids()) - {rid}), sorted(packages)
