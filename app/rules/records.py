"""``@record``: a dataclass whose ``__init__``, comparison, text and hash are shared functions.

Python 3.11 makes a ``@dataclass`` by writing each of its methods (``__init__``, ``__repr__``,
``__eq__``, and for a frozen one ``__setattr__``, ``__delattr__`` and ``__hash__``) as source text
and compiling it, class by class, as the module loads: about 0.8 M instructions a method, 4 M a
frozen record, paid by every start (docs/benchmarks.md, issue 43's sixth pass).  ``record`` gives
the same class without compiling anything: ``dataclasses.dataclass`` reads the fields (so
``fields()``, ``replace()``, ``asdict()`` and ``is_dataclass()`` work as before) and makes no
method; the methods are closures over the field names, made by plain calls.

Use it as ``@dataclass`` is used, for records made a few times per action (a rule's declaration, a
roll's result): ``@record``, ``@record(frozen=True)``, ``@record(frozen=True, eq=False)``; fields,
defaults, ``field(default_factory=…)``, ``kw_only`` and ``__post_init__`` behave as with
``@dataclass``.  An instance is made by one shared ``__init__`` (its arguments gathered in a
dictionary and put into the instance's ``__dict__``), some 6 k instructions more than a compiled one
(16 k against 10 k for five fields), where a class costs 0.3 M instead of 2–4 M: a record made in
an inner loop (an odds count) stays a ``@dataclass``.
Not offered: ``order``, ``slots``, ``InitVar``.  A record may inherit only from records or plain
classes (``dataclass`` sees every record as not frozen).  What differs, for whoever inspects one:
``__dataclass_params__`` says ``eq=False, repr=False`` whatever the record has (look for
``__eq__`` in the class, as tests/unit/test_light_records.py does), ``inspect.signature`` of the
class reads ``(*args, **kwargs)``, and a record without a docstring gets ``Name(field, …)``.
mypy reads ``record`` as a dataclass (``typing.dataclass_transform``): fields, defaults and
frozen records are checked as for ``@dataclass``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")

_MISSING: Any = dataclasses.MISSING


def _values(names: tuple[str, ...]) -> Callable[[object], tuple[Any, ...]]:
    """The named attributes of an instance, as a tuple."""
    if not names:
        return lambda _self: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return attrgetter(*names)


def _init(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> Callable[..., None]:
    given = tuple(f for f in fields if f.init)
    positional = tuple(f.name for f in given if not f.kw_only)
    known = frozenset(f.name for f in given)
    defaults = {f.name: f.default for f in fields if f.default is not _MISSING}
    factories: tuple[tuple[str, Any], ...] = tuple(
        (f.name, f.default_factory) for f in fields if f.default_factory is not _MISSING
    )
    complete = len(known | defaults.keys() | {n for n, _ in factories})  # the fields an instance holds
    post_init = hasattr(cls, "__post_init__")
    name = cls.__qualname__

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(positional):
            raise TypeError(f"{name}() takes {len(positional)} positional arguments but {len(args)} were given")
        values = dict(defaults)
        values.update(zip(positional, args, strict=False))
        if kwargs:
            if not known.issuperset(kwargs):
                unexpected = next(k for k in kwargs if k not in known)
                raise TypeError(f"{name}() got an unexpected keyword argument {unexpected!r}")
            if args and not kwargs.keys().isdisjoint(positional[: len(args)]):
                twice = next(k for k in positional[: len(args)] if k in kwargs)
                raise TypeError(f"{name}() got multiple values for argument {twice!r}")
            values.update(kwargs)
        for field_name, factory in factories:
            if field_name not in values:
                values[field_name] = factory()
        if len(values) != complete:
            missing = next(f for f in positional + tuple(known) if f not in values)
            raise TypeError(f"{name}() missing required argument: {missing!r}")
        # straight into the instance, past a frozen record's refusal, as @dataclass's own __init__ sets it
        self.__dict__.update(values)
        if post_init:
            self.__post_init__()

    return init


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _make(cls: type[T], frozen: bool, eq: bool, repr: bool, kw_only: bool) -> type[T]:
    own = set(vars(cls))  # what the class body itself defines, kept as @dataclass keeps it
    if vars(cls).get("__hash__", 0) is None and "__eq__" in own:
        own.discard("__hash__")  # Python's None beside a class's own __eq__, not a hash the class chose
    if frozen and own & {"__setattr__", "__delattr__"}:
        raise TypeError(f"{cls.__qualname__}: a frozen record cannot define __setattr__ or __delattr__")
    undocumented = not cls.__doc__
    if undocumented:  # @dataclass would write one from inspect.signature: most of its work for a record
        cls.__doc__ = cls.__name__
    made = dataclasses.dataclass(cls, init=False, repr=False, eq=False, kw_only=kw_only)
    fields = dataclasses.fields(made)  # type: ignore[arg-type]  # made is a dataclass now
    if undocumented:
        made.__doc__ = f"{made.__name__}({', '.join(f.name for f in fields if f.init)})"
    methods: Any = made  # the class, its methods set below as @dataclass sets its own
    if "__init__" not in own:
        methods.__init__ = _init(made, fields)
    if repr and "__repr__" not in own:
        shown = tuple(f.name for f in fields if f.repr)

        def text(self: Any) -> str:
            parts = ", ".join(f"{n}={getattr(self, n)!r}" for n in shown)
            return f"{type(self).__qualname__}({parts})"

        methods.__repr__ = text
    if frozen:
        methods.__setattr__ = _frozen_setattr
        methods.__delattr__ = _frozen_delattr
    if eq:
        compared = _values(tuple(f.name for f in fields if f.compare))
        if "__eq__" not in own:

            def equal(self: Any, other: object) -> Any:  # a bool, or NotImplemented for another class
                if other.__class__ is self.__class__:
                    return compared(self) == compared(other)
                return NotImplemented

            methods.__eq__ = equal
        if "__hash__" not in own:
            if frozen:
                hashed = _values(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))
                methods.__hash__ = lambda self: hash(hashed(self))
            else:
                methods.__hash__ = None  # as @dataclass: equal by value, so not hashable
    return made


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(
    *, frozen: bool = False, eq: bool = True, repr: bool = True, kw_only: bool = False
) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def record(
    cls: type[T] | None = None,
    /,
    *,
    frozen: bool = False,
    eq: bool = True,
    repr: bool = True,
    kw_only: bool = False,
) -> type[T] | Callable[[type[T]], type[T]]:
    """``@dataclass`` without compiled methods; see the module's docstring."""
    if cls is not None:
        return _make(cls, frozen, eq, repr, kw_only)
    return lambda c: _make(c, frozen, eq, repr, kw_only)
