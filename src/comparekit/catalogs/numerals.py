"""The characters that write numbers other than ASCII digits: other scripts' digits and minus
signs (read as ASCII), Unicode's numerals (², ①, Ⅳ), and combining marks set on a digit.
The number checker's first, cheapest reading of a text. Imports only the other readers
of numerals (``ideographic``, ``hangul_numerals``, ``number_words``, ``spelled_numerals``).
"""

from __future__ import annotations

import functools
import re
import unicodedata

from comparekit.catalogs.hangul_numerals import hangul_numbers, kinds_counted
from comparekit.catalogs.ideographic import IDEOGRAPHIC_DIGIT
from comparekit.catalogs.look_alike_numerals import folded
from comparekit.catalogs.number_words import latin_numbers, vague_words
from comparekit.catalogs.spelled_numerals import spelled_numbers

_HAS_NUMBER = re.compile(r"\d")
# Numerals that are not digits: superscripts, fractions, Roman, circled and ideographic
# numbers: Unicode's No and Nl characters, written out (tests/test_check.py compares them
# with unicodedata) but for 〇, read with the ideographic numerals it stands among: a walk
# over a text's every character's category cost more than all other number checks together.
NUMERAL = re.compile(
    "["
    "\u00b2-\u00b3\u00b9\u00bc-\u00be\u09f4-\u09f9\u0b72-\u0b77\u0bf0-\u0bf2\u0c78-\u0c7e"
    "\u0d58-\u0d5e\u0d70-\u0d78\u0f2a-\u0f33\u1369-\u137c\u16ee-\u16f0\u17f0-\u17f9\u19da"
    "\u2070\u2074-\u2079\u2080-\u2089\u2150-\u2182\u2185-\u2189\u2460-\u249b\u24ea-\u24ff"
    "\u2776-\u2793\u2cfd\u3021-\u3029\u3038-\u303a\u3192-\u3195\u3220-\u3229"
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
ASTRAL = re.compile("[\U00010000-\U0010ffff]")

# (A digit first, then the question: a pattern that starts with a lookaround is tried at
# every character, one that starts with a class only where the class matches.)
OTHER_DIGIT = re.compile(r"\d(?<![0-9])")
# Every dash-like character before a number reads as the sign it looks like: the hyphens
# and dashes U+2010-U+2015, the superscript and subscript minus, the small and full-width
# hyphen-minus and em dash, the heavy minus, the Japanese accounting ▲; and full-width
# comparison marks: as ASCII. (The page shows ‐75% or ⁻75% as -75%.)
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u207b\u208b\ufe58\ufe63\uff0d\u2796\u25b2"
OTHER_SIGN = re.compile(f"[{_DASHES}\uff1c\uff1e\u2266\u2267](?=\\d)")
SIGNS = str.maketrans(
    {
        **dict.fromkeys(_DASHES, "-"),
        "\uff1c": "<",
        "\uff1e": ">",
        "\u2266": "≤",
        "\u2267": "≥",
    }
)  # what ``ASCII_DIGITS`` changes: Unicode's Nd


# A minus sign in words, or the Japanese accounting △ ("decrease", as ▲ is), before a number
# (マイナス 75%, 負 75%, 마이너스 75%, △75%): as the hyphen, the sign it writes.
SIGN_WORD = re.compile("(?:マイナス|마이너스|負|△)[ \u00a0]?(?=[0-9])")
MAY_HAVE_SIGN_WORD = re.compile("[マ마負△]")


# A Latin letter or a digit, and what follows it outside Latin-1 and its extensions: where a
# combining mark would sit (8\u0338 shows 8̸), found by the pattern, judged by Unicode. Nor
# the kana, Han, Hangul and full-width blocks, which hold no mark (but for the ideographic
# tone marks, U+302A-302F, and the combining kana marks, U+3099-309A): a Japanese, Chinese
# or Korean text would otherwise give a match at every number or name before a word.
_BEFORE_MARK = re.compile(
    r"([A-Za-z\d])([^\x00-\u02ff\u3000-\u3029\u3030-\u3098\u309b-\u30ff\u3400-\u4dbf"
    r"\u4e00-\u9fff\uac00-\ud7a3\uff01-\uffef]+)"
)


def combining_marks(text: str) -> list[tuple[int, str]]:
    """Where a combining mark (Unicode's Mn and Me) sits on a Latin letter or a digit of
    ``text``: the character's index, and the character with its marks.

    >>> combining_marks("8\u0338 GPU, 日本8台")
    [(0, '8̸')]
    """
    return [] if text.isascii() else list(_marks_of(text))


@functools.lru_cache(maxsize=1024)
def _marks_of(text: str) -> tuple[tuple[int, str], ...]:
    """``combining_marks`` of a text that is not ASCII (remembered: the number check reads
    the marks on digits, the name check those on letters)."""
    found = []
    for match in _BEFORE_MARK.finditer(text):
        marks = match.group(2)
        end = 0
        while end < len(marks) and unicodedata.category(marks[end]) in ("Mn", "Me"):
            end += 1
        if end:
            found.append((match.start(), match.group(1) + marks[:end]))
    return tuple(found)


def has_numbers(text: str) -> bool:
    """Whether ``text`` may hold a number (a quick first test)."""
    return _HAS_NUMBER.search(text) is not None or (
        not text.isascii()
        and ((text := folded(text)) is not None)  # (⼋枚, ニ枚: as the numerals they show)
        and (
            NUMERAL.search(text) is not None
            or IDEOGRAPHIC_DIGIT.search(text) is not None
            # (the class of the astral numerals is read range by range: only where one may be)
            or (ASTRAL.search(text) is not None and ASTRAL_NUMERAL.search(text) is not None)
            or bool(hangul_numbers(text))
            or bool(spelled_numbers(text))
            or bool(kinds_counted(text))
            or "두 " in text  # 두 before a noun, "two" where the English says "one"
            or bool(latin_numbers(text))
            or bool(vague_words(text))
        )
    )


class _AsciiDigits(dict[int, str]):
    """``str.translate`` table: any decimal digit to its ASCII digit, worked out once each."""

    def __missing__(self, code: int) -> str:
        digit = unicodedata.decimal(chr(code), None)
        self[code] = chr(code) if digit is None else str(digit)
        return self[code]


ASCII_DIGITS = _AsciiDigits()
