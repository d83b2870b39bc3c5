"""Rates: the unit of time a text counts something per (per hour, hourly, 毎分, 時間あたり,
초당, 每小時, 1日2回, 年20ドル), each as one English spelling, and the changes a translation
makes to the English's: a rate per another unit, one left out, one said in words in a text
with no number (daily as 毎週, per second as 分単位). Imports only ``number_units``, for
the size per second that is a unit's, not a rate (87 GB/s).
"""

from __future__ import annotations

import re
from collections import Counter

from comparekit.catalogs.number_units import SIZE_PER_SECOND


def rates(text: str) -> Counter[str]:
    """The time units ``text`` counts a rate per (per hour, hourly, 毎分, 時間あたり, 초당,
    每小時), each as one English spelling: a price per hour is not a price per minute."""
    if not any(mark in text for mark in _RATE_MARKS):  # a substring test is a C loop
        return Counter()
    if "second" in text or "秒" in text or "초당" in text or "/" in text:
        # (a size per second, 毎秒 190 GB, 87 GB/s: its unit's, GBps, which the tokens compare)
        text = SIZE_PER_SECOND.sub(" ", text)
    return Counter(
        _RATE_UNIT[next(unit for unit in match if unit)] for match in _RATE.findall(text)
    )


def rate_ones(english: str) -> Counter[str]:
    """The 1 of each unit ``english`` counts a rate per, as its number token (per hour is
    1h): a translation says "per hour" as "per 1 hour" (1時間あたり)."""
    ones = Counter(_ONE_OF[unit] for unit in rates(english).elements() if unit in _ONE_OF)
    # (and 1일 2회, whose 1 stands alone: 일 is a day as often as it is "one" or "work")
    return ones + Counter({"1": ones.total()}) if ones else ones


# (a week and a month are units, 1週間 and 1か月 are 1wk and 1mo; a year is none, and 1年に,
# 1년에 write its 1 alone)
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
                map(_per_word, _PER.findall(SIZE_PER_SECOND.sub(" ", english).lower()))
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
