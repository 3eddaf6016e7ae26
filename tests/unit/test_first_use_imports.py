"""What Deadwatch loads to open the twdu demo and take a first GM action, in a fresh process started
as the GM starts it (``python -m app --demo twdu``): none of what that action does not need.
Exports, log and party import readers, Foundry, CSV, the players' share server and its QR codes,
handouts, the dialogs, the other rulesets and the panels behind tabs load on first use.  A module
named here that comes back at start is a cost every start pays (tests/bench/usable.py measures it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: modules (and their submodules) that opening the demo and a first threat step must not import
NOT_AT_START = (
    # the other rulesets
    "app.rules.afmbe",
    "app.rules.d10under",
    "app.rules.gridlimbs",
    # exports, and the export dialog
    "app.export",
    "ui.dialogs.export_dialog",
    "ui.party_export",
    # import readers: an exported session log, a party, CSV, Foundry
    "app.services.log_import",
    "app.services.json_stream",
    "app.services.log_reader",
    "app.services.imports.reading",
    "app.services.imports.preview",  # a characters file's preview (the roster's Import)
    "app.services.validate_import",  # the checks of a session log and of a characters file
    "app.services.file_checks",
    "app.services.imports.csv_party",
    "app.services.imports.csv_state",
    "app.services.imports.foundry_files",
    "app.services.imports.exporting",
    "app.services.party_files",
    "app.services.validate_party",
    "app.rules.foundry",
    "app.rules.twdu.foundry",
    "app.rules.twdu.foundry_write",
    "ui.dialogs.import_preview",
    "ui.exchange_files",
    # the players' share server, its links and QR codes, handouts
    "app.services.player_share",
    "aiohttp",
    "segno",
    "qasync",
    "ui.dialogs.share_dialog",
    "ui.dialogs.share_players",
    "ui.dialogs.qr_code",
    "ui.dialogs.handouts_dialog",
    # dialogs opened by a menu or a key
    "ui.dialogs.ammo_dialog",
    "ui.dialogs.new_campaign",
    "ui.dialogs.keys_dialog",
    "ui.dialogs.about_dialog",
    "ui.dialogs.repair_dialog",
    "ui.dialogs.rules_action_dialog",  # the roster's Damage and Heal
    "ui.dialogs.fight_dialogs",  # a fight's: who fights, extras, a declaration, a timer
    "ui.dialogs.experience_dialog",  # the roster's Experience
    # the panels behind tabs, built when first shown (the map: never, on a campaign without a grid;
    # its scene's looks are the players' screen's too)
    "ui.docks.map_modes",
    "ui.docks.map_room",
    "ui.docks.swarm_outcome",
    "ui.docks.swarm_round",
    "ui.widgets.ammo_table",
    "ui.docks.history_model",  # the History list's model, behind the log tab
    "ui.docks.map_found",  # the map's P and U (what lies beside a token, the furniture)
    "ui.docks.map_furniture",
    "ui.docks.swarm_rows",  # the swarm panel's lists of rollers and skills, its pinned heading
    "ui.widgets.pinned_heading",
    # the players' screen, made when first shown (F5, or open when Deadwatch last closed)
    "ui.player_display",
    "ui.player_screen",
    # the services made at their first use (app.services.bundle.Services): the battle map and its
    # rules (none on a campaign without a grid), furniture, the players' links, handouts, time passing
    "app.rules.grid",
    "app.services.battle_map",
    "app.services.map_store",
    "app.services.map_furniture",
    "app.services.map_attacks",
    "app.services.player_links",
    "app.services.handouts",
    "app.services.game_time",
    "app.store.handout_table",  # the handouts' table, defined with their service (or an undo, a copy)
    # the ammunition's commands and service (the rolls use its ledger helpers only), experience
    "app.services.ammo.commands",
    "app.services.ammo.service",
    "app.services.experience",
    # melee groups (the dice dock asks the ruleset whether to offer them)
    "app.services.melee",
    # a swarm fight's commands and its round's plan and odds (the threat dock asks the swarm service only
    # what it would do instead of a threat step)
    "app.services.swarm.after_round",
    "app.services.swarm.before_round",
    "app.services.swarm.plan",
    "app.services.swarm.push",
    "app.services.swarm.round",
    "app.services.swarm.swarm_commands",
    # a character's sheet (New character, Edit sheet) and the file dialogs (Open, Save a copy,
    # Import a session log), each loaded as it first opens
    "ui.dialogs.sheet_dialog",
    "ui.widgets.table_editor",
    "ui.file_dialogs",
    "ui.file_dialog_labels",
    # what a later action needs, loaded as it is first taken: the Start-fight dialog's typed name, a
    # turn passed by a fight key (what it passed over, told), a fight ended (its swarm fight with it),
    # an undo (the dangers it brings back), a sheet edited (what changed, said)
    "ui.dialogs.typed_name",
    "ui.docks.turns_told",
    "app.services.swarm.fight_end",
    "app.services.dangers_again",
    "app.services.sheet_edits",
    # the standard library's HTML package and its table of named characters: the roster's badges
    # escape their five characters themselves (ui.widgets.roster_look.escape)
    "html",
    # the C library loader: only the check of X11's libraries uses it, and not where Qt draws offscreen,
    # on Wayland, Windows or macOS (ui.platform_check)
    "ctypes",
    # a compact roll form (AFMBE's), not twdu's
    "ui.widgets.compact_rows",
)

CHILD = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
acted = []

def act():
    window = next((w for w in app.topLevelWidgets() if w.property("campaignOpen") is True), None)
    if window is None:
        QTimer.singleShot(5, act)
        return
    threat = window.services.threat
    acted.append(threat.step(-1 if threat.level() >= threat.dial_range()[1] else 1, "gm"))

QTimer.singleShot(0, act)
from app.__main__ import main

code = main(sys.argv[1:] + ["--smoke"])
print(json.dumps({"code": code, "acted": acted, "modules": sorted(sys.modules)}))
"""


