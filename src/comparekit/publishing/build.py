"""``comparekit build``: sources + catalogs → Markdown pages in every locale.

Read as a story: gather and validate everything first, render every page in memory,
refuse anything that is not current, and only then write, atomically.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from comparekit import __version__
from comparekit import cache as cache_file
from comparekit.cache import digest, settled
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import exclusive
from comparekit.publishing.export import write_site
from comparekit.publishing.tree import claim_output, remove_leftovers
from comparekit.rendering.remembered import (
    catalogs_read_alongside,
    render_remembered,
    rendered_locales,
)
from comparekit.rendering.shapes import (
    shape_problems,
)
from comparekit.rendering.sites import PROFILES, SiteProfile
from comparekit.rendering.store import PageStore, page_store
from comparekit.rendering.translate import Fallback
from comparekit.sources.load import Project, load_project
from comparekit.sources.settings import Settings, unknown_locales


@dataclass(frozen=True)
class LocaleSummary:
    locale: str
    pages: int
    coverage: float
    fallbacks: int


@dataclass(frozen=True)
class BuildReport:
    out: Path
    locales: list[LocaleSummary]
    fallbacks: list[Fallback]
    seconds: float
    skipped: list[str] = field(default_factory=list)  # locales below min_coverage
    up_to_date: bool = False  # nothing had changed: nothing was built or written
    rendered: int = 0  # pages rendered anew; the others came from the page store


def build(
    settings: Settings,
    out: Path | None = None,
    locales: list[str] | None = None,
    allow_fallback: bool = False,
    site: str = "plain",
) -> BuildReport:
    """Build the pages of ``locales`` (default: all) for a site profile into ``out``.

    The default ``out`` is the configured output folder for the plain profile, and a
    sibling named after the profile (``dist-hugo``) for the others, so that one build
    never replaces another's tree.
    """
    started = time.perf_counter()
    profile = make_profile(settings, site)
    if out is None:
        output = settings.path(settings.output)
        out = output if site == "plain" else output.with_name(f"{output.name}-{site}")
    selected = select_locales(settings, locales)
    out = claim_output(out, settings.display(out), protected_folders(settings))
    cache = settings.cache_folder()
    with exclusive(run_lock(cache, out), f"the cache and {settings.display(out)}"):
        remove_leftovers(out)
        return _build(settings, out, selected, allow_fallback, profile, cache, started)


def run_lock(cache: Path | None, out: Path) -> Path:
    """The lock a run that writes ``out`` and the cache holds: a file in the cache, which
    every build and check of the project shares; without a cache, the output's parent
    folder itself."""
    if cache is not None:
        return cache / "lock"
    out.parent.mkdir(parents=True, exist_ok=True)
    return out.parent


def _build(
    settings: Settings,
    out: Path,
    selected: list[str],
    allow_fallback: bool,
    profile: SiteProfile,
    cache: Path | None,
    started: float,
) -> BuildReport:
    # Nothing changed since the last build (sources, catalogs, templates, settings, options
    # and the output itself, by size and modification time): there is nothing to do.
    read_at = time.time_ns()
    inputs, newest = input_fingerprint(settings, out, selected, allow_fallback, profile.name)
    previous = _last_build(cache)
    if (
        previous is not None
        and previous.fingerprint == digest(inputs, output_fingerprint(out)).hex()
    ):
        seconds = time.perf_counter() - started
        return replace(previous.report, seconds=seconds, up_to_date=True, rendered=0)

    # Gather: every source loaded and cross-checked before anything is rendered, while
    # other processes read the catalogs that changed.
    with catalogs_read_alongside(settings, selected):
        project = load_project(settings)

    # Render every page of every locale into the page store; a page whose inputs did not
    # change since a previous build is there already.
    with page_store(cache, profile.name, out) as store:
        report = _publish(project, selected, profile, store, out, allow_fallback, started)
    if cache is not None and settled(newest, read_at):
        # The inputs as they were read before the build, the output as it is now.
        after = digest(inputs, output_fingerprint(out)).hex()
        cache_file.write(cache / LAST_BUILD, LastBuild(after, report))
    return report


def _publish(
    project: Project,
    selected: list[str],
    profile: SiteProfile,
    store: PageStore,
    out: Path,
    allow_fallback: bool,
    started: float,
) -> BuildReport:
    """Render what the store lacks, hold the pages to the policy and to the source locale's
    shape, and swap them in as the new output."""
    settings = project.settings
    pages, results = render_remembered(project, selected, profile, store)

    # Refuse to publish anything stale or broken, or follow the project's policy for
    # incomplete locales; --allow-fallback publishes English fallbacks for this run.
    policy = "fallback" if allow_fallback else settings.incomplete
    fallbacks = [fallback for result in results for fallback in result.fallbacks]
    if fallbacks and policy == "fail":
        raise ProblemsFound(fallback.problem() for fallback in fallbacks)
    skipped = [r.locale for r in results if policy == "skip" and r.coverage < settings.min_coverage]
    pages = [(key, record) for key, record in pages if record.locale not in skipped]
    problems = shape_problems(
        [(r.locale, r.key, r.shape, r.links) for _, r in pages],
        profile,
        settings.source_locale,
        lambda index: store.body(pages[index][0]),
    )
    if problems:
        raise ProblemsFound(problems)

    # Write: the whole tree is swapped in at once; other locales' pages are kept.
    keep = [tag for tag in settings.all_locales if tag not in selected]
    published = [(key, record) for key, record in pages if record.locale in selected]
    write_site(published, store, out, profile, keep_locales=keep)
    store.save(rendered_locales(settings, selected))
    summaries = [
        LocaleSummary(
            r.locale,
            sum(record.locale == r.locale for _, record in pages),
            r.coverage,
            len(r.fallbacks),
        )
        for r in results
    ]
    seconds = time.perf_counter() - started
    rendered = sum(1 for digest, _ in published if digest in store.fresh)
    return BuildReport(out, summaries, fallbacks, seconds, skipped, rendered=rendered)


LAST_BUILD = "last-build"


@dataclass(frozen=True)
class LastBuild:
    """What the cache keeps of the last build: its inputs and output by size and
    modification time, and its report, given again when nothing has changed since."""

    fingerprint: str
    report: BuildReport


def input_fingerprint(
    settings: Settings, out: Path, selected: list[str], allow_fallback: bool, site: str
) -> tuple[str, int]:
    """Everything a build depends on, by file size and modification time, and the newest
    modification time among those files."""
    parts = [
        __version__,
        settings.model_dump_json(),
        str(out.resolve()),
        ",".join(selected),
        str(allow_fallback),
        site,
    ]
    folders = [settings.path(p) for p in (settings.articles, settings.catalogs, settings.templates)]
    folders.append(Path(__file__).parent)  # comparekit itself: a new version renders anew
    stats = [stat for folder in folders for stat in _file_stats(str(folder))]
    pyproject = settings.root / "pyproject.toml"
    if pyproject.is_file():
        stats.append((str(pyproject), pyproject.stat().st_mtime_ns))
    parts += sorted(f"{line}:{mtime}" for line, mtime in stats)
    return digest(*parts).hex(), max((mtime for _, mtime in stats), default=0)


def output_fingerprint(out: Path) -> str:
    """The output's files by size and modification time: an edited or deleted page shows."""
    return digest(*sorted(f"{line}:{mtime}" for line, mtime in _file_stats(str(out)))).hex()


