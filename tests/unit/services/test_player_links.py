"""Each player's own link: their character on their phone, nothing hidden from them, revoked alone."""

from __future__ import annotations

import asyncio
import json

import pytest

from app.rules import RULESETS
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.characters import CreateCharacter, EditCharacter
from app.services.command import CommandError
from app.services.files import create_campaign
from app.services.logtext import qt_translate, render
from app.services.player_links import IssueLink, PhoneViews, own_view, shared_view
from app.services.player_share import PlayerShare
from app.services.player_view import health_text
from tests.stores import campaign_target


def open_table(tmp_path, ruleset="twdu"):
    path = campaign_target(tmp_path, f"{ruleset}.deadwatch")
    create_campaign(str(path), "Share", ruleset).engine.dispose()
    return path, open_services(str(path), Dice(seed=3))


@pytest.fixture
def table(tmp_path, qapp):
    path, services = open_table(tmp_path)
    ids = {}
    for name, kind in (("Ana", "pc"), ("Ben", "pc"), ("Rook the Traitor", "npc"), ("Walker", "zombie")):
        ids[name] = services.campaign.execute(CreateCharacter(name, kind)).changes[0]["id"]
    services.campaign.execute(EditCharacter(ids["Rook the Traitor"], notes="GM ONLY: he opens the gate at dawn"))
    services.campaign.execute(EditCharacter(ids["Ana"], notes="ANA-GM-NOTE: bitten, hides it"))
    services.characters.damage(ids["Ana"], {"damage": 3, "source": "attack", "armor": False,
                                            "injury_name": "Gut wound", "injury_lethal": True})
    services.characters.damage(ids["Ben"], {"damage": 1, "source": "attack", "armor": False})
    services.player_view.set_reveal(ids["Ben"], health="hidden")  # the GM keeps Ben's health to himself
    services.log.add_note("SECRET-NOTE: the ambush waits at the bridge", secret=True)
    services.initiative.start(list(ids.values()))
    for name in ("Ana", "Ben"):
        assert services.player_links.issue(ids[name])
    yield services, ids, path
    services.close()


def forbidden_for(services, ids, name):
    """Everything hidden from ``name``'s player, as text that must appear in none of their payloads."""
    rules = services.ruleset
    ana = services.characters.character(ids["Ana"])
    ben = services.characters.character(ids["Ben"])
    secret = ["Rook", "GM ONLY", "ANA-GM-NOTE", "SECRET-NOTE", "ambush", services.player_links.links()[ids["Ben"]
              if name == "Ana" else ids["Ana"]]]
    # the lethal injury's time limit, rolled by the GM in secret, as the GM's own tracker words it
    injury = next(c for c in rules.conditions(ana.sheet, ana.state) if c.key.startswith("injury"))
    secret.append(render(injury.detail, injury.args, "rules"))
    secret.append("lethal in")
    if name == "Ana":
        secret.append(health_text(rules, ben, "numbers", qt_translate))  # "Health 2/3": hidden by the GM
    else:
        # Ana's conditions are hers; her health is shown to all, in numbers with the state they make
        # ("Health 0/3 · Broken", as the projector says it), never her conditions' details
        secret += ["Gut wound", "every skill roll fails"]
    return secret


def test_a_players_view_is_their_character_and_the_shared_screen(table):
    services, ids, _path = table
    view = own_view(services, ids["Ana"])
    me = view["me"]
    assert me["name"] == "Ana" and [t["label"] for t in me["tracks"]] == ["Health", "Stress"]
    health = me["tracks"][0]
    assert (health["value"], health["maximum"], health["word"], health["main"]) == (0, 3, "Broken", True)
    gut = next(c for c in me["conditions"] if c["label"] == "Gut wound")
    assert gut["severity"] == "danger" and gut["detail"].startswith("−1 die; lethal; needs")
    assert [(c["name"], c.get("me")) for c in view["order"]] == [("Ana", True), ("Ben", False)]
    ben = view["order"][1]
    assert ben["health"] is None  # hidden from everyone, so from Ana too
    assert view["threat"]["level"] == 0 and view["round"] == 1 and view["ui"]["your_turn"] == "Your turn!"
    assert "me" not in shared_view(services) and all("me" not in c for c in shared_view(services)["order"])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_phone_shows_the_tracks_the_ruleset_declares(tmp_path, qapp, ruleset):
    _path, services = open_table(tmp_path, ruleset)
    try:
        pc = services.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"]
        row = services.characters.character(pc)
        rules = services.ruleset
        me = own_view(services, pc)["me"]
        declared = rules.tracks(row.sheet)
        values = rules.track_values(row.sheet, row.state)
        assert [(t["label"], t["value"], t["maximum"]) for t in me["tracks"]] == [
            (qt_translate("rules", t.label), values.get(t.key, t.maximum), t.maximum) for t in declared]
        assert sum(t["main"] for t in me["tracks"]) == 1
        stocks = rules.ammo_rules().ammo_stocks(row.sheet, row.state)
        assert [a["count"] for a in me["ammo"]] == [s.count if s.known else None for s in stocks]
    finally:
        services.close()


