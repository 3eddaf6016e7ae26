"""Spanish labels whole at 1366×768.  twdu's dice form named the gear bonus dice «Dados de /
bonificación de / equipo» in a third of the label column it had room for (a form lays each label
out at its own hint, and a wrapped label's hint is narrow), its last line cut on a laptop: a form's
label now asks for its one line, up to the column's room.  The Swarm Threat («Amenaza de la horda»)
reads whole in the swarm panel's heading, the players' figures and the band over a handout.  Grabs
go to ``$DEADWATCH_SHOTS`` when set."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from tests.gui.helpers import activate, campaign_window
from ui import i18n
from ui.widgets.labels import FormLabel

GEAR = "Dados de bonificación de equipo"


def _grab(widget, name: str) -> None:  # noqa: ANN001
    folder = os.environ.get("DEADWATCH_SHOTS")
    if folder:
        widget.grab().save(os.path.join(folder, name))


def _whole(label) -> bool:  # noqa: ANN001
    return label.isVisible() and label.height() >= label.heightForWidth(label.width())


def test_the_gear_bonus_dice_label_reads_on_one_line_at_1366(qtbot, tmp_path):
    i18n.set_language("es")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        window.resize(1366, 768)
        services = window.services
        assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
        window.selection.select_character(services.characters.characters()[0].id)
        dice = window.docks["diceDock"]
        activate(qtbot, window)
        for layout in ("own", "F11"):
            dice.show()
            dice.raise_()
            dice.ensure_built()
            qtbot.wait(50)
            assert dice.kind_combo.currentText() == "Tirada de habilidad"
            label = next(lab for lab in dice.findChildren(FormLabel) if lab.text() == GEAR)
            dice.roll_scroll.ensureWidgetVisible(label)
            qtbot.wait(20)
            _grab(dice.roll_scroll.widget(), f"dice-form-es-{layout}.png")
            assert _whole(label), layout
            # on one line: as wide as the words, no taller than one line of them
            assert label.width() >= label.fontMetrics().horizontalAdvance(GEAR), layout
            assert label.heightForWidth(label.width()) < 2 * label.fontMetrics().lineSpacing(), layout
            qtbot.keyClick(window, Qt.Key.Key_F11)
    finally:
        i18n.set_language("en")


def test_the_swarm_threat_reads_whole_at_1366(qtbot, tmp_path):
    i18n.set_language("es")
    try:
        window = campaign_window(qtbot, tmp_path, "twdu")
        window.resize(1366, 768)
        services = window.services
        activate(qtbot, window)
        while services.threat.level() < 3:
            assert services.threat.step(1)
        assert services.swarm.set_dead(30) and services.swarm.start(False)
        swarm = window.docks["swarmDock"]
        for layout in ("own", "F11"):
            swarm.show()
            swarm.raise_()
            swarm.ensure_built()
            qtbot.wait(50)
            _grab(swarm, f"swarm-es-{layout}.png")
            assert swarm.headline.text() == "Amenaza de la horda 6"
            assert _whole(swarm.headline), layout
            qtbot.keyClick(window, Qt.Key.Key_F11)
        display = window.player.display
        display.resize(1366, 768)
        display.set_view(services.player_view.view())
        display.show()
        qtbot.waitExposed(display)
        assert "6 Amenaza de la horda" in display.swarm.text()
        display.set_handout(7, "Mensaje de radio", "Las puertas del norte están abiertas.")
        qtbot.wait(20)
        _grab(display, "players-handout-es.png")
        # (an item's words are held together by no-break spaces: the line wraps between items only)
        band = [t for t in display.band.shown_texts() if "Amenaza de la horda" in t.text().replace("\u00a0", " ")]
        assert band and all(t.fits() for t in band)
        display.set_handout(None)
        display.hide()
    finally:
        i18n.set_language("en")
