"""twdu: the table gives each critical injury its own recovery dice ("Each critical injury has a listed
recovery time"), so an injury taken unnamed has no recovery die rolled before its D66: its entry is
read after the D66 (typed in the dice dock with the dice, or the heal form's "Name an injury"), and the
entry's recovery dice are rolled then, the GM's secret roll. Until then it does not heal, and its row
says which entry to read."""

from __future__ import annotations

import json

import pytest

from app.rules.dice import TypedDice
from app.services.logtext import render
from tests.unit.services.twdu_party import lines, twdu_services

DAY = 1440


def _chips(services, cid: int) -> list[tuple[str, str]]:
    row = services.characters.character(cid)
    return [(render(c.label, dict(c.args), "rules"), render(c.detail, dict(c.args), "rules"))
            for c in services.ruleset.conditions(row.sheet, row.state) if c.key.startswith("injury:")]


def _injury(services, cid: int) -> dict:
    return services.characters.character(cid).state["injuries"][0]


def _broken(tmp_path):  # noqa: ANN202
    services, ids = twdu_services(tmp_path)
    services.campaign.start_session("The mall")
    services.campaign.dice = TypedDice([2])  # the Broken minutes alone: no recovery die yet
    assert services.characters.damage(ids["Ana"], {"damage": 3, "armor": False})
    return services, ids["Ana"]


def test_no_recovery_die_before_the_d66_and_the_injury_does_not_heal_meanwhile(tmp_path, qapp):
    services, ana = _broken(tmp_path)
    injury = _injury(services, ana)
    assert injury["recovery"] == 0 and injury["entry"] == "due"
    assert "recovery time" not in lines(services)[-1]  # no secret die said: none was rolled
    assert _chips(services, ana) == [
        ("Critical injury", "−1 die for now; recovery time from its entry on the table, after the D66")]
    assert services.game_time.pass_time(20 * DAY)
    assert "has healed" not in lines(services)[-1]
    assert _chips(services, ana)[0][0] == "Critical injury"  # not "healed"
    services.close()


def test_the_d66_rolled_then_the_entry_read_rolls_its_own_recovery_dice(tmp_path, qapp):
    services, ana = _broken(tmp_path)
    services.campaign.dice = TypedDice([6, 6])
    assert services.characters.roll_check(ana, "critical_injury")
    assert _chips(services, ana) == [
        ("Critical injury 66", "read entry 66 on the table: H, Name an injury (−1 die for now)")]
    services.campaign.dice = TypedDice([2, 5])  # the entry's 2 D6 weeks, rolled now
    assert services.characters.heal(ana, {"kind": "name", "injury": 1, "injury_name": "Crushed foot",
                                          "injury_penalty": 2, "recovery_dice": 2, "recovery_unit": "weeks"})
    injury = _injury(services, ana)
    assert (injury["penalty"], injury["recovery"], injury["recovery_unit"]) == (2, 7, "weeks")
    assert lines(services)[-1] == ("Ana: critical injury D66 66 — Crushed foot — Recovery time 7 weeks (2 D6 of "
                                   "its entry, the GM's secret roll).")
    assert _chips(services, ana) == [("Crushed foot", "D66 66: −2 dice; recovery 7 weeks")]
    assert services.campaign.undo()
    assert _injury(services, ana)["entry"] == "due"
    services.close()


def test_the_entry_typed_with_the_d66_in_the_dock_rolls_its_recovery_after_it(tmp_path, qapp):
    services, ana = _broken(tmp_path)
    from app.services.rolls.service import RollRequest

    check = services.rolls.check_kind(ana, "critical_injury")
    entry = {"injury_name": "Broken leg", "injury_penalty": 2, "recovery_dice": 1, "recovery_unit": "days"}
    # the D66 42 typed from the table, then the entry's one D6 of days
    assert services.rolls.roll(RollRequest(check, ana, entry), "4 2 3")
    assert lines(services)[-1] == (
        "Ana rolls Critical injury (D66) with table dice: D66 42 (4 tens, 2 units) — Broken leg. (4 2; 3) — Recovery "
        "time 3 days (1 D6 of its entry, the GM's secret roll).")
    injury = _injury(services, ana)
    assert (injury["name"], injury["penalty"], injury["recovery"], injury["recovery_unit"]) == (
        "Broken leg", 2, 3, "days")
    assert _chips(services, ana) == [("Broken leg", "D66 42: −2 dice; recovery 3 days")]
    assert services.game_time.pass_time(3 * DAY)
    assert "Broken leg has healed" in lines(services)[-1]
    services.close()


