"""What a source's strings hold once YAML has read them: control, bidi and zero-width
characters written as escapes, and links whose target runs code.

The raw-text search of ``check.invisible_in_sources`` sees a character typed into the file;
a double-quoted YAML string can also write one as an escape (``"\\u202e"``, ``"\\x1b"``,
``"\\0"``), which that search never sees and which reaches the page all the same. And a
link's target that a browser runs (``javascript:``, ``vbscript:``, ``data:``) must never be
published, however it is written: any case, an entity for its colon, or a tab or a line
break inside it (browsers drop those from an address before reading it). Both are errors.
The characters and the schemes are the ones a translation is checked for
(``catalogs.invisible``, ``catalogs.links``): one list, so the two checks never disagree.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

from comparekit.catalogs.invisible import BIDI_CONTROL, CONTROL_CHARACTER, INVISIBLE
from comparekit.catalogs.links import RUNNING_URL
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.load import Document, Project
from comparekit.sources.model import TextPath
from comparekit.sources.yamlsource import nearest, parse_yaml, read_yaml

# A tab is whitespace a page shows as such; every other control character is not text.
_TAB = "\t"
# What a browser removes from an address before it reads its scheme (WHATWG URL: tabs and
# line breaks anywhere, C0 controls and spaces at either end).
_DROPPED_IN_ADDRESSES = re.compile(r"[\t\n\r]")
# Only a source that has an escape, or a scheme's name followed by a colon (or by what YAML
# and a browser drop from an address, then a character reference that may be one), can hold
# either: the others are not parsed a second time. The name alone was no test: nearly every
# article has "data" in a word, and parsing them all was a quarter of a first check. Looked
# for in the text lowered, which is twice as quick as a search that ignores case.
_SCHEME_THEN_COLON = re.compile(r"(?:script|data)(?:\s|&[#\w]*;?)*[:&]")
# What lowering leaves of the letters that a search ignoring case takes for s and i (the
# long s, the dotless i, and the dot that "İ" lowers to): a source with one is parsed.
_OTHER_CASES = re.compile("[\u017f\u0131\u0307]")


def _may_hold(text: str) -> bool:
    if "\\" in text:
        return True
    lowered = text.lower()
    return bool(_SCHEME_THEN_COLON.search(lowered) or _OTHER_CASES.search(lowered))


def source_text_problems(project: Project) -> list[Problem]:
    """Every escaped hidden character and every running link target of every source.

    What a source holds depends on its text alone: in one process (the preview's, which
    checks after every edit), a source whose text is unchanged is not read again, which
    was a fifth of the refresh after a translation was edited at a thousand articles."""
    global _found
    problems: list[Problem] = []
    found: dict[tuple[str, str], list[Problem]] = {}
    for document in project.documents():
        key = (document.path, document.source_digest)
        known = _found.get(key) if document.source_digest else None
        found[key] = known if known is not None else _problems_in(document)
        problems += found[key]
    _found = found  # only the sources of the last check: a project's, never more
    return problems


# The problems of each source's text as the last check found them, by path and digest.
_found: dict[tuple[str, str], list[Problem]] = {}


def _problems_in(document: Document[Any]) -> list[Problem]:
    text = document.file.read_text(encoding="utf-8")
    if not _may_hold(text):
        return []
    try:
        # Read without positions first: nearly every source holds "data" or "script" in a
        # word and nothing wrong, and working out where each value stands was three seconds
        # of a thousand articles' check. A source with a finding is parsed for its lines.
        if not any(_findings(value, text) for _, value in _strings(read_yaml(text, ""), ())):
            return []
        data, positions = parse_yaml(text, document.path)
    except ProblemsFound:  # loaded a moment ago: changed since, and the next check says so
        return []
    problems = []
    for path, value in _strings(data, ()):
        line = nearest(positions, path).line
        escaped = _escaped_hidden_characters(value, text)
        if escaped:
            listed = ", ".join(f"U+{ord(char):04X}" for char in escaped)
            problems.append(
                Problem(
                    document.path,
                    line,
                    None,
                    "escaped-character",
                    f"the string holds hidden or control characters written as escapes: {listed}",
                    hint="delete the escape: the character would reach the page, where it "
                    "can reorder or hide what a reader sees",
                )
            )
        for target in running_link_targets(value):
            problems.append(
                Problem(
                    document.path,
                    line,
                    None,
                    "running-link",
                    f"a link target that runs code in a reader's browser: {target!r}",
                    hint="link to an https:// address instead",
                )
            )
    return problems


def _findings(value: str, text: str) -> bool:
    """Whether the string holds an escaped hidden character or a running link target."""
    return bool(_escaped_hidden_characters(value, text) or running_link_targets(value))


def _strings(value: object, path: TextPath) -> Iterator[tuple[TextPath, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, (*path, str(key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, (*path, index))


def _escaped_hidden_characters(value: str, text: str) -> list[str]:
    """The hidden characters of ``value`` that the file's text does not hold as they are
    (those are the raw-text search's, with its own severity)."""
    if value.isprintable():
        return []
    found = {
        char
        for pattern in (CONTROL_CHARACTER, BIDI_CONTROL, INVISIBLE)
        for char in pattern.findall(value)
    }
    return sorted(char for char in found if char != _TAB and char not in text)


# Where a link's target starts: a Markdown link's or a reference's ("](", "]: "), an
# autolink's ("<"), an HTML attribute's ("href=").
_TARGET_STARTS = re.compile(
    r"(?:\]\(\s*<?|\]:\s*<?|<|(?i:href|src|action|formaction)\s*=\s*[\"']?)\s*\Z"
)


def running_link_targets(text: str) -> list[str]:
    """The link targets of ``text`` a browser would run, read as a browser reads them.

    >>> running_link_targets("[x](JaVa&Tab;ScRiPt&colon;alert(1))")
    ['JaVaScRiPt:alert(1']
    >>> running_link_targets("[docs](https://example.com/data:1) (data:text/plain,x)")
    []
    """
    if ":" not in text and "&" not in text:
        return []
    read = _DROPPED_IN_ADDRESSES.sub("", html.unescape(text) if "&" in text else text)
    return [
        found.group()
        for found in RUNNING_URL.finditer(read)
        if found.start() == len(read) - len(read.lstrip())  # the whole string is a target
        or _TARGET_STARTS.search(read, max(0, found.start() - 64), found.start())
    ]
