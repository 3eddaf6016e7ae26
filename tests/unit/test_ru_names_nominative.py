"""Russian declines a noun after a preposition or a word that governs its case, but a name filled
into a template cannot be declined ("Урон по Шатун", "атака на Ходячий", "против Ходячий",
"Нанести Ходячий урон 2", "бьёт Ходячий", "Инициатива Ана Рейес"): the Russian catalog puts every
placeholder that holds a character's name where the nominative reads right ("Урон — Шатун: …",
"Бросить урон: цель — Шатун", "Нанести урон 2 — Ходячий", "Лист персонажа Ана Рейес": after a
generic noun that takes the case), and a rule's line that follows a dash starts in lower case
("— урон 2, состояние: Раны.")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[2] / "i18n" / "deadwatch_ru.ts"
#: placeholders that stand for a character's, a zombie's or a player's name (or a list of them)
NAME_KEYS = ("name", "names", "actor", "victim", "one", "two", "winners", "losers", "target_name", "who",
             "target", "attacker", "other", "escaped", "suffers", "fallen", "sure", "maybe", "next", "group",
             "groups", "sacrificer", "leader", "opponent", "defender", "healer", "killer", "character")
PREPOSITIONS = r"(?:по|для|у|от|к|ко|с|со|о|об|на|в|во|против|из|при|над|под|за|без|до|перед|между|через)"
ANY = r"\{\w+\}"
AFTER_PREPOSITION = re.compile(rf"(?<![\w-]){PREPOSITIONS} ({ANY})", re.IGNORECASE)
#: a name right after a word: the word governs its case ("Нанести {name} урон", "бьёт {target}",
#: "Лечение {name}", "видят {name}"), unless the word is one of these, after which the nominative
#: reads right: a generic noun in the case the sentence asks, the name beside it ("у персонажа
#: {name}", "телефон игрока {name}"), a verb whose subject follows it ("ходит {next}"), a conjunction ("{one} и {two}",
#: "поэтому {name} бросает"), a particle ("сражается только {name}")
AFTER_WORD = re.compile(rf"(?<![\w-])([А-Яа-яЁё]+) ({ANY})")
NOMINATIVE_AFTER = frozenset({"персонаж", "персонажа", "персонажу", "персонажем", "персонаже", "персонажей",
                              "персонажам", "игрока", "игроку", "игроком", "фишка", "фишку", "фишки", "фишкой",
                              "ходит", "ходят", "стреляет", "обновляет",
                              "и", "или", "а", "но", "только", "поэтому", "теперь", "когда", "если", "пока", "что"})
#: where one of those placeholders holds no character's name (an English source's words around it):
#: a fight's name, a condition's, a file, a target number, the attacker's Speed, a round, a group's letter
NOT_NAMES = [re.compile(pattern) for pattern in (
    r"[Ff]ight \{name\}", r"Amputated: one stress and \{name\}", r"needs \{target\} or less",
    r"against \{target\}(?: \(d10|$)", r"[Rr]ound \{next\}", r"[Gg]roup \{group\}", r"[Ss]peed \{attacker\}",
    r"attacker's \{attacker\}", r"(?:at|open) \{target\}", r"d10 of \{target\}",
    r"^\{target\} (?:needs|could not|was saved|cannot|is )",
)]


def _pairs() -> list[tuple[str, str]]:
    root = ET.parse(CATALOG).getroot()
    out = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        texts = [translation.text or ""] + [n.text or "" for n in translation.iter("numerusform")]
        out += [(source, text) for text in texts]
    return out


#: sources whose placeholder holds a phrase that starts with a name ("Shambler: выпало 1 | 8 | 9")
NAME_FIRST = {"{mine} against {theirs}": {"mine", "theirs"}}


def _names_in(source: str) -> frozenset[str]:
    """The placeholders of ``source`` that hold a character's name there."""
    keys = set(re.findall(r"\{(\w+)\}", source)) & set(NAME_KEYS) | NAME_FIRST.get(source, set())
    for pattern in NOT_NAMES:
        for match in pattern.finditer(source):
            keys -= set(re.findall(r"\{(\w+)\}", match.group(0)))
    return frozenset(keys)


def _bad(source: str, text: str) -> list[str]:
    names = _names_in(source)
    found = [m.group(0) for m in AFTER_PREPOSITION.finditer(text) if m.group(1)[1:-1] in names]
    found += [m.group(0) for m in AFTER_WORD.finditer(text)
              if m.group(2)[1:-1] in names and m.group(1).lower() not in NOMINATIVE_AFTER]
    return found


def test_no_russian_name_placeholder_follows_a_preposition_or_a_word_governing_its_case():
    bad = [f"{source!r} → {text!r}: {found}" for source, text in _pairs() if (found := _bad(source, text))]
    assert not bad, "names after a preposition or a governing word cannot be declined:\n" + "\n".join(bad)


def test_the_check_knows_a_name_after_a_verb_from_a_name_after_a_dash():
    assert _bad("Apply {damage} damage to {name}", "Нанести {name} урон {damage}")
    assert _bad("{name} rolls {roll} against {target}: {result}", "{name}: {roll} против {target}: {result}")
    assert _bad("{attacker} hits {target}: {damage} damage", "{attacker} бьёт {target}: урон {damage}")
    assert _bad("{mine} against {theirs}", "{mine} против {theirs}")
    assert not _bad("Apply {damage} damage to {name}", "Нанести урон {damage} — {name}")
    assert not _bad("d10 rolled {face}, needs {target} or less: success",
                    "d10: выпало {face}, нужно {target} или меньше")


def test_the_damage_lines_name_the_target_in_the_nominative():
    found = dict(_pairs())
    assert found["Damage to {name}: {arithmetic}"] == "Урон — {name}: {arithmetic}"
    assert found["Roll the damage on {name}"] == "Бросить урон: цель — {name}"


def test_a_rule_line_after_the_damage_starts_in_lower_case():
    found = dict(_pairs())
    assert found["{damage} damage: now {health}."].startswith("урон {damage}")  # in logs written before
    assert found["Now {health}."].startswith("состояние")
