"""Units, currencies and multipliers glued to their numbers: each language's spelling of a
unit (5 分, 5 minutes, 5분) read as one (5min), a currency sign as its code ($5 is 5USD), a
number and its multiplier as the number they make (3万, 2 billion). The number checker
compares a number with its unit as one token. Imports nothing of comparekit.
"""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction

# A unit written after a space (4 GB, 5 ms, 50 %) is the number's, as glued (4GB): the
# space is the house style's, the unit the number's identity. Only units from this list:
# a word after a number (8 GPUs) a translation may translate.
# A range's first number that repeats the unit of its second after a space (1.2 TB〜1.3 TB)
# is written as the English's 1.2–1.3 TB: its space and unit go, the second keeps it.
SPACED_UNIT = re.compile(
    # (the space first, then the look back at its digit: the walk then skips by class)
    r"[ \u00a0\u202f](?<=\d[ \u00a0\u202f])"
    r"(?:(?P<unit>[KMGTP]i?B|[KMG]Hz|Gbps|%)(?=[ \u00a0\u202f]?[〜～~–-][ \u00a0\u202f]?\d[\d.,]*"
    r"[ \u00a0\u202f]?(?P=unit)(?![A-Za-z]))"
    r"|(?=(?:[KMGTP]i?B|B|Gbps|Mbps|GB/s|MB/s|TB/s|ms|s|µs|us|ns|GHz|MHz|W|kW|%|‰)(?![A-Za-z\d])"
    r"|[x×](?![A-Za-z])(?![ \u00a0\u202f]*\d)))"
)
# Where numbers are not prose: code spans, link targets, autolinks and addresses. Each
# alternative starts only where its match can start (a run of backticks, a word), so that


# Units each language writes its own way, as one spelling glued to the number (5 minutes,
# 5 分, 5분 are 5min; $5, 5 USD, 5 ドル are 5USD): a changed unit is a changed number. Not a
# fraction (3分の1), nor a date's day (5月1日, 5월 1일), nor a bare count a word follows.
_UNIT_SPELLINGS = {
    "ns": "nanosecond nanoseconds ナノ秒 納秒 纳秒 나노초",
    "µs": "microsecond microseconds マイクロ秒 微秒 마이크로초",
    "ms": "ms msec msecs millisecond milliseconds ミリ秒 毫秒 밀리초",
    "s": "sec secs second seconds 秒 초",
    "min": "min mins minute minutes 分 분 分鐘 分钟",
    "h": "h hr hrs hour hours 時間 시간 小時 小时",
    "d": "day days 日 天 日間 일",  # (일 but where it is 이다's: "950일 때", below)
    "wk": "week weeks 週間 週 周 주 星期 個星期 个星期 주일",
    # (not 月 alone: 5月 is May)
    "mo": "month months か月 ヶ月 カ月 ヵ月 ケ月 个月 個月 개월 달",
    "KB": "kilobyte kilobytes キロバイト 킬로바이트",
    "MB": "megabyte megabytes メガバイト 메가바이트",
    "GB": "gigabyte gigabytes ギガバイト 기가바이트 吉位元組 吉位元组 吉字節 吉字节",
    "TB": "terabyte terabytes テラバイト 테라바이트 太位元組 太位元组 太字節 太字节",
    "%": "percent パーセント 퍼센트",
    "USD": "USD dollar dollars ドル 달러 美元 美金",
    "EUR": "EUR euro euros ユーロ 유로 歐元 欧元",
    "JPY": "JPY yen 円 日圓 日元 日円",  # not 엔: "V4.1엔" is "in V4.1"
    "GBP": "GBP ポンド 파운드 英鎊 英镑",
    "KRW": "KRW 원 韓元 韩元",
}
_UNIT_OF = {
    spelling: unit for unit, spellings in _UNIT_SPELLINGS.items() for spelling in spellings.split()
}


def unit_spelled(word: str) -> str | None:
    """The unit a word spells (minutes is min, dollars USD), or None."""
    return _UNIT_OF.get(word)


