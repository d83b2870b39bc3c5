"""Every page of a set of locales, rendered or taken from the page store.

The translator of each locale (its catalog's table, the glossary and product names it is
held to) and the page digests that decide what must be rendered again; locales with much
to do run side by side. ``build`` and ``check`` both take their pages from here.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import frontmatter
import yaml

from comparekit.cache import comparekit_digest, digest
from comparekit.catalogs.approvals import (
    ApprovedDigests,
    approvals_known,
    approved,
    approved_digests,
)
from comparekit.catalogs.pofile import existing_catalog
from comparekit.catalogs.rules import Terms, load_checkers, load_markup_parser, terms_for
from comparekit.catalogs.table import (
    load_source_digests,
    load_table,
    source_digests_cached,
    source_digests_known,
)
from comparekit.rendering.held import Held, with_notice
from comparekit.rendering.pagedigest import LocaleResult, locale_result, page_digest
from comparekit.rendering.shapes import block_signature, internal_links
from comparekit.rendering.sites import HUB, SiteProfile
from comparekit.rendering.store import PageRecord, PageStore
from comparekit.rendering.templatefiles import template_inputs
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings
from comparekit.workers import alongside, map_locales

if TYPE_CHECKING:
    from comparekit.rendering.render import Page, Renderer
    from comparekit.rendering.translate import Capture, Translator


@contextmanager
def catalogs_read_alongside(settings: Settings, selected: list[str]) -> Iterator[None]:
    """Within the block, the catalogs of ``selected`` that the cache lacks are read into it
    by other processes, and with review on their review records: reading a large catalog
    takes as long as loading every source, and the two need nothing of each other.
    Without a cache there is nowhere to keep them, and each locale reads its catalog (and
    record) when it renders, as it always does."""
    cache = settings.cache_folder()
    if cache is None:
        yield
        return
    paths = {tag: settings.catalog_path(tag) for tag in rendered_locales(settings, selected)[1:]}
    review = settings.review != "off"
    # Told without hashing the catalogs here: the processes that read them hash them.
    unread = [
        (path, tag)
        for tag, path in paths.items()
        if path.is_file()
        and (
            not source_digests_known(path, tag, cache)
            or (review and not approvals_known(settings, tag))
        )
    ]

    def read(catalog: tuple[Path, str]) -> None:
        path, tag = catalog
        load_source_digests(path, tag, settings.display(path), cache)
        if review:
            approved(settings, tag)  # (a thousand articles' record: a third of a second)

    with alongside(read, unread):
        yield


def make_translator(
    settings: Settings,
    tag: str,
    terms: Terms | None = None,
    approvals: ApprovedDigests | None = None,
) -> Translator:
    """The source locale translates to itself; a target needs its catalog, and with review
    on its record's ``approvals`` (read here if not given)."""
    from comparekit.rendering.translate import Translator
    from comparekit.rendering.verdicts import CheckMemo

    if tag == settings.source_locale:
        return Translator(tag, None)
    path = existing_catalog(settings, tag)
    display = settings.display(path)
    table = load_table(path, tag, display, settings.cache_folder())
    terms = terms or Terms()
    memo = CheckMemo.for_locale(settings.cache_folder(), tag, terms)
    if settings.review == "off":
        approvals = None
    elif approvals is None:
        approvals = approved_digests(settings, tag)
    return Translator(
        tag, table, display, terms, memo=memo, approvals=approvals, review=settings.review
    )


