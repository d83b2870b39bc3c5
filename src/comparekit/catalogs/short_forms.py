"""Faithful short forms of a number's unit or date, read as the English writes them: the
colloquial Korean percent (75프로, 75 프로가 for 75%), the Japanese (75パー) and Taiwanese
(75趴) ones, an SI prefix said alone for its bytes (40ギガ, 40기가 for 40 GB; 87ギガ/s for
87 GB/s) and a year and month in digits (2026-09, 2026/9, 2026. 9. for September 2026).
Each is read so only where the English writes that very number with that unit, or that
month of that year: a short form of another number, or one the English does not say,
stays a number changed.

Decided: ギガ alone is gigabytes, not gigabits (40ギガ for "40 Gbps" stays refused), and a
rate keeps its "per second" (40ギガ for "40 GB/s" stays refused); a Latin G alone (40G) is
not read, for it is as often 40 Gbps (40G Ethernet).

>>> read_short_forms("75% of 40 GB at 87 GB/s", "75프로가 40기가를 87ギガ/s로")
'75%가 40 GB를 87 GB/s로'
>>> read_short_forms("75% of the runs", "75프로세스")
'75프로세스'
>>> read_short_forms("published in September 2026", "2026-09 に公開、2026-10")
'2026年9月 に公開、2026-10'
"""

from __future__ import annotations

import re

from comparekit.catalogs.number_tokens import tokens_of

# A Korean particle or copula after a colloquial unit (75프로가, 75프로입니다, 40기가의): a
# syllable no loanword 프로 or 기가 begins continues with (프로세스, 프로젝트, 기가비트).
_KOREAN_AFTER = "(?=$|[^가-힣]|[가를의는도만로이와과에였입정쯤대까밖씩나])"
# (a number read from its first digit: tried inside a run of digits, each start would read
# the run to its end, and a long run took seconds)
_PERCENT_SAID = re.compile(
    rf"(?<![\d.])(\d+(?:\.\d+)?)[ \u00a0]?(?:프로{_KOREAN_AFTER}|パー(?![\u30a1-\u30fa\u30fc])|趴)"
)
_PREFIX_LETTER = {
    "キロ": "K",
    "メガ": "M",
    "ギガ": "G",
    "テラ": "T",
    "킬로": "K",
    "메가": "M",
    "기가": "G",
    "테라": "T",
}
# An SI prefix said alone after a number: not before a katakana word (ギガバイト, ギガビット:
# the unit reader's) nor a Korean one (기가바이트, 기가비트); a rate's "per second" after it.
_PREFIX_SAID = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?)[ \u00a0]?(?:(キロ|メガ|ギガ|テラ)(?![\u30a1-\u30fa\u30fc])"
    rf"|(킬로|메가|기가|테라){_KOREAN_AFTER})"
    r"(?P<rate>[ \u00a0]?/[ \u00a0]?(?:s(?![A-Za-z])|秒|초)|[ \u00a0]?毎秒)?"
)
_MAY_HOLD = re.compile("프로|パー|趴|キロ|メガ|ギガ|テラ|킬로|메가|기가|테라|\\d{4}[-/.]\\d")

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
# A year and month in digits joined by one mark; not a full date (2026-09-12, the date
# reader's), a version's parts (v2026.9) nor a range of numbers.
_YEAR_MONTH = re.compile(
    r"(?<![A-Za-z\d_.,/-])(\d{4})([-/.])[ \u00a0]?(\d{1,2})"
    r"(?![A-Za-z\d_]|[-/.,][ \u00a0]?\d)"
)


# "24/7" as each language says "all day, every day" (24時間365日, 24시간 연중무휴, 全天候):
# the English's idiom, not its numbers 24 and 7.
_ROUND_THE_CLOCK = re.compile(
    r"24[ \u00a0]?(?:時間|시간|小時|小时)[ \u00a0]?"
    r"(?:365[ \u00a0]?[日일天]|年中無休|연중무휴|全年無休)"
    r"|365[ \u00a0]?[日일天][ \u00a0]?24[ \u00a0]?(?:時間|시간|小時|小时)"
    r"|年中無休|연중무휴|全年無休|全天候|24[ \u00a0]?(?:時間|시간|小時|小时)(?:体制|체제)?"
)


# A name's number and "or later" in words (SM80 以上, SM80 이상, SM80 及以上 for SM80+), and
# thousands as a capital K (64K for 64k): the English's where it writes that very one.
_NAME_AND_UP = re.compile(r"([A-Za-z]+\d+)[ \u00a0]?(?:以上|以降|이상|이후|及以上|或更高|以後)")
_THOUSANDS_K = re.compile(r"(?<![A-Za-z\d.])(\d+(?:\.\d+)?)K(?![A-Za-z])")


