"""What the preview shows, made by the build's own machinery and refreshed after each edit.

A refresh runs ``check`` (which renders every page of every locale into the page store,
incrementally, as ``build`` does), then takes the pages from that store: nothing is
written to the output folder. A refresh that finds problems keeps the last good pages and
shows the problems on every page, until a later refresh finds none.
"""

from __future__ import annotations

import datetime as dt
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TypeVar

from comparekit.cache import digest
from comparekit.catalogs.contenthash import hashes_held
from comparekit.catalogs.table import load_table
from comparekit.catalogs.variants import translation_variants
from comparekit.checks.check import CheckReport, check_project
from comparekit.checks.status import StatusReport, project_status
from comparekit.errors import ComparekitError, Problem, ProblemsFound
from comparekit.files import Busy, exclusive
from comparekit.rendering.pages import LocaleResult
from comparekit.rendering.remembered import render_remembered
from comparekit.rendering.sites import HUB, PROFILES
from comparekit.rendering.store import PageRecord, PageStore, page_body, page_store
from comparekit.rendering.templatefiles import template_inputs
from comparekit.sources.load import Project, load_project
from comparekit.sources.settings import Settings

T = TypeVar("T")


@dataclass(frozen=True)
class PreviewPage:
    title: str
    fallbacks: int  # strings shown in English for want of a current translation
    text: str | None  # the body as the plain profile publishes it, or None: read from
    stored: str | None = None  # the page store's file, when the page is asked for

    @property
    def markdown(self) -> str:
        if self.text is not None:
            return self.text
        assert self.stored is not None
        try:
            return page_body(self.stored)
        except OSError:  # a build since dropped it from the store: the next refresh renders it
            return "*This page changed on disk; it is being rendered again.*\n"


@dataclass(frozen=True)
class Snapshot:
    """Everything one refresh found; the server answers every request from one of these."""

    version: int
    pages: dict[tuple[str, str], PreviewPage] = field(default_factory=dict)  # (tag, key)
    project: Project | None = None
    check: CheckReport = field(default_factory=CheckReport)
    status: StatusReport = field(default_factory=StatusReport)
    results: list[LocaleResult] = field(default_factory=list)
    # What stops the pages from being current: bad YAML, a broken catalog or template.
    problems: list[Problem] = field(default_factory=list)
    seconds: float = 0.0
    # False for the pages alone, taken from the page store before anything was checked
    # (``Preview.first_pages``): ``check`` and ``status`` are still empty.
    checked: bool = True

    @property
    def keys(self) -> list[str]:
        """The hub, then every comparison, in the project's order."""
        return [HUB, *(self.project.comparisons if self.project else ())]


