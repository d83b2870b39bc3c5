"""The translation dashboard: every source × every locale, with what needs a translator.

Figures come from ``status`` (translated, fuzzy, untranslated per source file), from the
catalogs (fuzzy entries whose English changed: they carry the previous English) and from
``check`` (its problems, each with file:line). The preview serves it at ``/``;
``comparekit status --html`` writes it as one self-contained file.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from pathlib import Path

from comparekit.catalogs.po.read import read_po
from comparekit.errors import Problem, ProblemsFound
from comparekit.rendering.sites import HUB
from comparekit.serving.preview import Snapshot
from comparekit.sources.load import COMPARISONS_DIR


@dataclass(frozen=True)
class Cell:
    """One source's strings in one locale."""

    locale: str
    translated: int
    fuzzy: int
    changed: int  # of the fuzzy: those whose English changed since they were translated
    untranslated: int
    problems: int  # check's problems with the source's entries of this locale

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated

    @property
    def coverage(self) -> float:
        return self.translated / self.total if self.total else 1.0


@dataclass(frozen=True)
class Row:
    source: str  # comparisons/deepinfer-vs-dynamo, products/vllm, ui …
    title: str
    page: str  # the page its review view shows: the article, or the hub for shared files
    cells: list[Cell]
    stale: list[Problem]  # its sources were read longer ago than the window


@dataclass(frozen=True)
class Dashboard:
    locales: list[str]  # the target locales
    rows: list[Row]
    totals: list[Cell]
    problems: list[Problem]  # check's, errors first
    stoppers: list[Problem]  # what keeps the pages from being current


def dashboard(snapshot: Snapshot) -> Dashboard:
    """The dashboard of a refresh of the preview."""
    project = snapshot.project
    if project is None:  # nothing has read yet: only what stops it
        return Dashboard([], [], [], [], snapshot.problems)
    settings = project.settings
    locales = list(settings.locales)
    catalogs = {tag: settings.display(settings.catalog_path(tag)) for tag in locales}
    changed = {tag: _changed_entries(settings.catalog_path(tag), catalogs[tag]) for tag in locales}
    status = {(row.locale, row.source): row for row in snapshot.status.rows}
    sources = list(dict.fromkeys(row.source for row in snapshot.status.rows))
    # Articles first, in the project's order, then the hub and the files every page shares.
    sources.sort(key=lambda source: not source.startswith(f"{COMPARISONS_DIR}/"))
    rows = []
    for source in sources:
        slug = source.removeprefix(f"{COMPARISONS_DIR}/")
        is_article = slug != source and slug in project.comparisons
        title = project.comparisons[slug].model.title if is_article else source
        cells = []
        for tag in locales:
            counts = status.get((tag, source))
            if counts is None:
                continue
            prefix = f"'{source}:"
            cells.append(
                Cell(
                    tag,
                    counts.translated,
                    counts.fuzzy,
                    sum(1 for key in changed[tag] if key.startswith(f"{source}:")),
                    counts.untranslated,
                    sum(
                        1
                        for p in snapshot.check.problems
                        if p.path == catalogs[tag] and prefix in p.message
                    ),
                )
            )
        stale = [
            p
            for p in snapshot.status.stale_sources
            if is_article and p.path == project.comparisons[slug].path
        ]
        rows.append(Row(source, title, slug if is_article else HUB, cells, stale))
    totals = [
        Cell(
            tag,
            *(
                sum(getattr(cell, name) for row in rows for cell in row.cells if cell.locale == tag)
                for name in ("translated", "fuzzy", "changed", "untranslated", "problems")
            ),
        )
        for tag in locales
    ]
    problems = sorted(snapshot.check.problems, key=lambda p: (p.severity != "error", p.sort_key()))
    return Dashboard(locales, rows, totals, problems, snapshot.problems)


def _changed_entries(path: Path, display: str) -> frozenset[str]:
    """The keys of a catalog's fuzzy entries that carry the English they were translated
    from (``#| msgid``): their English changed. Read again only when the file changes."""
    try:
        stat = os.stat(path)
    except OSError:
        return frozenset()
    return _changed_cached(path, display, stat.st_size, stat.st_mtime_ns)


@functools.lru_cache(maxsize=16)
def _changed_cached(path: Path, display: str, size: int, mtime: int) -> frozenset[str]:
    try:
        po = read_po(path.read_bytes(), display)
    except (OSError, ProblemsFound):  # check reports a catalog that does not read
        return frozenset()
    return frozenset(
        str(entry.context)
        for entry in po.entries
        if entry.fuzzy and not entry.obsolete and entry.previous_msgid is not None
    )
