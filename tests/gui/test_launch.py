"""Starting Deadwatch: the window paints first, empty, then opens the campaign and shows it; a
campaign that cannot be opened is named in a message and left as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.__main__ import parser, prepare_db
from app.services.files import create_campaign
from tests.gui.helpers import quit_if_hung
from ui import i18n
from ui.launch import run_gui
from ui.main_window import MainWindow


class FirstPaint(QObject):
    """Notes what the main window looked like when it first painted."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.window: MainWindow | None = None
        #: the last main window shown (a window closed at once on a slow machine may close before
        #: its first paint: the test still reads what it said)
        self.shown: MainWindow | None = None
        self.seen: dict[str, object] = {}
        app.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show and isinstance(obj, MainWindow):
            self.shown = obj
        if event.type() == QEvent.Type.Paint and self.window is None and isinstance(obj, MainWindow):
            self.window = obj
            self.seen = {
                "services": obj.services,
                "campaignOpen": obj.property("campaignOpen"),
                "title": obj.windowTitle(),
                "status": obj.statusBar().currentMessage(),
                "docks": [d.windowTitle() for d in obj.docks.values()],
                "dock enabled": any(d.widget().isEnabled() for d in obj.docks.values() if d.built),
                "built": {name for name, d in obj.docks.items() if d.built},
                "on screen": {name for name, d in obj.docks.items() if d.on_screen()},
                "undo enabled": obj.act_undo.isEnabled(),
                "open enabled": obj.act_open.isEnabled(),
                "new button": obj.docks["charactersDock"].buttons["new"].text(),
                "log headings": [
                    obj.docks["logDock"].model.headerData(c, Qt.Orientation.Horizontal) for c in (0, 2)
                ],
                "fight buttons": [b.text() for b in obj.docks["initiativeDock"].buttons.values()],
            }
        return False


@pytest.fixture
def started(qapp):
    """Run ``run_gui`` in this process; put the application back as the other tests expect it."""
    probe = FirstPaint(qapp)
    hung = quit_if_hung(qapp)  # never hang the suite
    yield probe
    hung.stop()
    qapp.removeEventFilter(probe)
    if probe.window is not None:
        probe.window.close()
        probe.window.deleteLater()
    qapp.setStyleSheet("")
    qapp.setProperty("deadwatchTheme", None)
    i18n.set_language("en")
    QSettings().clear()


def command_line(*argv: str):  # noqa: ANN201
    return parser().parse_args(["--lang", "en", "--theme", "dark", *argv])


def test_the_window_paints_before_the_campaign_opens_then_shows_it(started, tmp_path):
    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    args = command_line("--smoke", "--db", str(path))
    assert run_gui(args, lambda: prepare_db(args)) == 0
    first = started.seen
    assert first["services"] is None and first["campaignOpen"] is False
    assert first["title"] == "Deadwatch"
    assert first["status"] == "Opening night.deadwatch…"
    assert "Session log" in first["docks"] and "" not in first["docks"]  # every dock titled
    assert not first["dock enabled"] and not first["undo enabled"]
    # the docks behind tabs are built after the first paint; every dock on screen is there
    assert first["on screen"] <= first["built"]
    assert first["built"].isdisjoint({"swarmDock", "ammoDock", "historyDock"})
    assert first["open enabled"]  # File works before any campaign is open
    # the docks are empty but labelled: their buttons, headings and fields have their texts
    assert first["new button"] == "New" and first["log headings"] == ["Time", "Event"]
    assert "" not in first["fight buttons"] and "Next turn" in first["fight buttons"]
    window = started.window
    assert window.property("campaignOpen") is True
    assert window.services.campaign.campaign.name == "Night at the mall"
    assert window.windowTitle() == "Night at the mall — night.deadwatch — Deadwatch"
    opened = window.statusBar().currentMessage()  # the folder whole, or cut in its middle to fit the bar
    assert opened == f"Opened night.deadwatch (in {tmp_path})" or (
        opened.startswith("Opened night.deadwatch (in ") and "…" in opened and opened.endswith(f"{tmp_path.name})"))
    seen = [d for name, d in window.docks.items() if name in first["on screen"]]
    assert seen and all(d.built and d.widget().isEnabled() and d.services is window.services for d in seen)
    # the docks behind tabs wait for the GM to look: not built, their campaign given but not read
    behind = {name: d for name, d in window.docks.items() if name not in first["on screen"]}
    assert {"swarmDock", "ammoDock", "historyDock"} <= set(behind)
    assert all(not d.built and d.services is None and d.waiting is window.services for d in behind.values())
    ammo = behind["ammoDock"]
    ammo.ensure_built()  # what its tab, its keys and its menu actions call first
    assert ammo.built and ammo.services is window.services and ammo.widget().isEnabled() and ammo.waiting is None
    assert QSettings().value("lastCampaign") == str(path)


