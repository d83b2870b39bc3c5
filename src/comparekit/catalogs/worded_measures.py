"""Numerals in words directly before a unit (八十七 GB/s, 四〇 GB, 팔십칠 퍼센트, 四十ギガバイト)
written in ASCII digits, before any reader reads a text: a unit is glued to the digits
before it (87 GB/s is 87GBps), and a measure in numerals keeps its unit only as digits.
Imports only the numeral readers (``ideographic``, ``hangul_numerals``).

>>> measures_in_digits("頻寬為八十七 GB/s、四〇 GB、팔십칠 퍼센트、統一 GB、1万 GB")
'頻寬為87 GB/s、40 GB、87 퍼센트、統一 GB、1万 GB'
>>> measures_in_digits("需要 200 十億位元組、二百吉位元組")
'需要 200 GB、200GB'
"""

from __future__ import annotations

import re
from fractions import Fraction

from comparekit.catalogs.hangul_numerals import NATIVE_NUMERAL, sino_korean_value
from comparekit.catalogs.ideographic import CJK_NUMERAL_CHARS, numeral_value

# The units a number stands before that no language translates (GB, GB/s, ms, GHz, %) and
# those each spells in its own letters (ギガバイト, 기가바이트, 吉位元組, パーセント, 퍼센트),
# which the digits' reading glues as the English's unit.
_UNITS = (
    r"(?:[KMGTP]i?B(?:/s)?|[KMGT]bps|[mµun]s|[KMG]Hz|k?W|%|‰"
    r"|(?:キロ|メガ|ギガ|テラ)バイト|(?:킬로|메가|기가|테라)바이트"
    r"|パーセント|퍼센트)"
    r"(?![A-Za-z])"
)
_HAN = "\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# A byte unit spelled in Han (十億位元組 "billion bytes", 吉位元組): the Latin unit it
# names, which no numeral reader then reads as a multiplier (十億 is a billion alone).
# Not 兆位元組, a megabyte or a terabyte as the reader's region counts 兆.
_HAN_BYTES = {
    "KB": ("千位元組", "千位元组", "千字節", "千字节"),
    "MB": ("百萬位元組", "百万位元组", "百萬字節", "百万字节"),
    "GB": (
        *("十億位元組", "十亿位元组", "吉位元組", "吉位元组", "吉字節", "吉字节"),
        *("千兆位元組", "千兆位元组", "千兆字節", "千兆字节"),
    ),
    "TB": ("太位元組", "太位元组", "太字節", "太字节", "兆兆位元組"),
}
_UNIT_OF_HAN = {spelling: unit for unit, spellings in _HAN_BYTES.items() for spelling in spellings}
_HAN_BYTE = re.compile("|".join(sorted(_UNIT_OF_HAN, key=len, reverse=True)))
# Not after a digit (1万 GB is the digits' multiplier), inside a run of numerals, nor a
# decimal's fraction (一點四 TB, which ``ideographic_decimals`` reads as 1.4 TB).
# (not a vague count's numeral: 数百 GB is "hundreds of GB", not 100 GB)
_IDEOGRAPHIC = re.compile(
    rf"(?<![\d點点数數幾几何上{CJK_NUMERAL_CHARS}])([{CJK_NUMERAL_CHARS}]+)(?=[ \u00a0]?{_UNITS})"
)
_HANGUL = re.compile(rf"(?<![가-힣\d])([일이삼사오육칠팔구십백천만억]+)(?=[ \u00a0]?{_UNITS})")
# One syllable that is a common word (일 "work", 이 "this", 사, 오, 구) says no number alone.
_COMMON_WORDS = frozenset("일이사오구")
_MAY_HOLD = re.compile(
    rf"[{CJK_NUMERAL_CHARS}일이삼사오육칠팔구십백천만억][ \u00a0]?[A-Za-z%‰µ\u30a1-\u30fa가-힣]"
)


