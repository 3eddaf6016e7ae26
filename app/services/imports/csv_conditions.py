"""The conditions a spreadsheet's "Conditions" column writes in words, read back.

A GM who types "poisoned" in a hand-made spreadsheet, or edits the Conditions cell of an exported
one, expects the character to come in poisoned.  The conditions a ruleset lets a GM write
(:meth:`~app.rules.base.Ruleset.written_conditions`: Poisoned, Sick) are read by their label in
the GM's language or in English, any case, or by a word form the ruleset's catalog gives
(:meth:`~app.rules.base.Ruleset.condition_spellings`: "Envenenada", «Больна»), with or without
the detail the export writes after a colon ("Poisoned: −1 die on every roll.").  The other
conditions (a critical injury, a range band) are worked out from the state and named in the cell
only to be read: they are taken as said when the character has them.  Where the words and the
"Deadwatch state" column disagree, the words win and the preview says so; an emptied cell beside
a state that has Poisoned on means the GM cleared it (the words win there too), and the preview
says so beside the conditions; a word that names no condition refuses the row with the
conditions a GM may write.
"""

from __future__ import annotations

import re
from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short
from app.services.imports.csv_cells import named_as
from app.services.imports.csv_state import CONDITIONS, STATE, conditions_text, show_conditions
from app.services.imports.languages import every_translate, form_of
from app.services.imports.preview import FieldRow, PreviewCharacter
from app.services.logtext import Translate, render

UNKNOWN = QT_TRANSLATE_NOOP("log", "“{field}”: “{words}” {count|is not a condition|are not conditions} of this "
                                   "sheet; the conditions written in words are: {accepted}")
WORDS_WIN = QT_TRANSLATE_NOOP("log", "“{field}” says {said}, the “{state}” column does not: the “{field}” "
                                     "column wins")
WORDS_CLEAR = QT_TRANSLATE_NOOP("log", "the “{state}” column says {said}, “{field}” does not: the “{field}” "
                                       "column wins, the character is not {said}")
#: an emptied Conditions cell beside a state column that has a written condition on: the GM removed
#: it (the words win, as they do when they disagree), the conditions shown as the character will have
EMPTIED = QT_TRANSLATE_NOOP("log", "none (the cell was emptied; the Deadwatch state had {said})")
EMPTIED_REST = QT_TRANSLATE_NOOP("log", "{conditions} (the cell was emptied; the Deadwatch state had {said} as "
                                        "well)")
#: words of an export's Conditions cell that name no condition of the state column
LEFT_OUT = QT_TRANSLATE_NOOP("log", "“{field}”: “{words}” {count|is|are} left out: of the conditions, only {accepted} "
                                    "are read from words; the rest come from the “{state}” column")
#: the conditions column without a state column, in a ruleset where no condition is written in words
STATE_ONLY = QT_TRANSLATE_NOOP("log", "“{field}”: the conditions come from the “{state}” column, which is empty: "
                                      "the character has none")


#: the words of a cell one after the other, each between the quotes the line opens and closes
#: ("“Bitten”, “Sprained”"; «Bitten», «Sprained» in Russian)
APART = QT_TRANSLATE_NOOP("log", "{first}”, “{rest}")


def _apart(words: list[str]) -> Any:
    """``words`` as the ``{words}`` of a line between quotes: one after the other, the quotes
    between them the language's own (:data:`APART`)."""
    said: Any = words[-1]
    for word in reversed(words[:-1]):
        said = line(APART, first=word, rest=said)
    return said


_PENALTY = re.compile(r"([−-]\d+)\s+\w+")


def _english(context: str, text: str) -> str:
    return text


def _labels(label: str, args: Any, translate: Translate) -> set[str]:
    """A label as the GM may write it: in the GM's language or in English, any case."""
    return {form_of(render(label, args or {}, "rules", translate)),
            form_of(render(label, args or {}, "rules", _english))}


def _field(heading: str, translate: Translate) -> str:
    """The Conditions column as a message names it, as every other column («Состояния (Conditions)»)."""
    return named_as(translate("log", CONDITIONS), heading)


def _dice(text: str) -> str:
    """``text`` with the word after a penalty ("−1 dice", "−1 die", "−2 dados") one mark: an
    export written before the word agreed with the number is read as one written after."""
    return _PENALTY.sub(r"\1 #", text)


def _spellings(ruleset: Ruleset, key: str, translate: Translate) -> set[str]:
    """The other words a GM may write for the condition ``key`` (its word forms: "Envenenada",
    «Больна»), in every language Deadwatch speaks, any case."""
    spellings = ruleset.condition_spellings().get(key)
    if not spellings:
        return set()
    out: set[str] = set()
    for lookup in (translate, _english, *every_translate()):
        out.update(form_of(word) for word in lookup("rules", spellings).split("|") if word.strip())
    return out


