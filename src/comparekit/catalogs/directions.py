"""The direction of a change or a comparison beside its numbers: raises from 26.5 to 32.74,
4.6 times faster, 75% more. A translation that says the other way (從 32.74 降到 26.5,
4.6倍遅い, 75% 少ない) keeps every number and says the opposite. Only the words next to a
number are read: a faithful translation says "how fast" or "lower latency" elsewhere.

A word measures an amount, a speed, a length of time or a merit (``direction_words``);
words of two measures are compared through which way is better: faster is shorter (30%
faster startup as 30%短縮), and where the subject is better lower (latency, cost), lower is
better, so faster (reduces latency as 改善, as 速くなる) and worse is up (as 悪化). Imports
the word tables only.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator

from comparekit.catalogs.direction_words import (
    AMOUNT,
    DOWN,
    ENGLISH_HINTS,
    ENGLISH_WORDS,
    HIGHER_IS_BETTER,
    LENGTH,
    LOWER_IS_BETTER,
    MERIT,
    SPEED,
    TRANSLATION_WORDS,
    UP,
)

Kind = tuple[str, str]  # what a word measures, and which way: (SPEED, UP) for faster
Found = tuple[Kind, re.Match[str]]


def _letters(word: str) -> int:
    """How many letters a word of the tables matches, its lookarounds left out and a class
    of letters one ([長长] is one)."""
    return len(re.sub(r"\[[^]]*\]", "x", re.sub(r"\(\?<?[!=][^)]*\)", "", word)))


class _Words:
    """Words of several kinds as one pattern, longest first (減速 before 減), and each
    kind's own, which tells the kind of a word found (one group a kind in the one pattern
    made it fifty times slower)."""

    def __init__(self, words: dict[Kind, tuple[str, ...]]) -> None:
        self.each = {kind: _alternation(kind_words) for kind, kind_words in words.items()}
        self.any = _alternation([word for each in words.values() for word in each])

    def found(self, text: str, start: int = 0, end: int | None = None) -> Iterator[Found]:
        """Each word in ``text`` (from ``start`` to ``end``), with its kind."""
        for found in self.any.finditer(text, start, len(text) if end is None else end):
            yield self._kind(found), found

    def _kind(self, found: re.Match[str]) -> Kind:
        for kind, pattern in self.each.items():
            same = pattern.match(found.string, found.start(), found.endpos)
            if same and same.end() == found.end():
                return kind
        raise LookupError(found.group())  # (every word is some kind's)


def _alternation(words: Iterable[str]) -> re.Pattern[str]:
    """One pattern of ``words``, the longest first."""
    return re.compile("|".join(sorted(dict.fromkeys(words), key=_letters, reverse=True)))


# (the English read in lower case: IGNORECASE made its pattern three times slower)
_ENGLISH = _Words({kind: (pattern,) for kind, pattern in ENGLISH_WORDS.items()})
_ENGLISH_HINT = re.compile("|".join(ENGLISH_HINTS))
_TRANSLATION = _Words(TRANSLATION_WORDS)
_LOWER_IS_BETTER = re.compile(LOWER_IS_BETTER)
_HIGHER_IS_BETTER = re.compile(HIGHER_IS_BETTER)


def turned_direction(english: str, translation: str) -> tuple[str, str]:
    """The translation's word of a change's direction (降到: down) where the English names
    only the other (raises), and the English's word; else two empty strings.

    >>> turned_direction("raises decode from 26.5 to 32.74", "從 32.74 降到 26.5")
    ('降到', 'raises')
    >>> turned_direction("raises decode from 26.5 to 32.74", "從 26.5 提升到 32.74")
    ('', '')
    >>> turned_direction("Reduces latency by 30%.", "レイテンシを30%悪化させる。")
    ('悪化', 'reduces')
    >>> turned_direction("Startup is 30% faster.", "起動時間が30%短縮される。")
    ('', '')
    """
    said = _english_words(english)
    if not said:
        return "", ""
    written = list(_translation_words(translation))
    if not written:
        return "", ""
    frame = said[0][0][0]  # (the English's first word's measure: the others read in it)
    better = _better_way(english, translation)
    named = {_in_frame(kind, frame, better) for kind, _ in said}
    if len(named) != 1:
        return "", ""
    turned = [word for kind, word in written if _in_frame(kind, frame, better) not in named]
    if len(turned) < len(written):  # (the English's way said beside a number too)
        return "", ""
    return turned[0], said[0][1]


def _in_frame(kind: Kind, frame: str, better: int | None) -> str:
    """The direction of a word of ``kind`` said in the measure ``frame``: 短縮 (length down)
    is up in speed; 悪化 (merit down) up in amount where lower is ``better`` (-1)."""
    measure, direction = kind
    if _same_way(measure, frame, better):
        return direction
    return DOWN if direction == UP else UP


def _same_way(measure: str, frame: str, better: int | None) -> bool:
    """Whether up in ``measure`` is up in ``frame``: each measure's up is better (faster,
    improves) or worse (longer), an amount's as its subject is ``better`` (as up where no
    subject says: "improves" as 増加). A length is an amount of time (longer as 増える)."""
    if measure == frame or {measure, frame} == {AMOUNT, LENGTH}:
        return True
    up_is_better = {AMOUNT: better or 1, SPEED: 1, LENGTH: -1, MERIT: 1}
    return up_is_better[measure] == up_is_better[frame]


def _better_way(english: str, translation: str) -> int | None:
    """1 where the subjects named are better higher (throughput), -1 lower (latency, cost),
    None where neither or both are named."""
    text = f"{english}\n{translation}"
    lower, higher = _LOWER_IS_BETTER.search(text), _HIGHER_IS_BETTER.search(text)
    if bool(lower) == bool(higher):
        return None
    return -1 if lower else 1


@functools.lru_cache(maxsize=4096)
def _english_words(english: str) -> tuple[tuple[Kind, str], ...]:
    """Each word of a direction the English names, with its kind, in order (remembered)."""
    english = english.lower()
    if not _ENGLISH_HINT.search(english):
        return ()  # (nine strings in ten)
    return tuple((kind, found.group()) for kind, found in _ENGLISH.found(english))


def _translation_words(translation: str) -> Iterator[tuple[Kind, str]]:
    """Each word of a direction the translation writes within reach of a number (read only
    around its numbers: the one pattern of some 300 words is slow over a whole paragraph)."""
    for start, end in _around_numbers(translation):
        for kind, found in _TRANSLATION.found(translation, start, end):
            if _near(found):
                yield kind, found.group()


def _around_numbers(text: str) -> Iterator[tuple[int, int]]:
    """The stretches of ``text`` that hold every word within reach of a number, merged."""
    start = end = -1
    for number in _NUMBER.finditer(text):
        low, high = max(0, number.start() - _MARGIN), number.end() + _MARGIN
        if low > end >= 0:
            yield start, end
        if low > end:
            start = low
        end = max(end, high)
    if end >= 0:
        yield start, end


# How far from a number a direction word is read: "26.5 トークンに引き下げる", "慢約 2.4 倍";
# not a question a clause away ("1つのリクエストはどれだけ速く": how fast). A multiplier
# is a number too where it has no digit (두 배 느립니다, 快兩倍: twice as fast).
_REACH = 10
_NUMBER = re.compile(r"\d|倍|(?<![가-힣])(?:두|세|네|다섯|열) ?배")
# (a word within reach of a number lies within its reach and the longest word's letters)
_MARGIN = _REACH + max(_letters(word) for words in TRANSLATION_WORDS.values() for word in words)


def _near(found: re.Match[str]) -> bool:
    """Whether a number is written within reach of the direction word ``found``."""
    text = found.string
    start, end = max(0, found.start() - _REACH), found.end() + _REACH
    return _NUMBER.search(text, start, found.start()) is not None or bool(
        _NUMBER.search(text, found.end(), end)
    )


# A change in percent ("75% more requests", "40% lower latency", "30% less memory"): the
# translation's same figure says a change too, within reach, or it reads as a share (요청의
# 75%, 處理 75% 的請求: three quarters of the requests).
_PERCENT_CHANGE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?) ?% (more|less|fewer|higher|lower|faster|slower|smaller|larger"
    r"|bigger|greater|cheaper|shorter|longer|reduction|increase|decrease|improvement|drop|gain"
    r"|rise|cut|boost|speedup|saving)s?\b"
    # (reduced latency by 40%)
    r"|(?<![\w-])(reduc|cut|lower|increas|improv|decreas|drop|rais|boost|grew|grow|shr[iu]nk)"
    r"[a-z]* (?:[\w-]+ ){0,4}?by (\d+(?:\.\d+)?) ?%"
)
# A single mark of a change beside a figure, more than the table's words (多處理 75%, 75% 더,
# 75%増し): enough to tell a change from a share.
_CHANGE_MARK = re.compile(
    r"[多少増增減减高低快慢速短長长加倍伸]|上積|더|덜|많|적|늘|줄|높|낮|끌어올|올리|올린|올려"
)


def dropped_change(english: str, translation: str) -> str:
    """The English's change in percent (75% more) whose figure the translation writes with
    no word of a change within reach of any place it writes it, else ''.

    >>> dropped_change("Kimi handles 75% more requests.", "Kimi는 요청의 75%를 처리합니다.")
    '75% more'
    >>> dropped_change("Kimi handles 75% more requests.", "Kimi는 요청을 75% 더 처리합니다.")
    ''
    >>> dropped_change("a 40% reduction in latency", "レイテンシが 40% になった")
    '40% reduction'
    >>> dropped_change("it cut latency by 40%", "延遲只剩原本的 40%")
    '40% cut'
    """
    if "%" not in english:
        return ""
    for found in _PERCENT_CHANGE.finditer(english.lower()):
        number, word = found.group(1) or found.group(4), found.group(2) or found.group(3)
        places = list(re.finditer(rf"(?<![\d.]){re.escape(number)}[ \u00a0]?[%％]", translation))
        if places and not any(_change_near(translation, place) for place in places):
            return f"{number}% {word}"
    return ""


def _change_near(text: str, figure: re.Match[str]) -> bool:
    start, end = max(0, figure.start() - _REACH), figure.end() + _REACH
    return bool(
        _CHANGE_MARK.search(text, start, end) or next(_TRANSLATION.found(text, start, end), None)
    )