# (its digit taken and given back: a pattern that starts with a look back is tried at every
# character, one that starts with a digit only where one stands)
# (not a date's day, 5月1日, 9월 12일; but a price after a month is one, 毎月20ドル, 月20ドル)
_UNIT_AFTER = re.compile(
    r"(\d)(?:(?<![月월]\d)(?<![月월]\d\d)(?<![月월] \d)(?<![月월] \d\d)"
    r"|(?![ \u00a0\u202f]?[日일天]))(?:[ \u00a0\u202f]|-(?=[a-z]))?("
    + "|".join(sorted(map(re.escape, _UNIT_OF), key=len, reverse=True))
    + r")(?![A-Za-z])(?!(?<=分)の)(?!(?<=분)의[ \u00a0]?\d)"  # 3分の1, 10분의 1: a fraction
    r"(?!(?<=분)기)(?!(?<=주)[년식])(?!(?<=달)러)"  # 3분기 (Q3), 2주년, 100주식 (shares)
    # 일 as 이다's (950일 때 "when it is 950", 3일지도), not a day's
    r"(?!(?<=일)[ \u00a0]?(?:때|지|까|수록|경우|것|수|뿐|리|텐데|망정|테|듯|거))"
)
_CURRENCY_BEFORE = re.compile(r"(?:US)?([$€¥￥£₩])[ \u00a0]?(?=\d)")
_CURRENCY_SIGN = re.compile("[$€¥￥£₩]")  # (one class: a quick first test)
_CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "¥": "JPY", "￥": "JPY", "£": "GBP", "₩": "KRW"}
_NUMBER_AFTER_SIGN = re.compile(r"([$€¥￥£₩])(\d+(?:[.,]\d+)*)")
_PER_SECOND = re.compile(r"(?<=\d)[ \u00a0]?([KMGTP]i?B|[KMGT]b)/(?:s|秒|초)(?![A-Za-z])")
# A rate per second of a size said in words, after it (190 GB per second) or before its
# number (毎秒 190 GB, 每秒 190 GB, 초당 190 GB): one unit, as GB/s is (190GBps).
_PER_SECOND_AFTER = re.compile(
    r"(?<=\d)[ \u00a0]?([KMGTP]i?B|[KMGT]b)(?:[ \u00a0]per[ \u00a0]second\b|[ \u00a0]?毎秒)"
)
# The same in a text not yet read, its unit perhaps spelled (毎秒87ギガバイト): what the rates
# per second leave out, as the tokens' unit.
_SIZE_SPELLED = (
    r"(?:[KMGTP]i?B|[KMGT]b|(?:キロ|メガ|ギガ|テラ)バイト|(?:킬로|메가|기가|테라)바이트)"
)
_SIZE_PER_SECOND = re.compile(
    rf"(?:[毎每]秒|초당)[ \u00a0]?\d+(?:[.,]\d+)*[ \u00a0]?{_SIZE_SPELLED}(?![A-Za-z/\d])"
    rf"|(?<=\d)[ \u00a0]?{_SIZE_SPELLED}"
    r"(?:[ \u00a0]per[ \u00a0]second\b|[ \u00a0]?毎秒"
    r"|[ \u00a0]?/[ \u00a0]?(?:s(?![A-Za-z0-9])|秒|초))"  # (87 GB/s와: no \b before Hangul)
)
_PER_SECOND_BEFORE = re.compile(
    r"(?:[毎每]秒|초당)[ \u00a0]?(\d+(?:[.,]\d+)*)[ \u00a0]?([KMGTP]i?B|[KMGT]b)"
    r"(?![A-Za-z/\d])"
)


def _per_second_in_words(text: str) -> str:
    """``text`` with a size per second said in words as one unit (190GBps)."""
    text = _PER_SECOND_AFTER.sub(r"\1ps", text)
    return _PER_SECOND_BEFORE.sub(r"\1\2ps", text)


MAY_HAVE_UNIT = re.compile(r"[\d$€¥￥£₩]")  # one class: the walk skips by a table
# Japanese tenths, 割, and hundredths after them, 分 (3割5分 is 35%, spaced or not): 3割
# says 30%; Chinese tenths, 成 (4成, 4成5), but not a word 成 begins (3成員 is 3 members);
# and the Chinese "hundredths of" before a number (百分之40 is 40%).
_TENTHS = re.compile(
    r"(\d)(?<![\d.,]\d)(?:[ \u00a0]?割(?:[ \u00a0]?(\d)[ \u00a0]?分)?"
    r"|成(?![員员功為为立本長长])(\d(?!\d))?)"
)
_HUNDREDTHS_OF = re.compile(r"百分之[ \u00a0]?(\d+(?:\.\d+)?)(?![\d.])")


