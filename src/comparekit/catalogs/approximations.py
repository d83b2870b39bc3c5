"""A number said as approximate: "about 340 GB" as 約 340 GB, 340 GB 가량, 75% 左右. An
"about" dropped or added turns an exact figure into a rough one or back: a warning, for a
translation may leave a rough figure's "about" to its context. Imports nothing of the
project.
"""

from __future__ import annotations

import functools
import re

# A number said as approximate (about 340 GB, 約 340 GB, 340 GB 가량): "about" dropped or
# added changes an exact figure into a rough one or back.
# A number in words counts where it measures (about a minute as 1分ほど, about twice as fast
# as 約2倍速い, about three hours as 約3時間), not "about two things" (a topic, no figure).
_ENGLISH_ABOUT = re.compile(
    r"(?i)(?:\b(?:about|around|approximately|approx\.?|roughly|circa|ca\.)[ \u00a0]?|~)"
    r"(?:[$€£¥]?\d|(?:twice|thrice|half|double|triple)\b"
    r"|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|a few)[ -](?:(?:second|minute|hour|day|week|month|year|dozen"
    r"|hundred|thousand|million|billion|third|quarter|fifth|tenth|time|percent)s?\b|x\b))"
)
# (約 of 契約, 要約, 制約, 紐約 says nothing of a number; 約為, 約從 ... 1.5 say "about"; 將近
# 200 says "nearly", a bound of ``number_bounds``, not "about".) The words are looked for
# first and the number next to them after: most translations have none.
_ABOUT = re.compile(
    r"(?P<before>約莫|大約|大约|大概"
    r"|[約约](?<![契制節节要予規规条條集婚公紐纽][約约])(?![束定])"
    r"|およそ|약(?<![가-힣]약)(?![가-힣])|대략|≈|≒)"
    r"|(?P<after>前後|左右|程度|ほど|くらい|ぐらい|가량|정도|안팎|내외|전후|頃|ごろ|見当|무렵"
    r"|(?<=[일월년시분개])경|上下(?![文游限層层級级兩两]))"  # (9月12日頃, 12일경, 75% 上下)
)
# A number in words beside the word, where the English says "about" before one (about half
# as 約半数, 약 절반, 一半左右; about a minute as 一分鐘左右): read only to keep the English's
# "about", for 大概 also says "probably" (大概是一個好主意).
_NUMBER_WORD = "[半반一二兩两三四五六七八九十]"
_NUMBER_WORD_SOON = re.compile(rf"[^\d、，。；：]{{0,10}}?(?:[$€£¥]?\d|{_NUMBER_WORD})")
_NUMBER_WORD_JUST_BEFORE = re.compile(rf"(?:\d|{_NUMBER_WORD})[^\s\d、，。]{{0,4}}?[ \u00a0]?\Z")
# 近 alone before a number (近 75%) is "nearly": a rough figure, as "about" is, where the
# English says neither "nearly" (which it keeps) nor a bound (which ``number_bounds`` reads).
# (not 近 3 年, 近 6 個月: "the past 3 years", "the last 6 months")
_NEAR_ALONE = re.compile(
    r"(?<![最附接將将幾几逼親亲靠鄰邻])近[ \u00a0]?\d+"
    r"(?![\d.,]|[ \u00a0]?(?:年|個月|个月|週|周|天|季))"
)
_ENGLISH_NEARLY = re.compile(r"(?i)\b(?:nearly|almost|close to|approaching)\b")
_NUMBER_SOON = re.compile(r"[^\d、，。；：]{0,10}?[$€£¥]?\d")
# (a Han counter or a Latin unit may stand spaced after the number, 32 張左右, 340 GB ほど;
# a particle, 950 も見当たらない, ends the figure)
_NUMBER_JUST_BEFORE = re.compile(
    r"\d(?:[ \u00a0](?:[\u3400-\u9fff]|[A-Za-z/%]{1,5}(?![A-Za-z/%])))?"
    r"[^\s\d、，。]{0,4}?[ \u00a0]?\Z"
)


def approximation_changed(english: str, translation: str) -> str:
    """'dropped' where the English says a number is approximate (about 340 GB) and the
    translation says of none that it is, 'added' the other way round (75% as 75% 前後,
    9月12日頃, 75% 정도, 75% 左右); else ''.

    >>> approximation_changed("about 340 GB", "340 GB"), approximation_changed("75%", "약 75%")
    ('dropped', 'added')
    """
    said = _says_about(english)
    if not said and not _MAY_SAY_ABOUT.search(translation):
        return ""  # (one class: most translations have no word of "about" before a number)
    rough = _says_about_a_number(translation) or (
        "近" in translation
        and _NEAR_ALONE.search(translation) is not None
        and not _ENGLISH_NEARLY.search(english)
    )
    if said and not rough:  # (about half as 約半数, 대략 절반, 一半左右: a number in words)
        rough = _says_about_a_number(translation, _NUMBER_WORD_SOON, _NUMBER_WORD_JUST_BEFORE)
    if said == rough:
        return ""
    return "dropped" if said else "added"


# The first characters of the words of "about": most translations have none.
_MAY_SAY_ABOUT = re.compile("[約约약대≈≒前左程ほくぐ가정안내頃ご見무경上近]|およそ")


def _says_about_a_number(
    translation: str,
    soon: re.Pattern[str] = _NUMBER_SOON,
    just_before: re.Pattern[str] = _NUMBER_JUST_BEFORE,
) -> bool:
    """Whether a word of the translation says a number next to it (as ``soon`` after it
    and ``just_before`` it read one) is approximate."""
    for word in _ABOUT.finditer(translation):
        if word.group("before") is not None:
            if soon.match(translation, word.end()):
                return True
        elif just_before.search(translation, max(0, word.start() - 12), word.start()):
            return True
    return False


# The English's numbers in digits said to be rough (about 340 GB, ~200).
_ENGLISH_ROUGH_NUMBER = re.compile(
    r"(?:\b(?:about|around|approximately|approx\.?|roughly|circa)[ \u00a0]?|~)[$€£¥]?"
    r"(\d+(?:[.,]\d+)*)(?![.,]?\d)"
)


@functools.lru_cache(maxsize=4096)
def rough_numbers(english: str) -> frozenset[str]:
    """The digits of each number the English says is rough: "nearly" is not "about", and
    ``number_bounds`` tells them apart (about 340 GB as 將近 340 GB).

    >>> sorted(rough_numbers("About 340 GB, ~1,200 files and nearly 20 nodes."))
    ['1200', '340']
    """
    return frozenset(
        found.group(1).replace(",", "") for found in _ENGLISH_ROUGH_NUMBER.finditer(english.lower())
    )


@functools.lru_cache(maxsize=4096)
def _says_about(english: str) -> bool:
    return _ENGLISH_ABOUT.search(english) is not None