class Preview:
    """The project as the preview shows it; ``refresh()`` after every change."""

    def __init__(self, settings: Settings, today: Callable[[], dt.date] = dt.date.today):
        # The preview publishes nothing, and reviewers read translations there: one that
        # waits for review is shown (and marked, and warned of), not held back.
        review = "warn" if settings.review == "required" else settings.review
        self.settings = settings.model_copy(update={"review": review})
        self.today = today
        self.current = Snapshot(version=0)
        self._stale: list[Problem] = []  # catalogs update would change, as last worked out
        self._stale_for: str | None = None  # for the sources and templates of this digest

    def refresh(self, complete: bool = True) -> Snapshot:
        """Read, check and render the project again; never raises for what is on disk.

        ``complete=False`` leaves out whether ``update`` would change a catalog, the one
        check that costs more than the rest after an edit: ``recheck()`` adds it."""
        return self._refreshed(lambda version: self._read(version, complete))

    def first_pages(self) -> Snapshot:
        """The pages alone, for the first request not to wait for the whole project to be
        checked: with a cache, each page whose inputs did not change is the page store's,
        as a checked refresh shows it (check renders the same pages into the same store);
        ``refresh(False)`` adds the checks next. Without a cache, that refresh itself."""
        if self.settings.cache_folder() is None:
            return self.refresh(complete=False)
        return self._refreshed(self._pages_alone)

    def _refreshed(self, read: Callable[[int], Snapshot]) -> Snapshot:
        """``read``'s snapshot as the current one; what stops it is shown on the last."""
        started = time.perf_counter()
        last = self.current
        try:
            with hashes_held():  # a catalog just saved is hashed once, not at each use
                snapshot = read(last.version + 1)
        except ProblemsFound as found:
            snapshot = _with_problems(last, found.problems)
        except ComparekitError as error:  # another run holds the cache, or the project moved
            code = "busy" if isinstance(error, Busy) else "project"
            snapshot = _with_problems(last, [Problem("(preview)", None, None, code, str(error))])
        except OSError as error:
            where = error.filename or "(preview)"
            message = error.strerror or str(error)
            snapshot = _with_problems(last, [Problem(str(where), None, None, "io", message)])
        except Exception:  # a bug of ours: shown, and the server keeps serving
            message = traceback.format_exc(limit=-3)
            snapshot = _with_problems(last, [Problem("(comparekit)", None, None, "crash", message)])
        self.current = replace(snapshot, seconds=time.perf_counter() - started)
        return self.current

    def recheck(self) -> Snapshot | None:
        """Add what the quicker refresh left out (catalogs that `update` would change, and
        the dashboard's figures); a new snapshot only if they changed."""
        last = self.current
        if last.problems or last.project is None:
            return None  # nothing to add to pages that did not build
        try:
            stale = self._stale_catalogs(last.project)
            status = project_status(last.project, self.today())
            _walk_variants(self.settings)
        except (ComparekitError, OSError):
            return None  # the next refresh reports it
        except Exception:  # a bug of ours: shown on the dashboard; pages and reload go on
            crash = Problem("(comparekit)", None, None, "crash", traceback.format_exc(limit=-3))
            problems = [*last.check.problems, crash]
            self.current = replace(
                last, version=last.version + 1, check=replace(last.check, problems=problems)
            )
            return self.current
        # Only what the last refresh left out: the files may have changed since, and the
        # refresh already queued for that will bring the rest.
        others = [p for p in last.check.problems if p.code != "stale-catalog"]
        problems = sorted([*others, *stale], key=Problem.sort_key)
        if problems == last.check.problems and status == last.status:
            return None
        self.current = replace(
            last,
            version=last.version + 1,
            check=replace(last.check, problems=problems),
            status=status,
        )
        return self.current

    def _stale_catalogs(self, project: Project) -> list[Problem]:
        """The catalogs that ``update`` would change. Worked out only when the sources or
        templates changed since the last time (a catalog falls behind when its English
        does), never for the sources the preview started with: merging every catalog
        anew costs as much as ``update`` (a minute at 1,000 articles), too long to hold
        up the translations saved meanwhile. The strings a stale catalog lacks show as
        untranslated on the dashboard all the same."""
        settings = self.settings
        sources = digest(
            *(doc.source_digest for doc in project.documents()),
            *template_inputs(settings.path(settings.templates)),
        ).hex()
        if self._stale_for is None:
            self._stale_for = sources
        elif sources != self._stale_for:
            check = _retry_busy(lambda: check_project(settings, self.today()))
            self._stale = [p for p in check.problems if p.code == "stale-catalog"]
            self._stale_for = sources
        return self._stale

    def _read(self, version: int, complete: bool) -> Snapshot:
        settings = self.settings
        # check's findings (a translation failing a check falls back to English, as in a
        # build) are shown beside the pages; sources, catalogs or templates that do not
        # read stop them, raised by loading or rendering below.
        check = _retry_busy(lambda: check_project(settings, self.today(), complete))
        if not complete:  # the catalogs update would change, as recheck() last found them
            check.problems = sorted([*check.problems, *self._stale], key=Problem.sort_key)
        # The project check loaded; loaded here only to raise what stops it from loading.
        project = check.project if check.project is not None else load_project(settings)
        # The dashboard's figures cost a walk of every catalog: a quick refresh keeps the
        # last ones, for recheck() to bring up to date (the first pages had none to keep).
        last = self.current
        quick = not complete and last.project is not None and last.checked
        status = last.status if quick else project_status(project, self.today())
        # The pages check found or rendered, for the same project, site and locales, are
        # these: taken as they are, not worked out again page by page.
        if check.pages is not None and check.project is project:
            shown = _shown(check.pages.pages, check.pages.store, kept=True)
            return Snapshot(version, shown, project, check, status, check.pages.results)
        return self._rendered(version, project, check, status)

    def _pages_alone(self, version: int) -> Snapshot:
        project = load_project(self.settings)
        snapshot = self._rendered(version, project, CheckReport(), StatusReport())
        return replace(snapshot, checked=False)

    def _rendered(
        self, version: int, project: Project, check: CheckReport, status: StatusReport
    ) -> Snapshot:
        """Every page of the project, from the page store where it has them."""
        settings = self.settings
        site = PROFILES["plain"](settings.all_locales)
        locales = list(settings.all_locales)
        cache = settings.cache_folder()

        def render() -> Snapshot:
            with page_store(cache, site.name, settings.path(settings.output)) as store:
                pages, results = render_remembered(project, locales, site, store)
                shown = _shown(pages, store, kept=cache is not None)
                store.save(locales)
            return Snapshot(version, shown, project, check, status, results)

        if cache is None:
            return render()
        return _retry_busy(lambda: _holding(cache / "lock", render))


def _shown(
    pages: list[tuple[bytes, PageRecord]], store: PageStore, kept: bool
) -> dict[tuple[str, str], PreviewPage]:
    """The pages as the preview shows them: with a cache (``kept``), a page's text is read
    when it is asked for; a store of this refresh alone is gone after it."""
    return {
        (record.locale, record.key): PreviewPage(
            record.info.title,
            len(record.fallbacks),
            None if kept else store.body(page),
            store.text_path(page) if kept else None,
        )
        for page, record in pages
    }


def _walk_variants(settings: Settings) -> None:
    """Walk each catalog for the English it translates several ways, as the next refresh
    would if nothing is kept of this version: an edit then walks only what it changed
    (``catalogs.variants``), and the first edit shows as soon as the later ones."""
    cache = settings.cache_folder()
    for tag in settings.locales:
        path = settings.catalog_path(tag)
        if cache is not None and path.is_file():
            translation_variants(load_table(path, tag, settings.display(path), cache))


def _holding(lock: Path, work: Callable[[], Snapshot]) -> Snapshot:
    """``work()`` under the lock every build and check of the project shares."""
    with exclusive(lock, "the cache"):
        return work()


def _with_problems(last: Snapshot, problems: list[Problem]) -> Snapshot:
    """The last good pages, shown under the problems that stop them from being current."""
    return replace(last, version=last.version + 1, problems=sorted(problems, key=Problem.sort_key))


def _retry_busy(work: Callable[[], T], attempts: int = 50) -> T:
    """Run ``work``; while another comparekit run holds the cache, wait for it (10 s)."""
    for _ in range(attempts - 1):
        try:
            return work()
        except Busy:
            time.sleep(0.2)
    return work()
