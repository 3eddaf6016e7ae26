"""Issue 40: a Shambler with two condition badges wrapped on three lines had its name centred in
the tall row, below its bars (the GM read the bars of one row and the name of the next).  The name
is written level with the row's first line of bars."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem

from app.rules.dice import Dice
from app.services.rolls import RollRequest
from tests.gui.helpers import campaign_window
from ui.widgets.roster_look import TRACKS, TRACKS_DATA


def _fill(services):
    guns = [{"name": "Guns", "type": "Handgun", "level": 2}]
    services.characters.create("Dana", "pc", {"dex": 3, "skills": guns})
    services.characters.create("Shambler", "zombie", {"dex": 2, "skills": [{"name": "Dodge", "level": 3}]})
    who = {c.name: int(c.id) for c in services.characters.characters()}
    services.campaign.dice = Dice(seed=1)
    request = RollRequest("attack", who["Dana"], {"skill": "0", "defence": "dodge"}, who["Shambler"])
    assert services.rolls.roll(request, "8 9") is not None  # the Shambler hit the dirt
    assert services.characters.damage(who["Shambler"], {"amount": 20, "damage_type": "bullet"})


def test_a_tall_rows_name_is_level_with_its_first_line_of_bars(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "unisystem", before=_fill)
    window.resize(1200, 768)  # narrow enough for its badges to wrap (at 1366 they fit on one line now)
    dock = window.docks["charactersDock"]
    tree = dock.tree
    shambler = next(i for i in dock.items.values() if i.text(0) == "Shambler")
    qtbot.waitUntil(lambda: tree.visualItemRect(shambler).height() > 0)
    index = tree.indexFromItem(shambler, 0)
    option = QStyleOptionViewItem()
    option.initFrom(tree)
    option.rect = tree.visualRect(index)
    option.font = tree.font()
    name = dock.delegate.name_rect(option, index)
    tracks = index.sibling(index.row(), TRACKS).data(TRACKS_DATA)
    first = tracks.place(tree.columnWidth(TRACKS), QFontMetrics(option.font))[0][0]
    bar_middle = option.rect.top() + first.center().y()
    assert option.rect.height() > 2 * first.height()  # a tall row (bars and badges on more lines)
    assert abs(name.center().y() - bar_middle) <= 2  # its name beside its first bar, not in the middle