# A round count of hundreds or more in numerals and the "more" after it, before a counter
# (二百餘個, 二百多個, "over 200"): the count in digits, its "more" a bound the bound reader
# reads (200餘個). Not tens (十餘台, "ten-odd"), a vague count kept as written.
_ROUND_AND_MORE = re.compile(
    rf"(?<![\d{CJK_NUMERAL_CHARS}])([{CJK_NUMERAL_CHARS}]*[百千万萬])"
    "(?=余り|[餘余多](?:[ \u00a0]?[個个台張张件人名種种位項项款]|[ \u00a0、，。；：）」]|$))"
)  # (its counter may stand spaced, 兩百多 種, or be the sentence's: 模型架構兩百多。二百余り)


def measures_in_digits(text: str) -> str:
    """``text`` with each numeral in words before a unit in ASCII digits (八十七 GB/s as
    87 GB/s, 十分鐘 as 10分鐘, 다섯 시간 as 5 시간), a byte unit spelled in Han as its
    letters (十億位元組 as GB) and digits before a place word as their number (3천 as
    3000); a lone 一 after a Han character is a word's (統一 GB), kept."""
    if text.isascii():
        return text
    if _MAY_HOLD_TIME.search(text):
        text = times_in_digits(text)
    if "位元" in text or "字節" in text or "字节" in text:
        text = _HAN_BYTE.sub(lambda spelled: _UNIT_OF_HAN[spelled.group()], text)
    if _MAY_HAVE_PLACE.search(text):
        text = _DIGITS_AND_PLACES.sub(_places_added, text)  # 3천, 5百万: 3000, 500万
    if "餘" in text or "余" in text or "多" in text:
        text = _ROUND_AND_MORE.sub(lambda count: str(numeral_value(count.group(1))), text)
    if not _MAY_HOLD.search(text):
        return text
    text = _IDEOGRAPHIC.sub(_ideographic, text)
    return _HANGUL.sub(_hangul, text)


# Digits before a place word, hundreds or thousands (3천 달러, 3千ドル, 3천5백, 5百万 is
# 500万): one number, the place's multiple. Not digits after it (3千5), which no reading
# makes certain, nor a part after a myriad (13만 1천 72), which the myriad's reader adds.
# (after a Han myriad the part is read here, 1万5千 as 1万5000, which the myriad's reader
# adds; spaced too, 2 萬 5 千, 2 千張)
# (a space only before thousands: 99 百分位 is the 99th percentile, 200 百萬位元組 200 MB)
_MAY_HAVE_PLACE = re.compile(r"\d(?:[ \u00a0]?[千천]|[百백])")
_DIGITS_AND_PLACES = re.compile(
    r"(?<![\dA-Za-z.,만억])(?<![만억][ \u00a0])"
    r"(?:\d{1,4}(?:\.\d+)?(?:[ \u00a0]?[千천]|[百백](?![分분])))+(?![ \u00a0]?\d|[.,]\d)"
)
_PLACE_PART = re.compile(r"(\d+(?:\.\d+)?)[ \u00a0]?([千百천백])")
_PLACES = {"千": 1000, "천": 1000, "百": 100, "백": 100}


