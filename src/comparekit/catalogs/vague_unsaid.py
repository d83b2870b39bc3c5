"""A vague amount the translation leaves out: "keeping dozens of GPUs busy" as GPU を稼働
させ続ける says no amount at all, and the page no longer says how many (attack 22).

A digit the English has must be there; a vague amount has no digit, so the number check
found nothing to miss. A translation says an amount with a vague count (数十, 數百, 수천,
몇백), one of "many" (多くの, 多数, 大量の, 許多, 수많은), or the English's words left in
it; one that says none of them has left the amount out, and one that says "a few" (少数,
若干, 複数, 여러, 幾個) in its place has made it small (attack 22b).
"""

from __future__ import annotations

import re

from comparekit.catalogs.vague_figures import amount_spans
from comparekit.catalogs.vague_magnitudes import (
    count_magnitude,
    english_amounts,
    korean_odd_tokens,
    may_say_amount,
)

# Words of "many" and "a great number", which a translation may give a vague amount as, and
# the English's words left in it (whole words: TensorRT holds "tens").
_MANY_TRANSLATED = re.compile(
    r"多く|多数|多數|大量|数多|數多|膨大|無数|無數|たくさん|沢山|いくつも|幾つも"
    r"|許多|许多|眾多|众多|大批|成千"
    r"|많은|수많은|다수|대량"
)
_MANY = re.compile(
    _MANY_TRANSLATED.pattern
    + r"|(?<![A-Za-z])(?i:dozens|tens|hundreds?|thousands?|millions?|billions?)(?![A-Za-z])"
)


def unsaid_amounts(english: str, translation: str) -> list[str]:
    """The English's vague amounts ("dozens", "hundreds of thousands") where the
    translation says no amount at all, as the English writes them; else an empty list.

    >>> unsaid_amounts("It keeps dozens of GPUs busy.", "GPU を稼働させ続ける。")
    ['dozens']
    >>> unsaid_amounts("It keeps dozens of GPUs busy.", "多くの GPU を稼働させ続ける。")
    []
    >>> unsaid_amounts("hundreds of requests across dozens of models", "数百のリクエストをモデルで")
    ['dozens']
    """
    if not may_say_amount(english):
        return []
    amounts = english_amounts(english)
    if not amounts or _MANY.search(translation):
        return []
    said = {magnitude for _, _, magnitude in amount_spans(translation)}
    said.update(map(count_magnitude, korean_odd_tokens(translation)))  # 이백여 (200-odd)
    # each order of magnitude the English says: "hundreds of requests across dozens of
    # models" as 数百のリクエストをモデルで処理 leaves the dozens out
    return [words for magnitude, words, _ in amounts if magnitude not in said]


def magnitude_made_many(english: str, translation: str) -> str:
    """A warning's message where the translation says "many" (多くの, 許多, 많은) for the
    English's vague amount of an order ("hundreds of models" as 多くのモデル: the page no
    longer says how many), or gives an order to the English's "many" (数百のモデル for
    "many models": it says more than the English); else ''. A faithful translation may do
    either, so a reviewer decides.

    >>> magnitude_made_many("It supports hundreds of models.", "多くのモデルをサポートする。")
    "the English's order of magnitude left out: hundreds (the translation says 多く)"
    >>> magnitude_made_many("It supports many models.", "数百のモデルをサポートする。")
    "order of magnitude the English does not say: 数百 (the English says 'many')"
    """
    spans = amount_spans(translation)
    if may_say_amount(english):
        many = _MANY_TRANSLATED.search(translation)
        said = {magnitude for _, _, magnitude in spans}
        left = [
            words
            for magnitude, words, _ in english_amounts(english)
            if magnitude not in said and magnitude >= 100  # (dozens as 多く: a few dozen is many)
        ]
        if many and left:
            return (
                f"the English's order of magnitude left out: {', '.join(left)} "
                f"(the translation says {many[0]})"
            )
        return ""
    many_english = _MANY_ENGLISH.search(english)
    # (数十 for "many" passes, as the English says no order: a few dozen is many)
    orders = [translation[start:end] for start, end, magnitude in spans if magnitude >= 100]
    if many_english and orders:
        return (
            f"order of magnitude the English does not say: {', '.join(orders)} "
            f"(the English says '{many_english[0].lower()}')"
        )
    return ""


# The English's "many" of no order (many, numerous, countless, a large number of).
_MANY_ENGLISH = re.compile(
    r"(?i)\b(?:many|numerous|countless|lots of|plenty of|a lot of|a large number of"
    r"|a great number of)\b"
)
