"""The leftovers of a killed ``update``: the temporary catalog files a run killed mid-write
left beside the catalogs, told apart from files that only look like them (never removed by
name alone).
"""

from __future__ import annotations

from pathlib import Path

from comparekit.leftovers import run_is_over, temporary_of
from comparekit.ownership import read_regular

# The files whose temporary files are a catalog's.
_CATALOGS = ("messages.po", "messages.pot")


def killed_writes(folder: Path) -> tuple[list[Path], list[Path]]:
    """The temporary catalog files a killed run left in ``folder``: those proven to be
    comparekit's, and those named like them that are not (kept: never removed by name).

    Proven: named exactly as comparekit names them, by a run that is over, and beginning
    as the catalog beside them begins (or empty: cut before its first byte).
    """
    proven, kept = [], []
    for found in sorted(folder.rglob(".messages.po*.tmp")):
        named = temporary_of(found.name)
        if named is None or named.target not in _CATALOGS:
            continue  # not a name comparekit makes: not comparekit's, nothing to say
        text = read_regular(found, 4096)
        catalog = read_regular(found.with_name(named.target), 4096)
        if text is None or catalog is None or not run_is_over(named.pid):
            kept.append(found)
            continue
        first = catalog.split(b"\n", 1)[0] + b"\n"
        if text[: len(first)] == first[: len(text)]:
            proven.append(found)
        else:
            kept.append(found)
    return proven, kept
