"""V on a hidden fighter shows him on the projector and the phones; V again hides him.  When nothing
else happened in between, the players still saw him: the line that showed him was public on the
GM's console, so the players' copy of the log (an export without secrets, by the dialog or the
command line) keeps it, in every language; the line hiding him, secret on the console, is not there,
nor is anything after it that names him."""

from __future__ import annotations

import pytest
from sqlmodel import Session

from app.export import ExportOptions, export_log
from app.export.cli import main
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.log import read_lines

SHOWN = {"en": "Walker is shown to the players", "ru": "Игроки теперь видят: Walker",
         "es": "Walker se muestra a los jugadores"}
HIDDEN = {"en": "Walker is hidden from the players"}


def _quick_reveal(tmp_path, undo=False):
    """The demo's fight with Walker hidden; V shows him, V again (or Ctrl+Z) hides him at once;
    then he takes a blow while hidden."""
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu")
    services = open_services(str(path), Dice(seed=5))
    services.campaign.start_session("The gas station")
    roster = {c.name: int(c.id) for c in services.initiative.roster()}
    assert services.initiative.start([roster["Ana Reyes"], roster["Walker"]])
    his = next(f for f in services.initiative.view().combatants if f.character_id == roster["Walker"])
    assert services.initiative.mark(his.id, "hidden")  # V: shown
    if undo:
        assert services.campaign.undo()
    else:
        assert services.initiative.mark(his.id, "hidden")  # V again: hidden
    assert services.campaign.reads.who_is_shown()[roster["Walker"]] == ("Walker", False)
    assert services.characters.damage(roster["Walker"], {"damage": 1, "source": "attack", "armor": False})
    return services, path


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_a_reveal_hidden_again_at_once_stays_in_the_players_copy(tmp_path, language):
    services, _path = _quick_reveal(tmp_path)
    try:
        with Session(services.campaign.engine) as s:
            lines = {line.text: line for line in read_lines(s, "1 = 1", {})}
        assert not lines["{name} is shown to the players"].secret  # white on the GM's console
        assert lines["{name} is hidden from the players"].secret
        target = tmp_path / f"players-{language}.md"
        export_log(services.campaign.engine, ExportOptions(language=language), "md", target)
        text = target.read_text("utf-8")
        assert SHOWN[language] in text
        assert text.count("Walker") == 1  # the hiding and the blow after it stay secret
    finally:
        services.close()


def test_the_command_line_export_keeps_it_too(tmp_path, capsys):
    services, path = _quick_reveal(tmp_path)
    services.close()
    assert main(["--db", str(path), "--format", "md"]) == 0
    text = capsys.readouterr().out
    assert SHOWN["en"] in text and HIDDEN["en"] not in text


def test_an_undone_reveal_keeps_the_line_the_players_saw(tmp_path):
    """Ctrl+Z instead of V: the reveal is an undone action, in the players' copy as in the GM's when
    the export includes undone actions."""
    services, _path = _quick_reveal(tmp_path, undo=True)
    try:
        with Session(services.campaign.engine) as s:
            undo = next(line for line in read_lines(s, "kind = 'undo'", {}))
        assert undo.secret  # the undo hides him again: secret on the console
        target = tmp_path / "players.md"
        export_log(services.campaign.engine, ExportOptions(undone=True), "md", target)
        text = target.read_text("utf-8")
        assert SHOWN["en"] in text and text.count("Walker") == 1
    finally:
        services.close()