def modules_at_start(tmp_path_factory: pytest.TempPathFactory, args: list[str]) -> set[str]:
    """The modules loaded by a fresh start on ``args`` and its first threat step (the second of two
    starts: the first makes the demo campaign, the second opens it, as every later start)."""
    home = tmp_path_factory.mktemp("home")
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    runs = [
        subprocess.run(
            [sys.executable, "-c", CHILD, *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
        )
        for _ in range(2)
    ]
    result = json.loads(runs[-1].stdout.splitlines()[-1])
    assert result["code"] == 0 and result["acted"] == [True], runs[-1].stderr[-2000:]
    return set(result["modules"])


def early(loaded: set[str]) -> list[str]:
    return sorted(m for m in loaded if any(m == name or m.startswith(name + ".") for name in NOT_AT_START))


@pytest.fixture(scope="module")
def loaded(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    return modules_at_start(tmp_path_factory, ["--demo", "twdu"])


@pytest.fixture(scope="module")
def in_a_fight(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """A twdu campaign closed in the middle of a fight, the turn someone's: it opens on that turn."""
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.characters import CreateCharacter
    from app.services.files import create_campaign

    path = tmp_path_factory.mktemp("fight") / "fight.deadwatch"
    create_campaign(str(path), "The fence", "twdu").engine.dispose()
    services = open_services(str(path), Dice(seed=3))
    try:
        services.campaign.start_session("The long night")
        ids = [
            int(services.campaign.execute(CreateCharacter(name, kind, services.ruleset.new_sheet())).changes[0]["id"])
            for name, kind in (("Ana", "pc"), ("Walker", "zombie"))
        ]
        services.initiative.start(ids, name="The fence")
        assert services.initiative.current() is not None
    finally:
        services.close()
    return modules_at_start(tmp_path_factory, ["--db", str(path)])


def test_the_demo_opens_and_takes_its_first_action_without_what_that_does_not_need(loaded: set[str]) -> None:
    assert "app.rules.twdu" in loaded and "ui.docks.threat_dock" in loaded  # it did open the campaign
    assert early(loaded) == []


def test_a_fight_resumed_at_start_loads_no_more_than_the_demo(in_a_fight: set[str]) -> None:
    """The dice dock sets up the turn's roll at start; without a grid it asks nothing of the map."""
    assert "ui.docks.dice_turn" in in_a_fight  # the dice dock did follow the turn
    assert early(in_a_fight) == []


def test_every_module_named_exists(loaded: set[str]) -> None:
    """A name that no longer exists would keep the list green for nothing."""
    import importlib.util

    missing = [name for name in NOT_AT_START if importlib.util.find_spec(name) is None]
    assert missing == [] or set(missing) <= {"aiohttp", "segno", "qasync"} - loaded
