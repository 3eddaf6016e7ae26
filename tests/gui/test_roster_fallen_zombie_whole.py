"""AFMBE norms in Russian on a 1366×768 laptop: a zombie brought below zero at the roster's bottom
row grows the GM's call under its state («Вне строя: решает ведущий», «Уничтожен», «Всё ещё
идёт»), and the row ran past the roster's bottom edge, its words cut.  The GM's row grown by its own
change is scrolled whole into the roster's view (its state and its call read whole); a row the
GM had not in sight stays out of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from tests.gui.shared_windows import close, open_window
from tests.gui.test_readable import gm_theme  # noqa: F401  (fixture: the GM's 11 pt theme)
from ui import i18n

WORDS = {
    "en": ("Destroyed", "Still coming"),
    "ru": ("Уничтожен", "Всё ещё идёт"),
    "es": ("Destruido", "Sigue avanzando"),
}


def settle(qtbot) -> None:  # noqa: ANN001
    for _ in range(5):
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()


def whole_in(view, widget) -> bool:  # noqa: ANN001
    return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_a_zombie_fallen_at_the_roster_s_bottom_shows_its_state_and_call_whole(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    demo = build_demo(tmp_path / "demo" / "afmbe.deadwatch", "afmbe", "norms", language=lang)
    window = open_window(qtbot, tmp_path, demo, fight=False)
    try:
        services, dock = window.services, window.docks["charactersDock"]
        zombie = next(int(c.id) for c in services.characters.characters() if c.kind == "zombie")
        dock.select(zombie)
        settle(qtbot)
        view = dock.tree.viewport()
        item = dock.items[zombie]
        assert view.rect().intersects(dock.tree.visualItemRect(item)), "the zombie's row out of sight at first"
        assert services.characters.damage(zombie, {"amount": 30})  # below zero: the GM's call is due
        settle(qtbot)
        cell = dock.checks(zombie)
        assert cell is not None
        buttons = [cell.check_buttons[key] for key in ("destroyed", "still_coming")]
        assert [b.text() for b in buttons] == list(WORDS[lang])
        assert all(whole_in(view, b) for b in buttons), [b.text() for b in buttons if not whole_in(view, b)]
        assert whole_in(view, cell.badges), cell.badges.text()
        for button in buttons:  # the words whole in the button
            assert button.width() >= button.fontMetrics().horizontalAdvance(button.text()) + 8
        buttons[0].click()  # destroyed
        settle(qtbot)
        rect = dock.tree.visualItemRect(dock.items[zombie])
        assert view.rect().contains(rect), f"the destroyed zombie's row {rect.getCoords()} in {view.rect().getCoords()}"
    finally:
        close([window])
        i18n.set_language("en")
