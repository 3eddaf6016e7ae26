"""The fight's round has one Spanish word: the d10under refusals of a second action in a turn ("the
next fire waits for the next round") said «la próxima ronda» where the fight list, the log and the
players' screen say «Asalto {n}»; the catalog now says «asalto» wherever the round of a fight is
meant (a round of ammunition stays «bala»)."""

from __future__ import annotations

import re

from tests.unit.test_glossary import messages

ONE_ACTION = "One action a turn: {name} has"


def _spanish(source_part: str) -> list[str]:
    return [text for source, text in messages("es") if source_part in source]


def test_the_d10under_one_action_refusals_name_the_round_as_the_fight_list_does():
    heading = _spanish("Round {n}")
    assert heading and all(text.startswith("Asalto ") for text in heading)
    refusals = _spanish(ONE_ACTION)
    assert len(refusals) == 5  # (a shot after a melee exchange of the same turn too)
    for text in refusals:
        assert re.search(r"\bpróximo asalto\b", text), text
        assert not re.search(r"\bronda", text, re.I), text


def test_no_spanish_text_calls_the_round_a_ronda():
    assert [text for _source, text in messages("es") if re.search(r"\bronda", text, re.I)] == []


def test_a_swarm_round_s_outcome_agrees_with_asalto():
    """"Asalto 1 contra la horda: 0 éxitos contra Amenaza de la horda 6 — perdida" kept the «ronda»
    the round once was: the round's outcome is «ganado» or «perdido», as «Asalto perdido» on the
    players' screen."""
    outcomes = [(source, text) for source, text in messages("es")
                if source in ("won", "lost") or source.startswith(("won:", "lost:"))]
    assert len(outcomes) >= 6
    for source, text in outcomes:
        assert re.match(r"(ganado|perdido)\b", text), (source, text)
