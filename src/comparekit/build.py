"""``comparekit build``: sources + catalogs → Markdown pages in every locale.

Read as a story: gather and validate everything first, render every page in memory,
refuse anything that is not current, and only then write, atomically.
"""

from __future__ import annotations

import functools
import os
import pickle
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from comparekit import __version__
from comparekit.checkers import Terms
from comparekit.errors import Problem, ProblemsFound
from comparekit.export import page_text, write_site
from comparekit.load import Project, load_project
from comparekit.memory import digest, settled
from comparekit.pages import (
    LocalePages,
    LocaleResult,
    comparekit_digest,
    locale_result,
    page_digest,
)
from comparekit.render import Page, Renderer
from comparekit.settings import Settings
from comparekit.sites import HUB, PROFILES, SiteProfile
from comparekit.store import PageRecord, PageStore, page_store
from comparekit.structure import block_signature, first_difference, internal_links
from comparekit.table import load_source_digests, load_table, source_digests_cached
from comparekit.translate import Capture, Fallback, Translator
from comparekit.workers import map_locales
from comparekit.write import write_bytes_atomic


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

    # Nothing changed since the last build (sources, catalogs, templates, settings, options
    # and the output itself, by size and modification time): there is nothing to do.
    cache = cache_folder(settings)
    read_at = time.time_ns()
    inputs, newest = input_fingerprint(settings, out, selected, allow_fallback, site)
    previous = _last_build(cache)
    if previous is not None and previous[0] == digest(inputs, output_fingerprint(out)).hex():
        seconds = time.perf_counter() - started
        return replace(previous[1], seconds=seconds, up_to_date=True, rendered=0)

    # Gather: every source loaded and cross-checked before anything is rendered.
    project = load_project(settings)

    # Render every page of every locale into the page store; a page whose inputs did not
    # change since a previous build is there already.
    with page_store(cache, profile.name, out) as store:
        report = _publish(project, selected, profile, store, out, allow_fallback, started)
    if cache is not None and settled(newest, read_at):
        # The inputs as they were read before the build, the output as it is now.
        after = digest(inputs, output_fingerprint(out)).hex()
        write_bytes_atomic(cache / LAST_BUILD, pickle.dumps((after, report)))
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


LAST_BUILD = "last-build.pickle"


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


def _last_build(cache: Path | None) -> tuple[str, BuildReport] | None:
    record = cache / LAST_BUILD if cache is not None else None
    if record is None or not record.is_file():
        return None
    try:
        loaded: tuple[str, BuildReport] = pickle.loads(record.read_bytes())
        return loaded
    except Exception:  # an unreadable record only costs a full build
        return None


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
    return PROFILES[site](settings.all_locales)


def select_locales(settings: Settings, requested: list[str] | None) -> list[str]:
    if not requested:
        return list(settings.all_locales)
    unknown = [tag for tag in requested if tag not in settings.all_locales]
    if unknown:
        raise ProblemsFound(
            Problem(
                "pyproject.toml",
                None,
                None,
                "unknown-locale",
                f"locale '{tag}' is not configured",
                hint=f"configured: {', '.join(settings.all_locales)}",
            )
            for tag in unknown
        )
    return [tag for tag in settings.all_locales if tag in requested]


def terms_for(project: Project, tag: str) -> Terms:
    """Product names every language keeps, and the glossary's approved terms for ``tag``."""
    names = {
        n for doc in project.products.values() for n in (doc.model.name, doc.model.short_name) if n
    }
    glossary = [
        (term.term, term.translations[tag])
        for term in project.glossary.model.terms.values()
        if tag in term.translations
    ]
    return Terms(tuple(sorted(names)), tuple(glossary))


def existing_catalog(settings: Settings, tag: str) -> Path:
    """The catalog of a target locale, or a problem saying how to create it."""
    path = settings.catalog_path(tag)
    if not path.is_file():
        raise ProblemsFound(
            [
                Problem(
                    settings.display(path),
                    None,
                    None,
                    "missing-catalog",
                    f"no catalog for locale '{tag}'",
                    hint="run `comparekit update` to create it",
                )
            ]
        )
    return path


def make_translator(settings: Settings, tag: str, terms: Terms | None = None) -> Translator:
    """The source locale translates to itself; a target needs its catalog."""
    if tag == settings.source_locale:
        return Translator(tag, None)
    path = existing_catalog(settings, tag)
    display = settings.display(path)
    table = load_table(path, tag, display, cache_folder(settings))
    return Translator(tag, table, display, terms or Terms())


def cache_folder(settings: Settings) -> Path | None:
    return settings.path(settings.cache) if settings.cache else None


