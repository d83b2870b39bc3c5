"""A year, a month or a week named from now (last year, 来年, 다음 주, 上個月) and a time before
or after now (two weeks ago, 兩週後): "released last year" as 来年リリース, or "merged two
weeks ago" as 兩週後合併, keeps every number and turns the time round. Read for
``period_words``, which reads the part of a year; and a span of time from now (in two
weeks, two weeks after) read as digits, for ``number_bounds``. Imports nothing of the project.
"""

from __future__ import annotations

import functools
import re

# (a Korean word ends before a space, a mark or a particle: 2026년 말에, 올해는, 지난주보다)
KOREAN_END = "(?=[ \u00a0에의까부는도와로가를,.)]|보다|$)"

# A year, a month or a week named from now: this, next or last (昨年, 내년, 下個月, 先週).
PAST, PRESENT, FUTURE = "last", "this", "next"
_ENGLISH_RELATIVE = re.compile(
    r"\b(?:(?P<last>last|previous|prior|past)|(?P<this>this|current)"
    r"|(?P<next>next|coming|following|upcoming)) (?:fiscal |calendar )?(?P<unit>year|month|week)\b"
    r"|\b(?P<ago>a (?P<ago_unit>year|month|week) ago)\b"
)


def _korean(words: str, noun: str) -> str:
    """Korean words of a period named from now (지난해, 다음 주), the noun ending the word:
    not 다음 해결책, 지난 주요 릴리스."""
    return f"(?:{words})[ \u00a0]?{noun}{KOREAN_END}"


# (周 not 上周期, a cycle; 来年 not 将来年, 以来年々)
_RELATIVE_WORDS = {
    ("year", PAST): (
        "昨年",
        "(?<![過过])去年",
        "前年(?!比|同期|度比)",
        "上一年",
        "작년",
        _korean("지난", "해"),
    ),
    ("year", PRESENT): (
        *("(?<!至)今年", "ことし", _korean("올", "해"), "금년"),
        "(?<![가-힣])올(?=[ \u00a0](?:상반기|하반기|봄|여름|가을|겨울|초|말))",  # (올 하반기)
    ),
    ("year", FUTURE): (
        *("(?<![将以])来年", "來年", "翌年", "明年", "次年", "下一年", "내년"),
        _korean("다음|이듬", "해"),
    ),
    ("month", PAST): ("先月", "上個月", "上个月", _korean("지난|저번", "달")),
    ("month", PRESENT): ("今月", "本月", "這個月", "这个月", _korean("이번", "달")),
    ("month", FUTURE): ("来月", "下個月", "下个月", "내달", _korean("다음", "달")),
    ("week", PAST): ("先週", "上週", "上周(?!期)", "上星期", _korean("지난|저번", "주")),
    ("week", PRESENT): ("今週", "本週", "本周(?!期)", "這週", "这周", _korean("이번", "주")),
    ("week", FUTURE): ("来週", "下週", "下周(?!期)", "下星期", _korean("다음", "주")),
}
_RELATIVE = re.compile(
    "|".join(
        f"(?P<{unit}_{when}>{'|'.join(words)})" for (unit, when), words in _RELATIVE_WORDS.items()
    )
)
_MAY_NAME_RELATIVE = re.compile(r"\b(?:year|month|week)\b")


def turned_relative_time(english: str, translation: str) -> str:
    """The translation's year, month or week named from now (来年: next year) that is none
    the English names so (last year), where the English names one (a message), else ''.

    >>> turned_relative_time("Released this year.", "작년에 출시되었습니다.")
    'year turned round: 작년 (last), where the English has this year'
    >>> turned_relative_time("Up 20% from last year.", "前年比20%増。")
    ''
    """
    said = _english_relative(english)
    if not said:
        return ""
    for found in _RELATIVE.finditer(translation):
        unit, when = (found.lastgroup or "_").split("_")
        if (unit, when) not in said:
            # (the English's word of the same unit, if any: last year for 来年)
            english_word = (
                said.get((unit, PAST))
                or said.get((unit, PRESENT))
                or said.get((unit, FUTURE), next(iter(said.values())))
            )
            said_instead = f"{found.group()} ({when})"
            return f"{unit} turned round: {said_instead}, where the English has {english_word}"
    return ""


@functools.lru_cache(maxsize=4096)
def _english_relative(english: str) -> dict[tuple[str, str], str]:
    """The years, months and weeks the English names from now, each with its words."""
    lowered = english.lower()
    if not _MAY_NAME_RELATIVE.search(lowered):
        return {}
    said = {}
    for found in _ENGLISH_RELATIVE.finditer(lowered):
        if found.group("ago"):
            said[found.group("ago_unit"), PAST] = found.group()
            continue
        when = PAST if found.group("last") else PRESENT if found.group("this") else FUTURE
        said[found.group("unit"), when] = found.group()
    return said


