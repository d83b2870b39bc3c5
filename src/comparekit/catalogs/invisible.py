"""Characters a reader cannot see: bidi controls, zero-width marks, control characters and
translations that show nothing at all."""

from __future__ import annotations

import re
import unicodedata

from comparekit.catalogs.findings import Entry, Finding

# Characters a reader cannot see that change what they read: bidirectional embeddings,
# overrides and isolates (the "Trojan Source" characters), and zero-width marks.
# Written out as escapes: the characters themselves would be invisible here too.
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
# Besides the zero-width marks: the combining grapheme joiner, the Hangul fillers, the
# Mongolian vowel separator, the invisible operators, the interlinear annotation marks and
# the blank Braille pattern (a letter that shows nothing: "Mooncake\u2800の") and the object
# replacement character (a placeholder for an embedded object most fonts draw as nothing).
ZERO_WIDTH = (
    "\u200b\u200c\u200d\u2060\ufeff\u00ad\u034f\u115f\u1160\u3164\uffa0\u180e"
    "\u2061\u2062\u2063\u2064\ufff9\ufffa\ufffb\ufffc\u2800"
)
HIDDEN_CHARACTERS = BIDI_CONTROLS + ZERO_WIDTH
# Beyond the Basic Multilingual Plane: the musical formatting marks, and the tag characters,
# an invisible copy of ASCII that can carry a whole hidden sentence.
_TAGS = "\U000e0000-\U000e007f"
# The variation selectors: each draws the character before it in another shape, or not at
# all, and two strings that differ only by them look the same to a reviewer.
_VARIATION = "\ufe00-\ufe0f\U000e0100-\U000e01ef"
_HIDDEN_RANGES = re.compile(f"[\U0001d173-\U0001d17a{_TAGS}{_VARIATION}]")
TAG_CHARACTER = re.compile(f"[{_TAGS}]")
BIDI_CONTROL = re.compile(f"[{BIDI_CONTROLS}]")
INVISIBLE = re.compile(f"[{ZERO_WIDTH}\U0001d173-\U0001d17a{_TAGS}{_VARIATION}]")
_LINK_OR_URL = re.compile(r"\[[^\]]*\]\([^)]*\)|https?://\S+")
_URL = re.compile(r"https?://[^\s)\]>]+")  # (a link's brackets beside a mark change nothing)


def describe_invisible(text: str) -> str | None:
    """The invisible characters of ``text``, named (``U+202E``), or None if it has none."""
    found = sorted(set(BIDI_CONTROL.findall(text)) | set(INVISIBLE.findall(text)))
    return ", ".join(f"U+{ord(char):04X}" for char in found) or None


def check_invisible(entry: Entry) -> list[Finding]:
    """Bidi controls the English lacks are errors: they reorder what a reader sees.
    Zero-width characters the English lacks: a warning in text, an error inside a link or
    a URL, where they can make a reader follow the wrong target."""
    text = entry.translation
    if text.isascii() or (
        not any(char in text for char in HIDDEN_CHARACTERS) and not _HIDDEN_RANGES.search(text)
    ):
        return []
    named = describe_invisible(text)
    if named is None or named == describe_invisible(entry.english):
        return []
    bidi = set(BIDI_CONTROL.findall(text)) - set(BIDI_CONTROL.findall(entry.english))
    if bidi:
        listed = ", ".join(f"U+{ord(char):04X}" for char in sorted(bidi))
        return [Finding("invisible", f"bidirectional control characters: {listed}")]
    if TAG_CHARACTER.search(text) and not TAG_CHARACTER.search(entry.english):
        return [Finding("invisible", f"tag characters, which can carry hidden text: {named}")]
    in_link = any(describe_invisible(link) for link in _LINK_OR_URL.findall(text))
    if in_link:
        return [Finding("invisible", f"invisible characters inside a link or a URL: {named}")]
    if _touches_name_or_number(entry):
        message = f"invisible characters beside a product name, a URL or a number: {named}"
        return [Finding("invisible", message)]
    return [Finding("invisible", f"invisible characters: {named}", "warning")]


def _touches_name_or_number(entry: Entry) -> bool:
    """Whether an invisible character of the translation stands right after or before a
    product name, a URL or a digit ("Dynamo\u2060 は", "8\u200b GPU"): the text a reader
    copies or a search finds is then another name or number than the one shown. (One inside
    a name is the name check's: the name is then not written as it must be.)"""
    text = entry.translation
    visible = INVISIBLE.sub("", text)
    edges = set()  # where in the visible text each run of invisible characters stands
    removed = 0
    for mark in INVISIBLE.finditer(text):
        edges.add(mark.start() - removed)
        removed += len(mark.group())
    for position in edges:
        beside = visible[position - 1 : position + 1] if position else visible[:1]
        if any(char.isdigit() for char in beside):
            return True
    spans = [match.span() for match in entry.terms.longest_first.finditer(visible)]
    spans += [match.span() for match in _URL.finditer(visible)]
    return any(start == position or end == position for start, end in spans for position in edges)


# Control characters (NUL, ESC, DEL, the C1 set) and the separators that end a line as
# surely as a line break (U+2028, U+2029, U+0085): none is text, and each reaches a page,
# a terminal or a line count as something else. A line break has a checker of its own.
CONTROL_CHARACTER = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def check_control_characters(entry: Entry) -> list[Finding]:
    """Control characters and line separators the English does not have."""
    text = entry.translation
    if text.isprintable() or not CONTROL_CHARACTER.search(text):
        return []
    extra = set(CONTROL_CHARACTER.findall(text)) - set(CONTROL_CHARACTER.findall(entry.english))
    if not extra:
        return []
    listed = ", ".join(f"U+{ord(char):04X}" for char in sorted(extra))
    return [Finding("control-character", f"control characters: {listed}")]


# Letters that show nothing though Unicode counts them as letters: the Hangul fillers and
# the blank Braille pattern, the usual ways to make a cell look written.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def is_blank(text: str) -> bool:
    """Whether a translation shows a reader nothing: only spaces, line breaks, controls,
    invisible or format characters (U+200B, U+00A0, U+FEFF …). Such a translation is
    untranslated, never published as one.

    >>> is_blank(" \u200b\u00a0"), is_blank(""), is_blank("\u3164"), is_blank(" x")
    (True, True, True, False)
    """
    for char in text:
        if char.isascii():
            if char.isprintable() and not char.isspace():
                return False
        elif char not in _BLANK_LETTERS and unicodedata.category(char)[0] not in "ZCM":
            return False
    return True


def describe_blank(text: str) -> str:
    """The characters of a blank text, named: ``U+0020, U+200B``."""
    return ", ".join(f"U+{ord(char):04X}" for char in sorted(set(text)))
