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
a currency or a spelled-out size is one unit in every language (5 分 is 5min, $5 and 5 ドル
are 5USD); an ISO date is one number (2024-05-01).
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

import functools
import re
import unicodedata
from collections import Counter
from fractions import Fraction

from comparekit.catalogs.ideographic import IDEOGRAPHIC_DIGIT, ideographic_numbers, lone_ones

# A number alone: digits, and the decimals or groups of them.
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
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
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")
# A number as a reader reads it: a sign (not a hyphen after a word or a number: V4-2,
# 2026-10-29), or the letters of a name glued before it (V4.1, H200; not a character
# reference, &#x41;, which the markup checks refuse on their own); its digits, decimals and
# exponent; and the letters, units and digits glued after it (40GB, 2x, 1.2k, W4A16, 75%).
# A digit after a "." or "," that no digit precedes starts a number (GPUs,64 and No.9 hold
# 64 and 9): only between digits do they make decimals, groups and versions (1.5, 131,072).
# A comparison mark glued before (<8, ≥8) or a plus after (8+) is the number's too. An ISO
# date is one number (2024-05-01): its day and month swapped leave the same three numbers.
NUMBER_TOKEN = re.compile(
    r"(?<![A-Za-z\d.,-])\d{4}-\d{2}-\d{2}(?![\d.,]\d|[\dA-Za-z])|"
    r"(?<![A-Za-z\d])(?<!\d[.,])"
    r"(?:[<>≤≥]?[-+±](?=\d)|[<>≤≥](?=\d)|(?<![&#])[A-Za-z]+(?=\d))?"
    r"\d+(?:[.,]\d+)*(?:[eE][-+]?\d+(?![A-Za-z]))?"
    r"(?:[A-Za-z%‰×µ°]+\d+(?:[.,]\d+)*)*[A-Za-z%‰×µ°]*(?:\+(?![\dA-Za-z]))?"
)
# A unit written after a space (4 GB, 5 ms, 50 %) is the number's, as glued (4GB): the
# space is the house style's, the unit the number's identity. Only units from this list:
# a word after a number (8 GPUs) a translation may translate.
_SPACED_UNIT = re.compile(
    r"(?<=\d)[ \u00a0\u202f]"
    r"(?=(?:[KMGTP]i?B|B|Gbps|Mbps|GB/s|MB/s|TB/s|ms|s|µs|us|ns|GHz|MHz|W|kW|%|‰)(?![A-Za-z\d])"
    r"|[x×](?![A-Za-z])(?![ \u00a0\u202f]*\d))"
)
# Where numbers are not prose: code spans, link targets, autolinks and addresses. Each
# alternative starts only where its match can start (a run of backticks, a word), so that
# a long hostile string is read in one pass.
LITERAL = re.compile(
    r"(?<!`)(`++)[^`]++\1(?!`)|\]\([^)\s]*\)?|<[A-Za-z][A-Za-z0-9+.-]*:[^>\s]*>"
    r"|(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:(?://|[^\s)\]>]*@)[^\s)\]>]*"
    r"|\bwww\.[^\s)\]>]+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)
# A multiplication sign a translation may write as the letter, and the other way round.
_SPELLINGS = str.maketrans({"×": "x"})
_ORDINAL = re.compile(r"(\d)(?:st|nd|rd|th)$")
# What of a number a translation may say in words: a glued multiplier with a counter (8×
# as 8枚, 2x as 2倍), a bound with its word (200+ as 200以上, <8 as 8未満).
_MULTIPLIER = re.compile(r"[<>≤≥]?(\d+(?:[.,]\d+)*)(?:x|\+)?")
_HAS_NUMBER = re.compile(r"\d")
_MYRIAD_AFTER_DIGIT = re.compile(r"(?<=\d)[ \u00a0]?[万萬億]")  # 3万: the digits' multiplier
_HAS_DIGIT = re.compile(r"[0-9]")  # in an ``_ascii_prose``, every digit is ASCII


def prose_of(text: str) -> str:
    """``text`` without its code spans, link targets and addresses."""
    return LITERAL.sub(" ", text) if _may_hold_literal(text) else text


def _may_hold_literal(text: str) -> bool:
    return "`" in text or "](" in text or ":" in text or "@" in text or "www." in text


def number_tokens(text: str) -> list[str]:
    """Every number of the prose of ``text`` as a token: its digits in ASCII, a minus sign
    as ``-`` and a multiplication sign as ``x``; an ordinal (3rd) as its number."""
    return _number_tokens(text, _ascii_prose(text))


def _number_tokens(text: str, prose: str) -> list[str]:
    """``number_tokens`` of ``text``, whose ``_ascii_prose`` is ``prose``."""
    # Most strings have no digit: finding that out is a tenth of the token pattern's walk.
    tokens = (
        [_ORDINAL.sub(r"\1", token.translate(_SPELLINGS)) for token in NUMBER_TOKEN.findall(prose)]
        if _HAS_DIGIT.search(prose)
        else []
    )
    if text.isascii():
        return tokens
    tokens += NUMERAL.findall(text)
    if IDEOGRAPHIC_DIGIT.search(text):
        tokens += ideographic_numbers(_MYRIAD_AFTER_DIGIT.sub("", text))
    return tokens + ASTRAL_NUMERAL.findall(text) if _ASTRAL.search(text) else tokens


@functools.lru_cache(maxsize=1024)
def _ascii_prose(text: str, korean_myriads: bool = False) -> str:
    """The prose of ``text``, its digits in ASCII, its minus signs hyphens, a number and its
    multiplier as the number they make and a unit after a space glued to its number
    (remembered: each check of a string reads it three ways). Korean 만 after a number is
    "only" as often as 10000 (950만 대상): read as a multiplier only when asked."""
    if not text.isascii():
        if _OTHER_DIGIT.search(text):  # translating every character of a text is slow
            text = text.translate(_ASCII_DIGITS)
        text = text.replace("\u2212", "-").replace("\uff05", "%")  # −5, 30％ (full width)
        if _OTHER_SIGN.search(text):
            text = _OTHER_SIGN.sub(lambda sign: sign.group().translate(_SIGNS), text)
    text = prose_of(text)
    if _MAY_MULTIPLY.search(text):
        text = (_MULTIPLIED_KOREAN if korean_myriads else _MULTIPLIED).sub(_multiplied, text)
    if _MAY_HAVE_UNIT.search(text):
        text = _unit_spelled_out(text)
    return _SPACED_UNIT.sub("", text) if " " in text or not text.isascii() else text


# Units each language writes its own way, as one spelling glued to the number (5 minutes,
# 5 分, 5분 are 5min; $5, 5 USD, 5 ドル are 5USD): a changed unit is a changed number. Not a
# fraction (3分の1), nor a date's day (5月1日, 5월 1일), nor a bare count a word follows.
_UNIT_SPELLINGS = {
    "ms": "ms msec msecs millisecond milliseconds ミリ秒 毫秒 밀리초",
    "s": "sec secs second seconds 秒 초",
    "min": "min mins minute minutes 分 분 分鐘 分钟",
    "h": "h hr hrs hour hours 時間 시간 小時 小时",
    "d": "day days 日 天",  # not 일: "950일 때" is "when it is 950"
    "GB": "ギガバイト 기가바이트",
    "USD": "USD ドル 달러 美元 美金",
    "EUR": "EUR ユーロ 유로 歐元 欧元",
    "JPY": "JPY 円 日圓 日元 日円",  # not 엔: "V4.1엔" is "in V4.1"
    "GBP": "GBP ポンド 파운드 英鎊 英镑",
    "KRW": "KRW 원 韓元 韩元",
}
_UNIT_OF = {
    spelling: unit for unit, spellings in _UNIT_SPELLINGS.items() for spelling in spellings.split()
}
_UNIT_AFTER = re.compile(
    r"(?<=\d)(?<![月월]\d)(?<![月월]\d\d)(?<![月월] \d)(?<![月월] \d\d)[ \u00a0\u202f]?("
    + "|".join(sorted(map(re.escape, _UNIT_OF), key=len, reverse=True))
    + r")(?![A-Za-z])(?!の)"
)
_CURRENCY_BEFORE = re.compile(r"(?:US)?([$€¥￥£₩])[ \u00a0]?(?=\d)")
_CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "¥": "JPY", "￥": "JPY", "£": "GBP", "₩": "KRW"}
_NUMBER_AFTER_SIGN = re.compile(r"([$€¥￥£₩])(\d+(?:[.,]\d+)*)")
_PER_SECOND = re.compile(r"(?<=\d)[ \u00a0]?([KMGTP]i?B|[KMGT]b)/(?:s|秒|초)(?![A-Za-z])")
_MAY_HAVE_UNIT = re.compile(r"\d|[$€¥￥£₩]")


