"""Ordinal and extreme words (first, last, latest, oldest, highest, lowest): a word that
names one end of a sequence or a scale, which no number shows. A translation that names
the other end (the first build as 마지막 빌드, 最末一個, 最新のビルド; a first-class target
as 最下級) says the opposite with every number kept.

Each word means one of four ends: the start of a sequence (first, oldest), its end (last,
latest), the top of a scale (highest, first-class) and its bottom (lowest). A translation's
word of one end where the English names the opposite end and none of this one, and the
translation none of the English's, is a changed ordinal. The part of a period a date names
(early, mid, late August) is read the same way; a change's direction is in ``directions``.
Imports nothing of the project.
"""

from __future__ import annotations

import functools
import re

START, END, TOP, BOTTOM = "start", "end", "top", "bottom"
OPPOSITE = {START: END, END: START, TOP: BOTTOM, BOTTOM: TOP}

# The English's words of each end, firm ones: "first" is the start of a sequence, and
# "first-class" the top of a scale as well.
_ENGLISH = {
    START: r"first|earliest|oldest|initial(?:ly)?",
    END: r"last(?:ly)?|final(?:ly)?|latest|newest|most recent",
    TOP: r"first-(?:class|tier|rate)|top|highest|best|maximum",
    BOTTOM: r"lowest|bottom|worst|minimum|least",
}
# Looser words that a translation may render with a word of an end, and so let it stand
# where the English also names the opposite end (current as 最新, new as 最新, most as 最大).
_LOOSE = {
    START: r"original(?:ly)?|begin\w*|start\w*|early",
    END: r"recent(?:ly)?|current(?:ly)?|end\w*|eventually|new|later",
    TOP: r"most|max|peak|upper|higher|high-end|up to",
    BOTTOM: r"min|lower|low-end|fewer",
}
_NAMES = {
    end: re.compile(rf"(?i)(?<![\w-])(?:{words})(?![\w-])") for end, words in _ENGLISH.items()
}
_ALLOWS = {
    end: re.compile(rf"(?i)(?<![\w-])(?:{_ENGLISH[end]}|{words})(?![\w-])")
    for end, words in _LOOSE.items()
}

# A translation's words of each end, in Japanese, Chinese and Korean, and the meaning a
# finding names it by. Whole words only: 末 alone is in 週末 (weekend), 首 in 首頁 (home
# page), 初 in 初期 (early), none an end of the English's sequence.
_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    START: {
        "first": (
            *("最初", "初回", "初めて", "初代", "初版", "首次", "首個", "首个", "首款", "首批"),
            *("首位", "第一個", "第一个", "第一次", "第一批", "第一版", "一番目", "첫", "처음"),
            "최초",
        ),
        "oldest": ("最早", "最古", "最舊", "最旧", "가장 오래된", "가장 이른"),
    },
    END: {
        "last": (
            *("最後", "最后", "最終", "最终", "最末", "末個", "末个", "末代", "末位", "末次"),
            *("末尾", "末一", "ラスト", "마지막", "최종", "최후", "맨 끝"),
        ),
        "latest": ("最新", "最近", "最晚", "最遅", "최신", "최근", "가장 늦은", "가장 새로운"),
    },
    TOP: {
        "highest": (
            *("最高", "最上", "最上級", "最上位", "一流", "第一級", "第一级", "一級", "一级"),
            *("頂級", "顶级", "最優", "最优"),
            *("トップ", "최고", "최상", "최상위", "일류"),
        ),
    },
    BOTTOM: {
        "lowest": (
            *("最低", "最下", "最下級", "最下位", "末流", "三流", "底層", "底层", "최저", "최하"),
            "최하위",
            # grade words below the first: B級 (B-grade), 格下 (a lower rank), 二流
            *("B級", "B级", "C級", "C级", "B급", "C급", "下級", "下级", "低級", "低级", "格下"),
            *("二流", "二線", "二线", "하급"),
        ),
    },
}
_MEANING = {
    word: meaning for words in _WORDS.values() for meaning, w in words.items() for word in w
}
# Longest first, so that 最下級 is named whole rather than as 最下.
_WORD_OF = {
    end: re.compile(
        "|".join(sorted((w for ws in words.values() for w in ws), key=len, reverse=True))
    )
    for end, words in _WORDS.items()
}


