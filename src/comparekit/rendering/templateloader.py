"""The loader Jinja2 reads a render's templates through: only the templates folder's own
regular files (``sources.templatelinks``), each within the size a template may have."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import jinja2
import jinja2.exceptions
from jinja2.loaders import split_template_path

from comparekit.ownership import read_regular
from comparekit.sources.conflicts import conflict_marker_line
from comparekit.sources.templatelinks import template_refusal
from comparekit.sources.userfile import MAX_TEMPLATE_BYTES


class TemplateRefused(jinja2.exceptions.SecurityError):
    """A template file the loader will not read: the render names it at the line that
    included it."""


class TemplateConflict(jinja2.TemplateSyntaxError):
    """A template that holds a merge-conflict marker: its text would be published."""


class TemplateNotUtf8(Exception):
    """A template whose bytes are not UTF-8: the render names its file and line."""

    def __init__(self, template: str, data: bytes, error: UnicodeDecodeError) -> None:
        super().__init__(template)
        self.template, self.data, self.error = template, data, error


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

        try:
            source = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise TemplateNotUtf8(template, data, error) from None
        conflict = conflict_marker_line(source)
        if conflict is not None:
            raise TemplateConflict("a merge-conflict marker", conflict, template, str(path))
        return source, os.path.normpath(path), uptodate
