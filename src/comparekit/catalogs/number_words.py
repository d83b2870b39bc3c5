"""English words that say a number (two, twice, first, no, September 2026): what a
translation may write as digits where the English writes words, and the numbers a
translation writes in Latin letters (twelve, XII). Imports only the readers of numerals
(``ideographic``, ``hangul_numerals``).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Iterable

from comparekit.catalogs.count_stand_ins import (
    first_made_second,
    korean_determiners,
    may_have_determiner,
    single_made_many,
)
from comparekit.catalogs.hangul_numerals import hangul_numerals
from comparekit.catalogs.ideographic import lone_ones, unread_numerals
from comparekit.catalogs.number_rates import rates
from comparekit.catalogs.worded_measures import measures_in_digits


def said_in_words(english: str) -> Counter[str]:
    words = _WORD.findall(english)
    said = Counter(str(NUMBER_WORDS[word]) for word in words if word in NUMBER_WORDS)
    # "The second"
    # is 2, "a second" a moment; "run it once" is 1 time, "once it loads" is when.
    # (Each pattern only where its word is: their walks cost more than the rest.)
    if "once" in words:
        said["1"] += len(_ONCE.findall(english))
    if "second" in words:
        said["2"] += len(_SECOND.findall(english))
    if "magnitude" in words:
        said["1"] += len(_ONE_ORDER.findall(english))  # an order of magnitude: 一桁
    if "million" in words or "thousand" in words or "billion" in words:
        # a million as one (per million tokens: 100万トークンあたり)
        for word, value in (
            ("thousand", "1000"),
            ("million", "1000000"),
            ("billion", "1000000000"),
        ):
            said[value] += len(re.findall(rf"\b(?:a|per|one) {word}\b", english))
    if "half" in words:
        # half the memory: メモリは半分; and a translation names the halves again ("which
        # half": 哪一半：一半是…另一半是…)
        said["0.5"] += 3 * words.count("half")
    if "halves" in words or "halved" in words or "halving" in words:
        said["0.5"] += len(_HALVES.findall(english))  # memory halves: メモリは半分になる
    # A month is a month beside a day or a year: "may" and "march" are verbs too; each
    # month stands for one number, once.
    said.update(str(MONTHS[name]) for name in _DATED_MONTH.findall(english) if name)
    said.update(str(MONTHS[name]) for name in _MONTH_AFTER_DAY.findall(english))
    return said


_WORD = re.compile(r"[a-z]+")
_HALVES = re.compile(r"\bhal(?:ves|ved|ving)\b")
_ONE_ORDER = re.compile(r"\b(?:an|one) order of magnitude\b")
_NO_NOUN = re.compile(r"\bno [a-z]")
_SECOND = re.compile(
    r"\bsecond\b(?<!\ba second)(?<!\bper second)(?<!\bone second)(?<!\beach second)"
    r"(?<!\bevery second)(?<!\bsplit second)"
)
_ONCE = re.compile(r"(?<![.,;:!?] )(?<!^)\bonce\b")

# English words a translation writes as a number: counts and ordinals; and the negations
# Japanese and Korean say as "not even 1" (1つも…ない). Not the words that are mostly not
# numbers: "a", "an", "second" (a moment), "once" (as soon as), "no" as an answer.
NUMBER_WORDS = {
    "zero": 0,
    **dict.fromkeys(("one", "single", "first", "none", "nothing", "another", "per"), 1),
    **dict.fromkeys(("two", "twice", "double", "both", "pair", "dual", "either", "neither"), 2),
    **dict.fromkeys(("three", "third", "triple", "thrice"), 3),
    # the verbs that multiply (doubles as 倍増, 2배, 翻倍; triples as 3倍; tenfold as 10倍)
    **dict.fromkeys(("doubles", "doubled", "doubling", "twofold"), 2),
    **dict.fromkeys(("triples", "tripled", "tripling", "threefold"), 3),
    **dict.fromkeys(("quadruple", "quadruples", "quadrupled", "quadrupling", "fourfold"), 4),
    **{"fivefold": 5, "tenfold": 10, "hundredfold": 100},
    **{
        word: value
        for value, words in enumerate(
            (
                "four fourth quad",
                "five fifth",
                "six sixth",
                "seven seventh",
                "eight eighth",
                "nine ninth",
                "ten tenth",
                "eleven eleventh",
                "twelve twelfth dozen",
            ),
            start=4,
        )
        for word in words.split()
    },
    **{"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17},
    **{"eighteen": 18, "nineteen": 19},
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "hundred": 100,
    "thousand": 1000,
}

MONTHS = {
    name: month
    for month, names in enumerate(
        (
            "january jan",
            "february feb",
            "march mar",
            "april apr",
            "may",
            "june jun",
            "july jul",
            "august aug",
            "september sept sep",
            "october oct",
            "november nov",
            "december dec",
        ),
        start=1,
    )
    for name in names.split()
}
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_DATED_MONTH = re.compile(rf"\b({_MONTH})\.?\s+\d")
_MONTH_AFTER_DAY = re.compile(rf"\d\s+({_MONTH})\b")


def negations(english: str) -> int:
    """How many times ``english`` says "no" before a noun (no tokens): Japanese and Korean
    say it as "not even 1" (1つも…ない); "No." and "No," answer a question."""
    return len(_NO_NOUN.findall(english)) if "no" in _WORD.findall(english) else 0


def articled_units(english: str) -> Counter[str]:
    """The units ``english`` counts with "a" or "an" (in a second, an hour), as the number
    tokens a translation writes for them (1s, 1h): Japanese says 1秒 where English says
    "a second"."""
    return Counter(_ARTICLED_UNITS[unit] for unit in _ARTICLED_UNIT.findall(english))


_ARTICLED_UNITS = {"second": "1s", "minute": "1min", "hour": "1h", "day": "1d"}
_ARTICLED_UNITS.update({"week": "1wk", "month": "1mo"})
_ARTICLED_UNIT = re.compile(r"\ban? (second|minute|hour|day|week|month)\b")


def latin_numbers(text: str) -> Counter[str]:
    """The English number words (twelve, dozen, first) and the Roman numerals in Latin
    capitals (XII, IV; two letters or more: a lone I or V is a word or a name) of ``text``:
    the numbers a translation writes in Latin letters, each as written."""
    found = [
        word
        for word in _LATIN_WORD.findall(text)
        if word.lower() in _COUNTING or (word[0] in "IVX" and _ROMAN.fullmatch(word))
    ]
    if " of" in text:  # (a quick test)
        found += _COUNT_PHRASE.findall(text)
    return Counter(found) if found else Counter()


# The English phrases that count with a noun (a couple of GPUs: 2; a score: 20; a gross:
# 144; a myriad: ten thousand, or many): words that are something else alone (a pair, a
# score, gross profit), read only as "a ... of".
_COUNT_PHRASE = re.compile(r"\b[Aa] (?:couple|pair|score|gross|myriad|dozen) of\b")


# The words that only count: not those that are mostly something else (none, both, per).
_COUNTING = frozenset(NUMBER_WORDS).difference(
    ("none", "nothing", "another", "per", "both", "pair", "dual", "either", "neither", "single")
)
# A run of letters, a word (a walk over a pattern of every number word costs ten times this).
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_ROMAN = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")


def ones_said(lowered: str, english: str, translation: str) -> int:
    """How many bare 1s of the translation the English says in words: "a" or "one" as one
    of a counter (一つの, 一個, 1基), and "no" as "not even 1" (1つも…ない, 하나도), each as
    often as the English says it and the translation writes it so; never a bare 1 that
    says a limit ("no GPU limit" is not "up to 1 GPU")."""
    ones = 0
    articles = len(_ARTICLE.findall(english))
    if articles:
        counted = (
            lone_ones(translation)
            + len(_ONE_COUNTED.findall(translation))
            + hangul_numerals(translation).count("한")  # 한 대: one machine
            + translation.count("ひとつ")
        )
        ones += min(articles, counted)
    negated = negations(lowered)
    if negated:
        ones += min(negated, len(_NOT_EVEN_ONE.findall(translation)))
    if _DIVIDED.search(lowered):  # falls tenfold, halves: 10分の1, 2分の1
        ones += len(_ONE_OVER.findall(translation))
    return ones


# A number divided by a word or a factor (falls tenfold, halves, 10x lower), which a
# translation writes as a fraction of one (10分の1, 10분의 1, 十分之1, 1/10).
_DIVIDED = re.compile(r"\b(?:[a-z]+fold|hal(?:ves|ved|ving))\b|\d[x×]")
_ONE_OVER = re.compile(r"(?:分の|분의|分之)[ \u00a0]?1(?![\d.,])|(?<![\d.,])1/\d")


_ARTICLE = re.compile(r"\b(?:[Aa]n?|[Oo]ne|[Ss]ingle)\b")
# 1 with a counter (1基, 1つ, 1개, 1ダース): how Japanese, Chinese and Korean say "a GPU".
_ONE_COUNTED = re.compile(r"(?<![\d.,])1[ \u00a0]?(?=[つ台個个枚基張张件人名本]|개|대|명|ダース)")
# "not even 1": 1つも, 一台も, 1個也, 하나도, 1개도.
_NOT_EVEN_ONE = re.compile(
    r"(?:1|一)[ \u00a0]?[つ個个台基件人名枚回]?(?:も|也|都)"
    r"|(?:1|하나)[ \u00a0]?(?:개|대|명|가지|번)?도"
)


# A count in a word before a plural noun (three modes, two kinds).
COUNTED_PLURAL = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) [a-z]+s\b", re.IGNORECASE
)


def says_vague_amount(lowered: str) -> bool:
    """Whether ``lowered`` says an amount without a number (dozens, hundreds of, several),
    as a translation's vague count (数十, 十数) does."""
    return _VAGUE_AMOUNT.search(lowered) is not None


