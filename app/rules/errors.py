"""The rules' refusal, apart from the rules themselves: the window names it before it loads them."""

from __future__ import annotations


class RulesError(ValueError):
    """A request the rules refuse: the message (a marked source string) says why."""
