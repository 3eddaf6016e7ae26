"""The status line naming the campaign opened fits the bar of a 1366-pixel window: a long folder is
cut in its middle, so the file's name and the folder's end stay in sight (it read "Opened
twdu.deadwatch (in /tmp/…/Deadwat…")."""

from __future__ import annotations

from tests.gui.helpers import campaign_window


def test_a_long_folder_is_cut_in_the_middle(qtbot, tmp_path):
    deep = tmp_path.joinpath(*[f"a-long-folder-name-for-campaigns-part-{n}" for n in range(5)], "Deadwatch-club")
    deep.mkdir(parents=True)
    window = campaign_window(qtbot, deep, "twdu")
    window.resize(1366, 768)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.width() <= 1366)
    message = window.status.opened_message()
    assert message.startswith("Opened twdu.deadwatch (in ")
    assert message.endswith("Deadwatch-club)")  # the folder's end
    assert "…" in message
    assert bar.fontMetrics().horizontalAdvance(message) <= bar.width()


def test_a_short_folder_is_whole(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    assert window.status.opened_message() == f"Opened twdu.deadwatch (in {tmp_path})"
