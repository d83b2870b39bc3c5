"""Two products swapped though every name keeps its count of occurrences: each named in the
sentence where the English names the other ("Dynamo orchestrates … . DeepInfer is an engine
…" made "DeepInfer は…編成する。Dynamo は…エンジンだ。"), or on the other side of a word both
texts write between them ("Dynamo … vLLM … DeepInfer" made "DeepInfer … vLLM … Dynamo"): the
sentence credits the other product. A faithful translation that moves a clause moves its
words with the name, and is not read so."""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter
from collections.abc import Mapping

from comparekit.catalogs.findings import Finding, Terms
from comparekit.catalogs.name_occurrences import products_named

# Where an English sentence ends: a stop, then a space and what starts a sentence (a version's
# dot, "v0.15", and an abbreviation's inside a word are no end); or a line break.
_ENGLISH_END = re.compile(r"(?<=[.!?])[\"”')]*\s+(?=[\"“(]*[A-Za-z0-9])|\n+")
# Where a translation's sentence ends: an ideographic stop (。！？), a Latin one before a space
# (Korean ends its sentences so) or a line break.
_TRANSLATION_END = re.compile(r"(?<=[。！？])\s*|(?<=[.!?])\s+|\n+")


def _sentences(text: str, end: re.Pattern[str]) -> list[str]:
    return [sentence for sentence in end.split(text) if sentence.strip()]


@functools.lru_cache(maxsize=4096)  # (each English string is read once, not once per locale)
def _english_sentences(english: str, terms: Terms) -> tuple[Counter[str], ...]:
    return tuple(products_named(s, terms) for s in _sentences(english, _ENGLISH_END))


def exchanged_products(english: str, translation: str, terms: Terms) -> list[Finding]:
    """Two products each named in the other's sentence and not in its own: a swap. Only where
    the sentences pair up one for one (as many in both); a product added for "it" or a
    repeated name left unsaid changes one sentence, not two the other way round. (None of
    the shipped translations exchanges two products so.)"""
    english_counts = _english_sentences(english, terms)
    if len(english_counts) < 2 or sum(len(counts) > 0 for counts in english_counts) < 2:
        return []  # nearly every string: one sentence, or one with names
    sentences = _sentences(translation, _TRANSLATION_END)
    if len(sentences) != len(english_counts):
        return []
    counts = [products_named(sentence, terms) for sentence in sentences]
    pairs = dict.fromkeys(
        (first, second)
        for i, j in itertools.combinations(range(len(counts)), 2)
        for first in english_counts[i]
        for second in english_counts[j]
        if first != second
        and _moved(english_counts[i], counts[i], first, second)
        and _moved(english_counts[j], counts[j], second, first)
        and not _sentences_reordered(english, sentences, i, j, terms)
    )
    return [
        Finding(
            "protected-term",
            f"'{_shown(first, english, terms)}' and '{_shown(second, english, terms)}' are each "
            "named in the sentence where the English names the other: the products swapped?",
        )
        for first, second in pairs
    ]


def _shown(product: str, english: str, terms: Terms) -> str:
    """The product as the English first names it (Dynamo, not the product's key)."""
    for found in terms.longest_first.finditer(english):
        if product in products_named(found.group(), terms):
            return found.group()
    return product


def _sentences_reordered(english: str, sentences: list[str], i: int, j: int, terms: Terms) -> bool:
    """Whether the translation's sentences ``i`` and ``j`` are the English's ``j`` and ``i``:
    each writes more of the other English sentence's words than of its own, so the names
    moved with their words ("DeepInfer runs on Ascend 950 as well as SM100. TensorRT-LLM's
    list is NVIDIA only" said the other way round). A swap leaves each sentence its words."""
    english_sentences = _sentences(english, _ENGLISH_END)
    said = [_other_words(english_sentences[k], terms) for k in (i, j)]
    written = [_other_words(sentences[k], terms) for k in (i, j)]
    return len(written[0] & said[1]) > len(written[0] & said[0]) and len(
        written[1] & said[0]
    ) > len(written[1] & said[1])


