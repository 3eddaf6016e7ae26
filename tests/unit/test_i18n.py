"""Russian and Spanish stay complete: every string in the code is in the catalogs, translated."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
CATALOGS = [ROOT / "i18n" / "deadwatch_ru.ts", ROOT / "i18n" / "deadwatch_es.ts"]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def messages(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def sources() -> list[str]:
    return [
        str(p.relative_to(ROOT))
        for folder in ("app", "ui")
        for p in sorted((ROOT / folder).rglob("*.py"))
        if "migrations" not in p.parts
    ]


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: p.stem)
def test_no_unfinished_or_obsolete_entries(catalog):
    bad = [
        (ctx, m.findtext("source"))
        for ctx, m in messages(catalog)
        if m.find("translation").get("type") in {"unfinished", "vanished", "obsolete"}
        or not (m.findtext("translation") or "").strip()
    ]
    assert bad == [], f"{len(bad)} entries to translate, e.g. {bad[:5]}"


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: p.stem)
def test_placeholders_survive_translation(catalog):
    wrong = [
        (ctx, m.findtext("source"))
        for ctx, m in messages(catalog)
        if sorted(PLACEHOLDER.findall(m.findtext("source") or ""))
        != sorted(PLACEHOLDER.findall(m.findtext("translation") or ""))
    ]
    assert wrong == []


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: p.stem)
def test_catalog_holds_every_string_in_the_code(catalog, tmp_path):
    copy = tmp_path / catalog.name
    shutil.copy(catalog, copy)
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run(
        [str(lupdate), "-locations", "none", "-no-obsolete", *sources(), "-ts", str(copy)],
        cwd=ROOT, check=True, capture_output=True,
    )
    new = [(ctx, m.findtext("source")) for ctx, m in messages(copy) if m.find("translation").get("type")]
    assert new == [], f"run `make lupdate` and translate: {new[:5]}"
