"""The rules one translation is held to against its English: anything that could change a page.

Each checker looks at one kind of damage and returns what it found, in words for the
translator. ``build`` refuses a string that fails any error-level check; ``check``
lists them all. Warnings (terminology) never block a build unless ``--strict``.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from comparekit.catalogs.housestyle import StyleRule, rules_for, style_findings
from comparekit.catalogs.number_order import reordered_numbers
from comparekit.catalogs.numbers import combining_marks, has_numbers, number_changes
from comparekit.catalogs.syntax import added_signs, block_change
from comparekit.errors import Severity
from comparekit.sources.placeholders import brace_tokens, malformed_placeholders

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

    from comparekit.sources.load import Project
    from comparekit.sources.model import Product

FULL_WIDTH_DIGIT = re.compile(r"[０-９]")
RAW_HTML = re.compile(
    r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>|<!--|&[A-Za-z][A-Za-z0-9]*;|&#\d+;|&#[xX][0-9A-Fa-f]+;"
)
BARE_URL = re.compile(r"https?://[^\s)\]>]+")
# What a site's Markdown makes a link of without a scheme (GFM's and Goldmark's autolinks):
# a www. address and an e-mail address; and any other scheme's URL.
# Each alternative starts only where its first run of letters starts (the lookbehinds): a
# long run of letters is tried once, not once per letter (80,000 letters took 44 s).
LINKED_TEXT = re.compile(
    r"https?://[^\s)\]>]+|(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:(?://|[^\s)\]>]*@)"
    r"[^\s)\]>]*|\bwww\.[^\s)\]>]+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)
UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")


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


# Keys whose text is rendered inside a Markdown table cell.
_TABLE_KEYS = re.compile(
    r"^(products/[^:]+:facts\.|dimensions:|ui:table\.)|:head_to_head\.rows\.|:decision_guide\."
)


def cell_limit(english: str) -> int:
    """The longest translation a table cell should get: room to grow, not to sprawl."""
    return max(40, round(len(english) * 1.6))


def lands_in_table(key: str) -> bool:
    """Whether the string with this msgctxt is rendered inside a Markdown table cell
    (``_TABLE_KEYS``, in plain string tests: every string looked up asks)."""
    if ":head_to_head.rows." in key or ":decision_guide." in key:
        return True
    if key.startswith(("dimensions:", "ui:table.")):
        return True
    source, _, field = key.partition(":")
    product = source.removeprefix("products/")
    return product != source and bool(product) and field.startswith("facts.")


@dataclass(frozen=True)
class Finding:
    code: str
    message: str
    severity: Severity = "error"


@dataclass(frozen=True)
class Terms:
    """What every translation of a locale must respect."""

    protected: tuple[str, ...] = ()  # product names, written exactly in every language
    glossary: tuple[tuple[str, str], ...] = ()  # (English term, approved translation)
    # Source file → the product names its pages compare (an article's pair, a product's own
    # names): a translation may name one of them where the English says "it".
    compared: tuple[tuple[str, tuple[str, ...]], ...] = ()
    style: tuple[StyleRule, ...] = ()  # the house style's mechanical rules (housestyle.py)
    # Product key → its names: the product a string is about (wins.<key>., products/<key>).
    subjects: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def names_compared(self, key: str) -> tuple[str, ...]:
        """The product names a translation of the string under ``key`` may add."""
        return self._compared.get(key.split(":", 1)[0], ())

    def names_about(self, key: str) -> tuple[str, ...]:
        """The names of the product the string under ``key`` is about, which a translation
        may name where the English leaves the subject unsaid ("A large project backed by
        NVIDIA" under ``wins.dynamo``): the product of a product's file, or one a part of
        the key names."""
        source, _, path = key.partition(":")
        subjects = dict(self.subjects)
        product = source.removeprefix("products/")
        if product != source:
            return subjects.get(product, ())
        return tuple(name for part in path.split(".")[:3] for name in subjects.get(part, ()))

    @functools.cached_property
    def _compared(self) -> dict[str, tuple[str, ...]]:
        return dict(self.compared)

    def __hash__(self) -> int:
        # Hashed on every check of a string (the checks are remembered by it): the hash of
        # a hundred names is worked out once, not a quarter of a million times.
        return self._hash

    @functools.cached_property
    def _hash(self) -> int:
        return hash((self.protected, self.glossary, self.compared, self.style, self.subjects))

    @functools.cached_property
    def digest(self) -> str:
        data = repr((self.protected, self.glossary, self.compared, self.subjects))
        return hashlib.blake2b(data.encode()).hexdigest()

    @functools.cached_property
    def any_protected(self) -> re.Pattern[str]:
        """Finds something in a text that holds any protected name (a quick first test)."""
        return _any_of(self.protected)

    @functools.cached_property
    def longest_first(self) -> re.Pattern[str]:
        """Finds each product name of a text, a long name (NVIDIA Dynamo) as one, not with
        the short name inside it."""
        return _any_of(tuple(sorted(self.protected, key=len, reverse=True)))

    @functools.cached_property
    def any_glossary(self) -> re.Pattern[str]:
        """Finds something in a lowercased text that holds any glossary term."""
        return _any_of(tuple(term.lower() for term, _ in self.glossary))


def _any_of(words: tuple[str, ...]) -> re.Pattern[str]:
    if not words:
        return re.compile(r"(?!)")  # matches nothing
    return re.compile("|".join(re.escape(word) for word in words))


@dataclass(frozen=True)
class Entry:
    # What a checker may read of the key is only whether the string lands in a table cell:
    # two entries alike in all else are equal, so the findings of one serve the other.
    key: str = field(compare=False)
    english: str
    translation: str
    terms: Terms = field(default_factory=Terms)
    in_table: bool | None = None  # worked out from the key when not given
    compared: tuple[str, ...] | None = None  # product names it may add; from the key if not given
    about: tuple[str, ...] | None = None  # the names of its subject; from the key if not given

    def __post_init__(self) -> None:
        if self.in_table is None:
            object.__setattr__(self, "in_table", lands_in_table(self.key))
        if self.compared is None:
            object.__setattr__(self, "compared", self.terms.names_compared(self.key))
        if self.about is None:
            object.__setattr__(self, "about", self.terms.names_about(self.key))


Checker = Callable[[Entry], list[Finding]]


# Each checker first looks for the cheapest sign that it has nothing to say: a build of a
# thousand articles checks a quarter of a million strings, nearly all of them clean.


def check_placeholders(entry: Entry) -> list[Finding]:
    """The English's placeholders, each a bare name, and no other brace: a brace of a
    translation could reach an attribute or a format spec, or open template syntax."""
    if not _has_brace(entry.english) and not _has_brace(entry.translation):
        return []
    expected, found = Counter(brace_tokens(entry.english)), Counter(brace_tokens(entry.translation))
    if expected == found:
        return []
    malformed = {
        token for token in malformed_placeholders(entry.translation) if token not in expected
    }
    findings = [
        Finding("placeholder", f"{_shown(token)} is not a placeholder: placeholders are names only")
        for token in sorted(malformed)
    ]
    missing = ", ".join(sorted((expected - found).elements()))
    extra = ", ".join(
        _shown(t) for t in sorted((found - expected).elements()) if t not in malformed
    )
    detail = "; ".join(
        part
        for part in (f"missing {missing}" if missing else "", f"unknown {extra}" if extra else "")
        if part
    )
    if detail:
        findings.append(Finding("placeholder", f"placeholders differ from the English: {detail}"))
    return findings


def _shown(text: str, limit: int = 40) -> str:
    """A piece of a translation quoted in a message: a long one is cut, and said to be."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _has_brace(text: str) -> bool:
    return "{" in text or "}" in text


def check_markup(entry: Entry) -> list[Finding]:
    """Links (with their URLs), code spans (with their content) and emphasis, kind for kind."""
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


def check_numbers(entry: Entry) -> list[Finding]:
    """Every number of the English (131,072, 4.1, -5, 40GB, 4 GB, v0.15, 8+) appears
    unchanged, in ASCII digits, with its sign, exponent, unit and the letters glued to it,
    as often as the English has it; and the translation adds none: in any script's digits,
    superscript, circled or ideographic (三台), nor a combining mark on a digit (8̸). A
    number of a URL or a code span counts only there (the URL and markup checks compare
    those whole). Like numbers (bare, or of one unit) in another order are a warning."""
    findings = []
    if FULL_WIDTH_DIGIT.search(entry.translation):
        findings.append(
            Finding(
                "full-width-digit",
                "full-width digits: write numbers in ASCII digits as in the English",
            )
        )
    marked = _added_marks(entry, digits=True)
    if marked:
        findings.append(Finding("number", f"combining mark on a digit: {_named_marks(marked)}"))
    if not has_numbers(entry.english) and not has_numbers(entry.translation):
        return findings
    missing, added = number_changes(entry.english, entry.translation)
    if missing:  # one finding for one change: the number lost, and what stands instead
        instead = f" (the translation has {', '.join(added)})" if added else ""
        message = f"number changed or missing: {', '.join(missing)}{instead}"
        findings.append(Finding("number", message))
    elif added:
        findings.append(Finding("number", f"number the English does not have: {', '.join(added)}"))
    else:
        english_order, order = reordered_numbers(entry.english, entry.translation)
        if english_order:  # a warning: a faithful "3 of 4" may read "4つのうち3つ"
            message = (
                f"numbers in another order: {', '.join(order)}, "
                f"where the English has {', '.join(english_order)}"
            )
            findings.append(Finding("number", message, "warning"))
    return findings


def _added_marks(entry: Entry, digits: bool) -> list[tuple[int, str]]:
    """The combining marks the translation sets on a digit (or on a letter) that the English
    does not set so: ``8`` with U+0338 reads as a struck-out 8, a changed number."""
    found = [
        (index, marked)
        for index, marked in combining_marks(entry.translation)
        if marked[0].isdigit() == digits
    ]
    if not found:
        return []
    english = {marked for _, marked in combining_marks(entry.english)}
    return [(index, marked) for index, marked in found if marked not in english]


def _named_marks(marked: list[tuple[int, str]]) -> str:
    return ", ".join(
        sorted(
            {
                f"{text[0]} with " + "+".join(f"U+{ord(c):04X}" for c in text[1:])
                for _, text in marked
            }
        )
    )


def _marked_names(entry: Entry) -> list[Finding]:
    """Product names the translation writes with a combining mark on a letter (Example
    Router with U+0338 after its r): the name a reader sees is not the product's."""
    marked = _added_marks(entry, digits=False)
    if not marked:
        return []
    plain, cut = [], 0
    for index, text in marked:  # the translation without the marks, and where they were
        plain.append(entry.translation[cut : index + 1])
        cut = index + len(text)
    plain.append(entry.translation[cut:])
    unmarked = "".join(plain)
    places, removed = [], 0
    for index, text in marked:
        places.append(index - removed)
        removed += len(text) - 1
    findings = []
    for term in entry.terms.protected:
        start = unmarked.find(term)
        while start != -1:
            if any(start <= place < start + len(term) for place in places):
                findings.append(
                    Finding(
                        "protected-term",
                        f"'{term}' carries a combining mark ({_named_marks(marked)}): "
                        "the English does not write it so",
                    )
                )
                break
            start = unmarked.find(term, start + 1)
    return findings


def check_urls(entry: Entry) -> list[Finding]:
    """Every URL of the English unchanged, and none added: no address, www. name or e-mail
    address that a site's Markdown would make a link of."""
    expected = BARE_URL.findall(entry.english) if "://" in entry.english else []
    missing = (
        Counter(expected) - Counter(BARE_URL.findall(entry.translation)) if expected else Counter()
    )
    findings = [Finding("url", f"URL changed or missing: {url}") for url in sorted(missing)]
    if _may_link(entry.translation) and LINKED_TEXT.search(entry.translation):
        added = Counter(LINKED_TEXT.findall(entry.translation)) - Counter(
            LINKED_TEXT.findall(entry.english)
        )
        findings += [
            Finding("url", f"URL the English does not have: {_shown(url)}")
            for url in sorted(added)
            if not any(url in known for known in missing)  # reported as changed
        ]
    return findings


def _may_link(text: str) -> bool:
    """Whether ``text`` has what every address ``LINKED_TEXT`` finds has (a quick first test:
    the pattern's walk over a long paragraph costs more than every other URL check)."""
    return "//" in text or "@" in text or "www." in text or "WWW." in text


def check_protected_terms(entry: Entry) -> list[Finding]:
    """Every product name of the English as written, and no other product named."""
    marked = _marked_names(entry) if not entry.translation.isascii() else []
    in_english = entry.terms.any_protected.search(entry.english) is not None
    if not in_english and not entry.terms.any_protected.search(entry.translation):
        return marked
    respelled = [
        term
        for term in entry.terms.protected
        if in_english and _names(term, entry.english) and not _names(term, entry.translation)
    ]
    findings = [
        Finding("protected-term", f"'{term}' must stay as written (a product name)")
        for term in respelled
        if not any(f"'{term}' carries" in finding.message for finding in marked)
    ]
    findings += marked
    findings += _swapped_link_names(entry)
    named = [term for term in entry.terms.protected if term in entry.english]
    findings += [
        Finding("protected-term", f"'{term}' is a product the English does not name")
        for term in entry.terms.protected
        # The long and short names of one product are one name: "NVIDIA Dynamo" for "Dynamo".
        if term in entry.translation
        and term not in (entry.compared or ())
        and not any(term in n or n in term for n in named)
    ]
    if not findings:
        findings += _names_added(entry)
    glued = _glued_names(entry.translation, entry.terms) - _glued_names(entry.english, entry.terms)
    findings += [
        Finding(
            "protected-term",
            f"'{_shown(variant)}' glues '{term}' to other letters: the English does not name it so",
        )
        for variant, term in sorted(glued)
        if term not in respelled  # one finding for one change
    ]
    return findings


# What of an English sentence stands for a product a translation may name instead.
_REFERENCE = re.compile(
    r"\b(?:it|its|itself|they|them|their|theirs|one|other|others|both|either|neither|each"
    r"|this|that|these|those|former|latter|here|there)\b",
    re.IGNORECASE,
)


def _names_added(entry: Entry) -> list[Finding]:
    """A product the compared pair names that the English does not name, where the English
    has no "it", "they" or "the other" it could stand for: a product added, not a pronoun
    said by its name ("Example Router is fast." made "Example Router は速い。Example Engine。")."""
    if _REFERENCE.search(entry.english):
        return []
    named = [term for term in entry.terms.protected if term in entry.english]
    return [
        Finding("protected-term", f"'{term}' is a product the English does not name")
        for term in entry.compared or ()
        if term not in (entry.about or ())
        and _names(term, entry.translation)
        and not any(term in n or n in term for n in named)
    ]


def _glued_names(text: str, terms: Terms) -> set[tuple[str, str]]:
    """Each product name of ``text`` glued to letters, digits or a joining sign it is not
    written with (``SGLang-fork``, ``vLLMx``), with the name: a reader takes it for another
    product's name."""
    glued = set()
    for term in terms.protected:
        if term not in text or not _touches_name_characters(term, text):
            continue
        for match in _glued_name(term).finditer(text):
            variant = match.group().strip("._-")
            if variant != term and variant not in terms.protected:
                glued.add((variant, term))
    # "NVIDIA Dynamo-X" is one glued name, not that and "Dynamo-X".
    return {(v, t) for v, t in glued if not any(v != w and v in w for w, _ in glued)}


_NAME_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


def _touches_name_characters(term: str, text: str) -> bool:
    """Whether an occurrence of ``term`` in ``text`` has a character ``_glued_name`` runs on
    over beside it (or the name begins or ends with one): only then can the pattern find
    more than the name itself, and the pattern's walk costs far more than this look."""
    if term[0] in "._-" or term[-1] in "._-":
        return True
    start = text.find(term)
    while start != -1:
        end = start + len(term)
        if (start and text[start - 1] in _NAME_CHARACTERS) or (
            end < len(text) and text[end] in _NAME_CHARACTERS
        ):
            return True
        start = text.find(term, start + 1)
    return False


@functools.lru_cache(maxsize=1024)
def _glued_name(term: str) -> re.Pattern[str]:
    # The whole run of name characters the name stands in: its start is a run's start.
    return re.compile(rf"(?<![\w.-])[\w.-]*?{re.escape(term)}[\w.-]*", re.ASCII)


def _names(term: str, text: str) -> bool:
    """Whether ``text`` names the product ``term`` as a whole: "vLLMx" is not vLLM, but
    "vLLM は" and "vLLM-Ascend" name it (CJK text runs straight on from a Latin name)."""
    return term in text and _whole_name(term).search(text) is not None


@functools.lru_cache(maxsize=1024)
def _whole_name(term: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(term)}(?![A-Za-z0-9])")


_INLINE_LINK = re.compile(r"\[((?:[^\]\\]|\\.)*)\]\(([^)\s]*)")


def _swapped_link_names(entry: Entry) -> list[Finding]:
    """A link whose text names a product its English link text does not: with two links,
    "[vLLM docs](a) and [SGLang docs](b)" made "[vLLM docs](b) and [SGLang docs](a)"."""
    if "](" not in entry.english:
        return []
    english: dict[str, set[str]] = {}
    for text, href in _INLINE_LINK.findall(entry.english):
        english.setdefault(href, set()).update(_names_in(text, entry.terms))
    return [
        Finding("protected-term", f"the link to {_shown(href)} names {', '.join(sorted(extra))}")
        for text, href in _INLINE_LINK.findall(entry.translation)
        if href in english and (extra := _names_in(text, entry.terms) - english[href])
    ]


def _names_in(text: str, terms: Terms) -> set[str]:
    found = {term for term in terms.protected if term in text}
    # "Dynamo" in "NVIDIA Dynamo" is the one name, not two.
    return {term for term in found if not any(term != other and term in other for other in found)}


def check_glossary(entry: Entry) -> list[Finding]:
    english = entry.english.lower()
    if not entry.terms.any_glossary.search(english):
        return []
    return [
        Finding("glossary", f"'{term}' should be translated as '{approved}' (glossary)", "warning")
        for term, approved in entry.terms.glossary
        if term.lower() in english and approved not in entry.translation
    ]


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


# Characters a reader cannot see that change what they read: bidirectional embeddings,
# overrides and isolates (the "Trojan Source" characters), and zero-width marks.
# Written out as escapes: the characters themselves would be invisible here too.
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
HIDDEN_CHARACTERS = BIDI_CONTROLS + ZERO_WIDTH
BIDI_CONTROL = re.compile(f"[{BIDI_CONTROLS}]")
INVISIBLE = re.compile(f"[{ZERO_WIDTH}]")
_LINK_OR_URL = re.compile(r"\[[^\]]*\]\([^)]*\)|https?://\S+")


def describe_invisible(text: str) -> str | None:
    """The invisible characters of ``text``, named (``U+202E``), or None if it has none."""
    found = sorted(set(BIDI_CONTROL.findall(text)) | set(INVISIBLE.findall(text)))
    return ", ".join(f"U+{ord(char):04X}" for char in found) or None


def check_invisible(entry: Entry) -> list[Finding]:
    """Bidi controls the English lacks are errors: they reorder what a reader sees.
    Zero-width characters the English lacks: a warning in text, an error inside a link or
    a URL, where they can make a reader follow the wrong target."""
    text = entry.translation
    if text.isascii() or not any(char in text for char in HIDDEN_CHARACTERS):
        return []
    named = describe_invisible(text)
    if named is None or named == describe_invisible(entry.english):
        return []
    bidi = set(BIDI_CONTROL.findall(text)) - set(BIDI_CONTROL.findall(entry.english))
    if bidi:
        listed = ", ".join(f"U+{ord(char):04X}" for char in sorted(bidi))
        return [Finding("invisible", f"bidirectional control characters: {listed}")]
    in_link = any(describe_invisible(link) for link in _LINK_OR_URL.findall(text))
    if in_link:
        return [Finding("invisible", f"invisible characters inside a link or a URL: {named}")]
    return [Finding("invisible", f"invisible characters: {named}", "warning")]


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
# ``{: attributes}``; abbreviation and footnote definitions.
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
)


