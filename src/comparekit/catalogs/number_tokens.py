"""A text's numbers read as tokens: the prose the number checker reads (code spans, link
targets and addresses left out; digits in ASCII; a number and its multiplier as the number
they make; a unit after a space glued to its number), and every number in it as a token.

>>> number_tokens("131,072 tokens on ８ GPUs at -5 °C, 40GB, x²")
['131,072', '8', '-5', '40GB', '²']
"""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.hangul_numerals import hangul_numbers
from comparekit.catalogs.ideographic import (
    IDEOGRAPHIC_DIGIT,
    has_era,
    ideographic_decimals,
    ideographic_numbers,
    western_years,
)
from comparekit.catalogs.look_alike_numerals import folded
from comparekit.catalogs.number_units import (
    COUNTED_AFTER_WORD,
    MAY_BE_COUNTED,
    MAY_HAVE_UNIT,
    MAY_MULTIPLY,
    MAY_MULTIPLY_LARGE,
    MULTIPLIED,
    MULTIPLIED_KOREAN,
    SPACED_UNIT,
    english_halves_of_time,
    multiplied,
    unit_spelled_out,
)
from comparekit.catalogs.numerals import (
    ASCII_DIGITS,
    ASTRAL,
    ASTRAL_NUMERAL,
    MAY_HAVE_SIGN_WORD,
    NUMERAL,
    OTHER_DIGIT,
    OTHER_SIGN,
    SIGN_WORD,
    SIGNS,
)
from comparekit.catalogs.numeric_dates import dates_as_parts
from comparekit.catalogs.spelled_numerals import spelled_numbers
from comparekit.catalogs.worded_measures import measures_in_digits

