"""`python -m app export` writes the same files without a window."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

from app.__main__ import main
from tests.unit.export.test_formats import PUBLIC


def test_export_from_the_command_line(played, campaign_path, tmp_path, capsys):
    target = tmp_path / "night.csv"
    code = main(["export", "--db", str(campaign_path), "--session", "last", "--format", "csv", "-o", str(target)])
    assert code == 0
    assert f"{len(PUBLIC)} events written" in capsys.readouterr().err
    rows = list(csv.reader(io.StringIO(target.read_text("utf-8").lstrip("\ufeff"))))
    assert [r[7] for r in rows[1:]] == PUBLIC


def test_export_to_standard_output_with_secrets_and_a_range(played, campaign_path, capsys):
    assert main(["export", "--db", str(campaign_path), "--session", "1-2", "--format", "md", "--secrets"]) == 0
    out = capsys.readouterr().out
    assert "Session one wrap-up" in out and "guard is infected" in out


def test_bad_requests_say_why(played, campaign_path, tmp_path, capsys):
    assert main(["export", "--db", str(campaign_path), "--session", "9", "--format", "md"]) == 2
    assert "There is no session 9" in capsys.readouterr().err
    assert main(["export", "--db", str(campaign_path), "--session", "x", "--format", "md"]) == 2
    assert "--session must be" in capsys.readouterr().err
    assert main(["export", "--db", str(tmp_path / "nope.deadwatch"), "--format", "md"]) == 2
    assert "no campaign file" in capsys.readouterr().err
    assert not (tmp_path / "nope.deadwatch").exists()
    assert main(["export", "--db", str(campaign_path), "--format", "pdf"]) == 2


def test_pdf_from_a_fresh_process(played, campaign_path, tmp_path):
    target = tmp_path / "night.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "app", "export", "--db", str(campaign_path), "--format", "pdf", "-o", str(target)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert target.read_bytes().startswith(b"%PDF")


def test_a_range_backwards_is_refused_not_turned_round(played, campaign_path, capsys):
    assert main(["export", "--db", str(campaign_path), "--session", "2-1", "--format", "md"]) == 2
    captured = capsys.readouterr()
    assert "--session must be" in captured.err and "'2-1'" in captured.err and captured.out == ""


def test_a_campaign_in_a_folder_that_may_not_be_looked_into_is_said_plainly(tmp_path, capsys, monkeypatch):
    locked = tmp_path / "locked" / "night.deadwatch"
    is_file = Path.is_file

    def refused(path):  # noqa: ANN001, ANN202 - what a folder without x permission does (root may enter any)
        if path.parent.name == "locked":
            raise PermissionError(13, "Permission denied", str(path))
        return is_file(path)

    monkeypatch.setattr(Path, "is_file", refused)
    assert main(["export", "--db", str(locked), "--format", "md"]) == 2
    assert capsys.readouterr().err == f"deadwatch export: {locked} cannot be read: Permission denied\n"
