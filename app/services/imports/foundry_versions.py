"""An actor of a system version outside those a Foundry reading follows ("3.0–4.0.3"): read all the
same when its fields are where those versions hold them, with a warning row saying so and how many
fields were read; refused when none of the sheet's fields could be read from the actor's own data
(its items aside): another data model."""

from __future__ import annotations

import re
from typing import Any

from app.rules.foundry import ActorReading, FoundryFormat
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short
from app.services.imports.preview import PreviewCharacter

_NUMBERS = re.compile(r"\d+(?:\.\d+)*")
OUTSIDE = QT_TRANSLATE_NOOP("log", "{system} {version} is outside the versions this reading is tested with "
                                   "({versions}): {count} {count|field was|fields were} read where those versions "
                                   "hold {count|it|them}; check the values before importing")
UNREADABLE = QT_TRANSLATE_NOOP("log", "{system} {version} is outside the versions this reading follows "
                                      "({versions}) and none of the sheet's values could be read: its data model "
                                      "differs")


def _parts(text: str) -> tuple[int, ...] | None:
    found = _NUMBERS.search(text)
    return tuple(int(p) for p in found.group(0).split(".")) if found else None


def outside(version: str, versions: str) -> bool:
    """Whether ``version`` ("2.1.0") is before the first or after the last of ``versions`` ("3.0–4.0.3");
    False when either cannot be read."""
    low, _, high = versions.partition("–")
    given, first, last = _parts(version), _parts(low), _parts(high or low)
    if given is None or first is None or last is None:
        return False
    width = max(len(given), len(first), len(last))

    def pad(parts: tuple[int, ...]) -> tuple[int, ...]:
        return parts + (0,) * (width - len(parts))

    # a last version of three parts bounds its own patches only ("4.0.3"); "3.0" takes in 3.0.x
    return pad(given) < pad(first) or given[: len(last)] > last


def check_version(character: PreviewCharacter, fmt: FoundryFormat, version: str, reading: ActorReading) -> None:
    """Warn of (or refuse) an actor of a version outside those ``fmt`` follows."""
    if not outside(version, fmt.versions):
        return
    args: dict[str, Any] = {"system": fmt.system_id, "version": short(version, 12), "versions": fmt.versions}
    if not any(str(where).startswith("system.") for where in reading.sources.values()):  # no field of the actor's own
        character.refused.append(line(UNREADABLE, **args))
        return
    character.warnings.append(line(OUTSIDE, **args, count=len(reading.mapped)))
