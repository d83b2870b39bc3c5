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
# Numerals that are not digits: superscripts, fractions, Roman, circled and ideographic
# numbers: Unicode's No and Nl characters, written out (tests/test_check.py compares them
# with unicodedata): a walk over a text's every character's category cost more than all
# other number checks together.
NUMERAL = re.compile(
    "["
    "\u00b2-\u00b3\u00b9\u00bc-\u00be\u09f4-\u09f9\u0b72-\u0b77\u0bf0-\u0bf2\u0c78-\u0c7e"
    "\u0d58-\u0d5e\u0d70-\u0d78\u0f2a-\u0f33\u1369-\u137c\u16ee-\u16f0\u17f0-\u17f9\u19da"
    "\u2070\u2074-\u2079\u2080-\u2089\u2150-\u2182\u2185-\u2189\u2460-\u249b\u24ea-\u24ff"
    "\u2776-\u2793\u2cfd\u3007\u3021-\u3029\u3038-\u303a\u3192-\u3195\u3220-\u3229"
    "\u3248-\u324f\u3251-\u325f\u3280-\u3289\u32b1-\u32bf\ua6e6-\ua6ef\ua830-\ua835"
    "]"
)
# Those beyond the Basic Multilingual Plane, apart: a class with them is read range by
# range, a hundred times slower than the table a class within it compiles to.
ASTRAL_NUMERAL = re.compile(
    "["
    "\U00010107-\U00010133\U00010140-\U00010178\U0001018a-\U0001018b\U000102e1-\U000102fb"
    "\U00010320-\U00010323\U00010341\U0001034a\U000103d1-\U000103d5\U00010858-\U0001085f"
    "\U00010879-\U0001087f\U000108a7-\U000108af\U000108fb-\U000108ff\U00010916-\U0001091b"
    "\U000109bc-\U000109bd\U000109c0-\U000109cf\U000109d2-\U000109ff\U00010a40-\U00010a48"
    "\U00010a7d-\U00010a7e\U00010a9d-\U00010a9f\U00010aeb-\U00010aef\U00010b58-\U00010b5f"
    "\U00010b78-\U00010b7f\U00010ba9-\U00010baf\U00010cfa-\U00010cff\U00010e60-\U00010e7e"
    "\U00010f1d-\U00010f26\U00010f51-\U00010f54\U00010fc5-\U00010fcb\U00011052-\U00011065"
    "\U000111e1-\U000111f4\U0001173a-\U0001173b\U000118ea-\U000118f2\U00011c5a-\U00011c6c"
    "\U00011fc0-\U00011fd4\U00012400-\U0001246e\U00016b5b-\U00016b61\U00016e80-\U00016e96"
    "\U0001d2e0-\U0001d2f3\U0001d360-\U0001d378\U0001e8c7-\U0001e8cf\U0001ec71-\U0001ecab"
    "\U0001ecad-\U0001ecaf\U0001ecb1-\U0001ecb4\U0001ed01-\U0001ed2d\U0001ed2f-\U0001ed3d"
    "\U0001f100-\U0001f10c"
    "]"
)
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")
# A number glued to a letter before it (V4.1, H200, FP8) is part of a name.
STANDALONE_NUMBER = re.compile(r"(?<![A-Za-z.,\d])\d+(?:[.,]\d+)*")
# Such a name whole: the letters and the number (V4.1, H200, CUDA12); not a character
# reference (&frac12;, &#x41;), which the markup checks refuse on their own.
NUMBERED_NAME = re.compile(r"(?<![A-Za-z&#])[A-Za-z]+\d+(?:[.,]\d+)*")


def numbers_of(text: str, pattern: re.Pattern[str] = NUMBER) -> list[str]:
    """Every number of ``text`` in order, its digits in ASCII; then its other numerals."""
    numbers: list[str] = pattern.findall(text)
    if text.isascii():
        return numbers
    numbers = [number.translate(_ASCII_DIGITS) for number in numbers] + NUMERAL.findall(text)
    return numbers + ASTRAL_NUMERAL.findall(text) if _ASTRAL.search(text) else numbers


def added_numbers(english: str, translation: str) -> list[str]:
    """Numbers of the translation the English has in no form, sorted.

    A number the English writes in words (``one``, ``twice``, ``September 2026``) is the
    same number in digits (``1台``, ``9月``), and one the English already has may recur (a
    translation names again what the English calls "it"). A number glued to letters
    (``V4.1``, ``H200``) is a name, added unless the English has that name too:

    >>> added_numbers("Runs on Hopper.", "NVIDIA H100 で動作する。")
    ['H100']
    """
    added = set(numbers_of(translation, STANDALONE_NUMBER)) - set(numbers_of(english))
    if added:
        added -= _said_in_words(english.lower())
    if any(char.isdigit() for char in translation):
        added |= set(NUMBERED_NAME.findall(translation)) - set(NUMBERED_NAME.findall(english))
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
