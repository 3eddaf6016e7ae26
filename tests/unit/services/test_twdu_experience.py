"""twdu experience (F9): the GM awards points at the end of a session and the player spends them
on one more level of a skill, at the cost the GM enters (the twdu text gives no costs); a skill at
the sheet's highest level is refused with the reason; each is undoable and one line of the log, in
English, Russian and Spanish, with the number's plural form."""

from __future__ import annotations

from app.export.language import translator_for
from app.rules import get_ruleset
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.services.logtext import render
from tests.stores import campaign_target


def test_twdu_declares_points_spent_on_skills_up_to_the_sheets_highest():
    rules = get_ruleset("twdu")
    experience = rules.experience_rules()
    assert experience is not None and experience.style == "points"
    sheet = rules.validate_sheet({**rules.new_sheet(), "medicine": 5, "scout": 2})
    options = {choice.value: refusal for choice, refusal in experience.raise_options(sheet, {})}
    assert set(options) == {"close_combat", "endure", "force", "mobility", "ranged_combat", "stealth", "scout",
                            "survival", "tech", "leadership", "manipulation", "medicine"}
    assert options["medicine"] == "This skill is at its highest level, 5." and options["scout"] == ""
    shown = {choice.value: f"{choice.label} {choice.suffix}" for choice, _ in experience.raise_options(sheet, {})}
    assert shown["scout"] == "Scout 2 → 3" and shown["medicine"] == "Medicine 5"  # the level now, and after
    assert experience.apply_raise(sheet, "scout", {})["scout"] == 3


def test_twdu_points_awarded_spent_refused_and_undone(tmp_path, qapp):
    path = campaign_target(tmp_path, "twdu.deadwatch")
    create_campaign(str(path), "XP", "twdu", None).engine.dispose()
    services = open_services(str(path), Dice(seed=8))
    try:
        ana = services.campaign.execute(CreateCharacter("Ana", "pc", {"medicine": 5, "scout": 2})).changes[0]["id"]
        xp = services.experience
        refusals = []
        xp.failed.connect(lambda ctx, msg: refusals.append(msg))
        assert xp.award(ana, 6)
        assert xp.spend(ana, "scout", 5)
        assert services.characters.character(ana).sheet["scout"] == 3
        assert xp.ledger(ana) == {"unspent": 1, "raised": {"scout": 1}}
        assert not xp.spend(ana, "medicine", 1)  # already 5: nothing changes
        assert refusals[-1] == "This skill is at its highest level, 5."
        assert not xp.spend(ana, "stealth", 2)  # one point left
        assert refusals[-1] == "Not enough unspent experience points: this raise needs 2, 1 left."
        assert services.characters.character(ana).sheet["medicine"] == 5 and xp.ledger(ana)["unspent"] == 1
        events = [e for e in services.campaign.events() if e.kind == "experience"]
        lines = {lang: [render(e.text, e.args, "log", translator_for(lang)) for e in events]
                 for lang in ("en", "ru", "es")}
        assert lines["en"] == ["Ana earns 6 experience points (6 unspent)",
                               "Ana raises Scout 2 → 3 for 5 points (1 left)"]
        assert lines["ru"][0] == "Ana получает 6 очков опыта (не потрачено: 6)", lines["ru"]
        # no case to bend: the skill's name stands on its own
        assert lines["ru"][1] == "Повышение: Разведка 2 → 3 (Ana, 5 очков, осталось 1)", lines["ru"]
        assert lines["es"][1].startswith("Ana sube ") and lines["es"][1].endswith(" 2 → 3 por 5 puntos (queda 1)")
        undo = services.campaign.undo_target()  # what Edit → Undo and the History dock name
        assert undo is not None
        assert render(undo.text, undo.args, undo.ctx, translator_for("ru")) == "Повышение: Разведка 2 → 3 (Ana)"
        services.campaign.undo()
        assert services.characters.character(ana).sheet["scout"] == 2
        assert xp.ledger(ana) == {"unspent": 6, "raised": {}}
        assert xp.spend(ana, "scout", 1)
        last = services.campaign.events()[-1]
        shown = render(last.text, last.args, "log", translator_for("en"))
        assert shown == "Ana raises Scout 2 → 3 for 1 point (5 left)"
    finally:
        services.close()
