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
_MANY = re.compile(
    r"多く|多数|多數|大量|数多|數多|膨大|無数|無數|たくさん|沢山|いくつも|幾つも"
    r"|許多|许多|眾多|众多|大批|成千"
    r"|많은|수많은|다수|대량"
    r"|(?<![A-Za-z])(?i:dozens|tens|hundreds?|thousands?|millions?|billions?)(?![A-Za-z])"
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
