"""The leftovers of a killed ``update``: the temporary catalog files a run killed mid-write
left beside the catalogs, told apart from files that only look like them (never removed by
name alone).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from comparekit.ownership import read_regular

# The temporary file ``files.write_bytes_atomic`` makes for a catalog: its name, the pid of
# the run and mkstemp's random part.
_CATALOG_TEMPORARY = re.compile(r"\.(messages\.pot?)\.([0-9]+)-[a-z0-9_]{8}\.tmp")


def killed_writes(folder: Path) -> tuple[list[Path], list[Path]]:
    """The temporary catalog files a killed run left in ``folder``: those proven to be
    comparekit's, and those named like them that are not (kept: never removed by name).

    Proven: named exactly as comparekit names them, by a run that is over, and beginning
    as the catalog beside them begins (or empty: cut before its first byte).
    """
    proven, kept = [], []
    for found in sorted(folder.rglob(".messages.po*.tmp")):
        named = _CATALOG_TEMPORARY.fullmatch(found.name)
        if named is None:
            continue  # not a name comparekit makes: not comparekit's, nothing to say
        text = read_regular(found, 4096)
        catalog = read_regular(found.with_name(named.group(1)), 4096)
        if text is None or catalog is None or _running(int(named.group(2))):
            kept.append(found)
            continue
        first = catalog.split(b"\n", 1)[0] + b"\n"
        if text[: len(first)] == first[: len(text)]:
            proven.append(found)
        else:
            kept.append(found)
    return proven, kept


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # this run's own are removed as they fail, never left
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return pid > 0
    return True
