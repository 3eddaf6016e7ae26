"""How low a demo start could go (issue 43): ``python -m tests.bench.bound [--stages …]``.

Counts, under callgrind as ``tests/bench/usable.py --instructions`` counts them (``PYTHONHASHSEED=0``,
the child leaving at once at its "usable", bytecode cached by a warm-up run, each count on a fresh
copy of the campaign folder as the warm-up's demo start left it), the instructions of a demo start
with pieces of Deadwatch taken away, beside the store floor's:

- ``floor imports``: only the modules the store floor loads, imported in its order, nothing built;
- ``store floor``: ``tests/bench/floor_window.py --store`` (the issue's floor);
- ``a libraries``: the modules of (a) but Deadwatch's own (``app``, ``ui``), in the same order;
- ``a rules``, ``a store``, ``a services`` (only when named): (a) up to a layer, the libraries and
  Deadwatch's ``app`` modules but those of the layers above (``app.store``, ``app.services``, ``ui``);
- ``a qt names`` (only when named): ``a libraries``, then every PySide6 name that Deadwatch's
  modules of (a) import at their top (``from PySide6.QtWidgets import QComboBox``…), looked up:
  the Qt types and enums PySide6 makes for them, without a line of Deadwatch;
- ``a imports``: every module a demo start has loaded by its usable point, imported in the same
  order (its own ``sys.modules``), nothing built — not even the application;
- ``b window``: (a), then the floor's store (SQLModel's engine on the demo's file, one query through
  a Session), then what ``ui.launch.run_gui`` does before the campaign opens, without the theme:
  the application, its language, the main window with its docks empty (no campaign: no rows, no
  forms), the error reporter, shown maximised; usable when every dock has painted;
- ``c theme``: (b) with the theme's style sheet on the application (``apply_theme``), as a start
  puts it there before the window is built;
- ``d demo``: the full demo start to a first GM action committed (``tests/bench/usable_child.py``).

Each line: the stage, its instructions, and the ratio to the store floor.  ``--print-modules``
lists the modules the demo start loads that the floor does not, grouped by top-level package.
With ``DEADWATCH_BOUND_KEEP=1`` the scratch folder (the module lists, the campaigns) is kept and named.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
#: what a module list leaves out: the bench's own modules and the program run as ``__main__``
OWN = ("__main__", "tests", "probe", "usable_child")

STAGES = ("floor imports", "store floor", "a libraries", "a imports", "b window", "c theme", "d demo")
#: (a) in layers, asked for by name: the libraries and Deadwatch's modules up to a layer, in the same order
LAYERS = {
    "a rules": ("app.store", "app.services", "ui"),  # the modules left out
    "a store": ("app.services", "ui"),
    "a services": ("ui",),
}


# ---------------------------------------------------------------------------------------- children
def import_listed(path: str) -> list[str]:
    """Import, in order, every module named in the JSON list at ``path``; the names that failed."""
    failed = []
    for name in json.loads(Path(path).read_text(encoding="utf-8")):
        if name in sys.modules or name.split(".")[0] in OWN:
            continue
        try:
            importlib.import_module(name)
        except Exception:  # a name some package puts in sys.modules by hand (an alias)
            failed.append(name)
    return failed


def child_list(target: str, out: str, argv: list[str]) -> int:
    """Run the demo start (``target`` "demo") or the store floor ("floor") as the bench runs it, and
    write the modules loaded by its usable point to ``out``."""
    from tests.bench import probe

    report = probe.StartupProbe.report

    def dump(self: probe.StartupProbe) -> None:
        names = [n for n in sys.modules if n.split(".")[0] not in OWN]
        Path(out).write_text(json.dumps(names), encoding="utf-8")
        report(self)

    probe.StartupProbe.report = dump  # type: ignore[method-assign]
    if target == "floor":
        from tests.bench import floor_window

        sys.argv[1:] = argv
        return floor_window.main()
    from PySide6.QtWidgets import QApplication

    from tests.bench.usable_child import threat_step

    app = QApplication(sys.argv[:1])
    probe.StartupProbe(app, threat_step)
    from app.__main__ import main

    return int(main(argv))


def qt_names(names: list[str]) -> list[tuple[str, str]]:
    """The PySide6 names that the modules ``names`` of Deadwatch import at their top, in order."""
    import ast

    found: list[tuple[str, str]] = []
    for name in names:
        if name.split(".")[0] not in ("app", "ui"):
            continue
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.origin or not spec.origin.endswith(".py"):
            continue
        tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
        for node in tree.body:  # the module's top only: what its import runs
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PySide6"):
                found += [(str(node.module), alias.name) for alias in node.names]
    return found


def child_imports(listed: str, qt: str = "") -> int:
    """(a): the listed modules imported, nothing built; "usable" once they are.  ``qt``: a JSON
    list of [module, name] pairs then looked up (``a qt names``)."""
    failed = import_listed(listed)
    for module, name in json.loads(Path(qt).read_text(encoding="utf-8")) if qt else []:
        getattr(importlib.import_module(module), name)
    print(json.dumps({"usable": time.time(), "failed": failed, "peak_kib": None}), flush=True)
    if os.environ.get("DEADWATCH_BENCH_EXIT") == "1":
        os._exit(0)
    return 0


def child_window(listed: str, db: str, theme: bool) -> int:
    """(b) and (c): the listed modules, the floor's store, the window with its docks empty."""
    failed = import_listed(listed)
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from tests.bench.floor_window import open_store
    from tests.bench.probe import StartupProbe
    from ui import i18n
    from ui.error_dialog import install_error_reporter
    from ui.launch import remember_choices
    from ui.main_window import MainWindow
    from ui.themes import THEME_DIR, apply_theme

    app = QApplication(sys.argv[:1])
    StartupProbe(app, exit_at_once=os.environ.get("DEADWATCH_BENCH_EXIT") == "1")
    open_store(db)
    app.setOrganizationName("Deadwatch")
    app.setApplicationName("Deadwatch")
    app.setApplicationDisplayName("Deadwatch")
    icon = THEME_DIR.parent / "icons" / "deadwatch.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    settings = QSettings()
    language = str(settings.value("language", i18n.system_language()))
    i18n.set_language(language)
    remember_choices(settings, argparse.Namespace(lang=None, theme=None), language_loaded=True)
    if theme:
        apply_theme(app, str(settings.value("theme", "dark")))
    window = MainWindow(None, settings)
    window.errors = install_error_reporter(window)
    window.show_opening(None)
    window.setProperty("campaignOpen", True)  # the probe's "drawn": every dock painted, empty
    if settings.value("window/geometry") is None:
        window.setGeometry(window.screen().availableGeometry())
        window.showMaximized()
    else:
        window.show()
    if failed:
        print(f"not imported: {', '.join(failed)}", file=sys.stderr)
    return app.exec()


