"""Markup: the English's links, code spans and emphasis kept kind for kind, and no Markdown,
HTML or generator syntax added."""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import TYPE_CHECKING

from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.syntax import added_signs, block_change

if TYPE_CHECKING:
    from markdown_it import MarkdownIt


RAW_HTML = re.compile(
    r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>|<!--|&[A-Za-z][A-Za-z0-9]*;|&#\d+;|&#[xX][0-9A-Fa-f]+;"
)


def load_markup_parser() -> None:
    """Load the parser the markup checker reads translations with, if it is not yet: before
    locales are checked side by side, so that each process inherits it."""
    _inline_parser()


@functools.cache
def _inline_parser() -> MarkdownIt:
    # Imported when a string is first checked: a build that only links stored pages
    # never needs the parser, and its import is a tenth of such a build.
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark")


def check_markup(entry: Entry) -> list[Finding]:
    """Links (with their URLs), code spans (with their content) and emphasis, kind for kind."""
    english_brackets, brackets = entry.english.count("["), entry.translation.count("[")
    if brackets > english_brackets + _MORE_BRACKETS:
        # (not parsed: the parser's link search takes time as the square of a run of "[")
        message = f"links differ from the English: {brackets} '[' where the English has "
        return [Finding("markup", f"{message}{english_brackets}")]
    expected, found = _markup(entry.english), _markup(entry.translation)
    if expected == found:
        return []
    findings = []
    for kind in MARKUP_KINDS:
        if expected[kind] != found[kind]:
            findings.append(
                Finding(
                    "markup",
                    f"{kind} differs from the English: expected "
                    f"{_describe(expected[kind])}, found {_describe(found[kind])}",
                )
            )
    return findings


# More "[" than the English's by this many is no translation of its links.
_MORE_BRACKETS = 32


def check_raw_html(entry: Entry) -> list[Finding]:
    found = (
        RAW_HTML.findall(entry.translation)
        if "<" in entry.translation or "&" in entry.translation
        else []
    )
    if not found:
        return []
    extra = Counter(found) - Counter(RAW_HTML.findall(entry.english))
    return [Finding("raw-html", f"HTML the English does not have: {tag}") for tag in sorted(extra)]


def check_markdown_signs(entry: Entry) -> list[Finding]:
    """No syntax character beyond the English's, and no block the English does not open."""
    findings = []
    added = added_signs(entry.english, entry.translation)
    if entry.in_table and "|" in added:
        added.remove("|")  # the table-pipe checker's to report
    if added:
        listed = " ".join(added)
        findings.append(Finding("markup", f"Markdown syntax the English does not have: {listed}"))
    if _edge_space(entry.translation) != _edge_space(entry.english):
        # "**{{ lead }}**" with a lead that ends in a space is no longer bold.
        findings.append(Finding("markup", "a space at its start or end the English does not have"))
    opened = block_change(entry.english, entry.translation)
    if opened is not None:
        findings.append(Finding("markup", f"at the start of a line, it would make {opened}"))
    findings.extend(
        Finding("markup", what)
        for what in generator_syntax(entry.translation)
        if what not in generator_syntax(entry.english)
    )
    return findings


