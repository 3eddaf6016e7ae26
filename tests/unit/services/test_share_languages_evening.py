"""The players' pages after an evening, whole in Russian and Spanish, in a real browser 360 px wide.

The twdu demo's evening: Rook shown, struck, hidden again; the dead fought with him among the
fighters (round 1's die picks him, round 2's picks Ana, who is then beaten down to Broken; round 3 is
lost), then a fight with its order (Rook hidden in it), Ana's turn timer running and a handout on
every phone.  On the shared page and Ana's page in each language: no template marker, no word of
the English page left untranslated but the names the GM typed, no word broken across two lines,
nothing wider than the phone, the swarm's numbers each with its name, Ana's fall said, and nothing
of Rook."""

from __future__ import annotations

import asyncio

import pytest

from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.player_links import PhoneViews, shared_view
from app.services.player_share import PlayerShare
from app.services.swarm import RollerSpec, RoundSetup
from tests.chromium import Browser, chromium
from tests.unit.services.test_share_languages import page_text, words_of

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="needs Chromium (Debian: apt-get install -y chromium) to load the pages")

#: the names the GM typed (the demo's campaign, characters and handout): the same in every language
NAMES = {"The", "Walking", "Dead", "Atlanta", "Outskirts", "Ana", "Reyes", "Ben", "Okafor", "Mia", "Chen",
         "Walker", "Deadwatch", "Radio", "message", "north", "doors", "are", "open", "run", "Revolver"}
HANDOUT_TEXT = "The north doors are open. Run!"
BLOW = {"damage": 1, "source": "attack", "armor": False}


def _lose_a_round(services, setup) -> None:  # noqa: ANN001
    plan, _odds = services.swarm.odds(setup)
    assert services.swarm.roll_round(setup, [" ".join(["2"] * roll.dice) for roll in plan.rolls])  # no six


def evening(tmp_path):  # noqa: ANN201
    services = open_services(str(build_demo(tmp_path / "twdu.deadwatch", "twdu")), Dice(seed=5))
    services.campaign.start_session("Night at the farm")
    ids = {c.name: int(c.id) for c in services.characters.characters()}
    ana, ben, rook, mia = ids["Ana Reyes"], ids["Ben Okafor"], ids["Rook"], ids["Mia Chen"]
    assert services.player_view.set_reveal(rook, name=True, health="numbers")
    assert services.characters.damage(rook, BLOW)
    assert services.player_view.set_reveal(rook, name=False)
    while services.threat.level() < 3:
        assert services.threat.step(+1, "gm")
    assert services.swarm.set_dead(30)
    assert services.swarm.start()
    setup = RoundSetup((RollerSpec(ana, "ranged_combat"), RollerSpec(rook, "close_combat"),
                        RollerSpec(mia, "close_combat")))
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "2")  # the d3 picks Rook
    _lose_a_round(services, setup)
    assert services.swarm.loss_picks(["single_attack"], "1")  # the d3 picks Ana
    for _ in range(3):
        assert services.characters.damage(ana, BLOW)  # Broken
    _lose_a_round(services, setup)
    assert services.initiative.start([ben, rook, mia])
    assert services.player_links.issue(ana)
    assert services.player_links.issue(ben)
    assert services.handouts.add_text("Radio message", HANDOUT_TEXT)
    assert services.handouts.show(int(services.handouts.handouts()[-1].id), "phones")
    return services, ana, ben


@pytest.mark.parametrize("code", ["ru", "es"])
def test_the_pages_after_an_evening_are_whole(tmp_path, qapp, code):
    from ui.i18n import set_language

    services, ana, ben = evening(tmp_path)

    async def pages(language: str) -> list[str]:
        assert set_language(language)
        share = PlayerShare(lambda: shared_view(services), players=PhoneViews(lambda: services),
                            pictures=services.handouts.phone_picture)
        await share.start("127.0.0.1", 0)
        texts = []
        try:
            async with Browser.launch(tmp_path / f"profile-{language}") as browser:
                links = services.player_links.links()
                for token, name in ((None, "shared"), (links[ana], "ana"), (links[ben], "ben")):
                    texts.append(await page_text(browser, share, token, tmp_path / f"evening-{language}-{name}.png"))
        finally:
            await share.stop()
        return texts

    try:
        english = asyncio.run(pages("en"))
        theirs = asyncio.run(pages(code))
    finally:
        set_language("en")
        services.close()
    said = {"ru": ("Угроза роя: 5", "Размер роя: 3", "Ana Reyes"), "es": ("Amenaza de la horda: 5",
            "Tamaño de la horda: 3", "Ana Reyes")}[code]
    for text in theirs:
        assert not set("{|}") & set(text), f"a template marker reached the page: {text!r}"
        left = words_of(text) & set().union(*map(words_of, english)) - {n.casefold() for n in NAMES}
        assert not left, f"untranslated on the {code} page: {sorted(left)}"
        assert "Rook" not in text
        flat = text.replace("\u00a0", " ")
        # the Swarm Threat as the players saw it: 5 (6 less the attack on Ana, none for the attack on Rook)
        assert all(s in flat for s in said), (said, flat)
        assert HANDOUT_TEXT in text
