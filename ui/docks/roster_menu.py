"""The roster's actions in the window's menus: File → Import characters and Export the party,
Session → Experience, Time passes and the real-time clock of lethal time limits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from app.services import bounds
from ui import keymap
from ui.dialogs.ask import ask_text
from ui.file_drop import FileDrop

if TYPE_CHECKING:
    from ui.docks.characters_dock import CharactersDock


def make_menu_actions(dock: CharactersDock) -> None:
    """Make the dock's menu actions (``act_import``, ``act_export``, ``act_experience``,
    ``act_time``, ``act_clock``) and the clock that ticks once a minute."""
    dock.act_import = QAction(dock)
    dock.act_import.setObjectName("actImportCharacters")
    keymap.bind(dock.act_import, "characters.import")
    dock.act_import.triggered.connect(lambda _=False: import_characters(dock))
    dock.act_time = QAction(dock)
    dock.act_time.setObjectName("actTimePasses")
    keymap.bind(dock.act_time, "characters.time")
    dock.act_time.triggered.connect(lambda _=False: time_passes(dock))
    dock.act_clock = QAction(dock)
    dock.act_clock.setObjectName("actRealTimeClock")
    dock.act_clock.setCheckable(True)
    dock.act_clock.toggled.connect(lambda on: set_real_time(dock, on))
    dock.clock = QTimer(dock)
    dock.clock.setInterval(60_000)
    dock.clock.timeout.connect(lambda: dock.bound.game_time.tick())
    dock.act_experience = QAction(dock)
    dock.act_experience.setObjectName("actExperience")
    keymap.bind(dock.act_experience, "characters.experience")
    dock.act_experience.triggered.connect(lambda _=False: experience(dock))
    dock.act_export = QAction(dock)
    dock.act_export.setObjectName("actExportCharacters")
    keymap.bind(dock.act_export, "characters.export")
    dock.act_export.triggered.connect(lambda _=False: export_characters(dock))
    window = dock.parentWidget()
    if window is not None:
        FileDrop(window, lambda: dock.services is not None, lambda paths: preview_and_import(dock, paths))


def retranslate_menu(dock: CharactersDock) -> None:
    dock.act_time.setText(QCoreApplication.translate("CharactersDock", "&Time passes…"))
    dock.act_time.setToolTip(
        QCoreApplication.translate("CharactersDock", "Let game time pass: lethal time limits run down (Ctrl+Shift+T)")
    )
    dock.act_clock.setText(QCoreApplication.translate("CharactersDock", "Time limits run in re&al time"))
    dock.act_clock.setToolTip(
        QCoreApplication.translate("CharactersDock", "Every minute at the table is a minute for lethal time limits")
    )
    dock.act_experience.setText(QCoreApplication.translate("CharactersDock", "E&xperience…"))
    dock.act_experience.setToolTip(
        QCoreApplication.translate("CharactersDock", "Award and spend experience, or confirm what play earned (F9)")
    )
    dock.act_import.setText(QCoreApplication.translate("CharactersDock", "&Import characters…"))
    dock.act_import.setToolTip(
        QCoreApplication.translate(
            "CharactersDock",
            "Add characters from Foundry VTT actors, a spreadsheet (CSV) or a Deadwatch characters file, "
            "after a preview (Ctrl+I; or drop the files on the window)",
        )
    )
    dock.act_export.setText(QCoreApplication.translate("CharactersDock", "Export the &party…"))
    dock.act_export.setToolTip(
        QCoreApplication.translate(
            "CharactersDock",
            "Save the player characters, or the selected character, as a Deadwatch file, a spreadsheet (CSV) "
            "or Foundry VTT actors",
        )
    )


def preview_and_import(dock: CharactersDock, paths: list[str]) -> None:
    """The preview of ``paths``, then Enter imports (the preview and the readers load on first use:
    the window paints before the rules and the store); a read-only campaign refuses first."""
    from ui.dialogs.import_preview import import_files
    from ui.docks.roster_new import character_ids, select_imported
    from ui.read_only import refused

    if refused(dock.services, dock):
        return
    before = character_ids(dock)
    if import_files(dock, dock.bound, paths):
        select_imported(dock, before)  # the roster shows what came in


def import_characters(dock: CharactersDock) -> None:
    """Ctrl+I: the files, then their preview; a read-only campaign refuses before the file dialog."""
    from ui.party_export import pick_import_files
    from ui.read_only import refused

    if refused(dock.services, dock):
        return
    paths = pick_import_files(dock)
    if paths:
        preview_and_import(dock, paths)


def export_characters(dock: CharactersDock) -> None:
    from ui.party_export import export_party

    export_party(dock, dock.bound, dock.current_id())


def experience(dock: CharactersDock) -> None:
    from ui.dialogs.experience_dialog import ExperienceDialog  # loaded as it first opens

    ExperienceDialog(dock.bound, dock, dock.current_id()).exec()  # on the roster's selected character


def time_passes(dock: CharactersDock) -> None:
    """How long passes: minutes, or "3 h", "2 d" (a twdu injury's days are not typed as 4320 minutes);
    for whole days, then who ate each day, where the rules heal the hurt who did.  The rolls the
    time calls for (a load's Endurance, a poison's hourly roll) are said under the box, for whom and
    how many, and how the GM rolls them; once the time has passed, each is set up in the dice dock
    in turn, the next once the one before is rolled."""
    from app.services.logtext import render
    from ui.dialogs.time_ask import duration_words, minutes_of

    def what_it_does(typed: str) -> str:  # what the time typed will do, before Enter: a death above all
        minutes = minutes_of(typed)
        low, high = bounds.MINUTES
        if minutes is None or not low <= minutes <= high:
            return ""
        deaths = [QCoreApplication.translate(
            "CharactersDock", "{name} dies: a lethal injury's time runs out in {time}.").format(
            name=name, time=duration_words(when)) for name, when in dock.bound.game_time.deaths(minutes)]
        due = [render(line["t"], line["args"], line["ctx"]) for line in dock.bound.game_time.rolls_due(minutes)]
        return "\n".join(deaths + due)

    text, ok = ask_text(
        dock,
        QCoreApplication.translate("CharactersDock", "Time passes"),
        QCoreApplication.translate("CharactersDock", "How long? Minutes, or with h for hours, d for days (3 h, 2 d)"),
        "10",
        what_it_does,
    )
    if not ok:
        return
    minutes = minutes_of(text)
    low, high = bounds.MINUTES
    if minutes is None or not low <= minutes <= high:
        window = dock.window()
        said = QCoreApplication.translate(
            "CharactersDock",
            "“{text}” is no time to pass: type minutes (90), hours (3 h) or days (2 d), up to 30 days; nothing changed.",  # noqa: E501
        ).format(text=text.strip())
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(said)
        return
    meals = None
    asked = dock.bound.game_time.meals(minutes)
    # whole days: whom they kill is said before they pass, beside who ate (one dying is not asked)
    deaths = [(name, duration_words(when)) for name, when in dock.bound.game_time.deaths(minutes)] \
        if minutes >= 1440 else []
    if asked or deaths:  # whole days heal the hurt who ate: who did, each day?
        from ui.dialogs.rations_ask import ask_rations

        meals = ask_rations(dock, asked, minutes // 1440, deaths)
        if meals is None:  # Escape: no time passes
            return
        meals = meals or None
    due = dock.bound.game_time.rolls_to_set_up(minutes)  # the rolls the time calls for, in order
    if dock.bound.game_time.pass_time(minutes, meals=meals):
        dock.selection.ask_rolls_due(due, minutes)  # each set up in the dice dock in turn: rolled or typed


def set_real_time(dock: CharactersDock, on: bool) -> None:
    if on:
        dock.clock.start()
    else:
        dock.clock.stop()
