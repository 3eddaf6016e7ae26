"""The import preview at 1366×768: every value and reason reads whole in its row, wrapped in the
Value column that takes the room left (keyboard only: no tooltip needed), and the dialog keeps the
size the GM gave it from one import to the next."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QStyleOptionViewItem

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.file_checks import line
from app.services.imports.preview import FieldRow, ImportPreview, PreviewCharacter
from tests.gui.helpers import campaign_window
from ui.dialogs.import_preview import ImportPreviewDialog

LONG = ("Deep cut: −1 dice; lethal in D6 hours, rolled as it is imported, with basic medical gear needed and a "
        "recovery of twelve days that the GM may change after the import on the character's sheet")


def a_long_preview() -> ImportPreview:
    ana = PreviewCharacter("ana-reyes.json", line("actor {number}", number=1), "Ana Reyes")
    ana.fields.append(FieldRow("Notes", LONG, "system.bio"))
    ana.ignored.append(line("Combat Medic (talent): talents are not on a Deadwatch sheet; the GM adds what it does "
                            "by hand to the notes, where the players can read it before the first fight begins"))
    ana.refused.append(line("“Strength” should run from 1 to 5, and the file holds 9 in system.attributes.str.value, "
                            "which the sheet form could not hold either"))
    return ImportPreview(characters=[ana])


def unread(dialog: ImportPreviewDialog) -> list[str]:
    """The texts of the Value column that their rows do not show whole (a value with nothing from the
    file beside it reads on across that empty cell)."""
    tree = dialog.tree
    metrics = QFontMetrics(tree.font())
    cut = []
    top = tree.topLevelItem(0)
    for n in range(top.childCount()):
        item = top.child(n)
        rect = tree.visualItemRect(item)
        width = tree.columnWidth(1) + (tree.columnWidth(2) if not item.text(2) else 0) - 8
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), item.text(1))
        if needed.height() > rect.height() or tree.columnViewportPosition(1) + tree.columnWidth(1) > (
                tree.viewport().width()):
            cut.append(item.text(1))
    return cut


def test_long_values_and_reasons_read_whole_at_1366_by_768_and_the_size_is_kept(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    dialog = ImportPreviewDialog(a_long_preview(), window)
    qtbot.addWidget(dialog)
    dialog.resize(1300, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    assert unread(dialog) == []
    dialog.resize(760, 560)  # narrower: the rows grow
    qtbot.wait(50)
    assert unread(dialog) == []
    dialog.resize(1300, 700)
    qtbot.wait(50)
    assert dialog.tree.columnWidth(1) > dialog.tree.columnWidth(0) and dialog.tree.columnWidth(1) > (
        dialog.tree.columnWidth(2))
    summary = dialog.summary
    assert summary.wordWrap() and summary.height() >= summary.heightForWidth(summary.width())
    dialog.resize(1000, 650)
    dialog.reject()
    again = ImportPreviewDialog(a_long_preview(), window)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (1000, 650)


def test_a_copy_of_a_name_already_in_the_roster_is_given_a_new_one_said_at_the_top_and_on_its_line(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.services.characters.create("Reyes, Ana")
    from pathlib import Path

    party = Path(__file__).resolve().parents[1] / "fixtures" / "csv" / "twdu-party-libreoffice.csv"
    preview = window.services.characters.preview_import([str(party)])
    preview.choose_copies(True)  # "Add as new copies": not updating the roster's Ana
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == (
        "3 characters to import. Enter imports them as one action; Ctrl+Z takes them back. 1 is given a new name, "
        "as a character of the same name is already in the roster or earlier in the files: the new names are below.")
    ana = dialog.tree.topLevelItem(0)
    assert ana.text(0) == "Reyes, Ana (2)"
    notes = [ana.child(n).text(1) for n in range(ana.childCount()) if ana.child(n).text(0) == "Note"]
    assert notes == ["“Reyes, Ana” is already in the roster: imported as “Reyes, Ana (2)”"]
    assert dialog.import_button.isEnabled() and dialog.import_button.isDefault()


def test_at_1366_by_768_the_columns_share_the_width_by_their_content(qtbot, tmp_path):
    from app.rules.dice import Dice
    from app.services.bundle import open_services
    from app.services.demo import build_demo

    demo = open_services(str(build_demo(tmp_path / "demo.deadwatch", "afmbe", "norms")), Dice(seed=1))
    party = tmp_path / "afmbe-all.csv"
    try:
        assert demo.characters.export_file(str(party), [c.id for c in demo.characters.characters()])
    finally:
        demo.close()
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    window.resize(1366, 740)
    dialog = ImportPreviewDialog(window.services.characters.preview_import([str(party)]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    assert dialog.width() >= 1100  # most of the window the first time, not 900 px
    tree = dialog.tree
    spacing = tree.fontMetrics().lineSpacing()
    first = tree.topLevelItem(0)
    labels = [first.child(n) for n in range(first.childCount())]
    drawback = next(item for item in labels if item.text(0) == "Strength levels bought with drawback points")
    assert tree.visualItemRect(drawback).height() < 2 * spacing  # on one line, not five
    wants = [tree.fontMetrics().horizontalAdvance(drawback.text(c)) for c in (0, 2)]
    assert tree.columnWidth(0) > wants[0] and tree.columnWidth(2) > wants[1]
    assert sum(tree.columnWidth(c) for c in range(3)) <= tree.viewport().width()


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def cut_cells(dialog: ImportPreviewDialog) -> list[str]:
    """Every cell of every column that its row does not show whole: a word wider than its column (a
    value with nothing from the file beside it: than the two), or wrapped lines taller than the row."""
    tree = dialog.tree
    cut = []

    def walk(item, depth: int) -> None:  # noqa: ANN001
        for n in range(item.childCount()):
            child = item.child(n)
            rect = tree.visualItemRect(child)
            for column in range(3):
                text = child.text(column)
                if not text:
                    continue
                metrics = QFontMetrics(child.font(column).resolve(tree.font()))
                width = tree.columnWidth(column) - 8 - (depth * tree.indentation() if column == 0 else 0)
                if column == 1 and not child.text(2):  # nothing from the file: the value reads on across it
                    width += tree.columnWidth(2)
                words = [w for line_ in text.splitlines() for w in line_.replace("\u200b", " ").split()]
                widest = max((metrics.horizontalAdvance(w) for w in words), default=0)
                needed = metrics.boundingRect(QRect(0, 0, max(width, 1), 100_000), int(Qt.TextFlag.TextWordWrap),
                                              text.replace("\u200b", " "))
                if widest > width or needed.height() > rect.height() + 1:
                    cut.append(f"{text!r} (column {column})")
            walk(child, depth + 1)

    walk(tree.invisibleRootItem(), 1)
    header = tree.header()
    for column in range(3):
        if QFontMetrics(header.font()).horizontalAdvance(tree.headerItem().text(column)) + 8 > tree.columnWidth(column):
            cut.append(f"heading {tree.headerItem().text(column)!r}")
    if sum(tree.columnWidth(c) for c in range(3)) > tree.viewport().width():
        cut.append("wider than the list")
    return cut


def rook_edited(tmp_path: Path) -> Path:
    from tests.unit.services.test_foundry_export import ROOK

    services = open_services(str(build_demo(tmp_path / "rook-demo.deadwatch", "twdu", None)), Dice(seed=1))
    try:
        party = tmp_path / "rook.json"
        party.write_text(json.dumps({"format": "deadwatch-characters", "version": 1, "ruleset": "twdu",
                                     "preset": None, "characters": [ROOK]}), "utf-8")
        assert services.characters.import_file(str(party))
        rook = next(c for c in services.characters.characters() if c.name == "Rook")
        out = tmp_path / "all-foundry-Rook.json"
        assert services.characters.export_file(str(out), [rook.id], "foundry")
    finally:
        services.close()
    actor = json.loads(out.read_text("utf-8"))
    actor["system"]["skills"]["rangedCombat"]["level"] = "master"
    actor["system"]["skills"]["stealth"]["level"] = "expert"
    out.write_text(json.dumps(actor), "utf-8")
    return out


@pytest.mark.parametrize("code", ["en", "ru", "es"])
@pytest.mark.parametrize("case", ["refused", "rook", "grid"])
def test_every_cell_reads_whole_at_1366_by_768_in_each_language(qtbot, tmp_path, code, case):
    from PySide6.QtWidgets import QApplication

    from ui.i18n import set_language
    from ui.themes import apply_theme

    app = QApplication.instance()
    apply_theme(app, "dark")  # as Deadwatch starts: its type is 11 points, not the platform's 9
    assert set_language(code)
    try:
        if case == "refused":  # whole files refused: the Field column's "Refused", the file's reason
            window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem")
            files = [FIXTURES / "csv" / "twdu-party-libreoffice.csv",
                     FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"]
        elif case == "rook":  # long Foundry paths in the From the file column
            files = [rook_edited(tmp_path), FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"]
            window = campaign_window(qtbot, tmp_path, "twdu")
        else:
            window = campaign_window(qtbot, tmp_path, "gridlimbs")
            services = open_services(str(build_demo(tmp_path / "grid-demo.deadwatch", "gridlimbs", None)),
                                     Dice(seed=1))
            try:
                files = [tmp_path / "grid.csv"]
                assert services.characters.export_file(str(files[0]), [c.id for c in services.characters.characters()])
            finally:
                services.close()
        window.resize(1366, 740)
        dialog = ImportPreviewDialog(window.services.characters.preview_import([str(f) for f in files]), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.tree.expandAll()  # every character opened, as the GM may (a party opens with one)
        qtbot.wait(50)
        assert cut_cells(dialog) == []
    finally:
        set_language("en")
        app.setStyleSheet("")


@pytest.mark.parametrize(("code", "score", "now"), [("en", "Max Stamina", "Stamina (now)"),
                                                     ("es", "Aguante máximo", "Aguante (ahora)")])
def test_a_score_and_how_much_of_it_is_left_now_are_named_apart(qtbot, tmp_path, code, score, now):
    from ui.i18n import set_language

    services = open_services(str(build_demo(tmp_path / "grid-demo.deadwatch", "gridlimbs", None)), Dice(seed=1))
    party = tmp_path / "grid.csv"
    assert set_language(code)
    try:
        try:
            assert services.characters.export_file(str(party), [services.characters.characters()[0].id])
        finally:
            services.close()
        window = campaign_window(qtbot, tmp_path, "gridlimbs")
        dialog = ImportPreviewDialog(window.services.characters.preview_import([str(party)]), window)
        qtbot.addWidget(dialog)
        first = dialog.tree.topLevelItem(0)
        labels = [first.child(n).text(0) for n in range(first.childCount())]
        assert labels.count(score) == 1 and labels.count(now) == 1, labels
    finally:
        set_language("en")


def test_a_character_with_a_note_but_its_own_name_is_not_said_to_be_given_a_new_one(qtbot, tmp_path):
    """Issue 42: "1 is given a new name … the new names are below" when nobody was renamed: a note of
    another kind (the actor's id another character holds) counted as a new name."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    foundry = Path(__file__).resolve().parents[1] / "fixtures" / "foundry"
    services = window.services
    assert services.characters.import_preview(services.characters.preview_import(
        [str(foundry / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json")]))
    actor = json.loads((foundry / "fvtt-Actor-twdu-4.0.3-npc-gloria.json").read_text("utf-8"))
    actor["_stats"]["exportSource"]["uuid"] = "Actor.Q1w2E3r4T5y6U7i8"  # Ana Reyes's id, a faulty export
    gloria = tmp_path / "gloria.json"
    gloria.write_text(json.dumps(actor), "utf-8")
    preview = services.characters.preview_import([str(gloria)])
    [read] = preview.characters
    assert read.notices and not read.renamed
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == (
        "1 character to import. Enter imports it as one action; Ctrl+Z takes it back.")


def _lines(tree, item) -> list[str]:  # noqa: ANN001
    """The lines the list draws a row's value in: laid out as its delegate lays it, across the empty
    cell after it where the row has nothing from the file."""
    delegate = tree.itemDelegate()
    option = QStyleOptionViewItem()
    delegate.initStyleOption(option, tree.indexFromItem(item, 1))
    width = tree.columnWidth(1) + (tree.columnWidth(2) if not item.text(2) else 0) - 8
    layout = QTextLayout(option.text, tree.font())
    wrap = QTextOption()
    wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(wrap)
    layout.beginLayout()
    lines = []
    while (made := layout.createLine()).isValid():
        made.setLineWidth(width)
        lines.append(option.text[made.textStart():made.textStart() + made.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("code", ["ru", "es"])
def test_refused_files_reasons_read_whole_on_a_few_lines_wrapped_at_words_at_1366_by_768(qtbot, tmp_path, code):
    """Each reason wrapped six lines deep in the Value column beside an empty "From the file" cell,
    cut after a hyphen («afmbe-» / «jesuisfrog»): it reads on across that cell, at its words."""
    from ui.i18n import set_language

    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    files = [FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json",
             *(FIXTURES / "foundry").glob("fvtt-Actor-afmbe-*.json"), FIXTURES / "foundry" / "twdu-4.0.3-template.json",
             *(FIXTURES / "csv").glob("afmbe-*.csv"), FIXTURES / "csv" / "twdu-party-windows-1252.csv",
             FIXTURES / "gm" / "dnd-party.csv"]
    assert set_language(code)
    try:
        dialog = ImportPreviewDialog(window.services.characters.preview_import([str(f) for f in files]), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.tree
        section = tree.topLevelItem(0)
        assert section.childCount() == 7, section.childCount()
        section.setExpanded(True)
        qtbot.wait(20)
        spacing = QFontMetrics(tree.font()).lineSpacing()
        for item in (section.child(n) for n in range(section.childCount())):
            lines = _lines(tree, item)
            assert len(lines) <= 3, lines  # room: the file's name and why, in a few lines
            assert not any(line.rstrip().endswith("-") for line in lines), lines  # at words, never in a name
            height = tree.visualItemRect(item).height()  # as tall as the lines it shows, and no taller
            assert len(lines) * spacing <= height <= 3 * spacing + 6, (lines, height)
    finally:
        set_language("en")
