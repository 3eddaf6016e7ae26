"""docs/architecture.md names only files and folders that exist, so a newcomer following it lands
where it says (a module moved or renamed fails here until the page follows)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[2]
DOC = ROOT / "docs" / "architecture.md"
#: a path in backticks: app/…, ui/…, tests/…, resources/…, docs/… (placeholders such as <id> left out)
PATH = re.compile(r"`((?:app|ui|tests|resources|docs)/[\w/.-]*)`")


def named_paths(text: str) -> set[str]:
    return set(PATH.findall(text))


def test_the_finder_sees_paths_in_backticks():
    assert named_paths("see `app/services/command.py` and `ui/docks/` but not `app/rules/<id>/`") == {
        "app/services/command.py",
        "ui/docks/",
    }


def test_every_file_the_architecture_page_names_exists():
    text = DOC.read_text(encoding="utf-8")
    named = named_paths(text)
    assert len(named) > 40  # the page walks through the code
    missing = sorted(p for p in named if not (ROOT / p).exists())
    assert missing == []


def test_the_readme_links_the_architecture_page():
    assert "(docs/architecture.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