def render_remembered(
    project: Project,
    selected: list[str],
    site: SiteProfile,
    store: PageStore,
    held: Held | None = None,
) -> tuple[list[tuple[bytes, PageRecord]], list[LocaleResult]]:
    """Every page of the selected locales and the source locale, by digest, in ``store``:
    a page whose inputs did not change since it was stored is not rendered again, and a
    catalog is loaded only for a locale with a page to render. Locales with much to read
    or render run side by side (``workers.py``).

    With ``held``, the pages the publish gate holds back are left out, and the others
    link around them."""
    held = held or Held()
    settings = project.settings
    cache = settings.cache_folder()
    tags = rendered_locales(settings, selected)
    catalogs = {tag: existing_catalog(settings, tag) for tag in tags[1:]}
    templates = settings.path(settings.templates)
    template_texts = template_inputs(templates)
    base = digest(
        comparekit_digest(), settings.model_dump_json(), site.name, *site.locales, *template_texts
    ).hex()
    documents = {doc.key: doc.source_digest for doc in project.documents()}
    records: dict[str, ApprovedDigests] = {}  # each locale's approvals, as ``plan`` read them

    def renderer() -> Renderer:
        """Made when a page is to be rendered: a build whose pages are all stored never
        loads Jinja2 and the renderer (a tenth of such a build)."""
        return _renderer(templates, settings.display(templates), template_texts)

    def plan(tag: str) -> list[tuple[str, bytes]]:
        """Each page of the locale and its digest; reads the catalog if it changed."""
        catalog_digests: dict[str, str] = {}
        if tag in catalogs:
            path = catalogs[tag]
            catalog_digests = load_source_digests(path, tag, settings.display(path), cache)
            if settings.review != "off":
                # One reading of the record for the page digests and the translator
                # alike: a record saved meanwhile must not have a page rendered by the
                # approvals of one version kept by the digests of the other.
                sources, records[tag] = approved(settings, tag)
                catalog_digests = sources.with_catalog(catalog_digests)
        environment = digest(base, tag, terms_for(project, tag).digest).hex()
        return [
            (key, page_digest(project, key, environment, documents, catalog_digests, held, tag))
            for key in [*project.comparisons, HUB]
            if not held.page(tag, key)
        ]

    def render(tag: str) -> tuple[list[tuple[str, bytes]], list[tuple[bytes, PageRecord]]]:
        """The locale's pages and their digests, and those the store lacked, rendered into it."""
        pages = planned[tag] if tag in planned else plan(tag)
        missing = [(key, d) for key, d in pages if store.get(d) is None]
        if not missing:
            return pages, []
        from comparekit.rendering.pages import LocalePages

        translator = make_translator(settings, tag, terms_for(project, tag), records.get(tag))
        locale_pages = LocalePages(project, renderer(), translator, site, held)
        rendered = []
        for key, remembered in missing:
            page, used = locale_pages.hub() if key == HUB else locale_pages.article(key)
            rendered.append((remembered, store.put(remembered, *stored_page(page, used, site))))
        if translator.memo is not None:
            translator.memo.save()
        return pages, store.seal(rendered)

    def looked_up(tag: str, remembered: bytes) -> frozenset[str]:
        """The keys a stored page looked up; a page whose keys were damaged in the cache
        since is rendered again to learn them."""
        found = store.keys(remembered)
        if found is None:
            store.discard(remembered)
            for again, record in render(tag)[1]:
                store.adopt(again, record)
            found = store.keys(remembered)
        assert found is not None, "a page just rendered has its keys"
        return found

    # A locale whose catalog changed is planned where it is rendered: reading the catalog
    # is much of its work. The others are planned here, to see whether they have any.
    unread = [t for t in catalogs if not source_digests_cached(catalogs[t], t, cache)]
    planned = {tag: plan(tag) for tag in tags if tag not in unread}
    busy = [*unread]
    busy += [t for t, pages in planned.items() if _lacking(pages, store) >= PARALLEL_PAGES]
    side_by_side = len(busy) > 1
    if side_by_side:  # what every process would otherwise load for itself
        renderer().compile_templates()
        if len(tags) > 1:
            load_markup_parser()
        if _unchecked(cache, [t for t in busy if t != settings.source_locale]):
            load_checkers()
    pages: list[tuple[bytes, PageRecord]] = []
    results: list[LocaleResult] = []
    for tag, (planned_pages, rendered) in zip(
        tags, map_locales(render, tags, side_by_side), strict=True
    ):
        for remembered, record in rendered:
            store.adopt(remembered, record)
        locale = [(d, store.stored(d)) for _, d in planned_pages]
        pages += locale
        if tag in selected:
            results.append(locale_result(tag, locale, functools.partial(looked_up, tag)))
    return pages, results


