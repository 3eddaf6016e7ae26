"""Deadwatch from the command line: ``python -m app`` (or ``deadwatch``) opens the window.

This module is the composition root: it is the one place in ``app`` that starts the user
interface, and it loads ``ui`` by name at run time so that nothing else in ``app`` depends on it.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from app.rules import PRESETS, RULESETS
from app.rules.registry import default_id
from app.version import VERSION


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="deadwatch",
        description="Deadwatch: a game master's console for zombie-survival tabletop games.",
        epilog="With no --db, Deadwatch opens the last campaign, or on the first run the demo campaign. "
        "`deadwatch export --help` shows how to export a session log without a window.",
    )
    p.add_argument("--version", action="version", version=f"Deadwatch {VERSION}")
    p.add_argument(
        "--db",
        metavar="PATH|URL",
        help="campaign file to open or create, or a SQLAlchemy URL such as postgresql://user@host/db",
    )
    rulesets = ", ".join(f"{r}/{p}" if p else r for r in RULESETS for p in (PRESETS[r] or (None,)))
    firsts = ", ".join(f"{r} is {r}/{PRESETS[r][0]}" for r in RULESETS if PRESETS[r])
    p.add_argument(
        "--ruleset",
        default=default_id(),
        metavar="ID[/PRESET]",
        help=f"ruleset for a campaign that --db creates ({rulesets}); default {default_id()}; an ID alone "
        f"takes its default preset ({firsts})",
    )
    p.add_argument("--name", help="name for a campaign that --db creates (default: the file name)")
    # a ruleset with presets opens its first without one, said ("--demo afmbe" opened the norms preset unsaid)
    p.add_argument("--demo", metavar="ID[/PRESET]",
                   help=f"open the demo campaign of a ruleset ({rulesets}); an ID alone opens its default preset's: "
                   f"{firsts}")
    p.add_argument("--lang", choices=["en", "ru", "es"], help="interface language (default: the last used)")
    p.add_argument("--theme", choices=["dark", "light", "projector"], help="colour theme (default: the last used)")
    p.add_argument("--smoke", action="store_true", help="open the window, then close it and exit 0 (for checks)")
    return p


def split_ruleset(value: str) -> tuple[str, str | None]:
    rid, _, preset = value.partition("/")
    return rid, preset or None


def check_rulesets(args: argparse.Namespace) -> None:
    """Refuse an unknown ruleset or preset in --demo or --ruleset before any window opens (the rules
    are not even loaded)."""
    from app.rules import check_ruleset

    if args.demo:
        check_ruleset(*split_ruleset(args.demo))
    if args.db:
        check_ruleset(*split_ruleset(args.ruleset))


def prepare_db(args: argparse.Namespace) -> str | None:
    """Resolve --db/--demo to a campaign target, creating a new campaign file where asked.

    The window runs this after its first paint: building a demo or a new campaign loads the store."""
    from app.rules import check_ruleset
    from app.services.demo import demo_path

    if args.demo:
        rid, preset = split_ruleset(args.demo)
        return str(demo_path(rid, check_ruleset(rid, preset)))  # "afmbe": its default preset's demo
    if not args.db:
        return None
    rid, preset = split_ruleset(args.ruleset)
    if "://" in args.db:  # made unless there is one: at the same moment as another console, once
        from app.services.files import create_campaign

        create_campaign(str(args.db), args.name or "Campaign", rid, preset, existing_ok=True).engine.dispose()
        return str(args.db)
    path = Path(args.db).expanduser()
    if not path.exists():
        from app.services.files import create_campaign

        create_campaign(str(path), args.name or path.stem, rid, preset, existing_ok=True).engine.dispose()
    return str(path)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["export"]:  # `deadwatch export --db … --format …`: no window (app/export/cli.py)
        status: int = importlib.import_module("app.export.cli").main(argv[1:])
        return status
    args = parser().parse_args(argv)
    from app.rules.errors import RulesError

    try:
        check_rulesets(args)
    except RulesError as exc:
        print(f"deadwatch: {exc}", file=sys.stderr)
        return 2
    importlib.import_module("ui.memory").pause_collector()  # until the first campaign is open
    launch = importlib.import_module("ui.launch")  # shows the window, then runs prepare_db
    return int(launch.run_gui(args, lambda: prepare_db(args)))


if __name__ == "__main__":
    sys.exit(main())