def _emptied(character: PreviewCharacter, ruleset: Ruleset, person: dict[str, Any], written: tuple[Any, ...],
             heading: str, translate: Translate) -> None:
    """An emptied Conditions cell of an export: the conditions written in words the "Deadwatch
    state" column has on are taken off (the GM cleared them), and the preview says so beside the
    conditions the character will have ("none (the cell was emptied; the Deadwatch state had
    Poisoned)")."""
    state = dict(person["state"])
    removed = [choice for choice in written if state.get(choice.value)]
    if not removed:
        show_conditions(character, ruleset, ("", heading), translate)
        return
    for choice in removed:
        state[choice.value] = False
    person["state"] = state
    said = ", ".join(translate("rules", c.label) for c in removed)
    rest = conditions_text(ruleset, person["sheet"], state, translate)
    value = line(EMPTIED_REST, conditions=rest, said=said) if rest else line(EMPTIED, said=said)
    character.fields.append(FieldRow(CONDITIONS, value, short(heading)))


def _said_whole(ruleset: Ruleset, sheet: Any, states: list[Any],
                translate: Translate) -> list[tuple[str, str]]:
    """Each condition of ``states`` as an export writes it ("Bitten forearm: −1 dice; lethal in 3
    hours"), in every language Deadwatch speaks, the longest first, with its label (untranslated:
    the written condition it names, when it is one)."""
    out: set[tuple[str, str]] = set()
    for state in states:
        try:
            present = ruleset.conditions(sheet, state)
        except Exception:  # noqa: BLE001 - a state the ruleset cannot read says nothing
            continue
        for cond in present:
            for tr in (translate, _english, *every_translate()):
                label = render(cond.label, cond.args, "rules", tr)
                whole = f"{label}: {render(cond.detail, cond.args, 'rules', tr)}" if cond.detail else label
                out.add((whole, cond.label))
                out.add((whole.removesuffix("."), cond.label))  # before another condition: no full stop
    return sorted(out, key=lambda w: len(w[0]), reverse=True)


def _details(ruleset: Ruleset, sheet: Any, states: list[Any], translate: Translate) -> list[str]:
    """The detail an export writes after each condition's label ("−1 die on every roll; no healing."),
    in every language Deadwatch speaks, the longest first: read after a label another version of
    Deadwatch worded otherwise ("Enfermo:" for "Enfermedad:"), it is the condition's, not two words."""
    out: set[str] = set()
    for state in states:
        try:
            present = ruleset.conditions(sheet, state)
        except Exception:  # noqa: BLE001 - a state the ruleset cannot read says nothing
            continue
        for cond in present:
            for tr in (translate, _english, *every_translate()) if cond.detail else ():
                detail = render(cond.detail, cond.args, "rules", tr).strip()
                out.update(d for d in (detail, detail.removesuffix(".")) if d)
    return sorted(out, key=len, reverse=True)


def _said_taken(ruleset: Ruleset, sheet: Any, states: list[Any], cell: str,
                translate: Translate) -> tuple[str, set[str]]:
    """``cell`` without what an export writes of each condition of ``states`` (its label and detail,
    in any language: each one a ";"), its details kept from being split at their own ";" (only the
    label before them left), and the written conditions it names so (their keys)."""
    rest = _dice(cell)
    named: set[str] = set()
    labels = {choice.label: choice.value for choice in ruleset.written_conditions()}
    for whole, label in _said_whole(ruleset, sheet, states, translate):
        rest, found = re.subn(re.escape(_dice(whole)), ";", rest, flags=re.IGNORECASE)  # as the export wrote it
        if found and label in labels:  # "Envenenado: −1 dado…" of a Spanish export read in English
            named.add(labels[label])
    for detail in _details(ruleset, sheet, states, translate):
        rest = re.sub(r":\s*" + re.escape(_dice(detail)), ":", rest, flags=re.IGNORECASE)
    return rest, named


