"""In a campaign never played the preview says that Enter starts session 1, as it does after a night
("Enter starts session 2"), and what Ctrl+Z does then: it takes back the import, session 1 goes on
running."""

from __future__ import annotations

from ui.dialogs.preview_top import session_sentence

HEAD = "Name,Kind,Strength,Agility,Wits,Empathy\n"


def test_a_new_campaign_s_preview_says_enter_starts_session_1(twdu, tmp_path):
    from ui.i18n import set_language

    party = tmp_path / "party.csv"
    party.write_text(HEAD + "Ana Reyes,Player character,3,4,3,2\n", encoding="utf-8")
    assert twdu.campaign.latest_session() is None
    preview = twdu.characters.preview_import([str(party)])
    assert preview.first_session and not preview.starts_session
    said = session_sentence(preview.starts_session, preview.first_session)
    assert said == "No session has begun yet: Enter starts session 1 (Ctrl+Z leaves it running)."
    assert set_language("es")
    try:
        assert "Intro empieza la sesión 1" in session_sentence(preview.starts_session, preview.first_session)
    finally:
        set_language("en")
    assert twdu.characters.import_preview(preview)
    latest = twdu.campaign.latest_session()
    assert latest is not None and latest.number == 1 and latest.ended is None  # as said: session 1 began
    assert twdu.campaign.undo()
    assert twdu.characters.characters() == []
    latest = twdu.campaign.latest_session()
    assert latest is not None and latest.number == 1  # the import taken back, session 1 goes on
    again = twdu.characters.preview_import([str(party)])
    assert not again.first_session and not again.starts_session  # session 1 running: nothing to say
