"""A part of a counted whole the English names (one of the three backends) as the
translation says it: "one of three" made "both", "two of them", "two thirds" or "the first"
(両方, 两, 三分之二, 之二, 最初) keeps the whole's number and changes the part, which no digit
shows; and a ratio turned round (2:1 as 1:2), which keeps both. Imports nothing of
comparekit.

>>> part_changed("one of the three backends", "3つのバックエンドの1つ")
('', [])
>>> part_changed("one of the three backends", "3つのバックエンドの両方")
('one of the three', ['両方'])
>>> part_changed("one of the three backends", "3つのバックエンドに含まれる")
('one of the three', [])
"""

from __future__ import annotations

import re

# "one of" before a counted whole: one of the three backends, one of its two targets.
_ONE_OF_WHOLE = re.compile(
    r"\bone of (?:the |its |their |our |these |those )?"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b",
    re.IGNORECASE,
)
# The translations' ways to say the one: 1つ, ひとつ, いずれか, 하나, 한 가지, 之一, 其中一.
# (Not the first: 1つ目, 第一個.)
_ONE = re.compile(
    r"(?<![\d.第])1[ \u00a0]?(?:つ|基|台|枚|種|社|本|件|個|개|대|가지|곳|項|种|種)(?!目)"
    r"|一つ(?!目)|ひとつ(?!目)|いずれか|どれか|一方|하나|한[ \u00a0](?:가지|개|곳|대|쪽)|한쪽"
    r"|之一|其中一|(?<!第)(?:一個|一个|一項|一项|一種|一种|一家|一款)|任一"
)
# Words for another part, or the whole: both, all, the first, two of, two thirds.
_OTHER_PART = re.compile(
    r"両方|双方|両者|全て|すべて|全部|最初|いずれも|どちらも|[2２二]つ(?:と|とも)?"
    r"|둘[ \u00a0]?다|모두|전부|첫[ \u00a0]?번째|첫째"
    r"|둘(?=(?:이며|이고|이다|입니다|이|을|은|도|만)?(?![가-힣]))"
    r"|兩|两|之[二三四]|分之|分の|都是|皆|首個|首个|第一|[1一]つ目"
)


def part_changed(english: str, translation: str) -> tuple[str, list[str]]:
    """Where ``english`` names one of a counted whole and ``translation`` says no one: the
    English's words (one of the three), and the words for another part the translation
    has instead, if any ("" where the translation says the one or the English names none)."""
    if "one of" not in english.lower() or not (whole := _ONE_OF_WHOLE.search(english)):
        return "", []
    if _ONE.search(translation):
        return "", []
    return whole.group(), list(dict.fromkeys(_OTHER_PART.findall(translation)))


# A ratio (2:1; not "from 26.5 to 32.74") and a translation's (2:1, 2比1, 2対1, 2 대 1): the
# same two numbers the other way round (1:2) are the other quantity over the first.
_ENGLISH_RATIO = re.compile(
    r"(?<![\d.:])(\d+(?:\.\d+)?)[ \u00a0]?:[ \u00a0]?(\d+(?:\.\d+)?)(?![\d:]|\.\d)"
)
_RATIO = re.compile(
    r"(?<![\d.:])(\d+(?:\.\d+)?)[ \u00a0]?(?:[:：比対对]|대)[ \u00a0]?(\d+(?:\.\d+)?)(?![\d:]|\.\d)"
)


def turned_ratios(english: str, translation: str) -> list[str]:
    """The ratios of ``translation`` that are the English's turned round (2:1 as 1:2), where
    the translation does not also write them the English's way.

    >>> turned_ratios("a 2:1 ratio", "1:2 の比率")
    ['1:2, where the English has 2:1']
    >>> turned_ratios("a 2:1 ratio", "2対1 の比率")
    []
    """
    if ":" not in english or not (ratios := set(_ENGLISH_RATIO.findall(english))):
        return []
    found = set(_RATIO.findall(translation))
    return [
        f"{second}:{first}, where the English has {first}:{second}"
        for first, second in sorted(ratios)
        if first != second and (second, first) in found and (first, second) not in found
    ]
