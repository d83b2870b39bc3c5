"""Gather, render, hold to the policy and the source locale's shape, and write: the part of
a build that runs when something changed."""

from __future__ import annotations

import os
import time
from pathlib import Path

from comparekit.errors import ProblemsFound
from comparekit.publishing.export import write_site
from comparekit.publishing.gate import describe_held, held_back
from comparekit.publishing.record import BuildReport, LocaleSummary
from comparekit.publishing.tree import read_only_files_replaced
from comparekit.rendering.remembered import (
    catalogs_read_alongside,
    render_remembered,
    rendered_locales,
)
from comparekit.rendering.shapes import shape_problems
from comparekit.rendering.sites import HUB, SiteProfile
from comparekit.rendering.store import PageStore, page_store
from comparekit.sources.load import Project, load_project
from comparekit.sources.settings import Settings


def publish(
    settings: Settings,
    out: Path,
    selected: list[str],
    policy: str,
    profile: SiteProfile,
    started: float,
) -> BuildReport:
    """Every source loaded and cross-checked before anything is rendered, while other
    processes read the catalogs that changed; then every page of every locale rendered
    into the page store (a page whose inputs did not change is there already) and
    published."""
    with catalogs_read_alongside(settings, selected):
        project = load_project(settings)
    with page_store(settings.cache_folder(), profile.name, out) as store:
        return _publish(project, selected, profile, store, out, policy, started)


def _publish(
    project: Project,
    selected: list[str],
    profile: SiteProfile,
    store: PageStore,
    out: Path,
    policy: str,
    started: float,
) -> BuildReport:
    """Render what the store lacks, hold the pages to the policy and to the source locale's
    shape, and swap them in as the new output."""
    settings = project.settings
    # A page of a locale not built is carried over as the page store knows it; a locale
    # the last build published but the store knows nothing of (its cache deleted, or none
    # kept) is built too, not left out of the new output.
    selected = [*selected, *_unknown_to_the_store(settings, selected, profile, store, out)]
    pages, results = render_remembered(project, selected, profile, store)

    # Refuse to publish anything stale or broken (strict), or follow the policy: hold back
    # each incomplete page, and render again the pages that link to one or show it in a
    # language switcher (the gate is part of their digests); publish the source text with
    # a notice; or skip a locale below the coverage threshold.
    fallbacks = [fallback for result in results for fallback in result.fallbacks]
    if fallbacks and policy == "fail":
        raise ProblemsFound(fallback.problem() for fallback in fallbacks)
    held = held_back(project, pages) if policy == "hold" else None
    held_pages = describe_held(held, pages) if held else []
    if held:
        pages, _ = render_remembered(project, selected, profile, store, held)
        fallbacks = [fallback for _, record in pages for fallback in record.fallbacks]
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
    kept = {digest for digest, _ in published}
    kept |= {digest for digest, record in store.loaded.items() if record.locale in keep}
    read_only_files_replaced(out, settings.display, [store.text_path(d) for d in kept])
    # Under every page of the project: one this build holds back in a locale it builds is
    # still published in the others as the last build of theirs left it.
    every_page = [*project.comparisons, HUB]
    dropped = write_site(published, store, out, profile, keep_locales=keep, page_keys=every_page)
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
    return BuildReport(
        out,
        summaries,
        fallbacks,
        seconds,
        skipped,
        rendered=rendered,
        held=held_pages,
        dropped=dropped,
    )


def _unknown_to_the_store(
    settings: Settings, selected: list[str], site: SiteProfile, store: PageStore, out: Path
) -> list[str]:
    """The locales not ``selected`` with a hub in the output ``out`` and no page in
    ``store``: their pages could not be told to be comparekit's, and carried over."""
    known = {record.locale for record in store.loaded.values()}
    return [
        tag
        for tag in settings.locales
        if tag not in selected
        and tag not in known
        and os.path.lexists(out / site.page_path(tag, HUB))
    ]