def unit_spelled_out(text: str) -> str:
    """``text`` with each unit of ``_UNIT_SPELLINGS`` glued to its number as one spelling,
    a currency sign before a number after it as its code, a rate per second (GB/s) as
    one unit (GBps), tenths (3割, 3割5分, 4成) and "hundredths of" (百分之40) as the
    percentage they are (30%, 35%, 40%), and an SI prefix before a word (キロトークン) as
    its letter (k)."""
    if "/" in text:  # (the pattern starts with a look back: it is tried at every character)
        text = _PER_SECOND.sub(r"\1ps", text)
    if "割" in text or "成" in text:
        text = _TENTHS.sub(_percent, text)
    if "百分之" in text:
        text = _HUNDREDTHS_OF.sub(r"\1%", text)
    if _CURRENCY_SIGN.search(text) and _CURRENCY_BEFORE.search(text):
        text = _NUMBER_AFTER_SIGN.sub(
            lambda match: match.group(2) + _CURRENCY_SIGNS[match.group(1)],
            _CURRENCY_BEFORE.sub(r"\1", text),
        )
    text = _UNIT_AFTER.sub(_unit_glued, text)
    if "second" in text or "秒" in text or "초" in text:
        # (after the units spelled in letters: 毎秒87ギガバイト, 87 기가바이트/초)
        text = _per_second_in_words(_PER_SECOND.sub(r"\1ps", text) if "/" in text else text)
    if "キロ" in text or "メガ" in text or "ギガ" in text or "テラ" in text:
        text = _SI_PREFIX.sub(lambda match: _SI_LETTER[match.group(1)], text)
    return text


def _unit_glued(match: re.Match[str]) -> str:
    """The number and unit of ``match`` as one spelling (300ms), a space after it where a
    number follows the unit written in words: 1時間5分 is 1h 5min, 1時間5ドル 1h 5USD."""
    glued = match.group(1) + _UNIT_OF[match.group(2)]
    following = match.string[match.end() : match.end() + 1]
    return f"{glued} " if following.isdigit() and not match.group(2).isascii() else glued


# An SI prefix glued to a word in katakana (1,000キロトークン is 1,000k tokens, a thousand
# times 1,000 tokens): the prefix is the number's, as 1.2k glues it.
_SI_LETTER = {"キロ": "k", "メガ": "M", "ギガ": "G", "テラ": "T"}
_SI_PREFIX = re.compile(r"(?<=\d)[ \u00a0]?(キロ|メガ|ギガ|テラ)(?=[\u30a1-\u30fa\u30fc])")


def _percent(tenths: re.Match[str]) -> str:
    hundredths = tenths.group(2) or tenths.group(3) or 0
    return f"{int(tenths.group(1)) * 10 + int(hundredths)}%"


# A number and the multiplier after it, read as the number they make (3万 30000, 20億 and
# 2 billion 2000000000): East Asian languages count large numbers in myriads, English in
# thousands, and the same amount must compare the same. A run of them adds up (3億5000万).
_MULTIPLIERS = {
    **dict.fromkeys(("万", "萬", "만"), 10**4),
    **dict.fromkeys(("億", "억"), 10**8),
    "兆": 10**12,
    **dict.fromkeys(("萬億", "万亿"), 10**12),  # (a trillion in Chinese: 1.6萬億 for 1.6T)
    # the larger multipliers, each 10^4 times the last (京 and Korean 경 are 10^16): rare in
    # prose, so a translation's 131,072京 is a number the English does not have, not 131,072
    **{large: 10 ** (16 + 4 * step) for step, large in enumerate("京垓秭穰溝澗正載極")},
    "조": 10**12,  # (Korean trillion: 1.6조 for a 1.6T model)
    "경": 10**16,
    "해": 10**20,
    "thousand": 10**3,
    "million": 10**6,
    "billion": 10**9,
    "trillion": 10**12,
}
# (Korean 조, 경 and 해 begin words, 3경기 is three games, 3조건 three conditions: read
# where a word ends, or a particle)
_LARGE = "[京垓秭穰溝澗正載極]|[조경해](?=[^가-힣]|[의을은도에과와이](?![가-힣])|$)"
MAY_MULTIPLY = re.compile(r"[万萬億兆만억]|thousand|million|billion|trillion")
# (the larger ones after a digit only, a digit first: 正 and 경 are common in words)
MAY_MULTIPLY_LARGE = re.compile(r"\d[ \u00a0]?[京垓秭穰溝澗正載極조경해]")
_MULTIPLIED_PART = (
    r"\d+(?:,\d{{3}})*(?:\.\d+)?[ \u00a0]?(?:{}|(?:thousand|million|billion|trillion)\b)"
)
# The digits after a myriad are added to it, not joined (13万1072 is 131072, 3億5000 is
# 300005000): fewer digits than the myriad has zeros; Korean spaces them (13만 1072).
# (spaced after a Han myriad only where it is spaced before too: 2 萬 5000, not 3万 4台)
_AFTER_MYRIAD = (
    r"(?:(?<=[万萬億兆])|(?<=[ \u00a0][万萬億兆])[ \u00a0]|(?<=[만억])[ \u00a0]?)"
    r"(\d{1,4})(?![\d]|[.,]\d)"
)
# Not a number glued to a name (FP16, V2.5, A3).
MULTIPLIED, MULTIPLIED_KOREAN = (
    re.compile(
        rf"(?<![\dA-Za-z.,])(?:{_MULTIPLIED_PART.format(chars)}[ \u00a0]?)*"
        + _MULTIPLIED_PART.format(chars)
        + f"(?:{_AFTER_MYRIAD})?"
    )
    for chars in (f"萬億|万亿|[万萬億兆]|{_LARGE}", f"萬億|万亿|[万萬億兆만억]|{_LARGE}")
)
_PART = re.compile(
    rf"(\d+(?:,\d{{3}})*(?:\.\d+)?)[ \u00a0]?(萬億|万亿|[万萬億兆만억]|{_LARGE}"
    r"|thousand|million|billion|trillion)"
)