_FIRST_OF = {
    end: re.compile("[" + "".join(sorted({w[0] for ws in words.values() for w in ws})) + "]")
    for end, words in _WORDS.items()
}


def changed_ordinal(english: str, translation: str) -> tuple[str, str, str]:
    """The translation's word of one end (最末一個: last), its meaning, and the English's
    word of the opposite end (first), where the English names no end the translation's
    word names and the translation says none of the English's; else three empty strings.

    >>> changed_ordinal("the first build", "最末一個建置版本")
    ('最末', 'last', 'first')
    >>> changed_ordinal("a first-class target", "最下級の対象")
    ('最下級', 'lowest', 'first-class')
    >>> changed_ordinal("the first build", "첫 빌드"), changed_ordinal("the first", "最新")[0]
    (('', '', ''), '最新')
    """
    if translation.isascii():
        return "", "", ""
    named = _ends_named(english)
    if not named:
        return "", "", ""
    for end, english_word in named:
        other = OPPOSITE[end]
        if not _FIRST_OF[other].search(translation):
            continue  # (one character class: most translations hold no word of that end)
        found = _WORD_OF[other].search(translation)
        if found is None or _ALLOWS[other].search(english) or _WORD_OF[end].search(translation):
            continue
        return found.group(), _MEANING[found.group()], english_word
    return "", "", ""


@functools.lru_cache(maxsize=4096)
def _ends_named(english: str) -> tuple[tuple[str, str], ...]:
    """Each end the English names firmly and its first word there (remembered: each English
    string is checked once for each language)."""
    lowered = english.lower()
    if not any(word in lowered for word in _MAY_NAME_AN_END):
        return ()
    named = []
    for end, pattern in _NAMES.items():
        found = pattern.search(english)
        if found:
            named.append((end, found.group().lower()))
    return tuple(named)


# What the firm English words hold, for a quick first test: most strings name no end.
_MAY_NAME_AN_END = (
    *("first", "earliest", "oldest", "initial", "last", "final", "latest", "newest"),
    *("most recent", "top", "highest", "best", "maximum", "lowest", "bottom", "worst"),
    *("minimum", "least"),
)


# The parts of a period (early, mid, late August; 2026年初, 8월 말): which third of a month
# or a year a date names, which no number shows. The English's part is read before a month
# or a year, the translation's after 年, 月, 년 or 월 (上旬, 初, 中旬, 下旬, 末, 底, 초, 중순, 말).
MIDDLE = "middle"
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b"
)
_ENGLISH_PART = re.compile(
    r"(?i)\b(?:(?P<start>early|(?:the )?(?:start|beginning) of)|(?P<middle>mid|(?:the )?middle of)"
    rf"|(?P<end>late|(?:the )?end of))[ -](?:{_MONTH}|\d{{4}}\b)"
)
_PART_WORDS = {
    START: ("上旬", "初旬", "初め", "初頭", "初头", "初", "상순", "초순", "초반", "초"),
    MIDDLE: ("中旬", "半ば", "중순", "중반"),
    END: ("下旬", "末", "底", "終わり", "하순", "말경", "말", "후반"),
}
_PART_OF = {word: part for part, words in _PART_WORDS.items() for word in words}
_TRANSLATION_PART = re.compile(
    r"\d[ \u00a0]?[年月년월][ \u00a0]?("
    + "|".join(sorted(_PART_OF, key=len, reverse=True)).replace("초|", "초(?!과)|", 1)
    + ")"
)


