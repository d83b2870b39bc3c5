"""The order of magnitude a vague amount says: "hundreds of models" is 数百, never 数十.

A vague amount has no number to compare, so the number check lets 数十 stand for "dozens"
and 수백 for "hundreds"; but the amount's order of magnitude is said all the same, and a
translation that makes hundreds tens, or thousands, says another amount (attack 21).
"""

from __future__ import annotations

import re
from collections import Counter

from comparekit.catalogs.hangul_numerals import VAGUE_COUNTER

# The multipliers of a vague count written in Han or Hangul (数十万 is 10 × 10,000).
_MULTIPLIERS = {
    **dict.fromkeys("十십", 10),
    **dict.fromkeys("百백", 100),
    **dict.fromkeys("千천", 1000),
    **dict.fromkeys("万萬만", 10_000),
    **dict.fromkeys("億亿억", 100_000_000),
}
_ENGLISH = {
    "dozen": 10,
    "dozens": 10,
    "tens": 10,
    "hundred": 100,
    "hundreds": 100,
    "thousand": 1000,
    "thousands": 1000,
    "million": 1_000_000,
    "millions": 1_000_000,
    "billion": 1_000_000_000,
    "billions": 1_000_000_000,
}
# "hundreds", "tens of thousands", and a singular after a vague word ("a few hundred",
# "several thousand"); not "a hundred" or "two thousand", which are numbers.
# (Bounded by letters, not by \b: a word left in a Japanese sentence has a kana before it,
# which \b takes for a letter of the same word: 課題はthousands.)
ENGLISH_AMOUNT = re.compile(
    r"(?<![a-z])(?:(dozens|tens|hundreds|thousands|millions|billions)"
    r"|(?:few|several|some|many) (dozen|hundred|thousand|million|billion))"
    r"(?: of (thousands|millions|billions))?(?![a-z])"
)


def count_magnitude(token: str) -> int:
    """The order of magnitude of a vague count as the number check reads it (数百 100,
    數十萬 100,000, 수천 1,000; 一兩, "one or two", 1); a count written numeral first is
    "and some" (十数, 十幾, 십여: ten-odd), one more than its numeral's: not "dozens"."""
    magnitude = 1
    for char in token:
        magnitude *= _MULTIPLIERS.get(char, 1)
    return magnitude + 1 if token[:1] in _MULTIPLIERS else magnitude


def english_magnitudes(lowered: str) -> Counter[int]:
    """The orders of magnitude of the vague amounts ``lowered`` says in English words."""
    return Counter(map(amount_magnitude, ENGLISH_AMOUNT.finditer(lowered)))


def english_amounts(english: str, few: bool = False) -> list[tuple[int, str, str]]:
    """The vague amounts of ``english`` in its order: each one's order of magnitude, its
    words and the word it counts, lowered ("hundreds of GPUs": 100, "hundreds", "gpus";
    "" where none follows); with ``few``, "a few" and "several" too, as fewer than ten (1)."""
    lowered = english.lower()
    found = [
        (amount.start(), amount_magnitude(amount), amount[0], amount.end())
        for amount in ENGLISH_AMOUNT.finditer(lowered)
    ]
    if few:
        found += [
            (small.start(), 1, small[0], small.end()) for small in SMALL_AMOUNT.finditer(lowered)
        ]
    return [
        (magnitude, words, counted.group(1) if counted else "")
        for _, magnitude, words, end in sorted(found)
        for counted in [_COUNTED.match(lowered, end)]
    ]


# "a few GPUs", "several nodes", "a handful of experts": fewer than ten (not "a few hundred").
SMALL_AMOUNT = re.compile(
    r"(?<![a-z])(?:a few|several|a handful of|a couple of)"
    r"(?! (?:dozen|hundred|thousand|million|billion))(?![a-z])"
)


# The word a vague amount counts: "hundreds of GPUs", "a few hundred GPUs".
_COUNTED = re.compile(r"(?: of)? ([a-z][a-z0-9+-]*(?:\.[a-z0-9]+)*)")


