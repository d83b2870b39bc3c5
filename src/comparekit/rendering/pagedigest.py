"""What decides whether a page must be rendered again, and what a locale's pages fell back on.

A page depends on its own source file, its pair's product files, the dimensions, the
glossary, the hub (its link text), the titles of the articles it links to, the catalog
entries of each of those, the templates, the settings and site profile, and comparekit
itself: ``page_digest`` puts all of it in one digest. Nothing here renders: a build whose
pages are all in the store works out their digests without loading the renderer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comparekit.cache import digest
from comparekit.catalogs.table import LINK_FIELDS, linked_entries
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.held import Held
from comparekit.rendering.sites import HUB
from comparekit.rendering.store import PageRecord
from comparekit.sources.load import Project
from comparekit.sources.settings import COMPARISONS_DIR, PRODUCTS_DIR

SHARED = ("dimensions", "glossary", "hub", "ui")


@dataclass
class LocaleResult:
    """What fell back on the pages of one locale, and the share of strings that did not."""

    locale: str
    fallbacks: list[Fallback]
    coverage: float


def locale_result(
    tag: str, pages: list[tuple[bytes, PageRecord]], keys: Callable[[bytes], frozenset[str]]
) -> LocaleResult:
    """Coverage is the share of the strings the pages show that had a current translation;
    ``keys`` gives the strings a page looked up, asked for only when some fell back."""
    failed: dict[str, Fallback] = {}
    for _, record in pages:
        for fallback in record.fallbacks:
            failed.setdefault(fallback.key, fallback)
    if not failed:
        return LocaleResult(tag, [], 1.0)
    shown = set().union(*(keys(digest) for digest, _ in pages))
    return LocaleResult(tag, list(failed.values()), 1 - len(failed) / len(shown))


def page_digest(
    project: Project,
    key: str,
    environment: str,
    documents: dict[str, str],
    catalog_digests: dict[str, str],
    held: Held | None = None,
    tag: str = "",
) -> bytes:
    """Everything the page is made of, in one digest: ``documents`` holds the digest of
    every source by its key, ``catalog_digests`` that of each source's catalog entries,
    and ``held`` what the publish gate holds back in locale ``tag`` of the pages it links
    to, the products it shows and the page's own translations.

    A page depends on the sources it shows in full, and on only the fields it shows of
    the comparisons it links to (and their translations): editing one article, or its
    translation, re-renders the pages that link to it only when its title changes.
    """
    parts = [environment, key]
    if key == HUB:
        full = [*SHARED, *(doc.key for doc in project.products.values())]
        links: dict[str, tuple[str, ...]] = {slug: LINK_FIELDS for slug in project.comparisons}
        newest = max((doc.facts.accessed for doc in project.comparisons.values()), default=None)
        parts.append(str(newest))  # an ISO date, as the date's own str() is
    else:
        # Of the articles whose pages are not rendered again, only their facts are read.
        article = project.comparisons[key].facts
        full = [
            *SHARED,
            f"{COMPARISONS_DIR}/{key}",
            f"{PRODUCTS_DIR}/{article.subject}",
            f"{PRODUCTS_DIR}/{article.counterpart}",
        ]
        links = {target: ("link_title",) for target in article.next}
    for source in full:
        parts += [source, documents.get(source, ""), catalog_digests.get(source, "")]
    for slug, fields in links.items():
        document = project.comparisons[slug]
        parts += [document.key, *(getattr(document.facts, name) for name in fields)]
        parts.append(catalog_digests.get(linked_entries(document.key), ""))
    if held:
        parts += held_marks(project, key, held, tag, products=key == HUB)
    return digest(*parts)


def held_marks(project: Project, key: str, held: Held, tag: str, products: bool) -> list[str]:
    """What of ``held`` page ``key`` of locale ``tag`` shows: which pages it links to are
    held back here, which products' rows the hub shows untranslated, and in which locales
    the page itself is held (its language switcher leaves those out). Nothing when none
    is, so that a page the gate does not touch keeps the digest it had without it."""
    targets = [*project.comparisons] if key == HUB else [*project.comparisons[key].facts.next]
    marks = [f"link {target}" for target in [*targets, HUB] if held.page(tag, target)]
    if products:
        marks += [f"product {p}" for p in project.products if held.product(tag, p)]
    holding = held.locales_holding(key)
    if holding:
        marks.append(f"held in {','.join(holding)}")
    return marks
