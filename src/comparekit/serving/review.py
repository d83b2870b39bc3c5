"""One article in several locales, block by block, each string marked with its state.

The page is rendered again with a translator that wraps every string it looks up in
private-use markers; the Markdown parser carries them through as text, and the HTML gets
a ``<span>`` per string in their place. The shapes of all locales are identical by
construction, so block *i* of one column is block *i* of every other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.po.grammar import PoEntry
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.rules import terms_for
from comparekit.catalogs.table import CatalogEntry, TranslationTable
from comparekit.catalogs.variants import translation_variants
from comparekit.checks.todo import REASONS, fuzzy_reason
from comparekit.errors import ProblemsFound
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.pages import LocalePages
from comparekit.rendering.remembered import make_translator
from comparekit.rendering.render import Renderer
from comparekit.rendering.sites import HUB, PROFILES
from comparekit.rendering.translate import Capture, Translator
from comparekit.serving.html import html_blocks
from comparekit.sources.load import Project

# Private-use characters, the mark's number among them (U+E010 + each hex digit): Markdown
# reads them as plain text, and the renderer's script-aware spacing looks through them.
OPEN, SEPARATOR, CLOSE = "\ue000", "\ue001", "\ue002"
_DIGITS = "".join(chr(0xE010 + digit) for digit in range(16))
_MARKER = re.compile(f"{OPEN}([{_DIGITS}]+){SEPARATOR}|{CLOSE}")


def _encoded(index: int) -> str:
    return "".join(chr(0xE010 + int(digit, 16)) for digit in f"{index:x}")


def _decoded(digits: str) -> int:
    return int("".join(f"{ord(char) - 0xE010:x}" for char in digits), 16)


_TAG = re.compile(r"<[^>]*>")

# What each state tells a reviewer; ``current`` strings need nothing.
STATES = {
    "source": "the source text",
    "current": "translated and current",
    "fuzzy": "fuzzy: its English changed, or it was suggested; review it",
    "untranslated": "not translated: shown in English",
    "absent": "not in the catalog: run `comparekit update`",
    "inconsistent": "the same English is translated another way elsewhere",
    "unreviewed": "not approved by a reviewer as it stands: `comparekit review` lists it",
}


@dataclass(frozen=True)
class Mark:
    """One string as a column shows it, and what a reviewer needs to find its entry."""

    key: str
    english: str
    shown: str
    state: str  # a key of STATES, or the code of the check it fails
    where: str  # catalog:line
    note: str  # the translator notes of the entry
    previous: str = ""  # for a fuzzy entry: the English it was translated from
    problem: str = ""  # the check's message
    why: str = ""  # for a fuzzy entry: its English changed, or where its suggestion came from


@dataclass
class MarkingTranslator(Translator):
    """A translator that records each string it returns and wraps it in markers."""

    entries: dict[str, PoEntry] = field(default_factory=dict)
    inconsistent: frozenset[str] = frozenset()
    is_source: bool = False
    marks: list[Mark] = field(default_factory=list)

    def text(self, key: str, english: str) -> str:
        with self.capture() as seen:
            shown = super().text(key, english)
        return self._marked(key, english, shown, seen)

    def plural(self, key: str, singular: str, plural: str, count: int) -> str:
        with self.capture() as seen:
            shown = super().plural(key, singular, plural, count)
        return self._marked(key, singular if count == 1 else plural, shown, seen)

    def _marked(self, key: str, english: str, shown: str, seen: Capture) -> str:
        fallback: Fallback | None = seen.fallbacks.get(key)
        entry = self.entries.get(key)
        state = "source" if self.is_source else fallback.reason if fallback else "current"
        if state == "current" and key in seen.waiting:
            state = "unreviewed"  # shown, as the preview shows what waits for review
        elif state == "current" and key in self.inconsistent:
            state = "inconsistent"
        if (
            state in ("fuzzy", "unreviewed")  # what the translator wrote, to review
            and entry is not None
            and entry.strings
            and "\n" not in entry.strings[0]
        ):
            shown = entry.strings[0] or english
        line = entry.line if entry is not None else None
        why = ""
        if state == "fuzzy" and entry is not None:
            reason, detail = fuzzy_reason(entry)
            why = f"fuzzy: {REASONS[reason].format(detail=detail)}"
        self.marks.append(
            Mark(
                key,
                english,
                shown,
                state,
                f"{self.catalog_display}:{line}" if line else self.catalog_display,
                "\n".join(entry.extracted_comments) if entry is not None else "",
                (entry.previous_msgid or "") if entry is not None else "",
                fallback.detail if fallback is not None else "",
                why,
            )
        )
        return f"{OPEN}{_encoded(len(self.marks) - 1)}{SEPARATOR}{shown}{CLOSE}"


@dataclass(frozen=True)
class Column:
    locale: str
    blocks: list[str]  # HTML, one per top-level Markdown block
    marks: list[Mark]


def review_columns(project: Project, key: str, locales: list[str]) -> list[Column]:
    """The page ``key`` in each of ``locales``, marked string by string."""
    settings = project.settings
    site = PROFILES["plain"](settings.all_locales)
    templates = settings.path(settings.templates)
    renderer = Renderer(templates, settings.display(templates))
    template = _entries(settings.template_path(), settings.display(settings.template_path()))
    columns = []
    for tag in locales:
        translator = _marking_translator(project, tag, template)
        pages = LocalePages(project, renderer, translator, site)
        page, _ = pages.hub() if key == HUB else pages.article(key)
        blocks = [
            marked_html(block, tag, translator.marks) for block in html_blocks(page.body, tag)
        ]
        columns.append(Column(tag, blocks, translator.marks))
    return columns


def _marking_translator(
    project: Project, tag: str, template: dict[str, PoEntry]
) -> MarkingTranslator:
    settings = project.settings
    if tag == settings.source_locale:
        # The source locale translates every string to itself, through a table made from
        # the template, so that its strings are marked like every other column's.
        table = _identity_table(project)
        display = settings.display(settings.template_path())
        return MarkingTranslator(tag, table, display, entries=template, is_source=True)
    base = make_translator(settings, tag, terms_for(project, tag))
    assert base.table is not None, "a target locale has a catalog"
    path = settings.catalog_path(tag)
    entries = _entries(path, base.catalog_display) or template
    flagged = frozenset(
        key
        for forms in translation_variants(base.table).values()
        for keys in forms.values()
        for key, _ in keys
    )
    return MarkingTranslator(
        tag,
        base.table,
        base.catalog_display,
        base.terms,
        entries=entries,
        inconsistent=flagged,
        approvals=base.approvals,
        review=base.review,
    )


def _identity_table(project: Project) -> TranslationTable:
    slices: dict[str, dict[str, CatalogEntry]] = {}
    for key, msgid in template_strings(project):
        strings = (msgid,) if isinstance(msgid, str) else msgid
        slices.setdefault(key.split(":", 1)[0], {})[key] = CatalogEntry(msgid, strings, False, None)
    return TranslationTable(slices, "n != 1")


def _entries(path: Path, display: str) -> dict[str, PoEntry]:
    """A catalog's current entries by msgctxt (for their line, notes and previous English);
    none when it does not read (the preview reports that on its own)."""
    try:
        po = read_po(path.read_bytes(), display)
    except (OSError, ProblemsFound):
        return {}
    return {e.context: e for e in po.entries if e.context is not None and not e.obsolete}


def marked_html(html: str, tag: str, marks: list[Mark]) -> str:
    """The markers of ``html`` as spans carrying each string's state; markers that landed
    inside a tag (an attribute) are dropped."""
    html = _TAG.sub(lambda m: _MARKER.sub("", m.group(0)), html)

    def span(match: re.Match[str]) -> str:
        if match.group(1) is None:
            return "</span>"
        index = _decoded(match.group(1))
        mark = marks[index]
        return f'<span class="ck-s ck-{mark.state}" data-mark="{tag}:{index}" tabindex="0">'

    return _MARKER.sub(span, html)
