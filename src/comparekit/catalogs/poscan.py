"""Read a catalog's translations at the speed of one regular expression.

Babel's PO parser handles every layout the format allows, a line at a time in Python, and
is by far the slowest step of a build without a cache: a thousand articles make catalogs
of 50 MB. Catalogs written by comparekit, Poedit, Weblate, Crowdin or msgmerge share one
layout, which a single regular expression reads entry by entry. ``scan_catalog`` reads
that layout and gives up (returns None) on anything else, so the caller falls back to
the strict, slower reader: the two agree on every file the scan accepts (tested).
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from dataclasses import dataclass

from babel.messages.pofile import read_po

from comparekit.catalogs.pofile import PO_LINE, PO_STRING
from comparekit.sources.settings import babel_locale

_STRINGS = rf"{PO_STRING}(?:\n{PO_STRING})*"  # with its continuation lines
_ENTRY = re.compile(
    rf"""
    (?P<comments>(?:(?:\#[^\n]*)?\n)*)
    (?:msgctxt\ (?P<context>{_STRINGS})\n)?
    msgid\ (?P<msgid>{_STRINGS})\n
    (?:msgid_plural\ (?P<plural>{_STRINGS})\n)?
    (?P<translations>(?:msgstr(?:\[\d+\])?\ {_STRINGS}(?:\n|\Z))+)
    """,
    re.VERBOSE,
)
_TRANSLATION = re.compile(rf"msgstr(?:\[(\d+)\])? ({_STRINGS})")
_ESCAPE = re.compile(r'\\([\\trn"])')
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"'}


@dataclass(frozen=True)
class ScannedEntry:
    context: str | None
    msgid: str | tuple[str, str]
    strings: tuple[str, ...]  # one per plural form
    fuzzy: bool
    line: int  # of the msgid keyword, from 1


@dataclass(frozen=True)
class ScannedCatalog:
    entries: list[ScannedEntry]  # the header and obsolete entries left out
    plural_expr: str
    obsolete: int  # how many obsolete (#~) entries the file keeps


def scan_catalog(text: str, tag: str | None) -> ScannedCatalog | None:
    """The catalog's current entries, or None when the file is not in the common layout."""
    first = _ENTRY.match(text)
    is_header = first is not None and first["context"] is None and first["msgid"] == '""'
    # The header decides the plural forms, read by Babel exactly as the strict reader does.
    header = read_po(
        io.StringIO(text[: first.end()] if first is not None and is_header else ""),
        locale=babel_locale(tag) if tag else None,
    )
    forms = header.num_plurals
    entries: list[ScannedEntry] = []
    position, line = 0, 1
    for match in _ENTRY.finditer(text):
        comments, raw_context, raw_msgid, raw_plural, raw_translations = match.groups()
        start = match.start()
        if start != position or not _comments_readable(comments):
            return None
        position = match.end()
        msgid_line = line + comments.count("\n")
        if raw_context is not None:
            msgid_line += raw_context.count("\n") + 1
        line += text.count("\n", start, position)
        context = None if raw_context is None else _value(raw_context)
        msgid = _value(raw_msgid)
        if not msgid and context is None:
            continue  # the header
        fuzzy = False
        if "#," in comments or "#~" in comments:
            # This entry's comments are those after the last blank line.
            own = comments.rsplit("\n\n", 1)[-1].split("\n")
            if any(comment.startswith("#~") for comment in own):
                return None  # an obsolete entry run into this one: for the strict reader
            fuzzy = any(
                "fuzzy" in (flag.strip() for flag in comment[2:].split(","))
                for comment in own
                if comment.startswith("#,")
            )
        if raw_plural is None:
            # As Babel: a singular entry takes its first msgstr.
            first = _TRANSLATION.match(raw_translations)
            assert first is not None  # the entry pattern matched one
            entries.append(ScannedEntry(context, msgid, (_value(first[2]),), fuzzy, msgid_line))
            continue
        translations = [
            (int(index or 0), _value(value))
            for index, value in _TRANSLATION.findall(raw_translations)
        ]
        indexes = [index for index, _ in translations]
        if max(indexes) >= forms or len(set(indexes)) != len(indexes):
            return None  # the strict reader reports it
        strings = [""] * forms
        for index, value in translations:
            strings[index] = value
        plural = (msgid, _value(raw_plural))
        entries.append(ScannedEntry(context, plural, tuple(strings), fuzzy, msgid_line))
    tail = text[position:]
    if any(ln and not ln.startswith("#") for ln in tail.split("\n")):
        return None
    if not _comments_readable(tail):
        return None
    obsolete = sum(1 for line in _marked(text) if line.startswith('#~ msgid "'))
    return ScannedCatalog(entries, str(header.plural_expr), obsolete)


def _value(quoted: str) -> str:
    """The text of a quoted string and its continuation lines."""
    joined = quoted[1:-1].replace('"\n"', "")
    return _ESCAPE.sub(lambda m: _ESCAPES[m[1]], joined) if "\\" in joined else joined


def _comments_readable(comments: str) -> bool:
    """Obsolete (``#~``) and previous (``#|``) lines hold PO syntax: it must be sound, by
    the strict reader's own test, so the scan never reads a file that reader refuses."""
    if "#~" not in comments and "#|" not in comments:
        return True
    return all(PO_LINE.fullmatch(line[2:].strip()) for line in _marked(comments))


def _marked(comments: str) -> Iterator[str]:
    for line in comments.split("\n"):
        if line.startswith(("#~", "#|")):
            yield line