def multiplied(match: re.Match[str]) -> str:
    total = sum(
        Fraction(number.replace(",", "")) * _MULTIPLIERS[multiplier]
        for number, multiplier in _PART.findall(match.group())
    ) + int(match.group(1) or 0)
    return str(total.numerator) if total.denominator == 1 else match.group()


MEASURE = re.compile(
    r"(\d+(?:[.,]\d+)*)(?:[KMGTP]i?B(?:ps)?|B|[KMGT]bps|[mµun]?s|min|h|d|wk|mo|[GM]Hz|k?W|%|‰"
    r"|USD|EUR|JPY|GBP|KRW)"
)
UNIT = re.compile(r"(\d+(?:[.,]\d+)*)([A-Za-z%‰µ°]+)")
# A Latin word glued to a count with its counter (GPU1基 for "one GPU"): not a name's number.
COUNTED_AFTER_WORD = re.compile(r"([A-Za-z]{2})(\d{1,3}[ \u00a0]?[台個个枚基張张件人名つ])")
MAY_BE_COUNTED = re.compile(r"\d[ \u00a0]?[台個个枚基張张件人名つ]")


def glue_spaced(tokens: list[str], glued_elsewhere: set[str], text: str) -> list[str]:
    """``tokens`` of ``text`` with each number ``text`` writes before a unit after a space
    (40 GB) as the token the other text glues (40GB)."""
    for token in glued_elsewhere:
        match = UNIT.fullmatch(token)
        if match is None or match.group(1) not in tokens:
            continue
        number, unit = match.groups()
        spaced = re.escape(number) + r"[ \u00a0\u202f]" + re.escape(unit)
        for _ in re.findall(rf"(?<![A-Za-z\d])(?<!\d[.,]){spaced}(?![A-Za-z])", text):
            tokens.remove(number)
            tokens.append(token)
    return tokens


def rates(text: str) -> Counter[str]:
    """The time units ``text`` counts a rate per (per hour, hourly, 毎分, 時間あたり, 초당,
    每小時), each as one English spelling: a price per hour is not a price per minute."""
    if not any(mark in text for mark in _RATE_MARKS):  # a substring test is a C loop
        return Counter()
    if "second" in text or "秒" in text or "초당" in text or "/" in text:
        # (a size per second, 毎秒 190 GB, 87 GB/s: its unit's, GBps, which the tokens compare)
        text = _SIZE_PER_SECOND.sub(" ", text)
    return Counter(
        _RATE_UNIT[next(unit for unit in match if unit)] for match in _RATE.findall(text)
    )


def english_halves_of_time(text: str) -> str:
    """``text`` with a half of a unit of time said in English words as its figure: "half an
    hour" as 30 minutes (30分, 30분), "an hour and a half" and "two and a half hours" as
    1.5 and 2.5 hours (1時間半, 1시간 반)."""
    return _HALF_OF_TIME.sub(_half_of_time, text) if "half" in text else text


