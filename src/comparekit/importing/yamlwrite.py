"""Write an imported article as YAML a person edits: one field a line, gaps commented.

PyYAML's dumper cannot write comments, and a gap is only useful with the comment that
shows what the other copies say; so the few shapes a comparison has are written here, each
string as a plain scalar where YAML reads it back unchanged and double-quoted otherwise.
"""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any

import yaml

from comparekit.sources.model import TextPath

PLAIN = re.compile(r"[A-Za-z0-9\u00c0-\uffff][^#:\n]*")


def scalar(text: str) -> str:
    """``text`` as a YAML scalar that reads back as exactly ``text``.

    >>> scalar("Type")
    'Type'
    >>> scalar("Sources: a # b")
    '"Sources: a # b"'
    >>> scalar("yes")
    '"yes"'
    """
    if PLAIN.fullmatch(text) and text == text.strip():
        try:
            if yaml.safe_load(text) == text:
                return text
        except yaml.YAMLError:
            pass
    return json.dumps(text, ensure_ascii=False)


def dump_article(data: dict[str, Any], gaps: dict[TextPath, str], header: list[str]) -> str:
    """The YAML text of ``data``, each gap's comment at the end of its line."""
    lines = [f"# {line}" if line else "#" for line in header]
    _emit(data, (), 0, gaps, lines)
    return "\n".join(lines) + "\n"


def _emit(
    value: dict[str, Any], path: TextPath, depth: int, gaps: dict[TextPath, str], out: list[str]
) -> None:
    pad = "  " * depth
    for key, item in value.items():
        here = (*path, key)
        comment = f"  # {_one_line(gaps[here])}" if here in gaps else ""
        if isinstance(item, dict):
            out.append(f"{pad}{key}:{' {}' if not item else ''}{comment}")
            _emit(item, here, depth + 1, gaps, out)
        elif item is None:
            out.append(f"{pad}{key}:{comment}")
        elif isinstance(item, list):
            out.append(f"{pad}{key}:{' []' if not item else ''}{comment}")
            out.extend(f"{pad}  - {scalar(str(entry))}" for entry in item)
        elif isinstance(item, date):
            out.append(f"{pad}{key}: {item.isoformat()}{comment}")
        else:
            out.append(f"{pad}{key}: {scalar(str(item))}{comment}")


def _one_line(text: str) -> str:
    return " ".join(text.split())
