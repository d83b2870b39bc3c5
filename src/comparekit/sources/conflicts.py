"""Git's merge-conflict markers left in a source or a template.

A conflict inside a quoted multi-line YAML string is still valid YAML, and inside a
template it is plain text: either way both sides of the conflict and the markers would be
published. Git writes each marker at the start of a line (``<<<<<<< ours``, ``|||||||
base``, ``=======``, ``>>>>>>> theirs``); a YAML value or a Markdown heading underline
never starts at the line's first column with exactly these, so a line that does is an
error at that line.
"""

from __future__ import annotations

import re

from comparekit.errors import Problem

_MARKER = re.compile(r"^(?:(?:<{7}|\|{7}|>{7})(?:[ \t][^\n]*)?|={7}[ \t]*)\r?$", re.MULTILINE)
_RUNS = ("<" * 7, "|" * 7, ">" * 7, "=" * 7)

CONFLICT_HINT = (
    "finish the merge: keep the text you want and delete the lines from <<<<<<< to >>>>>>>"
)


def conflict_marker_line(text: str) -> int | None:
    """The 1-based line of the first conflict marker of ``text``, if it holds one."""
    # A marker is seven of one character: looking for those first (a substring search) spares
    # the pattern's walk over each line of a text that has none, as nearly every text has.
    if not any(run in text for run in _RUNS):
        return None
    found = _MARKER.search(text)
    return None if found is None else text.count("\n", 0, found.start()) + 1


def conflict_marker_problem(display_path: str, line: int) -> Problem:
    """The error of a file with a conflict marker at ``line``."""
    return Problem(
        display_path,
        line,
        1,
        "conflict-marker",
        "a merge-conflict marker: the file holds both sides of an unfinished git merge",
        hint=CONFLICT_HINT,
    )
