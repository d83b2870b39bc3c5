"""The order of like numbers: where the English and its translation hold the same numbers,
those of one kind (bare counts, or one unit: 8 GB and 4 GB) in another order are numbers
moved between the words they belong to (Version 2 has 3 modes → バージョン 3 は 2 モード).

Japanese, Chinese and Korean reorder clauses, and with them numbers of different kinds
(SM100 GPU 4個, 32基の H200): those are never compared by order, nor a number a kept name
holds (Ascend 950, R1-0528, Apache-2.0) or a kept word follows (8 GPUs as 8 GPU), which
the name or the word identifies. Like numbers keep
their order in a faithful translation of the shipped catalogs, but a faithful "3 of 4"
may read "4つのうち3つ": a change of order is a warning, not an error. Imports only
``numbers``.
"""

from __future__ import annotations

import re

from comparekit.catalogs.numbers import number_tokens, number_word_pairs

# A number and its unit, or a bare number (its kind is ""); not a name (V4.1, H200).
_LIKE = re.compile(r"(\d+(?:[.,]\d+)*)([A-Za-z%‰]*)")
# A number a name holds: glued with a hyphen (R1-0528) or after a capitalised word (Ascend
# 950, Apache-2.0).
_NAMED = re.compile(r"(?<![\w.-])([A-Z][\w.-]*[ \u00a0-])(\d+(?:[.,]\d+)*)(?![\w.,-]*\d)")


def reordered_numbers(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The like numbers of the English, in its order, that the translation writes in
    another order, and the translation's order; empty lists where the order is kept.

    >>> reordered_numbers("Version 2 has 3 modes.", "バージョン 3 は 2 モード。")
    (['2', '3'], ['3', '2'])
    >>> reordered_numbers("It runs on Ascend 950 with 4 GPUs.", "4 GPU の Ascend 950 で動く。")
    ([], [])
    """
    tokens = number_tokens(english)
    if len(tokens) < 2:
        return [], []
    expected = _by_kind(tokens)
    if all(len(numbers) < 2 for numbers in expected.values()):
        return [], []
    found = _by_kind(number_tokens(translation))
    named: set[str] | None = None  # worked out only for numbers out of order: it is rare
    for kind, numbers in expected.items():
        others = found.get(kind, [])
        if len(numbers) < 2 or numbers == others or sorted(numbers) != sorted(others):
            continue
        if named is None:
            # a number a kept name (Ascend 950) or a kept word after it (8 GPUs) identifies
            kept = set(_NAMED.findall(english)) & set(_NAMED.findall(translation))
            words = number_word_pairs(english) & number_word_pairs(translation)
            named = {number for _, number in kept} | {number for number, _ in words}
        numbers = [number for number in numbers if number not in named]
        others = [number for number in others if number not in named]
        if len(numbers) > 1 and numbers != others:
            return numbers, others
    return [], []


def _by_kind(tokens: list[str]) -> dict[str, list[str]]:
    kinds: dict[str, list[str]] = {}
    for token in tokens:
        like = _LIKE.fullmatch(token)
        if like is not None:
            kinds.setdefault(like.group(2), []).append(token)
    return kinds
