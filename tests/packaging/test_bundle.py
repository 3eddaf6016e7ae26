"""The Linux bundle: build it with PyInstaller, then start it offscreen where no Python is.

Opt-in, as the build takes a minute or more: ``make bundle-check`` (or DEADWATCH_BUNDLE=1 with
pytest on this file).  The build time and the bundle's size are printed.  Where this test may
create a mount namespace (root, or a user namespace), the bundle runs with Python's folders, the
project's checkout and every virtual environment hidden, so it can only use what it carries.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from app.version import VERSION

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist" / "Deadwatch"
TARBALL = ROOT / "dist" / f"deadwatch-{VERSION}-linux-{os.uname().machine}.tar.gz"

pytestmark = [
    pytest.mark.skipif(os.environ.get("DEADWATCH_BUNDLE") != "1", reason="builds the bundle: make bundle-check"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


@pytest.fixture(scope="module")
def bundle(pytestconfig, tmp_path_factory) -> Path:
    """Build dist/Deadwatch with `make bundle`, copy it out of the checkout, report time and size."""
    capture = pytestconfig.pluginmanager.getplugin("capturemanager")
    start = time.monotonic()
    build = subprocess.run(["make", "bundle"], cwd=ROOT, capture_output=True, text=True)
    seconds = time.monotonic() - start
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    size = folder_size(DIST)
    files = sum(1 for p in DIST.rglob("*") if p.is_file())
    lines = [
        f"bundle: built in {seconds:.0f} s",
        f"bundle: dist/Deadwatch is {size / 2**20:.1f} MiB in {files} files",
        f"bundle: {TARBALL.name} is {TARBALL.stat().st_size / 2**20:.1f} MiB",
    ]
    with capture.global_and_fixture_disabled():
        print("\n" + "\n".join(lines))
    copy = tmp_path_factory.mktemp("installed") / "Deadwatch"
    shutil.copytree(DIST, copy, symlinks=True)
    return copy / "deadwatch"


def hidden_folders() -> list[str]:
    """Where a Python or the project's sources live on this machine: hidden from the bundle."""
    candidates = {Path(sys.base_prefix), Path(sys.prefix), ROOT, *Path("/usr/lib").glob("python3*")}
    candidates |= set(Path("/usr/local/lib").glob("python3*"))
    pyenv = os.environ.get("PYENV_ROOT") or str(Path.home() / ".pyenv")
    candidates.add(Path(pyenv))
    folders = sorted(p.resolve() for p in candidates if p.is_dir())
    # a folder inside one already hidden vanishes with it (and could not be mounted over)
    return [str(p) for p in folders if not any(p != q and p.is_relative_to(q) for q in folders)]


def hidden_programs() -> list[str]:
    found = [*Path("/usr/bin").glob("python3*"), *Path("/usr/local/bin").glob("python3*")]
    return sorted(str(p) for p in found if p.is_file())


HIDING_FAILED = 97

#: a new mount namespace: as root directly, otherwise inside a user namespace
UNSHARE = ["unshare", "--mount"] if os.geteuid() == 0 else ["unshare", "--mount", "--map-root-user"]


def can_hide() -> bool:
    if shutil.which("unshare") is None:
        return False
    return subprocess.run([*UNSHARE, "sh", "-c", "mount -t tmpfs none /mnt"], capture_output=True).returncode == 0