def test_a_clip_drawn_at_random_keeps_its_rounds_from_the_player(tmp_path, qapp):
    _path, services = open_table(tmp_path, "gridlimbs")
    try:
        pc = services.campaign.execute(CreateCharacter("Ana", "pc")).changes[0]["id"]
        row = services.characters.character(pc)
        guns = [s for s in services.ruleset.ammo_rules().ammo_stocks(row.sheet, row.state) if "reload" in s.actions]
        assert guns and all(not s.known for s in guns)
        ammo = own_view(services, pc)["me"]["ammo"]
        assert [a["count"] for a in ammo[: len(guns)]] == [None] * len(guns)
    finally:
        services.close()


def test_only_a_player_character_gets_a_link_and_a_refusal_changes_nothing(table):
    services, ids, _path = table
    before = dict(services.player_links.links())
    with pytest.raises(CommandError) as refused:
        services.campaign.execute(IssueLink(ids["Rook the Traitor"]))
    assert refused.value.message == "Only a player character gets a phone link."
    assert services.player_links.links() == before
    assert own_view(services, ids["Rook the Traitor"]) is None  # no token could show an NPC's sheet


def test_revoking_is_one_secret_log_line_and_undo_gives_the_link_back(table):
    services, ids, _path = table
    token = services.player_links.links()[ids["Ana"]]
    assert services.player_links.revoke(ids["Ana"])
    assert ids["Ana"] not in services.player_links.links() and ids["Ben"] in services.player_links.links()
    session = services.log.shown_session()
    last = services.log.events_after(int(session.id), 0, changes=False)[-1]
    assert render(last.text, last.args) == "Phone link for Ana revoked" and last.secret
    assert not services.player_links.revoke(ids["Ana"])  # nothing left to revoke: refused
    services.campaign.undo()
    assert services.player_links.links()[ids["Ana"]] == token


def test_links_survive_a_restart_of_sharing_and_of_the_campaign(table):
    import aiohttp

    services, ids, path = table
    links = dict(services.player_links.links())
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))

    async def ask(token):
        await share.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as client, client.get(share.url(token).replace("/?", "/view?")) as r:
                return r.status, (await r.json())["me"]["name"]
        finally:
            await share.stop()

    assert asyncio.run(ask(links[ids["Ana"]])) == (200, "Ana")
    assert asyncio.run(ask(links[ids["Ana"]])) == (200, "Ana")  # sharing stopped and started again
    again = open_services(str(path), Dice(seed=4))  # Deadwatch started again on the same campaign
    try:
        assert again.player_links.links() == links
    finally:
        again.close()


async def payloads(share, client, token):
    """Every payload a phone with ``token`` gets: the page, the view, the stream's first message."""
    base = share.url(token)
    out = []
    for url in (base, base.replace("/?", "/view?")):
        async with client.get(url) as r:
            assert r.status == 200
            out.append(await r.text())
    return out


