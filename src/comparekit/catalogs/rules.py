"""The rules one translation is held to against its English: anything that could change a page.

Each checker looks at one kind of damage and returns what it found, in words for the
translator. ``build`` refuses a string that fails any error-level check; ``check``
lists them all. Warnings (terminology) never block a build unless ``--strict``.

This module is the dispatch (``CHECKERS``, ``check_entry``, ``terms_for``) and
holds the small rules (placeholders, glossary, layout); the larger ones live beside it,
one job each: ``number_check`` (numbers), ``names`` (product names), ``links`` (URLs), ``markup``
(Markdown, HTML and generator syntax) and ``invisible`` (invisible and control
characters), over ``findings`` (the entry they read and what they return).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from typing import TYPE_CHECKING

from comparekit.catalogs.added_claims import check_added_claims, check_added_hedges
from comparekit.catalogs.findings import (
    _TABLE_KEYS,
    Checker,
    Entry,
    Finding,
    Terms,
    cell_limit,
    lands_in_table,
    shown,
)
from comparekit.catalogs.hints import HINTS
from comparekit.catalogs.housestyle import rules_for, style_findings
from comparekit.catalogs.invisible import (
    BIDI_CONTROL,
    HIDDEN_CHARACTERS,
    INVISIBLE,
    check_control_characters,
    check_invisible,
    describe_blank,
    is_blank,
)
from comparekit.catalogs.links import check_urls
from comparekit.catalogs.markup import (
    check_markdown_signs,
    check_markup,
    check_raw_html,
    load_markup_parser,
)
from comparekit.catalogs.name_glue import check_model_names
from comparekit.catalogs.names import check_disguised_names, check_protected_terms
from comparekit.sources.placeholders import brace_tokens, malformed_placeholders

if TYPE_CHECKING:
    from comparekit.sources.load import Project
    from comparekit.sources.model import Product

# What other modules import from here: the entry and its findings, every checker, and
# the checkers' helpers that ``check``, the build and the catalogs use.
__all__ = [
    "BIDI_CONTROL",
    "CHECKERS",
    "HIDDEN_CHARACTERS",
    "HINTS",
    "INVISIBLE",
    "_TABLE_KEYS",
    "Entry",
    "Finding",
    "Terms",
    "cell_limit",
    "check_entry",
    "check_invisible",
    "check_numbers",
    "check_text",
    "describe_blank",
    "is_blank",
    "lands_in_table",
    "load_checkers",
    "load_markup_parser",
    "terms_for",
]


UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")


# Each checker first looks for the cheapest sign that it has nothing to say: a build of a
# thousand articles checks a quarter of a million strings, nearly all of them clean.


def check_numbers(entry: Entry) -> list[Finding]:
    """The number rule (``number_check.check_numbers``): every number of the English kept,
    and none added."""
    return _number_rule()(entry)


@functools.cache
def _number_rule() -> Checker:
    # Imported at the first check, not with this module: the number modules compile
    # hundreds of patterns, and every command imports the rules' helpers (``is_blank``,
    # ``lands_in_table``) while a build or check that finds its pages and verdicts
    # remembered checks nothing.
    from comparekit.catalogs.number_check import check_numbers as rule

    return rule


def check_kept_names(entry: Entry) -> list[Finding]:
    """The kept-names rule (``kept_names.check_kept_names``): each name of the English kept
    as written, and no product given another name in brackets."""
    return _kept_names_rule()(entry)


@functools.cache
def _kept_names_rule() -> Checker:
    # Imported at the first check, for the same reason as the number rule: it reads numbers
    # through ``number_tokens``, whose patterns cost a build with nothing to check a fifth
    # of its time.
    from comparekit.catalogs.kept_names import check_kept_names as rule

    return rule


def check_negations(entry: Entry) -> list[Finding]:
    """The negation rule (``negations.check_negations``): no negation dropped or added."""
    return _negation_rule()(entry)


@functools.cache
def _negation_rule() -> Checker:
    # Imported at the first check, as the number rule is: its word lists compile to patterns
    # a run that checks nothing need not pay for.
    from comparekit.catalogs.negations import check_negations as rule

    return rule


def check_opposite_words(entry: Entry) -> list[Finding]:
    """The opposite-words rule (``opposite_words.check_opposite_words``): no word of the
    English said as its opposite."""
    return _opposite_words_rule()(entry)


@functools.cache
def _opposite_words_rule() -> Checker:
    # (as the negation rule: loaded at the first check)
    from comparekit.catalogs.opposite_words import check_opposite_words as rule

    return rule


def _bracketed_placeholders_moved(english: str, translation: str) -> list[Finding]:
    """An error where the placeholders inside brackets are not the English's: "{supports}
    (accessed {date})" as {date}（{supports}参照）gives each value the other's words."""
    inside = _BRACKETED.findall(english)
    if not inside:
        return []
    said = sorted(token for group in inside for token in brace_tokens(group))
    written = sorted(
        token for group in _BRACKETED.findall(translation) for token in brace_tokens(group)
    )
    if not written or said == written:  # (a translation may write no brackets: {date} 확인)
        return []
    message = f"placeholders in brackets: {', '.join(written)}, the English's {', '.join(said)}"
    return [Finding("placeholder", message)]


_BRACKETED = re.compile(r"[(（]([^()（）]*)[)）]")


def load_checkers() -> None:
    """Load the checkers' modules that load at the first check (they compile hundreds of
    patterns): for a run about to check locales side by side, so that each forked process
    inherits them instead of loading them again."""
    _number_rule()
    _kept_names_rule()
    _negation_rule()
    _opposite_words_rule()


