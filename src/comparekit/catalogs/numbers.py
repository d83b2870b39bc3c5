"""The numbers of a text, as the number checker compares an English string and its translation.

Digits of any script count (``\\d`` finds full-width and Arabic-Indic digits too) and are
compared in ASCII; numeral characters that are not digits (², ①, ½, Ⅳ) count as themselves.

>>> numbers_of("131,072 tokens on ８ GPUs, x²")
['131,072', '8', '²']
>>> added_numbers("Merged in September 2026 on one node", "2026年9月に1台のノードで 3 倍")
['3']
"""

from __future__ import annotations

import re
import unicodedata

NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
# A number glued to a letter before it (V4.1, H200, FP8) is part of a name.
STANDALONE_NUMBER = re.compile(r"(?<![A-Za-z.,\d])\d+(?:[.,]\d+)*")


def numbers_of(text: str, pattern: re.Pattern[str] = NUMBER) -> list[str]:
    """Every number of ``text`` in order, its digits in ASCII; then its other numerals."""
    numbers: list[str] = pattern.findall(text)
    if text.isascii():
        return numbers
    numbers = [number.translate(_ASCII_DIGITS) for number in numbers]
    return numbers + [char for char in text if unicodedata.category(char) in ("No", "Nl")]


def added_numbers(english: str, translation: str) -> list[str]:
    """Numbers of the translation the English has in no form, sorted.

    A number the English writes in words (``one``, ``twice``, ``September 2026``) is the
    same number in digits (``1台``, ``9月``), and one the English already has may recur (a
    translation names again what the English calls "it"). A number glued to a letter
    (``V4.1``, ``H200``) is a name: a changed one goes missing, which is caught, and one
    named where the English says "it" adds no fact.
    """
    added = set(numbers_of(translation, STANDALONE_NUMBER)) - set(numbers_of(english))
    if added:
        added -= _said_in_words(english.lower())
    return sorted(added)


def _said_in_words(english: str) -> set[str]:
    words = set(_WORD.findall(english))
    said = {str(value) for word, value in NUMBER_WORDS.items() if word in words}
    # A month is a month beside a day or a year: "may" and "march" are verbs too.
    said |= {str(MONTHS[name]) for name in _DATED_MONTH.findall(english) if name}
    said |= {str(MONTHS[name]) for name in _MONTH_AFTER_DAY.findall(english)}
    return said


_WORD = re.compile(r"[a-z]+")

# English words a translation writes as a number: counts and ordinals; and the negations
# Japanese and Korean say as "not even 1" (1つも…ない).
NUMBER_WORDS = {
    **dict.fromkeys(("one", "single", "once", "first", "no", "none", "nothing", "any"), 1),
    **dict.fromkeys(("two", "twice", "second", "double", "both", "pair", "dual"), 2),
    **dict.fromkeys(("three", "third", "triple", "thrice"), 3),
    **{
        word: value
        for value, words in enumerate(
            (
                "four fourth quad",
                "five fifth",
                "six sixth",
                "seven seventh",
                "eight eighth",
                "nine ninth",
                "ten tenth",
                "eleven eleventh",
                "twelve twelfth dozen",
            ),
            start=4,
        )
        for word in words.split()
    },
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "hundred": 100,
    "thousand": 1000,
}

MONTHS = {
    name: month
    for month, names in enumerate(
        (
            "january jan",
            "february feb",
            "march mar",
            "april apr",
            "may",
            "june jun",
            "july jul",
            "august aug",
            "september sept sep",
            "october oct",
            "november nov",
            "december dec",
        ),
        start=1,
    )
    for name in names.split()
}
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_DATED_MONTH = re.compile(rf"\b({_MONTH})\.?\s+\d")
_MONTH_AFTER_DAY = re.compile(rf"\d\s+({_MONTH})\b")


class _AsciiDigits(dict[int, str]):
    """``str.translate`` table: any decimal digit to its ASCII digit, worked out once each."""

    def __missing__(self, code: int) -> str:
        digit = unicodedata.decimal(chr(code), None)
        self[code] = chr(code) if digit is None else str(digit)
        return self[code]


_ASCII_DIGITS = _AsciiDigits()
