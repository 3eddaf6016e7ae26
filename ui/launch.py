"""Starting the GUI: application object, language, theme, the window, then the first campaign.

The window is shown first, with its menus and empty docks; the campaign is opened right after its
first paint.  The database, the services and the campaign's files load only then, so the GM sees
the window as soon as Qt can draw it.  The asyncio loop (for the LAN share) is made when the GM
first shares the player view (:mod:`ui.async_loop`).
"""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from app.rules.errors import RulesError
from app.services.demo_names import DemoFile
from app.store.errors import CampaignFileError
from ui import i18n
from ui.error_dialog import install_error_reporter
from ui.main_window import MainWindow
from ui.memory import resume_collector
from ui.messages import campaign_file_message, command_message, refusal_message
from ui.platform_check import missing_message
from ui.themes import THEME_DIR, apply_theme


def last_campaign(settings: QSettings) -> str | None:
    """The campaign open when Deadwatch was last closed, if it is still there."""
    last = settings.value("lastCampaign")
    if isinstance(last, str) and last and ("://" in last or Path(last).exists()):
        return last
    return None


def first_campaign(settings: QSettings, requested: str | None, language: str | None = None) -> str:
    """The campaign to open: the one asked for, else the last one, else the demo (built on first
    use).  The last one is one of Deadwatch's demos and ``language`` (asked for on the command line)
    has a demo of its own: that language's demo, built as on a first run (:func:`demo_instead`)."""
    if requested:
        return requested
    last = last_campaign(settings)
    instead = demo_instead(settings, language)
    if last and instead is None:
        return last
    from app.rules.registry import default_id
    from app.services.demo import demo_path

    if instead is not None:
        return str(demo_path(instead.ruleset, instead.preset, language=instead.language))
    return str(demo_path(default_id()))


def demo_instead(settings: QSettings, language: str | None) -> DemoFile | None:
    """The demo in ``language`` when the last campaign is one of Deadwatch's demos in another
    (``--lang ru`` after a night on the English demo: the Russian demo); None otherwise."""
    from app.services.demo_names import demo_in

    last = last_campaign(settings)
    return demo_in(last, language) if last and language else None


def opening_name(args: argparse.Namespace, settings: QSettings, language: str | None = None) -> str | None:
    """How the status bar names the campaign being opened: its file name or URL; None for a demo."""
    from app.services.demo_names import demo_file

    target = None if args.demo else args.db or last_campaign(settings)
    if not target:
        return None
    instead = None if args.db else demo_instead(settings, language)
    if instead is not None:
        return demo_file(instead)
    return target if "://" in target else Path(target).name


def demo_note(settings: QSettings, language: str | None) -> str:
    """What the status bar says when ``--lang`` opens its language's demo instead of the last
    campaign, another language's demo ("" when it does not)."""
    instead = demo_instead(settings, language)
    last = last_campaign(settings)
    if instead is None or not last:
        return ""
    return QCoreApplication.translate(
        "MainWindow", "The demo {in_language}, as --lang {code} asked, instead of the last campaign ({last})"
    ).format(in_language=i18n.in_language(instead.language), code=instead.language, last=Path(last).name)


def remember_choices(settings: QSettings, args: argparse.Namespace, language_loaded: bool) -> None:
    """A language or theme asked for on the command line is the last used, as one chosen in the
    menus is: the next start without ``--lang``/``--theme`` keeps it (a language whose catalog could
    not be loaded is not kept: the window stayed in English)."""
    if args.lang and language_loaded:
        settings.setValue("language", args.lang)
    if args.theme:
        settings.setValue("theme", args.theme)
    settings.sync()