def _unit_spelled_out(text: str) -> str:
    """``text`` with each unit of ``_UNIT_SPELLINGS`` glued to its number as one spelling,
    a currency sign before a number after it as its code, and a rate per second (GB/s) as
    one unit (GBps)."""
    text = _PER_SECOND.sub(r"\1ps", text)
    if _CURRENCY_BEFORE.search(text):
        text = _NUMBER_AFTER_SIGN.sub(
            lambda match: match.group(2) + _CURRENCY_SIGNS[match.group(1)],
            _CURRENCY_BEFORE.sub(r"\1", text),
        )
    return _UNIT_AFTER.sub(lambda match: _UNIT_OF[match.group(1)], text)


# A number and the multiplier after it, read as the number they make (3万 30000, 20億 and
# 2 billion 2000000000): East Asian languages count large numbers in myriads, English in
# thousands, and the same amount must compare the same. A run of them adds up (3億5000万).
_MULTIPLIERS = {
    **dict.fromkeys(("万", "萬", "만"), 10**4),
    **dict.fromkeys(("億", "억"), 10**8),
    "thousand": 10**3,
    "million": 10**6,
    "billion": 10**9,
}
_MAY_MULTIPLY = re.compile(r"[万萬億만억]|thousand|million|billion")
_MULTIPLIED_PART = r"\d+(?:,\d{{3}})*(?:\.\d+)?[ \u00a0]?(?:[{}]|(?:thousand|million|billion)\b)"
# Not a number glued to a name (FP16, V2.5, A3).
_MULTIPLIED, _MULTIPLIED_KOREAN = (
    re.compile(
        rf"(?<![\dA-Za-z.,])(?:{_MULTIPLIED_PART.format(chars)}[ \u00a0]?)*"
        + _MULTIPLIED_PART.format(chars)
    )
    for chars in ("万萬億", "万萬億만억")
)
_PART = re.compile(r"(\d+(?:,\d{3})*(?:\.\d+)?)[ \u00a0]?([万萬億만억]|thousand|million|billion)")