def test_no_field_hidden_from_a_player_reaches_their_phone(table):
    """For each player's token: the own character's fields are there, another's hidden health is
    not, nor an NPC's name, GM notes, a secret log event, a secret time limit or another's token."""
    import aiohttp

    services, ids, _path = table
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    tokens = services.player_links.links()

    async def scenario():
        await share.start("127.0.0.1", 0)
        got: dict[str, list[str]] = {}
        async with aiohttp.ClientSession() as client:
            streams = {}
            for name in ("Ana", "Ben"):
                got[name] = await payloads(share, client, tokens[ids[name]])
                streams[name] = await client.get(share.url(tokens[ids[name]]).replace("/?", "/events?"))
            got["table"] = await payloads(share, client, share.token)
            for name, r in streams.items():
                await r.content.readline()  # retry
                got[name].append((await r.content.readline()).decode())
                await r.content.readline()
            assert services.threat.step(1)  # a GM action reaches every phone, each its own view
            share.push()
            for name, r in streams.items():
                pushed = (await asyncio.wait_for(r.content.readline(), 5)).decode()
                assert json.loads(pushed[len("data: "):])["threat"]["level"] == 1
                got[name].append(pushed)
                r.close()
        await share.stop()
        return got

    got = asyncio.run(scenario())
    for name in ("Ana", "Ben"):
        text = "\n".join(got[name])
        assert f'"name": "{name}"' in text  # their own sheet is there
        for hidden in forbidden_for(services, ids, name):
            assert hidden not in text, (name, hidden)
        assert share.token not in text
    table_text = "\n".join(got["table"])
    for hidden in ("Rook", "GM ONLY", "ANA-GM-NOTE", "SECRET-NOTE", "Gut wound", '"me":', *tokens.values()):
        assert hidden not in table_text, hidden
    assert "Health 2/3" not in table_text  # Ben's health, hidden by the GM


def test_revoking_one_link_cuts_that_phone_off_and_no_other(table):
    import aiohttp

    services, ids, _path = table
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    tokens = services.player_links.links()

    async def scenario():
        await share.start("127.0.0.1", 0)
        async with aiohttp.ClientSession() as client:
            ana = await client.get(share.url(tokens[ids["Ana"]]).replace("/?", "/events?"))
            ben = await client.get(share.url(tokens[ids["Ben"]]).replace("/?", "/events?"))
            for r in (ana, ben):
                for _ in range(3):
                    await r.content.readline()
            assert services.player_links.revoke(ids["Ana"])
            share.push()  # what the window does on every change
            # Ana's stream ends at once, telling her page to forget what it showed
            assert await asyncio.wait_for(ana.content.read(), 5) == b"event: revoked\ndata: \n\n"
            pushed = await asyncio.wait_for(ben.content.readline(), 5)
            assert json.loads(pushed.decode()[len("data: "):])["me"]["name"] == "Ben"
            for path in ("/?", "/view?", "/events?"):
                async with client.get(share.url(tokens[ids["Ana"]]).replace("/?", path)) as r:
                    assert r.status == 403 and "Ana" not in await r.text()
            async with client.get(share.url(tokens[ids["Ben"]]).replace("/?", "/view?")) as r:
                assert r.status == 200
            async with client.get(share.url()) as r:
                assert r.status == 200  # the shared screen goes on
            ben.close()
        await share.stop()

    asyncio.run(scenario())


@pytest.mark.parametrize(("code", "your_turn", "health"),
                         [("ru", "Ваш ход!", "Здоровье"), ("es", "¡Tu turno!", "Salud")])
def test_the_phone_gets_its_words_in_the_gms_language(table, code, your_turn, health):
    from ui.i18n import set_language

    services, ids, _path = table
    assert set_language(code)
    try:
        view = own_view(services, ids["Ana"])
        assert view["lang"] == code and view["ui"]["your_turn"] == your_turn
        assert view["me"]["tracks"][0]["label"] == health
        gut = next(c for c in view["me"]["conditions"] if c["label"] == "Gut wound")
        assert "{" not in gut["detail"] and gut["detail"] != "−1 die; lethal; needs basic medical gear (B)"
    finally:
        set_language("en")
    assert own_view(services, ids["Ana"])["lang"] == "en"


