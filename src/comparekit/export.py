"""Lay rendered pages out on disk: one folder per locale, YAML frontmatter, atomic swap."""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from pathlib import Path

import frontmatter
import yaml

from comparekit.render import Page
from comparekit.write import staged_tree, write_text_atomic


def page_text(page: Page) -> str:
    """The page as written: frontmatter (readable YAML, CJK kept as characters) and body."""
    post = frontmatter.Post(page.body, **page.metadata)
    text: str = frontmatter.dumps(
        post, Dumper=yaml.SafeDumper, allow_unicode=True, sort_keys=False, width=1_000_000
    )
    return text.rstrip("\n") + "\n"


def write_site(pages: Iterable[Page], out: Path, keep_locales: Iterable[str] = ()) -> list[Path]:
    """Write ``pages`` as ``out/<locale>/<name>`` and swap the tree in as one step.

    Locale folders in ``keep_locales`` are carried over from the previous output (a build
    of some locales must not delete the others); anything else not rebuilt disappears, so
    files of removed articles never linger.
    """
    written: list[Path] = []
    with staged_tree(out) as stage:
        for locale in keep_locales:
            previous = out / locale
            if previous.is_dir():
                shutil.copytree(previous, stage / locale)
        for page in pages:
            target = stage / page.locale / page.name
            write_text_atomic(target, page_text(page))
            written.append(out / page.locale / page.name)
    return written
