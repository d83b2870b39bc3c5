"""Render pages one at a time, each from documents translated once per locale.

A page whose digest (``pagedigest``) did not change is reused from the previous build as
it was, fallbacks and all; only what changed is translated and rendered again, here.
"""

from __future__ import annotations

from typing import Any

from comparekit.catalogs.extract import text_key
from comparekit.rendering.held import Held, language_mark

# What ``check`` and the preview import from here, beside the pages they render.
from comparekit.rendering.pagedigest import LocaleResult as LocaleResult
from comparekit.rendering.render import Link, Page, Renderer
from comparekit.rendering.sites import HUB, PageInfo, SiteProfile
from comparekit.rendering.translate import Capture, Translator, translate_document
from comparekit.sources.load import Document, Project


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
            # (of the hub, a page shows its link title alone: a string only the hub shows,
            # waiting for review, holds the hub, not every article)
            hub_link = self._link(slug, HUB, self._linked_text(HUB, project.hub, "link_title"))
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