def generator_syntax(text: str) -> set[str]:
    """What of ``text`` some generator would read as markup that CommonMark does not.

    >>> sorted(generator_syntax(":::note"))
    ['would open an admonition']
    >>> generator_syntax("issue #42, 3:1 and $5")
    set()
    """
    return {what for pattern, what in GENERATOR_SYNTAX if pattern.search(text)}


def _edge_space(text: str) -> tuple[bool, bool]:
    return (text[:1].isspace(), text[-1:].isspace())


def check_line_breaks(entry: Entry) -> list[Finding]:
    if entry.translation.count("\n") > entry.english.count("\n"):
        return [Finding("line-break", "line break the English does not have")]
    return []


def check_table_pipe(entry: Entry) -> list[Finding]:
    if "|" not in entry.translation or "|" in entry.english:
        return []
    if entry.in_table and UNESCAPED_PIPE.search(entry.translation):
        return [Finding("table-pipe", "'|' in a table cell")]
    return []


def check_cell_length(entry: Entry) -> list[Finding]:
    limit = cell_limit(entry.english)
    if len(entry.translation) > limit and entry.in_table:
        return [
            Finding(
                "cell-length",
                f"table cell of {len(entry.translation)} characters (at most {limit})",
                "warning",
            )
        ]
    return []


