"""A vague duration said in another unit: "several copies are months older" as 数週間古い,
몇 주, 數週 ("weeks"), "for years" as 数か月. A duration with no number has no figure to
compare, so the number check never saw its unit (attack 24).

The English's durations are its units of time said in the plural with no number before
them (months older, for weeks, a few days, several hours); the translation's, its vague
counts of a unit of time (数週間, 数か月, 몇 달, 며칠, 數個月, 幾天). Where both say some and
the translation says a unit the English does not, the duration is another one.
"""

from __future__ import annotations

import re

# The English's plural units of time, bare or after a vague word (not after a number, which
# the number check reads: "3 months").
_ENGLISH = re.compile(
    r"(?i)(?<![\d,.])(?<!\d )(?<![\d,.]-)\b(seconds|minutes|hours|days|weeks|months|years)\b"
)
_NUMBER_WORD_BEFORE = re.compile(
    r"(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)[ -]$"
)
_ENGLISH_UNIT = {
    "seconds": "second",
    "minutes": "minute",
    "hours": "hour",
    "days": "day",
    "weeks": "week",
    "months": "month",
    "years": "year",
}
# A vague count of a unit of time: 数 (ja), 數 and 幾 (zh), 몇 and 수 (ko) before the unit,
# and the words that say "a few days" alone (며칠, 数日).
_TRANSLATED = re.compile(
    r"[数數幾几][ \u00a0]?(秒|分間|分鐘|分|時間|小時|個小時|日間|日|天|週間|週|個星期|星期"
    r"|か月|ヶ月|カ月|ヵ月|個月|年間|年)"
    r"|(?<![가-힣])(?:몇|수)[ \u00a0]?(초|분|시간|일|주|달|개월|년)(?![가-힣])"
    r"|(며칠)"
)
_UNIT_OF = {
    **dict.fromkeys(("秒", "초"), "second"),
    **dict.fromkeys(("分間", "分鐘", "分", "분"), "minute"),
    **dict.fromkeys(("時間", "小時", "個小時", "시간"), "hour"),
    **dict.fromkeys(("日間", "日", "天", "일", "며칠"), "day"),
    **dict.fromkeys(("週間", "週", "個星期", "星期", "주"), "week"),
    **dict.fromkeys(("か月", "ヶ月", "カ月", "ヵ月", "個月", "달", "개월"), "month"),
    **dict.fromkeys(("年間", "年", "년"), "year"),
}
_MAY_HOLD = re.compile("[数數幾几몇수며]")


def duration_changed(english: str, translation: str) -> str:
    """The English's vague durations and the translation's unit in their place, where the
    translation counts a vague amount of a unit of time the English does not say ("months
    older" as 数週間古い); else ''.

    >>> duration_changed("Copies are months older.", "コピーは数週間古い。")
    'months (the translation says weeks)'
    >>> duration_changed("Copies are months older.", "コピーは数か月古い。")
    ''
    """
    if not _MAY_HOLD.search(translation):
        return ""
    said = {
        _ENGLISH_UNIT[unit.group(1).lower()]
        for unit in _ENGLISH.finditer(english)
        if not _NUMBER_WORD_BEFORE.search(english, 0, unit.start())
    }
    if not said:
        return ""
    written = {
        _UNIT_OF[next(unit for unit in match.groups() if unit)]
        for match in _TRANSLATED.finditer(translation)
    }
    other = sorted(written - said)
    if not other:
        return ""
    english_words = ", ".join(f"{unit}s" for unit in sorted(said))
    return f"{english_words} (the translation says {', '.join(f'{unit}s' for unit in other)})"
