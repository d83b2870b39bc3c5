"""The order of vague amounts: "hundreds of requests across dozens of models" written as
数十件のリクエストを数百のモデルで gives each amount to the other's noun, with every order
of magnitude kept, which the number check alone counts as faithful (attack 21b).

An amount is paired with its noun only where the translation keeps that noun as the English
writes it (数百の GPU for "hundreds of GPUs"): an amount given to another kept noun is an
error, and every amount but one beside its own kept noun is the English's order with its
clauses moved. Otherwise the nouns are translated and cannot be matched, and Japanese,
Chinese and Korean reorder clauses ("dozens of models for tens of thousands of users" as
数万人のユーザーに数十個のモデルを): amounts in another order are a warning, as like
numbers in another order are (``number_order``).
"""

from __future__ import annotations

import re

from comparekit.catalogs.ideographic import VAGUE_MARKS
from comparekit.catalogs.numbers import number_tokens
from comparekit.catalogs.vague_magnitudes import count_magnitude, english_amounts

# The noun after a vague count of a translation, where it is kept in Latin letters: after
# a counter and a particle (数百の GPU, 數十個 GPU, 수백 개의 GPU).
_KEPT_NOUN = re.compile(
    r"[ \u00a0]*(?:[個个件台基人名枚張张개명대][ \u00a0]*)?(?:の|的|의)?[ \u00a0]*"
    r"([A-Za-z][A-Za-z0-9+-]*(?:\.[A-Za-z0-9]+)*)"
)


def moved_vague_amounts(english: str, translation: str) -> tuple[list[str], list[str], bool]:
    """The translation's vague counts, in its order, where they stand in another order than
    the English's amounts of the same orders of magnitude, the English's amounts in its
    order, and whether a noun both keep shows an amount given to another noun (an error);
    empty lists where the order is kept.

    >>> moved_vague_amounts("hundreds of GPUs and dozens of nodes", "数十の GPU と数百のノード")
    (['数十', '数百'], ['hundreds', 'dozens'], True)
    >>> moved_vague_amounts("hundreds of requests, dozens of models", "数十件の要求、数百のモデル")
    (['数十', '数百'], ['hundreds', 'dozens'], False)
    >>> moved_vague_amounts("hundreds of requests, dozens of models", "数百件の要求、数十のモデル")
    ([], [], False)
    """
    amounts = english_amounts(english)
    if len({magnitude for magnitude, _, _ in amounts}) < 2:
        return [], [], False
    counts = _vague_counts(translation)
    said = [magnitude for magnitude, _, _ in amounts]
    found = [count_magnitude(token) for token, _ in counts]
    if sorted(found) != sorted(said) or found == said:
        return [], [], False  # another amount, or one missing, is the number check's to say
    nouns = {_singular(noun): magnitude for magnitude, _, noun in amounts if noun}
    paired = [
        nouns[_singular(noun)] == magnitude
        for (_, noun), magnitude in zip(counts, found, strict=True)
        if _singular(noun) in nouns
    ]
    given_away = not all(paired)
    if not given_away and len(paired) >= len(counts) - 1:
        return [], [], False  # each amount beside its own noun: clauses moved, no more
    return [token for token, _ in counts], [words for _, words, _ in amounts], given_away


def _vague_counts(translation: str) -> list[tuple[str, str]]:
    """The vague counts of ``translation`` in its order, each with the noun after it where
    the noun is in Latin letters ("" where not)."""
    counts = []
    start = 0
    for token in number_tokens(translation):
        if not VAGUE_MARKS.intersection(token):
            continue
        at = translation.find(token, start)
        if at < 0:  # written otherwise than read (a reader's normal form): no noun, no order
            return []
        start = at + len(token)
        kept = _KEPT_NOUN.match(translation, start)
        counts.append((token, kept.group(1).lower() if kept else ""))
    return counts


def _singular(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") and len(noun) > 2 else noun
