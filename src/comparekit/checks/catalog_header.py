"""Catalogs whose start ``msgfmt --check`` refuses, though comparekit reads them: one with
no header entry (GNU msgfmt reads it in UTF-8, with no plural rule, but ``--check`` says "PO
file header missing or invalid"), and one that starts with a byte-order mark, which some
Windows editors write (msgfmt: "syntax error" at line 1). A translator's tool or a CI that
runs msgfmt would refuse them; ``update`` writes the catalog back without either fault, and
``check`` says so.
"""

from __future__ import annotations

from pathlib import Path

from comparekit.errors import Problem
from comparekit.sources.settings import Settings

# Reading stops at the first entry: a header, if any, is the first entry of the file.
_MOST_LINES = 10_000
_BOM = b"\xef\xbb\xbf"
_HINT = "run `comparekit update`: it writes the catalog back as msgfmt reads it"


def catalog_start_problems(settings: Settings) -> list[Problem]:
    """A warning for each catalog of the project's locales that starts with a byte-order
    mark, and for each whose first entry is not a header (``msgid ""`` with no
    ``msgctxt``)."""
    problems = []
    for tag in settings.locales:
        path = settings.catalog_path(tag)
        if not path.is_file():
            continue
        where = settings.display(path)
        if _starts_with_bom(path):
            message = "starts with a byte-order mark: msgfmt refuses the catalog (syntax error)"
            problems.append(Problem(where, 1, None, "po-bom", message, _HINT, "warning"))
        if (line := _first_entry_not_a_header(path)) is not None:
            message = "no header entry: msgfmt --check refuses the catalog (PO file header missing)"
            problems.append(Problem(where, line, None, "po-header", message, _HINT, "warning"))
    return problems


def _starts_with_bom(path: Path) -> bool:
    try:
        with path.open("rb") as stream:
            return stream.read(len(_BOM)) == _BOM
    except OSError:
        return False  # (the catalog checks name a file that cannot be read)


def _first_entry_not_a_header(path: Path) -> int | None:
    """The line of the first entry where it is not a header; None where it is one, or the
    file has no entry (or cannot be read: the catalog checks name that)."""
    try:
        with path.open(encoding="utf-8", errors="replace") as stream:
            for number, raw in enumerate(stream, 1):
                if number > _MOST_LINES:
                    return None
                line = raw.lstrip("\ufeff \t")
                if line.startswith(("msgctxt", "msgid")):
                    header = line.startswith("msgid") and line[5:].strip() == '""'
                    return None if header else number
    except OSError:
        return None
    return None
