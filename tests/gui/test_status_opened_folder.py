"""The status line naming the campaign opened fits the bar of a 1366-pixel window: the file's name
whole, a long folder by its last folders whole after "…" (it read "Opened twdu.deadwatch (in
/tmp/…/Deadwat…", then "(en /tmp/fe…h/demos)", read as a bug), the path whole in the tooltip."""

from __future__ import annotations

from tests.gui.helpers import campaign_window


def test_a_long_folder_is_named_by_its_end_and_whole_in_the_tooltip(qtbot, tmp_path):
    deep = tmp_path.joinpath(*[f"a-long-folder-name-for-campaigns-part-{n}" for n in range(5)], "Deadwatch-club")
    deep.mkdir(parents=True)
    window = campaign_window(qtbot, deep, "twdu")
    window.resize(1366, 768)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.width() <= 1366)
    message = window.status.opened_message()
    assert message.startswith("Opened twdu.deadwatch (in ")
    folder = message.removeprefix("Opened twdu.deadwatch (in ").removesuffix(")")
    assert folder.startswith("…/") and folder.endswith("/Deadwatch-club"), message  # the folder's end
    names = folder.removeprefix("…/").split("/")
    assert names == list(deep.parts[-len(names):]), message  # whole folder names, none cut inside
    assert bar.fontMetrics().horizontalAdvance(message) <= bar.width()
    bar.showMessage(message)
    assert bar.toolTip() == f"Opened twdu.deadwatch (in {deep})"  # the path whole on the mouse


def test_a_short_folder_is_whole(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    assert window.status.opened_message() == f"Opened twdu.deadwatch (in {tmp_path})"
