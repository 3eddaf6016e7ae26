"""The players' screen in Russian: Dana Cruz, shown to the players with her health as a word, at 20
of 30 Life Points reads «Ранение» beside her name on the projector, a word that fits her, where it
read «Ранен», a man's word; at 12 «Тяжёлое ранение», never «Тяжело ранен»."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from tests.unit.services.test_ru_phone_words import GENDERED
from ui.player_display import PlayerDisplay


@pytest.fixture
def russian(qapp):
    from ui.i18n import set_language

    assert set_language("ru")
    yield
    set_language("en")


@pytest.mark.parametrize(("amount", "word"), [(10, "Ранение"), (18, "Тяжёлое ранение")])
def test_dana_on_the_projector_reads_a_health_word_that_fits_her(qtbot, tmp_path, russian, amount, word):
    services = open_services(str(build_demo(tmp_path / "afmbe.deadwatch", "afmbe", "norms")), Dice(seed=3))
    try:
        who = {c.name: int(c.id) for c in services.characters.characters()}
        assert services.player_view.set_reveal(who["Dana Cruz"], health="word")
        assert services.initiative.start([who["Dana Cruz"], who["Father Tom"]])
        assert services.characters.damage(who["Dana Cruz"], {"amount": amount})
        view = services.player_view.view()
    finally:
        services.close()
    display = PlayerDisplay(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(display)
    display.resize(1920, 1080)
    display.show()
    qtbot.waitExposed(display)
    display.set_view(view)
    texts = [t.text() for t in display.content.texts() if t.isVisible() and t.text()]
    shown = " ".join(texts)
    assert "Dana Cruz" in shown and word in shown, texts
    assert not GENDERED.search(shown), texts
