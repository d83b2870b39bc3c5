"""Read a file the user names on the command line: a regular file of a sane size, or a problem.

``import`` and ``xliff import`` take any path they are given. A device (``/dev/zero``), a
named pipe or a huge file would be read until the machine gives out, so each is refused
before a byte is read, with one sentence naming the path.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from comparekit.errors import Problem, ProblemsFound, UsageRefused

MAX_PAGE_BYTES = 16 * 2**20  # the largest shipped page is 20 KB; a book would be 2 MB
MAX_EXCHANGE_BYTES = 1024 * 2**20  # an XLIFF or TMX file of a very large project's catalog
# The project's own files, told by their size before a byte is read (a damaged or sparse
# file of gigabytes took check and build minutes and gigabytes): the largest shipped source
# is 30 KB and template 6 KB; a catalog of 1,000 articles is 57 MB.
MAX_SOURCE_BYTES = MAX_PAGE_BYTES
MAX_TEMPLATE_BYTES = MAX_PAGE_BYTES
MAX_CATALOG_BYTES = MAX_EXCHANGE_BYTES

KINDS = {
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}

# The faults of a path that names nothing (a file or a folder on the way missing).
_NO_SUCH_FILE = (errno.ENOENT, errno.ENOTDIR)


def read_user_file(file: Path, display: str, what: str, max_bytes: int) -> bytes:
    """The bytes of ``file``, a regular file of at most ``max_bytes`` (``what`` it should be
    names it in the problem: "a page", "an XLIFF file"). A ``file`` that is not there is a
    usage error (``UsageRefused``): every caller reads a path named on the command line."""
    try:
        # Non-blocking: opening a named pipe nobody writes to would wait forever. A regular
        # file reads the same either way. (Windows has neither the flag nor such pipes.)
        handle = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        problem = _problem(display, "unreadable", error.strerror or str(error), "check the path")
        if error.errno in _NO_SUCH_FILE:  # the path as typed names nothing: a usage error
            raise UsageRefused(problem.problems) from None
        raise problem from None
    status = os.fstat(handle)
    if not stat.S_ISREG(status.st_mode):
        os.close(handle)
        kind = KINDS.get(stat.S_IFMT(status.st_mode), "not a regular file")
        raise _problem(display, "unreadable", f"is {kind}, not {what}", f"name {what}")
    with os.fdopen(handle, "rb") as stream:
        # Never more than the limit, even from a file that grows as it is read.
        data = stream.read(max_bytes + 1) if status.st_size <= max_bytes else b""
    if status.st_size > max_bytes or len(data) > max_bytes:
        raise ProblemsFound([too_large(display, max(status.st_size, len(data)), what, max_bytes)])
    return data


# What to do about a file of the project's own too large to read.
DAMAGED = "a file that large is damaged: restore it from version control"


def too_large(
    display: str,
    size: int,
    what: str,
    max_bytes: int,
    hint: str = "name the file itself, not an archive or a disk image",
) -> Problem:
    """The problem of a file of ``size`` bytes where ``what`` may have ``max_bytes``."""
    return Problem(
        display,
        None,
        None,
        "too-large",
        f"is {size:,} bytes: more than {what} can be ({max_bytes // 2**20:,} MiB at most)",
        hint=hint,
    )


def refuse_too_large(
    file: Path, display: str, what: str, max_bytes: int, hint: str = DAMAGED
) -> None:
    """Raise the ``too_large`` problem when ``file`` is larger than ``max_bytes``, told by
    its size alone; a file that cannot be looked at is its reader's to report."""
    try:
        size = os.stat(file).st_size
    except OSError:
        return
    if size > max_bytes:
        raise ProblemsFound([too_large(display, size, what, max_bytes, hint)])


def _problem(display: str, code: str, message: str, hint: str) -> ProblemsFound:
    return ProblemsFound([Problem(display, None, None, code, message, hint=hint)])


def not_a_source(file: Path, display: str) -> Problem:
    """Why a source file the project lists cannot be read: missing, a link that leads
    nowhere or round in a loop, or something other than a file (a FIFO, a folder)."""
    replace = "replace it with the YAML file itself, or remove it"
    try:
        mode = os.stat(file).st_mode
    except OSError as error:
        if error.errno == errno.ELOOP:
            return _source_problem(
                display, "symlink-loop", "is a link that leads round in a loop", replace
            )
        if os.path.islink(file):
            return _source_problem(
                display, "missing-file", "is a link to a file that does not exist", replace
            )
        return _source_problem(
            display,
            "missing-file",
            "file not found",
            "create it; `comparekit init` writes a starting project",
        )
    kind = KINDS.get(stat.S_IFMT(mode), "not a regular file")
    return _source_problem(display, "not-a-file", f"is {kind}, not a YAML file", replace)


def _source_problem(display: str, code: str, message: str, hint: str) -> Problem:
    return Problem(display, None, None, code, message, hint=hint)
