"""Number fields that follow other fields of their form (:attr:`~app.rules.base.FieldSpec.follows`).

A text's modifier is a field of the roll it changes: a range band's −3, a called shot's −4, a
veterinarian's −3.  The choice that names the situation sets the number (the text's value); the GM
may type another, and the roll uses the number.  A choice or a box may follow too (twdu: the range
band picks the skill of a duel).  A form sets the follower when a followed input
changes (:func:`followed_values`); a request that leaves the follower out gets the preset of the
values it gives (:func:`with_presets`), so a roll asked for without the form rolls as the text says.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

#: what a sheet field may follow besides its form's fields: the character's kind ("pc", "npc",
#: "zombie"); a field with ``follows=(CHARACTER_KIND,)`` starts at its preset for the kind of a new
#: character (:meth:`app.rules.base.Ruleset.new_sheet`), and takes it again when the GM changes the
#: kind on the sheet
CHARACTER_KIND = "kind"

if TYPE_CHECKING:  # declarations only: the window reads forms before the rules load (tests/unit/test_layers.py)
    from app.rules.base import FieldSpec


def preset_for(spec: FieldSpec, values: Mapping[str, Any]) -> Any:
    """The value ``spec`` takes for the values of the fields it follows (None: no preset for them)."""
    if not spec.follows:
        return None
    key = tuple(values.get(name) for name in (*spec.follows, *spec.reads))
    for wanted, number in spec.presets:
        if tuple(wanted) == key:
            return number
    return None


def followed_values(fields: Sequence[FieldSpec], values: Mapping[str, Any],
                    changed: Iterable[str]) -> dict[str, Any]:
    """The followers whose followed fields are among ``changed``, with their presets for ``values``;
    and, in turn, the followers of those (twdu: a distance sets the range band, which sets the skill).
    Two inputs that follow each other: the one moved by the other does not move it back (the distance
    typed sets the band, the band picked sets the distance)."""
    original = set(changed)
    changed = set(original)
    follows = {spec.key: set(spec.follows) for spec in fields}
    current = dict(values)
    out: dict[str, Any] = {}
    for _ in range(len(fields)):
        moved: set[str] = set()
        for spec in fields:
            if {key for key in changed & set(spec.follows)
                    if key in original or spec.key not in follows.get(key, set())}:
                number = preset_for(spec, current)
                if number is not None:
                    out[spec.key] = number
                    if current.get(spec.key) != number:
                        moved.add(spec.key)
                    current[spec.key] = number
        if not moved:
            break
        changed = moved
    return out


def with_presets(fields: Sequence[FieldSpec], inputs: Mapping[str, Any]) -> dict[str, Any]:
    """``inputs`` with each follower they leave out set to its preset for the values given (the
    followed fields' defaults where those are left out too); a follower given keeps its value."""
    specs = {f.key: f for f in fields}
    full = {key: inputs.get(key, spec.default) for key, spec in specs.items()}
    out = dict(inputs)
    for _ in range(len(specs)):  # a follower of a follower takes the preset of the preset
        moved = False
        for key, spec in specs.items():
            if key in inputs or not spec.follows:
                continue
            number = preset_for(spec, full)
            if number is not None and (out.get(key) != number or key not in out):
                out[key] = full[key] = number
                moved = True
        if not moved:
            break
    return out
