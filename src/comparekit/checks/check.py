"""``comparekit check``: every guarantee proven before anything is published.

Three layers, each reported in full: the sources (schema, references, stale access
dates), the catalogs (every entry of every locale against its English, and whether the
catalog is current), and the rendered pages (block structure and links, parsed by a real
Markdown parser). Nothing is written.
"""

from __future__ import annotations

import datetime as dt
import errno
import functools
import os
import re
from dataclasses import dataclass, field
from typing import Any

from comparekit.cache import Shelf, comparekit_digest, digest
from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.formatflags import catalog_flag_problems
from comparekit.catalogs.rules import BIDI_CONTROL, HIDDEN_CHARACTERS, INVISIBLE
from comparekit.checks.catalogs import check_translations
from comparekit.checks.source_text import source_text_problems
from comparekit.checks.stale import stale_catalog_problems
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import exclusive
from comparekit.rendering.pages import LocaleResult
from comparekit.rendering.remembered import render_remembered
from comparekit.rendering.shapes import shape_problems
from comparekit.rendering.sites import PROFILES
from comparekit.rendering.store import PageRecord, PageStore, page_store
from comparekit.rendering.templatefiles import template_inputs
from comparekit.sources.load import Document, Project, load_project
from comparekit.sources.settings import Settings


@dataclass(frozen=True)
class CheckedPages:
    """Every page of every locale as check found it in the page store of the plain profile
    (or rendered it there), by digest, with the store that keeps their texts: the preview
    shows these instead of working out every page's digest a second time."""

    pages: list[tuple[bytes, PageRecord]]
    results: list[LocaleResult]
    store: PageStore


@dataclass
class CheckReport:
    problems: list[Problem] = field(default_factory=list)
    # (locale, source key) → (current translations, strings)
    coverage: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    # The sources as this check loaded them (None if they did not load): the preview shows
    # the pages of the project it checked instead of loading it a second time.
    project: Project | None = field(default=None, compare=False, repr=False)
    # Its pages, when they are kept in the cache (a store of one run is gone after it).
    pages: CheckedPages | None = field(default=None, compare=False, repr=False)
    # What the user should know that is no problem of the input (the cache left unused).
    notes: list[str] = field(default_factory=list)

    def failed(self, strict: bool) -> bool:
        return any(p.severity == "error" or strict for p in self.problems)


def check_project(
    settings: Settings, today: dt.date | None = None, stale_catalogs: bool = True
) -> CheckReport:
    """Run every check; the report lists all problems, none is left for a second run.

    ``stale_catalogs=False`` leaves out whether ``update`` would change a catalog: the one
    check that merges every catalog anew after an edit (the preview runs it second)."""
    cache = settings.cache_folder()
    if cache is None:
        return _check(settings, today, stale_catalogs)
    try:
        with exclusive(cache / "lock", "the cache"):  # the same lock as a build's
            return _check(settings, today, stale_catalogs)
    except OSError as fault:
        # The cache only makes a check quick: a disk that fills as it is claimed or written
        # must not fail (or half-do) the check itself. Checked again from the start without
        # it, so that no verdict rests on an entry written halfway.
        if fault.errno not in _DISK_FULL:
            raise
        reason = os.strerror(fault.errno)
    report = _check(settings.model_copy(update={"cache": None}), today, stale_catalogs)
    report.notes.append(
        f"{settings.display(cache)} cannot be written ({reason}): checked without the cache"
    )
    return report


_DISK_FULL = (errno.ENOSPC, errno.EDQUOT)


def _check(settings: Settings, today: dt.date | None, stale_catalogs: bool) -> CheckReport:
    report = CheckReport()
    try:
        project = load_project(settings)
    except ProblemsFound as found:
        report.problems.extend(found.problems)
        return report  # nothing further can be checked without valid sources
    report.project = project
    report.problems.extend(stale_sources(project, today or dt.date.today()))
    report.problems.extend(invisible_in_sources(project))
    report.problems.extend(source_text_problems(project))
    memory = Shelf(cache / "checks" if (cache := settings.cache_folder()) is not None else None)
    try:
        report.problems.extend(check_catalogs(project, report, memory, stale_catalogs))
        page_problems, report.pages = check_pages(project)
        report.problems.extend(page_problems)
    except ProblemsFound as found:
        report.problems.extend(found.problems)
        return report
    memory.save()
    report.problems.sort(key=Problem.sort_key)
    return report


