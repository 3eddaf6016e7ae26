"""What every GM action checks of its arguments before it changes anything.

A service refuses what its form refuses: the bounds are the forms' own (:mod:`app.services.bounds`,
which the docks and dialogs read too), and a ruleset's field declarations bound its damage, heal,
ammunition and roll forms and the requests the services take.  A refusal is a :class:`CommandError` with a translatable
message, which :meth:`app.services.service.Service.run` turns into the ``failed`` signal.

:func:`check_types` checks a command's fields against its dataclass annotations (a bool is not a
whole number, a string is not a list of ids, a float is never a count), so a new command is checked
without a line of its own; the ``need_*`` functions check the ranges and the rows.
"""

from __future__ import annotations

import dataclasses
import math
import types
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from app.rules.base import FieldSpec
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.bounds import ID_MAX, ITEMS_MAX, TEXT_MAX, field_bounds
from app.services.command import Command, CommandError, Context, Tx
from app.services.damaged import damage_kept
from app.services.row_ids import row_id
from app.store.models import Character

WRONG_VALUE = QT_TRANSLATE_NOOP("log", "That action was given a value it cannot use.")
GONE = QT_TRANSLATE_NOOP("log", "That entry no longer exists.")
LEFT = QT_TRANSLATE_NOOP("log", "That character has left the campaign.")
DAMAGED = QT_TRANSLATE_NOOP("log", "{name}'s record is damaged: repair it or remove it first.")
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("log", "The form has a field this ruleset does not know.")
OUT_OF_RANGE = QT_TRANSLATE_NOOP("log", "A value of the form is out of its range.")
TOO_LONG = QT_TRANSLATE_NOOP("log", "That text is too long.")


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def need_int(value: Any, lo: int, hi: int, message: str = OUT_OF_RANGE) -> int:
    """``value`` as a whole number from ``lo`` to ``hi``; a bool, a float or text is refused."""
    if not is_int(value):
        raise CommandError(WRONG_VALUE)
    if not lo <= value <= hi:
        raise CommandError(message)
    return int(value)


def need_text(value: Any, limit: int = TEXT_MAX) -> str:
    if not isinstance(value, str):
        raise CommandError(WRONG_VALUE)
    if len(value) > limit:
        raise CommandError(TOO_LONG)
    return value


def campaign_id(ctx: Context) -> int:
    """The open campaign's id, without reading its row when the session says it."""
    game_campaign = getattr(ctx.game, "campaign_id", None)
    return int(game_campaign) if game_campaign is not None else row_id(ctx.campaign)


def live_character(tx: Tx, ctx: Context, character_id: Any) -> Character:
    """The character, touched in ``tx``; refused when unknown, of another campaign, or removed."""
    if not is_int(character_id) or not 0 < character_id <= ID_MAX:
        raise CommandError(GONE)
    row = tx.session.get(Character, character_id)
    if row is None or row.campaign_id != campaign_id(ctx):
        raise CommandError(GONE)
    if row.archived:
        raise CommandError(LEFT)
    tx.touch(row)
    return row


def sound_character(tx: Tx, ctx: Context, character_id: Any) -> Character:
    """The character, touched in ``tx``, for an action the rules carry out: refused as
    :func:`live_character` refuses, and when its stored sheet or state does not fit the rules
    (:mod:`app.services.damaged`: a damaged row is never handed to the rules)."""
    row = live_character(tx, ctx, character_id)
    need_sound(ctx, row)
    return row


def need_sound(ctx: Context, row: Character) -> None:
    """Refuse an action that would hand ``row`` to the rules when its record is damaged."""
    if damage_kept(ctx.ruleset, row) is not None:
        raise CommandError(DAMAGED, name=row.name)


def need_values(
    fields: Sequence[FieldSpec], values: Any, unknown: bool = False, choices: bool = True
) -> dict[str, Any]:
    """A form's values (a damage request, a roll's inputs) checked against its fields: each known
    field of its kind and in its range, a choice one of its choices (unless ``choices`` is off: the
    form lists another character's); a key no field has is refused unless ``unknown`` allows it."""
    if not isinstance(values, Mapping) or len(values) > ITEMS_MAX:
        raise CommandError(WRONG_VALUE)
    specs = {f.key: f for f in fields}
    for key, value in values.items():
        if not isinstance(key, str):
            raise CommandError(WRONG_VALUE)
        spec = specs.get(key)
        if spec is None:
            if not unknown:
                raise CommandError(UNKNOWN_FIELD)
            need_json(value)
            continue
        need_field(spec, value, choices=choices)
    return dict(values)


