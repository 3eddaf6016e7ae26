"""The Spanish catalog speaks to the GM in one register, tú (the one most of it uses: "Usa
Archivo → Guardar una copia…", "elige", "pulsa"): no usted imperative ("guárdelo como UTF-8",
"pulse", "elija") beside them."""

from __future__ import annotations

import re

from tests.unit.test_glossary import messages

#: the usted imperatives of the verbs the catalog tells the GM to do things with (tú: guárdalo,
#: guarda, abre, pulsa, elige, usa, escribe, instala, vuelve, suelta, desmarca, extrae, comprueba…)
USTED = re.compile(
    r"(?<![\w])(?<!que )(?<!cuando )(?<!se )(?<!lo )"
    r"(guárdelo|guárdela|guárdelos|guarde|ábralo|ábrala|abra|pulse|elija|use|utilice|escriba|instale|"
    r"vuelva a|suelte|desmarque|marque|extraiga|compruebe|seleccione|haga clic|inténtelo|pruebe|cierre|revise|"
    r"usted)(?![\w])",
    re.IGNORECASE,
)


def _translations() -> list[str]:
    return [text for _source, text in messages("es")]


def test_the_spanish_catalog_uses_tu_most():
    text = "\n".join(_translations())
    tu = len(re.findall(r"\b(guárdalo|pulsa|elige|usa|abre)\b", text, re.IGNORECASE))
    assert tu >= 20


def test_no_spanish_translation_addresses_the_gm_as_usted():
    found = [(m.group(0), t) for t in _translations() for m in USTED.finditer(t)]
    assert not found, found[:10]
