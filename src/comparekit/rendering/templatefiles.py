"""Whether the templates folder changed: the digests that decide whether a page, a check or
the preview is current (the loader that reads templates for a render is ``templateloader``).

Jinja2's loader serves any file below the folder, so an include may sit in a subfolder and
have any suffix: every file counts, by its name and its bytes. One that is not a regular
file (a FIFO, a device, a link to one) counts by its name alone and is never read here, so
that it cannot hang a build that only asks whether anything changed.
Of a template that is a link out of the folder, or not a regular file
(``sources.templatelinks``), the digest counts only the name. Jinja2 is not loaded here: a
build whose pages are all stored asks this and renders nothing.
"""

from __future__ import annotations

from pathlib import Path

from comparekit.ownership import read_regular
from comparekit.sources.templatelinks import template_refusal
from comparekit.sources.userfile import MAX_TEMPLATE_BYTES


def template_inputs(folder: Path) -> list[str]:
    """The name and the text of each file below ``folder``, sorted by name; through a
    linked folder too, as Jinja2 reads through it (each real folder once: a link back up
    makes no loop)."""
    inputs: list[str] = []
    if not folder.is_dir():
        return inputs  # the missing folder is the render's to report
    for path in sorted(_files_below(folder, set())):
        readable = template_refusal(folder, path) is None
        # Never more than a template may have: the render refuses a larger one, by name.
        data = read_regular(path.resolve(), MAX_TEMPLATE_BYTES + 1) if readable else None
        name = path.relative_to(folder).as_posix()
        inputs += [name, "" if data is None else data.decode("utf-8", "replace")]
    return inputs


def _files_below(folder: Path, seen: set[Path]) -> list[Path]:
    real = folder.resolve()
    if real in seen:
        return []
    seen.add(real)
    found = []
    for path in folder.iterdir():
        if path.is_dir():  # a folder, or a link to one
            found += _files_below(path, seen)
        else:
            found.append(path)
    return found
