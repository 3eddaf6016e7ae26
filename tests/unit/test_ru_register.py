"""The Russian catalog speaks to the GM in one register, the formal «вы» the window uses («Начните
бой», «Нажмите R»): the checks dialog said «Выбери проверку и нажми Enter… введи…» and the AFMBE
damage prompt «Введи их… или нажми Ctrl+R» beside them.  No translation uses an informal imperative
(quotes of a rulebook in «», where the book says «потеряешь», are its words, not ours)."""

from __future__ import annotations

import re

from tests.unit.test_glossary import messages

#: the informal imperatives of the verbs the catalog tells the GM to do things with (formal: выберите,
#: нажмите, введите, бросьте, укажите, сохраните…)
INFORMAL = re.compile(
    r"(?<![А-Яа-яЁё])(выбери|нажми|введи|брось|перебрось|укажи|сохрани|отмени|повтори|задай|впиши|"
    r"удали|дай|сними|измени|проверь|начни|используй|запусти|установи|поставь|отметь|открой|закрой|"
    r"назови|набери|добавь|сделай|перейди|вернись|попробуй|напиши|возьми|кликни|щёлкни|подожди|"
    r"ты|тебя|тебе|твой|твоя|твоё|твои)(?![А-Яа-яЁё])",
    re.IGNORECASE,
)


def _translations() -> list[str]:
    return [text for _source, text in messages("ru")]


def test_the_russian_catalog_uses_the_formal_imperative():
    text = "\n".join(_translations())
    assert len(re.findall(r"(?<![А-Яа-яЁё])(Выберите|Нажмите|Введите)(?![А-Яа-яЁё])", text, re.IGNORECASE)) >= 20


def test_no_russian_translation_addresses_the_gm_informally():
    found = [(m.group(0), t) for t in _translations() for m in INFORMAL.finditer(t)]
    assert not found, found[:10]