def _name_and_up(up: re.Match[str], english: str) -> str:
    said = f"{up.group(1)}+"
    return said if said in english else up.group()


def _thousands_k(k: re.Match[str], english: str) -> str:
    said = f"{k.group(1)}k"
    return said if re.search(rf"(?<![\w.]){re.escape(said)}(?![A-Za-z])", english) else k.group()


# A calendar quarter as its months (7〜9月期 for Q3, the Japanese business wording): the
# English's Qn where it says that very quarter.
_QUARTER_MONTHS = re.compile(r"(?<!\d)(1|4|7|10)[ \u00a0]?[〜～~\-–][ \u00a0]?(3|6|9|12)月期")


def _quarter(months: re.Match[str], english: str) -> str:
    first, last = int(months.group(1)), int(months.group(2))
    quarter = f"Q{last // 3}"
    return quarter if last == first + 2 and quarter in english else months.group()


# A half of a year in words (上期, 上半期, 上半年, 상반기: H1), and a fiscal year (2026年度,
# 2026 회계연도, 2026 財年: FY2026): the English's H1 and FY2026 where it says that very one.
_HALF_YEAR = re.compile(r"上半期|上半年|上期|상반기|下半期|下半年|下期|하반기")
_FISCAL_YEAR = re.compile(r"(?<!\d)(\d{4})[ \u00a0]?(?:年度|회계[ \u00a0]?연도|財年|财年|會計年度)")


def _half_year(half: re.Match[str], english: str) -> str:
    said = "H1" if half.group()[0] in "上상" else "H2"
    return f" {said} " if said in english else half.group()


def _fiscal_year(year: re.Match[str], english: str) -> str:
    said = f"FY{year.group(1)}"
    return said if said in english or f"FY {year.group(1)}" in english else year.group()


# A Chinese discount said as what is paid (打七折: pay 70%, "30% off"): the English's
# share off, where it says that very one.
_DISCOUNT = re.compile(r"打[ \u00a0]?([一二三四五六七八九])[ \u00a0]?折")
_TENTHS = "一二三四五六七八九"


def _discount(paid: re.Match[str], english: str) -> str:
    off = f"{100 - 10 * (_TENTHS.index(paid.group(1)) + 1)}%"
    return f"{off}折扣" if f"{off} off" in english else paid.group()


def read_short_forms(english: str, translation: str) -> str:
    """``translation`` with each short form of the English's number and unit, or of its
    month and year, written as the English's (75프로 → 75%, 2026-09 → 2026年9月)."""
    if "24/7" in english and not translation.isascii():
        translation = _ROUND_THE_CLOCK.sub("24/7", translation)  # 24時間365日 for 24/7
    if ("H1" in english or "H2" in english) and _HALF_YEAR.search(translation):
        translation = _HALF_YEAR.sub(lambda half: _half_year(half, english), translation)
    if "FY" in english and _FISCAL_YEAR.search(translation):
        translation = _FISCAL_YEAR.sub(lambda year: _fiscal_year(year, english), translation)
    if "+" in english and _NAME_AND_UP.search(translation):
        translation = _NAME_AND_UP.sub(lambda up: _name_and_up(up, english), translation)
    if "k" in english and "K" in translation:
        translation = _THOUSANDS_K.sub(lambda k: _thousands_k(k, english), translation)
    if "Q" in english and "月期" in translation:
        translation = _QUARTER_MONTHS.sub(lambda months: _quarter(months, english), translation)
    if "折" in translation and "off" in english:
        translation = _DISCOUNT.sub(lambda paid: _discount(paid, english), translation)
    if translation.isascii() or not _MAY_HOLD.search(translation):
        return translation  # nearly every translation
    expected = set(tokens_of(english))

    def percent(match: re.Match[str]) -> str:
        number = match.group(1)
        return f"{number}%" if f"{number}%" in expected else match.group()

    def prefixed(match: re.Match[str]) -> str:
        number, prefix = match.group(1), match.group(2) or match.group(3)
        unit = f"{_PREFIX_LETTER[prefix]}B"
        token = f"{number}{unit}{'ps' if match.group('rate') else ''}"
        if token not in expected:
            return match.group()
        return f"{number} {unit}/s" if match.group("rate") else f"{number} {unit}"

    korean = re.search("[가-힣]", translation) is not None

    def year_month(match: re.Match[str]) -> str:
        year, month = match.group(1), int(match.group(3))
        if not 1 <= month <= 12 or f"{_MONTHS[month - 1]} {year}" not in english:
            return match.group()
        return f"{year}년 {month}월" if korean else f"{year}年{month}月"

    translation = _PERCENT_SAID.sub(percent, translation)
    translation = _PREFIX_SAID.sub(prefixed, translation)
    return _YEAR_MONTH.sub(year_month, translation)
