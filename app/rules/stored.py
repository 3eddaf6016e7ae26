"""Stored characters: a character row read from a campaign file may not fit the rules (a file edited
by hand, a bug of an older version): these say why, before anything hands the row to the rules, and
what its sheet is with the fields that do not fit put back to their defaults."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from app.rules.declarations import FieldSpec, Sheet
from app.rules.errors import RulesError
from app.rules.features.ammo import NO_AMMO
from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.base import Ruleset


def field_fits(spec: FieldSpec, value: Any) -> bool:
    """Whether ``value`` is the kind of value ``spec`` declares (within its range, one of its choices)."""
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return (spec.minimum is None or value >= spec.minimum) and (spec.maximum is None or value <= spec.maximum)
    if spec.kind == "text":
        return isinstance(value, str)
    if spec.kind == "bool":
        return isinstance(value, bool)
    if spec.kind == "choice":
        return isinstance(value, str) and value in {c.value for c in spec.choices}
    if spec.kind == "table":
        columns = {c.key: c for c in spec.columns}
        return isinstance(value, list) and all(
            isinstance(row, Mapping)
            and all(k in columns and field_fits(columns[k], v) for k, v in row.items())
            for row in value
        )
    return False


def unfit_fields(rules: Ruleset, sheet: Any) -> list[FieldSpec]:
    """The sheet fields whose stored values do not fit their declarations (a missing field fits:
    it takes its default)."""
    if not isinstance(sheet, Mapping):
        return list(rules.sheet_fields())
    return [f for f in rules.sheet_fields() if f.key in sheet and not field_fits(f, sheet[f.key])]


def repaired_sheet(rules: Ruleset, sheet: Any) -> Sheet:
    """``sheet`` with every field that does not fit (and every unknown one) at the ruleset's
    default; a new sheet when even that is refused (values that fit one by one but not together)."""
    if not isinstance(sheet, Mapping):
        return rules.new_sheet()
    out = rules.new_sheet()
    for spec in rules.sheet_fields():
        if spec.key in sheet and field_fits(spec, sheet[spec.key]):
            out[spec.key] = sheet[spec.key]
    try:
        return rules.validate_sheet(out)
    except RulesError:
        return rules.new_sheet()


def stored_sheet_problem(rules: Ruleset, sheet: Any) -> str:
    """Why a stored sheet cannot be used with ``rules`` (a marked source string in the context
    ``rules``), or "" when it can."""
    if not isinstance(sheet, Mapping):
        return QT_TRANSLATE_NOOP("rules", "The sheet is not a set of fields.")
    try:
        rules.validate_sheet(sheet)
    except RulesError as exc:
        return str(exc)
    except (TypeError, ValueError, KeyError, AttributeError):  # a validator that did not foresee the value
        return QT_TRANSLATE_NOOP("rules", "The sheet does not fit the rules.")
    return ""


def stored_state_problem(rules: Ruleset, sheet: Sheet, state: Any) -> str:
    """Why a stored live state cannot be used with ``rules`` and a sound ``sheet``, or "" when it
    can: it must be a set of values, every track it keeps a number, and what the screens ask of
    it (tracks, conditions, due checks, ammunition) must be answerable."""
    if not isinstance(state, Mapping):
        return QT_TRANSLATE_NOOP("rules", "The live state is not a set of values.")
    tracks = rules.tracks(sheet)
    for track in tracks:
        value = state.get(track.key)
        if track.key in state and (isinstance(value, bool) or not isinstance(value, int)):
            return QT_TRANSLATE_NOOP("rules", "A track holds something other than a number.")
    try:
        rules.track_values(sheet, dict(state))
        rules.conditions(sheet, dict(state))
        checks = rules.check_rules()
        if checks is not None:
            checks.checks_due(sheet, dict(state))
        (rules.ammo_rules() or NO_AMMO).ammo_stocks(sheet, dict(state))
    except Exception:  # noqa: BLE001 - any failure of the rules on this state is the state's damage
        return QT_TRANSLATE_NOOP("rules", "The live state does not fit the rules.")
    return ""
