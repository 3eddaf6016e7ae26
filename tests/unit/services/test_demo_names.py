"""Which file is one of Deadwatch's demos (``--lang`` opens its own language's demo instead): a
file of the demos' folder named as a demo of a ruleset and preset in a language; not a campaign
of the GM's own, a demo's copy saved elsewhere, a database URL."""

from __future__ import annotations

from app.services.demo_names import DemoFile, demo_file, demo_in, demo_of, demos_folder


def test_a_demo_is_known_by_its_name_in_the_demos_folder():
    folder = demos_folder()
    assert demo_of(str(folder / "twdu.deadwatch")) == DemoFile("twdu", None, "en")
    assert demo_of(str(folder / "twdu-ru.deadwatch")) == DemoFile("twdu", None, "ru")
    assert demo_of(str(folder / "afmbe-norms-es.deadwatch")) == DemoFile("afmbe", "norms", "es")
    assert demo_of(str(folder / "gridlimbs.deadwatch")) == DemoFile("gridlimbs", None, "en")


def test_any_other_campaign_is_no_demo(tmp_path):
    folder = demos_folder()
    assert demo_of(str(tmp_path / "twdu.deadwatch")) is None  # a copy saved elsewhere
    assert demo_of(str(folder / "night.deadwatch")) is None
    assert demo_of(str(folder / "twdu-de.deadwatch")) is None  # no German demo
    assert demo_of(str(folder / "afmbe-unknown.deadwatch")) is None
    assert demo_of("postgresql://gm@localhost/twdu") is None


def test_the_demo_in_the_language_asked_for():
    folder = demos_folder()
    assert demo_in(str(folder / "twdu.deadwatch"), "ru") == DemoFile("twdu", None, "ru")
    assert demo_file(DemoFile("afmbe", "norms", "ru")) == "afmbe-norms-ru.deadwatch"
    assert demo_in(str(folder / "twdu-ru.deadwatch"), "en") == DemoFile("twdu", None, "en")
    assert demo_in(str(folder / "twdu-ru.deadwatch"), "ru") is None  # the same language: as it is
    assert demo_in(str(folder / "twdu.deadwatch"), "de") is None  # no demo of its own: as it is
    assert demo_in(str(folder / "twdu.deadwatch"), None) is None