def check_placeholders(entry: Entry) -> list[Finding]:
    """The English's placeholders, each a bare name, and no other brace: a brace of a
    translation could reach an attribute or a format spec, or open template syntax."""
    if not _has_brace(entry.english) and not _has_brace(entry.translation):
        return []
    expected, found = Counter(brace_tokens(entry.english)), Counter(brace_tokens(entry.translation))
    if expected == found:
        return _bracketed_placeholders_moved(entry.english, entry.translation)
    malformed = {
        token for token in malformed_placeholders(entry.translation) if token not in expected
    }
    findings = [
        Finding("placeholder", f"{shown(token)} is not a placeholder: placeholders are names only")
        for token in sorted(malformed)
    ]
    missing = ", ".join(sorted((expected - found).elements()))
    # A placeholder of the English used more often: valid (the page repeats its value), and
    # perhaps meant, so a warning that names it as repeated, never as unknown.
    repeated = sorted(
        token for token in found if token in expected and found[token] > expected[token]
    )
    findings += [
        Finding(
            "placeholder",
            f"{shown(token)} repeated: used {found[token]} times, {expected[token]} in the English "
            "(the page repeats its value)",
            "warning",
        )
        for token in repeated
    ]
    extra = ", ".join(
        shown(t)
        for t in sorted((found - expected).elements())
        if t not in malformed and t not in expected
    )
    detail = "; ".join(
        part
        for part in (f"missing {missing}" if missing else "", f"unknown {extra}" if extra else "")
        if part
    )
    if detail:
        findings.append(Finding("placeholder", f"placeholders differ from the English: {detail}"))
    return findings


def _has_brace(text: str) -> bool:
    return "{" in text or "}" in text


def check_glossary(entry: Entry) -> list[Finding]:
    english = entry.english.lower()
    if not entry.terms.any_glossary.search(english):
        return []
    return [
        Finding("glossary", f"'{term}' should be translated as '{approved}' (glossary)", "warning")
        for term, approved in entry.terms.glossary
        if term.lower() in english and not _says_term(approved, entry.translation)
    ]


# What may join the words of a term in its usual inflected form: 구조화 출력 as 구조화된
# 출력, 분리 서빙 as 분리된 서빙 (attack 55's fx03).
_INFLECTION = r"(?:된|한|적인|적|의|하는|되는)?[ \u00a0]*"


def _says_term(approved: str, translation: str) -> bool:
    """Whether ``translation`` says the glossary's ``approved`` term, its words perhaps
    joined as an inflected form joins them.

    >>> _says_term("구조화 출력", "구조화된 출력은"), _says_term("구조화 출력", "출력")
    (True, False)
    """
    if approved in translation:
        return True
    words = approved.split()
    if len(words) < 2:
        return False
    return re.search(_INFLECTION.join(map(re.escape, words)), translation) is not None


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
    check_disguised_names,
    check_model_names,
    check_kept_names,
    check_glossary,
    check_raw_html,
    check_invisible,
    check_control_characters,
    check_line_breaks,
    check_table_pipe,
    check_markdown_signs,
    check_cell_length,
    check_house_style,
    # (last: a finding of the checks above names what changed more precisely, and a
    # check names the first error of an entry)
    check_negations,
    check_opposite_words,
    check_added_claims,
    check_added_hedges,
)


def product_terms(products: dict[str, Product], pairs: dict[str, tuple[str, str]]) -> Terms:
    """The product names of ``products`` (by id), each protected, and those a translation
    of each comparison's strings (``pairs``: key → its two products) may add."""
    names = {key: names_of(product) for key, product in products.items()}
    compared = [(f"products/{key}", found) for key, found in names.items()] + [
        (key, (*names.get(subject, ()), *names.get(counterpart, ())))
        for key, (subject, counterpart) in pairs.items()
    ]
    protected = {name for found in names.values() for name in found}
    return Terms(
        tuple(sorted(protected)),
        compared=tuple(sorted(compared)),
        subjects=tuple(sorted(names.items())),
    )


def terms_for(project: Project, tag: str) -> Terms:
    """Product names every language keeps, and the glossary's approved terms for ``tag``."""
    products = product_terms(
        {key: doc.model for key, doc in project.products.items()},
        {
            doc.key: (doc.facts.subject, doc.facts.counterpart)
            for doc in project.comparisons.values()
        },
    )
    glossary = [
        (term.term, term.translations[tag])
        for term in project.glossary.model.terms.values()
        if tag in term.translations
    ]
    known_words = tuple(project.settings.known_words.get(tag, ()))
    return dataclasses.replace(
        products,
        glossary=tuple(glossary),
        style=rules_for(tag),
        locale=tag,
        known_words=known_words,
    )


def names_of(product: Product) -> tuple[str, ...]:
    """Every name a product goes by: its name, its short name and its aliases."""
    return tuple(n for n in (product.name, product.short_name, *product.aliases) if n)


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
    if len(translation) > longest_translation(english):
        # Far longer than any translation of it: refused before the checkers read it, as
        # some of them take time that grows faster than a string's length (attack 21b's
        # 60,000 characters in a table cell kept `check` busy for a minute).
        said = f"{len(translation):,} characters, for English of {len(english):,}"
        return (Finding("too-long", f"far longer than any translation of its English: {said}"),)
    entry = Entry("", english, translation, terms, in_table, compared, about)
    return tuple(finding for checker in CHECKERS for finding in checker(entry))


def longest_translation(english: str) -> int:
    """The most characters a translation of ``english`` may have: four times the English
    and 200 more (the shipped translations reach 1.1 times, 2.7 for "FAQ")."""
    return 4 * len(english) + 200
