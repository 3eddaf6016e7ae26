"""On a 1366 px laptop in Spanish with the players' screen blacked out (B), the status bar cut its
permanent labels mid-word ("Pantalla de los jugadores: a oscuras (B", "Campaña: The Walking Dead:
afueras de At", "Reglamento: The Walking Dead Universe, e"), and in Russian the blackout notice
covered another label.  Every label reads whole: in a shorter form, or ending at a word with "…"
and its whole text in its tooltip; no two overlap."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QSizeGrip, QWidget

from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from ui import i18n


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def read_whole(window) -> list[str]:  # noqa: ANN001
    bar = window.statusBar()
    bad = []
    shown = [w for w in bar.findChildren(QWidget) if w.parent() is bar and w.isVisible()
             and not isinstance(w, QSizeGrip) and w.objectName() != "qt_statusbar_message"]
    for widget in shown:
        if widget.geometry().right() > bar.width():
            bad.append(f"{widget.objectName() or widget}: past the bar's edge")
    for one in shown:
        for two in shown:
            if one is not two and one.geometry().intersects(two.geometry()):
                bad.append(f"{one} over {two}")
    for label in [w for w in shown if isinstance(w, QLabel)]:
        text = label.text()
        if label.fontMetrics().horizontalAdvance(text) > label.contentsRect().width():
            bad.append(f"{text!r} cut in {label.contentsRect().width()} px")
        if text.endswith("…") and text[:-1] not in label.toolTip():
            bad.append(f"{text!r} without its whole text in its tooltip")
    return bad


@pytest.mark.parametrize("lang", ["en", "ru", "es"], indirect=True)
def test_every_status_label_reads_whole_during_a_blackout_on_a_laptop(qtbot, tmp_path, demos, gm_theme, lang):  # noqa: F811
    window = fight_window(qtbot, tmp_path, demos["twdu"])
    blackout = window.findChild(QLabel, "blackoutLabel")
    assert read_whole(window) == []
    window.player.act_blackout.trigger()  # B
    for _ in range(3):
        QApplication.processEvents()
    assert blackout.isVisible()
    assert read_whole(window) == [], lang
    campaign = window.status.status_campaign
    if campaign.text().endswith("…"):
        assert campaign.toolTip().startswith(campaign.text()[:-1])
    window.player.act_blackout.trigger()  # the screen back: the labels whole again where they fit
    for _ in range(3):
        QApplication.processEvents()
    assert read_whole(window) == []