def _other_words(sentence: str, terms: Terms) -> set[str]:
    """The Latin words and numbers of a sentence other than its products' names."""
    bare = terms.longest_first.sub(lambda found: " " * len(found.group()), sentence)
    return set(_LATIN_WORD.findall(bare))


def _moved(expected: Counter[str], written: Counter[str], lost: str, gained: str) -> bool:
    """Whether a sentence names ``lost`` fewer times than its English and ``gained`` more."""
    return written[lost] < expected[lost] and written[gained] > expected[gained]


# A Latin word or number a translation writes as the English does (SM100, GPU, 8, v0.15).
_LATIN_WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9](?:[A-Za-z0-9.+]*[A-Za-z0-9])?")
# What joins the items of a list: commas, dots, slashes and the words for "and" and "or".
_LISTED = re.compile(
    r"[\s,、，・·/／&＆]*(?:and|or|と|や|か|및|와|과|나|또는|或|與|与|和|及)?[\s,、，・·/／&＆]*"
)
Marks = dict[str, tuple[int, int]]


def _marks(text: str, terms: Terms) -> tuple[Marks, Marks]:
    """Where ``text`` names each product it names once, and where it writes each word it
    writes once (a product named once is such a word too: "@" and its key)."""
    named: dict[str, list[tuple[int, int]]] = {}
    for found in terms.longest_first.finditer(text):
        for product in products_named(found.group(), terms):
            named.setdefault(product, []).append(found.span())
    bare = terms.longest_first.sub(lambda found: " " * len(found.group()), text)
    words: dict[str, list[tuple[int, int]]] = {}
    for found in _LATIN_WORD.finditer(bare):
        words.setdefault(found.group(), []).append(found.span())
    once = {product: spans[0] for product, spans in named.items() if len(spans) == 1}
    words.update({f"@{product}": [span] for product, span in once.items()})
    return once, {word: spans[0] for word, spans in words.items() if len(spans) == 1}


@functools.lru_cache(maxsize=4096)
def _english_marks(english: str, terms: Terms) -> tuple[Marks, Marks]:
    return _marks(english, terms)


def crossed_products(english: str, translation: str, terms: Terms) -> list[Finding]:
    """Two products each named once, with a word (or a third product) both texts write once
    between them, on either side of it the other way round ("Dynamo … vLLM … DeepInfer" as
    "DeepInfer … vLLM … Dynamo"): a swap. A clause moved moves its words with the name
    ("vLLM を使うなら Dynamo" for "Dynamo if you run vLLM"), and a list may be written in
    another order ("SGLang、vLLM" for "vLLM, SGLang"): neither is read so. (None of the
    shipped translations; 57 of the 792 entries naming two or more products name their
    first products in another order than the English.)"""
    english_named, english_words = _english_marks(english, terms)
    if len(english_named) < 2:
        return []  # nearly every string
    named, words = _marks(translation, terms)
    both = [product for product in english_named if product in named]
    shared = [word for word in english_words if word in words]
    for first, second in itertools.permutations(both, 2):
        for word in shared:
            if word in (f"@{first}", f"@{second}"):
                continue
            if not (
                english_named[first] < english_words[word] < english_named[second]
                and named[second] < words[word] < named[first]
            ):
                continue
            if any(
                _listed(text, spans[product], places[word])
                for text, spans, places in (
                    (english, english_named, english_words),
                    (translation, named, words),
                )
                for product in (first, second)
            ):
                continue  # an item of a list beside the name: the list's order, not a swap
            between = _shown(word[1:], english, terms) if word[0] == "@" else word
            return [
                Finding(
                    "protected-term",
                    f"'{_shown(first, english, terms)}' and '{_shown(second, english, terms)}'"
                    f" stand on the other side of '{between}' than in the English: the "
                    "products swapped?",
                )
            ]
    return []


def _listed(text: str, name: tuple[int, int], word: tuple[int, int]) -> bool:
    """Whether only a list's commas or "and" stand between a name and a word of ``text``."""
    start, end = (name[1], word[0]) if name[0] < word[0] else (word[1], name[0])
    return _LISTED.fullmatch(text, start, end) is not None