# A time before or after now: "two weeks ago" (2週間前, 2주 전, 兩週前) against "in two
# weeks", "two weeks later" (2週間後, あと2週間, 2주 후, 2주 뒤, 兩週後). Not a date's 前
# (7月24日前: ``time_bounds``) nor a year's (2026年前), nor 前半, 後半, 前倒し, 後悔.
_ENGLISH_COUNT = (
    r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a few|few|several|a couple(?: of)?|couple of|some|many)"
)
_ENGLISH_SPAN = (
    rf"{_ENGLISH_COUNT}[ -](?:second|sec|minute|min|hour|hr|day|week|fortnight|month|quarter"
    r"|year)s?"
)
_ENGLISH_AGO = re.compile(rf"\bago\b|\b{_ENGLISH_SPAN} (?:earlier|before|prior)\b")
_ENGLISH_LATER = re.compile(
    rf"\b{_ENGLISH_SPAN}(?:'s time)? (?:later|after|afterwards?|from now|hence)\b"
    rf"|\b(?:in|after) {_ENGLISH_SPAN}\b(?! ago)"
)
# A count: digits (not a date's 24 of 7月24日, nor a year's 2026), a Han count (not
# 上半年's 半, 第一) or a Korean one, before its unit.
_COUNT = (
    r"(?:(?<![\d.年月년월])\d{1,3}(?:\.\d+)?(?![\d.])[ \u00a0]?"
    r"|(?<![上下前後后第今本每這这同])[一二兩两三四五六七八九十数數几幾半]+"
    r"|(?<![가-힣])(?:몇|수|한|두|세|네|다섯|여섯|열)[ \u00a0]?)"
)
# (分 and 분 after digits only: 十分 is "enough", 두 분 "two people")
_UNIT = (
    r"(?:秒鐘?|(?<=\d)分|(?<=\d )分|分鐘|分钟|時間|小時|小时|日|天|週間|週|周|星期"
    r"|[かヶカケヵ箇]月間?|[個个]月|年間?|초|(?<=\d)분|(?<=\d )분|시간|일|주일?|개월|달|년|해)"
)
_SPAN = rf"(?:{_COUNT}{_UNIT}|(?<![가-힣])(?:하루|이틀|사흘|나흘))"
_KOREAN_AFTER = r"(?=[에의 \u00a0,.]|부터|까지|$)"
_TRANSLATION_AGO = re.compile(
    rf"{_SPAN}[ \u00a0]?(?:以前|之前|前(?![倒半期後后面者提進线線日])|이전|전{_KOREAN_AFTER})"
)
_TRANSLATION_LATER = re.compile(
    rf"{_SPAN}[ \u00a0]?(?:以後|以后|之後|之后|[後后](?![半期悔者続續継继方部輩])|経って|経過後"
    rf"|[후뒤]{_KOREAN_AFTER}|(?:가[ \u00a0]?)?지나)"
    rf"|(?:あと|再過|再过)[ \u00a0]?{_SPAN}"
)
# (the English names a span of time: most strings do not)
_MAY_NAME_A_SPAN = re.compile(
    r"\bago\b|(?:second|sec|min|minute|hour|hr|day|week|fortnight|month|quarter|year)s?\b"
)


def turned_time_from_now(english: str, translation: str) -> str:
    """The translation's time after now (兩週後: in two weeks) where the English says only
    a time before it (two weeks ago), or the other way round (a message), else ''.

    >>> turned_time_from_now("The fix ships in three months.", "수정은 세 달 전에 배포되었습니다.")
    'time turned round: 세 달 전 (earlier), where the English has in three months'
    >>> turned_time_from_now("Merged two weeks ago.", "2주 전에 병합되었습니다.")
    ''
    """
    before, after = _english_from_now(english)
    if before and not after and (found := _TRANSLATION_LATER.search(translation)):
        return f"time turned round: {found.group()} (later), where the English has {before}"
    if after and not before and (found := _TRANSLATION_AGO.search(translation)):
        return f"time turned round: {found.group()} (earlier), where the English has {after}"
    return ""


@functools.lru_cache(maxsize=4096)
def _english_from_now(english: str) -> tuple[str, str]:
    """The English's words of a time before now (two weeks ago) and after it (in two
    weeks), each '' where it has none."""
    lowered = english.lower()
    if not _MAY_NAME_A_SPAN.search(lowered):
        return "", ""
    before, after = _ENGLISH_AGO.search(lowered), _ENGLISH_LATER.search(lowered)
    return (before.group() if before else ""), (after.group() if after else "")


# A span of time from now or from an event: "two weeks after the release" is 2 weeks later,
# as 2週間後, 2주 뒤에, 兩週後 say it; "in two weeks" either later or within (a fix ships in
# two weeks, 2週間後; it answers in a second, 1秒以内), a bound the translation may say or
# not. A count in words is read as its digits.
MAY_SAY_TIME_FROM_NOW = re.compile(
    r"(?:second|minute|hour|day|week|month|year)s? (?:after|later)|\bin "
)
_WORDED = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_WORDED.update({"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12})
_TIME_UNIT = r"(?P<unit>(?:second|minute|hour|day|week|month|year)s?)\b"
_IN_TIME = re.compile(
    rf"\bin (?P<count>\d+(?:\.\d+)?|{'|'.join(_WORDED)}) {_TIME_UNIT}(?! (?:ago|before|earlier))"
)
_TIME_AFTER = re.compile(rf"\b(?P<count>{'|'.join(_WORDED)}) {_TIME_UNIT}(?= after\b)")


def times_from_now(lowered: str) -> tuple[str, list[str]]:
    """``lowered`` with a count in words before a unit of time and "after" as digits and
    "later" ("two weeks after" as "2 weeks later"), and the numbers said "in" a span of
    time ("in two weeks": 2)."""

    def count(match: re.Match[str]) -> str:
        said = match.group("count")
        return str(_WORDED.get(said, said))

    spans = [count(span) for span in _IN_TIME.finditer(lowered)]
    lowered = _IN_TIME.sub(lambda span: f"in {count(span)} {span.group('unit')}", lowered)
    lowered = _TIME_AFTER.sub(lambda span: f"{count(span)} {span.group('unit')}", lowered)
    return re.sub(rf"(\d {_TIME_UNIT}) after\b", r"\1 later", lowered), spans