# The renderer of the last run in this process, by its templates' folder and every file's
# text: a preview refresh renders the edited page again, and compiling its templates anew
# took a tenth of the refresh.
_renderers: dict[tuple[str, ...], Renderer] = {}


def _renderer(templates: Path, display: str, template_texts: list[str]) -> Renderer:
    """A renderer of the templates as they are; the last one if none of them changed."""
    from comparekit.rendering.render import Renderer

    key = (str(templates), display, *template_texts)
    found = _renderers.get(key)
    if found is None:
        _renderers.clear()
        found = _renderers[key] = Renderer(templates, display)
    return found


def _unchecked(cache: Path | None, tags: list[str]) -> bool:
    """Whether one of ``tags`` has no verdicts kept (``CheckMemo.for_locale``'s file), as
    in a cold build: then each of its strings is checked."""
    if not tags:
        return False
    return cache is None or any(
        not (cache / "verdicts" / digest(tag).hex()).is_file() for tag in tags
    )


def _lacking(pages: list[tuple[str, bytes]], store: PageStore) -> int:
    return sum(1 for _, remembered in pages if remembered not in store.loaded)


def rendered_locales(settings: Settings, selected: list[str]) -> list[str]:
    """The selected locales and the source locale, whose pages every translation is held to."""
    return list(dict.fromkeys([settings.source_locale, *selected]))


# Below this many pages to render in a locale, starting processes costs more than it saves.
PARALLEL_PAGES = 50


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]
    """libyaml's emitter when PyYAML has it (the same YAML, twice as fast), writing a value
    used twice (Hugo's date and lastmod) out twice: no ``&id001`` anchors, which people and
    other tools stumble on."""

    def ignore_aliases(self, data: object) -> bool:
        return True


_DUMPER = _Dumper


def page_text(page: Page, site: SiteProfile) -> str:
    """The page as written: frontmatter (readable YAML, CJK kept as characters) and body."""
    body = page.body
    if not site.keeps_title(page.key) and body.startswith("# "):
        body = body.split("\n", 1)[1].lstrip("\n")
    post = frontmatter.Post(body, **site.frontmatter(page.info))
    text: str = frontmatter.dumps(
        post, Dumper=_DUMPER, allow_unicode=True, sort_keys=False, width=1_000_000
    )
    return text.rstrip("\n") + "\n"


def stored_page(
    page: Page, used: Capture, site: SiteProfile
) -> tuple[PageRecord, bytes, frozenset[str]]:
    """What the store keeps of a freshly rendered page: its record, its text as published,
    and the strings it looked up. A page showing a string that fell back to the source
    locale says so in its frontmatter and in a notice below its title."""
    info = replace(page.info, complete=not used.fallbacks)
    # Links with their locale taken out: pages of two locales have the same shape. A link
    # to the source locale's page, for one held back in this locale, counts as the link it
    # stands for (the notice is not part of the page's shape either).
    redirected = dict(page.redirected)
    signature = [
        f"link {site.neutral_href(redirected.get(entry[5:], entry[5:]), info.locale)}"
        if entry.startswith("link ")
        else entry
        for entry in block_signature(page.body)
    ]
    record = PageRecord(
        info, digest(*signature), tuple(internal_links(signature)), tuple(used.fallbacks.values())
    )
    body = page.body if info.complete else with_notice(page.body, site.locales[0], info.locale)
    text = page_text(replace(page, info=info, body=body), site).encode("utf-8")
    return record, text, frozenset(used.keys)
