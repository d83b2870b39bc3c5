"""A comparison turned round: the English says "A is faster than B" (or "A outperforms B")
and the translation marks A as the one compared against ("B は A より速い", "B가 A보다
빠르다", "B 比 A 快"). Each name keeps its count and no word is shared between the names, so
the counting and clause rules (``name_occurrences``, ``swapped_names``) cannot see it: the
particle or word that marks the one compared against (より, 보다, 比, と比べ, 에 비해, 相比)
is read instead. A faithful reordering ("B より A の方が速い", "B보다 A가 빠르다", "和 B
相比，A 更快") marks the same name the English puts after "than", and stays clean."""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.findings import Entry, Finding, Terms
from comparekit.catalogs.name_occurrences import products_named

# A name that is no product's: a vendor, a piece of hardware or a protocol (NVIDIA, H100,
# TCP, MI300X, Huawei, Intel): a Latin word with a capital or a digit. In the English, one
# capitalised only at its first letter counts where the translation writes it too ("Faster"
# or "The" at a sentence's start is none: a translation writes no such word in Latin).
_OTHER_NAME = (
    r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9.+-]*[A-Z0-9][A-Za-z0-9.+-]*(?<![.+-])(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])[A-Z][a-z][A-Za-z0-9.+-]*(?<![.+-])(?![A-Za-z0-9])"
)
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9]")
# Where an English clause ends (the one compared and its subject stand in one clause).
_CLAUSE_END = re.compile(r"[,;:]|[.!?](?=\s|$)|\n|\s(?:and|but|while|whereas)\s")
# "than B": the one compared against, after "than" (or "than that of", "than on").
# ("other than", "rather than" rank nothing: "GPUs other than SM100")
# "Compared with B, A is faster" and "relative to B" put B after them as "than" does.
_THAN = re.compile(
    r"(?<!\bother )(?<!\brather )\bthan\b|\bcompared (?:with|to)\b|\brelative to\b",
    re.IGNORECASE,
)
# "A beats B": a verb that puts its object below its subject, or above it; either way the
# object is the one compared against. ("outperformed by" turns the roles round: skipped.)
_BEATS = re.compile(
    r"\b(?:beat|beats|outperform|outperforms|outperformed|outpace|outpaces|outpaced|outrun"
    r"|outruns|outran|outscore|outscores|outscored|outclass|outclasses|outclassed|surpass"
    r"|surpasses|surpassed|edges out|edged out|trails|trailed|lags behind|lagged behind"
    r"|is ahead of|are ahead of|leads(?! to\b)|led(?! to\b))\b(?!\s+by\b)",
    re.IGNORECASE,
)
_PASSIVE_AFTER = re.compile(r"\s+by\b", re.IGNORECASE)

# What marks a name as the one compared against in each language: a particle after it
# (Japanese, Korean) or a word before it (Chinese); and the base of a multiple ("A の2倍",
# "A의 2배", "A 的 2 倍" is twice A).
_AGAINST_AFTER = {
    "ja": r"\s*(?:より|と比べ|に比べ|と比較|と比する|比(?=で|の|[ \u00a0]?\d)"
    r"|の[ \u00a0]?約?[\d.]+[ \u00a0]?倍)",
    "ko": r"\s*(?:보다|에 비해|에 비하|와 비교|과 비교|대비"
    r"|의[ \u00a0]?약?[ \u00a0]?[\d.]+[ \u00a0]?배)",
    "zh": r"\s*的[ \u00a0]?約?[ \u00a0]?[\d.]+[ \u00a0]?倍",
}
_AGAINST_BEFORE = {
    "zh": r"(?:比|較|较|於|于|相較於|相较于)\s*",
}
# "和 B 相比", "與 B 相較": the name between "with" and "compared".
_ZH_WITH = r"(?:和|與|与|跟|同|對|对)\s*{names}\s*(?:相比|相較|相较|比較|比较|比起來)"
# And for "A beats B" also the object's particle (を, に; 를, 을, 에) or the verb before it.
_OBJECT_AFTER = {
    "ja": r"\s*(?:より|を|に|と比べ|に比べ|と比較)",
    "ko": r"\s*(?:보다|를|을|에게|에|에 비해|와 비교|과 비교|대비)",
}
_OBJECT_BEFORE = {
    "zh": r"(?:比|於|于|勝過|胜过|贏過|赢过|超越|超過|超过|擊敗|击败|打敗|打败"
    r"|領先|领先|落後|落后|不如)\s*",
}


def _language(locale: str) -> str:
    return locale.split("_")[0].split("-")[0]


@functools.lru_cache(maxsize=8)
def _name_reader(terms: Terms) -> re.Pattern[str]:
    products = terms.longest_first.pattern if terms.protected else "(?!)"
    return re.compile(f"(?P<name>{products}|{_OTHER_NAME})")


def _key(written: str, terms: Terms) -> str:
    """One key for a product's names ("NVIDIA Dynamo" and "Dynamo"), the word for others."""
    products = products_named(written, terms)
    return next(iter(products)) if products else written


def _first_name(
    text: str, start: int, end: int, terms: Terms, written: frozenset[str]
) -> str | None:
    """The first name written between ``start`` and ``end``, as written: a product's or an
    acronym's, or a capitalised word the translation writes too (``written``)."""
    for found in _name_reader(terms).finditer(text, start, end):
        name = found.group()
        if name in written or not name[1:].islower() or products_named(name, terms):
            return name
    return None