def run_gui(args: argparse.Namespace, prepare: Callable[[], str | None] = lambda: None) -> int:
    """Show the window, then open the campaign ``prepare()`` names (creating it if asked; None: the
    last campaign or the demo).  Returns the exit code: 2 when that campaign cannot be opened, 1
    when opening it failed in a way Deadwatch does not foresee (a database server out of reach);
    0 when the GM opened another one instead.  A campaign whose ruleset or house rules this
    Deadwatch does not know is named in a message and the window stays, empty, for another one;
    the other refusals close it; 3 when Qt's X11 platform lacks system libraries
    (:mod:`ui.platform_check` names them).  From then on an unforeseen failure shows a dialog
    (:mod:`ui.error_dialog`)."""
    if QApplication.instance() is None:
        stored = QSettings("Deadwatch", "Deadwatch").value("language")
        missing = missing_message(args.lang or (stored if isinstance(stored, str) else None))
        if missing:  # Qt would abort naming the wrong library: Deadwatch names the missing ones
            print(missing, file=sys.stderr)
            return 3
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName("Deadwatch")
    app.setApplicationName("Deadwatch")
    app.setApplicationDisplayName("Deadwatch")
    icon = THEME_DIR.parent / "icons" / "deadwatch.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    settings = QSettings()
    language = args.lang or str(settings.value("language", i18n.system_language()))
    unloaded = "" if i18n.set_language(language) else i18n.unloaded_message(language)
    if unloaded and args.lang:  # asked for on the command line: said there too
        print(f"deadwatch: {unloaded}", file=sys.stderr)
    remember_choices(settings, args, language_loaded=not unloaded)
    apply_theme(app, args.theme or str(settings.value("theme", "dark")))
    window = MainWindow(None, settings)
    window.errors = install_error_reporter(window)  # an unforeseen failure is a dialog, not a traceback
    # the language asked for on the command line, loaded: its demo instead of another language's
    asked = args.lang if args.lang and not unloaded and not args.db and not args.demo else None
    note = demo_note(settings, asked)
    if unloaded or note:
        window.tell(" · ".join(t for t in (unloaded, note) if t))
    window.show_opening(opening_name(args, settings, asked))
    if settings.value("window/geometry") is None:
        window.setGeometry(window.screen().availableGeometry())
        window.showMaximized()
    else:
        window.show()
    failed: list[int] = []  # the exit code, when the campaign could not be opened

    def open_first() -> None:
        if not window.isVisible():  # closed before it painted
            return
        from app.services.bundle import open_services
        from app.services.campaign_row import CampaignRowError
        from app.services.command import CommandError

        try:
            services = open_services(
                first_campaign(settings, prepare(), asked), console=str(settings.value("console/name", "") or "")
            )
        except CampaignFileError as exc:
            message = campaign_file_message(exc)
        except CampaignRowError as exc:  # said; the window stays, empty, for the GM to open another
            message = refusal_message(exc.context, exc.message, exc.args_)
            print(f"deadwatch: {message}", file=sys.stderr)
            failed.append(2)
            window.statusBar().clearMessage()
            QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Cannot open the campaign"), message)
            if args.smoke:
                window.close()
            return
        except CommandError as exc:
            message = refusal_message(exc.context, exc.message, exc.args_)
        except RulesError as exc:
            message = command_message("rules", str(exc))
        except Exception as exc:  # said in the window too, not only in a traceback nobody sees
            traceback.print_exc()
            failed.append(1)
            message = str(exc) or type(exc).__name__
        else:
            window.set_services(services)
            if args.smoke:
                QTimer.singleShot(300, window.close)
            return
        print(f"deadwatch: {message}", file=sys.stderr)
        failed.append(2)
        window.statusBar().clearMessage()
        QMessageBox.critical(window, "Deadwatch", message)
        window.close()

    def open_first_then_collect() -> None:
        try:
            open_first()
        finally:
            if window.services is None:  # no campaign: nothing set aside (ui.memory)
                resume_collector()

    window.call_after_paint(open_first_then_collect)
    try:
        app.exec()
    finally:
        window.errors.uninstall()
    return failed[0] if failed and window.services is None else 0
