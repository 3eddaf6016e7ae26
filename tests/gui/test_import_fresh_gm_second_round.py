"""Issue 42, the second round of what a fresh GM stopped at in Import characters: a preview where
nothing changes also said Enter starts the next session (it started none); a new critical injury's
rolled time limit rolled again whenever the preview was said anew; refused files pushed the
characters to import out of sight; a message of one language stayed on screen in the next; Alt+W
did the opposite of a character's own hint."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QTreeWidgetItem

from app.rules.dice import TypedDice
from app.services.demo import build_demo
from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui import i18n, open_main_window
from ui.dialogs.import_preview import ImportPreviewDialog
from ui.dialogs.preview_night import NIGHT_ROW

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
#: the files a fresh GM picked in the AFMBE demo: two spreadsheets and Father Tom's actor read, three refused
AFMBE_BATCH = [FIXTURES / "csv" / "afmbe-party-libreoffice.csv", FIXTURES / "csv" / "afmbe-crew-gm-sheet.csv",
               FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json",
               FIXTURES / "gm" / "dnd-party.csv", FIXTURES / "gm" / "broken-actor.json",
               FIXTURES / "csv" / "twdu-party-windows-1252.csv"]


def _afmbe_demo(qtbot, tmp_path):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "demo.deadwatch", "afmbe", "unisystem")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    return window


def test_when_nothing_changes_the_top_says_only_that_enter_writes_nothing(qtbot, tmp_path):
    window = _afmbe_demo(qtbot, tmp_path)
    services = window.services
    files = [str(f) for f in AFMBE_BATCH]
    assert services.characters.import_preview(services.characters.preview_import(files))  # session 2 with it
    assert services.campaign.end_session()
    sessions = [(g.number, g.ended is not None) for g in services.campaign.sessions()]
    events = len(services.campaign.events())
    preview = services.characters.preview_import(files)
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    top = " ".join(dialog.summary.text().split())
    assert "Enter writes nothing" in top, top
    assert "session 3" not in top and "starts" not in top, top  # Enter starts no session: not said
    services.characters.import_preview(preview)  # Enter: nothing written, no session started
    assert [(g.number, g.ended is not None) for g in services.campaign.sessions()] == sessions
    assert len(services.campaign.events()) == events


def _twdu_demo(qtbot, tmp_path):  # noqa: ANN001, ANN202
    path = build_demo(tmp_path / "demo.deadwatch", "twdu")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    return window


def _rows(dialog: ImportPreviewDialog) -> list[QTreeWidgetItem]:
    tree, out = dialog.tree, []
    for n in range(tree.topLevelItemCount()):
        head = tree.topLevelItem(n)
        out += [head, *(head.child(k) for k in range(head.childCount()))]
    return out


def test_a_new_injury_is_rolled_once_per_preview_and_written_as_shown(qtbot, tmp_path):
    window = _twdu_demo(qtbot, tmp_path)
    services = window.services
    services.campaign.dice = TypedDice([1, 5, 3, 6, 2, 4])  # a second roll would say 5
    files = [str(FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"),
             str(FIXTURES / "csv" / "twdu-party-excel-semicolon-bom.csv"),
             str(FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json")]
    dialog = ImportPreviewDialog(services.characters.preview_import(files), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def injury() -> str:
        return next(r.text(1) for r in _rows(dialog) if r.text(0) == "Critical injury")

    assert "lethal in 1 hour (D6 rolled on import: 1)" in injury(), injury()
    same = next(r for r in _rows(dialog) if r.text(0) == "Same character?")  # "Reyes, Ana" beside her actor
    dialog.tree.setCurrentItem(same)
    dialog.tree.setFocus()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Space)  # the files read again, the two made one
    qtbot.waitUntil(lambda: not any(r.text(0) == "Reyes, Ana" for r in _rows(dialog)))
    assert "lethal in 1 hour (D6 rolled on import: 1)" in injury(), injury()
    dialog.night.setChecked(True)  # a toggle says the list again: the same roll
    dialog.night.setChecked(False)  # the files' state taken for all: Ana's new injury written
    assert "lethal in 1 hour (D6 rolled on import: 1)" in injury(), injury()
    assert services.characters.import_preview(dialog.preview)
    ana = next(c for c in services.characters.characters() if c.name == "Ana Reyes")
    assert [(i["name"], i["time_limit"]) for i in ana.state["injuries"]] == [("Deep cut", 1)]
    assert "lethal in 1 hour (D6 rolled on import: 1)" in render_event(services.campaign.events()[-1])


def test_alt_w_does_first_what_the_hint_of_the_character_the_gm_is_on_says(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    for name in ("Mia", "Hank"):
        assert services.characters.create(name, "pc")
    file = tmp_path / "party.csv"
    assert services.characters.export_file(str(file), [c.id for c in services.characters.characters()])
    rows = list(csv.DictReader(io.StringIO(file.read_text("utf-8-sig"))))
    for row in rows:  # the players raised their Strength; Hank is hurt in the file alone
        row["Strength"] = str(int(row["Strength"]) + 1)
        if row["Name"] == "Hank":
            row["Health (now)"] = str(int(row["Health (now)"]) - 1)
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    file.write_text(out.getvalue(), "utf-8")
    mia = next(c for c in services.characters.characters() if c.name == "Mia")
    assert services.characters.damage(mia.id, {"damage": 1, "armor": False})  # Mia's night: her wounds kept
    dialog = ImportPreviewDialog(services.characters.preview_import([str(file)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    tree = dialog.tree

    def own(name: str) -> QTreeWidgetItem:
        head = next(r for r in _rows(dialog) if r.parent() is None and r.text(0) == name)
        return next(head.child(n) for n in range(head.childCount()) if head.child(n).text(0) == NIGHT_ROW)

    assert own("Mia").text(1).startswith("yes: ") and own("Hank").text(1).startswith("no: ")
    assert dialog.night.checkState() == Qt.CheckState.PartiallyChecked  # the box as the rows say: some kept
    dialog.resize(700, 480)  # a short list: it scrolls
    qtbot.waitUntil(lambda: tree.verticalScrollBar().maximum() > 0)
    mia_head = own("Mia").parent()
    deep = mia_head.child(mia_head.childCount() - 1)  # the GM deep in Mia's rows, the list scrolled to it
    tree.setCurrentItem(deep)
    tree.scrollToItem(deep, tree.ScrollHint.PositionAtCenter)
    at, label = tree.visualItemRect(deep).top(), deep.text(0)
    assert tree.verticalScrollBar().value() > 0
    qtbot.keyClick(dialog, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # her hint: Alt+W takes the files'
    qtbot.waitUntil(lambda: own("Mia").text(1).startswith("no: "))
    assert dialog.night.checkState() == Qt.CheckState.Unchecked
    assert own("Hank").text(1).startswith("no: ")
    current = tree.currentItem()
    assert current is not None and current.text(0) == label and current.parent().text(0) == "Mia"  # the place kept
    assert tree.visualItemRect(tree.currentItem()).top() == at  # and where it was on screen
    qtbot.keyClick(dialog, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # again: every night kept
    qtbot.waitUntil(lambda: own("Mia").text(1).startswith("yes: "))
    assert dialog.night.checkState() == Qt.CheckState.Checked and own("Hank").text(1).startswith("yes: ")


def test_refused_files_fold_in_one_row_so_the_characters_to_import_are_in_sight(qtbot, tmp_path):
    window = _twdu_demo(qtbot, tmp_path)
    window.resize(1366, 768)
    files = [FIXTURES / "csv" / "twdu-party-libreoffice.csv",
             FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-npc-gloria.json",
             FIXTURES / "gm" / "fvtt-Actor-the-governor-XyZ789.json", FIXTURES / "gm" / "dnd-party.csv",
             FIXTURES / "gm" / "broken-actor.json",
             FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json",
             FIXTURES / "csv" / "twdu-party-windows-1252.csv"]
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(f) for f in files]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree = dialog.tree
    refused = len(dialog.preview.problems)
    assert refused >= 3  # another game's sheet, no JSON, another encoding, another system
    first = tree.topLevelItem(0)
    assert first.text(0) == "Not imported" and not first.isExpanded(), first.text(0)
    assert f"{refused} files are refused, named at the top" in first.text(1), first.text(1)
    assert not any(tree.topLevelItem(n).text(0) == "Refused" for n in range(tree.topLevelItemCount()))
    heads = [tree.topLevelItem(n) for n in range(1, tree.topLevelItemCount())]
    characters = [h for h in heads if h.text(1).startswith(("Player character", "NPC"))]
    assert characters, [h.text(0) for h in heads]
    shown = tree.viewport().rect()
    assert shown.contains(tree.visualItemRect(characters[0])), (tree.visualItemRect(characters[0]), shown)
    for n in range(first.childCount()):  # Right shows each refused file, named as at the top
        assert first.child(n).text(0) == "Refused"
        assert first.child(n).text(1).split(":")[0] in dialog.summary.text()


def test_a_refusal_under_the_roster_follows_the_language_switch(qtbot, tmp_path):
    try:
        assert i18n.set_language("es")
        window = _afmbe_demo(qtbot, tmp_path)
        window.show()
        qtbot.waitExposed(window)
        services = window.services
        files = [str(f) for f in AFMBE_BATCH]
        assert services.characters.import_preview(services.characters.preview_import(files))
        assert services.campaign.end_session()
        line = window.findChild(QLabel, "rosterMessage")
        assert not services.characters.import_preview(services.characters.preview_import(files))  # Enter: nothing
        qtbot.waitUntil(lambda: line.text().startswith("No se importó nada"))
        assert i18n.set_language("en")  # Alt+L → English
        qtbot.waitUntil(lambda: not line.text().startswith("No se importó nada"))
        assert line.text() == "" or line.text().startswith("Nothing was imported"), line.text()
        assert "No se importó" not in window.statusBar().currentMessage()
    finally:
        i18n.set_language("en")


def test_the_words_a_fresh_gm_stopped_at():
    from ui.dialogs.preview_top import session_sentence

    try:
        assert i18n.set_language("es")
        said = session_sentence(3)
        assert "Intro empieza la sesión 3" in said and "Enter" not in said, said  # one word for the key
        assert i18n.set_language("ru")
        from app.services.logtext import render

        said = render("“{field}” should run from {low} to {high}", {"field": "Сила", "low": 1, "high": 5}, "log")
        assert said == "поле «Сила» должно быть от 1 до 5", said
    finally:
        i18n.set_language("en")
