"""The publish gate: which pages a build holds back, and what it says of each.

A page of a target locale is published when every string it looks up has a current
translation; otherwise (``incomplete = "hold"``, the default) it is held back, the way po4a
keeps a threshold per document. Whether a page is complete is told by its own strings: the
titles of the pages it links to, and the hub's rows of products, count for those pages and
products, and a page linking to a held page links to the source locale's page instead
(``rendering/held.py``).
"""

from __future__ import annotations

from comparekit.catalogs.table import LINK_FIELDS
from comparekit.publishing.record import HeldPage
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.held import Held
from comparekit.rendering.sites import HUB
from comparekit.rendering.store import PageRecord
from comparekit.sources.load import Project
from comparekit.sources.settings import PRODUCTS_DIR


def held_back(project: Project, pages: list[tuple[bytes, PageRecord]]) -> Held:
    """The pages to hold back, from the strings that fell back on each, and the products
    whose facts the hub shows in the source language."""
    source = project.settings.source_locale
    held: set[tuple[str, str]] = set()
    products: set[tuple[str, str]] = set()
    for _, record in pages:
        if record.locale == source or not record.fallbacks:
            continue
        linked = _shown_in_links(project, record.key)
        for fallback in record.fallbacks:
            document = fallback.key.partition(":")[0]
            if fallback.key in linked:
                continue  # the page linked to is held, and linked around
            if record.key == HUB and document.startswith(f"{PRODUCTS_DIR}/"):
                products.add((record.locale, document.removeprefix(f"{PRODUCTS_DIR}/")))
            else:
                held.add((record.locale, record.key))
    return Held(frozenset(held), frozenset(products))


def _shown_in_links(project: Project, key: str) -> set[str]:
    """The keys of the strings page ``key`` shows of the pages it links to."""
    # Here, not at the top: only a page with a fallback asks, and a warm build of a
    # translated project then never loads the extraction stage (and babel with it).
    from comparekit.catalogs.extract import text_key

    if key == HUB:
        shown = [(doc, name) for doc in project.comparisons.values() for name in LINK_FIELDS]
    else:
        targets = project.comparisons[key].model.next
        shown = [(project.comparisons[target], "link_title") for target in targets]
    return {text_key(document, (name,)) for document, name in shown}


def describe_held(held: Held, pages: list[tuple[bytes, PageRecord]]) -> list[HeldPage]:
    """Each held page with the count of its strings by what keeps them from publishing,
    in the order of the build's pages."""
    return [
        HeldPage(record.locale, record.key, *_counts(record.fallbacks))
        for _, record in pages
        if held.page(record.locale, record.key)
    ]


def _counts(fallbacks: tuple[Fallback, ...]) -> tuple[int, int, int, int]:
    untranslated = sum(f.reason in ("untranslated", "absent") for f in fallbacks)
    fuzzy = sum(f.reason == "fuzzy" for f in fallbacks)
    unreviewed = sum(f.reason == "unreviewed" for f in fallbacks)
    return untranslated, fuzzy, len(fallbacks) - untranslated - fuzzy - unreviewed, unreviewed
