"""Every secret action of an evening taken back and done again at once (the GM's Ctrl+Z, Ctrl+Shift+Z):
the hidden NPC's declaration and roll, a secret roll, a secret note, a phone link given and revoked.
Each "Undo: …" and "Redo: …" line is as secret as the line it takes back, and the players' copy of
the log (undone actions included, every format, every language) names nothing of them, while the
GM's copy has them all."""

from __future__ import annotations

import pytest
from sqlmodel import Session

from app.export import FORMATS, ExportOptions, export_log
from app.export.language import LANGUAGES
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.log import read_lines
from app.services.rolls.requests import RollRequest
from tests.stores import campaign_target
from tests.unit.export.pdftext import text_of

HIDDEN = "Rook"
#: what the players must not read, whatever the language: the hidden NPC, his declaration, the
#: secret note, the secret roll's and his roll's expressions
MARKS = [HIDDEN, "knife in the back", "SECRET-NOTE", "+17", "+23"]
#: the phone links' lines, in each language
LINK_WORDS = {"en": "Phone link", "ru": "Ссылка для телефона", "es": "Enlace para el móvil"}


@pytest.fixture(params=["twdu", "afmbe", "gridlimbs", "d10under"])
def evening(request, tmp_path, qapp):
    path = campaign_target(tmp_path, "evening.deadwatch")
    create_campaign(str(path), "Night at the depot", request.param).engine.dispose()
    services = open_services(str(path), Dice(seed=11))
    campaign = services.campaign
    campaign.start_session("The depot")
    ids = {name: int(campaign.execute(CreateCharacter(name, kind)).changes[0]["id"])
           for name, kind in (("Ana Reyes", "pc"), ("Ben", "pc"), (HIDDEN, "npc"))}
    assert services.initiative.start(list(ids.values()))
    fighters = {c.character_id: c.id for c in services.initiative.view().combatants}
    actions = [
        lambda: services.rolls.roll(RollRequest("expression", ids["Ben"], expression="2d6+17", secret=True)),
        lambda: services.rolls.roll(RollRequest("expression", ids[HIDDEN], expression="2d6+23")),
        lambda: services.log.add_note("SECRET-NOTE: the gate opens at dawn", secret=True),
        lambda: services.player_links.issue(ids["Ana Reyes"]),
        lambda: services.player_links.revoke(ids["Ana Reyes"]),
    ]
    if request.param == "twdu":  # declarations: the phases of a twdu fight
        actions.insert(0, lambda: services.initiative.declare(fighters[ids[HIDDEN]], "1", "knife in the back"))
    for act in actions:
        assert act()
        assert campaign.undo()
        assert campaign.redo()
    yield services, tmp_path
    services.close()


def exported(services, key, language, target, secrets=False):
    export_log(services.campaign.engine, ExportOptions(language=language, secrets=secrets, undone=True), key, target)
    return text_of(target) if key == "pdf" else target.read_text("utf-8")


def test_undo_and_redo_of_a_secret_action_are_as_secret_as_it(evening):
    services, _tmp_path = evening
    with Session(services.campaign.engine) as s:
        lines = read_lines(s, "1 = 1", {})
    by_id = {line.id: line for line in lines}
    replays = [line for line in lines if line.kind in ("undo", "redo")]
    assert len(replays) >= 10
    assert all(line.secret and by_id[line.ref_id].secret for line in replays), [
        (line.kind, line.secret, by_id[line.ref_id].kind) for line in replays if not line.secret]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(FORMATS))
def test_the_players_copy_names_nothing_the_gm_took_back_and_did_again(evening, key, language):
    services, tmp_path = evening
    suffix = FORMATS[key].suffix
    gm = exported(services, key, language, tmp_path / f"gm-{language}{suffix}", secrets=True)
    players = exported(services, key, language, tmp_path / f"players-{language}{suffix}")
    marks = [*MARKS, LINK_WORDS[language]]
    if "knife in the back" not in gm:  # no declarations in this ruleset's fights
        marks.remove("knife in the back")
    if key == "pdf":  # the PDF's lines are its pages' words: the link's words may break across lines
        marks.remove(LINK_WORDS[language])
    assert all(mark in gm for mark in marks), [mark for mark in marks if mark not in gm]
    assert not [mark for mark in marks if mark in players], key