def _file_stats(folder: str) -> Iterator[tuple[str, int]]:
    """Path and size, and modification time, of every file below ``folder``."""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # not there (yet): nothing below it
        return
    for entry in entries:
        if entry.is_dir():
            yield from _file_stats(entry.path)
        elif entry.is_file():
            stat = entry.stat()
            yield f"{entry.path}:{stat.st_size}", stat.st_mtime_ns


def _last_build(cache: Path | None) -> LastBuild | None:
    # An unreadable record only costs a full build.
    return cache_file.read(cache / LAST_BUILD, LastBuild) if cache is not None else None


def protected_folders(settings: Settings) -> dict[str, Path]:
    """What no output folder may be or contain: everything the user wrote, and the cache."""
    folders = {
        "the project": settings.root,
        "the sources": settings.path(settings.articles),
        "the catalogs": settings.path(settings.catalogs),
        "the templates": settings.path(settings.templates),
    }
    cache = settings.cache_folder()
    if cache is not None:
        folders["the cache"] = cache
    return folders


def make_profile(settings: Settings, site: str) -> SiteProfile:
    if site not in PROFILES:
        raise ProblemsFound(
            [
                Problem(
                    "(command line)",
                    None,
                    None,
                    "unknown-site",
                    f"no site profile '{site}'",
                    hint=f"choose one of: {', '.join(PROFILES)}",
                )
            ]
        )
    return PROFILES[site].from_settings(settings)


def select_locales(settings: Settings, requested: list[str] | None) -> list[str]:
    if not requested:
        return list(settings.all_locales)
    unknown_locales(requested, settings.all_locales)
    return [tag for tag in settings.all_locales if tag in requested]