def check_pages(project: Project) -> tuple[list[Problem], CheckedPages | None]:
    """Every page in every locale, rendered with English wherever a translation failed
    (those are reported by the catalog checks), has the source locale's shape, and every
    link lands. Pages come from the build's page store when their inputs did not change;
    they are handed back when the cache keeps them."""
    settings = project.settings
    site = PROFILES["plain"](settings.all_locales)
    locales = list(settings.all_locales)
    cache = settings.cache_folder()
    with page_store(cache, site.name, settings.path(settings.output)) as store:
        pages, results = render_remembered(project, locales, site, store)
        store.save(locales)
        problems = shape_problems(
            [(r.locale, r.key, r.shape, r.links) for _, r in pages],
            site,
            settings.source_locale,
            lambda index: store.body(pages[index][0]),
        )
        return problems, CheckedPages(pages, results, store) if cache is not None else None


# Fields a reader follows or trusts by their look: an invisible character there is an error.
_NAMES_AND_LINKS = re.compile(r"^\s*(?:name|short_name|url|homepage|link_title):")


# Each source's findings by its path and content digest, as the last check in this process
# found them: a preview refresh after a catalog edit read and searched a thousand
# unchanged sources again, a sixth of its time.
_invisible: dict[tuple[str, str], list[Problem]] = {}


def invisible_in_sources(project: Project) -> list[Problem]:
    """Bidi controls and zero-width characters in the sources, at their line and column:
    errors in product names, link texts and URLs, warnings anywhere else."""
    problems = []
    found: dict[tuple[str, str], list[Problem]] = {}
    for document in project.documents():
        known = (document.path, document.source_digest)
        kept = _invisible.get(known) if document.source_digest else None
        if kept is None:
            kept = _invisible_in(document)
        found[known] = kept
        problems += kept
    _invisible.clear()
    _invisible.update(found)
    return problems


def _invisible_in(document: Document[Any]) -> list[Problem]:
    """The invisible characters of one source."""
    problems: list[Problem] = []
    text = document.file.read_text(encoding="utf-8")
    # Most sources have none: looking for each character in the whole text (a fast
    # substring search) saves a regular expression's walk over every line.
    if text.isascii() or not any(char in text for char in HIDDEN_CHARACTERS):
        return problems
    for number, line in enumerate(text.split("\n"), start=1):
        for match in (*BIDI_CONTROL.finditer(line), *INVISIBLE.finditer(line)):
            trusted = bool(_NAMES_AND_LINKS.match(line))
            problems.append(
                Problem(
                    document.path,
                    number,
                    match.start() + 1,
                    "invisible",
                    f"invisible character U+{ord(match.group()):04X}"
                    + (" in a name or a link" if trusted else ""),
                    hint="delete it (an editor with 'show invisibles' finds it): it can "
                    "reorder or hide what a reader sees",
                    severity="error" if trusted else "warning",
                )
            )
    return problems


def stale_sources(project: Project, today: dt.date) -> list[Problem]:
    """Articles whose sources were read longer ago than the window (a warning)."""
    problems = []
    for document in project.comparisons.values():
        article = document.model
        # Each source may carry its own date; the article's date stands for the rest.
        read_on = {("accessed",): article.accessed} | {
            ("sources", key, "accessed"): source.accessed
            for key, source in article.sources.items()
            if source.accessed is not None
        }
        path, oldest = min(read_on.items(), key=lambda item: item[1])
        age = (today - oldest).days
        if age > project.settings.source_max_age_days:
            problems.append(
                Problem(
                    document.path,
                    document.line_of(path),
                    None,
                    "stale-source",
                    f"sources were read {age} days ago ({oldest})",
                    hint="re-read the sources, update the facts, then the access date "
                    f"(the window is source_max_age_days = {project.settings.source_max_age_days})",
                    severity="warning",
                )
            )
    return problems


def check_catalogs(
    project: Project, report: CheckReport, memory: Shelf, stale_catalogs: bool = True
) -> list[Problem]:
    """Every template string in every locale: translated, current, and undamaged; and
    every catalog current with the sources.

    Each verdict is remembered by a digest of everything it depends on (the sources, the
    templates, comparekit, the catalog's entries), so an unchanged catalog is not read
    again, and in a changed one only the source files whose entries changed are.
    """
    settings = project.settings
    inputs = digest(
        comparekit_digest(),
        settings.model_dump_json(),
        *(doc.source_digest for doc in project.documents()),
        *template_inputs(settings.path(settings.templates)),
    ).hex()
    strings = functools.cache(functools.partial(template_strings, project))  # when asked
    problems = stale_catalog_problems(project, inputs, memory, strings) if stale_catalogs else []
    found, coverage = check_translations(project, inputs, memory, strings)
    report.coverage.update(coverage)
    return problems + found + catalog_flag_problems(settings, memory)  # as msgfmt -c sees
