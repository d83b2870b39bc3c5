"""Vague amounts as figures: "hundreds of milliseconds" and 数百秒 written as one stand-in
figure each, so that the number check compares a vague amount's unit, bound and
multiplier as it compares a figure's (300 ms as 300 秒 is refused; 数百秒 for "hundreds of
milliseconds" must be too, and 数百未満, 수백 배, 不到數百; attack 22d).

Each vague amount of both texts becomes the figure of its order of magnitude (hundreds and
数百 alike), in a range no page writes. Only where both texts say the same orders of
magnitude, as many times each: another amount, or one left out, is the magnitude checks'
to say (``vague_magnitudes``, ``vague_unsaid``), and "a few" counts only where both say it.
"""

from __future__ import annotations

import re
import string
from collections import Counter

from comparekit.catalogs.hangul_numerals import vague_runs
from comparekit.catalogs.ideographic import vague_spans
from comparekit.catalogs.number_words import vague_word_spans
from comparekit.catalogs.vague_magnitudes import (
    ENGLISH_AMOUNT,
    SMALL_AMOUNT,
    amount_magnitude,
    count_magnitude,
)

# The stand-ins' leading digits: no page writes a figure of this shape beside a vague amount
# (the check steps aside where either text has them).
_STAND_IN = "9797"
# The words an English vague amount holds (a quick first test; case is the pattern's).
_MAY_SAY = re.compile("(?i)dozens|tens|hundred|thousand|million|billion|few|several|handful|couple")
# "hundreds of GPUs": the "of" goes with the amount, the figure stands before its noun.
_OF = re.compile(r" of(?= )")
# English amounts are found in ASCII lower case, which keeps every position (str.lower
# does not: İ becomes two characters).
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_CALENDAR_EN = re.compile(r"(?i) ?(?:of )?(?:days?|weeks?|months?|years?)\b")
_CALENDAR = re.compile(r"[ \u00a0]?(?:[個个]?[日天일週周주月달年년]|か月|ヶ月|カ月|ヵ月|개월|星期)")


def vague_as_figures(english: str, translation: str) -> tuple[str, str, dict[str, str]] | None:
    """Both texts with each vague amount written as its stand-in figure, and each stand-in
    with the English words it stands for; None where the texts say other amounts.

    >>> vague_as_figures("It waits hundreds of milliseconds.", "数百秒待つ。")
    ('It waits 9797100 milliseconds.', '9797100秒待つ。', {'9797100': 'hundreds'})
    >>> vague_as_figures("It waits hundreds of milliseconds.", "数十ミリ秒待つ。") is None
    True
    """
    if not _MAY_SAY.search(english) or _STAND_IN in english or _STAND_IN in translation:
        return None  # (nearly every string: one walk of literals)
    # (not an amount of days, weeks, months or years, 몇 달, 数週間: ``vague_durations``
    # compares those, the English's bare "months" among them)
    said = [span for span in _english_spans(english) if not _CALENDAR_EN.match(english, span[1])]
    if not said:
        return None
    written = [
        span for span in amount_spans(translation) if not _CALENDAR.match(translation, span[1])
    ]
    if Counter(m for _, _, m in said) != Counter(m for _, _, m in written):
        big = [span for span in said if span[2] > 1]
        written = [span for span in written if span[2] > 1]
        if not big or Counter(m for _, _, m in big) != Counter(m for _, _, m in written):
            return None  # ("a few" said another way, いくつか: the big amounts alone)
        said = big
    names = {
        f"{_STAND_IN}{magnitude}": english[start:end].removesuffix(" of")
        for start, end, magnitude in said
    }
    return _replaced(english, said), _replaced(translation, written), names


def amount_spans(translation: str) -> list[tuple[int, int, int]]:
    """The vague amounts of ``translation`` in its order, where each starts and ends, and
    its order of magnitude: its vague counts (数百, 수천, 十数; 数個, 몇몇 as 1) and the
    English words of amounts it keeps (hundreds of)."""
    return _apart(_english_spans(translation) + _translated_spans(translation))


def _english_spans(text: str) -> list[tuple[int, int, int]]:
    """The vague amounts of ``text`` in English words, each with its "of" and its order of
    magnitude ("a few" as 1)."""
    lowered = text.translate(_ASCII_LOWER)
    spans = [
        (amount.start(), _of_end(text, amount.end()), amount_magnitude(amount))
        for amount in ENGLISH_AMOUNT.finditer(lowered)
    ]
    return spans + [
        (small.start(), _of_end(text, small.end()), 1) for small in SMALL_AMOUNT.finditer(lowered)
    ]


def _of_end(text: str, end: int) -> int:
    return of.end() if (of := _OF.match(text, end)) else end


def _translated_spans(translation: str) -> list[tuple[int, int, int]]:
    """The vague counts of ``translation`` (数百, 수천, 十数; 数個, 몇몇 as 1)."""
    if translation.isascii():
        return []
    # (수십여 개: "and some" is the vague count's own, no bound on it)
    runs = [
        (start, end + (translation[end : end + 1] == "여"))
        for start, end in vague_runs(translation)
    ]
    counts = [*vague_spans(translation), *runs]
    spans = [(start, end, count_magnitude(translation[start:end])) for start, end in counts]
    return spans + [(start, end, 1) for start, end in vague_word_spans(translation)]


def _apart(spans: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """``spans`` in order, each overlapping an earlier one left out (十幾種: 十幾 read as
    a count and 幾種 as a word of a few, one amount)."""
    kept: list[tuple[int, int, int]] = []
    for span in sorted(spans, key=lambda span: (span[0], -span[1])):  # (the longer first)
        if not kept or span[0] >= kept[-1][1]:
            kept.append(span)
    return kept


def _replaced(text: str, spans: list[tuple[int, int, int]]) -> str:
    parts, last = [], 0
    for start, end, magnitude in _apart(spans):
        # (apart from a Latin word it touches: 每個token數百毫秒 is no token count)
        before = " " if start and (text[start - 1].isascii() and text[start - 1].isalnum()) else ""
        parts += [text[last:start], f"{before}{_STAND_IN}{magnitude}"]
        last = end
    return "".join([*parts, text[last:]])


def named_stand_ins(message: str, names: dict[str, str]) -> str:
    """``message`` with each stand-in figure as the English words it stands for."""
    for figure, words in sorted(names.items(), key=lambda item: -len(item[0])):
        # (a unit glued to the figure is the amount's: "hundreds ms", "hundreds 倍")
        message = re.sub(rf"{figure}(?=[^\s,;)])", f"{words} ", message).replace(figure, words)
    return message