# Where a clause or a list item ends: a comma, a stop, a colon or a semicolon of any width,
# and the English's "and", "or", "while", "but".
_CLAUSE_END = re.compile(r"[,、，;；。．！？!?:：]|\.(?=\s|$)|\s(?:and|or|while|but)\s")
# A Latin word (SM100, CUDA, Moore) or a letter alone (Z): a product's name is one whole.
_TOKEN = re.compile(
    r"(?<![A-Za-z0-9.-])[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9]|(?<![A-Za-z0-9.-])[A-Z](?![A-Za-z0-9])"
)


_DIGIT = re.compile("[0-9]")


def _clauses(text: str, terms: Terms) -> dict[str, int]:
    """Each Latin word or product name ``text`` writes once, and the clause it stands in
    (read in one pass: a product's name first, as one word)."""
    found: dict[str, int] = {}
    seen: Counter[str] = Counter()
    index = 0
    for match in _clause_reader(terms).finditer(text):
        word = match.group("word")
        if word is None:
            index += 1  # a clause's end
            continue
        seen[word] += 1
        found[word] = index
    return {word: index for word, index in found.items() if seen[word] == 1}


@functools.lru_cache(maxsize=8)
def _clause_reader(terms: Terms) -> re.Pattern[str]:
    names = terms.longest_first.pattern if terms.protected else "(?!)"
    return re.compile(f"(?P<word>{names}|{_TOKEN.pattern})|{_CLAUSE_END.pattern}")


@functools.lru_cache(maxsize=4096)
def _english_clauses(english: str, terms: Terms) -> dict[str, int]:
    return _clauses(english, terms)


def exchanged_names(english: str, translation: str, terms: Terms) -> list[Finding]:
    """Two names (a product, a vendor, an acronym: NVIDIA, AMD) each written in the clause of
    the words the English writes beside the other ("NVIDIA through CUDA, AMD through HIP" as
    "CUDA 経由の AMD、HIP 経由の NVIDIA"): the names swapped, though each keeps its count. A
    list in another order keeps each name with its own words. (None of the shipped
    translations.)"""
    english_clauses = _english_clauses(english, terms)
    if len(set(english_clauses.values())) < 2:
        return []  # nearly every string: one clause, or no Latin word
    clauses = _clauses(translation, terms)
    shared = [word for word in english_clauses if word in clauses]
    # (a word with a digit, H200 or V4.1-Flash, is a model's or a number's: their checks')
    names = [
        word
        for word in shared
        if word in terms.protected or (not word.islower() and not _DIGIT.search(word))
    ]
    if len(names) < 2:
        return []
    by_clause: dict[int, list[str]] = {}
    for word in shared:
        by_clause.setdefault(english_clauses[word], []).append(word)
    # Where the translation writes the words of each name's English clause, beside it or not
    # (asked once a name, not once a pair: a list has many names)
    moved = {
        name: {clauses[word] for word in by_clause[english_clauses[name]]} - {clauses[name]}
        for name in names
    }
    for first, second in itertools.combinations(names, 2):
        if english_clauses[first] == english_clauses[second]:
            continue
        if clauses[second] in moved[first] and clauses[first] in moved[second]:
            beside_first = _moved_to(first, second, by_clause, english_clauses, clauses)
            beside_second = _moved_to(second, first, by_clause, english_clauses, clauses)
            return [
                Finding(
                    "protected-term",
                    f"'{first}' and '{second}' are each written beside the other's words "
                    f"('{beside_first}', '{beside_second}'): the names swapped?",
                )
            ]
    return []


def _moved_to(
    name: str,
    other: str,
    by_clause: Mapping[int, list[str]],
    english: Mapping[str, int],
    written: Mapping[str, int],
) -> str:
    """The first word of ``name``'s English clause that the translation writes in
    ``other``'s clause."""
    return next(word for word in by_clause[english[name]] if written[word] == written[other])
