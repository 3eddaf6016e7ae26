"""Deadwatch's demo campaigns by their files: each demo's name in each language, and which file in
the data folder is one of them.  Plain and light (no store, no rules): the window reads it before
it paints, to say which campaign it opens (:mod:`app.services.demo` builds the demos)."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from platformdirs import user_data_dir

from app.paths import resource_dir

#: the languages a demo's own words come in (English first: the words of any other language)
LANGUAGES = ("en", "ru", "es")
#: a campaign file's suffix (app.services.files.SUFFIX)
SUFFIX = ".deadwatch"
DEMO_DIR = resource_dir("demo")


class DemoFile(NamedTuple):
    """One of Deadwatch's demo campaigns: its ruleset, preset and language."""

    ruleset: str
    preset: str | None
    language: str


def demo_name(ruleset: str, preset: str | None, language: str = "en") -> str:
    name = f"{ruleset}-{preset}" if preset else ruleset
    return name if language == "en" or language not in LANGUAGES else f"{name}-{language}"


def demos_folder() -> Path:
    """Where Deadwatch builds its demo campaigns (``demos`` in the user's data folder)."""
    return Path(user_data_dir("Deadwatch", "Deadwatch")) / "demos"


def _demos() -> list[tuple[str, str | None]]:
    """(ruleset, preset) of each demo Deadwatch has (``resources/demo/<ruleset>[-<preset>].json``)."""
    from app.rules import PRESETS

    found: list[tuple[str, str | None]] = []
    for spec in sorted(DEMO_DIR.glob("*.json")):
        for ruleset, presets in PRESETS.items():
            if spec.stem == ruleset:
                found.append((ruleset, None))
            elif spec.stem.startswith(ruleset + "-") and spec.stem[len(ruleset) + 1:] in presets:
                found.append((ruleset, spec.stem[len(ruleset) + 1:]))
    return found


def demo_of(target: str) -> DemoFile | None:
    """Which demo campaign ``target`` is: a file of the demos' folder named as one of them (any
    other campaign, a copy of a demo saved elsewhere, a database URL: None)."""
    if "://" in target:
        return None
    path = Path(target)
    if path.suffix != SUFFIX or path.parent.resolve() != demos_folder().resolve():
        return None
    for ruleset, preset in _demos():
        for language in LANGUAGES:
            if path.stem == demo_name(ruleset, preset, language):
                return DemoFile(ruleset, preset, language)
    return None


def demo_in(target: str, language: str | None) -> DemoFile | None:
    """The demo to open instead of ``target`` when it is one of Deadwatch's demos in another
    language than ``language`` and ``language`` has a demo of its own; None: ``target`` as it is."""
    found = demo_of(target)
    if found is None or language not in LANGUAGES or found.language == language:
        return None
    return found._replace(language=language)


def demo_file(demo: DemoFile) -> str:
    """The file name of ``demo`` ("twdu-ru.deadwatch")."""
    return demo_name(demo.ruleset, demo.preset, demo.language) + SUFFIX
