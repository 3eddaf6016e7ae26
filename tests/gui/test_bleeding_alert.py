"""The roster's "⚠ Dov: Bleeding (Left leg)" (the limb named, in Russian too) goes from the status
bar when first aid stops the bleeding, and the damage that started it says so in the log (the grid
game)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.test_dock_keys_behind_tabs import demo_window


def test_first_aid_takes_the_bleeding_warning_down_and_the_hit_said_it_started(qtbot, tmp_path):
    window = demo_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    services.campaign.start_session("The mall")
    dov = next(c for c in services.initiative.roster() if c.name == "Dov")
    assert services.characters.damage(int(dov.id), {"part": "left_leg", "amount": 4})
    QApplication.processEvents()
    bar = window.statusBar()
    assert bar.currentMessage() == "⚠ Dov: Bleeding (Left leg)"  # the limb named
    line = services.campaign.events()[-1]
    assert any(sub.get("t", "").startswith("{part} starts bleeding") for sub in line.args["lines"]), line.args
    request = {"kind": "first_aid", "part": "left_leg", "first_aid": 5, "own_supplies": False}
    assert services.characters.heal(int(dov.id), request, faces="6")  # d7 rolled 6: it works
    QApplication.processEvents()
    assert "stops the bleeding" in str(services.campaign.events()[-1].args)
    assert bar.currentMessage() == "", "the bar still warns of a bleeding first aid stopped"
    assert bar.styleSheet() == ""


def test_a_useless_arm_is_named_in_russian(qtbot, tmp_path):
    from ui import i18n

    i18n.set_language("ru")
    try:
        window = demo_window(qtbot, tmp_path, "gridlimbs")
        services = window.services
        services.campaign.start_session("The mall")
        dov = next(c for c in services.initiative.roster() if c.name == "Dov")
        said: list[str] = []
        window.docks["charactersDock"].alert.connect(said.append)
        arm = int(dov.state.get("right_arm", 7))
        assert services.characters.damage(int(dov.id), {"part": "right_arm", "amount": arm})
        QApplication.processEvents()
        assert "Не действует: Dov (Правая рука)" in said, said
    finally:
        i18n.set_language("en")
