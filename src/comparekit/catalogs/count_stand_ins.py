"""Words of a translation that stand where the English gives a count in a word: a Korean
native numeral before its noun (세 엔진 for "two engines"), and a word for "many" or
"several" (多台, 數台, 다수) where the English says "single". No digit shows either, so
the number reading alone passes them."""

from __future__ import annotations

import functools
import re
from collections import Counter

# A Korean native numeral as a determiner, before the noun it counts (세 엔진, 다섯 곳, 한
# 엔진): a word of its own, then a space and a word. Read only where the English counts a
# noun in a word, for 한 번 ("once", "at one point") and 세 (years of age, the particle of
# 세계) are common where the English has no count.
_DETERMINERS = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7}
_DETERMINERS |= {"여덟": 8, "아홉": 9, "열": 10}
# the older forms before a counter or a noun (석 스택, 넉 대, 너 곳, 서 말, 닷 냥, 엿 되)
_DETERMINERS |= {"석": 3, "서": 3, "넉": 4, "너": 4, "닷": 5, "엿": 6}
_DETERMINER = re.compile(
    r"(?<![가-힣])(" + "|".join(_DETERMINERS) + r") (?=[가-힣A-Za-z])(?!(?:번|가지|차례)\b)"
)
_MAY_DETERMINE = re.compile("[한두세네섯덟곱홉열석서넉너닷엿]")


def may_have_determiner(translation: str) -> bool:
    """Whether ``translation`` may hold a Korean native numeral before a noun (quick)."""
    return _MAY_DETERMINE.search(translation) is not None


def korean_determiners(
    counts: tuple[int, ...], numbers: Counter[str], translation: str
) -> list[str]:
    """The native numerals before a noun in ``translation`` (세 엔진) that say a count the
    English does not: ``counts`` are those the English gives a noun in a word (two engines:
    2), ``numbers`` the English's own. 한 ("one") only where an English count is unsaid.

    >>> korean_determiners((2,), Counter(), "다양한 모델과 세 엔진.")
    ['세 (3)']
    >>> korean_determiners((2,), Counter(), "다양한 모델과 두 엔진.")
    []
    >>> korean_determiners((2,), Counter(), "다양한 모델과 한 엔진.")
    ['한 (1)']
    """
    if not counts or not _MAY_DETERMINE.search(translation):
        return []
    found = [(word, _DETERMINERS[word]) for word in _DETERMINER.findall(translation)]
    written = Counter(value for _, value in found)
    unsaid = Counter(counts) - written
    added = []
    for word, value in found:
        if value == 1:
            if unsaid:
                added.append(f"{word} ({value})")
        elif value not in counts and str(value) not in numbers:
            added.append(f"{word} ({value})")
    return added


# "single" in the English (a single machine, single GPU), and a translation's words for
# "many" or "several" before a counter or alone (多台, 多張, 數台, 数台, 다수, 多數, 複数,
# 여러): where the translation writes no word for one (単一, 單一, 단일, 一, 1, 한, 하나),
# the one is made many.
_SINGLE = re.compile(r"\bsingle\b", re.IGNORECASE)
_MANY = re.compile(
    "多[台張张部枚基個个]|[数數][台張张部枚基個个]|多[数數]|複[数數]|复数|다수|여러|幾[台張]|几[台张]"
)
_ONE = re.compile(
    "単一|單一|单一|단일|単体|單體|单体|單[張台個獨]|单[张台个独]|単独|一|1"
    "|하나|한 |ひとつ|シングル|싱글"
)


@functools.lru_cache(maxsize=4096)
def _says_single(english: str) -> bool:
    return "ingle" in english and _SINGLE.search(english) is not None


def single_made_many(english: str, translation: str) -> list[str]:
    """The words for "many" or "several" of ``translation`` where the English says
    "single" and the translation writes no word for one.

    >>> single_made_many("Large MoE models on a single machine", "在多台機器上執行大型 MoE 模型")
    ['多台']
    >>> single_made_many("Many models, single GPU", "多数のモデル、単一 GPU から")
    []
    """
    if not _says_single(english) or _ONE.search(translation):
        return []
    return _MANY.findall(translation)


# "first-class" or "primary" made "secondary" (次要目標): the other end of a rank, which no
# number shows; where the English says no second of its own.
_FIRST = re.compile(r"\b(?:first-class|first class|primary|first-tier|top-tier)\b", re.IGNORECASE)
_SECOND_RANK = re.compile(
    "次要|次級|次级|二級|二级|二流|副次|二次的|セカンダリ|부차|이류|2급|2류|二線|二线"
)
_SAYS_SECOND = re.compile(r"\b(?:second|secondary|minor|lesser)", re.IGNORECASE)


def first_made_second(english: str, translation: str) -> list[str]:
    """The words for "secondary" of ``translation`` where the English ranks first.

    >>> first_made_second("Accelerators as first-class targets.", "以加速器為次要目標。")
    ['次要']
    """
    if not _ranks_first(english):
        return []
    return _SECOND_RANK.findall(translation)


@functools.lru_cache(maxsize=4096)
def _ranks_first(english: str) -> bool:
    """Whether ``english`` ranks first and names no second (remembered: a string is checked
    once for each language; most have neither word, a quick test)."""
    lowered = english.lower()
    if "first" not in lowered and "primary" not in lowered and "top-tier" not in lowered:
        return False
    return _FIRST.search(english) is not None and _SAYS_SECOND.search(english) is None
