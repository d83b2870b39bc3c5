"""The weekday a translation writes beside a date: 2026年9月12日（金） keeps every number of
"September 12, 2026" and says the release came out on a Friday, where 12 September 2026 is
a Saturday. The calendar says which weekday a date is; a weekday that is not the date's
is an error, the right one is clean and is no numeral of its own (星期六 is no six).

A date is read with its year (2026年, 2026년, 民國115年, 令和8年, 2026-09-12) or, without
one, with the English's only year; the weekday right after it in brackets or in a word
(（土）, (토), 土曜日, 토요일, 星期六, 週六, (Sat)). Imports nothing of the project.
"""

from __future__ import annotations

import datetime
import re

_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# Each weekday's letters, Monday first: Japanese, Korean, Chinese, English.
_DAY_OF = {
    **{letter: day for day, letter in enumerate("月火水木金土日")},
    **{letter: day for day, letter in enumerate("월화수목금토일")},
    **{letter: day for day, letter in enumerate("一二三四五六日")},
    "天": 6,
    **{name[:3].lower(): day for day, name in enumerate(_NAMES)},
}

_SPACE = r"[ \u00a0]?"
_DATE = (
    rf"(?:(?P<minguo>民國|民国){_SPACE}(?P<minguo_year>\d{{1,3}})|(?P<reiwa>令和){_SPACE}"
    rf"(?P<reiwa_year>\d{{1,2}}|元)|(?P<year>\d{{4}})){_SPACE}[年년]{_SPACE}"
    rf"|(?<![\d.])(?P<iso_year>\d{{4}})[-/.](?=\d{{1,2}}[-/.]\d)"
)
_DATE_OF_MONTH = (
    rf"(?P<date>(?:{_DATE})?(?P<month>\d{{1,2}}){_SPACE}(?:[月월]{_SPACE}|[-/.])"
    rf"(?P<day>\d{{1,2}})(?!\d)(?:{_SPACE}[日일])?)"
)
_CHINESE_WEEK = r"(?:星期|週|周|禮拜|礼拜)"
_ENGLISH_DAY = r"(?i:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
# A weekday in brackets ((土), (토), (六), (Sat)), or a word of one (土曜日, 토요일, 星期六).
_WEEKDAY = re.compile(
    rf"{_DATE_OF_MONTH}{_SPACE}(?:[（(]{_SPACE}{_CHINESE_WEEK}?"
    rf"(?P<bracketed>[月火水木金土日월화수목금토일一二三四五六天]|{_ENGLISH_DAY})"
    rf"(?:曜日|曜|요일)?{_SPACE}[)）]"
    rf"|(?P<word>[月火水木金土日](?=曜)|[월화수목금토일](?=요일)|(?<=星期)[一二三四五六日天])"
    rf"(?:曜日|曜|요일)?|{_CHINESE_WEEK}(?P<chinese>[一二三四五六日天]))"
)
_ENGLISH_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def wrong_weekdays(english: str, translation: str) -> tuple[list[str], str]:
    """Each date of the translation with a weekday that is not its own (named with the
    date's weekday), and the translation with every weekday beside a date taken out, for
    the number readers: ``(wrong, translation)``.

    >>> wrong_weekdays("September 12, 2026", "2026年9月12日（金）")
    (['2026年9月12日（金） (12 September 2026 is a Saturday)'], '2026年9月12日')
    >>> wrong_weekdays("September 12, 2026", "2026年9月12日（土）")
    ([], '2026年9月12日')
    """
    if translation.isascii() or not _MAY_HAVE_WEEKDAY.search(translation):
        return [], translation
    wrong = []
    for found in _WEEKDAY.finditer(translation):
        date = _date_of(found, english)
        day = found.group("bracketed") or found.group("word") or found.group("chinese")
        said = _DAY_OF.get(day[:3].lower() if day.isascii() else day)
        if date is not None and said is not None and said != date.weekday():
            name = f"{date.day} {date:%B} {date.year} is a {_NAMES[date.weekday()]}"
            wrong.append(f"{found.group()} ({name})")
    return wrong, _WEEKDAY.sub(lambda found: found.group("date"), translation)


_MAY_HAVE_WEEKDAY = re.compile(r"[)）曜요星週周禮礼]")


def _date_of(found: re.Match[str], english: str) -> datetime.date | None:
    """The date ``found`` writes, its year from the translation or else the English's only
    year; None for no year or no such day (2026年2月30日)."""
    if found.group("minguo_year"):
        year = 1911 + int(found.group("minguo_year"))
    elif found.group("reiwa_year"):
        reiwa = found.group("reiwa_year")
        year = 2018 + (1 if reiwa == "元" else int(reiwa))
    elif found.group("year") or found.group("iso_year"):
        year = int(found.group("year") or found.group("iso_year"))
    else:
        years = set(_ENGLISH_YEAR.findall(english))
        if len(years) != 1:
            return None
        year = int(years.pop())
    try:
        return datetime.date(year, int(found.group("month")), int(found.group("day")))
    except ValueError:
        return None
