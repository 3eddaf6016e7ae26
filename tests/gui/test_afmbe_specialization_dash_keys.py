"""AFMBE norms in the dice dock, by keys: a task on a skill's specialization ("making him a level 5
skill on any task that would utilize his Ancient Egypt skill"), picked from the task's skill list
beside the skill itself, and the dead run of Running (Dash) ("Each Success level acquired adds +1
to the character's Speed"), whose one log line says the run's Speed."""

from __future__ import annotations

from tests.gui.helpers import campaign_window
from tests.gui.test_afmbe_dice_reach import (
    choose_kind,
    ids,
    last_log_line,
    pick_with_keys,
    roll_faces,
    row_tracks,
    tab_to,
)

HUMANITIES = {"name": "Humanities", "type": "History", "special": True, "level": 3,
              "specializations": "Ancient Egypt"}
DASH = {"name": "Running", "type": "Dash", "level": 2}


def test_a_task_on_a_specialization_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Egyptologist", "pc", {"int": 2, "skills": [HUMANITIES]})
    window.selection.select_character(ids(window)["Egyptologist"])
    dock = choose_kind(qtbot, window, "Task")
    skill = dock.form.inputs["skill"]
    shown = [skill.itemText(i) for i in range(skill.count())]
    assert shown == ["No skill", "Humanities 3", "Humanities (Ancient Egypt) 5"]
    tab_to(qtbot, dock.form.inputs["attribute"])
    pick_with_keys(qtbot, dock.form.inputs["attribute"], "Intelligence")
    tab_to(qtbot, skill)
    pick_with_keys(qtbot, skill, "Humanities (Ancient Egypt) 5")
    before = len(services.campaign.events())
    roll_faces(qtbot, dock, "4")  # 4 + INT 2 + Humanities 3 + 2 = 11
    assert dock.result_view.result_label.text() == "Decent, total 11"
    assert len(services.campaign.events()) == before + 1
    assert last_log_line(window).startswith(
        "Egyptologist rolls Task (Intelligence, Humanities (Ancient Egypt) 5) with table dice: Decent, total 11 "
        "(d10 4; Intelligence +2; Humanities +3; specialization +2; total 11)")


def test_a_dead_run_by_keys_says_the_runs_speed(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Sprinter", "pc", {"dex": 2, "con": 2, "skills": [DASH]})  # Speed 8
    sprinter = ids(window)["Sprinter"]
    window.selection.select_character(sprinter)
    tracks = row_tracks(window, sprinter)
    dock = choose_kind(qtbot, window, "Running (Dash): a dead run")
    qtbot.waitUntil(lambda: dock.odds_label.text().startswith("Speed 9 or more"))
    before = len(services.campaign.events())
    roll_faces(qtbot, dock, "9")  # 9 + CON 2 + Running (Dash) 2 = 13: Good, 3 success levels
    assert dock.result_view.result_label.text() == "Speed 11 on this run: Speed 8 + 3 success levels (Good, total 13)"
    assert len(services.campaign.events()) == before + 1
    assert last_log_line(window).startswith(
        "Sprinter rolls Running (Dash): a dead run with table dice: Speed 11 on this run: Speed 8 + 3 success "
        "levels (Good, total 13) (d10 9; Constitution +2; Running (Dash) +2; total 13)")
    assert row_tracks(window, sprinter) == tracks  # the run's Speed is said, not kept
