"""The translation dashboard: every source × every locale, with what needs a translator.

Figures come from ``status`` (translated, fuzzy, untranslated per source file, and of the
fuzzy, those whose English changed and those the translation memory suggested) and from
``check`` (its problems, each with file:line: the rules a translation breaks, not again
the strings ``status`` already counts as untranslated or fuzzy). The preview serves it at
``/``; ``comparekit status --html`` writes it as one self-contained file.
"""

from __future__ import annotations

from dataclasses import dataclass

from comparekit.checks.todo import STATE_CODES
from comparekit.errors import Problem
from comparekit.rendering.sites import HUB
from comparekit.serving.preview import Snapshot
from comparekit.sources.settings import COMPARISONS_DIR


@dataclass(frozen=True)
class Cell:
    """One source's strings in one locale."""

    locale: str
    translated: int
    fuzzy: int
    changed: int  # of the fuzzy: those whose English changed since they were translated
    untranslated: int
    problems: int  # check's findings on the source's entries of this locale: broken rules
    suggested: int = 0  # of the fuzzy: those the translation memory suggested

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated

    @property
    def coverage(self) -> float:
        return self.translated / self.total if self.total else 1.0

    def bar(self) -> list[tuple[str, float, float]]:
        """The cell's bar: (state, start, width) in percent of the strings, in the order
        translated, English changed, suggested, other fuzzy, untranslated; empty parts left
        out."""
        parts = [
            ("translated", self.translated),
            ("changed", self.changed),
            ("suggested", self.suggested),
            ("fuzzy", self.fuzzy - self.changed - self.suggested),
            ("untranslated", self.untranslated),
        ]
        bar, start = [], 0.0
        for state, count in parts:
            if count > 0 and self.total:
                width = round(100 * count / self.total, 2)
                bar.append((state, round(start, 2), width))
                start += width
        return bar


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
    # An untranslated or fuzzy string is counted as such, not again as a problem.
    findings = [p for p in snapshot.check.problems if p.code not in STATE_CODES]
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
                    counts.changed,
                    counts.untranslated,
                    sum(1 for p in findings if p.path == catalogs[tag] and prefix in p.message),
                    counts.suggested,
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
                for name in (
                    "translated",
                    "fuzzy",
                    "changed",
                    "untranslated",
                    "problems",
                    "suggested",
                )
            ),
        )
        for tag in locales
    ]
    problems = sorted(snapshot.check.problems, key=lambda p: (p.severity != "error", p.sort_key()))
    return Dashboard(locales, rows, totals, problems, snapshot.problems)
