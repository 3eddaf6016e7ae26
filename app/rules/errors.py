"""The rules' refusal, apart from the rules themselves: the window names it before it loads them."""

from __future__ import annotations


class RulesError(ValueError):
    """A request the rules refuse: the message (a marked source string) says why; ``words`` fill
    its placeholders once translated ("{weapon} is out of ammunition", "at most {count}
    {count|shot|shots} a turn")."""

    def __init__(self, *args: object, **words: object) -> None:
        super().__init__(*args)
        self.words = words


class SuppliesMissingError(RulesError):
    """A refusal for want of supplies the character carries (bandages, pain pills): the window
    adds how to note the ones a character finds."""