def changed_period_part(english: str, translation: str) -> tuple[str, str]:
    """The translation's word for a part of a period (下旬: the end of a month) where the
    English names only other parts (early August), and the English's word; else two empty
    strings.

    >>> changed_period_part("by early August 2026", "2026年8月下旬までに")
    ('下旬', 'early')
    >>> changed_period_part("by early August 2026", "2026年8月上旬までに")
    ('', '')
    """
    named = _parts_named(english)
    if not named:
        return "", ""
    for found in _TRANSLATION_PART.finditer(translation):
        if _PART_OF[found.group(1)] not in named:
            return found.group(1), next(iter(named.values()))
    return "", ""


_ENGLISH_DATED = re.compile(rf"(?i)\b{_MONTH}|\b(?:19|20)\d\d\b")


def added_period_part(english: str, translation: str) -> str:
    """The translation's word for a part of a period (4月上旬, 4월 말, 4月底) where the
    English dates a month or a year and names no part of any; else ''.

    >>> added_period_part("in April 2026", "2026年4月上旬に")
    '上旬'
    >>> added_period_part("in April 2026", "2026年4月に")
    ''
    """
    if _parts_named(english) or not _ENGLISH_DATED.search(english):
        return ""
    found = _TRANSLATION_PART.search(translation)
    return found.group(1) if found else ""


@functools.lru_cache(maxsize=4096)
def _parts_named(english: str) -> dict[str, str]:
    """Each part of a period the English names and its word (remembered per string)."""
    lowered = english.lower()
    if not ("early" in lowered or "mid" in lowered or "late" in lowered or " of " in lowered):
        return {}
    named: dict[str, str] = {}
    for found in _ENGLISH_PART.finditer(english):
        part = found.lastgroup or ""
        named.setdefault(part, (found.group(part) or "").lower())
    return named


# Ordinals and groups borrowed from English (セカンド, 세컨드: second; トリオ: a trio) say a
# number in letters no number reader reads: the first build as セカンドビルド keeps every
# figure. Each stands where the English says its number, in a word or in digits.
_LOANWORDS = {
    value: words
    for value, words in enumerate(
        (
            ("ファースト", "퍼스트"),
            ("セカンド", "세컨드", "デュオ", "듀오"),
            ("サード", "서드", "トリオ", "트리오"),
            ("カルテット", "콰르텟"),  # (not フォース, 포스: force, post)
            ("フィフス", "피프스"),
            ("シックス", "식스"),
            ("セブンス", "세븐스"),
            ("エイス", "에잇스"),
            ("ナインス", "나인스"),
            ("テンス", "텐스"),
        ),
        start=1,
    )
}
_LOANWORD_VALUE = {word: value for value, words in _LOANWORDS.items() for word in words}
# Whole words at their start: テンス is in センテンス (sentence), サード in ハザード.
_LOANWORD = re.compile(
    "(?<![ァ-ヺー가-힣])(?:" + "|".join(sorted(_LOANWORD_VALUE, key=len, reverse=True)) + ")"
)
_ENGLISH_OF = {
    1: "first|one|single|solo|once|1st",
    2: "second|two|pair|duo|dual|both|twice|double|2nd",
    3: "third|three|trio|triple|thrice|3rd",
    4: "fourth|four|quartet|quad|4th",
    5: "fifth|five|5th",
    6: "sixth|six|6th",
    7: "seventh|seven|7th",
    8: "eighth|eight|8th",
    9: "ninth|nine|9th",
    10: "tenth|ten|10th",
}


def loanword_number(english: str, translation: str) -> tuple[str, int]:
    """The translation's borrowed ordinal or group word (セカンド) and its number where the
    English says that number nowhere, in a word or in digits; else ('', 0).

    >>> loanword_number("the first build", "セカンドビルド")
    ('セカンド', 2)
    >>> loanword_number("the second build", "セカンドビルド")
    ('', 0)
    """
    if translation.isascii():
        return "", 0
    for found in _LOANWORD.finditer(translation):
        value = _LOANWORD_VALUE[found.group()]
        said = rf"(?i)(?<![\w.]){value}(?![\w.])|\b(?:{_ENGLISH_OF[value]})\b"
        if re.search(said, english) is None:
            return found.group(), value
    return "", 0
