"""Recognize the sections of one comparison page by their position and shape.

The headings of a translated page are in its language, so a section is known first by what
it holds (a table whose columns are the two products, sub-headings that are product names,
a list of bold-led points, a list of sources) and by where it stands among the others; a
title is only a tie-breaker, and only where the title in that language is known.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from comparekit.importing.mdpage import Block, MarkdownPage, problem

Kind = Literal[
    "short_answer",
    "what_each_is",
    "head_to_head",
    "wins",
    "analysis",
    "decision_guide",
    "faq",
    "sources",
]
TITLED_KINDS: tuple[Kind, ...] = (
    "short_answer",
    "what_each_is",
    "decision_guide",
    "faq",
    "sources",
)


@dataclass(frozen=True)
class Line:
    """A piece of text and the line of the page it stands on."""

    text: str
    line: int


@dataclass
class Subsection:
    title: Line
    paragraphs: list[Line] = field(default_factory=list)


@dataclass
class Section:
    """An H2 and what follows it up to the next H2."""

    title: Line
    kind: Kind = "analysis"
    paragraphs: list[Line] = field(default_factory=list)  # before the first H3
    after: list[Line] = field(default_factory=list)  # after the section's table or list
    subsections: list[Subsection] = field(default_factory=list)
    table: Block | None = None
    items: Block | None = None
    product: str = ""  # for "wins": whose advantages


@dataclass
class PageOutline:
    """What one page says, section by section."""

    page: MarkdownPage
    locale: str
    title: Line | None
    intro: list[Line]
    sections: list[Section]
    extra: list[Line] = field(default_factory=list)  # blocks before the first section

    def of_kind(self, kind: Kind) -> list[Section]:
        return [section for section in self.sections if section.kind == kind]


def outline_page(
    page: MarkdownPage,
    locale: str,
    names: Mapping[str, str],
    titles: Mapping[Kind, set[str]],
) -> PageOutline:
    """The sections of ``page``. ``names``: product name or short name → product id;
    ``titles``: the headings each fixed section is known to have in this locale."""
    title: Line | None = None
    intro: list[Line] = []
    sections: list[Section] = []
    extra: list[Line] = []  # what stands before the first section and is no paragraph
    for block in page.blocks:
        text = Line(block.text, block.line)
        if block.kind == "heading" and block.level == 1 and title is None and not sections:
            title = text
        elif block.kind == "heading" and block.level <= 2:
            sections.append(Section(text))
        elif block.kind == "heading" and sections:
            sections[-1].subsections.append(Subsection(text))
        elif not sections and block.kind == "paragraph":
            intro.append(text)
        elif not sections:
            extra.extend(_as_lines(block))
        else:
            _add(sections[-1], block)
    named = page.frontmatter.get("title")
    if title is None and isinstance(named, str) and named:
        # Starlight and other site generators show the frontmatter title as the H1.
        title = Line(named, page.frontmatter_lines.get("title", 1))
    if title is None or not sections:
        first = page.blocks[0].line if page.blocks else 1
        missing = "no headings" if title is None and not sections else "no H1 title or no sections"
        raise problem(
            page.path,
            first,
            "not-a-comparison",
            f"{missing}: this is not a comparison page",
            "import a page with an H1 title and ## sections (what each one is, a table …)",
        )
    outline = PageOutline(page, locale, title, intro, sections, extra)
    _classify(outline, names, titles)
    if not outline.of_kind("what_each_is") and not outline.of_kind("head_to_head"):
        raise problem(
            page.path,
            title.line,
            "not-a-comparison",
            "no section names the two products (neither sub-headings nor a table's columns)",
            "a comparison has a section with one ### per product, or a table with a column "
            "per product; add the products to articles/products/ if they are missing",
        )
    return outline


def _add(section: Section, block: Block) -> None:
    if section.subsections:
        for line in _as_lines(block):
            section.subsections[-1].paragraphs.append(line)
    elif block.kind == "table" and section.table is None and section.items is None:
        section.table = block
    elif block.kind == "list" and section.items is None and section.table is None:
        section.items = block
    elif section.table is not None or section.items is not None:
        section.after.extend(_as_lines(block))
    else:
        section.paragraphs.extend(_as_lines(block))


def _as_lines(block: Block) -> list[Line]:
    """A block's text as paragraphs: a table or list that stands where prose is expected
    keeps every cell, one paragraph per row or item."""
    if block.kind in ("paragraph", "other", "heading"):
        return [Line(block.text, block.line)]
    return [
        Line(" — ".join(cells), line)
        for cells, line in zip(block.cells, block.cell_lines, strict=True)
    ]


def _classify(
    outline: PageOutline, names: Mapping[str, str], titles: Mapping[Kind, set[str]]
) -> None:
    wins_patterns = titles.get("wins", set())
    for section in outline.sections:
        section.kind = _shape_kind(section, names)
        for kind in TITLED_KINDS:
            if section.title.text in titles.get(kind, set()):
                section.kind = kind
        product = _named_product(section.title.text, names, wins_patterns)
        if product and (section.kind == "wins" or _fills(section.title.text, wins_patterns, names)):
            section.kind, section.product = "wins", product
    kinds = [section.kind for section in outline.sections]
    first_wins = kinds.index("wins") if "wins" in kinds else len(kinds)
    for position, section in enumerate(outline.sections):
        if section.kind == "faq" and position < first_wins:
            section.kind = "analysis"
        if section.kind == "sources" and position < first_wins:
            section.kind = "analysis"
    # Prose where a fixed section belongs: the short answer first, the table's heading
    # (its table lost) between "what each one is" and the first list of wins.
    if outline.sections[0].kind == "analysis" and "what_each_is" in kinds[1:2]:
        outline.sections[0].kind = "short_answer"
    if "what_each_is" in kinds and "head_to_head" not in kinds:
        after = kinds.index("what_each_is") + 1
        if after < first_wins and outline.sections[after].kind == "analysis":
            outline.sections[after].kind = "head_to_head"
    named = [
        names[sub.title.text]
        for section in outline.sections
        if section.kind == "what_each_is"
        for sub in section.subsections
        if sub.title.text in names
    ]
    pair = list(dict.fromkeys(named))
    unnamed = [s for s in outline.sections if s.kind == "wins" and not s.product]
    taken = {s.product for s in outline.sections if s.kind == "wins" and s.product}
    for section in unnamed:
        rest = [p for p in pair if p not in taken]
        if rest:
            section.product = rest[0]
            taken.add(rest[0])
    # One of each fixed section (and one list of wins per product): a second one is read
    # as analysis, so that what it says is kept.
    seen: set[tuple[Kind, str]] = set()
    for section in outline.sections:
        if section.kind != "analysis" and (section.kind, section.product) in seen:
            section.kind, section.product = "analysis", ""
        seen.add((section.kind, section.product))


def _shape_kind(section: Section, names: Mapping[str, str]) -> Kind:
    if section.table is not None:
        header = section.table.cells[0] if section.table.cells else ()
        if len(header) >= 3 and all(cell in names for cell in header[1:3]):
            return "head_to_head"
        return "decision_guide"
    sub_titles = [sub.title.text for sub in section.subsections]
    if sub_titles and all(title in names for title in sub_titles):
        return "what_each_is"
    if section.items is not None:
        items = [cells[0] for cells in section.items.cells if cells]
        if items and all(item.startswith("**") for item in items):
            return "wins"
        if items and all(" — " in item for item in items):
            return "sources"
    if (
        sub_titles
        and not section.paragraphs
        and all(len(s.paragraphs) <= 1 for s in section.subsections)
    ):
        return "faq"
    return "analysis"


def _named_product(title: str, names: Mapping[str, str], patterns: set[str]) -> str:
    """The product a "Where X wins" heading names: the longest name found in it."""
    found = [
        n for n in names if re.search(rf"(?<![A-Za-z0-9]){re.escape(n)}(?![A-Za-z0-9])", title)
    ]
    return names[max(found, key=len)] if found else ""


def _fills(title: str, patterns: set[str], names: Mapping[str, str]) -> bool:
    """Whether ``title`` is one of ``patterns`` ("Where {product} wins") filled with a name."""
    return any(
        pattern.replace("{product}", name) == title for pattern in patterns for name in names
    )
