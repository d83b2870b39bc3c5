"""A quantity in words turned: "most"/"the majority"/"many" written as "a few" (一部, 少数,
わずか; 일부, 소수, 몇몇; 少數, 部分, 少量), "a few"/"some" as "most" (大半, 대부분, 大多數),
and "all" as "some" (すべて → 一部, 모든 → 일부, 所有 → 部分). No digit changes, so the
number rules cannot see it: the classes of the words are compared instead. A translation
that keeps the English's class in any synonym (大半, ほとんど, 大部分; 대부분, 대다수;
大多數, 多數) passes, and so does one whose English says the opposite class somewhere too
("most … only a few"), unless a pair of its sentences turns one ("only a few experts" as
大量のエキスパート) and the counts of the words show it. A half given a bound the English
does not put on it (半数以上, 절반 이상, 近一半) or made a majority (過半, 과반) is turned too.
An entry with no locale is read in the language of its script."""

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
        r"|\bmajority of\b|\bmany\b|\bthe bulk of\b|\b(?:nearly|almost) (?:all|every)\b"
        r"|\b(?:mostly|largely)\b",  # ("mostly unique prompts" as すべて, 전부: attack 60)
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
        r"|nearly|almost|amounts?|volumes?|massive\w*|lots|plenty|tons|loads|heaps|masses"
        r"|heav\w*|intensive|hungry"
        r"|(?:large|huge|vast|great|high) (?:amount|number|volume|quantit|deal)\w*"
        r"|(?:more than|over|above|at least|upwards of) half)\b",
        re.IGNORECASE,
    ),
    FEW: re.compile(
        r"\b(?:few|fewer|some|certain|part|parts|partly|partial\w*|portion|subset|fraction"
        r"|handful|minority|limited|slight\w*|small|little|less|only|just|several|a bit"
        r"|somewhat|narrow\w*|rare\w*|select\w*|specific|(?:less|fewer) than half"
        r"|(?:under|below) half)\b",
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
        MANY: "大半|ほとんど|殆ど|大部分|大多数|過半|多く|多数|大量|多量|数多|無数",
        FEW: "一部|少数|わずか|僅か|いくつか|幾つか|一握り|少し|数個|数少な",
        ALL: "すべて|全て|全部|あらゆる",
        HALF: "半数|半分",
    },
    "ko": {
        MANY: "대부분|대다수|상당수|다수|많은|대량|다량|수많은|과반(?!응)",
        FEW: "일부|소수|몇몇|몇[ \u00a0]?(?:개|가지|명|대|곳)|약간|소량|적은",
        ALL: "모든|전부|모두|전체",
        HALF: "절반|반수",
    },
    "zh": {
        MANY: "絕大多數|绝大多数|大多數|大多数|大部分|多數|多数|多半|許多|许多|很多|大量"
        "|過半數|过半数|過半|过半|眾多|众多|無數|无数|海量",
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
    opposite class the English nowhere says: the quantity turned. Read in the whole string,
    then in its sentences paired (a paragraph's "only a few experts" as 大量のエキスパート,
    where a later sentence keeps "a few" and says "many"), and a half given a bound the
    English does not put on it (half as 半数以上, 절반 이상, 一半以上)."""
    says, _ = _english_classes(entry.english)
    if not says or entry.translation.isascii():
        return []  # nearly every string
    language = entry.terms.locale.split("-")[0].split("_")[0] or _script_language(entry.translation)
    turned = _turned(entry.english, entry.translation, language) or _turned_in_a_sentence(
        entry.english, entry.translation, language
    )
    findings = [
        Finding(
            "number",
            f"the English says {expected} and the translation says '{word}' ({instead}) "
            "instead: the quantity turned?",
        )
        for expected, instead, word in turned
    ]
    if HALF in says and (bounded := _bounded_half(entry.english, entry.translation)):
        message = f"the English says half and the translation '{bounded}': a bound on the half"
        findings.append(Finding("number", message))
    return findings


def _turned(english: str, translation: str, language: str) -> list[tuple[str, str, str]]:
    """Each class ``english`` says that ``translation`` turns: the English's class, the
    one given instead and the translation's word of it."""
    says, may_say = _english_classes(english)
    given = translation_classes(translation, language)
    return [
        (expected, instead, given[instead])
        for expected, instead in _TURNED
        if expected in says
        and expected not in given
        and instead in given
        and instead not in may_say
    ]


def _turned_in_a_sentence(
    english: str, translation: str, language: str
) -> list[tuple[str, str, str]]:
    """``_turned`` of the first pair of sentences that turns a class, where the whole
    translation also says that class fewer times than the English and the other more (E7:
    "a few" twice, "many" and "most"; ごく一部 made 大量, beside わずか, 多数, 大半): a
    translation that moves a sentence keeps its counts."""
    for pair in _sentence_pairs(english, translation):
        said = _translation_counts(translation, language)
        turned = [
            (expected, instead, word)
            for expected, instead, word in _turned(*pair, language)
            if said[expected] < _english_count(english, expected)
            and said[instead] > _english_count(english, instead)
        ]
        if turned:
            return turned
    return []


def _translation_counts(translation: str, language: str) -> dict[str, int]:
    """How many words of each class the translation says."""
    counts = dict.fromkeys(_GROUPS.values(), 0)
    reader = _TRANSLATION_WORD.get(language)
    for match in reader.finditer(translation) if reader else ():
        counts[_GROUPS[match.lastgroup or ""]] += 1
    return counts


def _english_count(english: str, name: str) -> int:
    """How many times the English says the class ``name``."""
    return len(_ENGLISH_SAYS[name].findall(english))


def _script_language(translation: str) -> str:
    """The language of a translation by its script, where the entry names no locale:
    Hangul is Korean, kana Japanese, Han alone Chinese."""
    if _HANGUL.search(translation):
        return "ko"
    return "ja" if _KANA.search(translation) else "zh"


_HANGUL = re.compile("[\uac00-\ud7a3]")
_KANA = re.compile("[\u3041-\u30ff]")
# A sentence ends at a full stop: the English's and Korean's before a space, the Chinese
# and Japanese ones anywhere.
_ENGLISH_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[A-Z0-9])")
_SENTENCE_END = re.compile(r"(?<=[。！？；])|(?<=[.!?;])\s+")


