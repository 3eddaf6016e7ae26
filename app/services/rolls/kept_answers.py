"""The rules' answers the dice dock asks for (the roll kinds, the odds, the dice and their parts), kept
for the character rows they read (:class:`KeptAnswers`, held by
:class:`~app.services.rolls.questions.RollQuestions`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class KeptAnswers:
    """Answers of the rules kept for the character rows they read."""

    def __init__(self) -> None:
        self._memo: dict[tuple[Any, ...], tuple[tuple[Any, ...], list[Any]]] = {}

    def kept(self, key: tuple[Any, ...], rows: tuple[Any, ...], work: Callable[[], list[Any]]) -> list[Any]:
        """What ``work`` gives, kept for ``key`` and the character ``rows`` it read.  The campaign
        service replaces a row when it changes, so a kept answer is for that sheet and state only
        (the dice dock asks again on every turn as the selection follows the fight); the rows are
        kept with the answer so that their ids stay theirs."""
        memo = self._memo
        full = (*key, *(id(r) for r in rows))
        if full not in memo:
            if len(memo) > 256:
                memo.clear()
            memo[full] = (rows, work())
        return list(memo[full][1])

    def clear(self) -> None:
        """Forget every kept answer: the next question is worked out afresh."""
        self._memo.clear()
