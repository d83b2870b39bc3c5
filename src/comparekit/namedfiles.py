"""A file a command writes because the user named it (``xliff export``, ``tm export``,
``glossary export``, ``status --html``): held to the rule of every path comparekit writes
(``ownership``), and replacing only an export of comparekit's own.

Every refusal here is a usage error (``UsageRefused``, exit 2): the same mistake, whatever
is wrong with the path, and the same way out, another path.
"""

from __future__ import annotations

import errno
import re
import stat
from collections.abc import Mapping
from pathlib import Path

from comparekit.errors import Problem, UsageRefused
from comparekit.files import resolved
from comparekit.ownership import SETTINGS_FILE, collision, link_on_the_way, read_regular


def claim_file(path: Path, display: str, protected: Mapping[str, Path]) -> Path:
    """``path``, a file a command writes because the user named it, checked: a new file or
    a regular one, not a link nor a special file nor a folder, reached through no link
    below the current folder or the project (``link_on_the_way``), and nothing the user
    wrote for comparekit (sources, catalogs, templates, settings, cache, a git repository).

    A refusal is a usage error (``UsageRefused``, exit 2), as naming an existing file that
    is no export is (``claim_export``): the same mistake, a path to name again."""

    def refuse(message: str, hint: str) -> UsageRefused:
        return UsageRefused([Problem(display, None, None, "output-file", message, hint=hint)])

    new_file = "name a new file, or a regular file of comparekit's export"
    if path == Path("-"):  # what other tools read as standard output: never a file's name
        raise refuse(
            "`-` (standard output, to other tools) is no file: comparekit writes an export "
            "to a file you name",
            "name the file to write (a file called '-' by its full path, e.g. $PWD/-)",
        )
    try:
        found = path.lstat()
    except FileNotFoundError:
        found = None
    except OSError as error:
        if error.errno not in (errno.ENOTDIR, errno.ELOOP):
            raise
        raise refuse("a folder on the path is a file or a link loop", new_file) from None
    if found is not None and stat.S_ISLNK(found.st_mode):
        raise refuse(
            "the path is a symbolic link, which comparekit does not write through",
            f"name the file the link leads to ({resolved(path)}) or a new file",
        )
    if found is not None and stat.S_ISDIR(found.st_mode):
        raise refuse("the path is a folder, not a file", "name a file in it")
    if found is not None and not stat.S_ISREG(found.st_mode):
        raise refuse("the path is a special file (a pipe or a device), not a file", new_file)
    project = protected.get("the project")
    link = link_on_the_way(path, [Path.cwd(), *([project] if project is not None else [])])
    if link is not None:
        raise refuse(
            f"a folder on the path ({link}) is a symbolic link, which comparekit does not "
            "write through",
            f"name the file by the folder the link leads to ({resolved(link)})",
        )
    target = resolved(path)
    clash = collision(target, protected)
    if clash is not None:
        name, where = clash
        message = f"writing it would replace {name} ({where})"
        if name != SETTINGS_FILE and target != where:
            message = f"the file would be inside {name} ({where})"
        raise refuse(message, f"write it to a new file outside {name}")
    if ".git" in target.parts:
        raise refuse(
            "the file would be inside a git repository's own folder",
            "write it to a new file outside the .git folder",
        )
    return target


# The proof, read from the file itself, that an existing file is an export comparekit wrote
# and may be written again: the mark in the place its format puts it, at the very start of
# the file (the root element's first child, the first line, the <head>), never just
# somewhere in it: a user's notes that quote a mark prove nothing. A CSV has no room for a
# mark a spreadsheet would not show as data, so an existing one is replaced only on --force.
_XML_PROLOGUE = rb"\A(?:<\?xml[^>]{0,200}\?>\s*)?(?:<!DOCTYPE[^>]{0,300}>\s*)?"
EXPORT_MARKS: dict[str, re.Pattern[bytes] | None] = {
    "xliff": re.compile(
        _XML_PROLOGUE + rb'<xliff\b[^>]{0,600}>\s*<file\b[^>]{0,2000}\btool-id="comparekit"'
    ),
    "tmx": re.compile(
        _XML_PROLOGUE + rb'<tmx\b[^>]{0,200}>\s*<header\b[^>]{0,600}\bcreationtool="comparekit"'
    ),
    "po": re.compile(rb"\A# A translation memory comparekit exported \(comparekit tm export\)\.\n"),
    "tbx": re.compile(
        _XML_PROLOGUE
        + rb"<martif\b[^>]{0,200}>\s*<martifHeader>\s*<fileDesc>\s*"
        + rb"<sourceDesc><p>comparekit glossary"
    ),
    "html": re.compile(
        rb'\A<!doctype html>\s*<html\b[^>]{0,200}>\s*<head>\s*<meta charset="utf-8">\s*'
        rb'<meta name="generator" content="comparekit">'
    ),
    "csv": None,
}
_MARK_WITHIN = 8192  # bytes: every mark comes in the first lines of its format


def claim_export(path: Path, display: str, kind: str, force: bool = False) -> None:
    """Refuse (``output-file``) to replace an existing ``path`` unless it is an export of
    ``kind`` comparekit wrote, proved by its start (``EXPORT_MARKS``), or ``force``: the
    file a user names for an export may be their README, never silently lost."""
    if force or not path.exists():
        return
    mark = EXPORT_MARKS[kind]
    head = read_regular(path, _MARK_WITHIN) or b""
    if mark is not None and mark.match(head):
        return
    hint = "comparekit replaces only a file it exported itself"
    if mark is None:
        hint = "a CSV file carries no mark of the tool that wrote it: --force replaces it"
    message = "exists and is not an export comparekit wrote: choose a new name or delete it"
    raise UsageRefused([Problem(display, None, None, "output-file", message, hint=hint)])
