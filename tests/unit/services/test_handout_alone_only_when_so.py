"""A handout shown to every phone (P) and then to one player too (O, Kit): Kit's phone labelled it
«Записка · только для вас» ("only for you") though every phone had it.  It says "for you alone" only
when it is: a handout for every phone reads as one, whoever else was given it; one for Kit alone
still says so, and says so again when every phone stops showing it."""

from __future__ import annotations

import pytest

from app.services.player_links import own_view
from app.services.player_page import page
from app.services.player_share import _read
from tests.unit.services.test_handouts import table  # noqa: F401 (the fixture)

ALONE = {"en": "for you alone", "ru": "только для вас"}


def _phone_page(services, cid):
    return page(_read("player.html"), own_view(services, cid), "token")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_handout_every_phone_has_is_not_for_one_alone(table, language):  # noqa: F811
    from ui.i18n import set_language

    services, ids, _tmp = table
    assert services.player_links.issue(ids["Ana"])
    assert services.player_links.issue(ids["Ben"])
    assert services.handouts.add_text("Note", "Found on a body: the key is under the mat.")
    note = int(services.handouts.handouts()[-1].id)
    try:
        assert set_language(language)
        assert services.handouts.show(note, "phones")  # P
        assert services.handouts.show(note, "player", ids["Ana"])  # O, Ana
        view = own_view(services, ids["Ana"])
        assert [h["mine"] for h in view["handouts"]] == [False]
        assert ALONE[language] not in _phone_page(services, ids["Ana"])
        assert services.handouts.hide("phones")  # every phone's taken down: Ana's alone holds it
        assert [h["mine"] for h in own_view(services, ids["Ana"])["handouts"]] == [True]
        assert ALONE[language] in _phone_page(services, ids["Ana"])
        assert own_view(services, ids["Ben"])["handouts"] == []
    finally:
        set_language("en")
