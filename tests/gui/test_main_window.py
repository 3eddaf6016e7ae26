"""The main window: docks, menus with shortcuts, undo from the keyboard, language, layout, refusals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from app.services.characters import CreateCharacter
from tests.gui.helpers import activate
from ui import i18n, open_main_window
from ui.main_window import MainWindow


def make_window(qtbot, path, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = open_main_window(str(path), settings)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window, settings


def test_window_has_the_fixed_dock_names_and_status(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    assert {"historyDock", "logDock"} <= set(window.docks)
    assert window.status_campaign.text() == "Campaign: Test campaign"
    assert window.status_ruleset.text() == "Ruleset: Roll-under d10"
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert window.act_redo.shortcut().toString() == "Ctrl+Shift+Z"


def test_undo_from_the_keyboard_names_the_action(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    services = window.services
    cid = services.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"]
    services.characters.damage(cid, {"amount": 6})
    assert window.act_undo.text() == "&Undo 6 damage to Ana (Health 94 → 100)"
    window.docks["historyDock"].raise_()
    history = window.docks["historyDock"].model
    assert history.rowCount() == 2
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert services.characters.character(cid).state["health"] == 100
    assert history.index(1).data(Qt.ItemDataRole.FontRole).strikeOut()
    assert window.act_redo.text().startswith("&Redo 6 damage to Ana")
    log = window.docks["logDock"].model
    assert log.data(log.index(log.rowCount() - 1, 2)) == "Undo: 6 damage to Ana (Health 94 → 100)"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert services.characters.character(cid).state["health"] == 94


def test_language_switches_at_runtime(qtbot, campaign_path, tmp_path):
    window, settings = make_window(qtbot, campaign_path, tmp_path)
    try:
        window.set_language("ru")
        qtbot.waitUntil(lambda: window.file_menu.title() == "&Файл")
        assert window.docks["logDock"].windowTitle() == "Журнал сессии"
        window.set_language("es")
        qtbot.waitUntil(lambda: window.file_menu.title() == "&Archivo")
        assert settings.value("language") == "es"
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: window.file_menu.title() == "&File")


def test_layout_comes_back_on_the_next_start(qtbot, campaign_path, tmp_path):
    window, settings = make_window(qtbot, campaign_path, tmp_path)
    window.docks["historyDock"].hide()
    window.close()
    again, _ = make_window(qtbot, campaign_path, tmp_path)
    assert not again.docks["historyDock"].isVisible()
    again.reset_layout()
    assert again.docks["historyDock"].isVisible()


def test_opening_a_file_that_is_not_a_campaign_says_so_and_keeps_the_current_one(
    qtbot, campaign_path, tmp_path, monkeypatch
):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    bogus = tmp_path / "shopping.deadwatch"
    bogus.write_text("eggs, milk")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    assert not window.open_campaign(str(bogus))
    assert shown and "is not a Deadwatch campaign" in shown[0] and "not changed" in shown[0]
    assert bogus.read_text() == "eggs, milk"
    assert window.services.campaign.campaign.name == "Test campaign"


def test_open_demo_and_recent(qtbot, campaign_path, tmp_path):
    window, settings = make_window(qtbot, campaign_path, tmp_path)
    window.open_demo("d10under", None)
    assert window.services.campaign.campaign.ruleset == "d10under"
    names = [c.name for c in window.services.characters.characters()]
    assert "Vera" in names and "Zombie 1" in names
    assert len(window.services.campaign.events()) > 4  # a short session already played
    recent = settings.value("recent")
    assert recent[0].endswith("d10under.deadwatch") and recent[1] == str(campaign_path)


def test_a_dock_behind_a_tab_catches_up_when_shown(qtbot, campaign_path, tmp_path):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    history = window.docks["historyDock"]
    window.docks["logDock"].raise_()  # history is the tab behind the log
    qtbot.waitUntil(lambda: not history.on_screen())
    window.services.campaign.execute(CreateCharacter("Ana", "pc"))
    assert history.model.rowCount() == 0  # not repainted while nobody can see it
    history.raise_()
    qtbot.waitUntil(history.on_screen)
    assert history.model.rowCount() == 1 and history.model.index(0).data().endswith("Ana joins the campaign")


def empty_window(qtbot, tmp_path, lang="en"):
    """The window as it first paints, before a campaign opens."""
    i18n.set_language(lang)
    settings = QSettings(str(tmp_path / "empty.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window, settings


def test_the_docks_behind_tabs_are_built_when_the_gm_first_looks(qtbot, tmp_path):
    window, _ = empty_window(qtbot, tmp_path)
    ammo, swarm = window.docks["ammoDock"], window.docks["swarmDock"]
    assert not ammo.built and not swarm.built and ammo.widget() is None
    # their menu entries are there all along, with their keys, waiting for a campaign
    fight = [a for a in window.fight_menu.actions() if not a.isSeparator()]
    assert ("&Fire selected weapon", "F") in [(a.text(), a.shortcut().toString()) for a in fight]
    assert ("Fight the swarm", "Ctrl+Shift+W") in [(a.text(), a.shortcut().toString()) for a in fight]
    assert not any(a.isEnabled() for a in ammo.actions_.values())
    ammo.raise_()
    qtbot.waitUntil(ammo.on_screen)
    assert ammo.built and ammo.buttons["fire"].text() == "Fire"  # labelled, and empty like the others
    assert not ammo.widget().isEnabled()
    assert not swarm.built


def test_a_dock_left_in_front_of_its_tabs_is_there_at_the_first_paint(qtbot, tmp_path):
    window, settings = empty_window(qtbot, tmp_path)
    window.docks["swarmDock"].raise_()
    qtbot.waitUntil(window.docks["swarmDock"].on_screen)
    window.close()
    again = MainWindow(None, settings)
    qtbot.addWidget(again)
    swarm = again.docks["swarmDock"]
    assert not swarm.built
    again.show()  # built as it is shown, before anything paints
    assert swarm.built and swarm.start_button.text() == "Fight the swarm"
    assert not again.docks["ammoDock"].built  # still behind


def test_a_dock_built_after_a_language_change_speaks_the_new_language(qtbot, tmp_path):
    try:
        window, _ = empty_window(qtbot, tmp_path)
        i18n.set_language("es")
        swarm = window.docks["swarmDock"]
        qtbot.waitUntil(lambda: swarm.windowTitle() != "Swarm")
        spanish = swarm.act_start.text()
        assert spanish != "Fight the swarm"
        swarm.raise_()
        qtbot.waitUntil(swarm.on_screen)
        assert swarm.start_button.text() == spanish
    finally:
        i18n.set_language("en")


def test_labels_take_the_plural_form_of_the_interface_language(qapp):
    try:
        assert i18n.plural("{n} {n|die|dice}", n=1) == "1 die"
        i18n.set_language("ru")
        forms = [i18n.plural("{n} {n|кубик|кубика|кубиков}", n=n) for n in (1, 3, 5)]
        assert forms == ["1 кубик", "3 кубика", "5 кубиков"]
    finally:
        i18n.set_language("en")


def night_file(tmp_path, name: str = "night.deadwatch"):  # noqa: ANN001, ANN201
    from app.services.files import create_campaign

    path = tmp_path / name
    create_campaign(str(path), "Night", "d10under").engine.dispose()
    return path


def test_two_copies_of_a_campaign_are_told_apart_by_their_files(qtbot, tmp_path):
    import shutil

    night = night_file(tmp_path)
    copy = tmp_path / "night-copy.deadwatch"
    shutil.copy(night, copy)
    window, _ = make_window(qtbot, night, tmp_path)
    first = window.windowTitle()
    assert first == "Night — night.deadwatch — Deadwatch"
    assert window.files.open_campaign(str(copy))
    assert window.windowTitle() == "Night — night-copy.deadwatch — Deadwatch"
    # the folder said, its start given up for «…» when the bar beside the campaign's fields is too narrow for it
    said = window.statusBar().currentMessage()
    assert said.startswith("Opened night-copy.deadwatch (in ") and said.endswith(f"{tmp_path.name})"), said
    assert said == f"Opened night-copy.deadwatch (in {tmp_path})" or "(in …/" in said, said
    assert window.status_campaign.toolTip() == str(copy)


def test_a_long_file_name_keeps_the_title_readable(qtbot, tmp_path):
    night = night_file(tmp_path, "the night we lost the mall and everyone in it, second try.deadwatch")
    window, _ = make_window(qtbot, night, tmp_path)
    title = window.windowTitle()
    assert title.startswith("Night — the night we") and title.endswith("try.deadwatch — Deadwatch"), title
    assert "…" in title and window.fontMetrics().horizontalAdvance(title) < 1366 // 2


def test_a_language_whose_catalog_is_missing_is_said_and_the_one_in_use_stays_ticked(
        qtbot, campaign_path, tmp_path, monkeypatch):
    window, _ = make_window(qtbot, campaign_path, tmp_path)
    broken = tmp_path / "i18n"
    broken.mkdir()
    for code in ("ru",):  # Russian built, Spanish not
        (broken / f"deadwatch_{code}.qm").write_bytes(i18n.catalog(code).read_bytes())
    monkeypatch.setattr(i18n, "I18N_DIR", broken)
    try:
        window.language_actions["es"].trigger()
        said = window.statusBar().currentMessage()
        assert said == (f"The Español translation cannot be loaded: {broken / 'deadwatch_es.qm'} is missing or "
                        "damaged (build it with “make” in Deadwatch's folder). Deadwatch stays in English.")
        assert i18n.current_language() == "en" and window.language_actions["en"].isChecked()
        assert not window.language_actions["es"].isChecked()
        window.language_actions["ru"].trigger()
        qtbot.waitUntil(lambda: window.file_menu.title() == "&Файл")
        window.language_actions["es"].trigger()  # Russian stays, and says so in Russian
        assert i18n.current_language() == "ru" and window.language_actions["ru"].isChecked()
        assert window.file_menu.title() == "&Файл"
        assert "deadwatch_es.qm" in window.statusBar().currentMessage()
        assert "make" in window.statusBar().currentMessage()
        assert window.statusBar().currentMessage().endswith("Deadwatch остаётся на русском.")  # not «Русский»
    finally:
        i18n.set_language("en")


def read_only_files(monkeypatch, *names):
    """Campaign files Deadwatch may not write (as `chattr +i` makes them, which root cannot undo by
    permissions): the store opens them read-only."""
    import app.store.database as database

    writable = database._writable
    monkeypatch.setattr(database, "_writable", lambda path: path.name not in names and writable(path))


def test_the_title_says_read_only_only_for_the_read_only_campaign_opened_first(qtbot, tmp_path, monkeypatch):
    read_only_files(monkeypatch, "night.deadwatch")
    night = night_file(tmp_path)
    window, _ = make_window(qtbot, night, tmp_path)
    assert window.services.campaign.read_only
    assert window.windowTitle() == "Night — night.deadwatch — read-only — Deadwatch"
    imported = night_file(tmp_path, "imported-night-2.deadwatch")
    assert window.files.open_campaign(str(imported))  # as File → New makes and opens it
    assert not window.services.campaign.read_only
    assert window.windowTitle() == "Night — imported-night-2.deadwatch — Deadwatch"


def test_the_title_says_read_only_when_a_read_only_campaign_follows_a_writable_one(qtbot, tmp_path, monkeypatch):
    read_only_files(monkeypatch, "night.deadwatch")
    night = night_file(tmp_path)
    imported = night_file(tmp_path, "imported-night-2.deadwatch")
    window, _ = make_window(qtbot, imported, tmp_path)
    assert window.windowTitle() == "Night — imported-night-2.deadwatch — Deadwatch"
    assert window.files.open_campaign(str(night))
    assert window.windowTitle() == "Night — night.deadwatch — read-only — Deadwatch"
    assert window.windowTitle().count("Deadwatch") == 1 and window.windowTitle().endswith("— Deadwatch")
    i18n.set_language("ru")
    try:
        qtbot.waitUntil(lambda: window.windowTitle() == "Night — night.deadwatch — только чтение — Deadwatch")
    finally:
        i18n.set_language("en")


def test_save_a_copy_offers_the_campaign_s_own_name_beside_it_or_in_documents_when_its_folder_is_read_only(
        tmp_path, monkeypatch):
    import os

    from ui.window_files import copy_name

    night = tmp_path / "night.deadwatch"
    assert copy_name(night, "Night", ".deadwatch") == tmp_path / "night-copy.deadwatch"
    access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: Path(p) != tmp_path and access(p, mode))
    elsewhere = copy_name(night, "Night", ".deadwatch")
    assert elsewhere.name == "night-copy.deadwatch" and elsewhere.parent != tmp_path
    assert copy_name(None, "Night at the mall", ".deadwatch").name == "Night at the mall-copy.deadwatch"


def test_qt_s_own_words_follow_the_language_at_start_and_on_a_switch_even_where_qt_names_no_catalogs(
        qapp, monkeypatch, tmp_path):
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    # a bundle whose Qt names a folder without its catalogs: PySide6's own are used
    monkeypatch.setattr(QLibraryInfo, "path", lambda which: str(tmp_path / "nowhere"))
    try:
        for code, back in (("ru", "Назад"), ("es", "Atrás")):
            assert i18n.set_language(code)
            assert QCoreApplication.translate("QFileDialog", "Back") == back
            assert QCoreApplication.translate("QFileDialog", "&Look in:") != "&Look in:"
    finally:
        i18n.set_language("en")
    assert QCoreApplication.translate("QFileDialog", "Back") == "Back"
