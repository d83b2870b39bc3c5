"""Catalogs without a header entry: GNU msgfmt reads one (in UTF-8, with no plural rule),
but ``msgfmt --check`` refuses it ("PO file header missing or invalid"), and so would a
translator's tool or a CI that runs it. ``update`` writes the header back; ``check`` says so.
"""

from __future__ import annotations

from pathlib import Path

from comparekit.errors import Problem
from comparekit.sources.settings import Settings

# Reading stops at the first entry: a header, if any, is the first entry of the file.
_MOST_LINES = 10_000


def headerless_catalogs(settings: Settings) -> list[Problem]:
    """A warning for each catalog of the project's locales whose first entry is not a
    header (``msgid ""`` with no ``msgctxt``)."""
    return [
        Problem(
            settings.display(path),
            line,
            None,
            "po-header",
            "no header entry: msgfmt --check refuses the catalog (PO file header missing)",
            hint="run `comparekit update`: it writes the header back",
            severity="warning",
        )
        for tag in settings.locales
        if (path := settings.catalog_path(tag)).is_file()
        and (line := _first_entry_not_a_header(path)) is not None
    ]


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