def amount_magnitude(amount: re.Match[str]) -> int:
    plural, singular, of = amount.groups()
    return _ENGLISH[plural or singular] * (_ENGLISH[of] if of else 1)


def other_magnitudes(vague: Counter[str], english: str) -> Counter[str]:
    """The vague counts of ``vague`` (the translation's) beyond those of each order of
    magnitude the English's vague amounts say (数百 twice where the English says
    "hundreds" once and "dozens" once): none where the English says no order (several,
    many), so that 数十 may stand for "many"; but "a few" and "several" alone say fewer
    than ten, and 数千 for "a few users" says thousands."""
    said = english_magnitudes(english.lower())
    if not said:
        if _FEW.search(english) and not _MANY_WORDS.search(english):
            return Counter({t: n for t, n in vague.items() if count_magnitude(t) >= 10})
        return Counter()
    other: Counter[str] = Counter()
    for token in sorted(vague.elements()):
        magnitude = count_magnitude(token)
        if said[magnitude]:
            said[magnitude] -= 1
        else:
            other[token] += 1
    return other


def other_english_magnitudes(english: str, translation: str) -> Counter[str]:
    """The English words of vague amounts a translation writes (a string left partly in
    English) that say an order of magnitude the English does not: "Thousands" for
    "Hundreds"."""
    if not _MAY_SAY_AMOUNT.search(translation):
        return Counter()
    said = english_magnitudes(english.lower())
    return Counter(
        amount[0]
        for amount in ENGLISH_AMOUNT.finditer(translation.lower())
        if amount_magnitude(amount) not in said
    )


# Words of a small vague count, and words of a count of any size, in English.
_FEW = re.compile(r"(?i)\b(?:a few|several|a handful|a couple)\b")
_MANY_WORDS = re.compile(
    r"(?i)\b(?:many|numerous|lots|plenty|countless|dozen|dozens|hundreds?|thousands?"
    r"|millions?|billions?|a number of|scores)\b"
)
_MAY_SAY_AMOUNT = re.compile("(?i)dozens|tens|hundred|thousand|million|billion")


def may_say_amount(text: str) -> bool:
    """Whether ``text`` may say a vague amount in English words (a quick first test)."""
    return _MAY_SAY_AMOUNT.search(text) is not None


def korean_odd_counts(english: str, translation: str) -> Counter[str]:
    """The Korean "and some" counts of ``translation`` (십여 개 "ten-odd", 백여 명) where
    the English says vague amounts: each is an order of its own (one more than its
    numeral's), as 十数 is, and never the English's "dozens" or "hundreds"; but a figure
    the English writes in digits (about 100 as 백여) is the number check's."""
    if "여" not in translation:
        return Counter()
    said = english_magnitudes(english.lower())
    if not said:
        return Counter()
    figures = set(re.findall(r"\d+", english.replace(",", "")))
    return Counter(
        token
        for token in _KOREAN_ODD.findall(translation)
        if not said[count_magnitude(token)] and str(_korean_value(token)) not in figures
    )


def korean_odd_tokens(translation: str) -> list[str]:
    """The Korean "and some" counts of ``translation`` (십여, 이백여), as written."""
    return _KOREAN_ODD.findall(translation) if "여" in translation else []


def _korean_value(token: str) -> int:
    """The figure of a Korean "and some" count (이백여 200, 천여 1000)."""
    digit = "일이삼사오육칠팔구".find(token[0]) + 1
    return (digit or 1) * _MULTIPLIERS[token[1 if digit else 0]]


# 십여 개, 이백여 명: a numeral, "and some", and a counter (read by no number reader).
_KOREAN_ODD = re.compile(
    rf"(?<![가-힣])(?:[일이삼사오육칠팔구])?[십백천만]여(?=[ \u00a0]?{VAGUE_COUNTER})"
)
