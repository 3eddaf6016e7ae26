"""Russian and Spanish stay complete: every string in the code is in the catalogs, translated."""

from __future__ import annotations

import ast
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


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory) -> dict[Path, Path]:
    """Each catalog, and a copy of it after ``make lupdate`` (the same command line)."""
    folder = tmp_path_factory.mktemp("lupdate")
    copies = {catalog: folder / catalog.name for catalog in CATALOGS}
    for catalog, copy in copies.items():
        shutil.copy(catalog, copy)
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run(
        [str(lupdate), "-locations", "none", "-no-obsolete", *sources(), "-ts", *map(str, copies.values())],
        cwd=ROOT, check=True, capture_output=True,
    )
    return copies


def translated(path: Path) -> list[tuple[str, str]]:
    return [
        (ctx, m.findtext("source") or "")
        for ctx, m in messages(path)
        if not m.find("translation").get("type") and "".join(m.find("translation").itertext()).strip()
    ]


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: p.stem)
def test_catalog_holds_every_string_in_the_code(catalog, refreshed):
    copy = refreshed[catalog]
    new = [(ctx, m.findtext("source")) for ctx, m in messages(copy) if m.find("translation").get("type")]
    assert new == [], f"run `make lupdate` and translate: {new[:5]}"
    # ... and `make lupdate` keeps every translation: -no-obsolete drops an entry whose text lupdate
    # cannot find in the code, and the program still translates some such texts at run time (a text
    # handed to a helper that calls translate, a log line of an older Deadwatch read in an old campaign)
    kept = {(ctx, m.findtext("source")) for ctx, m in messages(copy)}
    lost = [entry for entry in translated(catalog) if entry not in kept]
    assert lost == [], (
        f"`make lupdate` drops {len(lost)} translated entries, e.g. {lost[:5]}: mark each text the program "
        "still uses with QT_TRANSLATE_NOOP where it is declared (a log line's old wording: a *_BEFORE constant "
        "beside the new one); delete the others from the catalogs"
    )


def translate_helpers(tree: ast.Module) -> dict[str, str]:
    """The module's functions ``def f(text): return QCoreApplication.translate("Context", text)``, by
    name, with their context: lupdate does not see the texts handed to them."""
    helpers = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        last = node.body[-1]
        call = last.value if isinstance(last, ast.Return) else None
        if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "translate"
                and len(call.args) == 2 and isinstance(call.args[0], ast.Constant)
                and isinstance(call.args[1], ast.Name) and call.args[1].id == node.args.args[0].arg):
            helpers[node.name] = call.args[0].value
    return helpers


def handed_texts(tree: ast.Module) -> list[tuple[int, str, str]]:
    """(line, context, text) of each text the module hands to translate as a value lupdate cannot read:
    written out to its own translate helper (``t("…")``), or a plain string constant of the module
    (``TEXT = "…"``) handed to a translate call or a helper."""
    helpers = translate_helpers(tree)
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if isinstance(node.func, ast.Name) and node.func.id in helpers and node.args:
            context, text = helpers[node.func.id], node.args[0]
            if isinstance(text, ast.Constant) and isinstance(text.value, str):
                out.append((node.lineno, context, text.value))
                continue
        elif (isinstance(node.func, ast.Attribute) and node.func.attr == "translate" and len(node.args) >= 2
              and isinstance(node.args[0], ast.Constant)):
            context, text = node.args[0].value, node.args[1]
        else:
            continue
        if isinstance(text, ast.Name) and text.id in constants:
            out.append((node.lineno, context, constants[text.id]))
    return out


def test_every_text_handed_to_translate_unmarked_is_in_the_catalogs(refreshed):
    """A text a module hands to its own translate helper as it is written (``t("…")``), or keeps in a
    plain constant, is one lupdate cannot see: it must be marked (QT_TRANSLATE_NOOP where it is
    declared, or the translate call written out), or it reads in English in every language (the dice
    dock's waiting damage, the rations dialog and the typed dice's hint did)."""
    seen = {(ctx, m.findtext("source")) for ctx, m in messages(refreshed[CATALOGS[0]])}
    unseen = [
        f"{source}:{line}: [{context}] {text[:60]}"
        for source in sources()
        for line, context, text in handed_texts(ast.parse((ROOT / source).read_text(encoding="utf-8")))
        if (context, text) not in seen
    ]
    assert unseen == []


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: p.stem)
def test_every_stored_template_with_english_plural_forms_is_translated(catalog):
    """:data:`app.services.plurals.ENGLISH` names stored templates, some of logs written by an older
    Deadwatch (no longer in the code): each is translated, or such a line reads in English."""
    from app.services.plurals import ENGLISH

    done = {source for _ctx, source in translated(catalog)}
    assert [template for template in ENGLISH if template not in done] == []
