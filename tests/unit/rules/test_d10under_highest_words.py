"""Issue 40, point 4: what decided a d10under melee exchange in a GM's plain words.  "Best die" read
as the lowest in a roll-under game (a check passes low); the exchange goes to the highest single
die, a tie to the higher Agility: "a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2", in
Russian and Spanish too.  A log written before with "best die" reads the new words."""

from __future__ import annotations

import pytest

from app.rules import d10under as d10
from app.rules.d10under.melee import exchange_reason, rerolls_line
from app.rules.dice import TypedDice
from app.services.logtext import qt_translate, render

ANA = d10.Fighter("a", agility=6, attacks=3, damage=30, name="Ana")
ROT = d10.Fighter("b", agility=2, attacks=1, damage=10, name="Rot")
VERA = d10.Fighter("a", 5, 2, 25, name="Vera")
ZED = d10.Fighter("b", 5, 1, 25, name="Zed")
SHOWN = {
    "en": ("a tie on the dice, 9 against 9; the higher Agility wins: 6 against 2",
           "highest die 9 against 8; the higher die wins a melee exchange, even above Agility: "
           "melee is no roll under it",
           "Rolled again 1 time: highest dice tied and Agility tied"),
    "ru": ("ничья по кубам, 9 против 9; побеждает бо́льшая Ловкость: 6 против 2",
           "наибольший результат 9 против 8; в схватке побеждает больший результат, даже выше Ловкости: "
           "это не проверка под Ловкость",
           "Переброшено 1 раз: наибольшие результаты равны и Ловкость равна"),
    "es": ("empate en los dados, 9 contra 9; gana la Agilidad más alta: 6 contra 2",
           "dado más alto 9 contra 8; en un intercambio cuerpo a cuerpo gana el dado más alto, "
           "aunque supere la Agilidad: no es una tirada bajo la Agilidad",
           "Se tiró de nuevo 1 vez: dados más altos empatados y Agilidad empatada"),
}
#: lines as logs written before stored them
BEFORE = (
    ("best die {best} against {their_best}, Agility {agility} against {their_agility}",
     {"best": 9, "their_best": 9, "agility": 6, "their_agility": 2}),
    ("best die {best} against {their_best}", {"best": 9, "their_best": 8}),
    ("Rolled again {count} {count|time|times}: equal best dice, equal Agility", {"count": 1}),
)


def shown(value) -> str:  # noqa: ANN001
    return render(value["t"], value["args"], "rules", qt_translate)


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_an_exchange_says_highest_die_and_a_tie_to_agility(qapp, language):
    from ui.i18n import set_language

    tied = d10.melee_exchange(TypedDice([4, 6, 9, 9]), [ANA], [ROT]).rounds[0]
    won = d10.melee_exchange(TypedDice([3, 9, 8]), [VERA], [ZED])
    again = d10.melee_exchange(TypedDice([7, 3, 7, 2, 5, 9]), [VERA], [ZED])
    line = rerolls_line(again)
    assert line is not None
    try:
        assert set_language(language)
        now = (shown(exchange_reason(tied)), shown(exchange_reason(won.rounds[0])),
               render(line.text, line.args, "rules", qt_translate))
        assert now == SHOWN[language]
        assert not any("best" in text for text in now)
        assert tuple(render(t, a, "rules", qt_translate) for t, a in BEFORE) == SHOWN[language]
    finally:
        set_language("en")
