"""``comparekit status``: how far each locale's translation of each source has come."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from comparekit.cache import Shelf, comparekit_digest, digest
from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.rules import is_blank
from comparekit.catalogs.table import cache_name, content_hash, load_entries, load_table
from comparekit.checks.catalogs import check_translations
from comparekit.checks.check import stale_sources
from comparekit.checks.todo import fuzzy_reason
from comparekit.errors import Problem, ProblemsFound
from comparekit.rendering.templatefiles import template_inputs
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings

STATES = ("translated", "fuzzy", "untranslated")


@dataclass(frozen=True)
class SourceStatus:
    locale: str
    source: str  # the file key: comparisons/deepinfer-vs-dynamo, products/vllm, ui …
    translated: int
    fuzzy: int
    untranslated: int
    # Of the fuzzy: those whose English changed, and those the translation memory suggested
    # (the rest were marked for review by hand).
    changed: int = 0
    suggested: int = 0
    failing: int = 0  # translated, but failing a check: the build shows the English there

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated + self.failing


@dataclass
class StatusReport:
    rows: list[SourceStatus] = field(default_factory=list)
    obsolete: dict[str, int] = field(default_factory=dict)  # locale → obsolete entries
    stale_sources: list[Problem] = field(default_factory=list)


def project_status(
    project: Project, today: dt.date | None = None, locales: Sequence[str] | None = None
) -> StatusReport:
    """Counts per locale (all, or ``locales``) and source file; a missing catalog counts as
    all untranslated.

    Read from the build's translation tables, and each locale's counts remembered by
    everything they depend on (comparekit, the settings, the sources, the templates and
    the catalog's content): the preview asks at every start and after every edit, and
    walking every string of a thousand articles' catalogs takes seconds."""
    settings = project.settings
    report = StatusReport(stale_sources=stale_sources(project, today or dt.date.today()))
    cache = settings.cache_folder()
    memory = Shelf(cache / "status" if cache is not None else None)
    inputs = ""
    strings: list[tuple[str, str | tuple[str, str]]] | None = None
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        key = None
        if cache is not None and path.is_file():
            inputs = inputs or _inputs(project)
            key = digest(inputs, tag, content_hash(path, cache))
            found = memory.get(key, LocaleCounts)
            if found is not None:
                report.rows.extend(found.rows)
                report.obsolete[tag] = found.obsolete
                continue
        strings = template_strings(project) if strings is None else strings
        counted = _locale_counts(settings, tag, path, strings)
        if key is not None:
            memory.put(key, counted)
        report.rows.extend(counted.rows)
        report.obsolete[tag] = counted.obsolete
    memory.save()
    report.rows = _with_failing(project, report.rows, inputs or _inputs(project), strings)
    return report


def _with_failing(
    project: Project,
    rows: list[SourceStatus],
    inputs: str,
    strings: list[tuple[str, str | tuple[str, str]]] | None,
) -> list[SourceStatus]:
    """The rows with the translated entries that fail a check counted apart: a page shows
    the English for them, so they are not done (``check``'s verdicts, from its cache)."""
    settings = project.settings
    if not rows or not all(settings.catalog_path(tag).is_file() for tag in settings.locales):
        return rows  # a missing catalog is all untranslated; check says so
    cache = settings.cache_folder()
    memory = Shelf(cache / "checks" if cache is not None else None)
    try:
        _, coverage = check_translations(
            project, inputs, memory, None if strings is None else lambda: strings
        )
    except ProblemsFound:
        return rows  # a catalog check cannot read: its problems are check's to report
    # Only the translations' verdicts were asked: check's others (format flags, catalogs
    # behind their sources) stay, or the next check, or the preview's next refresh after
    # an edit, works each out again.
    memory.save(drop_unused=False)
    counted = []
    for row in rows:
        current = coverage.get((row.locale, row.source), (row.translated, row.total))[0]
        failing = max(0, row.translated - current)
        counted.append(replace(row, translated=row.translated - failing, failing=failing))
    return counted


@dataclass(frozen=True)
class LocaleCounts:
    """One locale's part of the report, as the cache keeps it."""

    rows: list[SourceStatus]
    obsolete: int


def _inputs(project: Project) -> str:
    """What the strings counted depend on besides the catalog."""
    settings = project.settings
    return digest(
        comparekit_digest(),
        settings.model_dump_json(),
        *(doc.source_digest for doc in project.documents()),
        *template_inputs(settings.path(settings.templates)),
    ).hex()


def _locale_counts(
    settings: Settings, tag: str, path: Path, strings: list[tuple[str, str | tuple[str, str]]]
) -> LocaleCounts:
    display = settings.display(path)
    table = load_table(path, tag, display, settings.cache_folder()) if path.is_file() else None
    counts: dict[str, Counter[str]] = {}
    fuzzy: list[str] = []
    for key, msgid in strings:
        found = table.get(msgid, key) if table is not None else None
        if found is None:
            state = "untranslated"
        elif found.fuzzy:
            state = "fuzzy"
            fuzzy.append(key)
        else:
            state = "untranslated" if any(map(is_blank, found.strings)) else "translated"
        source = key.split(":", 1)[0]
        counted = counts.get(source)
        if counted is None:  # not setdefault: a Counter made per string costs a third
            counted = counts[source] = Counter()
        counted[state] += 1
    # Why each fuzzy entry is fuzzy is in its comments, which the table leaves out.
    for key, reason in _fuzzy_reasons(path, tag, display, settings, fuzzy).items():
        if reason in ("changed", "suggested"):  # else marked by hand: only "fuzzy"
            counts[key.split(":", 1)[0]][reason] += 1
    rows = [
        SourceStatus(
            tag,
            source,
            count["translated"],
            count["fuzzy"],
            count["untranslated"],
            changed=count["changed"],
            suggested=count["suggested"],
        )
        for source, count in counts.items()
    ]
    return LocaleCounts(rows, table.obsolete if table is not None else 0)


def _fuzzy_reasons(
    path: Path, tag: str, display: str, settings: Settings, keys: list[str]
) -> dict[str, str]:
    """``todo.fuzzy_reason`` of each fuzzy entry under ``keys``; read only if there is one."""
    if not keys:
        return {}
    wanted = set(keys)
    entries = load_entries(path, cache_name(tag), display, settings.cache_folder()).entries
    return {
        str(entry.context): fuzzy_reason(entry)[0]
        for entry in entries
        if entry.context in wanted and entry.fuzzy and not entry.obsolete
    }
