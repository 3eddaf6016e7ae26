"""No code outside a ruleset's package (app/rules/<id>/) imports it: the services, the store, the
export, the window and the generic rules reach a ruleset through ``app.rules.get_ruleset`` and the
interfaces of app.rules.base and app.rules.features.  import-linter keeps it so (pyproject.toml);
these tests check the contract covers every module, and the rule itself by reading the imports."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

from app.rules import RULESETS
from tests.unit.test_layers import imports

ROOT = Path(__file__).parents[2]
RULESET_PACKAGES = tuple(f"app.rules.{r}" for r in RULESETS)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def generic_modules() -> list[str]:
    """Every module of app and ui but the rulesets' own packages (and app.rules' registry, which
    loads them by name)."""
    out = []
    for path in [*(ROOT / "app").rglob("*.py"), *(ROOT / "ui").rglob("*.py")]:
        name = module_name(path)
        if name in ("app", "app.rules") or any(name == p or name.startswith(p + ".") for p in RULESET_PACKAGES):
            continue
        out.append(name)
    return out


def imported(path: Path) -> set[str]:
    """The modules ``path`` imports (:func:`tests.unit.test_layers.imports`), ``from app.rules import
    twdu`` counted as ``app.rules.twdu`` too."""
    names = imports(path)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {f"{node.module}.{a.name}" for a in node.names}
    return names


def contract(name_start: str) -> dict:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return next(c for c in config["tool"]["importlinter"]["contracts"] if c["name"].startswith(name_start))


def test_the_contract_forbids_every_ruleset_to_every_other_module():
    forbidden = contract("Only a ruleset's own package names it")
    assert sorted(forbidden["forbidden_modules"]) == sorted(RULESET_PACKAGES)
    sources = forbidden["source_modules"]
    uncovered = [m for m in generic_modules() if not any(m == s or m.startswith(s + ".") for s in sources)]
    assert uncovered == []
    assert sorted(contract("Rulesets are independent")["modules"]) == sorted(RULESET_PACKAGES)


def test_no_module_outside_a_ruleset_imports_one():
    offenders = []
    checked = {*generic_modules(), "app.rules"}
    for path in [*(ROOT / "app").rglob("*.py"), *(ROOT / "ui").rglob("*.py")]:
        if module_name(path) not in checked:
            continue
        for name in imported(path):
            if any(name == p or name.startswith(p + ".") for p in RULESET_PACKAGES):
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []
