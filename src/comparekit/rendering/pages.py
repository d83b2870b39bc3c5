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
from comparekit.rendering.held import Held, language_mark
from comparekit.rendering.render import Link, Page, Renderer
from comparekit.rendering.sites import HUB, PageInfo, SiteProfile
from comparekit.rendering.store import PageRecord
from comparekit.rendering.translate import Capture, Translator, translate_document
from comparekit.sources.load import Document, Project
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


class LocalePages:
    """The pages of one locale, each rendered on demand from documents translated once."""

    def __init__(
        self,
        project: Project,
        renderer: Renderer,
        translator: Translator,
        site: SiteProfile,
        held: Held | None = None,
    ) -> None:
        self.project, self.renderer, self.translator, self.site = (
            project,
            renderer,
            translator,
            site,
        )
        self.held = held or Held()
        self._documents: dict[str, tuple[Any, Capture]] = {}
        self._redirected: list[tuple[str, str]] = []

    def _link(self, from_key: str, to_key: str, text: str) -> Link:
        """The link to page ``to_key`` of this locale, or, where the publish gate held that
        page back, to the source locale's, in its words and marked with its language."""
        tag = self.translator.locale
        href = self.site.href(from_key, to_key, tag)
        if not self.held.page(tag, to_key):
            return Link(text, href)
        source = self.site.locales[0]
        redirected = self.site.source_href(from_key, to_key, tag)
        self._redirected.append((redirected, href))
        return Link(text, redirected, language_mark(source, tag))

    def _linked_text(self, key: str, document: Document[Any], name: str) -> str:
        """A field of a page linked to: this locale's, or the source's for a held page."""
        if self.held.page(self.translator.locale, key):
            english: str = getattr(document.model, name)
            return english
        return self._field(document, name)

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
        project, tag = self.project, self.translator.locale
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
            self._redirected = []
            next_links = [
                self._link(
                    slug,
                    target,
                    self._linked_text(target, project.comparisons[target], "link_title"),
                )
                for target in article.next
            ]
            hub_text = project.hub.model.link_title if self.held.page(tag, HUB) else hub.link_title
            hub_link = self._link(slug, HUB, hub_text)
            body = self.renderer.comparison(
                article, products, dimensions, next_links, hub_link, self.translator
            )
        held_in = self.held.locales_holding(slug)
        info = PageInfo(tag, slug, article.title, article.dek, article.accessed, held_in=held_in)
        return Page(info, body, tuple(self._redirected)), used

    def hub(self) -> tuple[Page, Capture]:
        project, tag = self.project, self.translator.locale
        source = self.site.locales[0]
        with self.translator.capture() as used:
            # A product whose facts are not all translated here shows them in the source
            # language, its name marked with that language.
            products = {
                key: (
                    doc.model.model_copy(
                        update={"name": f"{doc.model.name} {language_mark(source, tag)}"}
                    )
                    if self.held.product(tag, key)
                    else self._translated(doc, used)
                )
                for key, doc in project.products.items()
            }
            dimensions = self._translated(project.dimensions, used).dimensions
            hub = self._translated(project.hub, used)
            # The hub shows two strings of each comparison: translate just those.
            self._redirected = []
            entries = [
                (
                    self._link(HUB, slug, self._linked_text(slug, doc, "link_title")),
                    self._linked_text(slug, doc, "verdict"),
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
        held_in = self.held.locales_holding(HUB)
        info = PageInfo(tag, HUB, hub.title, hub.description, newest, held_in=held_in)
        return Page(info, body, tuple(self._redirected)), used


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
    if held:
        parts += held_marks(project, key, held, tag, products=key == HUB)
    return digest(*parts)


def held_marks(project: Project, key: str, held: Held, tag: str, products: bool) -> list[str]:
    """What of ``held`` page ``key`` of locale ``tag`` shows: which pages it links to are
    held back here, which products' rows the hub shows untranslated, and in which locales
    the page itself is held (its language switcher leaves those out). Nothing when none
    is, so that a page the gate does not touch keeps the digest it had without it."""
    targets = [*project.comparisons] if key == HUB else [*project.comparisons[key].model.next]
    marks = [f"link {target}" for target in [*targets, HUB] if held.page(tag, target)]
    if products:
        marks += [f"product {p}" for p in project.products if held.product(tag, p)]
    holding = held.locales_holding(key)
    if holding:
        marks.append(f"held in {','.join(holding)}")
    return marks
