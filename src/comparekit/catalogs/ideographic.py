"""Ideographic numerals (三, 二十一, 二〇二六, 兩) read as the numbers they write, where they
are numbers and not part of a word (一部, 統一): the number checker compares them with the
English's digits and number words. Imports nothing of comparekit.
"""

from __future__ import annotations

import re

# Ideographic numerals, read where they are a number: a run of them directly before a
# counter (三台, 两个) or standing alone among characters that are not Han (九 ノード,
# 三つ); not inside a word (一部, 統一, 唯一, 一般, 同一, 十分), where a Han character is
# beside them, but for the ordinal, "about" and "in total" before (第三, 約三台, 計二台).
_CJK_DIGITS = {
    **dict.fromkeys("〇零", 0),
    "一": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    # The formal (daiji) numerals of contracts and banknotes.
    "壱": 1,
    "壹": 1,
    "弐": 2,
    "貳": 2,
    "参": 3,
    "參": 3,
}
_CJK_UNITS = {"十": 10, "拾": 10, "百": 100, "千": 1000}
_CJK_TENS = {"廿": 20, "卅": 30}  # a ten that is its own digit: 廿一 is 21
_CJK_MYRIADS = {"万": 10**4, "萬": 10**4, "億": 10**8}
_CJK_NUMERAL_CHARS = "".join((*_CJK_DIGITS, *_CJK_UNITS, *_CJK_TENS, *_CJK_MYRIADS))
IDEOGRAPHIC_DIGIT = re.compile(f"[{_CJK_NUMERAL_CHARS}]")
_HAN = "\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_COUNTERS = "台個个枚基張张件人名年月日倍回週歳层層段項项條条位"
_CJK_NUMERAL = re.compile(
    # An ordinal (第二世代, 第三版) whatever follows it; a month after its year (2024年六月);
    rf"(?<=第)([{_CJK_NUMERAL_CHARS}]+)|(?<=年)([{_CJK_NUMERAL_CHARS}]+)(?=月)|"
    # a count after "about" or "in total" or outside a word, before a counter or a non-Han.
    rf"(?:(?<=[約约計计])|(?<![{_HAN}]))([{_CJK_NUMERAL_CHARS}]+)"
    rf"(?:(?=[{_COUNTERS}])|(?![{_HAN}]))"
)


def _numerals(text: str) -> list[str]:
    runs = ("".join(groups) for groups in _CJK_NUMERAL.findall(text))
    return [run for run in runs if run != "万一"]  # "in case"


def _value(run: str) -> int:
    """The number an ideographic numeral writes: 三 3, 二十一 21, 三千五百 3500, 二〇二六 2026."""
    if not any(char in _CJK_UNITS or char in _CJK_TENS or char in _CJK_MYRIADS for char in run):
        return int("".join(str(_CJK_DIGITS[char]) for char in run))
    total = section = digit = 0
    for char in run:
        if char in _CJK_DIGITS:
            digit = _CJK_DIGITS[char]
        elif char in _CJK_TENS:
            section += _CJK_TENS[char]
            digit = 0
        elif char in _CJK_UNITS:
            section += (digit or 1) * _CJK_UNITS[char]
            digit = 0
        else:
            total += ((section + digit) or 1) * _CJK_MYRIADS[char]
            section = digit = 0
    return total + section + digit


def ideographic_numbers(text: str) -> list[str]:
    """The ideographic numerals of ``text`` that are numbers, in ASCII digits.

    >>> ideographic_numbers("三台、九 ノード、二十一 GPU、二〇二六年、一部を統一")
    ['3', '9', '21', '2026']
    >>> ideographic_numbers("弐台、廿一 GPU、第二世代、2024年六月、参照")
    ['2', '21', '2', '6']
    """
    if not IDEOGRAPHIC_DIGIT.search(text):
        return []
    return [str(_value(run)) for run in _numerals(text)]


def lone_ones(text: str) -> int:
    """How many of the ideographic numerals of ``text`` are 一 alone: 一つの, 一個, the way
    Japanese and Chinese say "a"."""
    return _numerals(text).count("一") if IDEOGRAPHIC_DIGIT.search(text) else 0
