"""``python -m app export``: a session log to a file without opening a window.

python -m app export --db night.deadwatch --session last --format html -o night.html
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from app.export import FORMATS, export_log, render_text
from app.export.events import ExportError, ExportOptions, collect
from app.export.language import LANGUAGES, translator_for
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.logtext import render


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="deadwatch export",
        description="Export the session log of a Deadwatch campaign.",
        epilog="Secret events and undone actions are left out unless asked for.",
    )
    p.add_argument("--db", required=True, metavar="PATH|URL", help="the campaign file (or SQLAlchemy URL)")
    p.add_argument(
        "--session",
        default="last",
        metavar="N|A-B|last",
        help="session number, a range such as 2-4, or 'last' for the latest (default)",
    )
    p.add_argument("--format", required=True, choices=list(FORMATS), help="the file format")
    p.add_argument("-o", "--output", metavar="FILE", help="file to write (default: standard output; not for pdf)")
    p.add_argument("--lang", choices=list(LANGUAGES),
                   help="language of the export (default: the language the night was played in, else the one "
                        "the console was last used in, else en)")
    p.add_argument("--secrets", action="store_true", help="include events marked secret")
    p.add_argument("--undone", action="store_true", help="include undone actions (shown struck through)")
    return p


def parse_sessions(value: str) -> tuple[int | None, int | None]:
    """'last' → (None, None); '3' → (3, 3); '2-4' → (2, 4).  ValueError for anything else."""
    value = value.strip().lower()
    if value in {"last", "latest"}:
        return None, None
    first, sep, last = value.partition("-")
    a = int(first)
    b = int(last) if sep else a
    if a < 1 or b < 1 or a > b:  # 3-1 is a mistake to say, not a range to turn round
        raise ValueError(value)
    return a, b


def cli_message(exc: Exception) -> str:
    """A campaign file's refusal in plain words (English: the command line's language)."""
    from app.store.errors import CampaignFileError

    if not isinstance(exc, CampaignFileError):
        return str(exc)
    texts = {
        CampaignFileError.NOT_A_CAMPAIGN: "{target} is not a Deadwatch campaign",
        CampaignFileError.NEWER_VERSION: "{target} was saved by a newer version of Deadwatch; update Deadwatch",
        CampaignFileError.OLDER_VERSION: "{target} was saved by an older Deadwatch: open it in Deadwatch once first",
        CampaignFileError.NO_PERMISSION: "{target} cannot be read: permission denied",
        CampaignFileError.MISSING: "there is no campaign file at {target}",
        CampaignFileError.NO_DRIVER: '{target} needs the database driver {detail}: pip install "deadwatch[postgres]"',
    }
    text = texts.get(exc.reason, "{target} cannot be read: {detail}")
    return text.format(target=exc.target, detail=exc.detail)


#: what the command line says after writing a file, in the export's language
WRITTEN = QT_TRANSLATE_NOOP("Export", "{count} events written to {path}")


def written_message(count: int, path: str, language: str) -> str:
    """"12 events written to night.md", "12 событий записано в night.md": with the plural form for the
    count, in the language the export was written in."""
    return render(WRITTEN, {"count": count, "path": path}, "Export", translator_for(language))


def last_language() -> str:
    """The language the GM's console was last used in (as Ctrl+E exports), else English."""
    from PySide6.QtCore import QSettings

    stored = QSettings("Deadwatch", "Deadwatch").value("language")
    return stored if isinstance(stored, str) and stored in LANGUAGES else "en"


def played_in(engine: Any, first: int | None, last: int | None) -> str:
    """The language the latest night of ``first``..``last`` (None: the latest) was played in, as its
    start line keeps it (:mod:`app.services.night_language`); "" when it keeps none (a campaign of
    an older Deadwatch)."""
    from sqlmodel import Session, col, select

    from app.services.night_language import LANGUAGE
    from app.store.models import GameSession, LogEvent

    with Session(engine) as s:
        games = select(GameSession.id)
        if first is not None and last is not None:
            games = games.where(col(GameSession.number) >= first, col(GameSession.number) <= last)
        game = s.exec(games.order_by(col(GameSession.number).desc())).first()
        if game is None:
            return ""
        started = s.exec(select(LogEvent.payload).where(LogEvent.session_id == game, LogEvent.kind == "session")
                         .order_by(col(LogEvent.seq))).first()
    said = started.get(LANGUAGE) if isinstance(started, dict) else None
    return said if isinstance(said, str) and said in LANGUAGES else ""


def night_language(engine: Any, target: str, first: int | None, last: int | None) -> str:
    """The export's language when ``--lang`` does not say: the night's, as the window's File → Export
    writes it in the language the GM played in; else a demo's own (``twdu-ru.deadwatch``); else
    the console's last, else English."""
    from app.services.demo_names import demo_of

    demo = demo_of(target)
    return played_in(engine, first, last) or (demo.language if demo is not None else "") or last_language()


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    try:
        first, last = parse_sessions(args.session)
    except ValueError:
        print(
            f"deadwatch export: --session must be a number, a range such as 2-4 (the first session first), "
            f"or last, not {args.session!r}",
            file=sys.stderr,
        )
        return 2
    if args.format == "pdf" and not args.output:
        print("deadwatch export: a PDF needs an output file (-o FILE)", file=sys.stderr)
        return 2
    from app.store.database import CampaignFileError, is_url, open_store

    target = args.db
    try:
        missing = not is_url(target) and not Path(target).expanduser().is_file()
    except OSError as exc:  # a folder on the way that may not be looked into
        print(f"deadwatch export: {target} cannot be read: {exc.strerror or exc}", file=sys.stderr)
        return 2
    if missing:
        print(f"deadwatch export: there is no campaign file at {target}", file=sys.stderr)
        return 2
    if not is_url(target):
        target = str(Path(target).expanduser())

    try:
        # read-only: one consistent snapshot, and never a checkpoint or a removed -wal of a campaign
        # that a window has open
        store = open_store(target, create=False, read_only=True)
    except CampaignFileError as exc:
        print(f"deadwatch export: {cli_message(exc)}", file=sys.stderr)
        return 2
    try:
        args.lang = args.lang or night_language(store.engine, target, first, last)
        options = ExportOptions(first, last, args.secrets, args.undone, args.lang)
        if args.output:
            count = export_log(store.engine, options, args.format, args.output)
            print(written_message(count, args.output, args.lang), file=sys.stderr)
        else:
            fmt = FORMATS[args.format]
            data = collect(store.engine, options, changes=fmt.uses_changes, changes_json=fmt.changes_json)
            sys.stdout.write(render_text(data, args.format))
    except ExportError as exc:
        print(f"deadwatch export: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"deadwatch export: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    finally:
        store.engine.dispose()
    return 0
