"""The direction of a change or a comparison beside its numbers: raises from 26.5 to 32.74,
4.6 times faster, 75% more. A translation that says the other way (從 32.74 降到 26.5,
4.6倍遅い, 75% 少ない) keeps every number and says the opposite. Only the words next to a
number are read: a faithful translation says "how fast" or "lower latency" elsewhere.
Imports nothing of the project.
"""

from __future__ import annotations

import functools
import re

# The direction of a change (raises from 26.5 to 32.74, cuts it to 4 GB): up or down,
# which no number shows. The English's words of each, and the translation's; a direction
# the English names alone that the translation turns round keeps every number and says the
# opposite. (Not a drop-in replacement, nor a fallback.)
UP, DOWN = "up", "down"
_ENGLISH_DIRECTION = {
    UP: re.compile(
        r"(?i)(?<![\w-])(?:rais|increas|improv|boost|grow|grew|grown|ris|rose|lift|doubl|tripl)"
        r"(?:e|es|ed|ing|s|n|t)?\b"
        # a figure "more" than another (75% more requests): "more than" bounds a number
        r"|(?<=% )more\b|\b\d+(?:\.\d+)?x more\b|\btimes (?:more|larger|greater|bigger)\b"
        # a comparison up (4.6 times faster, a higher rate)
        r"|\b(?:faster|quicker|speed(?:s|ed)? up|(?<!-)higher(?!-)|larger|greater|bigger)\b"
    ),
    DOWN: re.compile(
        r"(?i)(?<![\w-])(?:lower(?:s|ed|ing)?|decreas\w*|reduc\w*|drop(?!-in)\w*|cut(?:s|ting)?"
        r"|fall(?!\w* ?back)\w*|fell|shrink\w*|shrank|halv\w*|slow\w*|degrad\w*"
        r"|los(?:e|es|t|ing)|declin\w*|smaller)\b|(?<=% )(?:fewer|less)\b"
        r"|\btimes (?:fewer|less|smaller|slower)\b"
    ),
}
_DIRECTION_WORDS = {
    UP: (
        *("提升", "提高", "增加", "增至", "增到", "升到", "升至", "上升", "增長", "增长", "加快"),
        *("翻倍", "上がる", "上がっ", "上げ", "向上", "増加", "増え", "増や", "伸び", "高め"),
        *("倍増", "증가", "향상", "높이", "높인", "높였", "높아", "늘어", "늘리", "늘린", "늘려"),
        *(
            "상승",
            "두 배",
            "拉高",
            "上修",
            "上調",
            "上调",
            "多く",
            "より多",
            "更多",
            "較多",
            "较多",
        ),
        "더 많",
        # comparisons up: faster, higher, above (4.6倍速い, 4.6배 빠릅니다, 快 4.6 倍, 高於)
        *("上回", "速い", "速く", "高い", "高く", "大きい", "大きく", "増し", "割増"),
        *("빠르", "빠른", "빨라", "빠릅", "높은", "높다", "높습", "늘었", "늘고", "늘다", "상회"),
        *("更快", "較快", "较快", "快了", "加快", "高於", "高于", "更高", "較高", "较高", "多出"),
        # (single characters, read next to a number only: 快 4.6 倍, 75% 増, 75% 增)
        *("快(?!取|照|捷)", "(?<!新)増(?!減)", "(?<!新)增(?!減|减)"),  # (新增: added)
    ),
    DOWN: (
        *("降低", "降到", "降至", "下降", "減少", "减少", "減至", "减至", "減到", "减到", "縮減"),
        *("缩减", "減半", "减半", "下がる", "下がっ", "下げ", "低下", "減少", "減っ", "減ら"),
        *("削減", "半減", "감소", "하락", "낮추", "낮춘", "낮췄", "낮아", "줄어", "줄이", "줄인"),
        *("줄여", "저하", "절반", "拉低", "下修", "下調", "下调", "目減り", "少なく", "より少"),
        *("更少", "較少", "较少", "더 적"),
        # comparisons down: slower, lower, below (4.6倍遅い, 4.6배 느립니다, 慢 4.6 倍, 低於)
        *("下回", "遅い", "遅く", "低い", "低く", "小さい", "小さく", "少ない", "割減", "割引"),
        *("느리", "느린", "느려", "느립", "낮은", "낮다", "낮습", "줄었", "줄고", "줄다", "하회"),
        *("적게", "적은", "덜(?= )", "更慢", "較慢", "较慢", "慢了", "放慢", "低於", "低于"),
        *("更低", "較低", "较低", "少了", "慢", "減(?!り)", "减"),
        "(?<![至最不多])少(?![於于數数])",
    ),
}


def _letters(word: str) -> int:
    """How many letters a word of the tables matches, its lookarounds left out."""
    return len(re.sub(r"\(\?<?[!=][^)]*\)", "", word))


_DIRECTION_OF = {
    # longest first by the letters each matches (減少 before 減(?!り))
    direction: re.compile("|".join(sorted(words, key=_letters, reverse=True)))
    for direction, words in _DIRECTION_WORDS.items()
}


def turned_direction(english: str, translation: str) -> tuple[str, str]:
    """The translation's word of a change's direction (降到: down) where the English names
    only the other (raises), and the English's word; else two empty strings.

    >>> turned_direction("raises decode from 26.5 to 32.74", "從 32.74 降到 26.5")
    ('降到', 'raises')
    >>> turned_direction("raises decode from 26.5 to 32.74", "從 26.5 提升到 32.74")
    ('', '')
    """
    named = _directions_named(english)
    if len(named) != 1:
        return "", ""
    ((direction, english_word),) = named.items()
    other = DOWN if direction == UP else UP
    turned = [found for found in _DIRECTION_OF[other].finditer(translation) if _near(found)]
    if not turned or any(_near(found) for found in _DIRECTION_OF[direction].finditer(translation)):
        return "", ""
    return turned[0].group(), english_word


# How far from a number a direction word is read: "26.5 トークンに引き下げる", "慢約 2.4 倍";
# not a question a clause away ("1つのリクエストはどれだけ速く": how fast).
_REACH = 10
_DIGIT = re.compile(r"\d")


def _near(found: re.Match[str]) -> bool:
    """Whether a number is written within reach of the direction word ``found``."""
    text = found.string
    start, end = max(0, found.start() - _REACH), found.end() + _REACH
    return _DIGIT.search(text, start, found.start()) is not None or bool(
        _DIGIT.search(text, found.end(), end)
    )


@functools.lru_cache(maxsize=4096)
def _directions_named(english: str) -> dict[str, str]:
    """Each direction of a change the English names and its first word (remembered)."""
    named = {}
    for direction, pattern in _ENGLISH_DIRECTION.items():
        found = pattern.search(english)
        if found:
            named[direction] = found.group().lower()
    return named