def need_field(spec: FieldSpec, value: Any, column: bool = False, choices: bool = True) -> None:
    if spec.kind == "int":
        need_int(value, *field_bounds(spec, column))
    elif spec.kind == "bool":
        if not isinstance(value, bool):
            raise CommandError(WRONG_VALUE)
    elif spec.kind == "text":
        need_text(value)
    elif spec.kind == "choice":
        need_json(value)
        if choices and spec.choices and value not in {c.value for c in spec.choices}:
            raise CommandError(OUT_OF_RANGE)
    elif spec.kind == "table":
        if not isinstance(value, (list, tuple)) or len(value) > ITEMS_MAX:
            raise CommandError(WRONG_VALUE)
        columns = {c.key: c for c in spec.columns}
        for row in value:
            need_json(row)
            for key, cell in row.items() if isinstance(row, Mapping) else ():
                if key in columns:
                    need_field(columns[key], cell, column=True, choices=choices)


def need_json(value: Any, depth: int = 0) -> None:
    """A value a log line can keep: text, whole or finite numbers, lists and maps of them."""
    if value is None or isinstance(value, bool):
        return
    if is_int(value):
        if abs(value) > ID_MAX:
            raise CommandError(OUT_OF_RANGE)
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise CommandError(WRONG_VALUE)
        return
    if isinstance(value, str):
        need_text(value)
        return
    if depth < 4 and isinstance(value, (list, tuple)) and len(value) <= ITEMS_MAX:
        for item in value:
            need_json(item, depth + 1)
        return
    if depth < 4 and isinstance(value, Mapping) and len(value) <= ITEMS_MAX:
        for key, item in value.items():
            if not isinstance(key, str):
                raise CommandError(WRONG_VALUE)
            need_json(item, depth + 1)
        return
    raise CommandError(WRONG_VALUE)


# ------------------------------------------------------------------ types, from the annotations
@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _conforms(value: Any, hint: Any, depth: int = 0) -> bool:  # noqa: C901 - one case per kind of type
    if hint is Any:  # a form's values are weighed against its fields (need_values, need_sheet)
        return True
    if hint is type(None) or hint is None:
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return is_int(value) and abs(value) <= ID_MAX
    if hint is float:
        return (is_int(value) or isinstance(value, float)) and math.isfinite(value)
    if hint is str:
        return isinstance(value, str) and len(value) <= TEXT_MAX
    origin = get_origin(hint)
    args = get_args(hint)
    if origin in (Union, types.UnionType):
        return any(_conforms(value, a, depth) for a in args)
    if origin is Literal:
        return value in args
    if depth > 4:
        return False
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        if not isinstance(value, Mapping) or len(value) > ITEMS_MAX:
            return False
        k, v = args or (Any, Any)
        return all(_conforms(a, k, depth + 1) and _conforms(b, v, depth + 1) for a, b in value.items())
    if origin is not None and isinstance(origin, type) and issubclass(origin, Sequence):
        if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)) or len(value) > ITEMS_MAX:
            return False
        if origin is tuple and args and args[-1] is not Ellipsis:
            return len(value) == len(args) and all(_conforms(a, t, depth + 1) for a, t in zip(value, args, strict=True))
        item = args[0] if args else Any
        return all(_conforms(a, item, depth + 1) for a in value)
    if isinstance(hint, type):
        if not isinstance(value, hint):
            return False
        return not dataclasses.is_dataclass(value) or _fields_conform(value, depth + 1)
    return True  # a type this check does not know: the command checks it


def _fields_conform(obj: Any, depth: int = 0) -> bool:
    cls: type = type(obj)
    hints = _hints(cls)
    return all(
        _conforms(getattr(obj, f.name), hints.get(f.name, Any), depth) for f in dataclasses.fields(obj) if f.init
    )


def check_types(command: Command) -> None:
    """Refuse a command whose fields do not have the types its annotations give."""
    if not dataclasses.is_dataclass(command):
        return
    hints = _hints(type(command))
    for f in dataclasses.fields(command):
        value = getattr(command, f.name)
        if f.init and not _conforms(value, hints.get(f.name, Any)):
            raise CommandError(TOO_LONG if isinstance(value, str) and len(value) > TEXT_MAX else WRONG_VALUE)


def as_tuple(value: Any) -> Any:
    """A list or tuple as a tuple; anything else as it is, for :func:`check_types` to refuse."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


def as_list(value: Any) -> Any:
    return list(value) if isinstance(value, (list, tuple)) else value


def as_dict(value: Any) -> Any:
    return dict(value) if isinstance(value, Mapping) else value


def need_sheet(fields: Sequence[FieldSpec], sheet: Any) -> None:
    """A sheet from the sheet dialog: only the ruleset's fields, each of its kind and within its
    input's range (the ruleset's own check then weighs the values together)."""
    if not isinstance(sheet, Mapping):
        raise CommandError(WRONG_VALUE)
    known = {f.key: f for f in fields}
    if any(key not in known for key in sheet):
        raise CommandError(UNKNOWN_FIELD)
    need_json(dict(sheet))
    for key, value in sheet.items():
        need_field(known[key], value, choices=False)