def check_house_style(entry: Entry) -> list[Finding]:
    """The mechanical rules of the locale's style guide (a warning each)."""
    if not entry.terms.style:
        return []
    found = style_findings(
        entry.terms.style, entry.english, entry.translation, bool(entry.in_table)
    )
    return [Finding("house-style", message, "warning") for message in found]


CHECKERS: tuple[Checker, ...] = (
    check_placeholders,
    check_markup,
    check_numbers,
    check_urls,
    check_protected_terms,
    check_glossary,
    check_raw_html,
    check_invisible,
    check_control_characters,
    check_line_breaks,
    check_table_pipe,
    check_markdown_signs,
    check_cell_length,
    check_house_style,
)

HINTS = {
    "placeholder": "keep every {placeholder} of the English, spelled exactly the same",
    "markup": "keep the English's links, `code` and emphasis, the same kind and number; add "
    "no Markdown (* _ ` ~ \\ < | ]( ![ $$ [TOC]) and do not start a line with #, >, -, +, :, "
    ":::, !!! or a number and a dot",
    "full-width-digit": "use ASCII digits: 131,072 not １３１,０７２",
    "number": "numbers, with their signs, versions and units, stay exactly as in the English, "
    "and none is added",
    "url": "copy URLs unchanged, and add none",
    "protected-term": "product names are never translated, respelled or glued to other "
    "words, and none is added",
    "glossary": "use the approved term from articles/glossary.yaml",
    "house-style": "see the locale's STYLE.md, named in the catalog's header",
    "raw-html": "remove the HTML; comparekit publishes Markdown only",
    "line-break": "write the translation on one line; the template decides the layout",
    "invisible": "delete the character (an editor with 'show invisibles' finds it); it can "
    "reorder or hide what a reader sees",
    "control-character": "delete it: a control character is not text (an editor with 'show "
    "invisibles' finds it)",
    "table-pipe": "rephrase without '|': it would split the table cell",
    "cell-length": "shorten it: a long cell makes the table hard to read on narrow screens",
}


