"""A campaign file with corrupt rows, opened as a GM would: a damaged character is marked in the
roster, kept from the rules and repaired or removed by its keys; a campaign whose ruleset or house
rules this Deadwatch does not know is named in a message, and the window stays usable.  (Any
exception escaping a slot fails these tests: pytest-qt captures them.)"""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QSpinBox

from app.services.demo import build_demo
from tests.gui.helpers import activate, quit_if_hung, when_dialog_opens
from ui import open_main_window
from ui.docks.damaged_rows import DAMAGED_ROLE, MARK
from ui.main_window import MainWindow


def corrupt(path, *statements):  # noqa: ANN001
    with sqlite3.connect(path) as db:
        for sql in statements:
            db.execute(sql)


def rows(path, sql):  # noqa: ANN001, ANN201
    with sqlite3.connect(path) as db:
        return db.execute(sql).fetchall()


def open_window(qtbot, tmp_path, path):  # noqa: ANN001, ANN201
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window


@pytest.fixture
def demo(tmp_path):  # noqa: ANN001, ANN201
    return build_demo(tmp_path / "demo.deadwatch", "twdu")


def names(window):  # noqa: ANN001, ANN201
    return [c.name for c in window.services.characters.characters()]


def press(qtbot, window, key):  # noqa: ANN001
    dock = window.docks["charactersDock"]
    activate(qtbot, window)
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, key)


def test_a_character_whose_state_is_not_json_is_marked_kept_from_the_rules_and_repaired_by_enter(
    qtbot, tmp_path, demo
):
    corrupt(demo, "update character set state = '{\"health\": 3,' where name = 'Ana Reyes'")
    window = open_window(qtbot, tmp_path, demo)
    dock = window.docks["charactersDock"]
    ana = next(i for i, n in rows(demo, "select id, name from character") if n == "Ana Reyes")
    assert ana in dock.damaged and ana not in dock.items
    item = dock.damaged[ana]
    assert item.text(0) == MARK + "Ana Reyes"
    assert "live state (wounds, conditions) is damaged" in item.toolTip(0)
    assert "not readable data" in item.toolTip(0) and item.data(0, DAMAGED_ROLE)
    assert "Ben Okafor" in [dock.items[i].text(0) for i in dock.items]  # the others as ever
    # the other docks never see her: the dice dock's roller list, the threat dock's, the log's filter
    assert "Ana Reyes" not in names(window)
    dice = window.docks["diceDock"]
    dice.ensure_built()
    assert all("Ana Reyes" not in dice.character_combo.itemText(i) for i in range(dice.character_combo.count()))
    # damage (D) is refused, with the reason in the status bar, and no dialog opens
    dock.select(ana)
    lines = len(rows(demo, "select id from log_event"))
    press(qtbot, window, Qt.Key.Key_Escape)  # a letter typed in the roster finds a name: D from the fight list
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D)
    assert QApplication.activeModalWidget() is None
    assert "record is damaged" in window.statusBar().currentMessage()
    # Enter: the repair dialog, the state back to an unhurt character; OK saves it in one log line
    seen = {}

    def repair(dialog):  # noqa: ANN001
        seen["title"] = dialog.windowTitle()
        seen["note"] = dialog.findChild(type(dialog.error), "repairNote").text()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(repair)
    press(qtbot, window, Qt.Key.Key_Return)
    assert seen["title"] == "Repair Ana Reyes" and "live state" in seen["note"]
    log = rows(demo, "select text, args from log_event order by id")
    # one line for the action (the demo's session is over: the first action starts the next one)
    assert [text for text, _args in log[lines:] if not text.startswith("Session")] == [
        "{name}'s damaged record repaired"
    ]
    assert ana in dock.items and ana not in dock.damaged and "Ana Reyes" in names(window)
    assert window.act_undo.text() == "&Undo Ana Reyes's damaged record repaired"
    # Undo puts the damaged row back, its text as it was
    window.act_undo.trigger()
    assert rows(demo, f"select state from character where id = {ana}") == [('{"health": 3,',)]
    assert ana in dock.damaged