_VAGUE_AMOUNT = re.compile(
    r"\b(?:dozens|tens|hundreds|thousands|millions|billions|several|few|many|multiple"
    r"|numerous|various|countless|orders? of magnitude|couple|most|majority|bulk"
    # a count given as a range of two (one or two vendors: 한두 벤더)
    r"|(?:one|two|three|four|five|six|seven|eight|nine|ten) or (?:two|three|four|five|six"
    r"|seven|eight|nine|ten|so))\b"
)


# Words that say "a few" or "several" with no number (数個, 複数, 一握り, 幾つか, 若干, 數個,
# 幾個, 幾種, 多種, 少数, 여러, 몇): where the English counts a noun in a number word (two
# targets, one GPU) that the translation nowhere writes, such a word stands in for that
# count. Not "one" as a pronoun (which one, more than one, one of them): it counts nothing.
_VAGUE_WORD = re.compile(
    r"数個|數個|幾個|几个|幾種|几种|多種|多种|少数|少數|複数|一握り|幾つか|いくつか|若干|여러|몇몇|몇(?![십백천만억])"
    # "a few" before another counter or glued to a Latin noun (数基, 幾張, 数GPU); not 関数
    # nor 變數 (a word's 数)
    r"|(?:(?<![\u4e00-\u9fff])[数數]|[幾几])(?=[台臺基枚張张人名位件本隻只]|[A-Za-z])"
    r"|わずか|僅か|多数|多數|幾つ|数少な|數少|好幾|好几"  # (好幾張 "quite a few")
)
_MAY_BE_VAGUE_WORD = re.compile("[個个種种少複握幾几く若여몇わ僅多数數]")
# Korean approximate counts, "one or two" to "ten or so" (한두 벤더, 서너개): a word of
# their own or glued to a counter, not 두세요 ("put it"); 두어 only before a counter, for
# it is also "having put" (그대로 두어 보세요). (The syllable before is asked after the
# word: a pattern that starts with a look back is tried at every character.)
_MAY_BE_KOREAN_APPROXIMATE = re.compile(
    "한두|한둘|두세|두셋|서너|서넛|너덧|네댓|대여섯|예닐곱|여남은|두어|댓|일곱여덟|여덟아홉"
    "|십여|백여|천여|만여"  # (literals: a quick test)
)
# And "five or so" (댓, 열댓 "fifteen or so", 스물댓), 한두어, two numerals side by side
# (일곱여덟 "seven or eight"), and "a hundred-odd" (백여 장, 십여 개) before a counter.
_KOREAN_VAGUE_WORD = re.compile(
    r"(?:(?:한두어|일곱여덟|여덟아홉)(?<![가-힣]....)|(?:한두|한둘|두세|두셋|서너|서넛|너덧|네댓)"
    r"(?<![가-힣]..)|(?:대여섯|예닐곱|여남은)(?<![가-힣]...)"
    r"|(?<![가-힣])(?:열|스물|서른|마흔|쉰)?댓)(?!(?![개대명번곳장배]|가지)[가-힣])"
    r"|두어(?<![가-힣]..)(?=[ \u00a0]?(?:개|명|번|가지|곳|장|차례))"
    r"|(?:[일이삼사오육칠팔구][십백천만]여(?<![가-힣]...)|[십백천만]여(?<![가-힣]..))"
    r"(?=[ \u00a0]?(?:개|명|번|가지|곳|장|대|차례))"
)
_COUNT_WORDS = {
    **dict.fromkeys(("one", "a single"), 1),
    **dict.fromkeys(("two", "a pair of", "a couple of"), 2),
    **{"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9},
    **{"ten": 10, "eleven": 11, "twelve": 12, "a dozen": 12},
}
_COUNTED_NOUN = re.compile(
    r"(?<!which )(?<!than )(?<!the )(?<!no )(?<!each )(?<!any )(?<!this )(?<!that )\b("
    + "|".join(_COUNT_WORDS)
    + r")\s+(?!(?:of|to|or|and|another|more|by|in|on|at|is|was)\b)[a-z]"
)
# A Korean native count written as a word (두 모델, 엔진 하나를), which the number reading
# leaves unread where no counter follows: the count is there. (A determiner before its noun,
# a numeral before its particle.)
_KOREAN_COUNT = {1: "한 |하나", 2: "두 |둘", 3: "세 |셋", 4: "네 |넷", 5: "다섯", 6: "여섯"}


def vague_words(text: str) -> list[str]:
    """The words of ``text`` that say a vague count (数個, 複数, 여러), as written.

    >>> vague_words("対象は数個、複数のノード、GPU 여러 장, 서너 개, 두세요")
    ['数個', '複数', '여러', '서너']
    """
    if text.isascii():
        return []
    found = _VAGUE_WORD.findall(text) if _MAY_BE_VAGUE_WORD.search(text) else []  # (quick)
    if _MAY_BE_KOREAN_APPROXIMATE.search(text):
        found += _KOREAN_VAGUE_WORD.findall(text)
    return found


def vague_word_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` writes a word of a few (数個, 複数, 몇몇, 幾張's 幾); not of many (多数)."""
    if text.isascii() or not _MAY_BE_VAGUE_WORD.search(text):
        return []
    return [word.span() for word in _VAGUE_WORD.finditer(text) if word[0] not in MANY_VAGUE_WORDS]


# Vague words that say many, not a few (多数のモデル).
MANY_VAGUE_WORDS = frozenset(("多数", "多數", "多種", "多种"))


def counted_in_words(lowered: str) -> set[str]:
    """The counts ``lowered`` gives a noun in a number word (two targets, one GPU)."""
    return {str(_COUNT_WORDS[word]) for word in _COUNTED_NOUN.findall(lowered)}


def written_in_korean(count: str, translation: str) -> bool:
    """Whether ``translation`` writes ``count`` as a native Korean word (두 모델)."""
    words = _KOREAN_COUNT.get(int(count))
    return words is not None and re.search(rf"(?<![가-힣])(?:{words})", translation) is not None


def dropped_counts(
    english: str, translation: str, numbers: Callable[[str], Iterable[str]]
) -> list[str]:
    """The counts of two or more the English gives a noun in a word (two targets, three
    modes) that ``translation`` writes nowhere: not among its ``numbers``, nor as a
    numeral or a word that says the count (二, 兩, 両者, どちらも, 두, 둘); a count dropped
    (DeepInfer の対象はわずかだ) leaves no number to compare.

    >>> dropped_counts("DeepInfer has two targets.", "DeepInfer の対象はわずかだ。", str.split)
    ['two']
    >>> dropped_counts("Two real engines.", "どちらもエンジンだ。", str.split)
    []
    """
    dropped = []
    found: set[str] | None = None
    for word, count in _counts_of(english):
        if written_in_korean(str(count), translation):
            continue
        found = set(numbers(translation)) if found is None else found
        if str(count) in found:
            continue
        said = _SAID_AS.get(count)
        if said is None or not said.search(translation):
            dropped.append(word)
    return sorted(set(dropped))


def english_counts(english: str) -> tuple[int, ...]:
    """The counts of two or more ``english`` gives a noun in a word (two engines: 2)."""
    return tuple(count for _, count in _counts_of(english))


@functools.lru_cache(maxsize=4096)
def _counts_of(english: str) -> tuple[tuple[str, int], ...]:
    """The counts of two or more ``english`` gives a noun in a word, with the word
    (remembered: each English string is checked once for each language)."""
    lowered = english.lower()
    if not _MAY_COUNT.search(lowered):  # (most strings: no such word)
        return ()
    counted = (
        (match.group(1), _COUNT_WORDS[match.group(1)]) for match in _COUNTED_NOUN.finditer(lowered)
    )
    return tuple((word, count) for word, count in counted if count > 1)


# (any of these words anywhere, a word's part too: one pattern, not a search for each)
_MAY_COUNT = re.compile(
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|pair|couple|dozen"
)
# How a translation may say a count without its digits: the numeral, and for two the words
# for "both" and "a pair" (両者, 兩者, どちらも, いずれも, 雙, 둘 다, 양쪽).
_NUMERALS_OF = {
    2: "二两兩両雙双貳弐贰俩倆",
    3: "三参參叁仨",
    4: "四肆",
    5: "五伍",
    6: "六陸陆",
    7: "七柒",
    8: "八捌",
    9: "九玖",
    10: "十拾",
    11: "十",
    12: "十打",
}
_SAID_AS = {
    count: re.compile(
        # (the count as a number of its own: not a digit of 131,072)
        f"[{numerals}]|(?<![\\d.,]){count}(?![\\d]|[.,]\\d)"
        + ("|どちら|いずれ|ふた|두|둘|(?<![가-힣])양|ペア|ツイン|デュアル" if count == 2 else "")
        + ("|ダース" if count == 12 else "")
    )
    for count, numerals in _NUMERALS_OF.items()
}


def unaccounted_numerals(
    english: str, translation: str, english_numbers: Callable[[str], Iterable[str]]
) -> list[str]:
    """The ideographic numerals of ``translation`` no reader of numbers reads and no word
    of the English says (一排 or 一批 for "one", 三類 where the English says two), as
    written: ``english_numbers`` reads the English's own from its digits. One is said
    by "a", "one" or "single", two by "both", "the two", "they" or "each other".

    >>> unaccounted_numerals("Have one consumer GPU", "有一排消費級 GPU", str.split)
    ['一排']
    >>> unaccounted_numerals("Have one consumer GPU", "有一張消費級 GPU", str.split)
    []
    """
    # words no digit shows: 多台 for "a single machine", 次要 for "first-class", and a
    # Korean numeral before its noun where the English's count is unsaid (세 엔진 for two)
    stand_ins = single_made_many(english, translation) + first_made_second(english, translation)
    if " of" in translation:  # an English count left in the text: （a pair of GPUs）
        phrases = Counter(_COUNT_PHRASE.findall(translation)) - Counter(
            _COUNT_PHRASE.findall(english)
        )
        stand_ins += phrases.elements()
    # Each numeral before its noun is compared with the counts the English says, not only
    # whether the English's count shows somewhere: 두 프로젝트 … 세 곳 for "two places"
    # has a 두 and says three; 세 스택 for "the two stacks" says three.
    if may_have_determiner(translation) and _MAY_COUNT.search(english.lower()):
        said = _said(english, english_numbers, lists=False)
        counts = english_counts(english) or tuple(
            int(number) for number in said_in_words(english.lower()) if number in _DETERMINER_VALUES
        )
        determiners = korean_determiners(counts, Counter(english_numbers(english)), translation)
        if determiners and not dropped_counts(english, translation, english_numbers):
            # a 한 stands for "a", and a numeral the English says another way (both, the
            # two, a list of four) is not a count changed
            determiners = [
                written
                for written in determiners
                if (value := written.rsplit("(", 1)[1][:-1]) != "1" and value not in said
            ]
        stand_ins += determiners
    unread = unread_numerals(measures_in_digits(translation))  # (八十七 GB/s: read as 87)
    if not unread:
        return stand_ins
    # 一 before any word but a measure (一打, 一對) is reported whatever the English says; a
    # larger numeral the English says may count without one (雙引擎 "two engines").
    rated = rates(english)
    ones = [
        written
        for written, value in unread
        if value == 1 and not (rated and written[1:2] in _PERIOD_STARTS)
    ]
    larger = [(written, value) for written, value in unread if value != 1]
    if not larger:
        return stand_ins + ones
    said = _said(english, english_numbers)
    return stand_ins + ones + [written for written, value in larger if str(value) not in said]


# 一天, 一小時 as a rate's period (一天兩次 for "twice a day"): the rate check compares it.
_PERIOD_STARTS = set("天日週周星個个年小")


def _said(
    english: str, english_numbers: Callable[[str], Iterable[str]], lists: bool = True
) -> set[str]:
    """The numbers the English says in digits, in words, as a pair (both, the two) or, with
    ``lists``, as a list's length (a, b and c: 三部分)."""
    lowered = english.lower()
    said = {*english_numbers(english), *said_in_words(lowered)}
    if _THE_TWO.search(lowered):
        said.add("2")
    for listed in _LISTED.finditer(lowered) if lists else ():
        commas = listed.group().count(",")
        said.update((str(commas + 1), str(commas + 2)))
    return said


_DETERMINER_VALUES = {str(value) for value in range(2, 11)}
# The English's words for a pair of things the translation may count as two (兩者, 兩個專案).
_THE_TWO = re.compile(
    r"\b(?:both|the two|they|them|their|each other|either|neither|pair|and|or|vs|versus)\b"
)
_LISTED = re.compile(r"(?:[^,.;:]+, )+(?:and|or) ")
