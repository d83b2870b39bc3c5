"""Each number and the Latin word after it (8 GPUs, 8 GPU), and the pairs a translation
changes: a number moved onto another word of the English's, or given a word the English
lacks in place of its own. Imports only the tokenizer's prose reader (``number_tokens``).
"""

from __future__ import annotations

import re

from comparekit.catalogs.number_tokens import ascii_prose

# A number and the Latin word after it (8 GPUs, 8 GPU): a translation that keeps the word
# keeps its number, so that two numbers swapped between words (8 GPUs and 2 nodes → 2 GPU
# and 8 ノード) are a change though each number is still there. Not a word that joins
# (from 26.5 to 32.74 tokens): the number has no word of its own there.
NUMBER_WORD = re.compile(
    # (its first digit before the look back at what precedes it: the walk then skips by class)
    r"(\d(?<![A-Za-z\d].)(?<!\d[.,].)\d*(?:[.,]\d+)*)"
    r"[ \u00a0\u202f]?([A-Za-z]{2,}?)s?(?![A-Za-z\d])"
)
_JOINING_WORDS = frozenset(
    (
        *("to", "and", "or", "of", "in", "on", "at", "by", "for", "from", "with", "per"),
        *("than", "the", "is", "are", "was", "were", "be", "as", "vs", "times", "more", "less"),
    )
)


def number_word_pairs(text: str) -> set[tuple[str, str]]:
    """Each number of ``text`` and the Latin word after it (8 GPUs is ("8", "GPU"))."""
    return {
        (number, word)
        for number, word in NUMBER_WORD.findall(ascii_prose(text))
        if word.lower() not in _JOINING_WORDS
    }


def pair_changes(
    english: str, translation: str, replaced: bool = False
) -> tuple[list[str], list[str]]:
    """Numbers the translation writes with a word the English writes with another number,
    where the English writes them with another word, as ``2 GPU``, or with a Latin word the
    English lacks in place of one the translation lacks (8 GPUs as ``8 TPU``: asked where
    the tokens agree, ``replaced``); and the English's pairs they stand for."""
    if not NUMBER_WORD.search(translation) or not NUMBER_WORD.search(english):
        return [], []
    expected, found = number_word_pairs(english), number_word_pairs(translation)
    words_of: dict[str, set[str]] = {}
    for number, word in expected:
        words_of.setdefault(number, set()).add(word)
    english_words = {word for _, word in expected}
    moved = {
        (number, word)
        for number, word in found - expected
        if word in english_words and words_of.get(number, {word}) != {word}
    }
    english_lowered, lowered = english.lower(), translation.lower()
    replaced_words = {
        (number, word)
        for number, word in (found - expected if replaced else ())
        if number in words_of
        and word.lower() not in english_lowered
        and not any(kept.lower() in lowered for kept in words_of[number])
    }
    if not moved and not replaced_words:
        return [], []
    lost = {
        pair
        for pair in expected - found
        if pair[1] in {word for _, word in moved}
        or pair[0] in {number for number, _ in replaced_words}
    }
    moved |= replaced_words
    return sorted(" ".join(pair) for pair in lost), sorted(" ".join(pair) for pair in moved)