_HALVES = {"half an hour": "30 minutes", "half a minute": "30 seconds"}
_HALVES.update({"an hour and a half": "1.5 hours", "a day and a half": "1.5 days"})
_HALF_OF_TIME = re.compile(
    r"\b(?:half an hour|half a minute|an hour and a half|a day and a half"
    r"|(\d+|one|two|three|four|five|six|seven|eight|nine|ten) and a half"
    r" (hours?|minutes?|seconds?|days?|weeks?|months?))\b",
    re.IGNORECASE,
)
_WORDED = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WORDED.update({"eight": 8, "nine": 9, "ten": 10})


def _half_of_time(match: re.Match[str]) -> str:
    if match.group(1) is None:
        return _HALVES[match.group().lower()]
    whole = match.group(1).lower()
    return f"{_WORDED.get(whole, whole)}.5 {match.group(2)}"


def rate_ones(english: str) -> Counter[str]:
    """The 1 of each unit ``english`` counts a rate per, as its number token (per hour is
    1h): a translation says "per hour" as "per 1 hour" (1時間あたり)."""
    ones = Counter(_ONE_OF[unit] for unit in rates(english).elements() if unit in _ONE_OF)
    # (and 1일 2회, whose 1 stands alone: 일 is a day as often as it is "one" or "work")
    return ones + Counter({"1": ones.total()}) if ones else ones


