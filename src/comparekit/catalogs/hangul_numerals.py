"""Korean numerals written in Hangul (두 개, 네 가지, 칠 台) read as the numbers they write, where
they stand as numbers: the number checker compares them with the English's digits and
number words. Imports nothing of comparekit.

Each Hangul numeral is also a word (이 "this", 일 "work", 세 "three" and 세대 "generation",
한 "one" and 한계 "limit"), so one is read only before a counter, and a single syllable only
with the space Korean writes between it and the counter (두 개, not 두께); the
single-syllable Sino-Korean numerals that are common words (일 이 사 오 구) are not read.
Nor is a count of kinds (네 가지) on its own: Korean adds one to sum up what the English lists
(이 네 가지는 "these", 두 가지 모두 "both"), four times in the shipped Korean catalog; it
is read (``kinds_counted``) only where the English counts in a word before a plural.
"""

from __future__ import annotations

import re

_NATIVE_UNITS = {
    "한": 1,
    "두": 2,
    "세": 3,
    "석": 3,
    "서": 3,  # (서 장, 서 말: the older three, read only before a counter as the others)
    "네": 4,
    "넉": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
}
_NATIVE_TENS = {"열": 10, "스무": 20, "스물": 20, "서른": 30, "마흔": 40, "쉰": 50}
_NATIVE_TENS |= {"예순": 60, "일흔": 70, "여든": 80, "아흔": 90}
_SINO = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SINO_UNITS = {"십": 10, "백": 100, "천": 1000}
_SINO_MYRIADS = {"만": 10**4, "억": 10**8, "조": 10**12}  # 이십억: 2 billion
# The native ordinals (첫째, 둘째, 열째), which stand alone, not before a counter: 첫째 is
# "first", 첫 번째 is read where 번째 counts it.
_ORDINALS = {"첫": 1, "둘": 2, "셋": 3, "넷": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8}
_ORDINALS.update({"아홉": 9, "열": 10})
_ORDINAL = re.compile(
    r"(?<![가-힣])(" + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + r")째"
    r"(?:의|가|이|를|을|는|은|로|와|과|도|로는)?(?![가-힣])"
)
# Counters and units a number stands before, Korean and Han (a Korean text may borrow 台).
_COUNTER = (
    r"(?:개월|개|대|명|번째|번|장|줄|권|곳|배|시간|달|살|마리|쪽|차례|군데|벌|채|년|월|분|초|층|회|주|건"
    r"|비트"  # (a width: 네 비트 for 4-bit)
    r"|[台個个枚基張张件人名年月日倍回週歳层層段項项條条位])"
)
# What may follow a counter: nothing more of the word, a particle (두 개의, 한 대에서) or
# the copula (두 가지입니다).
_AFTER_COUNTER = (
    r"(?:입니다|이다|이며|이고|의|가|이|를|을|는|은|에서|에|으로|로|와|과|도|만|씩|까지|부터|이나|나|뿐)?"
    r"(?![가-힣])"
)
_NATIVE = "|".join(
    sorted(
        [*_NATIVE_TENS, *_NATIVE_UNITS]
        + [tens + unit for tens in _NATIVE_TENS for unit in _NATIVE_UNITS],
        key=len,
        reverse=True,
    )
)
# (for other readers: a native numeral before a unit of time, 다섯 시간, 두 달)
NATIVE_NUMERAL = _NATIVE
# (Whether a Hangul syllable stands before it is asked after a match: a pattern that
# starts with that question is walked at every character, one that starts with the
# numeral's syllables only where one stands.)
# A space after a myriad continues the number where hundreds or thousands follow (십삼만
# 천칠십이 is 131,072, as 13만 1072 is): Korean spaces a number by its myriads.
_MYRIAD_SPACE = r"(?<=[만억조]) (?=[일이삼사오육칠팔구]?[십백천])"
_HANGUL_NUMERAL = re.compile(
    rf"({_NATIVE}|[일이삼사오육칠팔구십백천]+(?:[만억조](?:{_MYRIAD_SPACE})?[일이삼사오육칠팔구십백천]*)*"
    r"|[만억](?= ))"  # (만 명, 억 원: ten thousand, a hundred million, spaced before a counter)
    r"( ?)"
    rf"(?={_COUNTER}{_AFTER_COUNTER})"
)
# The last syllable of a numeral and the first of a counter: a quick first test that starts
# with a class, so the walk skips every other character.
_MAY_HOLD = re.compile(
    "[한두세석서네넉섯섯곱덟홉열무물른흔쉰순든일이삼사오육칠팔구십백천만억조] ?"
    "[개대명번장줄권곳배시달살마쪽차군벌채년월분초층회주비건台個个枚基張张件人名年月日倍回週歳层層段項项條条位]"
)
_COMMON_WORDS = frozenset("일이사오구")  # work, this, company, five-or-oh, district


