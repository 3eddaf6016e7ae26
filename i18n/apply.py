"""Fill translations into a .ts catalog from a JSON file {context: {source: translation}}.

    .venv/bin/python i18n/apply.py i18n/deadwatch_ru.ts ru.json

Entries already translated are kept unless the JSON gives a new text.  Prints what is still
unfinished.  (A developer's tool; the catalogs themselves are the source of truth.)
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET


def apply(ts_path: str, table: dict[str, dict[str, str]]) -> list[tuple[str, str]]:
    tree = ET.parse(ts_path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            new = table.get(name, {}).get(source)
            if new:
                translation.text = new
                translation.attrib.pop("type", None)
            elif translation.get("type") == "unfinished":
                missing.append((name, source))
    ET.indent(tree, space="    ")
    with open(ts_path, "w", encoding="utf-8") as fh:
        fh.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="unicode")
        fh.write("\n")
    return missing


if __name__ == "__main__":
    left = apply(sys.argv[1], json.loads(open(sys.argv[2], encoding="utf-8").read()))
    for ctx, src in left:
        print(f"unfinished [{ctx}] {src}")
    print(f"{len(left)} unfinished")
