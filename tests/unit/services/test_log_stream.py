"""A session log read as it streams in (app.services.log_reader) is refused with exactly the message
of reading the whole text (app.services.validate_import.parse_log), wherever the file's chunks end:
the same first place that is not JSON (line and column), the same byte that is not UTF-8, the same
first value refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.services.command import CommandError
from app.services.json_stream import chunks_of
from app.services.log_reader import LogReader, UnusualOrderError
from app.services.validate_import import parse_log
from tests.unit.services.test_log_import_fuzz import JSON, damaged_logs


def whole(data: bytes | str) -> str | None:
    try:
        parse_log(data)
    except CommandError as exc:
        return exc.message
    return None


def streamed(data: bytes | str, size: int) -> str | None:
    reader = LogReader(chunks_of(data, size))
    try:
        reader.start()
        reader.rest(None)
    except CommandError as exc:
        return exc.message
    return None


def agree(data: bytes | str) -> None:
    expected = whole(data)
    for size in (1, 2, 3, 7, 64, 1 << 20):
        try:
            assert streamed(data, size) == expected, (size, data)
        except UnusualOrderError:  # read whole by the import, as before
            return


@given(st.binary(max_size=200) | st.text(max_size=200) | JSON.map(json.dumps))
@settings(max_examples=300, deadline=None)
def test_any_bytes_or_text_is_refused_as_when_read_whole(data):
    agree(data)
    if isinstance(data, str):
        agree(("\ufeff" + data).encode("utf-8", "surrogatepass"))


@given(damaged_logs(), st.integers(0, 400), st.sampled_from(["", "x", "}", ",", "]", " 1", '"', "\n\n{", "\xff"]))
@settings(max_examples=300, deadline=None)
def test_a_damaged_or_cut_log_is_refused_as_when_read_whole(text, cut, junk):
    agree(text)
    spaced = text.replace(", ", ",\n  ")
    agree(spaced)
    at = min(cut, len(spaced))
    agree((spaced[:at] + junk + spaced[at:]).encode("utf-8", "surrogatepass"))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "{",
        '{"format": "deadwatch-session-log", "version": 1, "sessions": [{"events": [1,]}]}',
        '{"format": "deadwatch-session-log", "version": 1, "sessions": [{"events": [{"a": NaN}]}]}',
        '{"format": "deadwatch-session-log", "version": 1, "sessions": []} x',
        '{"format": "deadwatch-session-log", "version": 2, "sessions": [1 2]}',
        '{"format": "deadwatch-session-log", "version": 1, "sessions": [{"events": [' + "[" * 5000 + "]}",
        '{"format": "deadwatch-session-log", "version": 1, "sessions": [{"events": [' + "9" * 5000 + "]}]}",
        '[1, 2, {"a": "b"}] ',
    ],
)
def test_files_that_are_not_json_are_refused_as_when_read_whole(text):
    agree(text)


def test_a_number_after_a_closed_member_is_placed_where_the_whole_text_places_it():
    """``-0}`` then ``.0``: found again from the array's last sound point, the ``.0`` must not run
    on into the decoder's own stand-in member (``[0`` + ``.0``), which placed the fault two columns late."""
    text = '{"format": "deadwatch-session-log", "version": 1, "sessions": [{"x": -0}.0}]}'
    assert "column 73" in str(whole(text))  # the "."
    agree(text)