# A number alone: digits, and the decimals or groups of them.
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
# A number as a reader reads it: a sign (not a hyphen after a word or a number: V4-2,
# 2026-10-29), or the letters of a name glued before it (V4.1, H200; not a character
# reference, &#x41;, which the markup checks refuse on their own); its digits, decimals and
# exponent; and the letters, units and digits glued after it (40GB, 2x, 1.2k, W4A16, 75%).
# A digit after a "." or "," that no digit precedes starts a number (GPUs,64 and No.9 hold
# 64 and 9): only between digits do they make decimals, groups and versions (1.5, 131,072).
# A comparison mark glued before (<8, ≥8) or a plus after (8+) is the number's too. An ISO
# date is one number (2024-05-01): its day and month swapped leave the same three numbers.
# A version's pre-release suffix after a hyphen is the version's (1.2-beta, 2.0-rc1, 1.2β).
NUMBER_TOKEN = re.compile(
    r"(?<![A-Za-z\d.,-])\d{4}-\d{2}-\d{2}(?![\d.,]\d|[\dA-Za-z])|"
    r"(?<![A-Za-z\d])(?<!\d[.,])"
    r"(?:[<>≤≥]?[-+±](?=\d)|[<>≤≥](?=\d)|(?<![&#])[A-Za-z]+(?=\d))?"
    r"\d+(?:[.,]\d+)*(?:[eE][-+]?\d+(?![A-Za-z]))?"
    r"(?:[A-Za-z%‰×µ°]+\d+(?:[.,]\d+)*)*[A-Za-z%‰×µ°]*"
    r"(?:-(?i:alpha|beta|rc|dev|pre|preview)\.?\d*(?![A-Za-z])|[αβ])?(?:\+(?![\dA-Za-z]))?"
)
# a long hostile string is read in one pass.
LITERAL = re.compile(
    r"(?<!`)(`++)[^`]++\1(?!`)|\]\([^)\s]*\)?|<[A-Za-z][A-Za-z0-9+.-]*:[^>\s]*>"
    r"|(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:(?://|[^\s)\]>]*@)[^\s)\]>]*"
    r"|\bwww\.[^\s)\]>]+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)
# A multiplication sign a translation may write as the letter, and the other way round.
_SPELLINGS = str.maketrans({"×": "x"})
_ORDINAL = re.compile(r"(\d)(?:st|nd|rd|th)$")
# 3万, 1.6萬億: the digits' multiplier
_MYRIAD_AFTER_DIGIT = re.compile(r"(?<=\d)[ \u00a0]?(?:萬億|万亿|[万萬億兆])")
_HANGUL = re.compile("[가-힣]")
_HAS_DIGIT = re.compile(r"[0-9]")  # in an ``ascii_prose``, every digit is ASCII
_ANY_DIGIT = re.compile(r"\d")


def prose_of(text: str) -> str:
    """``text`` without its code spans, link targets and addresses."""
    return LITERAL.sub(" ", text) if _may_hold_literal(text) else text


def _may_hold_literal(text: str) -> bool:
    return "`" in text or "](" in text or ":" in text or "@" in text or "www." in text


def number_tokens(text: str) -> list[str]:
    """Every number of the prose of ``text`` as a token: its digits in ASCII, a minus sign
    as ``-`` and a multiplication sign as ``x``; an ordinal (3rd) as its number."""
    return list(tokens_of(text))


@functools.lru_cache(maxsize=1024)
def tokens_of(text: str) -> tuple[str, ...]:
    """``number_tokens`` of ``text``, remembered: the order check reads them again."""
    return tuple(tokens_in_prose(text, ascii_prose(text)))


def tokens_in_prose(text: str, prose: str) -> list[str]:
    """``number_tokens`` of ``text``, whose ``ascii_prose`` is ``prose``."""
    # Most strings have no digit: finding that out is a tenth of the token pattern's walk.
    tokens = (
        [_spelled(token) for token in _number_tokens_of(prose)] if _HAS_DIGIT.search(prose) else []
    )
    if text.isascii():
        return tokens
    # ⼋枚 and ニ枚 read as the page shows them (八枚, 二枚); 一點二 as the prose's 1.2,
    # 八十七 GB/s as its 87 GB/s
    text = measures_in_digits(folded(text))
    if "點" in text or "点" in text:
        text = ideographic_decimals(text)
    tokens += NUMERAL.findall(text)
    if IDEOGRAPHIC_DIGIT.search(text):
        tokens += ideographic_numbers(_MYRIAD_AFTER_DIGIT.sub("", text))
    if _HANGUL.search(text):
        tokens += hangul_numbers(text)
    tokens += spelled_numbers(text)  # (which asks its own quick first tests)
    return tokens + ASTRAL_NUMERAL.findall(text) if ASTRAL.search(text) else tokens


# A number of pairs, counted as the things it pairs (8쌍, 8 對, 8 pairs are 16): 8 pairs
# for the English's 8× is a count doubled. Not 對 between numbers, "versus" (8 對 16).
_COUNTED_IN_PAIRS = re.compile(r"(?<![A-Za-z\d.,-])(\d+)[ \u00a0]?(?:쌍|對|对)(?![ \u00a0]?\d)")
_PAIRS = re.compile(r"(?<![\d.,])(\d+)[ \u00a0]pairs\b")


# A number Korean writes in digits and Hangul units (13만1천72, 13만 1천 72 is 131,072):
# thousands after a myriad say it is one number, not "130,000 only" and 1072.
_KOREAN_THOUSANDS = re.compile(
    r"(?<![\d.,])(\d+)만[ \u00a0]?(\d)천[ \u00a0]?(?:(\d)백[ \u00a0]?)?(\d{0,3})(?![\d.,])"
)


# A myriad and the thousands after it in grouped digits (13만 1,072): one number, 131072.
_KOREAN_MYRIAD_GROUPED = re.compile(r"(?<![\d.,])(\d{1,4})만[ \u00a0]?(\d),(\d{3})(?![\d.,])")


_MAY_BE_MYRIAD_GROUPED = re.compile(r"\d만[ \u00a0]?\d,")  # (a digit first: a quick walk)


def _korean_myriad_grouped(number: re.Match[str]) -> str:
    myriads, thousands, rest = number.groups()
    return str(int(myriads) * 10_000 + int(thousands) * 1000 + int(rest))


def _korean_thousands(number: re.Match[str]) -> str:
    myriads, thousands, hundreds, rest = number.groups()
    value = int(myriads) * 10_000 + int(thousands) * 1000 + int(hundreds or 0) * 100
    return str(value + int(rest or 0))


def _pairs_counted(pairs: re.Match[str]) -> str:
    return str(2 * int(pairs.group(1)))


def _number_tokens_of(prose: str) -> list[str]:
    """``NUMBER_TOKEN.findall(prose)``, read word by word where a word has a digit: no token
    holds a space, and none of the pattern's looks around tells a space from the text's
    end, so each word reads alone as it does in the text; the pattern starts with a look
    back, tried at every character, and most words have no digit."""
    tokens: list[str] = []
    for word in prose.split():
        if _ANY_DIGIT.search(word):  # (a digit of any script: the pattern reads them all)
            tokens += NUMBER_TOKEN.findall(word)
    return tokens


def _spelled(token: str) -> str:
    """``token`` with a multiplication sign as ``x`` and an ordinal (3rd) as its number;
    most tokens are digits alone, which neither pattern need walk."""
    if token.isdigit():
        return token
    if "×" in token:
        token = token.translate(_SPELLINGS)
    return _ORDINAL.sub(r"\1", token) if token.endswith(_ORDINAL_ENDS) else token


_ORDINAL_ENDS = ("st", "nd", "rd", "th")


# A GPU's compute capability, however its name is joined to its number (sm_90, SM 90,
# sm90, SM_90): one name, SM90; its number changed (SM 80) is another GPU.
_COMPUTE_CAPABILITY = re.compile(r"(?<![A-Za-z\d_])(?:SM|sm)[ _\u00a0]?(?=\d)")


@functools.lru_cache(maxsize=1024)
def ascii_prose(text: str, korean_myriads: bool = False) -> str:
    """The prose of ``text``, its digits in ASCII, its minus signs hyphens, a number and its
    multiplier as the number they make and a unit after a space glued to its number
    (remembered: each check of a string reads it three ways). Korean 만 after a number is
    "only" as often as 10000 (950만 대상): read as a multiplier only when asked."""
    if not text.isascii():
        text = measures_in_digits(folded(text))  # 八十七 GB/s: 87 GB/s, its unit glued
        if "點" in text or "点" in text:
            text = ideographic_decimals(text)
        if OTHER_DIGIT.search(text):  # translating every character of a text is slow
            text = text.translate(ASCII_DIGITS)
        text = text.replace("\u2212", "-").replace("\uff05", "%")  # −5, 30％ (full width)
        if OTHER_SIGN.search(text):
            text = OTHER_SIGN.sub(lambda sign: sign.group().translate(SIGNS), text)
        if MAY_HAVE_SIGN_WORD.search(text):
            text = SIGN_WORD.sub("-", text)  # マイナス 75%: -75%
        if has_era(text):  # 令和8年 is 2026年, 民國115年 too
            text = western_years(text)
        if MAY_BE_COUNTED.search(text):  # (a walk from each digit, not each letter)
            text = COUNTED_AFTER_WORD.sub(r"\1 \2", text)  # GPU1基: the word, then 1基
        if "천" in text:
            text = _KOREAN_THOUSANDS.sub(_korean_thousands, text)  # 13만1천72: 131072
        if "만" in text and _MAY_BE_MYRIAD_GROUPED.search(text):
            text = _KOREAN_MYRIAD_GROUPED.sub(_korean_myriad_grouped, text)  # 13만 1,072
        if "쌍" in text or "對" in text or "对" in text:
            text = _COUNTED_IN_PAIRS.sub(_pairs_counted, text)  # 8쌍 GPU: 16 GPUs
    else:
        if "pair" in text:
            text = _PAIRS.sub(_pairs_counted, text)  # 8 pairs: as the translation's 8쌍, 16
        text = english_halves_of_time(text)  # half an hour: 30 minutes, as 30分 says it
    translated = not text.isascii()
    text = prose_of(text)
    if translated:
        text = dates_as_parts(text, iso=False)  # 2026/09/12, 2026年09月12日: 2026年9月12日
    if "sm" in text or "SM" in text:
        text = _COMPUTE_CAPABILITY.sub("SM", text)  # sm_90, SM 90: SM90
    if MAY_MULTIPLY.search(text) or (not text.isascii() and MAY_MULTIPLY_LARGE.search(text)):
        text = (MULTIPLIED_KOREAN if korean_myriads else MULTIPLIED).sub(multiplied, text)
    if MAY_HAVE_UNIT.search(text):
        text = unit_spelled_out(text)
    return SPACED_UNIT.sub("", text) if " " in text or not text.isascii() else text
