"""Every Threat Level the projector showed is in the players' copy of the log, in every language.

A scripted evening on the twdu demo: the GM's own step (noise); Ana's shot at the hidden NPC Rook,
pushed into a walker, and the GM's «Threat +1 (walker)» for it (the step followed a line secret for
naming Rook, and was written secret: the players' copy had no step from 1 to 2); Mia's secret roll
messing up, and its step (the GM's secret: the copy says the step the screens showed, "Threat 2 → 3
(Aware)", not the mess-up that made it); then a swarm round lost with Rook among the fighters, the GM
picking Threat +1.  After each action the projector's level is read; the steps of the players' Markdown,
read in order from the first level, give the same levels, and nothing secret is beside them (no
Rook, no word of the secret roll's mess-up)."""

from __future__ import annotations

import html
import json
import re

import pytest

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest
from app.services.swarm import RollerSpec, RoundSetup
from tests.unit.export.pdftext import text_of

REASON = "Messed up (a walker)"


def _evening(tmp_path):  # noqa: ANN001, ANN202
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("Night at the mill")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, rook, mia = ids["Ana Reyes"], ids["Rook"], ids["Mia Chen"]
    shown = [services.player_view.view()["threat"]["level"]]

    def seen() -> None:
        shown.append(services.player_view.view()["threat"]["level"])

    assert services.threat.step(+1, "noise")
    seen()
    shot = services.rolls.roll(RollRequest("shot", ana, {}, opponent_id=rook), "1 2 2 3 4 5 2 3 4")
    assert shot is not None and services.campaign.events()[-1].secret  # it names Rook
    pushed = services.rolls.follow_up(shot, "push", 0, "6 2 2 3 4 5 2 3 4 1")  # a walker on the stress die
    assert pushed is not None and pushed.result.alarm
    with services.campaign.following(pushed.event_id):  # the dice dock's «Threat +1 (walker)»
        assert services.threat.step(+1, "walker")
    seen()
    secret = services.rolls.roll(RollRequest("skill", mia, {"skill": "mobility"}, secret=True), "2 2 1")
    assert secret is not None and secret.result.alarm
    with services.campaign.following(secret.event_id):
        assert services.threat.step(+1, "walker")
    seen()
    assert services.swarm.set_dead(30) and services.swarm.start()
    setup = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(rook, "close_combat"),
                        RollerSpec(mia, "close_combat")))
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # no six
    seen()
    assert services.swarm.loss_picks(["threat"])
    seen()
    return services, shown


@pytest.fixture(scope="module")
def evening(tmp_path_factory, qapp):
    services, shown = _evening(tmp_path_factory.mktemp("threat-steps"))
    yield services, shown
    services.close()


def _visible(key: str, path) -> str:  # noqa: ANN001
    """What a reader reads of the file: a PDF's text, a JSON file's lines, the rest as written (the
    markup read too: no reason hides in it)."""
    if key == "pdf":
        return text_of(path)
    text = path.read_text("utf-8")
    if key == "json":
        return "\n".join(e["line"] for s in json.loads(text)["sessions"] for e in s["events"])
    return html.unescape(text) if key == "html" else text


def _levels(text: str, language: str, first: int) -> list[int]:
    """The levels the steps of ``text`` go through, from ``first``, each step checked to start where
    the one before ended."""
    word = translator_for(language)("log", "Threat {old} → {new}").split("{old}")[0].strip()
    levels = [first]
    for old, new in re.findall(re.escape(word) + r" (\d) → (\d)", text):
        assert int(old) == levels[-1], (old, levels, text)
        levels.append(int(new))
    return levels


def _deduped(levels: list[int]) -> list[int]:
    return [level for n, level in enumerate(levels) if n == 0 or level != levels[n - 1]]


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_every_level_the_projector_showed_is_a_step_in_the_players_copy(evening, tmp_path, language):
    services, shown = evening
    assert shown == [0, 1, 2, 3, 3, 4]
    tr = translator_for(language)
    reason = tr("log", REASON)
    for key, fmt in FORMATS.items():
        target = tmp_path / f"players-{language}{fmt.suffix}"
        export_log(services.campaign.engine, ExportOptions(language=language), key, target)
        text = re.sub(r"\s+", " ", _visible(key, target))
        if key == "md":
            assert _levels(text, language, shown[0]) == _deduped(shown), text
        assert "Rook" not in text, key
        # the step of Ana's push says why; the secret roll's does not (nor is the roll there)
        assert text.count(reason) == 1, (key, text)
        if key == "json":  # nor its payload, nor the dial's timeline in its row changes
            events = [e for s in json.loads(target.read_text("utf-8"))["sessions"] for e in s["events"]]
            step = next(e for e in events if e["kind"] == "threat" and "2 → 3" in e["line"])
            assert "walker" not in json.dumps(step) and "told" not in json.dumps(events), step


def test_the_gm_s_copy_says_why_each_step_came(evening, tmp_path):
    services, _shown = evening
    target = tmp_path / "gm.md"
    export_log(services.campaign.engine, ExportOptions(secrets=True), "md", target)
    text = target.read_text("utf-8")
    assert text.count(REASON) == 2 and "Rook" in text
    steps = [e for e in services.campaign.events() if e.kind == "threat"]
    # the step after the shot at Rook names no one hidden: public on the console; the secret roll's is secret
    assert [e.secret for e in steps] == [False, False, True]