# A numeral in words before a unit of time (十分鐘, 兩個月, 一週間, 다섯 시간, 두 달, 십오 분):
# its digits, which the unit reader glues as the unit's (10min, 2mo, 1wk, 5h), so that a
# unit changed is a number changed ("ten-second" as 十分鐘). Only the units no common word
# ends in: not 十分 ("enough" in Japanese, "very" in Chinese), 一時 ("for a while"), nor a
# native numeral before 분 (다섯 분 is "five people") or a Sino one of one syllable (이 주
# is "this week"); not an ordinal (第一天) or a vague count (數週, 몇 주).
_HAN_TIME = (
    "個?小時|个?小时|分鐘|分钟|秒鐘|秒钟|秒|天|個月|个月|か月|ヶ月|カ月|ヵ月|週間|個?星期|个?星期"
    "|週|時間"
)
_IDEOGRAPHIC_TIME = re.compile(
    rf"(?<![\d點点数數幾几何上第每{CJK_NUMERAL_CHARS}])([{CJK_NUMERAL_CHARS}]+)"
    rf"(?=[ \u00a0]?(?:{_HAN_TIME})|[個个]半(?:小時|小时|月|星期))"
)
_HANGUL_TIME = re.compile(
    rf"(?<![가-힣\d])({NATIVE_NUMERAL}|[일이삼사오육칠팔구십백천]{{2,}})"
    r"(?=[ \u00a0]?(?:시간|달(?!러)|주(?![식년])|개월))"
    r"|(?<![가-힣\d])([일이삼사오육칠팔구십백천]{2,})(?=[ \u00a0]?(?:분(?!기)|초))"
)
# A half after a unit of time (1時間半, 1시간 반, 一個半小時): the number and its half, 1.5.
_TIME_AND_HALF = re.compile(
    r"(\d+)([ \u00a0]?(?:時間|か月|ヶ月|カ月|시간|개월|小時|小时|個月|个月|分鐘|分钟|分|분|秒|초))"
    r"[ \u00a0]?(?:半|반(?![가-힣]))"
    r"|(\d+)[ \u00a0]?[個个]半(?=[ \u00a0]?(?:小時|小时|月|星期|鐘頭|钟头))"
)
_HALF_HOUR = re.compile(r"(?<![\d個个一二三四五六七八九十兩两])半(?:個|个)?(?:小時|小时|鐘頭|钟头)")
_MAY_HOLD_TIME = re.compile(
    rf"[{CJK_NUMERAL_CHARS}][ \u00a0]?[小分秒天個个か週時ヶカヵ星]"
    r"|[가-힣][ \u00a0]?(?:시간|달|주|개월|분|초)|半|반"
)


def times_in_digits(text: str) -> str:
    """``text`` with each numeral in words before a unit of time in digits (十分鐘 as
    10分鐘, 다섯 시간 as 5 시간), and a time and its half as a decimal (1時間半 as 1.5時間,
    一個半小時 as 1.5小時)."""
    text = _IDEOGRAPHIC_TIME.sub(_ideographic_time, text)
    text = _HANGUL_TIME.sub(lambda match: str(sino_korean_value(match[1] or match[2])), text)
    if "半" in text or "반" in text:
        text = _TIME_AND_HALF.sub(_and_a_half, text)
        text = _HALF_HOUR.sub("30分鐘", text)  # 半小時: 30 minutes, as "half an hour" is read
    return text


def _ideographic_time(match: re.Match[str]) -> str:
    run, start = match.group(1), match.start()
    if run == "一" and start and match.string[start - 1] in "統同唯単單逐万":
        return run  # (統一時間, 同一時間: "a unified time", "the same time")
    return str(numeral_value(run))  # (需要一個半小時: a lone 一 after 要 is one)


def _and_a_half(match: re.Match[str]) -> str:
    if match.group(3):  # 1個半小時
        return f"{match.group(3)}.5"
    return f"{match.group(1)}.5{match.group(2)}"


def _places_added(match: re.Match[str]) -> str:
    total = sum(
        Fraction(number) * _PLACES[place] for number, place in _PLACE_PART.findall(match.group())
    )
    return str(total.numerator) if total.denominator == 1 else match.group()


def _ideographic(match: re.Match[str]) -> str:
    run = match.group(1)
    start = match.start()
    if run == "一" and start and re.match(f"[{_HAN}]", match.string[start - 1]):
        return run  # (統一, 唯一, 同一: a word ending in a numeral)
    return str(numeral_value(run))


def _hangul(match: re.Match[str]) -> str:
    numeral = match.group(1)
    if numeral in _COMMON_WORDS:
        return numeral
    return str(sino_korean_value(numeral))