TO_READ = {"ru": "прочтите строку 66 в таблице: H, «Назвать травму» (пока −1 к броскам)",
           "es": "lee la entrada 66 de la tabla: H, Nombrar una herida (−1 dado por ahora)"}


@pytest.mark.parametrize("language", ["ru", "es"])
def test_the_row_says_which_entry_to_read_in_each_language(tmp_path, qapp, language):
    from app.export.language import translator_for

    services, ana = _broken(tmp_path)
    services.campaign.dice = TypedDice([6, 6])
    assert services.characters.roll_check(ana, "critical_injury")
    row = services.characters.character(ana)
    (chip,) = [c for c in services.ruleset.conditions(row.sheet, row.state) if c.key.startswith("injury:")]
    assert render(chip.detail, dict(chip.args), "rules", translator_for(language)) == TO_READ[language]
    services.close()


def test_the_d66_alone_typed_lets_deadwatch_roll_the_entry_s_recovery_dice(tmp_path, qapp):
    services, ana = _broken(tmp_path)
    from app.services.rolls.service import RollRequest

    services.campaign.dice = TypedDice([4, 1])  # the console's dice: the entry's 2 D6 of days, its secret roll
    check = services.rolls.check_kind(ana, "critical_injury")
    entry = {"injury_name": "Broken leg", "recovery_dice": 2}
    assert services.rolls.roll(RollRequest(check, ana, entry), "5 2")  # the D66 alone: not refused
    assert lines(services)[-1] == (
        "Ana rolls Critical injury (D66) with table dice: D66 52 (5 tens, 2 units) — Broken leg. (5 2; 4 1) — "
        "Recovery time 5 days (2 D6 of its entry rolled by Deadwatch, the GM's secret roll).")
    assert _chips(services, ana) == [("Broken leg", "D66 52: −1 die; recovery 5 days")]
    services.close()


def test_the_dock_says_the_d66_then_the_entry_s_recovery_dice(tmp_path, qapp):
    services, ana = _broken(tmp_path)
    from app.services.rolls.service import RollRequest

    check = services.rolls.check_kind(ana, "critical_injury")
    wanted = services.rolls.dice_wanted(RollRequest(check, ana, {"injury_name": "Broken leg"}))
    assert render(wanted["t"], {}, "rules") == (
        "2 dice for the D66, tens first; then the entry's recovery dice, or none to let Deadwatch roll them")
    wanted = services.rolls.dice_wanted(RollRequest(check, ana, {"injury_name": ""}))
    assert render(wanted["t"], {}, "rules") == "2 dice for the D66, tens first"
    services.close()


@pytest.mark.parametrize("form", ["json", "md", "csv", "html", "bbcode"])
def test_the_players_copy_has_not_the_gm_s_secret_recovery_roll(tmp_path, qapp, form):
    from app.export import ExportOptions, export_log

    services, ana = _broken(tmp_path)
    from app.services.rolls.service import RollRequest

    check = services.rolls.check_kind(ana, "critical_injury")
    entry = {"injury_name": "Broken leg", "recovery_dice": 1, "recovery_unit": "weeks"}
    assert services.rolls.roll(RollRequest(check, ana, entry), "4 2 6")
    gm, players = tmp_path / f"gm.{form}", tmp_path / f"players.{form}"
    export_log(services.campaign.engine, ExportOptions(secrets=True), form, gm)
    export_log(services.campaign.engine, ExportOptions(), form, players)
    gm_text, their_text = gm.read_text("utf-8"), players.read_text("utf-8")
    assert "Recovery time 6 weeks" in gm_text and "4 2; 6" in gm_text
    assert "D66 42" in their_text and "Broken leg" in their_text  # the roll itself is theirs
    assert "Recovery time" not in their_text and "6 weeks" not in their_text, their_text
    assert "4 2; 6" not in their_text and "(4 2)" in their_text
    if form == "json":  # nor its face among the roll's
        events = [e for s in json.loads(their_text)["sessions"] for e in s["events"] if e["kind"] == "roll"]
        assert [e["faces"] for e in events] == [[[6, 4], [6, 2]]], events
        assert all("gm_only_rolls" not in e["payload"] for e in events)
    if form == "md":  # her phone: the injury healing, not for how long
        from app.services.player_links import own_view

        view = own_view(services, ana)
        assert view is not None
        said = json.dumps(view, ensure_ascii=False)
        assert "Broken leg" in said and "healing" in said, said
        assert "6 weeks" not in said and "Recovery" not in said and "recovery" not in said, said
    services.close()


