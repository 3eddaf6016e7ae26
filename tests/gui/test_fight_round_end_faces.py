"""A round's end in a fight of four hundred (issue 39): every row's turn changes ("Acted" →
"Waiting"), and the fight list makes the faces of the rows it shows and of the two whose turn ended
and began, not four hundred; the initiative service, asked for the fight again, reads and checks
no fighter's character (none changed).  What the rows show is what a list filled afresh shows."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.services.damaged import DamageCheck
from tests.gui.helpers import campaign_window
from tests.gui.test_fight_list_rows_in_sight import FIGHTERS, horde_at_the_rounds_last_turn, in_sight, settle
from ui.docks.fight_faces import FightFaces
from ui.widgets.fight_model import COLUMNS


def test_a_rounds_end_among_four_hundred_makes_the_faces_of_the_rows_in_sight(qtbot, tmp_path, monkeypatch):
    window = campaign_window(qtbot, tmp_path, "twdu", before=horde_at_the_rounds_last_turn)
    services = window.services
    dock = window.docks["initiativeDock"]
    tree = dock.tree
    qtbot.waitExposed(tree)
    settle()
    assert tree.count() == FIGHTERS
    before = in_sight(tree)
    assert 4 < len(before) < 40
    checked: list[int] = []
    real_check = DamageCheck.of

    def counting(self, rules, row):  # noqa: ANN001, ANN202
        if self is services.initiative._damage:  # (the roster's own check aside)
            checked.append(row.id)
        return real_check(self, rules, row)

    monkeypatch.setattr(DamageCheck, "of", counting)
    made: list[int] = []
    real_face = FightFaces.face

    def making(self, services, enc, row, *rest):  # noqa: ANN001, ANN002, ANN202
        made.append(row.id)
        return real_face(self, services, enc, row, *rest)

    monkeypatch.setattr(FightFaces, "face", making)
    assert services.initiative.next_turn()  # the round ends: every row's turn changes
    settle()
    tree.viewport().grab()  # painted
    assert services.initiative.view().encounter.round == 2
    sight = in_sight(tree)
    assert sight[0] == 0  # the turn back at the top
    faces = len(made)
    # the rows in sight (painted: where the list stood at the round's end, where it stands after, a
    # paint between the two as the machine's load has it) and the two whose turn ended and began
    page = len(set(before) | set(sight))
    assert faces <= page + 2, (faces, before, sight)
    assert faces < FIGHTERS // 10
    assert checked == []  # no character changed: none read again for the list
    monkeypatch.setattr(FightFaces, "face", real_face)
    # what the list shows is what it shows filled afresh (every row read: each made as it is read)
    role = Qt.ItemDataRole.DisplayRole
    shown = [[tree.model().rows[r].data(c, role) for c in range(COLUMNS)] for r in range(tree.count())]
    assert shown[0][0] == "▶ 1" and shown[0][-1] == "Now"
    assert {row[-1] for row in shown[1:]} <= {"Waiting", "Out of the fight"}
    dock.rebind()
    settle()
    assert [[tree.model().rows[r].data(c, role) for c in range(COLUMNS)] for r in range(tree.count())] == shown