def sino_korean_value(numeral: str) -> int:
    """The number a Sino-Korean numeral in Hangul writes (팔십칠 is 87), for other readers."""
    return _value(numeral)


def _value(numeral: str) -> int:
    """The number a Hangul numeral writes: 두 2, 스물두 22, 칠 7, 삼십 30, 이백오 205."""
    for tens, ten in _NATIVE_TENS.items():
        if numeral.startswith(tens):
            return ten + _NATIVE_UNITS.get(numeral[len(tens) :], 0)
    if numeral in _NATIVE_UNITS:
        return _NATIVE_UNITS[numeral]
    total = section = digit = 0
    numeral = numeral.replace(" ", "")  # 십삼만 천칠십이
    for char in numeral:
        if char in _SINO:
            digit = _SINO[char]
        elif char in _SINO_UNITS:
            section += (digit or 1) * _SINO_UNITS[char]
            digit = 0
        else:
            total += ((section + digit) or 1) * _SINO_MYRIADS[char]
            section = digit = 0
    return total + section + digit


def hangul_numerals(text: str) -> list[str]:
    """The Hangul numerals of ``text`` that stand as numbers before a counter, as words.

    >>> hangul_numerals("두 개, 네 가지 모드가, 칠 台, 스물두 명, 세대, 이 대상, 한계")
    ['두', '칠', '스물두']
    """
    if not _MAY_HOLD.search(text):
        return []
    found = []
    for match in _HANGUL_NUMERAL.finditer(text):
        numeral, space = match.groups()
        start = match.start()
        # within a word (이전, 두께): not a number; one syllable is a word unless spaced
        # before its counter (두 개, not 두께)
        if start and ("가" <= text[start - 1] <= "힣" or text[start - 1].isdigit()):
            continue  # (3천 개: the digits' place, which the digits' reader reads)
        if text[max(start - 2, 0) : start] in ("수 ", "몇 "):
            continue  # (a vague count spaced, 수 백 개: read below)
        if (len(numeral) > 1 or space) and numeral not in _COMMON_WORDS:
            found.append(numeral)
    return found


def hangul_numbers(text: str) -> list[str]:
    """``hangul_numerals`` of ``text`` in ASCII digits.

    >>> hangul_numbers("두 개, 네 대의, 칠 台, 스물두 명, 삼십 분, 이십억 개, 둘째로")
    ['2', '4', '7', '22', '30', '2000000000', '2']
    >>> hangul_numbers("오백만 토큰, 삼천 토큰, 수천 토큰, 만이 아니다, 십삼만 천칠십이 토큰")
    ['5000000', '3000', '131072', '수천']
    """
    found = [str(_value(numeral)) for numeral in hangul_numerals(text)]
    if _MAY_STAND_AFTER.search(text):
        found += [
            str(_NATIVE_UNITS[_NATIVE_STEMS["".join(words)]]) for words in _AFTER_NOUN.findall(text)
        ]
    if _MAY_MULTIPLY.search(text):
        found += [
            str(_value(numeral) * _TIMES[word]) for numeral, word in _MULTIPLIED.findall(text)
        ]
    if "째" in text:
        found += [str(_ORDINALS[ordinal]) for ordinal in _ORDINAL.findall(text)]
    if _MAY_BE_ALONE.search(text):
        found += [str(_value(numeral)) for numeral in _SINO_ALONE.findall(text)]
    if _MAY_BE_VAGUE.search(text):
        found += [
            part.replace(" ", "")
            for run in _VAGUE.findall(text)
            for part in _VAGUE_PART.findall(run)
        ]
    return found


# A Sino-Korean numeral of two syllables or more with a unit (삼천, 오백만), a word of its own
# before another word (삼천 토큰): not before a counter, which the pattern above reads, nor
# 만 "only" (만이). And a vague count (수천 "thousands"), kept as written, as 数千 is.
_SINO_ALONE = re.compile(
    rf"(?<![가-힣])([일이삼사오육칠팔구십백천](?:[일이삼사오육칠팔구십백천만억조]|{_MYRIAD_SPACE})*"
    r"[십백천만억조]"
    r"[일이삼사오육칠팔구]?)(?= (?!" + _COUNTER + r"))"
)
# (and 몇백, "several hundred"; before a counter glued to it, 수백개, or "and some", 수십여 개;
# and two glued together, 수천수만 "thousands upon tens of thousands", each one read)
# The counters after a vague count: those of numbers, and of cases, kinds and pieces.
VAGUE_COUNTER = rf"(?:{_COUNTER}|가지|건|종|편)"
# (and spaced, 수 백 개, 몇 천 명, as writers often space it)
_VAGUE = re.compile(
    rf"(?<![가-힣])(?:[수몇] ?[십백천만억]+)+(?=여?(?![가-힣])|여?{VAGUE_COUNTER}{_AFTER_COUNTER})"
)
_VAGUE_PART = re.compile("[수몇] ?[십백천만억]+")
_MAY_BE_VAGUE = re.compile("[수몇] ?[십백천만억]")