def test_a_removed_character_and_a_new_shared_address_cut_only_whom_they_should(table):
    import aiohttp

    services, ids, _path = table
    share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services))
    tokens = services.player_links.links()

    async def stream(client, token):
        r = await client.get(share.url(token).replace("/?", "/events?"))
        for _ in range(3):
            await r.content.readline()
        return r

    async def scenario():
        await share.start("127.0.0.1", 0)
        async with aiohttp.ClientSession() as client:
            table_page, ana, ben = [await stream(client, t) for t in (share.token, tokens[ids["Ana"]],
                                                                       tokens[ids["Ben"]])]
            share.revoke()  # a new address for the shared screen: the players' own links go on
            assert await asyncio.wait_for(table_page.content.read(), 5) == b"event: revoked\ndata: \n\n"
            assert services.characters.remove(ids["Ana"])  # Ana's character leaves the campaign
            share.push()
            assert await asyncio.wait_for(ana.content.read(), 5) == b"event: revoked\ndata: \n\n"
            async with client.get(share.url(tokens[ids["Ana"]]).replace("/?", "/view?")) as r:
                assert r.status == 403
            pushed = await asyncio.wait_for(ben.content.readline(), 5)
            assert json.loads(pushed.decode()[len("data: "):])["me"]["name"] == "Ben"
            ben.close()
        await share.stop()

    asyncio.run(scenario())


def test_no_token_is_in_the_campaign_file_its_log_or_an_export(table, tmp_path):
    """Every change of the campaign's state is recorded in its log event for undo, and a JSON export
    carries those records: the campaign keeps a nonce, the token comes from this computer's key."""
    from sqlalchemy import text

    from app.export import export_log
    from app.export.events import ExportOptions

    services, ids, _path = table
    tokens = services.player_links.links()
    assert services.threat.step(1)  # a public action that records the campaign's whole state
    assert services.player_links.revoke(ids["Ben"])
    services.campaign.undo()
    target = tmp_path / "log.json"
    export_log(services.campaign.engine, ExportOptions(secrets=True, undone=True), "json", target)
    exported = target.read_text("utf-8")
    assert "phone_links" in exported  # the nonces are there, as the undo needs them
    with services.campaign.engine.connect() as db:
        stored = "\n".join(str(v) for table in ("campaign", "log_event") for row in db.execute(
            text(f"SELECT * FROM {table}")) for v in row)
    for token in tokens.values():
        assert token not in exported and token not in stored
    assert services.player_links.links() == tokens


def test_another_computer_derives_other_links_from_the_same_campaign(table, tmp_path):
    from app.services.link_keys import local_key
    from app.services.player_links import links_of

    services, ids, _path = table
    here = services.player_links.links()
    key_file = tmp_path / "other" / "phone-links.key"
    there = links_of(services.campaign.campaign, local_key(key_file))
    assert set(there) == set(here) and not set(there.values()) & set(here.values())
    assert key_file.stat().st_mode & 0o777 == 0o600  # the key is its owner's only
    assert local_key(key_file) == bytes.fromhex(key_file.read_text())  # and read back the next time


def test_a_new_link_for_a_player_ends_their_old_one(table):
    services, ids, _path = table
    old = services.player_links.links()[ids["Ana"]]
    assert services.player_links.issue(ids["Ana"])
    new = services.player_links.links()[ids["Ana"]]
    assert new != old and services.player_links.character_of(new) == ids["Ana"]
    assert services.player_links.character_of(old) is None
    assert services.player_links.character_of(services.player_links.links()[ids["Ben"]]) == ids["Ben"]


def test_a_players_link_is_easy_to_type_and_an_older_link_still_works(table):
    from app.services.link_keys import ALPHABET, EARLIER_ALPHABET, link_token, local_key, old_link_token
    from app.services.player_links import STATE_KEY, character_of

    services, ids, _path = table
    campaign = services.campaign.campaign
    token = services.player_links.links()[ids["Ana"]]
    assert len(token) == 12 and set(token) <= set(ALPHABET)
    assert not set(ALPHABET) & set("lI1O0oszg")  # no letter read as a digit (l 1, o 0, s 5, z 2, g 9)
    assert character_of(campaign, token) == ids["Ana"]
    assert character_of(campaign, token.upper()) == ids["Ana"]  # a phone's keyboard typed capitals
    nonce = campaign.state[STATE_KEY][str(ids["Ana"])]
    given_before = old_link_token(local_key(), int(campaign.id), ids["Ana"], nonce)
    given_last_week = link_token(local_key(), int(campaign.id), ids["Ana"], nonce, EARLIER_ALPHABET)
    assert given_last_week != token
    assert character_of(campaign, given_before) == ids["Ana"]  # a link handed out before still works
    assert character_of(campaign, given_last_week) == ids["Ana"]
    assert services.player_links.revoke(ids["Ana"])
    assert character_of(services.campaign.campaign, given_before) is None
    assert character_of(services.campaign.campaign, given_last_week) is None
