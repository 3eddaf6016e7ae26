"""A condition badge's words, the same in the roster and the fight list: its name, and a short
detail after it ("Bleeding: Left leg", "Dazed and dizzy: −2"), so that two badges of one kind say
which is which; a long detail stays for the tooltip."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from app.services.logtext import render

if TYPE_CHECKING:
    from app.rules.base import Condition

#: a detail longer than this goes to the tooltip only
SHORT_DETAIL = 16


def condition_name(cond: Condition) -> str:
    return render(cond.label, dict(cond.args), "rules")


def condition_detail(cond: Condition) -> str:
    return render(cond.detail, dict(cond.args), "rules") if cond.detail else ""


def badge_text(cond: Condition) -> str:
    """The badge: the name, with what it means in play where the rules say it ("Broken — every
    skill roll fails"), else with the detail when it is short and plain; a detail's qualifier in
    brackets stays for the tooltip ("Bleeding: Torso" for "Torso (main pool)": the badge said only
    "Bleeding" beside "Bleeding: Left leg", and the GM could not tell where the first bled)."""
    name, detail = condition_name(cond), condition_detail(cond)
    if cond.meaning:
        return f"{name} — {render(cond.meaning, dict(cond.args), 'rules')}"
    if detail and "{" not in cond.detail:
        if len(detail) > SHORT_DETAIL and " (" in detail:
            detail = detail.split(" (", 1)[0]
        if len(detail) <= SHORT_DETAIL:
            return f"{name}: {detail}"
    return name


def told(conditions: Iterable[Condition]) -> frozenset[str]:
    """The states the badges say with what they mean ("Broken — every skill roll fails"): a bar
    that names the same state ("Health 0/3 Broken") shows its numbers alone, the state said once."""
    said = {condition_name(c) for c in conditions if c.meaning}
    # a badge belying a bar's word ("Broken ribs" beside "Health 3/3 Unharmed"): the word goes too
    said.update(render(word, {}, "rules") for c in conditions for word in c.belies)
    return frozenset(said)


def unsaid(conditions: Sequence[Condition], said: Iterable[str]) -> list[Condition]:
    """The conditions whose badges say more than the words the row's bars read beside them
    (``said``): a badge that is only such a word goes, as the bar says it already (a dead
    character's "Health 1/3 Dead" beside a "Dead" badge read the death twice); one with a
    detail of its own stays."""
    words = {word for word in said if word}
    return [c for c in conditions if c.detail or condition_name(c) not in words]
