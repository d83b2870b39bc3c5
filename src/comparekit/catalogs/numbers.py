"""The numbers of a text, as the number checker compares an English string and its translation.

A number is compared as the page shows it, token for token: with its sign, its decimals and
exponent, and the letters glued to it (``-5``, ``1e3``, ``40GB``, ``2x``, ``v0.15``,
``1.2k``, ``H200``), so that a changed sign, exponent, unit or suffix is a changed number;
a known unit after a space is the number's as glued (``4 GB`` is ``4GB``), a bound glued to
it too (``≥8``, ``8+``), and a digit after a "." or "," that no digit precedes starts a
number (``GPUs,64``). Digits of any script count (``\\d`` finds full-width and Arabic-Indic
digits too) and are compared in ASCII, as are the minus signs (－, ▲); numeral characters
that are not digits (², ①, ½, Ⅳ) count as themselves, ideographic numerals (三台) as the
number they write. Numbers are counted, not collected: an extra copy is a number added; and
a number written with a Latin word both texts keep (``8 GPUs``, ``8 GPU``) keeps that word.
A number and its multiplier are the number they make (3万, 20億, 2 billion); a time unit,
a currency, a percentage or a spelled-out size is one unit in every language (5 分 is 5min,
$5 and 5 ドル are 5USD, 四成 is 40%); an ISO date is one number (2024-05-01), which a
translation may write as year, month and day. Japanese number words (ふたつ, ゼロ, 半分),
vague counts (数百) and Korean ordinals (첫째) are read as numbers too.
Numbers inside a URL, a link's target or a code span are not the prose's: the URL and markup
checks compare those whole, so here they are left out of both texts.

>>> number_tokens("131,072 tokens on ８ GPUs at -5 °C, 40GB, x²")
['131,072', '8', '-5', '40GB', '²']
>>> number_changes("It needs 40GB and v0.15.", "40TB と v0.16 が必要。")
(['40GB', 'v0.15'], ['40TB', 'v0.16'])
>>> number_changes("Merged in September 2026 on one node", "2026年9月に1台のノードで 3 倍")
([], ['3'])
>>> number_changes("It runs on 8 GPUs and 2 nodes.", "2 GPU と 8 ノードで動作する。")
(['8 GPU'], ['2 GPU'])
>>> number_changes("It runs on two nodes.", "三台のノードで動作する。")
([], ['3'])
>>> number_changes("It has 2 billion users and costs $5.", "20億人、5 ユーロ。")
(['5USD'], ['5EUR'])
"""

from __future__ import annotations

import re
from collections import Counter

from comparekit.catalogs.count_stand_ins import (
    first_made_second,
    single_made_many,
)
from comparekit.catalogs.hangul_numerals import kinds_counted, twos_for_ones
from comparekit.catalogs.ideographic import (
    APPROXIMATE,
    VAGUE_MARKS,
    kinds_counted_in_han,
)
from comparekit.catalogs.number_rates import rate_changes, rate_ones
from comparekit.catalogs.number_tokens import (
    NUMBER,
    ascii_prose,
    number_tokens,
    tokens_in_prose,
    tokens_of,
)
from comparekit.catalogs.number_units import (
    MAY_MULTIPLY,
    MEASURE,
    glue_spaced,
    ungrouped,
    unit_spelled,
    written_otherwise,
)
from comparekit.catalogs.number_word_pairs import NUMBER_WORD, number_word_pairs, pair_changes
from comparekit.catalogs.number_words import (
    COUNTED_PLURAL,
    NUMBER_WORDS,
    articled_units,
    counted_in_words,
    latin_numbers,
    ones_said,
    said_in_words,
    says_vague_amount,
    vague_words,
    written_in_korean,
)
from comparekit.catalogs.numerals import (
    ASTRAL_NUMERAL,
    NUMERAL,
    combining_marks,
    has_numbers,
)
from comparekit.catalogs.numeric_dates import iso_dates_in_parts
from comparekit.catalogs.vague_magnitudes import (
    korean_odd_counts,
    other_english_magnitudes,
    other_magnitudes,
)
from comparekit.catalogs.worded_measures import measures_in_digits

