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
_ENGLISH_ABOUT = re.compile(
    r"(?i)(?:\b(?:about|around|approximately|approx\.?|roughly|circa|ca\.)[ \u00a0]?|~)"
    r"[$€£¥]?\d"
)
# (約 of 契約, 要約, 制約, 紐約 says nothing of a number; 約為, 約從 ... 1.5 say "about".) The
# words are looked for first and the number next to them after: most translations have none.
_ABOUT = re.compile(
    r"(?P<before>約莫|大約|大约|大概|近(?=[ \u00a0]?\d)"
    r"|[約约](?<![契制節节要予規规条條集婚公紐纽][約约])(?![束定])"
    r"|およそ|약(?<![가-힣]약)(?![가-힣])|대략|≈|≒)"
    r"|(?P<after>前後|左右|程度|ほど|くらい|ぐらい|가량|정도|안팎|내외|전후|頃|ごろ|見当|무렵"
    r"|(?<=[일월년시분개])경|上下(?![文游限層层級级兩两]))"  # (9月12日頃, 12일경, 75% 上下)
)
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
    if said == _says_about_a_number(translation):
        return ""
    return "dropped" if said else "added"


# The first characters of the words of "about": most translations have none.
_MAY_SAY_ABOUT = re.compile("[約约약대≈≒前左程ほくぐ가정안내頃ご見무경上近]|およそ")


def _says_about_a_number(translation: str) -> bool:
    """Whether a word of the translation says a number next to it is approximate."""
    for word in _ABOUT.finditer(translation):
        if word.group("before") is not None:
            if _NUMBER_SOON.match(translation, word.end()):
                return True
        elif _NUMBER_JUST_BEFORE.search(translation, max(0, word.start() - 12), word.start()):
            return True
    return False


@functools.lru_cache(maxsize=4096)
def _says_about(english: str) -> bool:
    return _ENGLISH_ABOUT.search(english) is not None