# (and a year, a month, a week as 1年に, 1년에, 1か月: their 1 stands alone)
_ONE_OF = {"second": "1s", "minute": "1min", "hour": "1h", "day": "1d"}
_ONE_OF.update({"week": "1wk", "month": "1mo", "year": "1"})
_RATE_UNITS = {
    "millisecond": "ミリ秒 毫秒 밀리초 ms millisecond",
    "second": "秒 초 sec second",
    "minute": "分 분 分鐘 分钟 min minute",
    "hour": "時 時間 시간 小時 小时 hr hour",
    "day": "日 天 일 day",
    "week": "週 周 주 week",
    "month": "月 月間 달 월 month 月額",
    "year": "年 년 year 年額 年間 연간",
}
_RATE_UNIT = {
    spelling: unit for unit, spellings in _RATE_UNITS.items() for spelling in spellings.split()
}
_RATE_UNIT.update({"hourly": "hour", "daily": "day", "monthly": "month", "yearly": "year"})
_RATE_UNIT.update({"annually": "year", "weekly": "week"})
_RATE_UNIT.update({"s": "second", "h": "hour", "hr": "hour", "mo": "month", "yr": "year"})
# A period counted as one (하루에 "in a day", 一年): a rate's where it stands before a figure.
_RATE_UNIT.update({"하루": "day", "일주일": "week", "한 달": "month", "한달": "month"})
_RATE_UNIT.update({"1년": "year", "일 년": "year", "1일": "day", "1주일": "week"})
_RATE_UNIT.update({"1개월": "month", "한 해": "year", "1週間": "week", "1か月": "month"})
_RATE_UNIT.update({"天": "day", "週": "week", "周": "week", "星期": "week", "個月": "month"})
_RATE_UNIT.update({"个月": "month", "日": "day", "年": "year", "연": "year"})
_RATE_UNIT.update({"週間": "week", "か月": "month", "ヶ月": "month", "カ月": "month"})
_RATE_UNIT.update({"ヵ月": "month", "한 시간": "hour", "한시간": "hour", "1시간": "hour"})
_RATE_UNIT.update({"1 시간": "hour"})
# A figure with no time unit after it: 1時間5ドル is $5 an hour, 1時間5分 an hour and 5
# minutes (a duration).
_NO_DURATION = (
    r"(?=[ \u00a0]?[\d수몇한두세네다여일아열一二三四五六七八九十兩两])"
    r"(?![ \u00a0]?\d[\d,.]*+[ \u00a0]?+"
    r"(?:ミリ秒|秒|分|時間|日|週|か月|ヶ月|カ月|ヵ月|年|초|분|시간|일|주|개월|달(?!러)|년"
    r"|毫秒|小時|小时|天|個月|个月))"
)
_RATE = re.compile(
    r"\bper[ -](millisecond|second|sec|minute|min|hour|hr|day|week|month|year)\b"
    r"|\b(hourly|daily|weekly|monthly|yearly|annually)\b"
    r"|[毎每매] ?(ミリ秒|毫秒|밀리초|秒|分鐘|分钟|分|時間|時|小時|小时|天|日|週|周|月|年"
    r"|초|분|시간|일|주|달|월|년)"
    # a month, a week or a year before a price or a count of times (月20ドル, 年20ドル,
    # 週2回: $20 a month, a year; twice a week)
    r"|(?<![\d０-９〇一二三四五六七八九十百千今前来翌先昨本去明例同初半数毎每])(月|週|年)"
    r"(?=[ \u00a0]?\d[\d,.]*[ \u00a0]?(?:ドル|円|ユーロ|回))"
    r"|(秒|分|時間|日|週|月|年)(?:あたり|当たり|ごと)"
    r"|(초|분|시간|일|주|달|월|년)당"
    # once a year, a month's fee, for a year (年に 300 ドル, 月額, 年間, 연간) before a figure
    # (not 2026年に: a date's)
    r"|(?<![\d０-９〇一二三四五六七八九十百千])(週|月|年)に[ \u00a0]?(?=[\d数數何])"
    r"|(?<![\d０-９〇一二三四五六七八九十百千数數])(月額|年額|年間|연간)[ \u00a0]?(?=[\d数數何수])"
    # a unit after a slash (900 tokens/s, 900トークン/分; not a size's, GB/s: a unit of its own)
    r"|(?<![Bb])/[ \u00a0]?(s|sec|min|h|hr|hour|day|week|month|mo|year|yr)(?![A-Za-z0-9])"
    r"|(?<![Bb])/[ \u00a0]?(秒|分|時間|時|日|週|月|年|초|분|시간|일|주|달|월|년)"
    # "4 times a year", "$2 an hour", "500 requests a second"
    r"|(?:\btimes|\btwice|\bonce|\d|\d [a-z]{1,12}) an? (second|minute|hour|day|week|month|year)\b"
    # one period before a figure, a rate's (하루에 2달러, 1년에, 一年 20 美元, 一日2ドル)
    r"|(?<![가-힣\d])(하루|일주일|한 ?달|1년|일 년|1일|1주일|1개월|한 해|한 ?시간|1 ?시간)에?"
    + _NO_DURATION
    # (and in Japanese, 1時間5ドル, 1日2回)
    + r"|(?<![\d.,])1[ \u00a0]?(時間|日|週間|か月|ヶ月|カ月|ヵ月|年"
    + r"|天|小時|小时|個月|个月|星期|週|周)(?:に)?"
    + _NO_DURATION
    # a year, a month, a week before a figure (연 3회, 월 20달러, 주 4회)
    + r"|(?<![가-힣\d])(연|월|주)[ \u00a0]?(?=\d)"
    + r"|(?<![\d\u4e00-\u9fff])一(天|日|週|周|星期|個月|个月|年|小時|小时)[ \u00a0]?(?=[\d数數])"
)
_RATE_MARKS = (
    *("per ", "per-", "ly", "毎", "每", "매", "당", "あたり", "当たり", "ごと"),
    *("年に", "月に", "週に", "月額", "年額", "年間", "연간", "/", " a ", " an ", "에", "一"),
    *("月", "週", "年", "연", "월", "주", "하루", "시간", "小時", "小时", "1時間", "1日", "1年"),
    *("1週間", "1か月", "1ヶ月", "1カ月", "1ヵ月", "1일", "1년", "1주일", "1개월", "한 달"),
    *("일주일", "한달", "1天", "1小時", "1小时", "1個月", "1个月", "1週", "1周", "1星期"),
)
# What says "each" in a translation, whatever it counts per: where the English counts a
# rate and the translation has none of these, the rate is left out (2ドルかかる for "$2
# per hour", 最大64基 for "up to 64 GPUs per node").
_EACH = re.compile(
    r"毎|ごと|あたり|当たり|につき|単位|[時日月週]給|[月年日]額|[年月週]間|秒間|分間|[年月週日]に"
    r"|(?<=[\u30a0-\u30ff\u4e00-\u9fffA-Za-z])別(?=[にのでは、]|$)"  # (エンジン別に: per engine)
    r"|(?<![\d０-９〇一二三四五六七八九十])[月年週](?=[ \u00a0]?\d)"  # (月20ドル: $20 a month)
    r"|당|매|마다|씩|[연월주]간|하루|년에|달에|주일에|(?<=[가-힣A-Za-z\d])별(?=[ \u00a0로의]|$)"
    r"|每|各|單位|单位|平均|[年月日]費|一[天日週周年]"
    # (1日8時間 "8 hours a day", 1일 8시간: a period of one before a duration)
    r"|(?<![\d.,])1[ \u00a0]?(?:時間|日|週間|か月|ヶ月|カ月|ヵ月|年|일|주일|개월|년"
    r"|天|小時|小时|週|周)"
    r"(?=[ \u00a0]?\d)"
    r"|(?<![\d.,])1[ \u00a0]?(?:天|小時|小时|個月|个月|星期|週|周)"  # (一天執行兩次, read as 1天)
    r"|/|\bper\b|(?i:\b(?:qps|rps|tps|fps|rpm|rph)\b)|ly\b"
)
# "Each" of a thing, not of a time (各ノード, 每個節點, 각 노드).
_EACH_THING = re.compile(r"各|每個|每个|(?<![가-힣])각(?= )")
# The English's "per" of anything, a time or not (per hour, per node, per token).
_PER = re.compile(
    r"\bper[ -][a-z]+|(?<![Bb])/(?:s|sec|min|h|hr|day|month|mo|year|yr)\b"
    r"|\b(?:hourly|daily|weekly|monthly|yearly|annually)\b"
    r"|\b(?:times|twice|once|\d+) an? (?:second|minute|hour|day|week|month|year)\b"
)