def read_words(character: PreviewCharacter, ruleset: Ruleset, said: tuple[str, str] | None,
               file_state: dict[str, Any] | None, translate: Translate) -> None:
    """Set the written conditions of ``said`` (the cell and its heading) on the character read, say
    in the preview where the words and the state column (``file_state``, as the file holds it)
    disagree, refuse a word that is no condition; then list the conditions the character will have."""
    person = character.person
    has_state = file_state is not None
    written = tuple(ruleset.written_conditions())
    if person is not None and said is not None and not said[0].strip() and has_state:
        _emptied(character, ruleset, person, written, said[1], translate)
        return
    if person is None or said is None or not said[0].strip():
        show_conditions(character, ruleset, said, translate)
        return
    cell, heading = said
    field = _field(heading, translate)
    if not written:
        if not has_state:
            character.ignored.append(line(STATE_ONLY, field=field, state=translate("log", STATE)))
        show_conditions(character, ruleset, said, translate)
        return
    sheet, state = person["sheet"], dict(person["state"])
    if form_of(cell) == form_of(conditions_text(ruleset, sheet, state, translate)):
        show_conditions(character, ruleset, said, translate)
        return
    present = ruleset.conditions(sheet, state)
    # the words an export writes for each condition: those the character has, those of the state
    # column, and each written condition's as it reads when on (a hand-kept sheet without the state)
    states = [state, *([file_state] if has_state else []),
              *(ruleset.write_sheet_condition(sheet, state, choice.value, True) for choice in written)]
    rest, named = _said_taken(ruleset, sheet, states, cell, translate)
    by_label = {form: choice for choice in written for form in _labels(choice.label, {}, translate)}
    by_label.update({form: choice for choice in written for form in _spellings(ruleset, choice.value, translate)})
    have = set().union(*(_labels(c.label, c.args, translate) for c in present)) if present else set()
    unknown: list[str] = []
    for part in re.split(r"[;,\n]", rest):
        word = form_of(part.split(":", 1)[0])
        if not word:
            continue
        if word in by_label:
            named.add(by_label[word].value)
        elif word not in have:
            unknown.append(short(part.strip(), 40))
    if unknown and ":" in rest:  # the export's words ("Bitten forearm: −1 dice"), of a state not in the file
        character.ignored.append(line(STATE_ONLY, field=field, state=translate("log", STATE)) if not has_state else
                                 line(LEFT_OUT, field=field, words=_apart(unknown), count=len(unknown),
                                      accepted=", ".join(translate("rules", c.label) for c in written),
                                      state=translate("log", STATE)))
    elif unknown:
        character.refused.append(line(UNKNOWN, field=field, words=_apart(unknown), count=len(unknown),
                                      accepted=", ".join(translate("rules", c.label) for c in written)))
        character.person = None
        return
    had = {c.key for c in present}  # a condition the values make (Dead at 0 Health) as well as a flag
    changed = False
    for choice in written:
        on = choice.value in named
        if (bool(state.get(choice.value)) or choice.value in had) == on:
            continue
        changed = True
        state = dict(ruleset.write_sheet_condition(sheet, state, choice.value, on))
        if has_state:  # the words are applied: said as a note, not among what is left out
            character.applied.append(line(WORDS_WIN if on else WORDS_CLEAR, field=field,
                                          said={"t": choice.label, "ctx": "rules", "args": {}},
                                          state=translate("log", STATE)))
    person["state"] = state
    # the words set what the character has, or (nothing set by them) the values read work it out
    shown = (conditions_text(ruleset, sheet, state, translate), heading) if changed else said
    show_conditions(character, ruleset, shown, translate)


def refuse_words(character: PreviewCharacter, ruleset: Ruleset, said: tuple[str, str] | None,
                 sheet: Any, file_state: dict[str, Any] | None, translate: Translate) -> None:
    """A row already refused for its values: a word of its Conditions cell that names no condition
    refused with them, so the GM is told every problem of the row at once (not the word only once
    the numbers are fixed).  A part with the export's detail after a colon is not judged here: it
    is read against the state once the row's values are good."""
    written = tuple(ruleset.written_conditions())
    if said is None or not said[0].strip():
        return
    cell, heading = said
    if not written:
        character.fields.append(FieldRow(CONDITIONS, short(cell.strip()), short(heading)))
        return
    by_label = {form for choice in written for form in _labels(choice.label, {}, translate)}
    by_label.update(form for choice in written for form in _spellings(ruleset, choice.value, translate))
    try:
        present = ruleset.conditions(sheet, file_state) if file_state is not None else []
    except Exception:  # noqa: BLE001 - values the checks refuse: no condition to name
        present = []
    have = set().union(*(_labels(c.label, c.args, translate) for c in present)) if present else set()
    states = [file_state] if file_state is not None else []
    try:  # the export's words of the state column and of each written condition on: read, not judged
        states += [ruleset.write_sheet_condition(sheet, file_state or {}, c.value, True) for c in written]
    except Exception:  # noqa: BLE001 - values the checks refuse: the state column's words only
        pass
    rest, _named = _said_taken(ruleset, sheet, states, cell, translate)
    unknown = [short(part.strip(), 40) for part in re.split(r"[;,\n]", rest)
               if ":" not in part and form_of(part) and form_of(part) not in by_label | have]
    if unknown:
        character.refused.append(line(UNKNOWN, field=_field(heading, translate), words=_apart(unknown),
                                      count=len(unknown),
                                      accepted=", ".join(translate("rules", c.label) for c in written)))
    # the row's words shown with its refusal, as its other fields are: the GM fixes them in one go
    character.fields.append(FieldRow(CONDITIONS, short(cell.strip()), short(heading), refused=bool(unknown)))