# What a generator reads as markup though CommonMark (and so the shape check) reads text:
# Docusaurus' and Starlight's ``:::note``, MkDocs' ``!!! note`` and ``??? note``;
# Python-Markdown's heading without a space (``#text``) and ``[TOC]``; the definition list
# of goldmark, kramdown and Python-Markdown (a line ``: text``); kramdown's ``$$`` maths and
# ``{: attributes}``; abbreviation and footnote definitions; and GFM's task-list marker,
# which turns a list item whose text starts ``[ ] `` or ``[x] `` into a checkbox (the
# template's ``- {{ title }} — …`` puts a translated title there; the marker counts when
# the template's space follows it, so a translation that is the marker alone counts too).
GENERATOR_SYNTAX = (
    (re.compile(r"^[ \t]{0,3}(?::{3,}|!!!|\?\?\?)", re.MULTILINE), "would open an admonition"),
    (re.compile(r"^[ \t]{0,3}#", re.MULTILINE), "'#' at the start of a line: a heading in MkDocs"),
    (re.compile(r"^[ \t]{0,3}:[ \t]", re.MULTILINE), "': ' at the start of a line: a definition"),
    (re.compile(r"\[TOC\]"), "'[TOC]': a table of contents in MkDocs"),
    (re.compile(r"\$\$"), "'$$': mathematics in Jekyll"),
    (re.compile(r"\{:"), "'{:': attributes in Jekyll"),
    (re.compile(r"^[ \t]{0,3}\*\[[^\]]*\]:", re.MULTILINE), "'*[...]:': an abbreviation"),
    (re.compile(r"^[ \t]{0,3}\[\^[^\]]*\]:", re.MULTILINE), "'[^...]:': a footnote"),
    (re.compile(r"^[ \t]{0,3}\^[ \t]*$", re.MULTILINE), "a lone '^': ends a block in Jekyll"),
    (
        re.compile(r"^[ \t]{0,3}\[[ xX]\](?=[ \t]|$)", re.MULTILINE),
        "'[ ]' or '[x]' at the start of a list item: a task-list checkbox",
    ),
    # PyMdown's mark and caret (MkDocs Material's usual set; its tilde is an added '~',
    # refused as a sign): a pair around text with no space inside its edges; a lone '='
    # or '^' ("x^2", "a == b") is text.
    (re.compile(r"==(?=[^\s=])[^\n]*?(?<=[^\s=])=="), "'==...==': highlighted text in MkDocs"),
    (re.compile(r"\^(?=[^\s^])[^\s^]*\^"), "'^...^': superscript (or '^^...^^' inserted text)"),
)

# One of the signs each pattern above needs (a quick first test, one walk for twelve).
_GENERATOR_SIGN = re.compile(r"[:!?#\[$^{*=]")


def generator_syntax(text: str) -> set[str]:
    """What of ``text`` some generator would read as markup that CommonMark does not.

    >>> sorted(generator_syntax(":::note"))
    ['would open an admonition']
    >>> generator_syntax("issue #42, 3:1 and $5, x^2 and a == b")
    set()
    >>> sorted(generator_syntax("==強調== x^2^"))
    ["'==...==': highlighted text in MkDocs", "'^...^': superscript (or '^^...^^' inserted text)"]
    """
    if _GENERATOR_SIGN.search(text) is None:
        return set()  # nearly every text: none of the signs these patterns all begin with
    return {what for pattern, what in GENERATOR_SYNTAX if pattern.search(text)}


def _edge_space(text: str) -> tuple[bool, bool]:
    return (text[:1].isspace(), text[-1:].isspace())


MARKUP_KINDS = ("link", "code", "strong", "em", "image")
_NO_MARKUP: dict[str, Counter[str]] = {kind: Counter() for kind in MARKUP_KINDS}
_MARKUP_SIGNS = re.compile(r"[\[`*_<]")  # nothing to parse without one of these


def _markup(text: str) -> dict[str, Counter[str]]:
    """Links, code spans, strong and emphasis and images of a text, with their targets."""
    return _parsed_markup(text) if _MARKUP_SIGNS.search(text) else _NO_MARKUP


@functools.lru_cache(maxsize=65536)
def _parsed_markup(text: str) -> dict[str, Counter[str]]:
    kinds: dict[str, Counter[str]] = {kind: Counter() for kind in MARKUP_KINDS}
    for token in _inline_parser().parseInline(text):
        for child in token.children or []:
            if child.type == "link_open":
                kinds["link"][str(child.attrs.get("href", ""))] += 1
            elif child.type == "code_inline":
                kinds["code"][child.content] += 1
            elif child.type in ("strong_open", "em_open"):
                kinds[child.type.removesuffix("_open")][""] += 1
            elif child.type == "image":
                kinds["image"][str(child.attrs.get("src", ""))] += 1
    return kinds


def _describe(counter: Counter[str]) -> str:
    total = sum(counter.values())
    items = [item for item in counter.elements() if item]
    return f"{total} ({', '.join(items)})" if items else str(total)
