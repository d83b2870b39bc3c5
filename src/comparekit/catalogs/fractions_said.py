"""Fractions a translation writes (3/4, 四分の三, 4분의 3, 四分之三) compared as the value the
English says (three quarters, 75%, 3/4): a fraction of the same value is taken out of both
texts before their numbers are compared, one of another value is a changed number. Imports
only the numeral readers (``ideographic``, ``hangul_numerals``) and the English number words
(``number_words``).

>>> fractions_compared("Three quarters of requests hit it.", "リクエストの四分の三が当たる。")
('               of requests hit it.', 'リクエストの    が当たる。', [])
>>> fractions_compared("75% of requests hit it.", "要求の 2/3 が当たる。")[2]
['2/3']
"""

from __future__ import annotations

import re
from fractions import Fraction

from comparekit.catalogs.hangul_numerals import sino_korean_value
from comparekit.catalogs.ideographic import CJK_NUMERAL_CHARS, numeral_value
from comparekit.catalogs.number_words import NUMBER_WORDS

_WORD_VALUES = {
    **{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5},
    **{"six": 6, "seven": 7, "eight": 8, "nine": 9},
}
_PARTS = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5}
_PARTS.update({"sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10})
_COUNTS = "|".join(count for count in _WORD_VALUES if count not in ("a", "an"))
# A fraction in English words (three quarters, two-thirds, a third of, half) or digits
# (3/4), and a percentage (75%): each says a share of a whole. Not a part's word alone or
# after "a" without "of", an ordinal as often (a third option, the fourth engine).
_ENGLISH_FRACTION = re.compile(
    rf"(?i)\b(?:({_COUNTS})[ -]|(an?)[ -](?=[a-z]+[ \u00a0]of\b))?"
    r"(half|halves|(?<=[ -])(?:third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth)s?)\b"
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
    r"|(?<![A-Za-z\d_./-])(\d{1,3})/(\d{1,3})(?![A-Za-z\d_/]|[.,]\d)"
)
_MAY_HOLD = re.compile(r"分の|分之|분의|\d/\d")


def fractions_compared(english: str, translation: str) -> tuple[str, str, list[str]]:
    """``english`` and ``translation`` with blanks for each fraction of the translation and
    the English's words, digits or percentage of the same value, and for a percentage of
    the translation and the English's fraction in words of its value (75% for three
    quarters); and the translation's fractions of a value the English says none of, where
    it says one of another value (2/3 for three quarters), as n/d."""
    percent = any(mark in translation for mark in ("%", "％", "割", "成", "할"))
    half = "50" in english and _HALF_WORD.search(translation) is not None
    if not _MAY_HOLD.search(translation) and not percent and not half:
        return english, translation, []
    said = [
        (value, match.span(), match.group(3) is not None)
        for match in _ENGLISH_FRACTION.finditer(english)
        if (value := _english_value(match)) is not None
    ]
    if not said:
        return english, translation, []
    # The English's places by value, and by value and whether in words, each in the
    # English's order (looked up, not searched: a page of a thousand percentages is read
    # in a blink, not in a minute).
    places: dict[object, list[tuple[int, int]]] = {}
    for value, span, in_words in reversed(said):  # (popped from the end: the first first)
        places.setdefault(value, []).append(span)
        places.setdefault((value, in_words), []).append(span)
    taken: set[tuple[int, int]] = set()

    def take(key: object) -> tuple[int, int] | None:
        spans = places.get(key, [])
        while spans:
            span = spans.pop()
            if span not in taken:
                taken.add(span)
                return span
        return None

    changed, blanks = [], []
    for match in reversed(list(_FRACTION.finditer(translation))):
        value = _value(match)
        if value is None or value.denominator == 1:
            continue  # (8/4 is no share of a whole)
        if (same := take(value)) is not None:
            blanks.append((same, match.span()))
        else:
            changed.append(f"{value.numerator}/{value.denominator}")
    for value, span, in_words in reversed(_shares(translation, percent, half)):
        # (75% for three quarters, 5割 for half, 半分 for 50%: the tokens compare 75% with
        # 75%, half with 半分)
        if (same := take((value, not in_words))) is not None:
            blanks.append((same, span))
    if len(said) - len(taken) < len(said) - 1:
        # two shares or more (1/2 and 1/4): which stands where is the order checks' to say
        return english, translation, changed[::-1]
    english = _blanked(english, [english_span for english_span, _ in blanks])
    translation = _blanked(translation, [translated_span for _, translated_span in blanks])
    return english, translation, changed[::-1]


def unsaid_fractions(english: str, translation: str) -> list[str]:
    """The fractions in words of ``translation`` (三分の一, 3분의 1; not 3/4, which writes
    "3 of 4" too) where ``english`` says no share, unless it says the whole's number (3 of
    4 shards as 4分の3, tenfold as 10分の1): a share the English does not say (a third
    option as 三分の一).

    >>> unsaid_fractions("Pick a third option.", "三分の一の選択肢を選ぶ。")
    ['1/3']
    >>> unsaid_fractions("Runs 3 of 4 shards.", "4分の3のシャードを実行。")
    []
    """
    if "分" not in translation and "분의" not in translation:
        return []
    if any(_english_value(match) is not None for match in _ENGLISH_FRACTION.finditer(english)):
        return []  # (the English says a share: ``fractions_compared`` compares them)
    # the English's numbers, in digits or words, but its ordinals (a third option)
    numbers = {int(number[:18]) for number in re.findall(r"\d+", english)}  # (as _value reads)
    numbers |= {
        NUMBER_WORDS[word]
        for word in re.findall("[a-z]+", english.lower())
        if word in NUMBER_WORDS and not word.endswith(_ORDINAL_ENDS)
    }
    unsaid = []
    for match in _FRACTION.finditer(translation):
        value = _value(match)
        if match.group(1) is None or value is None or value.denominator == 1:
            continue
        whole, share = _number(match.group(1)), _number(match.group(2))
        if whole not in numbers:  # (tenfold as 10分の1 says the whole it divides by)
            unsaid.append(f"{share}/{whole}")
    return unsaid


def unsaid_half(english: str, translation: str) -> bool:
    """Whether the English halves something (latency is halved, cut by half) and the
    translation says no half in any way (半分, 半減, 절반, 一半, 50%, 1/2): "halved" as
    減ります ("decreases") says another change."""
    return (
        "hal" in english.lower()
        and _HALF_ENGLISH.search(english) is not None
        and _HALF_WRITTEN.search(translation) is None
    )


# Halving as a change (halves, halved, cut in half, by half, half as fast): not "half" as a
# part, "which half of the problem", which a translation may say as a side or a part.
def unsaid_double(english: str, translation: str) -> bool:
    """Whether the English doubles something (doubled throughput, twice as fast) and the
    translation says no double in any way (倍, 2, 두 배, 翻倍): "doubled" as 向上させた
    ("improved") says another change."""
    return (
        _DOUBLE_ENGLISH.search(english) is not None and _DOUBLE_WRITTEN.search(translation) is None
    )


_DOUBLE_ENGLISH = re.compile(r"(?i)\bdoubl(?:e[ds]?|ing)\b|\btwice as\b")
_DOUBLE_WRITTEN = re.compile(r"(?i)倍|배|2|２|二|兩|两|두|이중|ダブル|더블|double|twice")


_HALF_ENGLISH = re.compile(r"(?i)\bhal(?:ves|ved|ving)\b|\b(?:by|in) half\b|\bhalf as\b")
# (반 stands in many words, 반드시, 기반: a translation with one passes, the lenient side)
_HALF_WRITTEN = re.compile(r"(?i)半|반|50[ \u00a0]?[%％]|1/2|½|五成|5割|二分之一|하프|ハーフ|half")


_ORDINAL_ENDS = ("first", "second", "third", "th")


_PERCENTAGE = re.compile(r"(?<![A-Za-z\d_.,])(\d{1,3}(?:\.\d+)?)[ \u00a0]?[%％]")
# Tenths, Japanese 割 and Chinese 成 after one numeral (5割, 五成: 50%); not a word 成
# begins (3成員 is 3 members) nor 4成5 (45%, which the tokens read)
_TENTHS = re.compile(
    rf"(?<![\d.,{CJK_NUMERAL_CHARS}])([1-9]|[一二三四五六七八九])[ \u00a0]?"
    r"(?:割(?![ \u00a0]?\d)|할(?:(?![가-힣])|(?=[이을의은가도](?![가-힣])))"  # (5할이: 50%)
    r"|成(?![員员功為为立本長长]|[ \u00a0]?\d))"
)
# A half in words (半分, 一半, 절반): the English's 50% said as the share it is.
_HALF_WORD = re.compile(r"半分|一半|半[數数]|절반")


def _shares(
    translation: str, percent: bool, half: bool
) -> list[tuple[Fraction, tuple[int, int], bool]]:
    """The shares ``translation`` writes as a percentage or in tenths (75%, 5割, 五成), and
    as a half in words (半分) where ``half``: each value, its place, and whether it is in
    words, in the order they stand."""
    shares = []
    if percent:
        shares += [
            (Fraction(m.group(1)) / 100, m.span(), False) for m in _PERCENTAGE.finditer(translation)
        ]
        shares += [
            (Fraction(_number(m.group(1)), 10), m.span(), False)
            for m in _TENTHS.finditer(translation)
        ]
    if half:
        shares += [(Fraction(1, 2), m.span(), True) for m in _HALF_WORD.finditer(translation)]
    return sorted(shares, key=lambda share: share[1])


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with blanks over each of ``spans``, so that the places after them stay where
    they are (in one pass: a blank at a time copies the text each time)."""
    if not spans:
        return text
    parts, last = [], 0
    for start, end in sorted(spans):
        parts += [text[last:start], " " * (end - start)]
        last = end
    return "".join([*parts, text[last:]])


def _english_value(match: re.Match[str]) -> Fraction | None:
    count, article, part, numerator, denominator, percent = match.groups()
    if percent:
        return Fraction(percent) / 100
    if numerator:
        return Fraction(int(numerator), int(denominator)) if int(denominator) else None
    if not count and not article and part.lower() not in ("half", "halves"):
        return None  # (third, quarter alone: an ordinal, a period)
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
