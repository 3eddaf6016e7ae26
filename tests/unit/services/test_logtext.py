"""A stored line (English template and arguments) as the text the log, the docks and the exports show."""

from __future__ import annotations

import pytest

from app.services.log import _json_value
from app.services.logtext import render

UPPER = {("log", "Damage to {name}: {amount}"): "DAMAGE TO {name}: {amount}", ("rules", "Bruised"): "BRUISED"}


def upper(context: str, text: str) -> str:
    return UPPER.get((context, text), text)


def test_arguments_nested_lines_and_extra_lines():
    args = {
        "name": "Ana",
        "amount": {"t": "{hp} − {hit} = {left}", "ctx": "rules", "args": {"hp": 10, "hit": 3, "left": 7}},
        "lines": [{"t": "now {health}.", "args": {"health": {"t": "Bruised"}}}, {"t": "Down!"}],
    }
    line = render("Damage to {name}: {amount}", args, "log", upper)
    assert line == "DAMAGE TO Ana: 10 − 3 = 7 — now BRUISED. Down!"  # no ".;"


def test_missing_arguments_and_literal_braces_stay_as_written():
    assert render("{name} rolls {{dice}} for {what}", {"name": "Ben"}, "log", upper) == "Ben rolls {dice} for {what}"
    assert render("No arguments", {}, "log", upper) == "No arguments"


def test_only_plain_names_are_filled_in_any_other_brace_is_shown_as_written():
    args = {"name": "Mo", "a": [1]}
    assert render("{name:>5}|", args, "log", upper) == "{name:>5}|"  # never str.format with a stored spec
    assert render("{name", args, "log", upper) == "{name"
    assert render("} {0} {a.__class__} {a[0]} {name!r} {name}", args, "log", upper) == (
        "} {0} {a.__class__} {a[0]} {name!r} Mo"
    )


def test_lines_named_in_the_template_are_not_repeated_after_it():
    assert render("Result: {lines}", {"lines": [{"t": "A"}, {"t": "B"}]}, "log", upper) == "Result: A; B"


def test_stored_json_values():
    assert _json_value("{}") == {} and _json_value("[]") == []
    assert _json_value('{"a": [1, 2]}') == {"a": [1, 2]}
    assert _json_value(' {"a": 1} ') == {"a": 1}  # blanks around the value, as another writer may leave
    assert _json_value({"a": 1}) == {"a": 1}  # a driver that decodes JSON itself
    with pytest.raises(ValueError):
        _json_value('{"a": 1} x')