__all__ = [
    "ASTRAL_NUMERAL",
    "NUMERAL",
    "combining_marks",
    "has_numbers",
    "number_changes",
    "number_tokens",
    "repeated_names",
]

# What of a number a translation may say in words: a glued multiplier with a counter (8×
# as 8枚, 2x as 2倍), a bound with its word (200+ as 200以上, <8 as 8未満).
_MULTIPLIER = re.compile(r"[<>≤≥]?(\d+(?:[.,]\d+)*)(?:x|\+)?")


def compared_tokens(english: str, translation: str) -> tuple[Counter[str], Counter[str]]:
    """The number tokens of both texts, a unit one writes after a space (40 GB) glued as
    the other writes it (40GB): the space is the house style's, the unit the same."""
    english_prose, translation_prose = ascii_prose(english), ascii_prose(translation)
    expected, found = list(tokens_of(english)), list(tokens_of(translation))
    if _KOREAN_MYRIAD.search(translation_prose):
        # 3만 is 30000 where that reads closer to the English than 3 "only" does.
        korean_prose = ascii_prose(translation, korean_myriads=True)
        korean = tokens_in_prose(translation, korean_prose)
        if len(ungrouped(korean) - ungrouped(expected)) < len(
            ungrouped(found) - ungrouped(expected)
        ):
            translation_prose, found = korean_prose, korean
    if _PERCENTILE_WORD.search(translation) and "p" in english:
        # p50/p95/p99 as 50/95/99 パーセンタイル: the word says what the letter did.
        found_set = set(found)
        expected = [
            token[1:] if _PERCENTILE.fullmatch(token) and token[1:] in found_set else token
            for token in expected
        ]
    if not translation.isascii() and "-" in translation_prose:
        found = iso_dates_in_parts(found, expected, english)  # 2026-09-12: 2026, 9, 12
    expected_set, found_set = set(expected), set(found)
    if found_set - expected_set and NUMBER_WORD.search(english_prose):
        found = _unglued(found, expected_set, english)
        found_set = set(found)
    return (
        Counter(glue_spaced(expected, found_set - expected_set, english_prose)),
        Counter(glue_spaced(found, expected_set - found_set, translation_prose)),
    )


# A version's word beside its number stands for the English's v (v1.5.0 as バージョン
# 1.5.0, 버전 1.5.0, 版本 1.5.0, 1.5.0 版, 1.5.0 버전).
_VERSION_WORDS_BEFORE = "バージョン|ヴァージョン|버전|版本|Version|version|ver\\.?"
_VERSION_WORDS_AFTER = "版(?!本)|버전|バージョン"


def _version_word_beside(number: str, translation: str) -> bool:
    escaped = re.escape(number)
    return (
        re.search(
            rf"(?:{_VERSION_WORDS_BEFORE})[ \u00a0]?{escaped}(?![\d.]|\.\d)"
            rf"|(?<![\d.]){escaped}[ \u00a0]?(?:{_VERSION_WORDS_AFTER})",
            translation,
        )
        is not None
    )


def _unglued(found: list[str], expected: set[str], english: str) -> list[str]:
    """``found`` with a number glued to the word the English writes after a space (8GPU
    for 8 GPUs) as the bare number: Japanese drops the space, the number keeps its word."""
    words = number_word_pairs(english)
    return [
        match.group(1)
        if token not in expected
        and (match := _GLUED_WORD.fullmatch(token))
        and match.groups() in words
        else token
        for token in found
    ]


_GLUED_WORD = re.compile(r"(\d+(?:[.,]\d+)*)([A-Za-z]{2,}?)s?")


_PERCENTILE = re.compile(r"p\d{1,2}(?:\.\d+)?")
_PERCENTILE_WORD = re.compile("パーセンタイル|百分位|백분위")
_KOREAN_MYRIAD = re.compile(r"\d[ \u00a0]?[만억]")
_ONE_WORD = re.compile(r"\bone\b", re.IGNORECASE)
_THE_TWO = re.compile(r"\b(?:them|they|both|each other|the two|either|neither)\b", re.I)


