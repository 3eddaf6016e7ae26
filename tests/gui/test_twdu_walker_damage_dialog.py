"""The damage dialog on a Walker offered the critical injury fields and previewed "Broken: one
stress and a critical injury." though Enter applied "Down for good": the dialog now shows what will
be applied, and no injury fields for the dead."""

from __future__ import annotations

from tests.unit.services.twdu_party import lines, twdu_services
from ui.dialogs.rules_action_dialog import RulesActionDialog


def test_the_walkers_damage_dialog_previews_down_for_good_with_no_injury_fields(qtbot, tmp_path):
    services, ids = twdu_services(tmp_path)
    try:
        dialog = RulesActionDialog(services, ids["Walker"], heal=False)
        qtbot.addWidget(dialog)
        assert not any(key.startswith("injury_") for key in dialog.form.inputs)
        dialog.form.inputs["damage"].setValue(3)
        dialog.form.inputs["armor"].setChecked(False)
        preview = dialog.preview.text()
        assert "Down for good" in preview and "Broken" not in preview
        dialog.buttons.accepted.emit()
        assert lines(services)[-1].endswith("Down for good: the dead take no stress and no critical injury.")
        living = RulesActionDialog(services, ids["Rick"], heal=False)  # a living NPC: still asked
        qtbot.addWidget(living)
        assert "injury_name" in living.form.inputs
    finally:
        services.close()


def test_the_dice_field_says_how_many_dice_of_which_kind_and_what_for(qtbot, tmp_path):
    """A GM typed "3 4" in the Dice field meaning the critical injury's D66: the field took them as the
    recovery time and the Broken minutes.  It now says which dice it wants, in the order it reads them."""
    services, ids = twdu_services(tmp_path)
    try:
        dialog = RulesActionDialog(services, ids["Rick"], heal=False)
        qtbot.addWidget(dialog)
        dialog.form.inputs["armor"].setChecked(False)
        dialog.form.inputs["damage"].setValue(1)
        assert not dialog.wanted.isVisibleTo(dialog)  # a bruise rolls nothing
        dialog.form.inputs["damage"].setValue(3)  # Broken, the injury unnamed: the Broken minutes alone
        said = dialog.wanted.text()
        assert dialog.wanted.isVisibleTo(dialog)
        # no recovery die before the injury's D66: its entry on the table gives its recovery dice
        assert said == "Dice to type, in this order: 1 × d6 (Broken minutes)"
        dialog.form.inputs["injury_name"].setText("Cracked ribs")  # named here: its recovery die first
        assert dialog.wanted.text() == ("Dice to type, in this order: 2 dice: 1 × d6 (Critical injury times); "
                                        "1 × d6 (Broken minutes)")
    finally:
        services.close()


def test_the_dice_to_type_read_whole_in_spanish(qtbot, tmp_path):
    """Four lines of the dice to type were cut to a sliver that scrolled, in Spanish, above an empty
    stretch of the dialog: the label is as tall as its lines, the dialog taller if it must be."""
    from ui import i18n
    from ui.themes import apply_theme

    app = qtbot_app = __import__("PySide6.QtWidgets", fromlist=["QApplication"]).QApplication.instance()
    assert i18n.set_language("es")
    apply_theme(app, "dark")
    services, ids = twdu_services(tmp_path)
    try:
        dialog = RulesActionDialog(services, ids["Rick"], heal=False)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.form.inputs["armor"].setChecked(False)
        dialog.form.inputs["damage"].setValue(3)
        dialog.form.inputs["injury_name"].setText("Costillas rotas")
        qtbot.waitUntil(lambda: dialog.wanted.isVisible() and dialog.wanted.text() != "")
        label = dialog.wanted
        qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
        assert label.geometry().bottom() <= label.parentWidget().height()
    finally:
        services.close()
        i18n.set_language("en")
        qtbot_app.setStyleSheet("")


def test_the_recovery_die_typed_in_the_dialog_is_in_the_log_line(qtbot, tmp_path):
    """The recovery die typed in the Dice field (4) was in no line of the log: the damage's line now
    names the injury and its recovery time ("The GM rolls a die for recovery time secretly")."""
    from PySide6.QtCore import Qt

    services, ids = twdu_services(tmp_path)
    try:
        dialog = RulesActionDialog(services, ids["Rick"], heal=False)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.form.inputs["armor"].setChecked(False)
        dialog.form.inputs["damage"].setValue(3)
        dialog.form.inputs["injury_name"].setText("Cracked ribs")
        dialog.faces.setFocus()
        qtbot.keyClicks(dialog.faces, "4 2")  # the recovery die, then the Broken minutes
        minutes = "Broken for 2 minutes without first aid, then up with Health 1 (the GM's secret die)."
        qtbot.waitUntil(lambda: minutes in dialog.preview.text())  # said before Enter, as the log says it
        qtbot.keyClick(dialog.faces, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: lines(services)[-1].startswith("Damage to Rick"))
        assert lines(services)[-1].endswith(f"Cracked ribs: recovery time 4 days (the GM's secret die). {minutes}"), \
            lines(services)[-1]
    finally:
        services.close()
