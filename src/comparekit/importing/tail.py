"""The end of an imported page: its sources, its next links, and what found no place.

A source line is ``[title](url) — supports (accessed date)`` in the template's wording of
each language. Where the project does not know that wording in a language yet, it is read
off the page itself: the date is found in the language's long format, and the text shared
by every line around it is the wording.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from typing import Any

from comparekit.errors import Problem
from comparekit.importing.align import anchors, find_date, union_align
from comparekit.importing.outline import Line
from comparekit.importing.record import Recorder

DESCRIBED_KEY = "ui:source.described"
NEXT_KEY = "ui:next"
HUB_LINK_KEY = "hub:link_title"
SOURCE_KEY = "ui:heading.sources"
# A link's target may hold balanced parentheses, as CommonMark allows (``f(1)``): one level.
LINK = re.compile(r"\[((?:[^\[\]\\]|\\.)*)\]\(((?:[^()\s]|\([^()\s]*\))*)\)")
LINKED_SOURCE = re.compile(r"\[(?P<title>(?:[^\]\\]|\\.)*)\]\((?P<url>\S+?)\) — (?P<rest>.*)")
WEB_ADDRESS = re.compile(
    r"https?://[^\s<>()|\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff\u00ad]+"
)
PLAIN_SOURCE = re.compile(r"(?P<title>.+?) — (?P<rest>.*)")


def sources(r: Recorder) -> None:
    """The Sources list: each source's title, what it supports, its address and date."""
    sections = r.sections("sources")
    r.ui(SOURCE_KEY, {t: s.title for t, s in sections.items()})
    r.drift("the sources", sections, {})
    lines = {t: s.title.line for t, s in sections.items()}
    parsed: dict[str, list[dict[str, Any]]] = {}
    for tag, section in sections.items():
        if section.items is None:
            continue
        cells = [c[0] for c in section.items.cells]
        parsed[tag] = _parse_sources(r, tag, cells, list(section.items.cell_lines))
    result: dict[str, Any] = {}
    dates: list[date] = []
    columns = union_align(
        parsed,
        lambda s: frozenset({s["url"]}) if s["url"] else anchors(s["title"].text),
        r.order,
    )
    for position, column in enumerate(columns, start=1):
        english = column.get(r.src)
        sid = r.new_id(english["title"].text if english else "", f"source-{position}", result)
        r.drift(f"source {position} ('{next(iter(column.values()))['title'].text}')", column, lines)
        path = ("sources", sid)
        item: dict[str, Any] = {
            "title": r.text((*path, "title"), {t: s["title"] for t, s in column.items()}),
            "supports": r.text((*path, "supports"), {t: s["supports"] for t, s in column.items()}),
        }
        url = next((s["url"] for s in column.values() if s["url"]), None)
        if url:
            item["url"] = url
        accessed = next((s["date"] for s in column.values() if s["date"]), None)
        if accessed:
            item["accessed"] = accessed
            dates.append(accessed)
        result[sid] = item
    common = Counter(dates).most_common(1)[0][0] if dates else None
    for item in result.values():
        if common is not None and item.get("accessed") == common:
            del item["accessed"]
    for tag, section in sections.items():
        r.spare(tag, section, "block")
    r.data["sources"] = result
    r.data["accessed"] = common or date.today()
    if common is None:
        r.gaps[("accessed",)] = "no source gave a date: when were the sources read?"


def _parse_sources(
    r: Recorder, tag: str, cells: list[str], lines: list[int]
) -> list[dict[str, Any]]:
    """Each line's parts; the wording around ``{supports}`` and ``{date}`` is the project's
    where known, else read off the lines and recorded as the translation of that wording."""
    known = (
        r.known.english.get(DESCRIBED_KEY)
        if tag == r.src
        else r.known.translations.get(tag, {}).get(DESCRIBED_KEY)
    )
    heads: list[tuple[Line, str | None, str, int]] = []
    for cell, line in zip(cells, lines, strict=True):
        match = LINKED_SOURCE.fullmatch(cell) or PLAIN_SOURCE.fullmatch(cell)
        if match is None:
            heads.append((Line(cell, line), None, "", line))
            continue
        url = match.groupdict().get("url")
        if url is not None and not WEB_ADDRESS.fullmatch(url):
            r.problems.append(
                Problem(
                    r.pages[tag].page.path,
                    line,
                    None,
                    "not-http",
                    f"the source's link {url!r} is not an http(s) address: not kept",
                    hint="sources link only to real web addresses; add it to the YAML if it is",
                    severity="warning",
                )
            )
            url = None
        heads.append((Line(match.group("title"), line), url, match.group("rest"), line))
    wording = known or _wording([rest for _, _, rest, _ in heads], tag)
    if wording and not known:
        r.share(
            DESCRIBED_KEY, r.known.english.get(DESCRIBED_KEY, ""), {tag: Line(wording, lines[0])}
        )
    parsed = []
    for title, url, rest, line in heads:
        supports, when = rest, None
        match = _wording_pattern(wording).fullmatch(rest) if wording else None
        if match is not None:
            supports = match.group("supports")
            found = find_date(match.group("date"), tag)
            when = found[0] if found else None
        parsed.append({"title": title, "url": url, "supports": Line(supports, line), "date": when})
    return parsed