def run(args: list[str], home: Path, *, hide: bool = True) -> subprocess.CompletedProcess[str]:
    """Run ``args`` with a bare environment (offscreen Qt, data folders in ``home``); with
    ``hide``, in a mount namespace where Python and the checkout are covered by empty folders."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_RUNTIME_DIR": str(home / "run"),
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
    }
    (home / "run").mkdir(mode=0o700, parents=True, exist_ok=True)
    if hide and can_hide():
        mounts = [f'mount -t tmpfs none "{d}"' for d in hidden_folders()]
        mounts += [f'mount --bind /dev/null "{p}"' for p in hidden_programs()]
        script = "{ " + " && ".join(mounts) + f"; }} || exit {HIDING_FAILED}; " + 'exec "$@"'
        args = [*UNSHARE, "sh", "-c", script, "sh", *args]
    result = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode != HIDING_FAILED, result.stderr
    return result


def test_the_bundle_holds_what_deadwatch_uses_and_nothing_big_it_does_not(bundle):
    internal = bundle.parent / "_internal"
    for data in (
        "i18n/deadwatch_ru.qm",
        "i18n/deadwatch_es.qm",
        "resources/themes/projector.qss",
        "resources/demo/twdu.json",
        "resources/icons/deadwatch.svg",
        "app/store/migrations/env.py",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    ):
        assert (internal / data).exists(), data
    for source in (ROOT / "resources").rglob("*"):
        if source.is_file() and "__pycache__" not in source.parts:
            assert (internal / source.relative_to(ROOT)).is_file(), source
    names = {p.name for p in internal.rglob("*")}
    for unused in ("libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6WebEngineCore.so.6", "libQt6Network.so.6"):
        assert unused not in names
    assert not any(n.startswith(("libgtk", "libcairo", "libpango")) for n in names)
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()], "dangling links"
    assert (bundle.parent / "COPYING").read_text("utf-8").startswith("                    GNU GENERAL PUBLIC LICENSE")


def test_the_tarball_installs_a_menu_entry_and_icons(bundle):
    with tarfile.open(TARBALL) as tar:
        names = set(tar.getnames())
    top = TARBALL.name.removesuffix(".tar.gz")
    for member in (
        "deadwatch",
        "_internal/libpython3.11.so.1.0",
        "install.sh",
        "COPYING",
        "share/applications/deadwatch.desktop",
        "share/icons/hicolor/scalable/apps/deadwatch.svg",
        "share/icons/hicolor/16x16/apps/deadwatch.png",
        "share/icons/hicolor/256x256/apps/deadwatch.png",
    ):
        assert f"{top}/{member}" in names, member


def test_no_python_is_reachable_where_the_bundle_runs(bundle, tmp_path):
    if not can_hide():
        pytest.skip("no mount namespace here: the bundle ran beside the machine's Python")
    probe = run(["sh", "-c", "if python3 -c pass 2>/dev/null; then echo found; else echo none; fi"], tmp_path)
    assert probe.stdout.strip() == "none"
    if hidden_programs():  # the same probe finds the machine's Python when nothing is hidden
        unhidden = run(["sh", "-c", "if python3 -c pass 2>/dev/null; then echo found; fi"], tmp_path, hide=False)
        assert unhidden.stdout.strip() == "found"
    listing = run(["ls", "-A", str(ROOT)], tmp_path)
    assert listing.returncode == 0
    assert listing.stdout.strip() == ""
    assert (ROOT / "app").is_dir()  # hidden only inside the namespace


def test_smoke_opens_the_window_on_a_new_campaign_and_exits_0(bundle, tmp_path):
    campaign = tmp_path / "night.deadwatch"
    result = run([str(bundle), "--smoke", "--db", str(campaign), "--ruleset", "afmbe/unisystem"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    with sqlite3.connect(campaign) as db:
        assert db.execute("select version_num from alembic_version").fetchone() is not None
        assert db.execute("select ruleset from campaign").fetchone()[0] == "afmbe"


def test_version_comes_from_the_one_place_it_is_written(bundle, tmp_path):
    result = run([str(bundle), "--version"], tmp_path)
    assert result.returncode == 0
    assert result.stdout.strip() == f"Deadwatch {VERSION}"


def test_demo_in_russian_with_the_projector_theme(bundle, tmp_path):
    result = run([str(bundle), "--smoke", "--demo", "gridlimbs", "--lang", "ru", "--theme", "projector"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "data" / "Deadwatch" / "demos" / "gridlimbs-ru.deadwatch").exists()  # a demo per language
    settings = (tmp_path / "config" / "Deadwatch" / "Deadwatch.conf").read_text("utf-8")
    assert "gridlimbs-ru.deadwatch" in settings  # the window opened the demo and remembered it


def test_an_older_campaign_is_migrated_by_the_bundled_migrations(bundle, tmp_path):
    old = tmp_path / "old.deadwatch"
    shutil.copy(ROOT / "tests" / "fixtures" / "campaign-0001.deadwatch", old)
    result = run([str(bundle), "--smoke", "--db", str(old)], tmp_path)
    assert result.returncode == 0, result.stderr
    backups = [p for p in tmp_path.iterdir() if p.name.startswith("old") and p != old]
    assert backups, "a backup is made before migrating"
    with sqlite3.connect(old) as db:
        assert db.execute("select version_num from alembic_version").fetchone()[0] != "0001"