def rate_words_changed(english: str, translation: str) -> str:
    """Where a text with no number counts a rate per another unit of time than the English
    ("daily" as 毎週, "per second" as 分単位, 분 단위, 以分鐘為單位): what the English says and
    what the translation says instead; else ''."""
    said = rates(translation) + _granularities(translation)
    expected = rates(english) if said else Counter()
    if not expected or set(said) == set(expected):
        return ""
    english = ", ".join(f"per {unit}" for unit in sorted(expected))
    return f"{english} (the translation has {', '.join(f'per {unit}' for unit in sorted(said))})"


def _granularities(text: str) -> Counter[str]:
    """The unit of time ``text`` bills or counts by (分単位, 초 단위, 以分鐘為單位, 按小時)."""
    if "単位" not in text and "단위" not in text and "單位" not in text and "按" not in text:
        return Counter()
    return Counter(
        _RATE_UNIT[next(unit for unit in match if unit)] for match in _GRANULARITY.findall(text)
    )


_GRANULARITY = re.compile(
    r"(秒|分|時間|日|週|月|年)単位"
    r"|(초|분|시간|일|주|월|년)[ \u00a0]?단위"
    r"|以(秒|分鐘|分钟|小時|小时|天|週|月|年)(?:為|为)?單位"
    r"|按(秒|分鐘|分钟|小時|小时|天|週|月|年)(?:計|计|收|算)"
)


