"""What an import collects for one article: its data, its strings, the gaps, the drift.

A text the source language lacks stays in the data as ``""`` with a comment showing the
most complete copy, so that ``validate`` lists it, and its translations are kept under the
key it will have. Each difference between the copies is a ``[drift]`` warning at the line
of the copy that lacks something.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from comparekit.catalogs.imported import ImportedText, Origin
from comparekit.errors import Problem
from comparekit.importing.align import anchors, and_list, union_align
from comparekit.importing.outline import Kind, Line, PageOutline, Section
from comparekit.sources.model import SAFE_ID, Dimension, Product, TextPath

UI_KEYS: dict[Kind, str] = {
    "short_answer": "ui:heading.short-answer",
    "what_each_is": "ui:heading.what-each-is",
    "decision_guide": "ui:heading.decision-guide",
    "faq": "ui:heading.faq",
    "sources": "ui:heading.sources",
}
WINS_KEY = "ui:heading.wins"
YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}


@dataclass(frozen=True)
class Known:
    """What the project already knows, for matching and for not asking twice."""

    source_locale: str
    locales: tuple[str, ...]
    products: Mapping[str, Product]
    dimensions: Mapping[str, Dimension]
    english: Mapping[str, str]  # key → English of the template's own strings (ui:…)
    translations: Mapping[str, Mapping[str, str]]  # locale → key → current translation
    learned: Mapping[str, ImportedText] = field(default_factory=dict)  # from earlier imports
    subject: str = ""  # the hub's subject: the left-hand side when a page names one product


@dataclass
class ImportedArticle:
    """One article as imported: its YAML data (with gaps), its own strings, the shared
    strings its pages translate (headings, facts, labels), new dimensions, warnings."""

    slug: str
    data: dict[str, Any]
    gaps: dict[TextPath, str]
    texts: list[ImportedText]
    shared: list[ImportedText]
    new_dimensions: dict[str, str]
    problems: list[Problem]


def titles_for(known: Known, locale: str) -> dict[Kind, set[str]]:
    """The headings of the fixed sections as the project knows them in ``locale``."""
    found: dict[Kind, set[str]] = {}
    for kind, key in (*UI_KEYS.items(), ("wins", WINS_KEY)):
        text = (
            known.english.get(key)
            if locale == known.source_locale
            else known.translations.get(locale, {}).get(key)
        )
        found[kind] = {text} if text else set()
    return found


def product_names(products: Mapping[str, Product]) -> dict[str, str]:
    """Each product's name and short name → its id: how pages name products."""
    names: dict[str, str] = {}
    for product_id, product in products.items():
        names[product.name] = product_id
        if product.short_name:
            names.setdefault(product.short_name, product_id)
    return names


