"""What a page's rendering may read in the templates folder: the loader Jinja2 reads
templates through, and the digests that decide whether a page, a check or the preview is
current.

Jinja2's loader serves any file below the folder, so an include may sit in a subfolder and
have any suffix: every file counts, by its name and its bytes. One that is not a regular
file (a FIFO, a device, a link to one) counts by its name alone and is never read here, so
that it cannot hang a build that only asks whether anything changed.
Of a template that is a link out of the folder, or not a regular file
(``sources.templatelinks``), the loader reads nothing and the digest only the name.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import jinja2
import jinja2.exceptions
from jinja2.loaders import split_template_path

from comparekit.ownership import read_regular
from comparekit.sources.templatelinks import template_refusal
from comparekit.sources.userfile import MAX_TEMPLATE_BYTES


class TemplateRefused(jinja2.exceptions.SecurityError):
    """A template file the loader will not read: the render names it at the line that
    included it."""


class TemplateFolderLoader(jinja2.FileSystemLoader):
    """Jinja2's loader of the templates folder, reading only its own regular files."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.folder = folder

    def get_source(
        self, environment: jinja2.Environment, template: str
    ) -> tuple[str, str, Callable[[], bool]]:
        path = Path(self.folder, *split_template_path(template))
        if not os.path.lexists(path):
            return super().get_source(environment, template)  # its TemplateNotFound
        refused = template_refusal(self.folder, path)
        if refused is not None:
            raise TemplateRefused(f"the template {template} {refused}")
        data = read_regular(path.resolve(), MAX_TEMPLATE_BYTES + 1)
        if data is None:  # replaced since it was looked at
            raise TemplateRefused(f"the template {template} changed while it was read")
        if len(data) > MAX_TEMPLATE_BYTES:
            raise TemplateRefused(
                f"the template {template} is more than {MAX_TEMPLATE_BYTES // 2**20} MiB: "
                "a file that large is damaged (restore it from version control)"
            )
        mtime = os.path.getmtime(path)

        def uptodate() -> bool:
            try:
                return os.path.getmtime(path) == mtime
            except OSError:
                return False

        return data.decode("utf-8"), os.path.normpath(path), uptodate


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
