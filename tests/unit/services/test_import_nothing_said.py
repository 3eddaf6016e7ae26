"""Enter on a preview whose characters are all in the roster as the files have them: the status bar
says so as information (naming the files refused besides), not the roster's red refusal line; a
preview of files all refused, closed, names them on the bar too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QMainWindow

PARTY = "Name,Kind,Strength,Agility,Wits,Empathy\nBen Okafor,Player character,4,3,2,3\n"


@pytest.fixture
def window(qapp):  # noqa: ANN001, ANN201
    shown = QMainWindow()
    yield shown
    shown.deleteLater()


def run(monkeypatch, twdu, window, paths, code):  # noqa: ANN001, ANN201
    from ui.dialogs import import_preview

    monkeypatch.setattr(import_preview.ImportPreviewDialog, "exec", lambda self: code)
    refusals: list[str] = []
    twdu.characters.failed.connect(lambda *said: refusals.append(str(said[-1])))
    done = import_preview.import_files(window, twdu, [str(p) for p in paths])
    return done, refusals


def test_files_as_the_roster_has_them_are_said_on_the_bar_not_refused(monkeypatch, twdu, window, tmp_path):
    party, broken = tmp_path / "party.csv", tmp_path / "broken.json"
    party.write_text(PARTY, encoding="utf-8")
    broken.write_text("{\"name\": ", encoding="utf-8")
    assert twdu.characters.import_preview(twdu.characters.preview_import([str(party)]))
    done, refusals = run(monkeypatch, twdu, window, [party, broken], QDialog.DialogCode.Accepted)
    assert not done and not refusals
    assert window.statusBar().currentMessage() == (
        "Nothing was imported: the characters in the files are already in the roster as the files have them; "
        "1 file refused: broken.json.")


def test_every_file_refused_names_them_on_the_bar(monkeypatch, twdu, window, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{\"name\": ", encoding="utf-8")
    done, _refusals = run(monkeypatch, twdu, window, [broken], QDialog.DialogCode.Rejected)
    assert not done
    assert window.statusBar().currentMessage() == "Nothing was imported: 1 file refused: broken.json."
