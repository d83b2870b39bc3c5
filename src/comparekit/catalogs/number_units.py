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
SIZE_PER_SECOND = re.compile(
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
