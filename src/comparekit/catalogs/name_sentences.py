"""Product names counted sentence by sentence: where the translation has as many sentences
as the English, a product the English names in one sentence and another in a second is not
named the other way round ("Dynamo orchestrates … . DeepInfer is an engine …" made "DeepInfer
は…編成する。Dynamo は…エンジンだ。"): each sentence credits the other product, while
every name keeps its count of occurrences."""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter

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


def _moved(expected: Counter[str], written: Counter[str], lost: str, gained: str) -> bool:
    """Whether a sentence names ``lost`` fewer times than its English and ``gained`` more."""
    return written[lost] < expected[lost] and written[gained] > expected[gained]
