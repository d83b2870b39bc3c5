"""A bound of the English's number replaced, not only dropped: "up to 87 GB/s" as 平均
87 GB/s (another kind of figure: the average, not the peak), "more than 400,000" as 約
400,000 (a firm bound made rough). A bound dropped with nothing in its place is a warning,
for a translation may say it elsewhere; a word in its place that says something else of
the number is an error. Imports only ``number_units`` (to read 40 萬 as 400000).
"""

from __future__ import annotations

import re

from comparekit.catalogs.number_units import MULTIPLIED_KOREAN, multiplied

# Words that name another kind of figure than a bound's: an average, a median, a typical
# or usual value (the English's "up to 87 GB/s" is a peak, 平均 87 GB/s a mean).
_KIND_BEFORE = (
    r"平均(?:で|して|的に|值|值為|は)?|평균(?:적으로|값)?|中央値|중앙값|中位數|中位数"
    r"|典型的な?|典型|通常は?|一般的に|보통|일반적으로|통상"
)
# Words that say the number is approximate, before it (約 400,000) or after it and its
# unit (340 GB ほど, 200개 정도, 400,000 張左右).
# (約 of 契約, 要約 says nothing of a number; nor 약 ending a word, 요약)
_ABOUT_BEFORE = (
    r"約莫|大約|大约|大概|(?<![契制節节要予規规条條集婚公紐纽])[約约]|およそ"
    r"|(?<![가-힣])약|대략|≈|≒"
)
_ABOUT_AFTER = r"前後|左右|程度|ほど|くらい|ぐらい|가량|정도|안팎|내외|전후|上下"
# The English's own words for those: where it says them, the translation may too.
_ENGLISH_KIND = re.compile(
    r"(?i)\b(?:average|averages|averaged|mean|median|typical|typically|usually|normally)\b"
)
_ENGLISH_ABOUT = re.compile(r"(?i)\b(?:about|around|approximately|roughly|circa)\b|~|≈")
_DROPPED = re.compile(r"(\d+(?:\.\d+)?) \(")
# Between the word and the number: a space, a particle; after the number: its unit or
# counter, then the word.
_GAP_BEFORE = r"[ \u00a0]?(?:で|は|이|가|為|为|可達|可达)?[ \u00a0]?"
_UNIT_AFTER = r"[ \u00a0]?[A-Za-z/%\u3400-\u9fff\u30a0-\u30ff가-힣]{0,6}?[ \u00a0]?"


def replacing_word(english: str, translation: str, dropped: list[str]) -> str:
    """The word the translation says in place of a bound it drops (``dropped`` as
    ``bound_changes`` names them, "87 (up to)"): another kind of figure or an "about" the
    English does not say of it; else ''.

    >>> replacing_word("up to 87 GB/s", "평균 87 GB/s", ["87 (up to)"])
    '평균'
    >>> replacing_word("200+ models", "約200のモデル", ["200 (+)"])
    '約'
    >>> replacing_word("200+ models", "200のモデル", ["200 (+)"])
    ''
    """
    kinds = [] if _ENGLISH_KIND.search(english) else [_KIND_BEFORE]
    abouts = [] if _ENGLISH_ABOUT.search(english) else [_ABOUT_BEFORE]
    before = "|".join(kinds + abouts)
    # (a number with its myriad as the number they make: 約 40 萬 is about 400000)
    translation = MULTIPLIED_KOREAN.sub(multiplied, translation)
    for item in dropped:
        found = _DROPPED.match(item)
        if found is None:
            continue
        number = _written(found.group(1))
        if before:
            said = re.search(rf"({before}){_GAP_BEFORE}{number}", translation)
            if said:
                return said.group(1)
        if abouts:
            said = re.search(rf"{number}{_UNIT_AFTER}({_ABOUT_AFTER})", translation)
            if said:
                return said.group(1)
    return ""


def _written(digits: str) -> str:
    """A pattern of ``digits`` as a translation writes them, with group commas or not."""
    whole, _, decimals = digits.partition(".")
    groups: list[str] = []
    while len(whole) > 3:
        whole, group = whole[:-3], whole[-3:]
        groups.insert(0, group)
    pattern = whole + "".join(f",?{group}" for group in groups)
    if decimals:
        pattern += re.escape("." + decimals)
    return rf"(?<![\d.,]){pattern}(?![\d]|[.,]\d)"