def test_the_entry_s_lethality_replaces_the_damage_form_s(tmp_path, qapp):
    services, ana = _broken(tmp_path)  # not lethal on the damage form
    services.campaign.dice = TypedDice([6, 6])
    assert services.characters.roll_check(ana, "critical_injury")
    services.campaign.dice = TypedDice([3, 4])  # the entry's recovery D6 (3 days), then its time limit's die (4)
    assert services.characters.heal(ana, {"kind": "name", "injury": 1, "injury_name": "Punctured lung",
                                          "entry_lethal": "days"})
    injury = _injury(services, ana)
    assert (injury["lethal"], injury["time_limit"], injury["time_unit"], injury["equipment"]) == (True, 4, "days", "B")
    assert lines(services)[-1].endswith("Lethal in 4 days from when it was taken (its entry; the GM's secret die); "
                                        "stabilizing it needs basic medical gear (B).")
    services.close()


def test_an_entry_not_lethal_lifts_the_damage_form_s_time_limit(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    services.campaign.start_session("The mall")
    services.campaign.dice = TypedDice([2, 5])  # the damage form's lethal time limit (2 hours), the Broken minutes
    ana = ids["Ana"]
    assert services.characters.damage(ana, {"damage": 3, "armor": False, "injury_lethal": True})
    assert _injury(services, ana)["lethal"] is True  # the damage form's, until its entry is read
    services.campaign.dice = TypedDice([1, 1, 2])
    assert services.characters.roll_check(ana, "critical_injury")
    assert services.characters.heal(ana, {"kind": "name", "injury": 1, "injury_name": "Sprained ankle",
                                          "entry_lethal": "no"})
    injury = _injury(services, ana)
    assert (injury["lethal"], injury["time_limit"], injury["recovery"]) == (False, 0, 2)
    assert lines(services)[-1].endswith("Not lethal (its entry): no time limit.")
    assert services.game_time.pass_time(3 * DAY)  # the damage form's 2 hours would have killed her
    assert not services.characters.character(ana).state.get("dead")
    services.close()


def test_one_die_typed_for_the_d66_is_refused_in_the_dock_s_words(tmp_path, qapp):
    services, ana = _broken(tmp_path)
    from app.services.rolls.service import RollRequest

    refused: list[str] = []
    services.rolls.failed.connect(lambda context, message: refused.append(render(message, {}, context)))
    check = services.rolls.check_kind(ana, "critical_injury")
    events = len(services.campaign.events())
    assert services.rolls.roll(RollRequest(check, ana, {"injury_name": "Broken leg"}), "5") is None
    assert len(services.campaign.events()) == events  # nothing changed
    assert _injury(services, ana)["entry"] == "due"
    # not "3 dice" (the entry's recovery die is Deadwatch's when not typed): the D66's two, then the entry's
    assert refused == ["This roll takes 2 dice for the D66, tens first; then the entry's recovery dice, or none to "
                       "let Deadwatch roll them; 1 typed."], refused
    services.close()


def test_the_entry_s_gear_goes_with_its_time_limit_and_is_refused_without_one(tmp_path, qapp):
    services, ids = twdu_services(tmp_path)
    services.campaign.start_session("The mall")
    services.campaign.dice = TypedDice([2, 5])  # the damage form's lethal time limit (2 hours), the Broken minutes
    ana = ids["Ana"]
    assert services.characters.damage(ana, {"damage": 3, "armor": False, "injury_lethal": True})
    services.campaign.dice = TypedDice([1, 1, 2])
    assert services.characters.roll_check(ana, "critical_injury")
    refused: list[str] = []
    services.characters.failed.connect(lambda context, message: refused.append(render(message, {}, context)))
    events = len(services.campaign.events())
    # gear named for an entry that is not lethal: said, nothing changed
    assert not services.characters.heal(ana, {"kind": "name", "injury": 1, "injury_name": "Sprained ankle",
                                              "entry_lethal": "no", "entry_equipment": "A"})
    assert refused == ["Only a lethal entry names gear to stabilize it: give its time limit under Lethal, or leave "
                       "the gear as the damage form said."], refused
    assert len(services.campaign.events()) == events and _injury(services, ana)["equipment"] == "B"
    # the damage form's time limit stands, the entry's gear is advanced: A, said to the GM
    assert services.characters.heal(ana, {"kind": "name", "injury": 1, "injury_name": "Punctured lung",
                                          "entry_equipment": "A"})
    injury = _injury(services, ana)
    assert (injury["lethal"], injury["time_limit"], injury["equipment"]) == (True, 2, "A"), injury
    assert lines(services)[-1].endswith("Stabilizing it needs advanced medical gear (A) (its entry)."), lines(services)
    services.close()