def _multiplied(match: re.Match[str]) -> str:
    total = sum(
        Fraction(number.replace(",", "")) * _MULTIPLIERS[multiplier]
        for number, multiplier in _PART.findall(match.group())
    )
    return str(total.numerator) if total.denominator == 1 else match.group()


_OTHER_DIGIT = re.compile(r"(?![0-9])\d")
# Minus signs other than the hyphen (full-width, small, en dash, heavy, the Japanese
# accounting ▲) where a sign stands, and full-width comparison marks: as ASCII.
_OTHER_SIGN = re.compile(r"[\uff0d\ufe63\u2013\u2796\u25b2\uff1c\uff1e\u2266\u2267](?=\d)")
_SIGNS = str.maketrans(
    {
        "\uff0d": "-",
        "\ufe63": "-",
        "\u2013": "-",
        "\u2796": "-",
        "\u25b2": "-",
        "\uff1c": "<",
        "\uff1e": ">",
        "\u2266": "≤",
        "\u2267": "≥",
    }
)  # what ``_ASCII_DIGITS`` changes: Unicode's Nd


def compared_tokens(english: str, translation: str) -> tuple[Counter[str], Counter[str]]:
    """The number tokens of both texts, a unit one writes after a space (40 GB) glued as
    the other writes it (40GB): the space is the house style's, the unit the same."""
    english_prose, translation_prose = _ascii_prose(english), _ascii_prose(translation)
    expected = _number_tokens(english, english_prose)
    found = _number_tokens(translation, translation_prose)
    if _KOREAN_MYRIAD.search(translation_prose):
        # 3만 is 30000 where that reads closer to the English than 3 "only" does.
        korean_prose = _ascii_prose(translation, korean_myriads=True)
        korean = _number_tokens(translation, korean_prose)
        if len(Counter(korean) - Counter(expected)) < len(Counter(found) - Counter(expected)):
            translation_prose, found = korean_prose, korean
    expected_set, found_set = set(expected), set(found)
    return (
        Counter(_glue(expected, found_set - expected_set, english_prose)),
        Counter(_glue(found, expected_set - found_set, translation_prose)),
    )


