"""Words of a position in a sequence that is not one of its ends: the next one, the one
before, the only one. "The first build" as 次のビルド, 직전 빌드 or 唯一建置版本 keeps every
number and names another build: the first of several is not the next, the previous one or
the only one. (``extreme_words`` reads the ends turned round: first as last.)

A translation's word of such a position, where the English names the first or the last
firmly, names that position in no word of its own, and the translation says nowhere the
English's position (`First, …` may be 1つ目は or まず), is a changed ordinal. Imports
nothing of the project.
"""

from __future__ import annotations

import functools
import re

FIRST, LAST, NEXT, PREVIOUS, ONLY = "first", "last", "next", "previous", "only"

# The English's firm words of the first and the last: what a translation must keep.
_ENGLISH_FIRM = {
    FIRST: re.compile(r"(?i)\b(?:first|earliest|initial(?:ly)?)\b(?!-)"),
    LAST: re.compile(r"(?i)\b(?:last|final|latest|newest|most recent)\b(?!-)"),
}
# The English's words of each position, loose ones too: "last week" is the previous one,
# "a single build" the only one, "then" the next.
_ENGLISH_ANY = {
    NEXT: r"next|following|subsequent(?:ly)?|upcoming|second|later|then|after\w*|future",
    PREVIOUS: r"previous(?:ly)?|prior|preceding|former(?:ly)?|earlier|before|last|older|past"
    r"|old|predecessor",
    ONLY: r"only|sole(?:ly)?|single|alone|just|unique(?:ly)?|exclusive(?:ly)?|one",
}
_ENGLISH_SAYS = {
    # (SGLang-only says nothing of the only build)
    position: re.compile(rf"(?i)(?<![\w-])(?:{words})\b")
    for position, words in _ENGLISH_ANY.items()
}

# The translation's words of each position, in Japanese, Korean and Chinese.
_WORDS = {
    FIRST: (
        *("最初", "初回", "初めて", "初代", "初版", "1つ目", "一つ目", "1番目", "一番目"),
        *("まず", "第一", "첫", "처음", "최초", "먼저", "우선", "起初", "最早"),
        *("首次", "首個", "首个", "首款", "首批", "首位", "首先", "首版", "首度"),
        *("最古", "初期", "초기"),
    ),
    LAST: (
        *("最後", "最终", "最終", "最新", "最近", "ラスト", "마지막", "최종", "최신", "최근"),
        *("最后", "最末", "末尾", "末代", "末個", "末个"),
    ),
    NEXT: (
        *("次の", "次回", "次期", "次版", "次バージョン", "翌", "다음", "차기", "下一", "下個"),
        *("下个", "下次", "下一版", "次一", "後續", "后续", "接下來", "接下来", "後続", "후속"),
        *("後一個", "后一个", "隨後", "随后"),
    ),
    PREVIOUS: (
        *("直前", "前回", "前の", "先の", "旧", "以前の", "이전", "직전", "지난", "앞선"),
        *("上一", "上個", "上个", "上次", "前一", "之前的", "先前"),
    ),
    ONLY: (
        *("唯一", "たった一つ", "ただ一つ", "たった1つ", "ただ1つ", "유일", "단 하나", "단 한"),
        *("獨一", "独一", "僅有的", "仅有的"),
    ),
}
_WORD_OF = {
    position: re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)))
    for position, words in _WORDS.items()
}


def changed_position(english: str, translation: str) -> tuple[str, str, str]:
    """The translation's word of another position (次の: next), its meaning and the
    English's word (first), where the English names the first or the last and the
    translation does not; else three empty strings.

    >>> changed_position("the first build", "次のビルド")
    ('次の', 'next', 'first')
    >>> changed_position("the first build", "最初のビルド")
    ('', '', '')
    """
    if translation.isascii():
        return "", "", ""
    for position, english_word in _firm_positions(english):
        if _WORD_OF[position].search(translation):
            continue  # (the translation says the English's position too)
        for other in (NEXT, PREVIOUS, ONLY):
            found = _WORD_OF[other].search(translation)
            if found and not _ENGLISH_SAYS[other].search(english):
                if other == PREVIOUS and position == LAST:
                    continue  # ("the last release" may be the previous one: 前回)
                return found.group(), other, english_word
    return "", "", ""


@functools.lru_cache(maxsize=4096)
def _firm_positions(english: str) -> tuple[tuple[str, str], ...]:
    """The first or the last the English names firmly, each with its word (remembered:
    each English string is checked once for each language)."""
    named = []
    for position, pattern in _ENGLISH_FIRM.items():
        found = pattern.search(english)
        if found:
            named.append((position, found.group().lower()))
    return tuple(named)
