"""Hardware lines kept on their model numbers: a Latin name before a number the English
writes there (RTX 4090, Atlas 800I) written as another name the English never writes
(GTX 4090, Tesla 800I) is one line's model published as another's, an error, where the
number alone stays the same. Imports only the findings' types.
"""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.findings import Entry, Finding

# A line's name and its model number: a capitalised Latin word, a space or none, and a
# number that starts with a digit (RTX 5090, Atlas 800I, H200 as "H" and "200").
_NAMED_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.-])([A-Z][A-Za-z]{1,15})[ \u00a0]?(\d[0-9A-Za-z]*)(?![0-9A-Za-z.])"
)


@functools.lru_cache(maxsize=4096)  # (each English string is read once, not per locale)
def _english_lines(english: str) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """Each number the English names a line before (5090: RTX), and every Latin word of
    the English, lowercase."""
    named: dict[str, set[str]] = {}
    for line, number in _NAMED_NUMBER.findall(english):
        named.setdefault(number, set()).add(line)
    words = frozenset(word.lower() for word in re.findall(r"[A-Za-z]+", english))
    return {number: frozenset(lines) for number, lines in named.items()}, words


def check_line_names(entry: Entry) -> list[Finding]:
    """Each model number of the English the translation names with a line the English
    never writes (GTX 4090 for RTX 4090)."""
    if not _NAMED_NUMBER.search(entry.translation):
        return []  # nearly every translation: no Latin name before a number
    named, words = _english_lines(entry.english)
    if not named:
        return []
    findings = []
    for line, number in sorted(set(_NAMED_NUMBER.findall(entry.translation))):
        english_lines = named.get(number)
        if english_lines is None or line in english_lines or line.lower() in words:
            continue  # a number the English names no line before, or a name it writes
        lines = " or ".join(f"'{name} {number}'" for name in sorted(english_lines))
        message = f"'{line} {number}' where the English names {lines}: one hardware line "
        findings.append(Finding("protected-term", message + "written for another"))
    return findings
