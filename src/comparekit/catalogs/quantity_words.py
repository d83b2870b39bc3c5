"""A quantity in words turned: "most"/"the majority"/"many" written as "a few" (一部, 少数,
わずか; 일부, 소수, 몇몇; 少數, 部分, 少量), "a few"/"some" as "most" (大半, 대부분, 大多數),
and "all" as "some" (すべて → 一部, 모든 → 일부, 所有 → 部分). No digit changes, so the
number rules cannot see it: the classes of the words are compared instead. A translation
that keeps the English's class in any synonym (大半, ほとんど, 大部分; 대부분, 대다수;
大多數, 多數) passes, and so does one whose English says the opposite class somewhere too
("most … only a few")."""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.findings import Entry, Finding

MANY, FEW, ALL, HALF = "most or many", "a few or some", "all", "half"

# The English's words that say a class, read as a trigger: "most" before "of" or a plural
# noun ("most users", not "the most popular" or "at most").
_ENGLISH_SAYS = {
    MANY: re.compile(
        r"(?<!\bthe )(?<!\bat )\bmost(?= of\b| [a-z]+s\b)|\b(?:the|a|vast) majority\b"
        r"|\bmajority of\b|\bmany\b|\bthe bulk of\b|\b(?:nearly|almost) (?:all|every)\b",
        re.IGNORECASE,
    ),
    FEW: re.compile(
        r"\b(?:a few|few|some|a handful|a minority|a small number|a fraction|a small share)\b",
        re.IGNORECASE,
    ),
    HALF: re.compile(r"\bhalf (?:of|the)\b", re.IGNORECASE),
    # (not "all three": a count, which a translation writes as one: 3つとも)
    ALL: re.compile(
        r"(?<!\bat )\b(?:all|every)\b(?!\s+(?:of\s+)?(?:the\s+)?(?:two|three|four|five)\b)",
        re.IGNORECASE,
    ),
}
# The English's words that may stand behind a translation's word of a class though they say
# no quantity of it ("part of the project" as プロジェクトの一部, "much" as 多く): where the
# English has one, a translation's word of that class is the English's.
_ENGLISH_MAY_SAY = {
    MANY: re.compile(
        r"\b(?:most\w*|many|majority|bulk|much|lots?|plenty|numerous|multiple|several|various"
        r"|largely|widely|broad\w*|wide|frequent\w*|often|common\w*|usually|generally"
        r"|nearly|almost)\b",
        re.IGNORECASE,
    ),
    FEW: re.compile(
        r"\b(?:few|fewer|some|certain|part|parts|partly|partial\w*|portion|subset|fraction"
        r"|handful|minority|limited|slight\w*|small|little|less|only|just|several|a bit"
        r"|somewhat|narrow\w*|rare\w*|select\w*|specific)\b",
        re.IGNORECASE,
    ),
    ALL: re.compile(
        r"\b(?:all|every\w*|each|entire\w*|whole|any\w*|full\w*|complete\w*|always|both"
        r"|none|no|total\w*|throughout)\b",
        re.IGNORECASE,
    ),
}
# Each class's words in each language, longest first where one holds another (大部分
# before 部分, 대다수 before 다수, 몇몇 before 몇). By language: Japanese 部分 is "part",
# no quantity, where Chinese 部分 is "some".
_TRANSLATION_WORDS = {
    "ja": {
        MANY: "大半|ほとんど|殆ど|大部分|大多数|過半|多く|多数",
        FEW: "一部|少数|わずか|僅か|いくつか|幾つか|一握り|少し|数個|数少な",
        ALL: "すべて|全て|全部|あらゆる",
        HALF: "半数|半分",
    },
    "ko": {
        MANY: "대부분|대다수|상당수|다수|많은",
        FEW: "일부|소수|몇몇|몇[ \u00a0]?(?:개|가지|명|대|곳)|약간|소량|적은",
        ALL: "모든|전부|모두|전체",
        HALF: "절반|반수",
    },
    "zh": {
        MANY: "絕大多數|绝大多数|大多數|大多数|大部分|多數|多数|多半|許多|许多|很多|大量",
        FEW: "少部分|少數|少数|少量|一些|某些|些許|些许|幾個|几个|幾種|几种|部分",
        ALL: "所有|全部|一切|全數|全数|每個|每个",
        HALF: "一半|半數|半数",
    },
}
_GROUPS = {"many": MANY, "few": FEW, "all": ALL, "half": HALF}
_TRANSLATION_WORD = {
    language: re.compile("|".join(f"(?P<{group}>{words[name]})" for group, name in _GROUPS.items()))
    for language, words in _TRANSLATION_WORDS.items()
}
# A class given where the English says another: (the English's, the one given instead).
_TURNED = (
    (MANY, FEW),
    (FEW, MANY),
    (ALL, FEW),
    (ALL, MANY),  # ("all" as 大半: most is not all)
    (HALF, MANY),
    (HALF, FEW),
    (MANY, HALF),
    (MANY, ALL),  # ("most" as すべて: all is not most)
    (FEW, ALL),
)


def translation_classes(translation: str, language: str) -> dict[str, str]:
    """Each class the translation says, and its first word of it (大部分 is many's, not
    部分's few)."""
    found: dict[str, str] = {}
    reader = _TRANSLATION_WORD.get(language)
    for match in reader.finditer(translation) if reader else ():
        found.setdefault(_GROUPS[match.lastgroup or ""], match.group())
    return found


@functools.lru_cache(maxsize=4096)
def _english_classes(english: str) -> tuple[frozenset[str], frozenset[str]]:
    """The classes the English says, and those it may say in other words."""
    says = frozenset(name for name, pattern in _ENGLISH_SAYS.items() if pattern.search(english))
    if not says:
        return says, frozenset()
    may_say = frozenset(
        name for name, pattern in _ENGLISH_MAY_SAY.items() if pattern.search(english)
    )
    return says, says | may_say


def check_quantity_words(entry: Entry) -> list[Finding]:
    """A class of quantity the English says, missing from the translation, which says the
    opposite class the English nowhere says: the quantity turned."""
    says, may_say = _english_classes(entry.english)
    if not says or entry.translation.isascii():
        return []  # nearly every string
    language = entry.terms.locale.split("-")[0].split("_")[0]
    given = translation_classes(entry.translation, language)
    return [
        Finding(
            "number",
            f"the English says {expected} and the translation says '{given[instead]}' "
            f"({instead}) instead: the quantity turned?",
        )
        for expected, instead in _TURNED
        if expected in says
        and expected not in given
        and instead in given
        and instead not in may_say
    ]
