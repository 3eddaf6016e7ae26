"""``@record`` (app/rules/records.py) behaves as the ``@dataclass`` it stands for: what a rule's
record is built from, how two compare, hash, print, refuse a change, and what ``replace`` and
``asdict`` give."""

from __future__ import annotations

import dataclasses
from dataclasses import field

import pytest

from app.rules.records import record


@record(frozen=True)
class Stock:
    name: str
    count: int = 0
    notes: list[str] = field(default_factory=list, compare=False)
    tags: tuple[str, ...] = field(default=(), kw_only=True)


@record
class Tally:
    total: int
    seen: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.seen.append(self.total)


@record(frozen=True, eq=False)
class Handle:
    label: str


@record(frozen=True)
class Named:
    name: str

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Named) and other.name.lower() == self.name.lower()


def test_a_record_is_built_from_positions_keywords_and_defaults() -> None:
    one = Stock("shells", 4, tags=("12g",))
    assert (one.name, one.count, one.notes, one.tags) == ("shells", 4, [], ("12g",))
    assert Stock(name="shells").count == 0
    assert Stock("a").notes is not Stock("b").notes  # a factory per record, not one shared list
    assert dataclasses.is_dataclass(one)
    assert [f.name for f in dataclasses.fields(one)] == ["name", "count", "notes", "tags"]
    assert Stock.__match_args__ == ("name", "count", "notes")


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((), {}, "missing required argument: 'name'"),
        (("a", 1, [], ()), {}, "takes 3 positional arguments but 4 were given"),
        (("a",), {"name": "b"}, "multiple values for argument 'name'"),
        (("a",), {"colour": "red"}, "unexpected keyword argument 'colour'"),
    ],
)
def test_a_record_refuses_what_a_dataclass_refuses(
    args: tuple[object, ...], kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(TypeError, match=message):
        Stock(*args, **kwargs)  # type: ignore[arg-type]


def test_records_compare_and_hash_by_the_fields_they_compare() -> None:
    assert Stock("shells", 4, ["wet"]) == Stock("shells", 4, ["dry"])  # notes are not compared
    assert Stock("shells", 4) != Stock("shells", 5)
    assert Stock("shells", tags=("a",)) != Stock("shells")
    assert hash(Stock("shells", 4, ["wet"])) == hash(Stock("shells", 4))
    assert len({Stock("shells", 4), Stock("shells", 4), Stock("slugs", 4)}) == 2
    same_fields: object = ("shells", 0, [], ())
    assert Stock("shells") != same_fields  # another class is never equal
    assert Tally.__hash__ is None  # equal by value and changeable: not hashable, as @dataclass
    assert Tally(3) == Tally(3)


def test_a_record_without_comparison_is_itself_only() -> None:
    one = Handle("a")
    assert one != Handle("a")
    assert one == one
    assert len({one, Handle("a")}) == 2


def test_a_records_own_comparison_is_kept_and_its_hash_made() -> None:
    assert Named("Ann") == Named("ANN")
    assert Named.__hash__ is not None


def test_a_record_prints_as_a_dataclass_does() -> None:
    assert repr(Stock("shells", 2, ["wet"])) == "Stock(name='shells', count=2, notes=['wet'], tags=())"
    assert repr(Tally(1)) == "Tally(total=1, seen=[1])"


def test_a_frozen_record_refuses_a_change() -> None:
    one = Stock("shells")
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.count = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del one.count
    assert one.count == 0


def test_replace_asdict_and_post_init_work_on_records() -> None:
    one = Stock("shells", 2, ["wet"], tags=("x",))
    assert dataclasses.replace(one, count=5) == Stock("shells", 5, tags=("x",))
    assert dataclasses.asdict(one) == {"name": "shells", "count": 2, "notes": ["wet"], "tags": ("x",)}
    tally = Tally(2)
    assert tally.seen == [2]
    tally.total = 7
    assert tally.total == 7
