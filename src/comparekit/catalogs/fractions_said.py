"""Fractions a translation writes (3/4, 四分の三, 4분의 3, 四分之三) compared as the value the
English says (three quarters, 75%, 3/4): a fraction of the same value is taken out of both
texts before their numbers are compared, one of another value is a changed number. Imports
only the numeral readers (``ideographic``, ``hangul_numerals``).

>>> fractions_compared("Three quarters of requests hit it.", "リクエストの四分の三が当たる。")
('  of requests hit it.', 'リクエストの が当たる。', [])
>>> fractions_compared("75% of requests hit it.", "要求の 2/3 が当たる。")[2]
['2/3']
"""

from __future__ import annotations

import re
from fractions import Fraction

from comparekit.catalogs.hangul_numerals import sino_korean_value
from comparekit.catalogs.ideographic import CJK_NUMERAL_CHARS, numeral_value

_WORD_VALUES = {
    **{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5},
    **{"six": 6, "seven": 7, "eight": 8, "nine": 9},
}
_PARTS = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5}
_PARTS.update({"sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10})
# A fraction in English words (three quarters, a third, two-thirds, half) or digits (3/4),
# and a percentage (75%): each says a share of a whole.
_ENGLISH_FRACTION = re.compile(
    r"(?i)\b(?:(" + "|".join(_WORD_VALUES) + r")[ -])?"
    r"(half|halves|(?:third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth)s?)\b"
    r"|(?<![\w./-])(\d{1,3})/(\d{1,3})(?![\w/]|[.,]\d)"
    r"|(?<![\w.,])(\d{1,3}(?:\.\d+)?)[ \u00a0]?%"
)
# (a Sino-Korean numeral by its structure, a digit before each unit: 삼이 is 3 and the
# particle 이, as in 4분의 3이)
_HANGUL = "(?:[이삼사오육칠팔구]?[십백])+[일이삼사오육칠팔구]?|[일이삼사오육칠팔구]"
_NUMERAL = rf"(\d+|[{CJK_NUMERAL_CHARS}]+|{_HANGUL})"
# A fraction in a translation: the whole's parts first in Japanese, Chinese and Korean
# (四分の三, 四分之三, 4분의 3: "of four parts, three"), the share first in digits (3/4).
# Not 百分之 ("hundredths of"), a percentage the percentage reader reads.
_FRACTION = re.compile(
    rf"(?<![\d{CJK_NUMERAL_CHARS}]){_NUMERAL}[ \u00a0]?(?:分の|分之|분의)[ \u00a0]?{_NUMERAL}"
    r"|(?<![\w./-])(\d{1,3})/(\d{1,3})(?![\w/]|[.,]\d)"
)
_MAY_HOLD = re.compile(r"分の|分之|분의|\d/\d")


def fractions_compared(english: str, translation: str) -> tuple[str, str, list[str]]:
    """``english`` and ``translation`` without each fraction of the translation and the
    English's words, digits or percentage of the same value; and the translation's
    fractions of a value the English says none of, where it says one of another value
    (2/3 for three quarters), as n/d."""
    if not _MAY_HOLD.search(translation):
        return english, translation, []
    said = [
        (value, match.span())
        for match in _ENGLISH_FRACTION.finditer(english)
        if (value := _english_value(match)) is not None
    ]
    changed = []
    for match in reversed(list(_FRACTION.finditer(translation))):
        value = _value(match)
        if value is None or value.denominator == 1:
            continue  # (8/4 is no share of a whole)
        same = next((place for place in said if place[0] == value), None)
        if same is not None:
            said.remove(same)
            start, end = same[1]
            english = english[:start] + " " + english[end:]
            translation = translation[: match.start()] + " " + translation[match.end() :]
        elif said:
            changed.append(f"{value.numerator}/{value.denominator}")
    return english, translation, changed[::-1]


def _english_value(match: re.Match[str]) -> Fraction | None:
    count, part, numerator, denominator, percent = match.groups()
    if percent:
        return Fraction(percent) / 100
    if numerator:
        return Fraction(int(numerator), int(denominator)) if int(denominator) else None
    whole = _PARTS[part.lower().rstrip("s")]
    return Fraction(_WORD_VALUES[count.lower()] if count else 1, whole)


def _value(match: re.Match[str]) -> Fraction | None:
    whole, share, numerator, denominator = match.groups()
    if numerator:
        return Fraction(int(numerator), int(denominator)) if int(denominator) else None
    if whole == "百":
        return None  # (百分之四十: a percentage, read as one)
    parts, taken = _number(whole), _number(share)
    return Fraction(taken, parts) if parts else None


def _number(numeral: str) -> int:
    if numeral.isascii():
        return int(numeral)
    if "가" <= numeral[0] <= "힣":
        return sino_korean_value(numeral)
    return numeral_value(numeral)
