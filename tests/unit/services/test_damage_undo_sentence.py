"""Edit → Undo and the log's "Undo: …" line say in a plain sentence what Undo takes back, and the
change the undo makes: "Undo: 2 damage to Ben Okafor (Health 0 → 2; …)" — it read "Undo: Damage to Walker:
3 damage, Health −1", numbers a first-night GM could not tell apart, then the damage's own "1 → 0"
while the undo gave the Health back — in the twdu demo, in English, Russian and Spanish; a damage
that moved two tracks names both, a heal the track it gave back, its redo the heal's own way.  A walker
has no Health ("The undead don't have … Health Points"): the undo of the hit that took the demo's
standing walker down names the damage alone, no pool the roster does not show.  Each names the states it
takes back or gives again (the walker's death, Ben's Broken and his critical injury), not the tracks alone,
and the danger it brings back after it, in the status bar's words ("— in force again: Ben Okafor: Broken …")."""

from __future__ import annotations

import pytest
from sqlmodel import Session

from app.export.language import translator_for
from app.rules.dice import Dice
from app.services.bundle import open_services
from app.services.demo import build_demo
from app.services.history import taken_back
from app.services.log import read_lines
from app.services.logtext import render

EXPECTED = {
    "en": [
        "Undo: 3 damage to Walker (removed: Dead)",
        "Undo: 2 damage to Ben Okafor (Health 0 → 2; Stress 1 → 0; removed: Broken, Critical injury)",
        # the danger it brings back after it, as the status bar says it (and the roster's alert)
        "Undo: Ben Okafor healed (Health 1 → 0; now: Broken) — in force again: Ben Okafor: Broken (Down; every "
        "skill roll fails.)",
        "Redo: Ben Okafor healed (Health 0 → 1; removed: Broken)",
    ],
    "ru": [
        "Отменено: Урон 3 — Ходячий (снято: Нет в живых)",
        "Отменено: Урон 2 — Ben Okafor (Здоровье 0 → 2; Стресс 1 → 0; снято: Вне строя, Критическая травма)",
        "Отменено: Лечение: Ben Okafor (Здоровье 1 → 0; теперь: Вне строя) — снова в силе: Вне строя; любой "
        "бросок навыка проваливается: Ben Okafor",
        "Повторено: Лечение: Ben Okafor (Здоровье 0 → 1; снято: Вне строя)",
    ],
    "es": [
        "Deshecho: 3 de daño a Caminante (se quita: Sin vida)",
        "Deshecho: 2 de daño a Ben Okafor (Salud 0 → 2; Estrés 1 → 0; se quita: Fuera de combate, Herida crítica)",
        "Deshecho: Ben Okafor se cura (Salud 1 → 0; ahora: Fuera de combate) — de nuevo en vigor: Ben Okafor: "
        "Fuera de combate; toda tirada de habilidad falla",
        "Rehecho: Ben Okafor se cura (Salud 0 → 1; se quita: Fuera de combate)",
    ],
}


@pytest.mark.parametrize("language", ["en", "ru", "es"])
def test_undo_and_redo_of_damage_and_heal_read_as_a_sentence(tmp_path, qapp, language):
    path = build_demo(tmp_path / "twdu.deadwatch", "twdu", language=language)
    services = open_services(str(path), Dice(seed=3))
    translate = translator_for(language)
    try:
        ids = {c.name: int(c.id) for c in services.characters.characters()}
        walker = next(i for name, i in ids.items() if name not in ("Ana Reyes", "Ben Okafor", "Mia Chen", "Rook"))
        labels = []
        assert services.characters.damage(walker, {"damage": 3, "armor": False})  # a hit: down for good
        labels.append(services.campaign.undo_target())
        assert services.campaign.undo()
        assert services.characters.damage(ids["Ben Okafor"], {"damage": 2, "armor": False})
        labels.append(services.campaign.undo_target())
        assert services.campaign.undo()
        assert services.characters.damage(ids["Ben Okafor"], {"damage": 2, "armor": False})
        assert services.characters.heal(ids["Ben Okafor"], {"kind": "first_aid", "successes": 1})
        labels.append(services.campaign.undo_target())
        assert services.campaign.undo()
        assert services.campaign.redo()
        with Session(services.campaign.engine) as s:
            lines = [render(e.text, e.args, "log", translate)
                     for e in read_lines(s, "1 = 1", {}) if e.kind in ("undo", "redo")]
        assert lines == EXPECTED[language]
        # Edit → Undo names the action in the same words as the line ("&Undo {action}"), the dangers after it
        for label, line in zip(labels, lines, strict=False):
            undone = taken_back(label)
            action = render(undone.text, undone.args, undone.ctx, translate)
            assert line.split(": ", 1)[1].startswith(action), (line, action)
    finally:
        services.close()