def rate_changes(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The English's rates (per hour) the translation counts per another unit (毎分), when
    it counts one; and those it leaves out, saying no "each" at all (2ドルかかる for "$2
    per hour"). A rate it says its own way (時給 5 ドル, 秒間) is not compared."""
    said = rates(translation)
    if not said:
        if any(mark in english for mark in ("per", "/", "ly", " a ", " an ")):
            # (a size per second, 87 GB/s, is its unit's: the tokens compare it)
            dropped = sorted(
                map(_per_word, _PER.findall(_SIZE_PER_SECOND.sub(" ", english).lower()))
            )
            # (各 says "each" of a thing, not of a time: 各ノードは100リクエスト for "each node
            # serves 100 requests per second" leaves the second out)
            timed = all(rate.removeprefix("per ") in _RATE_UNITS for rate in dropped)
            if dropped and not _EACH.search(
                _EACH_THING.sub("", translation) if timed else translation
            ):
                return dropped, []
        return _per_large_unsaid(english, translation), []
    expected = rates(english)
    return (
        # (each unit once: a translation may say it on each figure, 26.5 トークン/秒から
        # 32.74 トークン/秒 for "from 26.5 to 32.74 tokens per second")
        [f"per {unit}" for unit in sorted(set(expected) - set(said))],
        [f"per {unit}" for unit in sorted(set(said) - set(expected))],
    )


def _per_large_unsaid(english: str, translation: str) -> list[str]:
    """ "per million tokens" where the translation writes no million (トークンあたり: per
    token, a price a million times lower)."""
    if "per " not in english:
        return []
    said = _PER_LARGE.findall(english.lower())
    return [f"per {word}" for word in said if not _LARGE_WRITTEN[word].search(translation)]


_PER_LARGE = re.compile(r"\bper (thousand|million|billion)\b")
_LARGE_WRITTEN = {
    "thousand": re.compile(r"(?i)千|천|thousand|1,?000|\dk\b|\dK\b"),
    "million": re.compile(r"(?i)万|萬|만|million|1,?000,?000|\dM\b"),
    "billion": re.compile(r"(?i)億|亿|억|billion|1,?000,?000,?000|\dB\b"),
}


def _per_word(found: str) -> str:
    """A rate as the English says it, "per" and its unit (per second for /s, hourly)."""
    unit = found.removeprefix("/").removeprefix("per").strip(" -").rpartition(" ")[2]
    unit = _RATE_UNIT.get(
        unit, unit.removesuffix("ly").replace("dai", "day").replace("annual", "year")
    )
    return f"per {unit}"


# The same number written another way: its digits grouped (1,000) or not, an ISO date as
# year, month and day, a version with its "v".
_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+(?![.,\d])")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def ungrouped(tokens: list[str]) -> Counter[str]:
    """``tokens`` with grouped digits (10,000) and a number with a letter that multiplies it
    (1M, 100k, 7B) as plain digits (10000, 1000000), to compare readings."""
    return Counter(map(_plain, tokens))


def _plain(token: str) -> str:
    if _GROUPED.match(token):
        return token.replace(",", "")
    suffixed = _SUFFIXED.fullmatch(token)
    if suffixed is None:
        return token
    value = Fraction(suffixed.group(1)) * _SUFFIXES[suffixed.group(2)]
    return str(value.numerator) if value.denominator == 1 else token


# A letter that multiplies its number: 100k, 1M tokens, a 7B model, a 1.6T model (1.6兆).
# (Not K: a 128K context is 131,072 tokens as often as 128,000.)
_SUFFIXED = re.compile(r"(\d+(?:\.\d+)?)([kMBT])")
_SUFFIXES = {"k": 10**3, "M": 10**6, "B": 10**9, "T": 10**12}


def written_otherwise(
    missing: Counter[str],
    expected: Counter[str],
    found: Counter[str],
    english: str,
    translation: str,
    myriads: bool,
) -> Counter[str]:
    """``missing`` without the numbers the translation writes another way, each taken
    from ``found`` once: digits grouped or not (131,072 as 131072), any number as myriads
    make it (3万 is 30000 for 30,000), an ISO date
    as year, month and day (2024年5月1日), a version as v0.15 where the English says
    "version 0.15" or "release 0.15", a letter that multiplies as myriads (1M as 100万,
    7B as 70億), a product the other way round (4×200 Gbps as 200 Gbps×4), a
    quarter as its number (Q3 as 第3四半期)."""
    for token in list(missing.elements()):
        forms: tuple[str, ...] = ()
        # (digits with or without their group commas are one number: 131,072 as 131072)
        plain = _PLAIN.fullmatch(token)
        if _GROUPED.match(token):
            forms = (token.replace(",", ""),)
        elif myriads and _SUFFIXED.fullmatch(token):
            forms = (_plain(token),)  # 1M as 100万
        elif product := _PRODUCT.fullmatch(token):
            forms = (_turned_product(product),)  # 4×200 Gbps as 200 Gbps×4
        elif token in _QUARTERS and any(word in translation for word in _QUARTER_WORDS):
            forms = (token[1],)  # Q3 as 第3四半期
        elif plain:
            forms = (f"{int(plain.group(1)):,}{plain.group(2)}",)
        elif _ISO_DATE.fullmatch(token):
            year, month, day = token.split("-")
            forms = (year, str(int(month)), str(int(day)))
        elif _NUMBER.fullmatch(token) and _VERSION_WORD.search(english):
            forms = (("V" if found["V" + token] > expected["V" + token] else "v") + token,)
        if forms and all(found[form] > expected[form] for form in forms):
            for form in forms:
                found[form] -= 1
            missing[token] -= 1
    return +missing


# A product of a count and a measure, which a translation may write the other way round
# (4×200 Gbps as 200 Gbps×4): the same product, its factors kept.
_PRODUCT = re.compile(r"(\d+)x(\d+(?:\.\d+)?[A-Za-z/]+)|(\d+(?:\.\d+)?[A-Za-z/]+)x(\d+)")


def _turned_product(product: re.Match[str]) -> str:
    count, measure, measure_first, count_last = product.groups()
    return f"{measure}x{count}" if count else f"{count_last}x{measure_first}"


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_QUARTERS = frozenset(("Q1", "Q2", "Q3", "Q4"))
_QUARTER_WORDS = ("四半期", "季度", "季", "분기")
_PLAIN = re.compile(r"(\d{4,})([A-Za-z%‰]*)")
_VERSION_WORD = re.compile(r"\b(?:[Vv]ersion|[Rr]elease)[ \u00a0]\d")