def number_changes(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The number tokens of the English the translation lacks, and those it adds, sorted.

    A changed sign, exponent, unit or suffix is a number missing and another added; a
    glued multiplier (8×) may be said with a counter (8枚), its number bare. A bare number
    the English writes in words (``one``, ``twice``, ``September 2026``) is the same number
    in digits (``1台``, ``9月``), and one the English already has, even inside a name, may
    recur (a translation names again what the English calls "it"). A number with a sign, an
    exponent or letters glued to it is added unless the English has that very token:

    >>> number_changes("It needs 40GB.", "40TB が必要。")
    (['40GB'], ['40TB'])
    >>> number_changes("Runs on Hopper.", "NVIDIA H100 で動作する。")
    ([], ['H100'])
    >>> number_changes("It costs 5 credits.", "-5 クレジットかかる。")
    (['5'], ['-5'])
    """
    expected, found = compared_tokens(english, translation)
    found.update(other_english_magnitudes(english, translation))  # "Thousands" for "Hundreds"
    if "여" in translation:
        found.update(korean_odd_counts(english, translation))  # 십여 for "dozens"
    if not translation.isascii() and (stand_ins := _vague_for_count(english, found, translation)):
        found.update(stand_ins)
    if not translation.isascii():
        # 多台 for "a single machine", 次要 for "first-class"
        found.update(single_made_many(english, translation))
        found.update(first_made_second(english, translation))
    if ("가지" in translation or "種" in translation or "种" in translation) and (
        COUNTED_PLURAL.search(english)
    ):
        found.update(kinds_counted(translation))  # three modes → 네 가지 모드
        found.update(kinds_counted_in_han(translation))  # two targets → 兩種目標
    # one image build → 두 이미지 빌드; but between them → 두 파드 사이, "the two", no count
    ones = len(_ONE_WORD.findall(english)) if "두 " in translation else 0
    if ones and not _THE_TWO.search(english):
        found.update(twos_for_ones(ones, translation))
    # twelve, XII: a number in Latin letters the translation adds to the English's
    if not translation.isascii():
        latin = latin_numbers(translation)
        if latin:
            found += latin - latin_numbers(english)
    if expected == found:
        # Two numbers swapped between words leave the counts as they were; a rate's unit
        # (per hour, 毎分) is not glued to its number.
        pair_missing, pair_added = (
            pair_changes(english, translation, replaced=True) if expected else ([], [])
        )
        rate_missing, rate_added = rate_changes(english, measures_in_digits(translation))
        return sorted([*pair_missing, *rate_missing]), sorted([*pair_added, *rate_added])
    missing = expected - found
    if missing:
        myriads = MAY_MULTIPLY.search(translation) is not None
        missing = written_otherwise(missing, expected, found, english, translation, myriads)
    for token in list(missing.elements()):
        multiplier = _MULTIPLIER.fullmatch(token)
        if (
            multiplier
            and multiplier.group(1) != token
            and found[multiplier.group(1)] > expected[multiplier.group(1)]
        ):
            found[multiplier.group(1)] -= 1
            missing[token] -= 1
        elif (
            token[0] in "vV"
            and found[token[1:]] > expected[token[1:]]
            and _version_word_beside(token[1:], translation)  # v1.5.0 as バージョン 1.5.0
        ):
            found[token[1:]] -= 1
            missing[token] -= 1
    # Counted, not collected: an extra copy of a number (8 GPU, at least 8 GPU × 8) is added;
    # but a name the English has (V4.1, B200, RTX 5090) may recur where the English says "it".
    added = Counter(
        {
            token: count
            for token, count in (found - expected).items()
            if not (expected[token] and _IS_NAME.match(token))
        }
    )
    if added and _NAMED_NUMBER.search(english):
        added -= _renamed(english, translation)
    if any(NUMBER.fullmatch(token) for token in added):
        known = Counter(NUMBER.findall(ascii_prose(english))) - expected
        # but not the number of a measure (16GB): a bare 16 beside it is another number.
        known -= Counter(
            measure.group(1)
            for measure in map(MEASURE.fullmatch, expected.elements())
            if measure is not None
        )
        lowered = english.lower()
        known += said_in_words(lowered)
        if "1" in added:
            known["1"] += ones_said(lowered, english, translation)
        added -= known
    if added:
        added -= articled_units(english.lower()) + rate_ones(english)
        if any(MEASURE.fullmatch(token) for token in added):
            added -= _measures_in_words(english.lower())  # five dollars: 5美元, 五ドル
        vague = Counter(
            {
                token: n
                for token, n in added.items()
                if VAGUE_MARKS.intersection(token) or token in APPROXIMATE
            }
        )
        if vague and says_vague_amount(english.lower()):
            # 数十基 for "dozens of GPUs", not 数十 for "hundreds"
            added -= vague - other_magnitudes(vague, english)
    pair_missing, pair_added = pair_changes(english, translation) if len(expected) > 1 else ([], [])
    rate_missing, rate_added = rate_changes(english, measures_in_digits(translation))
    return (
        sorted([*missing.elements(), *pair_missing, *rate_missing]),
        sorted([*added.elements(), *pair_added, *rate_added]),
    )


def _measures_in_words(lowered: str) -> Counter[str]:
    """The amounts ``lowered`` says in a number word and a unit's word (five dollars, ten
    minutes), as the tokens a translation writes for them (5USD, 10min)."""
    return Counter(
        f"{NUMBER_WORDS[number]}{unit}"
        for number, word in _WORD_AND_UNIT.findall(lowered)
        if number in NUMBER_WORDS and (unit := unit_spelled(word))
    )


# (the unit's word looked at ahead, not taken: "a ten-second" is "a ten" and "ten-second")
_WORD_AND_UNIT = re.compile(r"\b([a-z]+)[ -](?=([a-z]+)\b)")


def _vague_for_count(english: str, found: Counter[str], translation: str) -> list[str]:
    """The vague words of ``translation`` (数個, 複数, 여러) where the English says a count
    the translation lacks (two targets → 対象は数個) and no vague amount (several)."""
    vague = vague_words(translation)
    if not vague:
        return []
    lowered = english.lower()
    if says_vague_amount(lowered):
        return []
    lacking = [
        count
        for count in counted_in_words(lowered)
        if not found[count] and not written_in_korean(count, translation)
    ]
    return vague if lacking else []


def repeated_names(english: str, translation: str) -> list[str]:
    """The names and codes with digits (B200, V4.1) ``translation`` writes more often than
    ``english`` and not as a name said again for "it": twice more, or one copy listed
    beside another (B200、B200、GB200), which lists a product the English does not.

    >>> repeated_names("vLLM on B200, GB200 and H200", "B200、B200、GB200、H200 上の vLLM")
    ['B200']
    >>> repeated_names("Built for B200. It is fast.", "B200 向け。B200 は速い。")
    []
    """
    english_tokens, tokens = tokens_of(english), tokens_of(translation)
    if len(tokens) <= len(english_tokens):
        return []  # (most strings: no more tokens as read than the English's)
    extra = Counter(tokens) - Counter(english_tokens)
    if not any(token in english_tokens and _IS_NAME.match(token) for token in extra):
        return []
    expected, found = compared_tokens(english, translation)
    repeated = []
    for token, count in found.items():
        if count <= expected[token] or not expected[token] or not _IS_NAME.match(token):
            continue
        listed_twice = re.search(
            rf"(?<![\w.]){re.escape(token)}\s*[、,，;；/・]\s*{re.escape(token)}(?![\w.])",
            translation,
        )
        if count - expected[token] > 1 or listed_twice:
            repeated.append(token)
    return sorted(repeated)


_IS_NAME = re.compile(r"[A-Za-z]|\d+[A-Za-z]{2,}\d*$")  # V4.1, B200, 950DT; not 40GB
_NAMED_NUMBER = re.compile(r"(?<![\w.-])([A-Z][\w-]*)[ \u00a0](\d+)(?![A-Za-z\d]|[.,]\d)")


def _renamed(english: str, translation: str) -> Counter[str]:
    """The numbers the translation names again with the name the English writes before
    them (Ascend 950, RTX 5090): a translation repeats a name where the English says "it"."""
    named = set(_NAMED_NUMBER.findall(ascii_prose(english)))
    if not named:
        return Counter()
    again = Counter(
        number
        for name, number in _NAMED_NUMBER.findall(ascii_prose(translation))
        if (name, number) in named
    )
    return again - Counter(number for _, number in _NAMED_NUMBER.findall(ascii_prose(english)))