def terms_for(project: Project, tag: str) -> Terms:
    """Product names every language keeps, and the glossary's approved terms for ``tag``."""
    names = {n for doc in project.products.values() for n in _names_of(doc.model) if n}
    glossary = [
        (term.term, term.translations[tag])
        for term in project.glossary.model.terms.values()
        if tag in term.translations
    ]
    products = {key: _names_of(doc.model) for key, doc in project.products.items()}
    compared = [(doc.key, products[key]) for key, doc in project.products.items()] + [
        (doc.key, (*products.get(doc.model.subject, ()), *products.get(doc.model.counterpart, ())))
        for doc in project.comparisons.values()
    ]
    subjects = tuple(sorted(products.items()))
    return Terms(
        tuple(sorted(names)), tuple(glossary), tuple(sorted(compared)), rules_for(tag), subjects
    )


def _names_of(product: Product) -> tuple[str, ...]:
    """Every name a product goes by: its name, its short name and its aliases."""
    return tuple(n for n in (product.name, product.short_name, *product.aliases) if n)


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


def check_entry(entry: Entry) -> tuple[Finding, ...]:
    """Every finding of every checker for one translated string."""
    return check_text(
        entry.english,
        entry.translation,
        bool(entry.in_table),
        entry.terms,
        entry.compared or (),
        entry.about or (),
    )


@functools.lru_cache(maxsize=1 << 18)
def check_text(
    english: str,
    translation: str,
    in_table: bool,
    terms: Terms,
    compared: tuple[str, ...] = (),
    about: tuple[str, ...] = (),
) -> tuple[Finding, ...]:
    """``check_entry`` of a string by what the checkers read of it, remembered for the run:
    a page shows a product's strings once per comparison, the same sentence recurs under
    many keys, and ``check`` checks each entry for the catalogs and again on the pages."""
    entry = Entry("", english, translation, terms, in_table, compared, about)
    return tuple(finding for checker in CHECKERS for finding in checker(entry))


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