def _clause_bounds(text: str, at: int) -> tuple[int, int]:
    """Where the clause around ``at`` starts and ends."""
    start = 0
    for end in _CLAUSE_END.finditer(text, 0, at):
        start = end.end()
    after = _CLAUSE_END.search(text, at)
    return start, after.start() if after else len(text)


@functools.lru_cache(maxsize=4096)
def english_comparisons(
    english: str, terms: Terms, written: frozenset[str] = frozenset()
) -> tuple[tuple[str, str, bool], ...]:
    """Each comparison the English makes between two names: (the subject, the one compared
    against, as written; whether by "than" rather than a verb such as "beats")."""
    found: list[tuple[str, str, bool]] = []
    for pattern, by_than in ((_THAN, True), (_BEATS, False)):
        for word in pattern.finditer(english):
            if not by_than and _PASSIVE_AFTER.match(english, word.end()):
                continue
            start, end = _clause_bounds(english, word.start())
            against = _first_name(english, word.end(), end, terms, written)
            subject = _first_name(english, start, word.start(), terms, written)
            if subject is None and by_than and not english[:start].strip(" \"'“("):
                # "Faster than B, A …": the subject in the clause after the fronted one
                following = _CLAUSE_END.match(english, end)
                if following is not None:
                    _, next_end = _clause_bounds(english, following.end())
                    subject = _first_name(english, following.end(), next_end, terms, written)
            if subject and against and _key(subject, terms) != _key(against, terms):
                found.append((subject, against, by_than))
    return tuple(found)


def marked_against(translation: str, terms: Terms) -> set[str]:
    """The names the translation marks as the one compared against, or as the object of a
    verb that compares ("B を上回る" says the same order as "B より速い")."""
    return {
        _key(found.group("name"), terms)
        for pattern in _marker_readers(terms)
        for found in pattern.finditer(translation)
    }


@functools.lru_cache(maxsize=16)
def _marker_readers(terms: Terms) -> tuple[re.Pattern[str], ...]:
    language = _language(terms.locale)
    names = _name_reader(terms).pattern
    patterns = [
        f"{names}{after[language]}"
        for after in (_AGAINST_AFTER, _OBJECT_AFTER)
        if language in after
    ]
    patterns += [
        f"{before[language]}{names}"
        for before in (_AGAINST_BEFORE, _OBJECT_BEFORE)
        if language in before
    ]
    if language == "zh":
        patterns.append(_ZH_WITH.format(names=names))
    return tuple(re.compile(pattern) for pattern in patterns)


# The words that say which way a comparison goes, "more" or "less": a translation may turn
# the adjective with the order ("B は A より遅い" for "A is faster than B"), which is the
# same claim. (Chinese 快 not in 快取, "cache"; Korean stems with their endings: 적용 is no
# 적다.)
_DIRECTION_WORDS = {
    "en": (
        r"\b(?:faster|quicker|higher|better|larger|bigger|greater|stronger|beats?|outperform\w*"
        r"|outpace\w*|surpass\w*|ahead)\b",
        r"\b(?:slower|lower|worse|fewer|smaller|weaker|trail\w*|lag\w*|behind)\b",
    ),
    "ja": (
        "速い|速く|高い|高く|優れ|大きい|大きく|良い|上回|勝る|勝つ",
        "遅い|遅く|遅れ|低い|低く|劣る|劣り|小さい|小さく|悪い|下回",
    ),
    "ko": (
        "빠르|빠릅|빨라|높[은다고아습]|뛰어나|큰|크다|좋[은다아]|앞서|능가|이긴|이기",
        "느리|느립|느려|낮[은다고아습]|떨어지|뒤처|작[은다게]|나쁘",
    ),
    "zh": (
        "快(?![取照])|較高|更高|較好|更好|優於|勝過|領先|超越|較大|更大",
        "慢|較低|更低|較差|更差|遜於|落後|不如|較小|更小",
    ),
}


def _direction(text: str, language: str) -> str | None:
    """ "more" or "less" where ``text`` says one way of comparing only, else None."""
    more, less = _DIRECTION_WORDS[language]
    said = (re.search(more, text) is not None, re.search(less, text) is not None)
    return {(True, False): "more", (False, True): "less"}.get(said)


def check_compared_order(entry: Entry) -> list[Finding]:
    """The English's subject marked as the one compared against, and the one the English
    compares against not so marked: the comparison turned round."""
    english, translation, terms = entry.english, entry.translation, entry.terms
    if _language(terms.locale) not in ("ja", "ko", "zh"):
        return []
    if not _THAN.search(english) and not _BEATS.search(english):
        return []  # nearly every string
    written = frozenset(_LATIN_WORD.findall(translation))
    comparisons = english_comparisons(english, terms, written)
    if not comparisons:
        return []
    findings = []
    english_against = {_key(against, terms) for _, against, _ in comparisons}
    way = _direction(english, "en")
    turned = way is not None and _direction(translation, _language(terms.locale)) not in (way, None)
    marked = marked_against(translation, terms)
    for subject, against, _ in comparisons:
        if _key(subject, terms) in english_against:
            continue  # each is compared against the other somewhere: read no order
        # ("B は A より遅い" for "A is faster than B", the same claim, marks A)
        first, second = (against, subject) if turned else (subject, against)
        if _key(first, terms) in marked and _key(second, terms) not in marked:
            findings.append(
                Finding(
                    "protected-term",
                    f"the English compares '{subject}' against '{against}'"
                    f"{' (said the other way round)' if turned else ''}; the translation "
                    f"compares '{against}' against '{subject}': the comparison turned round?",
                )
            )
    return findings