class Recorder:
    """Collects the data, the strings, the gaps and the drift of one article's import."""

    def __init__(self, pages: Mapping[str, PageOutline], slug: str, known: Known) -> None:
        self.pages = pages
        self.slug = slug
        self.known = known
        self.src = known.source_locale
        self.order = [t for t in (known.source_locale, *known.locales) if t in pages]
        self.complete = max(
            self.order, key=lambda t: (len(pages[t].page.blocks), -self.order.index(t))
        )
        self.data: dict[str, Any] = {}
        self.gaps: dict[TextPath, str] = {}
        self.texts: list[ImportedText] = []
        self.shared: dict[str, ImportedText] = {}
        self.new_dimensions: dict[str, str] = {}
        self.problems: list[Problem] = []
        self.leftovers: dict[str, list[Line]] = {t: [] for t in self.order}
        self.ids = IdNumbering()

    # --- recording ------------------------------------------------------------------

    def where(self, locale: str, line: int) -> str:
        return f"{self.pages[locale].page.path}:{line}"

    def text(self, path: TextPath, copies: Mapping[str, Line | None]) -> str:
        """Record the string at ``path``; its English, or "" with a comment saying so."""
        present = {t: c for t, c in copies.items() if c is not None and c.text}
        english = present.get(self.src)
        item = ImportedText(f"comparisons/{self.slug}:{'.'.join(map(str, path))}", "")
        if english is not None:
            item.english = english.text
        else:
            shown = self.complete if self.complete in present else next(iter(present), "")
            self.gaps[path] = (
                f"{self.src} missing; {shown}: {present[shown].text}"
                if shown
                else "no copy has this text; write it"
            )
        item.translations = {
            t: Origin(c.text, self.where(t, c.line)) for t, c in present.items() if t != self.src
        }
        self.texts.append(item)
        return item.english

    def share(self, key: str, english: str, copies: Mapping[str, Line | None]) -> None:
        """A string said once for the whole project (a heading, a product's fact)."""
        item = self.shared.setdefault(key, ImportedText(key, english))
        for tag, copy in copies.items():
            if tag != self.src and copy is not None and copy.text:
                item.translations.setdefault(tag, Origin(copy.text, self.where(tag, copy.line)))

    def drift(self, what: str, have: Mapping[str, object], lines: Mapping[str, int]) -> None:
        """A ``[drift]`` warning for each copy that lacks what the others have, at the line
        of the part it belongs in (``lines``, by locale; the title's when empty)."""
        holders = [t for t in self.order if have.get(t) is not None]
        if not holders:
            return
        for tag in self.order:
            # ``lines``: the copies that have the part this is in; the others lack the
            # whole part, which is reported once, for the part.
            if tag in holders or (lines and tag not in lines):
                continue
            verb = "has" if len(holders) == 1 else "have"
            self.problems.append(
                Problem(
                    self.pages[tag].page.path,
                    lines.get(tag) or self.line_of_title(tag),
                    None,
                    "drift",
                    f"{tag} lacks {what} that {and_list(holders)} {verb}",
                    hint=(
                        "the YAML has it with empty English: write it, then `comparekit update`"
                        if tag == self.src
                        else "its translation is missing: `comparekit update` lists it"
                    ),
                    severity="warning",
                )
            )

    def line_of_title(self, tag: str) -> int:
        title = self.pages[tag].title
        return title.line if title else 1

    def section(self, tag: str, kind: Kind) -> Section | None:
        found = self.pages[tag].of_kind(kind)
        return found[0] if found else None

    def sections(self, kind: Kind) -> dict[str, Section]:
        return {t: s for t in self.order if (s := self.section(t, kind)) is not None}

    def spare(self, tag: str, section: Section, *used: str) -> None:
        """Keep, as leftovers, every part of ``section`` a handler did not use: its
        ``paragraphs``, its ``block`` (table or list), what stands ``after`` it, its
        ``subsections``."""
        spare: list[Line] = []
        if "paragraphs" not in used:
            spare += section.paragraphs
        block = section.table or section.items
        if "block" not in used and block is not None:
            spare += [
                Line(" — ".join(cells), line)
                for cells, line in zip(block.cells, block.cell_lines, strict=True)
            ]
        if "after" not in used:
            spare += section.after
        if "subsections" not in used:
            for sub in section.subsections:
                spare += [sub.title, *sub.paragraphs]
        self.leftovers[tag] += spare

    def ui(self, key: str, copies: Mapping[str, Line | None]) -> None:
        english = self.known.english.get(key, "")
        copy = copies.get(self.src)
        if copy is not None and english and copy.text != english:
            self.problems.append(
                Problem(
                    self.pages[self.src].page.path,
                    copy.line,
                    None,
                    "template-wording",
                    f"the page says {copy.text!r} where the template says {english!r}",
                    hint="the template's wording is published; edit the template to keep "
                    "the page's",
                    severity="warning",
                )
            )
        self.share(key, english, copies)

    def paragraphs(self, path: TextPath, copies: Mapping[str, Any], what: str) -> dict[str, str]:
        """The paragraphs of a section or subsection (``copies``: by locale), lined up and
        keyed by ids made from their English."""
        lists = {t: s.paragraphs for t, s in copies.items()}
        columns = union_align(lists, lambda line: anchors(line.text), self.order)
        result: dict[str, str] = {}
        lines = {t: s.title.line for t, s in copies.items()}
        for position, column in enumerate(columns, start=1):
            english = column.get(self.src)
            pid = self.new_id(english.text if english else "", f"p{position}", result, words=3)
            if len(column) < len(lists):
                self.drift(f"paragraph {position} of {what}", column, lines)
            result[pid] = self.text((*path, pid), column)
        return result

    def new_id(
        self, english: str, fallback: str, taken: Mapping[str, object], words: int = 4
    ) -> str:
        """An id from the first words of ``english`` (``fallback`` when it has none)."""
        return self.ids.new_id(english, fallback, taken, words)


class IdNumbering:
    """Makes ids from English words, numbering alike ones ``slug-2``, ``slug-3``, ….

    Each (taken mapping, slug) remembers the last number it gave, so that a page of 20,000
    alike rows is numbered in linear time rather than by rescanning from 2 every time. The
    mappings only ever grow, so every number below the remembered one is still taken.
    """

    def __init__(self) -> None:
        # id(taken) → (taken, kept alive so its id is not reused; slug → last number given)
        self._last: dict[int, tuple[Mapping[str, object], dict[str, int]]] = {}

    def new_id(
        self, english: str, fallback: str, taken: Mapping[str, object], words: int = 4
    ) -> str:
        """An id from the first words of ``english`` (``fallback`` when it has none)."""
        slug = "-".join(re.findall(r"[a-z0-9]+", english.lower())[:words])
        if not re.fullmatch(SAFE_ID, slug) or slug in YAML_WORDS or not slug[0].isalpha():
            slug = fallback
        if slug not in taken:
            return slug
        numbers = self._last.setdefault(id(taken), (taken, {}))[1]
        number = numbers.get(slug, 2)
        while f"{slug}-{number}" in taken:
            number += 1
        numbers[slug] = number
        return f"{slug}-{number}"
