"""Read a file the user names on the command line: a regular file of a sane size, or a problem.

``import`` and ``xliff import`` take any path they are given. A device (``/dev/zero``), a
named pipe or a huge file would be read until the machine gives out, so each is refused
before a byte is read, with one sentence naming the path.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from comparekit.errors import Problem, ProblemsFound

MAX_PAGE_BYTES = 16 * 2**20  # the largest shipped page is 20 KB; a book would be 2 MB
MAX_EXCHANGE_BYTES = 1024 * 2**20  # an XLIFF or TMX file of a very large project's catalog

KINDS = {
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}


def read_user_file(file: Path, display: str, what: str, max_bytes: int) -> bytes:
    """The bytes of ``file``, a regular file of at most ``max_bytes`` (``what`` it should be
    names it in the problem: "a page", "an XLIFF file")."""
    try:
        # Non-blocking: opening a named pipe nobody writes to would wait forever. A regular
        # file reads the same either way. (Windows has neither the flag nor such pipes.)
        handle = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise _problem(
            display, "unreadable", error.strerror or str(error), "check the path"
        ) from None
    status = os.fstat(handle)
    if not stat.S_ISREG(status.st_mode):
        os.close(handle)
        kind = KINDS.get(stat.S_IFMT(status.st_mode), "not a regular file")
        raise _problem(display, "unreadable", f"is {kind}, not {what}", f"name {what}")
    with os.fdopen(handle, "rb") as stream:
        # Never more than the limit, even from a file that grows as it is read.
        data = stream.read(max_bytes + 1) if status.st_size <= max_bytes else b""
    if status.st_size > max_bytes or len(data) > max_bytes:
        raise _problem(
            display,
            "too-large",
            f"is {max(status.st_size, len(data)):,} bytes: more than {what} can be "
            f"({max_bytes // 2**20} MiB at most)",
            "name the file itself, not an archive or a disk image",
        )
    return data


def _problem(display: str, code: str, message: str, hint: str) -> ProblemsFound:
    return ProblemsFound([Problem(display, None, None, code, message, hint=hint)])