# ---------------------------------------------------------------------------------------- the count
def layer_list(folder: Path, names: list[str], layer: str) -> Path:
    """The demo's module list without the layers above ``layer``, written beside the others."""
    out = folder / f"{layer.replace(' ', '-')}.json"
    above = LAYERS[layer]
    kept = [n for n in names if not any(n == top or n.startswith(top + ".") for top in above)]
    out.write_text(json.dumps(kept), encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        kind, *rest = argv[1:]
        if kind == "list":
            return child_list(rest[0], rest[1], rest[2:])
        if kind == "imports":
            return child_imports(*rest)
        return child_window(rest[0], rest[1], theme=kind == "theme")
    p = argparse.ArgumentParser(prog="python -m tests.bench.bound", description=__doc__.splitlines()[0])
    names = [*STAGES, *LAYERS, "a qt names"]
    p.add_argument("--stages", nargs="*", choices=names, metavar="STAGE", help=f"some of: {'; '.join(names)}")
    p.add_argument("--print-modules", action="store_true", help="the modules the demo loads beyond the floor's")
    args = p.parse_args(argv)
    from tests.bench.campaign import build
    from tests.bench.usable import Program, instructions, run

    folder = Path(tempfile.mkdtemp(prefix="deadwatch-bound-"))
    try:
        floor_db = folder / "floor.deadwatch"
        shutil.copy(build(folder)[0], floor_db)
        child = str(HERE / "usable_child.py")
        me = ["-m", "tests.bench.bound", "--child"]
        demo_list, floor_list = folder / "demo.json", folder / "floor.json"
        warm = {"demo": folder / "home-demo", "floor": folder / "home-floor"}
        # warm-ups: the bytecode caches, the demo built as a first start builds it; then the lists
        run(Program("demo", [child, "--demo", "twdu"], ROOT, warm["demo"]))
        shutil.copytree(warm["demo"], folder / "home-list")  # a later start: the demo there, no migration
        run(Program("list", [*me, "list", "demo", str(demo_list), "--demo", "twdu"], ROOT, folder / "home-list"))
        floor_argv = ["8", "--store", str(floor_db)]
        run(Program("floor", ["-m", "tests.bench.floor_window", *floor_argv], ROOT, warm["floor"]))
        run(Program("list", [*me, "list", "floor", str(floor_list), *floor_argv], ROOT, folder / "home-list-floor"))
        demo_db = next((warm["demo"] / "data").rglob("demos/*.deadwatch"))
        demo_names = json.loads(demo_list.read_text(encoding="utf-8"))
        floor_names = set(json.loads(floor_list.read_text(encoding="utf-8")))
        libraries = [n for n in demo_names if n.split(".")[0] not in ("app", "ui")]
        libraries_list = folder / "libraries.json"
        libraries_list.write_text(json.dumps(libraries), encoding="utf-8")
        qt_list = folder / "qt-names.json"
        qt_list.write_text(json.dumps(qt_names(demo_names)), encoding="utf-8")
        print(
            f"modules at usable: the demo {len(demo_names)} ({len(libraries)} not Deadwatch's own), "
            f"the store floor {len(floor_names)}"
        )
        if args.print_modules:
            extra = Counter(n.split(".")[0] for n in demo_names if n not in floor_names)
            print("beyond the floor's: " + ", ".join(f"{k} {v}" for k, v in extra.most_common()))
        programs = {
            "floor imports": ([*me, "imports", str(floor_list)], "floor"),
            "store floor": (["-m", "tests.bench.floor_window", *floor_argv], "floor"),
            "a libraries": ([*me, "imports", str(libraries_list)], "demo"),
            "a imports": ([*me, "imports", str(demo_list)], "demo"),
            "a qt names": ([*me, "imports", str(libraries_list), str(qt_list)], "demo"),
            **{layer: ([*me, "imports", str(layer_list(folder, demo_names, layer))], "demo") for layer in LAYERS},
            "b window": ([*me, "window", str(demo_list), str(demo_db)], "demo"),
            "c theme": ([*me, "theme", str(demo_list), str(demo_db)], "demo"),
            "d demo": ([child, "--demo", "twdu"], "demo"),
        }
        wanted = args.stages or list(STAGES)
        counts: dict[str, int] = {}
        for made in warm.values():
            made.mkdir(parents=True, exist_ok=True)  # the floor writes nothing there
        for label in wanted:
            home = folder / f"count-{len(counts)}"
            shutil.copytree(warm[programs[label][1]], home)
            run(Program(label, programs[label][0], ROOT, home))  # its own warm-up: the bench's modules
            shutil.rmtree(home)
            shutil.copytree(warm[programs[label][1]], home)
            counts[label] = instructions(Program(label, programs[label][0], ROOT, home))
            shutil.rmtree(home, ignore_errors=True)
            print(f"{label:<14} {counts[label] / 1e6:10.1f} M", flush=True)
        ref = counts.get("store floor")
        if ref:
            for label, count in counts.items():
                print(f"{label:<14} {count / 1e6:10.1f} M  {count / ref:6.3f}x the store floor")
    finally:
        if os.environ.get("DEADWATCH_BOUND_KEEP"):
            print(f"kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