def vague_runs(text: str) -> list[tuple[int, int]]:
    """Where ``text`` writes each Korean vague count (수백, 몇천; both of 수천수만)."""
    if not _MAY_BE_VAGUE.search(text):
        return []
    return [
        (run.start() + part.start(), run.start() + part.end())
        for run in _VAGUE.finditer(text)
        for part in _VAGUE_PART.finditer(run.group())
    ]


# A native numeral after its noun, as a word of its own before a mark (모델 둘: "two
# models"): not before another word, where 둘 is "to put" (GPU에 둘 전문가) or "both" (둘 다),
# nor before a particle, where 둘 is "the two" (둘을 결합). (하나, one, is also "a".)
_NATIVE_STEMS = {"둘": "두", "셋": "세", "넷": "네", **{word: word for word in ("다섯", "여섯")}}
_NATIVE_STEMS.update({word: word for word in ("일곱", "여덟", "아홉")})
# Three to nine before a particle too (GPU 여덟과, 씩 다섯을), which only count; 둘 only
# before "and" (둘과): before another particle it is "the two" (둘을 결합, 둘은).
_AFTER_NOUN = re.compile(
    r"(?<=[가-힣A-Za-z\d] )(?:(" + "|".join(_NATIVE_STEMS) + r")(?=[^\s가-힣]|$)"
    r"|(둘)(?=[과와](?![가-힣]))|(셋|넷|다섯|여섯|일곱|여덟|아홉)"
    r"(?=(?:과|와|을|를|이|가|은|는|도|만|의|으로|로|에)(?![가-힣])))"
)
_MAY_STAND_AFTER = re.compile("[둘셋넷섯곱덟홉]")
_MAY_BE_ALONE = re.compile("[십백천만억조] ")
# A pair and a dozen counted in native numerals (한 쌍 is 2, 두 다스 24, 한 타 12).
_TIMES = {"쌍": 2, "다스": 12, "타": 12}
_MULTIPLIED = re.compile(rf"(?<![가-힣])({_NATIVE}) ?(쌍|다스|타){_AFTER_COUNTER}")
_MAY_MULTIPLY = re.compile("쌍|다스| 타")


def kinds_counted(text: str) -> list[str]:
    """The counts of kinds (네 가지, 세 가지의) of ``text``, in ASCII digits.

    >>> kinds_counted("네 가지 모드, 세 가지의 방법, 가지고")
    ['4', '3']
    """
    if "가지" not in text:
        return []
    return [
        str(_value(numeral))
        for numeral in _KIND_COUNT.findall(text)
        if numeral not in _COMMON_WORDS
    ]


_KIND_COUNT = re.compile(
    rf"(?<![가-힣])({_NATIVE}|[일이삼사오육칠팔구십백천]+) 가지{_AFTER_COUNTER}"
)


def twos_for_ones(english_ones: int, text: str) -> list[str]:
    """The 두 ("two") of ``text`` before a noun without a counter (두 이미지 빌드), as 2, where
    ``text`` says "one" (한, 하나), but fewer times than the English's ``english_ones``: 두
    before a noun is "the two" or "both" of what an article compares (두 제품, 두 엔진) as
    often, a count only where it stands for an English "one" (a translation that drops
    every "one" writes it in no numeral).

    >>> twos_for_ones(2, "두 이미지 빌드의 한 레시피"), twos_for_ones(1, "두 엔진이")
    (['2'], [])
    """
    ones = len(_ONE.findall(text))
    ones_short = english_ones - ones
    if not ones or ones_short <= 0 or "두 " not in text:
        return []
    return ["2"] * min(ones_short, len(_TWO_BEFORE_NOUN.findall(text)))


# 두 is no other word alone, unlike 한 ("a", "did"), 세 and 네 ("your", "yes"); not before a
# counter, read above, nor 가지, counted by ``kinds_counted``. 한 and 하나 say "one" or "a".
_TWO_BEFORE_NOUN = re.compile(rf"(?<![가-힣])두 (?!{_COUNTER}{_AFTER_COUNTER}|가지)(?=[가-힣A-Z])")
_ONE = re.compile(r"(?<![가-힣])(?:한 |하나)")
