"""The status line naming the campaign just opened, on a 1366×768 laptop in English, Russian and
Spanish, beside the campaign, ruleset, session and fight labels (issue 40, the first night): it
read "Abierto gridlimbs.deadwatch (en …/Deadwatc", cut where the labels began, because the folder
was cut for the whole bar and the labels were measured before they had their texts; then
"(en /tmp/fe…h/demos)", a cut inside folder names that a GM read as a bug.  Now the folder is
named by its last folders whole after "…" in the room the labels leave ("…/campaigns/the-mall"),
the path whole in the bar's tooltip; when not even its own name fits, the line names the file
alone, whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.gui.status_opened import opened, speak  # noqa: F401 (speak: a fixture)
from tests.gui.test_readable import gm_theme  # noqa: F401 (the GM's theme and type)

LANGS = pytest.mark.parametrize("lang", ["en", "ru", "es"])


def painted_room(window) -> int:  # noqa: ANN001
    """Where the bar paints its message: from 6 px to 2 px before its first label shown."""
    labels = [w for w in (window.status_campaign, window.status_ruleset, window.status_session,
                          window.round_slot) if w.isVisible()]
    assert len(labels) == 4, "the labels stay beside the line"
    return min(w.x() for w in labels) - 2 - 6


@LANGS
def test_a_deep_folder_is_cut_to_the_room_the_labels_leave(qtbot, tmp_path, speak, lang):  # noqa: F811
    speak(lang)
    deep = tmp_path.joinpath("home", "gamemaster", ".local", "share", "Deadwatch", "campaigns", "the-mall")
    window = opened(qtbot, tmp_path, deep)
    bar = window.statusBar()
    message = bar.currentMessage()
    said = QCoreApplication.translate("MainWindow", "Opened {file} (in {folder})").split("{folder}")[0]
    assert message.startswith(said.format(file="gridlimbs.deadwatch")), message
    folder = message[len(said.format(file="gridlimbs.deadwatch")):-1]
    assert folder.startswith("…/") and folder.endswith("/the-mall"), message  # its own name whole
    names = folder.removeprefix("…/").split("/")
    assert names == list(deep.parts[-len(names):]), message  # whole names: nothing cut inside one
    room = painted_room(window)
    assert bar.fontMetrics().horizontalAdvance(message) <= room, f"{message!r} cut: {room} px beside the labels"
    assert str(deep) in bar.toolTip()  # the path whole on the mouse


@LANGS
def test_a_folder_with_no_room_to_read_leaves_the_file_alone_whole(qtbot, tmp_path, speak, lang):  # noqa: F811
    speak(lang)
    long_name = "campaigns-of-the-long-winter-at-the-mall-of-the-dead-and-the-roads-out"
    window = opened(qtbot, tmp_path, tmp_path / long_name)
    bar = window.statusBar()
    message = bar.currentMessage()
    assert message == QCoreApplication.translate("MainWindow", "Opened {file}").format(file="gridlimbs.deadwatch")
    assert bar.fontMetrics().horizontalAdvance(message) <= painted_room(window)


def test_a_folder_keeps_its_last_names_whole_or_goes(qapp):
    from PySide6.QtGui import QFontMetrics

    from ui.status_whole import readable_folder

    metrics = QFontMetrics(qapp.font())
    folder = "/home/gamemaster/.local/share/Deadwatch/demos"
    assert readable_folder(folder, metrics, 10_000) == folder
    least = metrics.horizontalAdvance("…/demos")
    assert readable_folder(folder, metrics, least) == "…/demos"
    two = metrics.horizontalAdvance("…/Deadwatch/demos")
    assert readable_folder(folder, metrics, two) == "…/Deadwatch/demos"
    assert readable_folder(folder, metrics, two - 1) == "…/demos"
    assert readable_folder(folder, metrics, least - 1) == ""