def test_a_sheet_with_a_word_where_a_number_belongs_is_repaired_with_that_field_at_its_default(
    qtbot, tmp_path, demo
):
    corrupt(demo, "update character set sheet = json_set(sheet, '$.strength', 'strong') where name = 'Ben Okafor'")
    window = open_window(qtbot, tmp_path, demo)
    dock = window.docks["charactersDock"]
    ben = next(i for i, n in rows(demo, "select id, name from character") if n == "Ben Okafor")
    agility = rows(demo, f"select json_extract(sheet, '$.agility') from character where id = {ben}")[0][0]
    assert "a number is expected." in dock.damaged[ben].toolTip(0)
    assert "Fields that do not fit: Strength." in dock.damaged[ben].toolTip(0)
    dock.select(ben)
    seen = {}

    def repair(dialog):  # noqa: ANN001
        inputs = {k: w for form in dialog.forms for k, w in form.inputs.items()}
        seen["strength"] = inputs["strength"].value()
        seen["agility"] = inputs["agility"].value()
        assert isinstance(inputs["strength"], QSpinBox)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(repair)
    press(qtbot, window, Qt.Key.Key_F2)
    default = window.services.ruleset.new_sheet()["strength"]
    assert seen == {"strength": default, "agility": agility}  # the bad field reset, the good one kept
    assert rows(demo, f"select json_extract(sheet, '$.strength') from character where id = {ben}") == [(default,)]
    assert ben in dock.items


def test_a_damaged_character_is_removed_by_del_as_any_other(qtbot, tmp_path, demo):
    corrupt(demo, "update character set sheet = 'not json at all' where name = 'Mia Chen'")
    window = open_window(qtbot, tmp_path, demo)
    dock = window.docks["charactersDock"]
    mia = next(i for i, n in rows(demo, "select id, name from character") if n == "Mia Chen")
    assert "stored sheet is not readable data" in dock.damaged[mia].toolTip(0)
    dock.select(mia)
    press(qtbot, window, Qt.Key.Key_Delete)
    assert mia not in dock.damaged and mia not in dock.items
    assert rows(demo, "select text from log_event order by id desc limit 1") == [("{name} leaves the campaign",)]
    assert rows(demo, f"select archived, sheet from character where id = {mia}") == [(1, "not json at all")]


@pytest.mark.parametrize(
    ("statement", "message"),
    [
        (
            "update campaign set ruleset = 'xyz'",
            "This campaign uses the ruleset 'xyz', which this Deadwatch does not know.",
        ),
        (
            "update campaign set preset = 'grim'",
            "This campaign uses the preset 'grim' of the ruleset 'twdu', which this Deadwatch does not know.",
        ),
        (
            """update campaign set options = '{"zombie_rain": true}'""",
            "This campaign uses the house rule 'zombie_rain', which this ruleset does not know.",
        ),
        ("update campaign set options = '{oops'", "This campaign's house rules cannot be read: the file is damaged."),
    ],
)
def test_a_campaign_row_this_deadwatch_cannot_use_is_named_and_the_open_one_stays(
    qtbot, tmp_path, monkeypatch, statement, message
):
    good = build_demo(tmp_path / "good.deadwatch", "d10under")
    bad = build_demo(tmp_path / "bad.deadwatch", "twdu")
    corrupt(bad, statement)
    before = rows(bad, "select * from campaign")
    window = open_window(qtbot, tmp_path, good)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))
    assert window.open_campaign(str(bad)) is False
    assert shown == [("Cannot open the campaign", message)]
    assert window.services.ruleset.id == "d10under" and window.property("campaignOpen") is True
    assert rows(bad, "select * from campaign") == before  # left as it was


def test_started_on_a_campaign_with_an_unknown_ruleset_the_window_stays_empty_for_another(
    qtbot, qapp, tmp_path, monkeypatch
):
    from app.__main__ import parser, prepare_db
    from ui.launch import run_gui

    bad = build_demo(tmp_path / "bad.deadwatch", "twdu")
    good = build_demo(tmp_path / "good.deadwatch", "gridlimbs")
    corrupt(bad, "update campaign set ruleset = 'xyz'")
    seen = {}

    def warned(parent, title, text):  # noqa: ANN001
        seen.update(text=text, services=parent.services, visible=parent.isVisible(),
                    enabled=any(d.widget().isEnabled() for d in parent.docks.values() if d.built))
        try:
            seen["opened"] = parent.open_campaign(str(good)) and parent.services.ruleset.id  # the GM picks another
        finally:
            parent.close()

    monkeypatch.setattr(QMessageBox, "warning", warned)
    hung = quit_if_hung(qapp)  # never hang the suite
    args = parser().parse_args(["--lang", "en", "--theme", "dark", "--db", str(bad)])
    try:
        assert run_gui(args, lambda: prepare_db(args)) == 0
    finally:
        hung.stop()
        for w in qapp.topLevelWidgets():
            if isinstance(w, MainWindow):
                w.deleteLater()
        QSettings().clear()
        qapp.setStyleSheet("")
        qapp.setProperty("deadwatchTheme", None)
    assert seen["text"] == "This campaign uses the ruleset 'xyz', which this Deadwatch does not know."
    assert seen["services"] is None and seen["visible"] and not seen["enabled"]  # no half-built docks
    assert seen["opened"] == "gridlimbs"
