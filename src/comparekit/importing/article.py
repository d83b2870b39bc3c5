"""Turn the recognized copies of one article into its source data and its translations.

The most complete copy gives the structure; every copy is lined up with it section by
section (``align``), in the order of the template: the title and its paragraphs, the short
answer, what each one is, the head-to-head table, the wins, the analysis, the decision
guide, the FAQ, the sources and the next links. What has no place becomes a free analysis
section at the end, so nothing a copy says is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from comparekit.importing.align import anchors, union_align
from comparekit.importing.head import intro, link_title, pair
from comparekit.importing.outline import Line, PageOutline
from comparekit.importing.record import (
    UI_KEYS,
    WINS_KEY,
    ImportedArticle,
    Known,
    Recorder,
    product_names,
)
from comparekit.importing.tail import leftovers, next_links, sources

DECISION_KEYS = ("ui:table.if-you", "ui:table.start-with", "ui:table.why")
FIELDS = ["subject", "counterpart", "title", "link_title", "dek", "lead", "verdict"]
FIELDS += ["short_answer", "what_each_is", "head_to_head", "wins", "analysis"]
FIELDS += ["decision_guide", "faq", "sources", "accessed", "next"]


def import_article(
    pages: Mapping[str, PageOutline], slug: str, known: Known, counterpart: str | None = None
) -> ImportedArticle:
    """The article ``slug`` from its copies, ``pages`` by locale (the source locale's may be
    missing: then every text waits for its English)."""
    r = Recorder(pages, slug, known)
    subject, other = pair(r, counterpart)
    r.data.update(subject=subject, counterpart=other)
    title = r.text(("title",), {t: r.pages[t].title for t in r.order})
    r.data["title"] = title
    link_title(r, title)
    next_links(r)  # first: the line it takes is no leftover
    intro(r)
    short = r.sections("short_answer")
    r.ui(UI_KEYS["short_answer"], {t: s.title for t, s in short.items()})
    r.drift("the short answer", short, {})
    r.data["short_answer"] = r.paragraphs(("short_answer",), short, "the short answer")
    for tag, section in short.items():
        r.spare(tag, section, "paragraphs")
    _what_each_is(r, (subject, other))
    _head_to_head(r, (subject, other))
    _wins(r, (subject, other))
    _analysis(r)
    _decision_guide(r)
    _faq(r)
    sources(r)
    leftovers(r)
    data = {key: r.data[key] for key in FIELDS if key in r.data}
    shared = list(r.shared.values())
    return ImportedArticle(slug, data, r.gaps, r.texts, shared, r.new_dimensions, r.problems)


def _what_each_is(r: Recorder, pair: tuple[str, str]) -> None:
    names = product_names(r.known.products)
    sections = r.sections("what_each_is")
    r.ui(UI_KEYS["what_each_is"], {t: s.title for t, s in sections.items()})
    r.drift("the section on what each one is", sections, {})
    result: dict[str, Any] = {}
    for product in pair:
        copies = {
            t: sub
            for t, s in sections.items()
            for sub in s.subsections
            if names.get(sub.title.text) == product
        }
        name = r.known.products[product].name
        lines = {t: s.title.line for t, s in sections.items()}
        r.drift(f"the part on {name} in what each one is", copies, lines)
        path = ("what_each_is", product, "paragraphs")
        result[product] = {"paragraphs": r.paragraphs(path, copies, f"the part on {name}")}
    for tag, section in sections.items():
        r.spare(tag, section, "subsections")
        for sub in section.subsections:
            if sub.title.text not in names:
                r.leftovers[tag] += [sub.title, *sub.paragraphs]
    r.data["what_each_is"] = result


def _head_to_head(r: Recorder, pair: tuple[str, str]) -> None:
    sections = r.sections("head_to_head")
    lines = {t: s.title.line for t, s in sections.items()}
    r.drift("the head-to-head section", sections, {})
    title = r.text(("head_to_head", "title"), {t: s.title for t, s in sections.items()})
    tables = {t: s.table for t, s in sections.items() if s.table is not None}
    r.drift("the head-to-head table", tables, lines)
    table_lines = {t: table.line for t, table in tables.items()}
    label_of = {d.label.casefold(): key for key, d in r.known.dimensions.items()}
    rows: dict[str, list[tuple[str, Line]]] = {}  # locale → (dimension guess, row as a Line)
    for tag, table in tables.items():
        r.ui("ui:table.dimension", {tag: Line(table.cells[0][0], table.cell_lines[0])})
        known = r.known.translations.get(tag, {})
        by_label = (
            label_of
            if tag == r.src
            else {
                known.get(f"dimensions:dimensions.{key}.label", "\0"): key
                for key in r.known.dimensions
            }
        )
        found = []
        for cells, line in zip(table.cells[1:], table.cell_lines[1:], strict=True):
            text = cells[0] if tag != r.src else cells[0].casefold()
            found.append((by_label.get(text, ""), Line(" | ".join(cells), line)))
        rows[tag] = found
    columns = union_align(
        rows, lambda row: frozenset({row[0]}) if row[0] else anchors(row[1].text), r.order
    )
    result: dict[str, Any] = {}
    for position, column in enumerate(columns, start=1):
        row_cells = {t: _cells(tables[t], row[1]) for t, row in column.items()}
        guess = next((row[0] for row in column.values() if row[0]), "")
        english_label = row_cells[r.src][0].text if r.src in row_cells else ""
        dimension = guess or r.new_id(english_label, f"row-{position}", r.known.dimensions)
        if not guess:
            r.new_dimensions[dimension] = english_label
        label = english_label or next(iter(row_cells.values()))[0].text
        label = r.known.dimensions[guess].label if guess else label
        r.drift(f"row '{label}' of the head-to-head table", column, table_lines)
        r.share(
            f"dimensions:dimensions.{dimension}.label",
            r.known.dimensions[dimension].label if guess else english_label,
            {t: c[0] for t, c in row_cells.items()},
        )
        overrides: dict[str, str] = {}
        for index, product in enumerate(pair, start=1):
            copies = {t: c[index] for t, c in row_cells.items() if len(c) > index}
            fact_key = f"products/{product}:facts.{dimension}"
            fact = r.known.products[product].facts.get(dimension) if guess else None
            differs = fact is None or (r.src in copies and copies[r.src].text != fact)
            for tag, copy in copies.items():
                translated = r.known.translations.get(tag, {}).get(fact_key)
                differs = differs or (translated is not None and translated != copy.text)
            if differs:
                overrides[product] = r.text(("head_to_head", "rows", dimension, product), copies)
            else:
                r.share(fact_key, fact or "", copies)
        result[dimension] = overrides or None
    notes: dict[str, Line | None] = {}
    for tag, section in sections.items():
        prose = section.after if section.table is not None else section.paragraphs
        notes[tag] = prose[0] if prose else None
        r.leftovers[tag] += prose[1:]
        r.spare(tag, section, "block", "after" if section.table is not None else "paragraphs")
    r.drift("the note under the head-to-head table", notes, lines)
    note = r.text(("head_to_head", "note"), notes)
    for item in r.texts[-1:]:
        item.english = _braces(item.english)
        for tag, origin in list(item.translations.items()):
            item.translations[tag] = type(origin)(_braces(origin.text), origin.where)
    r.data["head_to_head"] = {"title": title, "rows": result, "note": _braces(note)}


def _cells(table: Any, row: Line) -> list[Line]:
    index = table.cell_lines.index(row.line)
    return [Line(cell, row.line) for cell in table.cells[index]]


def _braces(text: str) -> str:
    """A note is filled with ``{accessed}``: its own braces are doubled to stay text."""
    return text.replace("{", "{{").replace("}", "}}")


def _wins(r: Recorder, pair: tuple[str, str]) -> None:
    result: dict[str, Any] = {}
    for product in pair:
        info = r.known.products[product]
        sections = {
            t: s for t in r.order for s in r.pages[t].of_kind("wins") if s.product == product
        }
        shown = info.short_name or info.name
        r.drift(f"the list of where {shown} wins", sections, {})
        headings = {
            t: Line(s.title.text.replace(shown, "{product}"), s.title.line)
            for t, s in sections.items()
            if shown in s.title.text
        }
        r.ui(WINS_KEY, headings)
        items = {
            t: [
                _point(text[0], line)
                for text, line in zip(s.items.cells, s.items.cell_lines, strict=True)
            ]
            for t, s in sections.items()
            if s.items is not None
        }
        lines = {t: s.title.line for t, s in sections.items()}
        points: dict[str, Any] = {}
        for column in union_align(items, lambda p: anchors(p[0].text + p[1].text), r.order):
            english = column.get(r.src)
            pid = r.new_id(english[0].text if english else "", f"point-{len(points) + 1}", points)
            r.drift(f"a point of where {shown} wins", column, lines)
            path = ("wins", product, pid)
            points[pid] = {
                "lead": r.text((*path, "lead"), {t: p[0] for t, p in column.items()}),
                "detail": r.text((*path, "detail"), {t: p[1] for t, p in column.items()}),
            }
        for tag, section in sections.items():
            r.spare(tag, section, "block")
        result[product] = points
    r.data["wins"] = result


def _point(text: str, line: int) -> tuple[Line, Line]:
    match = re.fullmatch(r"\*\*(.+?)\*\*\s*(.*)", text)
    if match is None:
        return Line(text, line), Line("", line)
    return Line(match.group(1), line), Line(match.group(2), line)


def _analysis(r: Recorder) -> None:
    copies = {t: r.pages[t].of_kind("analysis") for t in r.order}
    columns = union_align(
        copies,
        lambda s: anchors(" ".join([s.title.text, *(p.text for p in s.paragraphs)])),
        r.order,
    )
    result: dict[str, Any] = {}
    for position, column in enumerate(columns, start=1):
        english = column.get(r.src)
        sid = r.new_id(english.title.text if english else "", f"section-{position}", result)
        title = next(iter(column.values())).title.text
        r.drift(f"the section '{title}'", column, {})
        section: dict[str, Any] = {
            "title": r.text(("analysis", sid, "title"), {t: s.title for t, s in column.items()}),
            "paragraphs": r.paragraphs(("analysis", sid, "paragraphs"), column, f"'{title}'"),
        }
        subs = {t: s.subsections for t, s in column.items()}
        subsections: dict[str, Any] = {}
        for number, sub in enumerate(
            union_align(subs, lambda x: anchors(x.title.text), r.order), start=1
        ):
            english_sub = sub.get(r.src)
            name = r.new_id(
                english_sub.title.text if english_sub else "", f"part-{number}", subsections
            )
            within = {t: s.title.line for t, s in column.items()}
            r.drift(f"the part '{next(iter(sub.values())).title.text}'", sub, within)
            path = ("analysis", sid, "subsections", name)
            subsections[name] = {
                "title": r.text((*path, "title"), {t: x.title for t, x in sub.items()}),
                "paragraphs": r.paragraphs((*path, "paragraphs"), sub, "a part"),
            }
        if subsections:
            section["subsections"] = subsections
        for tag, s in column.items():
            r.spare(tag, s, "paragraphs", "subsections")
        result[sid] = section
    r.data["analysis"] = result


def _decision_guide(r: Recorder) -> None:
    sections = r.sections("decision_guide")
    r.ui(UI_KEYS["decision_guide"], {t: s.title for t, s in sections.items()})
    r.drift("the decision guide", sections, {})
    lines = {t: s.title.line for t, s in sections.items()}
    tables = {t: s.table for t, s in sections.items() if s.table is not None}
    r.drift("the decision-guide rows", tables, lines)
    rows: dict[str, list[list[Line]]] = {}
    for tag, table in tables.items():
        header = table.cells[0]
        for key, cell in zip(DECISION_KEYS, header, strict=False):
            r.ui(key, {tag: Line(cell, table.cell_lines[0])})
        rows[tag] = [
            [Line(cell, line) for cell in cells]
            for cells, line in zip(table.cells[1:], table.cell_lines[1:], strict=True)
        ]
    result: dict[str, Any] = {}
    for position, column in enumerate(
        union_align(rows, lambda row: anchors(" ".join(c.text for c in row)), r.order), start=1
    ):
        english = column.get(r.src)
        rid = r.new_id(english[0].text if english else "", f"row-{position}", result)
        r.drift(f"decision-guide row {position}", column, {t: b.line for t, b in tables.items()})
        row: dict[str, str] = {}
        for index, name in enumerate(("situation", "choice", "reason")):
            cells = {t: c[index] if len(c) > index else None for t, c in column.items()}
            row[name] = r.text(("decision_guide", rid, name), cells)
        result[rid] = row
    for tag, section in sections.items():
        r.spare(tag, section, "block")
    r.data["decision_guide"] = result


def _faq(r: Recorder) -> None:
    sections = r.sections("faq")
    r.ui(UI_KEYS["faq"], {t: s.title for t, s in sections.items()})
    r.drift("the FAQ", sections, {})
    items = {t: s.subsections for t, s in sections.items()}
    result: dict[str, Any] = {}
    for position, column in enumerate(
        union_align(items, lambda s: anchors(s.title.text), r.order), start=1
    ):
        english = column.get(r.src)
        qid = r.new_id(english.title.text if english else "", f"question-{position}", result)
        question = next(iter(column.values())).title
        r.drift(f"the FAQ question '{question.text}'", column, {})
        answers = {t: s.paragraphs[0] if s.paragraphs else None for t, s in column.items()}
        lines = {t: s.title.line for t, s in column.items()}
        r.drift(f"the answer to FAQ '{question.text}'", answers, lines)
        result[qid] = {
            "question": r.text(("faq", qid, "question"), {t: s.title for t, s in column.items()}),
            "answer": r.text(("faq", qid, "answer"), answers),
        }
        for tag, s in column.items():
            r.leftovers[tag] += s.paragraphs[1:]
    for tag, section in sections.items():
        r.spare(tag, section, "subsections")
    r.data["faq"] = result
