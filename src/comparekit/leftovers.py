"""The temporary files a run killed mid-write leaves (``files.write_chunks_atomic`` names
them ``.NAME.PID-XXXXXXXX.tmp`` beside ``NAME``): told apart by their name and by a run
that is over. Whether one is comparekit's also takes what it holds, which each command
that removes them judges (``catalogs.killed_writes``, ``publishing.intoleftovers``).
"""

from __future__ import annotations

import os
import re
from typing import NamedTuple

# The temporary file's name: a dot, the target's name, the pid of the run, and mkstemp's
# eight random characters.
_TEMPORARY = re.compile(r"\.(.+)\.([0-9]+)-[a-z0-9_]{8}\.tmp")


class Temporary(NamedTuple):
    """What a temporary file's name says: the file it was to become, and the writer's pid."""

    target: str
    pid: int


def temporary_of(name: str) -> Temporary | None:
    """What the name of a temporary file comparekit makes says, or None for any other name.

    >>> temporary_of(".messages.po.4242-k2j3abcd.tmp")
    Temporary(target='messages.po', pid=4242)
    >>> temporary_of("messages.po.tmp") is None
    True
    """
    named = _TEMPORARY.fullmatch(name)
    return None if named is None else Temporary(named.group(1), int(named.group(2)))


def run_is_over(pid: int) -> bool:
    """Whether the run with ``pid`` is over (never this one: its own are removed as they
    fail, never left), so that its temporary files are no write under way."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError, OSError):
        return pid <= 0  # another user's process, or a pid no process can have
    return False
