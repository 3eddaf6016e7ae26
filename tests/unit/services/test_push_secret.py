"""What a roll at someone hidden leads to is as secret as the roll: the push of Ana's shot at the
hidden walker ("Ana Reyes: Push the roll — Shot (Revolver…) against Walker: the shot hits"), the
damage she deals him, in every language's demo.  A player character's push is public at the table:
the players' copy of the log keeps it, said against no one (the walker is not named, not even as
"someone unseen"), and leaves his wound out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app.export import ExportOptions, export_log
from app.export.unseen import OBJECT as UNSEEN
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.rolls import RollRequest
from app.services.unseen_mark import NAMES_HIDDEN
from app.store.models import LogEvent
from ui import i18n

WALKER = {"en": "Walker", "ru": "Ходячий", "es": "Caminante"}


def _shot(services, who: str, at: str | None, secret: bool = False):
    ids = {c.name: int(c.id) for c in services.initiative.roster()}
    sheet = services.characters.character(ids[who]).sheet
    spec = next(k for k in services.ruleset.roll_rules().roll_kinds(sheet) if k.key == "shot")
    inputs = {f.key: f.default for f in spec.fields}
    request = RollRequest("shot", ids[who], inputs, ids[at] if at else None, secret=secret)
    rolled = services.rolls.roll(request)
    assert rolled is not None and any(f.key == "push" for f in rolled.result.follow_ups)
    return rolled, ids


def _event(services, event_id: int) -> LogEvent:
    with services.campaign._session() as s:
        return s.get(LogEvent, event_id)


@pytest.fixture(params=["en", "ru", "es"])
def demo(request, tmp_path, qapp):
    language = request.param
    assert i18n.set_language(language)
    path = build_demo(tmp_path / f"twdu-{language}.deadwatch", "twdu", language=language)
    services = open_services(str(path), Dice(seed=3))
    services.campaign.start_session("The mill")
    yield services, language, tmp_path
    services.close()
    i18n.set_language("en")


def test_the_push_of_a_shot_at_a_hidden_walker_is_secret_and_kept_for_the_players_at_no_one(demo):
    services, language, tmp_path = demo
    walker = WALKER[language]
    rolled, ids = _shot(services, "Ana Reyes", walker)
    assert not services.characters.character(ids[walker]).revealed
    assert _event(services, rolled.event_id).secret  # the shot names him: secret already
    pushed = services.rolls.follow_up(rolled, "push")
    assert pushed is not None
    push_line = _event(services, pushed.event_id)
    assert push_line.secret, "the push of a shot at a hidden walker was written public"
    with services.campaign.following(pushed.event_id):  # the dice dock applies the damage it offers
        assert services.characters.damage(ids[walker], {"damage": 1}, actor_id=ids["Ana Reyes"])
    target = tmp_path / "players.md"
    export_log(services.campaign.engine, ExportOptions(language=language, undone=True), "md", target)
    text = target.read_text("utf-8")
    assert walker not in text
    # the shot and the push stay, against no one: Ana's push is hers, public at the table; his wound
    # is his health, not theirs
    push = QCoreApplication.translate("rules", "Push the roll")
    unseen = QCoreApplication.translate(*UNSEEN)
    assert unseen not in text
    lines = [line for line in text.splitlines() if "Ana Reyes" in line]
    assert len(lines) == 2, lines
    pushes = [line for line in lines if push in line]
    assert len(pushes) == 1, lines


def test_a_secret_rolls_push_and_damage_are_secret_though_they_name_no_one_hidden(demo):
    services, _language, _tmp = demo
    rolled, ids = _shot(services, "Ana Reyes", "Ben Okafor", secret=True)
    pushed = services.rolls.follow_up(rolled, "push")
    assert pushed is not None and _event(services, pushed.event_id).secret
    with services.campaign.following(pushed.event_id):
        assert services.characters.damage(ids["Ben Okafor"], {"damage": 1}, actor_id=ids["Ana Reyes"])
    assert _event(services, services.campaign.watch.seen).secret


def test_a_public_rolls_push_stays_public(demo):
    services, _language, _tmp = demo
    rolled, ids = _shot(services, "Ana Reyes", "Ben Okafor")
    pushed = services.rolls.follow_up(rolled, "push")
    assert pushed is not None and not _event(services, pushed.event_id).secret
    with services.campaign.following(pushed.event_id):
        assert services.characters.damage(ids["Ben Okafor"], {"damage": 1}, actor_id=ids["Ana Reyes"])
    assert not _event(services, services.campaign.watch.seen).secret


def test_a_mess_up_pick_after_a_secret_roll_is_secret(demo):
    services, _language, _tmp = demo
    rolled, _ids = _shot(services, "Ana Reyes", "Ben Okafor", secret=True)
    with services.campaign.following(rolled.event_id):  # the dice dock's "Threat +1" of a mess-up
        assert services.threat.step(1, "walker")
    assert _event(services, services.campaign.watch.seen).secret
    assert services.threat.step(1, "walker")  # the GM's own step, after: as public as ever
    assert not _event(services, services.campaign.watch.seen).secret


def test_the_push_and_the_wound_at_a_hidden_walker_are_secret_for_the_names_they_hold(demo):
    """The push and the wound name the walker: secret on the console for his name alone; the players'
    copy says the push against no one and leaves the wound out (app.export.concealed)."""
    services, language, _tmp = demo
    walker = WALKER[language]
    rolled, ids = _shot(services, "Ana Reyes", walker)
    pushed = services.rolls.follow_up(rolled, "push")
    with services.campaign.following(pushed.event_id):
        assert services.characters.damage(ids[walker], {"damage": 1}, actor_id=ids["Ana Reyes"])
    wound = _event(services, services.campaign.watch.seen)
    assert wound.secret and wound.payload.get(NAMES_HIDDEN)
    push = _event(services, pushed.event_id)
    assert push.secret and push.payload.get(NAMES_HIDDEN) and push.target == walker
