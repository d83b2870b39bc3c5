"""Words of a time that no figure shows: the part of a year (spring, the first half, Q3,
early), a fiscal year (年度), a year named from now (last year, 来年) and a time before or
after now (two weeks ago, 兩週後). "Released in spring 2026" as 2026年秋にリリース keeps
every number and moves the release half a year; "merged two weeks ago" as 兩週後合併 says
it is still to come.

The translation's part of a year is read after a year (2026年秋, 2026년 하반기, 2026 年第三季,
来年春, 올가을) and must be the English's part in other words; a part of another kind need
only overlap its months (early 2025 may be 2025年前半, not 2025年秋), and a season, half or
quarter where the English names no part is added. The thirds of a year against each other
(early as 年末) and one the English does not name are ``extreme_words``' to read; a bound on
a date (by, since) ``time_bounds``'; a figure's 後 after digits (2週間後 for "2 weeks ago")
``number_bounds``'; a year, month or week named from now ``relative_times``'.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from comparekit.catalogs.relative_times import (
    KOREAN_END,
    turned_relative_time,
    turned_time_from_now,
)

SEASON, HALF, QUARTER, THIRD, LOOSE, MONTH = "season", "half", "quarter", "third", "loose", "month"


@dataclass(frozen=True)
class YearPart:
    """A part of a year as a text names it: its kind, its name and the months it covers."""

    kind: str
    name: str
    months: frozenset[int]
    word: str


def _months(first: int, last: int) -> frozenset[int]:
    """The months from ``first`` to ``last``, across the new year (winter: 12 to 2)."""
    return frozenset((first - 1 + step) % 12 + 1 for step in range((last - first) % 12 + 1))


# Each part's months. The thirds are narrow (early 2026 may be 2026年春 or 上半期, not
# 第2四半期); "later this year" is loose, any month after the spring.
_PARTS = {
    (SEASON, "spring"): _months(3, 5),
    (SEASON, "summer"): _months(6, 8),
    (SEASON, "autumn"): _months(9, 11),
    (SEASON, "winter"): _months(12, 2),
    (HALF, "first half"): _months(1, 6),
    (HALF, "second half"): _months(7, 12),
    **{(QUARTER, f"Q{n}"): _months(3 * n - 2, 3 * n) for n in range(1, 5)},
    (THIRD, "start"): _months(1, 3),
    (THIRD, "middle"): _months(6, 7),
    (THIRD, "end"): _months(10, 12),
    (LOOSE, "earlier"): _months(1, 8),
    (LOOSE, "later"): _months(5, 12),
}

# The English's parts, each beside a year (a season, Q3 or H1 alone may be something else:
# the Spring framework, a Q4 quantisation, a heading).
_YEAR = r"(?:(?:the |this |next |last |that )?(?:fiscal |calendar )?year\b|(?:fy ?)?\d{4}\b)"
_ENGLISH_PARTS = (
    (SEASON, re.compile(rf"\b(spring|summer|autumn|fall|winter)(?=,? (?:of )?{_YEAR})")),
    (
        SEASON,
        re.compile(r"(?:\b\d{4}|\bthis|\bnext|\blast)[ -](spring|summer|autumn|fall|winter)\b"),
    ),
    (HALF, re.compile(rf"\b(first|1st|front|second|2nd|latter|back)[ -]half of {_YEAR}")),
    (HALF, re.compile(rf"\bh([12])\b(?=[ ,']*(?:of )?{_YEAR})|\b\d{{4}}[ -]h([12])\b")),
    (HALF, re.compile(rf"\b([12])h[ ']?(?={_YEAR})")),
    (HALF, re.compile(rf"\b(first|last|final) six months of {_YEAR}")),
    (QUARTER, re.compile(rf"\bq([1-4])\b(?=[ ,']*(?:of )?{_YEAR})|\b\d{{4}}[ -]q([1-4])\b")),
    (
        QUARTER,
        re.compile(
            r"\b(first|1st|second|2nd|third|3rd|fourth|4th) quarter\b"
            rf"(?=,? (?:of )?{_YEAR}|[.,;:)]|$)"
        ),
    ),
    (QUARTER, re.compile(rf"\b(first|last|final) three months of {_YEAR}")),
    (THIRD, re.compile(rf"\b(early|mid|late)[ -](?={_YEAR})|\byear[ -](end)\b")),
    (THIRD, re.compile(rf"\b(?:the )?(start|beginning|middle|end) of (?={_YEAR})")),
    (
        LOOSE,
        re.compile(
            r"\b(earlier|later) (?:this|next|last|that) year\b|\b(earlier|later) in \d{4}\b"
        ),
    ),
)
_ENGLISH_NAME = {
    **{"spring": "spring", "summer": "summer", "autumn": "autumn", "fall": "autumn"},
    **{"winter": "winter", "early": "start", "start": "start", "beginning": "start"},
    **{"mid": "middle", "middle": "middle", "late": "end", "end": "end"},
    **{"earlier": "earlier", "later": "later"},
    **dict.fromkeys(("first", "1st", "front", "1"), "first half"),
    **dict.fromkeys(("second", "2nd", "latter", "back", "2", "last", "final"), "second half"),
}
_QUARTER_NAME = {
    **dict.fromkeys(("first", "1st", "1"), "Q1"),
    **dict.fromkeys(("second", "2nd", "2"), "Q2"),
    **dict.fromkeys(("third", "3rd", "3"), "Q3"),
    **dict.fromkeys(("fourth", "4th", "4", "last", "final"), "Q4"),
}
# A month the English dates (April 2026, 12 September 2026): a part of the year too.
_MONTH_NUMBER = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_ENGLISH_MONTH = re.compile(
    r"\b(" + "|".join(sorted(_MONTH_NUMBER, key=len, reverse=True)) + r")\b\.?(?= (?:\d|of \d))"
)

# The translation's parts, after a year (2026年, 2026 年度, 来年, 2026년, 올해, 明年) or
# glued to a word of this, next or last (今秋, 来春, 올가을).
_TRANSLATION_YEAR = (
    r"(?:(?<![\d.])\d{4}[ \u00a0]?(?:年度?|년도?)|(?<!将)(?:今|来|來|昨|去|明|本|翌)年度?"
    r"|올해|(?<![가-힣])올(?=[ \u00a0])|내년|작년|지난[ \u00a0]?해|금년)"
    r"[ \u00a0]?(?:の|的|의)?[ \u00a0]?"
)
_TRANSLATION_WORDS = {
    "spring": ("春季", "春天", "春", "봄"),
    "summer": ("夏季", "夏天", "夏", "여름"),
    "autumn": ("秋季", "秋天", "秋", "가을"),
    "winter": ("冬季", "冬天", "冬", "겨울"),
    "first half": (
        "上半期",
        "上期",
        "前半期",
        "前半",
        "上半年",
        "前半年",
        "상반기",
        "전반기",
        "전반",
    ),
    "second half": (
        "下半期",
        "下期",
        "後半期",
        "後半",
        "下半年",
        "後半年",
        "하반기",
        "후반기",
        "후반",
    ),
    # (the thirds as ``extreme_words`` reads them, here only against another kind)
    "start": ("初め", "初頭", "年初", "初", "초반", "초"),
    "middle": ("半ば", "中頃", "中ごろ", "年中期", "중반"),
    "end": ("年末", "年底", "末", "底", "終わり", "말경", "말"),
}
# What may not follow a word for it to be the part: 2025年初の (the first of 2025), 初めて,
# 末尾; 2026년 초과 (over), 말하다.
_WORD_GUARD = {"初": "(?![のめ日回版代期])", "末": "(?!尾)", "초": KOREAN_END, "말": KOREAN_END}
_KIND_OF = {name: kind for (kind, name) in _PARTS}
_NAME_OF_WORD = {word: name for name, words in _TRANSLATION_WORDS.items() for word in words}
_QUARTER_DIGIT = {"1": 1, "2": 2, "3": 3, "4": 4, "一": 1, "二": 2, "三": 3, "四": 4}
_TRANSLATION_PART = re.compile(
    rf"{_TRANSLATION_YEAR}(?:(?P<part>"
    + "|".join(
        f"{word}{_WORD_GUARD.get(word, '')}"
        for word in sorted(_NAME_OF_WORD, key=len, reverse=True)
    )
    # (a quarter: 第3四半期, 3분기, 제3분기, 第三季, 三季度; not 四季, the four seasons)
    + r")|(?P<quarter_word>第[ \u00a0]?(?P<quarter>[1-4一二三四])[ \u00a0]?(?:四半期|季度?)"
    r"|(?P<bare_quarter>[1-4一二三四])[ \u00a0]?(?:四半期|季度)"
    r"|제?[ \u00a0]?(?P<ko_quarter>[1-4])[ \u00a0]?분기|Q(?P<latin_quarter>[1-4])\b))"
    # (this, next or last spring as one word: 今秋, 来春, 明春, 올가을)
    r"|(?<![\u4e00-\u9fff])[今来來昨去明](?P<season>[春夏秋冬])"
    r"|올(?P<ko_season>봄|여름|가을|겨울)"
)
# (a year a part may follow, or a season glued to this, next or last: most strings have none)
_MAY_NAME_A_PART = re.compile(
    r"\d[ \u00a0]?[年년]|[今来來昨去明本翌][年春夏秋冬]|올[ \u00a0]?[해봄여가겨상하초말]|내년|작년"
    r"|지난[ \u00a0]?해|금년"
)


def changed_period(english: str, translation: str, locale: str = "") -> str:
    """What the translation says of a time that the English does not (a message), else ''.

    >>> changed_period("Released in spring 2026.", "2026年秋にリリース。")
    'part of the year changed: 秋 (autumn), where the English has spring'
    >>> changed_period("Released in 2026.", "2026年度にリリース。")
    'fiscal year the English does not say: 2026年度 (April 2026 to March 2027)'
    >>> changed_period("Released last year.", "来年リリース予定。")
    'year turned round: 来年 (next), where the English has last year'
    >>> changed_period("Merged two weeks ago.", "兩週後合併。")
    'time turned round: 兩週後 (later), where the English has ago'
    >>> changed_period("Released in early 2025.", "2025年初頭にリリース。")
    ''
    """
    return (
        changed_year_part(english, translation)
        or added_fiscal_year(english, translation, locale)
        or turned_relative_time(english, translation)
        or turned_time_from_now(english, translation)
    )


def changed_year_part(english: str, translation: str) -> str:
    """The translation's part of a year that is not the English's (a message), else ''.

    >>> changed_year_part("Expected in the first half of 2026.", "2026년 하반기 예정.")
    'part of the year changed: 하반기 (second half), where the English has first half of 2026'
    >>> changed_year_part("Released in 2026.", "2026 年春季發布。")
    'part of the year the English does not name: 春季 (spring)'
    >>> changed_year_part("Expected in early 2026.", "2026年前半の見込み。")
    ''
    """
    if not _MAY_NAME_A_PART.search(translation):
        return ""
    said = _english_parts(english)
    for part in _translation_parts(translation):
        if not said:
            if part.kind == THIRD:
                continue  # (2026 as 2026年末: ``extreme_words`` warns)
            return f"part of the year the English does not name: {part.word} ({part.name})"
        same_kind = [english_part for english_part in said if english_part.kind == part.kind]
        if part.kind == THIRD and same_kind:
            continue  # (early as 年末: ``extreme_words`` compares the thirds)
        if same_kind and all(english_part.name != part.name for english_part in same_kind):
            return _part_changed(part, same_kind[0])
        if not same_kind and not any(part.months & english_part.months for english_part in said):
            return _part_changed(part, said[0])
        if not same_kind and (vaguer := _month_made_vaguer(part, said, translation)):
            return vaguer
    return ""


def _month_made_vaguer(part: YearPart, said: tuple[YearPart, ...], translation: str) -> str:
    """A message where the English names a month (September 2026) and the translation only
    a season, half or quarter around it (2026年秋, 2026년 하반기, 第3四半期): the date is no
    longer given to the month. An English part of its own around the month (autumn, Q3)
    leaves the translation free to name either; a month the translation still names as
    often as the English does is kept."""
    around = [english_part for english_part in said if english_part.months & part.months]
    months = [english_part for english_part in around if english_part.kind == MONTH]
    if not months or len(months) != len(around):
        return ""
    for month in months:  # (each as many times as the English names it)
        number = next(iter(month.months))
        if len(_month_said(number).findall(translation)) < months.count(month):
            return (
                f"month made vaguer: {part.word} ({part.name}), where the English has {month.word}"
            )
    return ""


@functools.cache
def _month_said(month: int) -> re.Pattern[str]:
    return re.compile(rf"(?<![\d.]){month}[ \u00a0]?[月월]")


def _part_changed(part: YearPart, english_part: YearPart) -> str:
    said = f"{part.word} ({part.name})"
    return f"part of the year changed: {said}, where the English has {english_part.word}"


@functools.lru_cache(maxsize=4096)
def _english_parts(english: str) -> tuple[YearPart, ...]:
    """The parts of a year the English names, in its words (remembered per English string:
    each is checked once for each language)."""
    lowered = english.lower()
    if not _MAY_DATE_A_YEAR.search(lowered):
        return ()
    parts = []
    for kind, pattern in _ENGLISH_PARTS:
        for found in pattern.finditer(lowered):
            word = next(group for group in found.groups() if group)
            name = _QUARTER_NAME[word] if kind == QUARTER else _ENGLISH_NAME[word]
            parts.append(YearPart(kind, name, _PARTS[kind, name], found.group().strip(" -")))
    for found in _ENGLISH_MONTH.finditer(lowered):
        month = _MONTH_NUMBER[found.group(1)]
        if found.group(1) != "may" or english[found.start()] == "M":  # (not "may 2 GPUs")
            parts.append(YearPart(MONTH, found.group(1), frozenset({month}), found.group(1)))
    return tuple(parts)


_MAY_DATE_A_YEAR = re.compile(r"\d{4}|year|quarter|spring|summer|autumn|fall|winter")


def _translation_parts(translation: str) -> list[YearPart]:
    """The parts of a year the translation names after a year or in a word of its own."""
    parts = []
    for found in _TRANSLATION_PART.finditer(translation):
        quarter = (
            found.group("quarter")
            or found.group("bare_quarter")
            or found.group("ko_quarter")
            or found.group("latin_quarter")
        )
        season = found.group("season") or found.group("ko_season")
        if quarter:
            name, word = f"Q{_QUARTER_DIGIT[quarter]}", found.group("quarter_word")
        elif season:
            name, word = _NAME_OF_WORD[season], found.group()
        else:
            name, word = _NAME_OF_WORD[found.group("part")], found.group("part")
        parts.append(YearPart(_KIND_OF[name], name, _PARTS[_KIND_OF[name], name], word))
    return parts


# A Japanese fiscal year (2026年度: April 2026 to March 2027), where the English says no
# fiscal year. Korean 2026년도 and Chinese 2026 年度 are the year itself.
_FISCAL_YEAR = re.compile(r"(?<![\d.])(\d{4})[ \u00a0]?年度")
_ENGLISH_FISCAL = re.compile(r"(?i)\bfiscal\b|\bfy|\bfinancial year\b")
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")


def added_fiscal_year(english: str, translation: str, locale: str = "") -> str:
    """A Japanese fiscal year (2026年度) where the English says a plain year (a message),
    else ''. Japanese by its locale, or where none is given, by its kana.

    >>> added_fiscal_year("Released in fiscal 2026.", "2026年度にリリース。")
    ''
    """
    if "年度" not in translation or _ENGLISH_FISCAL.search(english):
        return ""
    if not (locale.startswith("ja") or (not locale and _KANA.search(translation))):
        return ""
    found = _FISCAL_YEAR.search(translation)
    if found is None:
        return ""
    year = int(found.group(1))
    return (
        f"fiscal year the English does not say: {found.group()} (April {year} to March {year + 1})"
    )