def render_remembered(
    project: Project, selected: list[str], site: SiteProfile, store: PageStore
) -> tuple[list[tuple[bytes, PageRecord]], list[LocaleResult]]:
    """Every page of the selected locales and the source locale, by digest, in ``store``:
    a page whose inputs did not change since it was stored is not rendered again, and a
    catalog is loaded only for a locale with a page to render. Locales with much to read
    or render run side by side (``workers.py``)."""
    settings = project.settings
    cache = cache_folder(settings)
    tags = rendered_locales(settings, selected)
    catalogs = {tag: existing_catalog(settings, tag) for tag in tags[1:]}
    templates = settings.path(settings.templates)
    template_texts = [p.read_text(encoding="utf-8") for p in sorted(templates.glob("*.j2"))]
    base = digest(
        comparekit_digest(), settings.model_dump_json(), site.name, *site.locales, *template_texts
    ).hex()
    documents = {doc.key: doc.source_digest for doc in project.documents()}
    renderer = Renderer(templates, settings.display(templates))

    def plan(tag: str) -> list[tuple[str, bytes]]:
        """Each page of the locale and its digest; reads the catalog if it changed."""
        catalog_digests: dict[str, str] = {}
        if tag in catalogs:
            path = catalogs[tag]
            catalog_digests = load_source_digests(path, tag, settings.display(path), cache)
        environment = digest(base, tag, terms_for(project, tag).digest).hex()
        return [
            (key, page_digest(project, key, environment, documents, catalog_digests))
            for key in [*project.comparisons, HUB]
        ]

    def render(tag: str) -> tuple[list[tuple[str, bytes]], list[tuple[bytes, PageRecord]]]:
        """The locale's pages and their digests, and those the store lacked, rendered into it."""
        pages = planned[tag] if tag in planned else plan(tag)
        missing = [(key, d) for key, d in pages if store.get(d) is None]
        if not missing:
            return pages, []
        translator = make_translator(settings, tag, terms_for(project, tag))
        locale_pages = LocalePages(project, renderer, translator, site)
        rendered = []
        for key, remembered in missing:
            page, used = locale_pages.hub() if key == HUB else locale_pages.article(key)
            rendered.append((remembered, store.put(remembered, *stored_page(page, used, site))))
        return pages, rendered

    # A locale whose catalog changed is planned where it is rendered: reading the catalog
    # is much of its work. The others are planned here, to see whether they have any.
    unread = [t for t in catalogs if not source_digests_cached(catalogs[t], t, cache)]
    planned = {tag: plan(tag) for tag in tags if tag not in unread}
    busy = [*unread]
    busy += [t for t, pages in planned.items() if _lacking(pages, store) >= PARALLEL_PAGES]
    pages: list[tuple[bytes, PageRecord]] = []
    results: list[LocaleResult] = []
    for tag, (planned_pages, rendered) in zip(
        tags, map_locales(render, tags, len(busy) > 1), strict=True
    ):
        for remembered, record in rendered:
            store.adopt(remembered, record)
        locale = [(d, store.stored(d)) for _, d in planned_pages]
        pages += locale
        if tag in selected:
            results.append(locale_result(tag, locale, store.keys))
    return pages, results


def _lacking(pages: list[tuple[str, bytes]], store: PageStore) -> int:
    return sum(1 for _, remembered in pages if remembered not in store.loaded)


def rendered_locales(settings: Settings, selected: list[str]) -> list[str]:
    """The selected locales and the source locale, whose pages every translation is held to."""
    return list(dict.fromkeys([settings.source_locale, *selected]))


# Below this many pages to render in a locale, starting processes costs more than it saves.
PARALLEL_PAGES = 50


def stored_page(
    page: Page, used: Capture, site: SiteProfile
) -> tuple[PageRecord, bytes, frozenset[str]]:
    """What the store keeps of a freshly rendered page: its record, its text as published,
    and the strings it looked up. A page showing a string that fell back to the source
    locale says so in its frontmatter."""
    info = replace(page.info, complete=not used.fallbacks)
    signature = block_signature(page.body)
    record = PageRecord(
        info, digest(*signature), tuple(internal_links(signature)), tuple(used.fallbacks.values())
    )
    text = page_text(replace(page, info=info), site).encode("utf-8")
    return record, text, frozenset(used.keys)


Shape = tuple[str, str, bytes, tuple[str, ...]]  # locale, key, signature digest, internal links


def shape_problems(
    pages: list[Shape], site: SiteProfile, source_locale: str, body: Callable[[int], str]
) -> list[Problem]:
    """Broken links and shapes that differ from the source locale; ``body(i)`` gives the
    Markdown of page ``i``, read only to describe a difference."""
    english = {key: index for index, (tag, key, _, _) in enumerate(pages) if tag == source_locale}
    keys = {key for _, key, _, _ in pages}
    some_article = next((key for key in sorted(keys) if key != HUB), HUB)

    @functools.cache
    def valid_hrefs(from_hub: bool) -> frozenset[str]:
        # A profile's links depend on the page they start from only through whether it is
        # the hub (a URL-style profile links up from articles): two sets serve every page.
        origin = HUB if from_hub else some_article
        return frozenset(site.href(origin, key) for key in keys)

    problems = []
    for index, (tag, key, shape, links) in enumerate(pages):
        label = f"{tag}/{key}.md"  # the same whatever the site profile
        if tag != source_locale and shape != pages[english[key]][2]:
            difference = first_difference(
                block_signature(body(english[key])), block_signature(body(index))
            )
            problems.append(
                Problem(
                    label,
                    None,
                    None,
                    "structure",
                    f"the page's shape differs from {source_locale}: {difference}",
                    hint="a translation added or removed Markdown (a list marker, a blank line, "
                    "a link, a table pipe); find it with `comparekit check`",
                )
            )
        valid = valid_hrefs(key == HUB)
        problems.extend(
            Problem(
                label,
                None,
                None,
                "broken-link",
                f"link to '{href}' lands on no page",
                hint="link to other comparisons through `next:`, not by hand",
            )
            for href in links
            if href.split("#")[0] not in valid
        )
    return problems