def _glue(tokens: list[str], glued_elsewhere: set[str], text: str) -> list[str]:
    for token in glued_elsewhere:
        match = _UNIT.fullmatch(token)
        if match is None or match.group(1) not in tokens:
            continue
        number, unit = match.groups()
        spaced = re.escape(number) + r"[ \u00a0\u202f]" + re.escape(unit)
        for _ in re.findall(rf"(?<![A-Za-z\d])(?<!\d[.,]){spaced}(?![A-Za-z])", text):
            tokens.remove(number)
            tokens.append(token)
    return tokens


_UNIT = re.compile(r"(\d+(?:[.,]\d+)*)([A-Za-z%‰µ°]+)")
_KOREAN_MYRIAD = re.compile(r"\d[ \u00a0]?[만억]")


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
    if expected == found:
        # Two numbers swapped between words leave the counts as they were.
        return _pair_changes(english, translation) if len(expected) > 1 else ([], [])
    missing = expected - found
    for token in list(missing.elements()):
        multiplier = _MULTIPLIER.fullmatch(token)
        if (
            multiplier
            and multiplier.group(1) != token
            and found[multiplier.group(1)] > expected[multiplier.group(1)]
        ):
            found[multiplier.group(1)] -= 1
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
        known = Counter(NUMBER.findall(_ascii_prose(english))) - expected
        # but not the number of a measure (16GB): a bare 16 beside it is another number.
        known -= Counter(
            measure.group(1)
            for measure in map(_MEASURE.fullmatch, expected.elements())
            if measure is not None
        )
        known += _said_in_words(english.lower())
        if "1" in added and _ARTICLE.search(english):
            known["1"] += lone_ones(translation)  # 一つの, 一個: how ja and zh say "a"
        added -= known
    pair_missing, pair_added = (
        _pair_changes(english, translation) if len(expected) > 1 else ([], [])
    )
    return sorted([*missing.elements(), *pair_missing]), sorted([*added.elements(), *pair_added])


_MEASURE = re.compile(
    r"(\d+(?:[.,]\d+)*)(?:[KMGTP]i?B(?:ps)?|B|[KMGT]bps|[mµun]?s|min|h|d|[GM]Hz|k?W|%|‰"
    r"|USD|EUR|JPY|GBP|KRW)"
)
_IS_NAME = re.compile(r"[A-Za-z]|\d+[A-Za-z]{2,}\d*$")  # V4.1, B200, 950DT; not 40GB
_NAMED_NUMBER = re.compile(r"(?<![\w.-])([A-Z][\w-]*)[ \u00a0](\d+)(?![A-Za-z\d]|[.,]\d)")


def _renamed(english: str, translation: str) -> Counter[str]:
    """The numbers the translation names again with the name the English writes before
    them (Ascend 950, RTX 5090): a translation repeats a name where the English says "it"."""
    named = set(_NAMED_NUMBER.findall(_ascii_prose(english)))
    if not named:
        return Counter()
    again = Counter(
        number
        for name, number in _NAMED_NUMBER.findall(_ascii_prose(translation))
        if (name, number) in named
    )
    return again - Counter(number for _, number in _NAMED_NUMBER.findall(_ascii_prose(english)))


_ARTICLE = re.compile(r"\b(?:[Aa]n?|[Oo]ne|[Ss]ingle)\b")
# A number and the Latin word after it (8 GPUs, 8 GPU): a translation that keeps the word
# keeps its number, so that two numbers swapped between words (8 GPUs and 2 nodes → 2 GPU
# and 8 ノード) are a change though each number is still there. Not a word that joins
# (from 26.5 to 32.74 tokens): the number has no word of its own there.
_NUMBER_WORD = re.compile(
    r"(?<![A-Za-z\d])(?<!\d[.,])(\d+(?:[.,]\d+)*)[ \u00a0\u202f]?([A-Za-z]{2,}?)s?(?![A-Za-z\d])"
)
_JOINING_WORDS = frozenset(
    (
        *("to", "and", "or", "of", "in", "on", "at", "by", "for", "from", "with", "per"),
        *("than", "the", "is", "are", "was", "were", "be", "as", "vs", "times", "more", "less"),
    )
)


