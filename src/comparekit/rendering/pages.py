"""Render pages one at a time, and remember each by a digest of everything it is made of.

A page depends on its own source file, its pair's product files, the dimensions, the
glossary, the hub (its link text), the titles of the articles it links to, the catalog
entries of each of those, the templates, the settings and site profile, and comparekit
itself. When none of that changed, the page of the previous build is reused as it was,
fallbacks and all; only what changed is translated and rendered again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from comparekit.cache import digest
from comparekit.catalogs.extract import text_key
from comparekit.catalogs.table import LINK_FIELDS, linked_entries
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.render import Link, Page, Renderer
from comparekit.rendering.sites import HUB, PageInfo, SiteProfile
from comparekit.rendering.store import PageRecord
from comparekit.rendering.translate import Capture, Translator, translate_document
from comparekit.sources.load import COMPARISONS_DIR, PRODUCTS_DIR, Document, Project

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


class LocalePages:
    """The pages of one locale, each rendered on demand from documents translated once."""

    def __init__(
        self, project: Project, renderer: Renderer, translator: Translator, site: SiteProfile
    ) -> None:
        self.project, self.renderer, self.translator, self.site = (
            project,
            renderer,
            translator,
            site,
        )
        self._documents: dict[str, tuple[Any, Capture]] = {}

    def _translated(self, document: Document[Any], into: Capture, shared: bool = True) -> Any:
        """The localized model of ``document``; what its translation looked up goes ``into``.
        A ``shared`` document (one that many pages show) is translated once and kept."""
        found = self._documents.get(document.key)
        if found is None:
            with self.translator.capture() as recording:
                found = (translate_document(document, self.translator), recording)
            if shared:
                self._documents[document.key] = found
        model, recording = found
        into.merge(recording)
        return model

    def _field(self, document: Document[Any], name: str) -> str:
        """One top-level text field of a document, localized (recorded by active captures)."""
        english: str = getattr(document.model, name)
        return self.translator.text(text_key(document, (name,)), english)

    def article(self, slug: str) -> tuple[Page, Capture]:
        project, site = self.project, self.site
        with self.translator.capture() as used:
            # Shown by its own page alone: not kept, so that its memory serves the next.
            article = self._translated(project.comparisons[slug], used, shared=False)
            products = {
                key: self._translated(project.products[key], used)
                for key in (article.subject, article.counterpart)
            }
            dimensions = self._translated(project.dimensions, used).dimensions
            hub = self._translated(project.hub, used)
            # Of the articles it links to, a page shows (and depends on) just the title.
            next_links = [
                Link(
                    self._field(project.comparisons[target], "link_title"),
                    site.href(slug, target, self.translator.locale),
                )
                for target in article.next
            ]
            hub_link = Link(hub.link_title, site.href(slug, HUB, self.translator.locale))
            body = self.renderer.comparison(
                article, products, dimensions, next_links, hub_link, self.translator
            )
        info = PageInfo(self.translator.locale, slug, article.title, article.dek, article.accessed)
        return Page(info, body), used

    def hub(self) -> tuple[Page, Capture]:
        project, site = self.project, self.site
        with self.translator.capture() as used:
            products = {key: self._translated(doc, used) for key, doc in project.products.items()}
            dimensions = self._translated(project.dimensions, used).dimensions
            hub = self._translated(project.hub, used)
            # The hub shows two strings of each comparison: translate just those.
            entries = [
                (
                    Link(
                        self._field(doc, "link_title"),
                        site.href(HUB, slug, self.translator.locale),
                    ),
                    self._field(doc, "verdict"),
                )
                for slug, doc in project.comparisons.items()
            ]
            others = sorted(
                (p for key, p in products.items() if key != hub.subject),
                key=lambda p: p.name.lower(),
            )
            body = self.renderer.hub(
                hub, entries, [products[hub.subject], *others], dimensions, self.translator
            )
        newest = max((doc.model.accessed for doc in project.comparisons.values()), default=None)
        info = PageInfo(self.translator.locale, HUB, hub.title, hub.description, newest)
        return Page(info, body), used


def page_digest(
    project: Project,
    key: str,
    environment: str,
    documents: dict[str, str],
    catalog_digests: dict[str, str],
) -> bytes:
    """Everything the page is made of, in one digest: ``documents`` holds the digest of
    every source by its key, ``catalog_digests`` that of each source's catalog entries.

    A page depends on the sources it shows in full, and on only the fields it shows of
    the comparisons it links to (and their translations): editing one article, or its
    translation, re-renders the pages that link to it only when its title changes.
    """
    parts = [environment, key]
    if key == HUB:
        full = [*SHARED, *(doc.key for doc in project.products.values())]
        links: dict[str, tuple[str, ...]] = {slug: LINK_FIELDS for slug in project.comparisons}
        newest = max((doc.model.accessed for doc in project.comparisons.values()), default=None)
        parts.append(str(newest))
    else:
        article = project.comparisons[key].model
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
        parts += [document.key, *(getattr(document.model, name) for name in fields)]
        parts.append(catalog_digests.get(linked_entries(document.key), ""))
    return digest(*parts)