def _wording(rests: list[str], tag: str) -> str:
    """``{supports} (accessed {date})`` in the language of ``rests``, read off them."""
    lefts, rights = [], []
    for rest in rests:
        found = find_date(rest, tag)
        if found is None:
            return ""
        lefts.append(rest[: found[1]])
        rights.append(rest[found[2] :])
    if not lefts or len(set(rights)) != 1:
        return ""
    middle = _common_end(lefts)
    bracket = min((i for i in (middle.find("("), middle.find("（")) if i >= 0), default=-1)
    if bracket >= 0:
        middle = (
            middle[bracket - 1 :] if bracket and middle[bracket - 1] == " " else middle[bracket:]
        )
    elif len(lefts) == 1:
        return ""
    return "{supports}" + middle + "{date}" + rights[0]


def _common_end(texts: list[str]) -> str:
    """The longest text every one of ``texts`` ends with."""
    end = texts[0]
    for text in texts[1:]:
        while not text.endswith(end):
            end = end[1:]
    return end


def _wording_pattern(wording: str) -> re.Pattern[str]:
    parts = re.split(r"(\{supports\}|\{date\})", wording)
    pattern = ""
    for part in parts:
        if part == "{supports}":
            pattern += "(?P<supports>.*)"
        elif part == "{date}":
            pattern += "(?P<date>.*?)"
        else:
            pattern += re.escape(part)
    return re.compile(pattern)


def next_links(r: Recorder) -> None:
    """The closing "Next: …" line: the related comparisons, and the hub."""
    found: dict[str, Line] = {}
    for tag in r.order:
        section = r.section(tag, "sources") or r.pages[tag].sections[-1]
        prose = section.after or section.paragraphs
        if prose and LINK.search(prose[-1].text) and not re.search(r"\]\(https?:", prose[-1].text):
            found[tag] = prose[-1]
            section.after = section.after[:-1] if section.after else section.after
            if section.paragraphs and section.paragraphs[-1] is prose[-1]:
                section.paragraphs = section.paragraphs[:-1]
    r.drift("the next links", found, {})
    slugs: dict[str, list[str]] = {}
    for tag, line in found.items():
        links = list(LINK.finditer(line.text))
        wording = line.text[: links[0].start()] + "{links}" + line.text[links[-1].end() :]
        r.ui(NEXT_KEY, {tag: Line(wording, line.line)})
        slugs[tag] = []
        for link in links:
            text = re.sub(r"\\([\[\]])", r"\1", link.group(1))
            slug = _slug_of(link.group(2), (r.src, *r.known.locales))
            if slug is None:
                r.ui(HUB_LINK_KEY, {tag: Line(text, line.line)})
                continue
            slugs[tag].append(slug)
            key = f"comparisons/{slug}:link_title"
            english = text if tag == r.src else ""
            r.share(key, english, {tag: Line(text, line.line)})
            if english:
                r.shared[key].english = english
                r.shared[key].line = line.line
    chosen = slugs.get(r.src) or next(iter(slugs.values()), [])
    if chosen:
        r.data["next"] = [slug for slug in chosen if slug != r.slug]


def _slug_of(href: str, locales: tuple[str, ...]) -> str | None:
    """The article a link between pages goes to; None for the hub (``index.md``, or a
    locale's root as Starlight links it: ``/ja/``).

    >>> _slug_of("deepinfer-vs-vllm.md", ("en",)), _slug_of("/zh-hant/", ("en", "zh-Hant"))
    ('deepinfer-vs-vllm', None)
    """
    name = href.rstrip("/").split("/")[-1].removesuffix(".md")
    roots = {"", "index", "_index", "..", ".", *(tag.lower() for tag in locales)}
    return None if name.lower() in roots else name


def leftovers(r: Recorder) -> None:
    """Blocks the import found no place for, kept as a free analysis section at the end."""
    copies = {t: lines for t, lines in r.leftovers.items() if lines}
    if not copies:
        return
    for tag, lines in copies.items():
        for line in lines:
            r.problems.append(
                Problem(
                    r.pages[tag].page.path,
                    line.line,
                    None,
                    "not-placed",
                    "no place for this block in a comparison: kept in the analysis section "
                    "'not-placed'",
                    hint="give it a heading of its own, or move it where it belongs",
                    severity="warning",
                )
            )
    paragraphs: dict[str, str] = {}
    for position, column in enumerate(
        union_align(copies, lambda line: anchors(line.text), r.order), start=1
    ):
        english = column.get(r.src)
        pid = r.new_id(english.text if english else "", f"p{position}", paragraphs, words=3)
        paragraphs[pid] = r.text(("analysis", "not-placed", "paragraphs", pid), column)
    r.data["analysis"]["not-placed"] = {
        "title": r.text(("analysis", "not-placed", "title"), {}),
        "paragraphs": paragraphs,
    }
    r.gaps[("analysis", "not-placed", "title")] = "blocks the import could not place: name them"
