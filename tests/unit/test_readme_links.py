"""The README and the docs send a reader only where a clone of Deadwatch has something: every
relative link and every path named in backquotes as a place to read resolves inside the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_every_relative_link_of_the_readme_and_docs_is_in_the_clone():
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).resolve().is_relative_to(ROOT) or not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []


def test_no_page_sends_a_reader_outside_the_clone():
    outside = [
        f"{page.relative_to(ROOT)}: {line.strip()}"
        for page in PAGES
        for line in page.read_text(encoding="utf-8").splitlines()
        if re.search(r"`\.\./", line)
    ]
    assert outside == []