def _sentence_pairs(english: str, translation: str) -> list[tuple[str, str]]:
    """The sentences of each side paired in order where both have as many, else the first
    of each (a translator may split or join sentences, seldom move the first); none where
    either has one sentence (the whole was read)."""
    english_sentences = [part for part in _ENGLISH_SENTENCE_END.split(english) if part.strip()]
    sentences = [part for part in _SENTENCE_END.split(translation) if part.strip()]
    if len(english_sentences) < 2 or len(sentences) < 2:
        return []
    if len(english_sentences) == len(sentences):
        return list(zip(english_sentences, sentences, strict=True))
    return [(english_sentences[0], sentences[0])]


# The English's half with a bound of its own (more than half, nearly half, about half).
_ENGLISH_BOUNDED_HALF = re.compile(
    r"(?i)\b(?:(?:more|less|fewer) than|over|above|under|below|nearly|almost|about|around"
    r"|roughly|approximately|at least|at most|up to|upwards of|just|well|close to) half\b"
)
# A half with a bound: before it (超過一半, 近一半, 不到一半) or after it (半数以上, 半分近く,
# 半数を超える, 절반 이상, 절반을 넘는, 절반 가까이, 一半以上).
_TRANSLATION_BOUNDED_HALF = re.compile(
    r"(?:超過|超过|多於|多于|逾|不到|不足|未滿|未满|少於|少于|將近|将近|接近|近|至少|最多)"
    r"[ \u00a0]?(?:一半|半數|半数)"
    r"|(?:半数|半分|一半|半數|절반|반수)[ \u00a0]?(?:以上|以下|未満|未满|超|強|弱|近く|足らず"
    r"|を[ \u00a0]?(?:超え|上回|下回|切|割)|に[ \u00a0]?(?:満たな|近い|届かな)|이상|이하|미만|초과"
    r"|[을이가]?[ \u00a0]?넘|가까이|에[ \u00a0]?(?:못[ \u00a0]?미|가까))"
)


def _bounded_half(english: str, translation: str) -> str:
    """The translation's half with a bound (半数以上) where the English's half has none;
    else ''.

    >>> _bounded_half("Half of the requests", "リクエストの半数以上")
    '半数以上'
    >>> _bounded_half("More than half of the requests", "リクエストの半数以上")
    ''
    """
    if _ENGLISH_BOUNDED_HALF.search(english):
        return ""
    found = _TRANSLATION_BOUNDED_HALF.search(translation)
    return found.group() if found else ""