def _number_words(text: str) -> set[tuple[str, str]]:
    return {
        (number, word)
        for number, word in _NUMBER_WORD.findall(_ascii_prose(text))
        if word.lower() not in _JOINING_WORDS
    }


def _pair_changes(english: str, translation: str) -> tuple[list[str], list[str]]:
    """Numbers the translation writes with a word the English writes with another number,
    where the English writes them with another word, as ``2 GPU``; and the English's
    numbers of that word the translation lacks."""
    if not _NUMBER_WORD.search(translation) or not _NUMBER_WORD.search(english):
        return [], []
    expected, found = _number_words(english), _number_words(translation)
    words_of: dict[str, set[str]] = {}
    for number, word in expected:
        words_of.setdefault(number, set()).add(word)
    english_words = {word for _, word in expected}
    moved = {
        (number, word)
        for number, word in found - expected
        if word in english_words and words_of.get(number, {word}) != {word}
    }
    if not moved:
        return [], []
    lost = {pair for pair in expected - found if pair[1] in {word for _, word in moved}}
    return sorted(" ".join(pair) for pair in lost), sorted(" ".join(pair) for pair in moved)


# A Latin letter or a digit, and what follows it outside Latin-1 and its extensions: where a
# combining mark would sit (8\u0338 shows 8̸), found by the pattern, judged by Unicode.
_BEFORE_MARK = re.compile(r"([A-Za-z\d])([^\x00-\u02ff]+)")


def combining_marks(text: str) -> list[tuple[int, str]]:
    """Where a combining mark (Unicode's Mn and Me) sits on a Latin letter or a digit of
    ``text``: the character's index, and the character with its marks.

    >>> combining_marks("8\u0338 GPU, 日本8台")
    [(0, '8̸')]
    """
    if text.isascii():
        return []
    found = []
    for match in _BEFORE_MARK.finditer(text):
        marks = match.group(2)
        end = 0
        while end < len(marks) and unicodedata.category(marks[end]) in ("Mn", "Me"):
            end += 1
        if end:
            found.append((match.start(), match.group(1) + marks[:end]))
    return found


def has_numbers(text: str) -> bool:
    """Whether ``text`` may hold a number (a quick first test)."""
    return _HAS_NUMBER.search(text) is not None or (
        not text.isascii()
        and (NUMERAL.search(text) or IDEOGRAPHIC_DIGIT.search(text) or ASTRAL_NUMERAL.search(text))
        is not None
    )


def _said_in_words(english: str) -> Counter[str]:
    words = _WORD.findall(english)
    said = Counter(str(NUMBER_WORDS[word]) for word in words if word in NUMBER_WORDS)
    # "no tokens" is "not even 1" (1つも); "No." and "No," answer a question. "The second"
    # is 2, "a second" a moment; "run it once" is 1 time, "once it loads" is when.
    # (Each pattern only where its word is: their walks cost more than the rest.)
    if "no" in words:
        said["1"] += len(_NO_NOUN.findall(english))
    if "once" in words:
        said["1"] += len(_ONCE.findall(english))
    if "second" in words:
        said["2"] += len(_SECOND.findall(english))
    # A month is a month beside a day or a year: "may" and "march" are verbs too; each
    # month stands for one number, once.
    said.update(str(MONTHS[name]) for name in _DATED_MONTH.findall(english) if name)
    said.update(str(MONTHS[name]) for name in _MONTH_AFTER_DAY.findall(english))
    return said


_WORD = re.compile(r"[a-z]+")
_NO_NOUN = re.compile(r"\bno [a-z]")
_SECOND = re.compile(
    r"\bsecond\b(?<!\ba second)(?<!\bper second)(?<!\bone second)(?<!\beach second)"
    r"(?<!\bevery second)(?<!\bsplit second)"
)
_ONCE = re.compile(r"(?<![.,;:!?] )(?<!^)\bonce\b")

# English words a translation writes as a number: counts and ordinals; and the negations
# Japanese and Korean say as "not even 1" (1つも…ない). Not the words that are mostly not
# numbers: "a", "an", "second" (a moment), "once" (as soon as), "no" as an answer.
NUMBER_WORDS = {
    **dict.fromkeys(("one", "single", "first", "none", "nothing", "another", "per"), 1),
    **dict.fromkeys(("two", "twice", "double", "both", "pair", "dual", "either", "neither"), 2),
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
