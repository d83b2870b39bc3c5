"""Which files of the templates folder may be read as templates: regular files, and links
that stay within the folder; and the problem of a template that is not there.

A template is a user's file, perhaps from a contributor's pull request: a link leading out
of the templates folder (to ``/etc/passwd``, to a secret beside the project) would publish
what was never a template, and a FIFO would hang whatever opened it. Both the render's
loader and the extraction of the templates' strings ask here before they read a byte.
"""

from __future__ import annotations

import os
from pathlib import Path

from comparekit.errors import Problem
from comparekit.ownership import not_a_file

# The two templates every build renders: one page per comparison, and the hub.
ARTICLE_TEMPLATE = "comparison.md.j2"
HUB_TEMPLATE = "hub.md.j2"
PAGE_TEMPLATES = (ARTICLE_TEMPLATE, HUB_TEMPLATE)


def template_refusal(folder: Path, path: Path) -> str | None:
    """Why the template at ``path`` (below ``folder``) is not read, or None.

    A link may lead anywhere within the templates folder, or within the folder it sits in
    (a linked folder of shared templates is the publisher's own), and nowhere else."""
    if path.is_symlink():
        try:
            real = path.resolve(strict=True)
        except (OSError, RuntimeError):  # a link to nothing, or a loop of links
            return f"is a link that leads to no file ({os.readlink(path)})"
        inside = (folder.resolve(), path.parent.resolve())
        if not any(real.is_relative_to(root) for root in inside):
            return f"is a link to a file outside the templates folder ({real})"
        path = real
    return None if path.is_file() else f"is {not_a_file(path)}"  # a FIFO is never opened


def not_utf8(display: str, data: bytes, error: UnicodeDecodeError) -> Problem:
    """``[template-encoding]`` for a template at ``display`` whose bytes ``data`` are not
    UTF-8, at the line of the first byte that is not, as the extraction and the render
    both say it."""
    line = data[: error.start].count(b"\n") + 1
    message = f"not UTF-8: byte 0x{data[error.start]:02x} at line {line}"
    return Problem(display, line, None, "template-encoding", message, "save the template as UTF-8")


def missing_template(display: str) -> Problem:
    """``[missing-template]`` for the template at ``display``, as both the extraction of the
    templates' strings and the render say it: the same mistake, the same way out."""
    return Problem(
        display,
        None,
        None,
        "missing-template",
        "template not found",
        hint="fix the templates setting in [tool.comparekit], or restore the template "
        "from `comparekit init` or version control",
    )