def test_a_new_campaign_asked_for_on_the_command_line_is_made_after_the_first_paint(started, tmp_path):
    path = tmp_path / "fresh.deadwatch"
    args = command_line("--smoke", "--db", str(path), "--ruleset", "gridlimbs")
    assert run_gui(args, lambda: prepare_db(args)) == 0
    assert started.seen["services"] is None and started.seen["status"] == "Opening fresh.deadwatch…"
    assert started.window.services.ruleset.id == "gridlimbs" and path.exists()


def test_a_file_that_is_not_a_campaign_given_on_the_command_line_says_so_and_is_left_alone(
    started, tmp_path, monkeypatch
):
    bogus = tmp_path / "shopping.deadwatch"
    bogus.write_text("eggs, milk")
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append((parent, text)))
    args = command_line("--db", str(bogus))
    assert run_gui(args, lambda: prepare_db(args)) == 2
    assert len(shown) == 1
    parent, text = shown[0]
    assert parent is started.window  # over the window the GM already sees
    assert "shopping.deadwatch is not a Deadwatch campaign" in text and "not changed" in text
    assert bogus.read_text() == "eggs, milk"
    assert started.window.services is None and not started.window.isVisible()
    assert QSettings().value("lastCampaign") is None


def test_a_database_out_of_reach_says_so_instead_of_leaving_an_empty_window(started, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    args = command_line("--db", f"sqlite:///{tmp_path / 'no such folder' / 'x.db'}")
    assert run_gui(args, lambda: prepare_db(args)) == 2  # foreseen now: a plain message, not a traceback
    assert len(shown) == 1 and "cannot be read: unable to open database file" in shown[0]
    assert not started.window.isVisible()


def test_a_language_asked_for_whose_catalog_is_missing_is_said_on_stderr_and_in_the_window(
        started, tmp_path, monkeypatch, capsys):
    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path / "no-catalogs")
    args = parser().parse_args(["--lang", "es", "--theme", "dark", "--smoke", "--db", str(path)])
    assert run_gui(args, lambda: prepare_db(args)) == 0
    said = (f"The Español translation cannot be loaded: {tmp_path / 'no-catalogs' / 'deadwatch_es.qm'} is missing "
            "or damaged (build it with “make” in Deadwatch's folder). Deadwatch stays in English.")
    assert f"deadwatch: {said}" in capsys.readouterr().err
    window = started.window
    assert said in window.statusBar().currentMessage()  # after the campaign opened, beside which file
    assert "Opened night.deadwatch" in window.statusBar().currentMessage()
    assert window.language_actions["en"].isChecked() and window.file_menu.title() == "&File"


def test_a_language_asked_for_on_the_command_line_is_the_last_used_at_the_next_start(started, tmp_path, qapp):
    """``--lang es``, quit, start again without ``--lang``: the window comes up in Spanish, as
    ``--help`` promises ("default: the last used"); so does a theme."""
    from app.__main__ import main

    path = tmp_path / "night.deadwatch"
    create_campaign(str(path), "Night at the mall", "twdu").engine.dispose()
    assert main(["--lang", "es", "--theme", "light", "--smoke", "--db", str(path)]) == 0
    assert started.seen["new button"] != "New"
    spanish = started.seen["new button"]
    started.window.close()
    started.window = None
    i18n.set_language("en")  # as a new process starts: nothing of the last run's language but the settings
    qapp.setProperty("deadwatchTheme", None)
    assert main(["--smoke", "--db", str(path)]) == 0
    window = started.window
    assert started.seen["new button"] == spanish
    assert window.language_actions["es"].isChecked() and window.file_menu.title() != "&File"
    assert QSettings().value("theme") == "light"
