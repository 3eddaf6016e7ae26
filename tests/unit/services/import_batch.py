"""One character in two files of a batch, shared by the batch-import tests: the Foundry actors (Ana
Reyes's twdu actor, Father Tom's afmbe actor), the spreadsheet row of Ana's attributes written beside
them, and readers of the preview's lines and of the roster's rows."""

from __future__ import annotations

from pathlib import Path

from app.services.logtext import render

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
ANA = FIXTURES / "foundry" / "fvtt-Actor-twdu-4.0.3-character-ana-reyes.json"
TOM = FIXTURES / "foundry" / "fvtt-Actor-afmbe-jesuisfrog-1.3.1-character-father-tom.json"
ANAS_ROW = "Name,Kind,Strength,Agility,Wits,Empathy\nAna Reyes,Player character,4,3,3,2\n"


def write(folder: Path, name: str, text: str) -> Path:
    """``text`` written to the file ``name`` in ``folder``, in UTF-8."""
    out = folder / name
    out.write_text(text, "utf-8")
    return out


def anas_row(folder: Path, text: str = ANAS_ROW) -> Path:
    """The spreadsheet ana.csv of Ana Reyes's attributes (``text``), picked with her actor ``ANA``."""
    return write(folder, "ana.csv", text)


def texts(lines) -> list[str]:  # noqa: ANN001
    """The preview's lines as the GM reads them."""
    return [render(x["t"], x["args"]) for x in lines]


def previewed(preview, name: str):  # noqa: ANN001, ANN201
    """The preview's one character named ``name``."""
    [character] = [c for c in preview.characters if c.name == name]
    return character


def on_roster(services, name: str):  # noqa: ANN001, ANN201
    """The roster's character named ``name``."""
    return next(c for c in services.characters.characters() if c.name == name)
