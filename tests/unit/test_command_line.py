"""The command line: --db takes a file or a SQLAlchemy URL, and creates a campaign where there is none."""

from __future__ import annotations

import argparse

from app.__main__ import main, parser, prepare_db
from app.rules.dice import Dice
from app.services.bundle import open_services


def args(*argv: str) -> argparse.Namespace:
    return parser().parse_args(list(argv))


def test_a_missing_file_becomes_a_new_campaign_of_the_ruleset_asked(tmp_path, qapp):
    path = tmp_path / "night.deadwatch"
    assert prepare_db(args("--db", str(path), "--ruleset", "afmbe/unisystem")) == str(path)
    services = open_services(str(path), Dice(seed=1))
    assert (services.campaign.campaign.name, services.ruleset.id, services.ruleset.preset) == (
        "night", "afmbe", "unisystem")
    services.close()


def test_a_database_url_gets_a_campaign_once(tmp_path, qapp):
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    assert prepare_db(args("--db", url, "--ruleset", "gridlimbs", "--name", "Mall")) == url
    assert prepare_db(args("--db", url, "--ruleset", "twdu")) == url  # already a campaign: kept
    services = open_services(url, Dice(seed=1))
    assert (services.campaign.campaign.name, services.ruleset.id) == ("Mall", "gridlimbs")
    services.close()


def test_a_demo_without_its_preset_is_the_default_presets_demo(qapp):
    assert prepare_db(args("--demo", "afmbe")).endswith("afmbe-norms.deadwatch")


def test_an_unknown_ruleset_is_refused_before_any_window(capsys):
    assert main(["--demo", "bogus"]) == 2
    assert main(["--db", "night.deadwatch", "--ruleset", "afmbe/bogus"]) == 2
    err = capsys.readouterr().err
    assert "deadwatch: Unknown ruleset." in err and "deadwatch: Unknown preset for this ruleset." in err


def test_the_help_says_which_preset_a_ruleset_alone_takes():
    text = " ".join(parser().format_help().split())
    assert "--demo ID[/PRESET] open the demo campaign of a ruleset" in text
    assert "an ID alone opens its default preset's: afmbe is afmbe/norms" in text
    assert "an ID alone takes its default preset (afmbe is afmbe/norms)" in text
