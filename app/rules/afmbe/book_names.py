"""The words the All Flesh Must Be Eaten texts and a GM's own sheet head a column with where the
sheet's label is another, read by a spreadsheet's import (:meth:`~app.rules.base.Ruleset.heading_names`).

The English Norms text counts "Life Points" and "Endurance Points" ("(3+2+3) x 3 + 5 = 29 Endurance
Points"), "your Life Point total", "your Endurance Point total", and writes the attributes
short (STR, DEX, CON, INT, PER, WIL: the fields' own keys, read already), and its "Essence pool"
(worked out from the attributes, as Speed is); the Spanish book
counts «Puntos de Vida» and «Puntos de Aguante» (the Spanish Unisystem text «Puntos de
Resistencia») and writes the attributes FUE, DES, CON, INT, PER, VOL.  The Russian words are the
sheet's own, counted in points as a Russian GM's sheet counts them.  «Aguante» alone is not one:
it is the Spanish sheet of The Walking Dead Universe's Endure.

The book's "Life Points" (a character sheet's «Puntos de Vida») is the character's total, worked
out from Strength and Constitution and the qualities: a GM's sheet that writes 42 there writes
the maximum, not Life Points left; a column of it is said to be worked out, not read (TOTALS).  The
book's "Endurance Points" («Puntos de Aguante») are a total the same way: a GM's crew sheet with
Endurance Points 35 where the sheet works out 29 has them set aside, said so, the row read.
"""

from __future__ import annotations

HEADING_NAMES: dict[str, tuple[str, ...]] = {
    "life_points": ("Life Point", "Life Point total", "Puntos de Vida", "Punto de Vida", "Очки жизни"),
    "endurance": ("Endurance Points", "Endurance Point", "Endurance Point total", "Puntos de Aguante",
                  "Punto de Aguante", "Puntos de Resistencia", "Очки выносливости"),
    "str": ("FUE", "СИЛ"),
    "dex": ("DES", "ЛОВ"),
    "con": ("ТЕЛ",),
    "int": ("ИНТ",),
    "per": ("ВОС",),
    "wil": ("VOL", "ВОЛ"),
    # worked out from the sheet, never read: a column of them is said to be so, not left out unnamed
    "essence": ("Essence Pool", "Essence total", "Reserva de Esencia", "Сущность"),
}
#: the tracks whose bare name is the total the sheet works out: "Life Points (now)", "Endurance (now)"
#: alone are read
TOTALS: frozenset[str] = frozenset({"life_points", "endurance"})
