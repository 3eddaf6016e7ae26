"""A sheet field's cell of a spreadsheet row that holds no value, or one that cannot be read.

A GM who types a new character into an exported spreadsheet leaves the cells of the fields they do
not care about empty («Уровни Силы за очки недостатков»): an empty number or choice cell takes the
field's default, as a field missing from the file does, and the preview says so beside the field
("empty: 0 taken").  A cell that truly cannot be read refuses the row, the message saying what
belongs there: "a whole number from 0 to 6".
"""

from __future__ import annotations

from typing import Any

from app.rules.base import FieldSpec
from app.rules.numbers import number
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short
from app.services.imports.languages import form_of

#: the characters of a file's heading a message names a column by, beside the field's own name (a
#: Spanish export's «Niveles de Destreza comprados con puntos de defectos» whole)
HEADING = 60
#: the value shown for a field whose cell is empty: its default taken
EMPTY_TAKEN = QT_TRANSLATE_NOOP("log", "empty: {value} taken")
NOT_HELD = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not what this field holds")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not what this field holds: a whole number")
NOT_A_NUMBER_FROM = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not what this field holds: a whole number "
                                             "from {low} to {high}")
NOT_A_NUMBER_AT_LEAST = QT_TRANSLATE_NOOP("log", "“{field}”: “{value}” is not what this field holds: a whole "
                                                 "number, {low} or more")


def named_as(own: str, heading: str) -> str:
    """A column as a message names it: the field's name in the GM's language (``own``), the file's
    heading beside it when that is another ("Сила (Strength)", «Вид (Kind)»); every column alike."""
    same = form_of(own) == form_of(heading)
    return own if same else f"{own} ({short(heading.strip(), HEADING)})"  # the file's words cut, never the field's


def takes_default(spec: FieldSpec, cell: str) -> bool:
    """Whether ``cell`` of the field ``spec`` is empty and so takes the field's default."""
    return spec.kind in ("int", "choice") and not cell.strip()


def default_shown(spec: FieldSpec) -> dict[str, Any]:
    """The preview's value for an empty cell: "empty: 0 taken", the choice named by its label."""
    if spec.kind == "choice":
        chosen = next((c for c in spec.choices if c.value == spec.default), None)
        if chosen is not None:
            return line(EMPTY_TAKEN, value={"t": chosen.label, "ctx": "rules", "args": {}})
    if spec.kind == "int":
        return line(EMPTY_TAKEN, value=number(int(spec.default)))
    return line(EMPTY_TAKEN, value=str(spec.default))


def not_held(spec: FieldSpec, field: str, value: str) -> dict[str, Any]:
    """The refusal of a cell the field cannot hold, saying what belongs there."""
    if spec.kind != "int":
        return line(NOT_HELD, field=field, value=value)
    if spec.minimum is not None and spec.maximum is not None:
        return line(NOT_A_NUMBER_FROM, field=field, value=value, low=number(spec.minimum), high=number(spec.maximum))
    if spec.minimum is not None:
        return line(NOT_A_NUMBER_AT_LEAST, field=field, value=value, low=number(spec.minimum))
    return line(NOT_A_NUMBER, field=field, value=value)
